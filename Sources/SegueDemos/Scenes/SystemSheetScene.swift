// page-sheet — what a plain `present(_:animated:)` shows since iOS 13: a page sheet, the
// presenting screen receding behind it, dismissed by a drag down. UIKit code: only the
// import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a button that presents a screen with UIKit's defaults.
final class SystemSheetViewController: UIViewController {
  let presentButton = UIButton(type: .system)
  private lazy var intro = SceneIntro(
    photo: "city", headline: "The default presentation",
    body: "present(_:animated:) with no style set: a page sheet rises and this screen recedes behind it.")

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Page Sheet"
    view.backgroundColor = .systemGroupedBackground
    SceneIntro.styleTrigger(presentButton, title: "Present", color: .systemIndigo)
    presentButton.addAction(UIAction { [weak self] _ in self?.presentSheet() }, for: .touchUpInside)
    for subview in [intro.photoView, intro.headlineLabel, intro.bodyLabel, presentButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    presentButton.frame = SceneIntro.triggerFrame(in: view, below: intro.layout(in: view))
  }

  /// Presents the sheet with UIKit's defaults (the forward transition).
  func presentSheet() {
    present(SystemSheetContentViewController(), animated: true)
  }

  /// The sheet on screen, if any.
  var presentedSheet: SystemSheetContentViewController? {
    presentedViewController as? SystemSheetContentViewController
  }

  /// Dismisses the sheet (what its Done button does).
  func dismissSheet() {
    presentedViewController?.dismiss(animated: true)
  }
}

/// The presented screen: a header with a Done button over a photo and a caption, laid out
/// with constraints against the sheet's top.
final class SystemSheetContentViewController: UIViewController {
  private let titleLabel = UILabel()
  let doneButton = UIButton(type: .system)
  private let photoView = UIImageView(image: UIImage(named: "forest"))
  private let captionLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Sheet"
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    doneButton.setTitle("Done", for: .normal)
    doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    photoView.layer.cornerRadius = 12
    captionLabel.text = "A page sheet: drag it down to close it, or tap Done."
    captionLabel.font = .systemFont(ofSize: 17)
    captionLabel.textColor = .secondaryLabel
    captionLabel.numberOfLines = 0
    for subview in [titleLabel, doneButton, photoView, captionLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      titleLabel.heightAnchor.constraint(equalToConstant: 44),
      doneButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
      doneButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
      doneButton.widthAnchor.constraint(equalToConstant: 76),
      doneButton.heightAnchor.constraint(equalToConstant: 44),
      photoView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      photoView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      photoView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 2.0 / 3.0),
      captionLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
      captionLabel.leadingAnchor.constraint(equalTo: photoView.leadingAnchor),
      captionLabel.trailingAnchor.constraint(equalTo: photoView.trailingAnchor),
    ])
  }
}
