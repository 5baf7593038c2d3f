#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The gallery's first screen: every transition scene in an inset-grouped list, the seeds
/// first, then UIKit's own. Tapping a row pushes the scene's first screen.
final class GalleryViewController: UIViewController {
  /// The list's sections: a header and the scenes under it.
  let sections: [(header: String, scenes: [TransitionScene])] = [
    ("SEED TRANSITIONS", TransitionScene.all.filter { $0.kind == .seed }),
    ("SYSTEM TRANSITIONS", TransitionScene.all.filter { $0.kind == .system }),
  ]
  private var headerLabels: [UILabel] = []
  private var sectionViews: [UIView] = []
  /// The rows, in list order (one per scene).
  private(set) var rows: [GalleryRowControl] = []

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
        let row = GalleryRowControl()
        row.iconView.image = UIImage(named: scene.iconName)
        row.titleLabel.text = scene.title
        row.detailLabel.text = scene.description
        row.separatorView.isHidden = index == section.scenes.count - 1
        row.addAction(UIAction { [weak self] _ in self?.open(scene) }, for: .touchUpInside)
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
        x: 16, y: y, width: width, height: GalleryRowControl.height * CGFloat(section.scenes.count))
      for (rowIndex, row) in sectionView.subviews.enumerated() {
        row.frame = CGRect(
          x: 0, y: GalleryRowControl.height * CGFloat(rowIndex), width: width, height: GalleryRowControl.height)
      }
      y = sectionView.frame.maxY + 32
    }
  }

  /// The row of the scene called `name`.
  func row(named name: String) -> GalleryRowControl? {
    let scenes = sections.flatMap(\.scenes)
    return scenes.firstIndex { $0.name == name }.map { rows[$0] }
  }

  /// Pushes `scene`'s first screen.
  func open(_ scene: TransitionScene) {
    navigationController?.pushViewController(scene.makeViewController(), animated: true)
  }
}
