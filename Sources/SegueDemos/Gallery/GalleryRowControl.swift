#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// One row of the gallery's inset-grouped list, drawn like a UIKit subtitle cell: an icon,
/// a title, a one-line description, a disclosure chevron and a separator inset to the text.
/// It is a control: a tap sends `.touchUpInside`; touch-down highlights it.
final class GalleryRowControl: UIControl {
  /// Row height in points.
  static let height: CGFloat = 60

  let iconView = UIImageView()
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  /// The hairline under the row (hidden on a section's last row).
  let separatorView = UIView()
  private let chevronUpper = UIView()
  private let chevronLower = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemGroupedBackground
    iconView.contentMode = .scaleAspectFill
    iconView.clipsToBounds = true
    iconView.layer.cornerRadius = 8
    titleLabel.font = .systemFont(ofSize: 17)
    titleLabel.textColor = .label
    detailLabel.font = .systemFont(ofSize: 13)
    detailLabel.textColor = .secondaryLabel
    separatorView.backgroundColor = .separator
    for bar in [chevronUpper, chevronLower] {
      bar.backgroundColor = .systemGray3
      bar.layer.cornerRadius = 1
    }
    for subview in [iconView, titleLabel, detailLabel, separatorView, chevronUpper, chevronLower] {
      subview.isUserInteractionEnabled = false
      addSubview(subview)
    }
  }

  /// Rows are made in code; decoding one from a storyboard (iOS only) fails softly.
  required init?(coder: NSCoder) {
    return nil
  }

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? .systemGray4 : .secondarySystemGroupedBackground }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = self.bounds
    let textX: CGFloat = 68
    let textWidth = max(bounds.width - textX - 36, 0)
    iconView.frame = CGRect(x: 16, y: (bounds.height - 36) / 2, width: 36, height: 36)
    titleLabel.frame = CGRect(x: textX, y: 9, width: textWidth, height: 22)
    detailLabel.frame = CGRect(x: textX, y: 32, width: textWidth, height: 18)
    separatorView.frame = CGRect(x: textX, y: bounds.height - 0.5, width: bounds.width - textX, height: 0.5)
    // A disclosure chevron: two 2 × 8.5 pt bars at ±45° meeting at the tip.
    let tip = CGPoint(x: bounds.width - 18, y: bounds.midY)
    for (bar, angle, dy) in [(chevronUpper, -CGFloat.pi / 4, CGFloat(-2.9)), (chevronLower, CGFloat.pi / 4, 2.9)] {
      bar.transform = .identity
      bar.bounds = CGRect(x: 0, y: 0, width: 2, height: 8.5)
      bar.center = CGPoint(x: tip.x - 2.9, y: tip.y + dy)
      bar.transform = CGAffineTransform(rotationAngle: angle)
    }
  }
}
