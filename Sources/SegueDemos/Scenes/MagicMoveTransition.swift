// magic-move — seed 002, "iOS7 custom transitions animation" (HYBControllerTransition,
// Objective-C), ported to Swift. UIKit code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen (the seed's `ViewController`): two photos; tapping one pushes
/// its detail screen while a snapshot of the photo flies into place. It is the navigation
/// controller's delegate while the scene is on screen, as in the seed.
final class MagicMoveViewController: UIViewController, UINavigationControllerDelegate {
  /// The seed's `img1` and `img2`, as tappable photos.
  let photoButtons = [UIControl(), UIControl()]
  let imageViews = [UIImageView(image: UIImage(named: "mountains")), UIImageView(image: UIImage(named: "ocean"))]
  private let captions = ["Mountains", "Ocean"]
  private let captionLabels = [UILabel(), UILabel()]
  /// The seed's `isImg1`: which photo was tapped last.
  var isImg1 = true

  /// The image view the transition flies from and back to.
  var selectedImageView: UIImageView { isImg1 ? imageViews[0] : imageViews[1] }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Magic Move"
    view.backgroundColor = .systemBackground
    for index in 0..<2 {
      let imageView = imageViews[index]
      imageView.contentMode = .scaleAspectFill
      imageView.clipsToBounds = true
      imageView.layer.cornerRadius = 12
      imageView.isUserInteractionEnabled = false
      photoButtons[index].addSubview(imageView)
      photoButtons[index].addAction(UIAction { [weak self] _ in self?.showPhoto(at: index) }, for: .touchUpInside)
      captionLabels[index].text = captions[index]
      captionLabels[index].font = .systemFont(ofSize: 17, weight: .semibold)
      view.addSubview(photoButtons[index])
      view.addSubview(captionLabels[index])
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width - 32
    let height = (width * 2 / 3).rounded()
    var y: CGFloat = 20
    for index in 0..<2 {
      photoButtons[index].frame = CGRect(x: 16, y: y, width: width, height: height)
      imageViews[index].frame = photoButtons[index].bounds
      captionLabels[index].frame = CGRect(x: 16, y: y + height + 8, width: width, height: 24)
      y += height + 48
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.delegate = self
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if isMovingFromParent, navigationController?.delegate === self { navigationController?.delegate = nil }
  }

  /// Pushes the detail of photo `index` (0 or 1): the forward transition.
  func showPhoto(at index: Int) {
    isImg1 = index == 0
    let detail = MagicMoveDetailViewController()
    detail.image = imageViews[index].image
    detail.title = captions[index]
    navigationController?.pushViewController(detail, animated: true)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    if operation == .push, fromVC === self, toVC is MagicMoveDetailViewController {
      return MagicMoveTransition(transitionType: .push, duration: 0.75)
    }
    if operation == .pop, fromVC is MagicMoveDetailViewController, toVC === self {
      return MagicMoveTransition(transitionType: .pop, duration: 0.75)
    }
    return nil
  }
}

/// The pushed screen (the seed's `DetailController`): the photo across the top, its title
/// and a paragraph of text.
final class MagicMoveDetailViewController: UIViewController {
  /// The seed's `imgView`, where the snapshot lands.
  let imgView = UIImageView()
  var image: UIImage?
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    imgView.image = image
    imgView.contentMode = .scaleAspectFill
    imgView.clipsToBounds = true
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    bodyLabel.text =
      "A snapshot of the photo flies from the list into this frame on a spring (damping 0.55) while the screen fades in; going back flies it home."
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    for subview in [imgView, titleLabel, bodyLabel] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    imgView.frame = CGRect(x: 0, y: 0, width: width, height: (width * 2 / 3).rounded())
    titleLabel.frame = CGRect(x: 16, y: imgView.frame.maxY + 20, width: width - 32, height: 34)
    bodyLabel.frame = CGRect(x: 16, y: titleLabel.frame.maxY + 8, width: width - 32, height: 96)
  }
}

/// The seed's `HYBControllerTransition`: a snapshot of the tapped photo moves between the
/// list and the detail on a spring (damping 0.55, velocity 1/0.55) while the detail fades in
/// (push) or out (pop). The original image views stay hidden while the snapshot stands in
/// for them; the snapshot stays, hidden, in the container between push and pop.
final class MagicMoveTransition: NSObject, UIViewControllerAnimatedTransitioning {
  enum TransitionType { case push, pop }

  let transitionType: TransitionType
  let duration: TimeInterval

  init(transitionType: TransitionType, duration: TimeInterval) {
    self.transitionType = transitionType
    self.duration = duration
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    switch transitionType {
    case .push: push(transitionContext)
    case .pop: pop(transitionContext)
    }
  }

  private func push(_ transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from) as? MagicMoveViewController,
      let toVC = transitionContext.viewController(forKey: .to) as? MagicMoveDetailViewController
    else { return transitionContext.completeTransition(false) }
    let containerView = transitionContext.containerView
    // Modern addition: the detail gets its final frame and layout before we measure it.
    toVC.view.frame = transitionContext.finalFrame(for: toVC)
    toVC.view.layoutIfNeeded()

    let fromImageView = fromVC.selectedImageView
    let tempView = fromImageView.snapshotView(afterScreenUpdates: false) ?? UIView()
    tempView.frame = fromImageView.convert(fromImageView.bounds, to: containerView)
    let toImageView = toVC.imgView
    fromImageView.isHidden = true
    toVC.view.alpha = 0
    toImageView.isHidden = true
    containerView.addSubview(toVC.view)
    containerView.addSubview(tempView)

    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: 1 / 0.55, options: [],
      animations: {
        toVC.view.alpha = 1
        tempView.frame = toImageView.convert(toImageView.bounds, to: containerView)
      },
      completion: { _ in
        tempView.isHidden = true
        toImageView.isHidden = false
        transitionContext.completeTransition(true)
      })
  }

  private func pop(_ transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from) as? MagicMoveDetailViewController,
      let toVC = transitionContext.viewController(forKey: .to) as? MagicMoveViewController
    else { return transitionContext.completeTransition(false) }
    let containerView = transitionContext.containerView
    let toImageView = toVC.selectedImageView
    // The first view is the detail's; the last is the snapshot the push left behind (a
    // fresh snapshot of the detail image if it is gone).
    let leftBehind = containerView.subviews.last.flatMap { $0 === fromVC.view ? nil : $0 }
    let tempView =
      leftBehind ?? fromVC.imgView.snapshotView(afterScreenUpdates: false).map { snapshot in
        snapshot.frame = fromVC.imgView.convert(fromVC.imgView.bounds, to: containerView)
        containerView.addSubview(snapshot)
        return snapshot
      } ?? UIView()

    toImageView.isHidden = true
    tempView.isHidden = false
    // The list must be at the bottom.
    toVC.view.frame = transitionContext.finalFrame(for: toVC)
    containerView.insertSubview(toVC.view, at: 0)
    toVC.view.layoutIfNeeded()

    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: 1 / 0.55, options: [],
      animations: {
        fromVC.view.alpha = 0
        tempView.frame = toImageView.convert(toImageView.bounds, to: containerView)
      },
      completion: { _ in
        tempView.isHidden = false
        toImageView.isHidden = false
        tempView.removeFromSuperview()
        transitionContext.completeTransition(true)
      })
  }
}
