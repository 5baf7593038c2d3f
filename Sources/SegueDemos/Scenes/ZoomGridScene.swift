// zoom-grid — iOS 18's zoom transition: a photo grid in a navigation controller whose tapped
// cell grows into the detail it pushes (`preferredTransition = .zoom`), and shrinks back
// into its cell on Back or when the detail is dragged down or pinched. UIKit code: only the
// import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The grid: three columns of rounded square photos. A tapped cell pushes its detail, which
/// asks for the zoom and names its source cell by index path, so the provider finds the cell
/// again on the way back even if it was reused.
final class ZoomGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  static let photoNames = ["mountains", "ocean", "forest", "city"]
  static let itemCount = 24
  private(set) var collectionView: UICollectionView!
  /// How many times a detail asked for its source cell (a test reads it).
  private(set) var sourceRequests = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Zoom Grid"
    view.backgroundColor = .systemBackground
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(ZoomGridCell.self, forCellWithReuseIdentifier: ZoomGridCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let side = ((view.bounds.width - 24 - 16) / 3).rounded(.down)
    if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.itemCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ZoomGridCell.reuseIdentifier, for: indexPath)
    (cell as? ZoomGridCell)?.imageView.image = UIImage(named: Self.photoName(at: indexPath))
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: false)
    showPhoto(at: indexPath)
  }

  static func photoName(at indexPath: IndexPath) -> String { photoNames[indexPath.item % photoNames.count] }

  /// Pushes the detail of the photo at `indexPath`, zooming out of its cell.
  func showPhoto(at indexPath: IndexPath) {
    let detail = ZoomDetailViewController()
    detail.image = UIImage(named: Self.photoName(at: indexPath))
    detail.title = Self.photoName(at: indexPath).capitalized
    let options = UIViewController.Transition.ZoomOptions()
    // The cell's photo lines up with the detail's photo, not with the whole screen.
    options.alignmentRectProvider = { context in
      guard let detail = context.zoomedViewController as? ZoomDetailViewController else { return nil }
      return detail.imageView.convert(detail.imageView.bounds, to: detail.view)
    }
    detail.preferredTransition = .zoom(options: options) { [weak self] _ in
      guard let self else { return nil }
      self.sourceRequests += 1
      return self.collectionView.cellForItem(at: indexPath)
    }
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// A rounded square photo cell (its image view joins the content view at the first layout).
final class ZoomGridCell: UICollectionViewCell {
  static let reuseIdentifier = "ZoomPhoto"
  let imageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    return imageView
  }()

  override func layoutSubviews() {
    super.layoutSubviews()
    if imageView.superview == nil {
      contentView.addSubview(imageView)
      layer.cornerRadius = 12
      clipsToBounds = true
    }
    imageView.frame = contentView.bounds
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
  }
}

/// The pushed detail: the photo across the top, its title and a caption. Drag it down (or
/// pinch it) to zoom back into the grid.
final class ZoomDetailViewController: UIViewController {
  var image: UIImage?
  let imageView = UIImageView()
  private let titleLabel = UILabel()
  private let captionLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    imageView.image = image
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    captionLabel.text =
      "This photo grew out of its cell. Tap Back, drag the page down or pinch it to send it back into the grid."
    captionLabel.font = .systemFont(ofSize: 17)
    captionLabel.textColor = .secondaryLabel
    captionLabel.numberOfLines = 0
    for subview in [imageView, titleLabel, captionLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: guide.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      captionLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      captionLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      captionLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
    ])
  }
}
