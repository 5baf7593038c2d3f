// cover-vertical and cross-dissolve — UIKit's own modal presentations, for comparison with
// the custom ones. UIKit code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a button that presents a full-screen modal with the built-in
/// transition style it was made with.
final class SystemModalViewController: UIViewController {
  /// The style the modal is presented with (`.coverVertical` or `.crossDissolve`).
  var presentationTransitionStyle: UIModalTransitionStyle = .coverVertical
  let presentButton = UIButton(type: .system)
  private lazy var intro = SceneIntro(
    photo: "mountains", headline: (isDissolve ? "Fade to a new screen" : "Slide up a new screen"),
    body: (isDissolve
      ? "UIKit's cross-dissolve: the modal fades in over 0.4 s and fades out when closed."
      : "UIKit's full-screen modal rises on the system spring and slides down when closed."))

  private var isDissolve: Bool { presentationTransitionStyle == .crossDissolve }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = isDissolve ? "Cross Dissolve" : "Cover Vertical"
    view.backgroundColor = .systemGroupedBackground
    SceneIntro.styleTrigger(presentButton, title: "Present", color: .systemBlue)
    presentButton.addAction(UIAction { [weak self] _ in self?.presentModal() }, for: .touchUpInside)
    for subview in [intro.photoView, intro.headlineLabel, intro.bodyLabel, presentButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    presentButton.frame = SceneIntro.triggerFrame(in: view, below: intro.layout(in: view))
  }

  /// Presents the modal full screen with the built-in style (the forward transition).
  func presentModal() {
    let modal = SystemModalContentViewController()
    modal.modalPresentationStyle = .fullScreen
    modal.modalTransitionStyle = presentationTransitionStyle
    present(modal, animated: true)
  }

  /// The modal on screen, if any.
  var presentedModal: SystemModalContentViewController? {
    presentedViewController as? SystemModalContentViewController
  }

  /// Dismisses the modal (what its Done button does).
  func dismissModal() {
    presentedViewController?.dismiss(animated: true)
  }
}

/// The presented screen: a header bar with a Done button over a photo and a caption.
final class SystemModalContentViewController: UIViewController {
  private let titleLabel = UILabel()
  let doneButton = UIButton(type: .system)
  private let photoView = UIImageView(image: UIImage(named: "ocean"))
  private let captionLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Modal"
    view.backgroundColor = .systemBackground
    titleLabel.text = "Modal"
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    doneButton.setTitle("Done", for: .normal)
    doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    photoView.layer.cornerRadius = 12
    captionLabel.text = "Presented full screen. Tap Done to close."
    captionLabel.font = .systemFont(ofSize: 17)
    captionLabel.textColor = .secondaryLabel
    captionLabel.numberOfLines = 0
    for subview in [titleLabel, doneButton, photoView, captionLabel] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    titleLabel.frame = CGRect(x: 80, y: 47, width: width - 160, height: 44)
    doneButton.frame = CGRect(x: width - 84, y: 47, width: 76, height: 44)
    photoView.frame = CGRect(x: 16, y: 111, width: width - 32, height: ((width - 32) * 2 / 3).rounded())
    captionLabel.frame = CGRect(x: 16, y: photoView.frame.maxY + 16, width: width - 32, height: 48)
  }
}
