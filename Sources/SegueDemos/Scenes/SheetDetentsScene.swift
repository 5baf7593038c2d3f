// sheet-detents — a half-height sheet holding a list (iOS 15's UISheetPresentationController):
// it opens at the medium detent with a grabber, pushing up in the list grows it to large
// before the list scrolls, and pulling down at the list's top shrinks or dismisses it. UIKit
// code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a map-like photo and a button that shows the places nearby.
final class SheetDetentsViewController: UIViewController {
  let presentButton = UIButton(type: .system)
  private lazy var intro = SceneIntro(
    photo: "mountains", headline: "Sheet detents",
    body: "A sheet at medium height with a list inside: push up to grow it, pull down to shrink or close it.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sheet Detents"
    view.backgroundColor = .systemGroupedBackground
    SceneIntro.styleTrigger(presentButton, title: "Places Nearby", color: .systemTeal)
    presentButton.addAction(UIAction { [weak self] _ in self?.showPlaces() }, for: .touchUpInside)
    for subview in [intro.photoView, intro.headlineLabel, intro.bodyLabel, presentButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    presentButton.frame = SceneIntro.triggerFrame(in: view, below: intro.layout(in: view))
  }

  /// Presents the list in a sheet that rests at the medium detent (the forward transition).
  func showPlaces() {
    let places = PlacesViewController(style: .insetGrouped)
    if let sheet = places.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.prefersScrollingExpandsWhenScrolledToEdge = true
    }
    present(places, animated: true)
  }

  /// The sheet on screen, if any.
  var presentedPlaces: PlacesViewController? { presentedViewController as? PlacesViewController }

  /// Dismisses the sheet (what its Done button does).
  func dismissPlaces() {
    presentedViewController?.dismiss(animated: true)
  }
}

/// The list in the sheet: a header row with a Done button, then places with their distance.
final class PlacesViewController: UITableViewController {
  static let places = [
    ("Alpine Lake", "0.4 km"), ("Old Harbour", "0.9 km"), ("Pine Ridge Trail", "1.2 km"),
    ("Riverside Market", "1.6 km"), ("Glass House Café", "2.0 km"), ("North Beach", "2.3 km"),
    ("Observatory Hill", "2.9 km"), ("Stone Bridge", "3.1 km"), ("Botanic Garden", "3.8 km"),
    ("Lighthouse Point", "4.4 km"), ("Canal Walk", "4.9 km"), ("Summit Hut", "5.5 km"),
    ("Fishermen's Wharf", "6.0 km"), ("Cedar Woods", "6.6 km"), ("Sunset Pier", "7.1 km"),
    ("Quarry Pools", "7.9 km"), ("Windmill Farm", "8.4 km"), ("Cliff Path", "9.2 km"),
  ]
  let doneButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
    tableView.rowHeight = 52
    doneButton.setTitle("Done", for: .normal)
    doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
    let titleLabel = UILabel()
    titleLabel.text = "Places Nearby"
    titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
    for subview in [titleLabel, doneButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
      titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -6),
      doneButton.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -12),
      doneButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
      doneButton.widthAnchor.constraint(equalToConstant: 64),
      doneButton.heightAnchor.constraint(equalToConstant: 44),
    ])
    tableView.tableHeaderView = header
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.places.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    var content = UIListContentConfiguration.valueCell()
    content.text = Self.places[indexPath.row].0
    content.secondaryText = Self.places[indexPath.row].1
    content.image = UIImage(systemName: "star.fill")
    content.imageProperties.tintColor = .systemTeal
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
