#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The gallery's first screen: every transition scene in an inset-grouped table, the seeds
/// first, then UIKit's own, then patterns apps build. Tapping a row highlights it, selects
/// it and pushes the scene's first screen; coming back deselects it in step with the pop
/// (`clearsSelectionOnViewWillAppear`).
final class GalleryViewController: UITableViewController {
  /// The table's sections: a header and the scenes under it.
  let sections: [(header: String, scenes: [TransitionScene])] = [
    ("SEED TRANSITIONS", TransitionScene.all.filter { $0.kind == .seed }),
    ("SYSTEM TRANSITIONS", TransitionScene.all.filter { $0.kind == .system }),
    ("APP TRANSITIONS", TransitionScene.all.filter { $0.kind == .app }),
  ]

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Transitions"
    navigationItem.backButtonTitle = "Gallery"
    tableView.rowHeight = GalleryCell.height
    tableView.register(GalleryCell.self, forCellReuseIdentifier: GalleryCell.reuseIdentifier)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].scenes.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: GalleryCell.reuseIdentifier, for: indexPath)
    let scene = sections[indexPath.section].scenes[indexPath.row]
    if let cell = cell as? GalleryCell {
      cell.iconView.image = UIImage(named: scene.iconName)
      cell.titleLabel.text = scene.title
      cell.detailLabel.text = scene.description
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    open(sections[indexPath.section].scenes[indexPath.row])
  }

  /// Where the scene called `name` is listed.
  func indexPath(named name: String) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let row = entry.scenes.firstIndex(where: { $0.name == name }) { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  /// The cell of the scene called `name` (all rows fit on screen, so every one is visible).
  func row(named name: String) -> GalleryCell? {
    indexPath(named: name).flatMap { tableView.cellForRow(at: $0) as? GalleryCell }
  }

  /// The visible cells in list order.
  var rows: [GalleryCell] {
    (tableView.indexPathsForVisibleRows ?? []).sorted().compactMap { tableView.cellForRow(at: $0) as? GalleryCell }
  }

  /// Pushes `scene`'s first screen.
  func open(_ scene: TransitionScene) {
    navigationController?.pushViewController(scene.makeViewController(), animated: true)
  }
}
