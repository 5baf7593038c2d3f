// The gallery's list as it was before it became a UITableView: frames laid out by hand.
// It stays as the reference the Auto Layout rebuild (ConstrainedGalleryViewController,
// the layout benchmark's subject) is checked against.
import SegueUIKit

@testable import SegueDemos

/// Every transition scene in an inset-grouped list drawn with plain views, as the gallery
/// looked before it was a table.
final class FrameGalleryViewController: UIViewController {
  /// The list's sections: a header and the scenes under it.
  let sections: [(header: String, scenes: [TransitionScene])] = [
    ("SEED TRANSITIONS", TransitionScene.all.filter { $0.kind == .seed }),
    ("SYSTEM TRANSITIONS", TransitionScene.all.filter { $0.kind == .system }),
    ("APP TRANSITIONS", TransitionScene.all.filter { $0.kind == .app }),
  ]
  private var headerLabels: [UILabel] = []
  private var sectionViews: [UIView] = []
  /// The rows, in list order (one per scene).
  private(set) var rows: [FrameGalleryRow] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Transitions"
    navigationItem.backButtonTitle = "Gallery"
    view.backgroundColor = .systemGroupedBackground
    for section in sections {
      let header = UILabel()
      header.text = section.header
      header.font = .systemFont(ofSize: 13)
      header.textColor = .secondaryLabel
      view.addSubview(header)
      headerLabels.append(header)
      let sectionView = UIView()
      sectionView.backgroundColor = .secondarySystemGroupedBackground
      sectionView.layer.cornerRadius = 10
      sectionView.clipsToBounds = true
      view.addSubview(sectionView)
      sectionViews.append(sectionView)
      for (index, scene) in section.scenes.enumerated() {
        let row = FrameGalleryRow()
        row.iconView.image = UIImage(named: scene.iconName)
        row.titleLabel.text = scene.title
        row.detailLabel.text = scene.description
        row.separatorView.isHidden = index == section.scenes.count - 1
        sectionView.addSubview(row)
        rows.append(row)
      }
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width - 32
    var y: CGFloat = 24
    for (index, section) in sections.enumerated() {
      headerLabels[index].frame = CGRect(x: 32, y: y, width: width - 32, height: 18)
      y += 25
      let sectionView = sectionViews[index]
      sectionView.frame = CGRect(
        x: 16, y: y, width: width, height: FrameGalleryRow.height * CGFloat(section.scenes.count))
      for (rowIndex, row) in sectionView.subviews.enumerated() {
        row.frame = CGRect(
          x: 0, y: FrameGalleryRow.height * CGFloat(rowIndex), width: width, height: FrameGalleryRow.height)
      }
      y = sectionView.frame.maxY + 32
    }
  }
}

/// One row of the gallery's inset-grouped list, drawn like a UIKit subtitle cell: an icon,
/// a title, a one-line description, a disclosure chevron and a separator inset to the text.
/// It is a control: a tap sends `.touchUpInside`; touch-down highlights it.
final class FrameGalleryRow: UIControl {
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
