#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// One row of the gallery's table: an icon, a title and a one-line description, with a
/// disclosure indicator. (Its views join the content view at the first layout, so the cell
/// needs no initializer: Segue's `init(style:reuseIdentifier:)` is `required`, UIKit's is
/// not, and an override spelled for both would warn here.)
final class GalleryCell: UITableViewCell {
  static let reuseIdentifier = "Scene"
  /// Row height in points.
  static let height: CGFloat = 60

  let iconView: UIImageView = {
    let view = UIImageView()
    view.contentMode = .scaleAspectFill
    view.clipsToBounds = true
    view.layer.cornerRadius = 8
    return view
  }()
  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.textColor = .label
    return label
  }()
  let detailLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    return label
  }()

  override func layoutSubviews() {
    if iconView.superview == nil {
      accessoryType = .disclosureIndicator
      separatorInset.left = 68
      for subview in [iconView, titleLabel, detailLabel] { contentView.addSubview(subview) }
    }
    super.layoutSubviews()
    let bounds = contentView.bounds
    let textX: CGFloat = 68
    let textWidth = max(bounds.width - textX - 8, 0)
    iconView.frame = CGRect(x: 16, y: (bounds.height - 36) / 2, width: 36, height: 36)
    titleLabel.frame = CGRect(x: textX, y: 9, width: textWidth, height: 22)
    detailLabel.frame = CGRect(x: textX, y: 32, width: textWidth, height: 18)
  }
}
