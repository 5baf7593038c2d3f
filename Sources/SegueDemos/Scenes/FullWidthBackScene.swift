// full-width-back — iOS 26's full-width back swipe: a swipe to the right anywhere in the
// content pops, as the edge swipe does, while a horizontal carousel on the same screen keeps
// its own swipes. UIKit code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a photo that pushes the album with the default animation.
final class FullWidthBackViewController: UIViewController {
  let photoButton = UIControl()
  private let intro = SceneIntro(
    photo: "forest", headline: "Four seasons",
    body: "Tap the photo. On the album, swipe right anywhere below the carousel to go back.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Full-Width Back"
    view.backgroundColor = .systemBackground
    intro.photoView.isUserInteractionEnabled = false
    photoButton.addSubview(intro.photoView)
    photoButton.addAction(UIAction { [weak self] _ in self?.showAlbum() }, for: .touchUpInside)
    for subview in [photoButton, intro.headlineLabel, intro.bodyLabel] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    intro.layout(in: view, photoHolder: photoButton)
  }

  /// Pushes the album with the system animation (the forward transition).
  func showAlbum() {
    navigationController?.pushViewController(AlbumViewController(), animated: true)
  }
}

/// The pushed screen: a paging carousel of photos across the top, its position, and text.
final class AlbumViewController: UIViewController, UIScrollViewDelegate {
  static let photos = ["forest", "ocean", "mountains", "city"]
  let carousel = UIScrollView()
  private let pageLabel = UILabel()
  private let bodyLabel = UILabel()
  private var photoViews: [UIImageView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Album"
    view.backgroundColor = .systemBackground
    carousel.isPagingEnabled = true
    carousel.showsHorizontalScrollIndicator = false
    carousel.delegate = self
    for name in Self.photos {
      let photo = UIImageView(image: UIImage(named: name))
      photo.contentMode = .scaleAspectFill
      photo.clipsToBounds = true
      photo.layer.cornerRadius = 14
      photoViews.append(photo)
      carousel.addSubview(photo)
    }
    pageLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    pageLabel.textColor = .secondaryLabel
    pageLabel.textAlignment = .center
    bodyLabel.text =
      "Swipe the photos to page through them. Swipe right anywhere down here and the album slides away, as a swipe from the edge does."
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    for subview in [carousel, pageLabel, bodyLabel] { view.addSubview(subview) }
    showPage(0)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    let top = view.safeAreaInsets.top + 12
    carousel.frame = CGRect(x: 0, y: top, width: width, height: 260)
    for (index, photo) in photoViews.enumerated() {
      photo.frame = CGRect(x: CGFloat(index) * width + 16, y: 0, width: width - 32, height: 260)
    }
    carousel.contentSize = CGSize(width: width * CGFloat(photoViews.count), height: 260)
    pageLabel.frame = CGRect(x: 16, y: carousel.frame.maxY + 10, width: width - 32, height: 22)
    bodyLabel.frame = CGRect(x: 16, y: pageLabel.frame.maxY + 16, width: width - 32, height: 120)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView.bounds.width > 0 else { return }
    showPage(Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()))
  }

  private func showPage(_ page: Int) {
    let index = min(max(page, 0), Self.photos.count - 1)
    pageLabel.text = "\(Self.photos[index].capitalized) · \(index + 1) of \(Self.photos.count)"
  }
}
