// ios-push — UIKit's own push and pop, for comparison with the custom transitions: the
// parallax slide, the back button, and the edge swipe back. UIKit code: only the import
// differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a photo that pushes its detail with the default animation.
final class SystemPushViewController: UIViewController {
  let photoButton = UIControl()
  private let intro = SceneIntro(
    photo: "ocean", headline: "Pacific swell",
    body: "Tap the photo. Go back with the back button or a swipe from the left edge.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "iOS Push"
    view.backgroundColor = .systemBackground
    intro.photoView.isUserInteractionEnabled = false
    photoButton.addSubview(intro.photoView)
    photoButton.addAction(UIAction { [weak self] _ in self?.showDetail() }, for: .touchUpInside)
    for subview in [photoButton, intro.headlineLabel, intro.bodyLabel] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    intro.layout(in: view, photoHolder: photoButton)
  }

  /// Pushes the detail screen with the system animation (the forward transition).
  func showDetail() {
    navigationController?.pushViewController(SystemPushDetailViewController(), animated: true)
  }
}

/// The pushed screen: the photo across the top and a paragraph of text.
final class SystemPushDetailViewController: UIViewController {
  private let photoView = UIImageView(image: UIImage(named: "ocean"))
  private let bodyLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pacific Swell"
    view.backgroundColor = .systemBackground
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    bodyLabel.text =
      "UIKit's push: this screen slides in from the right while the previous one moves a third of the way left under a light dimming."
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    view.addSubview(photoView)
    view.addSubview(bodyLabel)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    photoView.frame = CGRect(x: 0, y: 0, width: width, height: (width * 2 / 3).rounded())
    bodyLabel.frame = CGRect(x: 16, y: photoView.frame.maxY + 20, width: width - 32, height: 96)
  }
}
