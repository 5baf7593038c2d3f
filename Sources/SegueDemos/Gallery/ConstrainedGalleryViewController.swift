#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The gallery's list screen (`GalleryViewController`, laid out with frames) rebuilt with Auto
/// Layout as an iOS developer would write it: anchors, a stack of rows per section, a row
/// control whose subviews are pinned inside it. Both lay out to the same frames; `segue bench
/// layout`'s `frame` case times a full layout pass of this one while `headerTop` animates.
package final class ConstrainedGalleryViewController: UIViewController {
  package let sections: [(header: String, scenes: [TransitionScene])] = [
    ("SEED TRANSITIONS", TransitionScene.all.filter { $0.kind == .seed }),
    ("SYSTEM TRANSITIONS", TransitionScene.all.filter { $0.kind == .system }),
    ("APP TRANSITIONS", TransitionScene.all.filter { $0.kind == .app }),
  ]
  package private(set) var headerLabels: [UILabel] = []
  package private(set) var sectionViews: [UIStackView] = []
  package private(set) var rows: [ConstrainedGalleryRow] = []
  /// The first header's distance from the top (24 pt), the constraint the benchmark animates.
  package private(set) var headerTop: NSLayoutConstraint!

  package override func viewDidLoad() {
    super.viewDidLoad()
    title = "Transitions"
    view.backgroundColor = .systemGroupedBackground
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    for section in sections {
      let header = UILabel()
      header.text = section.header
      header.font = .systemFont(ofSize: 13)
      header.textColor = .secondaryLabel
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      headerLabels.append(header)

      let rowsView = UIStackView()
      rowsView.axis = .vertical
      rowsView.backgroundColor = .secondarySystemGroupedBackground
      rowsView.layer.cornerRadius = 10
      rowsView.clipsToBounds = true
      rowsView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(rowsView)
      sectionViews.append(rowsView)
      for (index, scene) in section.scenes.enumerated() {
        let row = ConstrainedGalleryRow()
        row.iconView.image = UIImage(named: scene.iconName)
        row.titleLabel.text = scene.title
        row.detailLabel.text = scene.description
        row.separatorView.isHidden = index == section.scenes.count - 1
        rowsView.addArrangedSubview(row)
        rows.append(row)
      }

      let top: NSLayoutConstraint
      if let previous {
        top = header.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 32)
      } else {
        top = header.topAnchor.constraint(equalTo: view.topAnchor, constant: 24)
        headerTop = top
      }
      constraints += [
        top,
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
        header.heightAnchor.constraint(equalToConstant: 18),
        rowsView.topAnchor.constraint(equalTo: header.topAnchor, constant: 25),
        rowsView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        rowsView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      ]
      previous = rowsView
    }
    NSLayoutConstraint.activate(constraints)
  }
}

/// `GalleryRowControl` with constraints: a 60 pt row with an icon, two lines of text, a
/// separator and a disclosure chevron of two rotated bars (Auto Layout sets their bounds and
/// centres; their rotations stay applied on top).
package final class ConstrainedGalleryRow: UIControl {
  package let iconView = UIImageView()
  package let titleLabel = UILabel()
  package let detailLabel = UILabel()
  package let separatorView = UIView()
  private let chevronUpper = UIView()
  private let chevronLower = UIView()

  package override init(frame: CGRect) {
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
    for (bar, angle) in [(chevronUpper, -CGFloat.pi / 4), (chevronLower, CGFloat.pi / 4)] {
      bar.backgroundColor = .systemGray3
      bar.layer.cornerRadius = 1
      bar.transform = CGAffineTransform(rotationAngle: angle)
    }
    for subview in [iconView, titleLabel, detailLabel, separatorView, chevronUpper, chevronLower] {
      subview.isUserInteractionEnabled = false
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    var constraints = [
      heightAnchor.constraint(equalToConstant: 60),
      iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
      iconView.widthAnchor.constraint(equalToConstant: 36),
      iconView.heightAnchor.constraint(equalToConstant: 36),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 68),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -36),
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 9),
      titleLabel.heightAnchor.constraint(equalToConstant: 22),
      detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      detailLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      detailLabel.topAnchor.constraint(equalTo: topAnchor, constant: 32),
      detailLabel.heightAnchor.constraint(equalToConstant: 18),
      separatorView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      separatorView.trailingAnchor.constraint(equalTo: trailingAnchor),
      separatorView.bottomAnchor.constraint(equalTo: bottomAnchor),
      separatorView.heightAnchor.constraint(equalToConstant: 0.5),
    ]
    for (bar, dy) in [(chevronUpper, CGFloat(-2.9)), (chevronLower, 2.9)] {
      constraints += [
        bar.widthAnchor.constraint(equalToConstant: 2),
        bar.heightAnchor.constraint(equalToConstant: 8.5),
        bar.centerXAnchor.constraint(equalTo: trailingAnchor, constant: -20.9),
        bar.centerYAnchor.constraint(equalTo: centerYAnchor, constant: dy),
      ]
    }
    NSLayoutConstraint.activate(constraints)
  }

  package required init?(coder: NSCoder) {
    return nil
  }

  package override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? .systemGray4 : .secondarySystemGroupedBackground }
  }
}
