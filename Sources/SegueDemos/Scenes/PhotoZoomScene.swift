// photo-zoom — the list-to-detail transition most apps ship: a photo grid whose tapped
// cell zooms open into a scrollable detail, dismissed by dragging down once the detail is
// scrolled to its top. UIKit code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's first screen: a three-column photo grid (2 pt gaps, square cells). Tapping a
/// cell presents its photo full screen; the grid is the presentation's transitioning
/// delegate, so it knows which cell to zoom from and back to.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
  UIViewControllerTransitioningDelegate
{
  static let photoNames = ["mountains", "ocean", "forest", "city"]
  static let itemCount = 30
  private(set) var collectionView: UICollectionView!
  /// The item being shown (or last shown) full screen.
  private(set) var selectedIndexPath = IndexPath(item: 0, section: 0)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photo Zoom"
    view.backgroundColor = .systemBackground
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let side = ((view.bounds.width - 4) / 3).rounded(.down)
    if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.itemCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath)
    (cell as? PhotoGridCell)?.imageView.image = UIImage(named: Self.photoName(at: indexPath))
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: false)
    showPhoto(at: indexPath)
  }

  static func photoName(at indexPath: IndexPath) -> String { photoNames[indexPath.item % photoNames.count] }

  /// Presents the photo at `indexPath` full screen, zooming from its cell.
  func showPhoto(at indexPath: IndexPath) {
    selectedIndexPath = indexPath
    let detail = PhotoDetailViewController()
    detail.image = UIImage(named: Self.photoName(at: indexPath))
    detail.title = Self.photoName(at: indexPath).capitalized
    detail.modalPresentationStyle = .overFullScreen
    detail.transitioningDelegate = self
    present(detail, animated: true)
  }

  /// The image view of the selected cell, if it is on screen (asked again on the way back:
  /// the cell may have been reused).
  var selectedImageView: UIImageView? {
    (collectionView.cellForItem(at: selectedIndexPath) as? PhotoGridCell)?.imageView
  }

  // MARK: UIViewControllerTransitioningDelegate

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    PhotoZoomAnimator(isPresenting: true, grid: self)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    PhotoZoomAnimator(isPresenting: false, grid: self)
  }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  {
    (presentedViewController as? PhotoDetailViewController)?.dismissInteraction
  }
}

/// A square photo cell. (Its image view joins the content view at the first layout, so
/// the cell needs no initializer: Segue's `init(frame:)` is `required`, which UIKit's is not,
/// and an override spelled for both would warn here.)
final class PhotoGridCell: UICollectionViewCell {
  static let reuseIdentifier = "Photo"
  let imageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    return imageView
  }()

  override func layoutSubviews() {
    super.layoutSubviews()
    if imageView.superview == nil { contentView.addSubview(imageView) }
    imageView.frame = contentView.bounds
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
    imageView.isHidden = false
  }
}

/// The presented screen: the photo across the top of a scroll view, its title and a long
/// text below, and a Close button. Dragging down while scrolled to the top dismisses it
/// interactively (the scroll view's own pan drives the dismissal).
final class PhotoDetailViewController: UIViewController, UIScrollViewDelegate {
  var image: UIImage?
  let scrollView = UIScrollView()
  let imageView = UIImageView()
  let closeButton = UIButton(type: .system)
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()
  /// Set while a drag-down dismissal runs; the transitioning delegate hands it to UIKit.
  private(set) var dismissInteraction: UIPercentDrivenInteractiveTransition?
  /// Points of downward drag that complete the dismissal.
  static let dismissDistance: CGFloat = 400

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.delegate = self
    scrollView.alwaysBounceVertical = true
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    // iOS: `scrollView.panGestureRecognizer.addTarget(self, action: #selector(handleScrollPan(_:)))`
    // (selectors need the Objective-C runtime; Segue takes the method itself).
    scrollView.panGestureRecognizer.addTarget(self, action: PhotoDetailViewController.handleScrollPan)
    view.addSubview(scrollView)

    imageView.image = image
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    bodyLabel.text = String(
      repeating:
        "The photo zoomed out of its cell in the grid. Scroll this text, then scroll back to the top and keep dragging down: the photo shrinks back into its cell as far as you drag, and lifting your finger early lets it spring back. ",
      count: 8)
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
    for subview in [imageView, titleLabel, bodyLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(subview)
    }

    closeButton.setTitle("Close", for: .normal)
    closeButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    closeButton.backgroundColor = UIColor.black.withAlphaComponent(0.45)
    closeButton.setTitleColor(.white, for: .normal)
    closeButton.layer.cornerRadius = 16
    closeButton.translatesAutoresizingMaskIntoConstraints = false
    closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
    view.addSubview(closeButton)

    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      imageView.topAnchor.constraint(equalTo: content.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),

      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),

      bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      bodyLabel.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -40),

      closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      closeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      closeButton.widthAnchor.constraint(equalToConstant: 76),
      closeButton.heightAnchor.constraint(equalToConstant: 32),
    ])
  }

  func close() {
    dismiss(animated: true)
  }

  /// The scroll view is at its top (or pulled past it).
  private var isAtTop: Bool { scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let top = -scrollView.adjustedContentInset.top
    if dismissInteraction == nil, scrollView.isTracking, scrollView.contentOffset.y < top {
      // Pulled down past the top: the drag becomes a dismissal.
      dismissInteraction = UIPercentDrivenInteractiveTransition()
      scrollView.panGestureRecognizer.setTranslation(.zero, in: view)
      dismiss(animated: true)
    }
    // The content stays pinned at its top while the dismissal follows the finger.
    if dismissInteraction != nil, scrollView.contentOffset.y != top {
      scrollView.contentOffset.y = top
    }
  }

  private func handleScrollPan(_ pan: UIPanGestureRecognizer) {
    guard let interaction = dismissInteraction else { return }
    let progress = min(max(pan.translation(in: view).y / Self.dismissDistance, 0), 1)
    switch pan.state {
    case .changed:
      interaction.update(progress)
    case .ended:
      let velocity = pan.velocity(in: view).y
      if velocity > 600 || (progress > 0.35 && velocity >= 0) {
        interaction.finish()
      } else {
        interaction.cancel()
      }
      dismissInteraction = nil
    case .cancelled, .failed:
      interaction.cancel()
      dismissInteraction = nil
    default:
      break
    }
  }
}

/// Zooms a copy of the photo between its grid cell and the top of the detail, while the
/// detail's background fades in (present) or out (dismiss). The cell's own image view is
/// hidden while the copy stands in for it.
final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  private weak var grid: PhotoGridViewController?

  init(isPresenting: Bool, grid: PhotoGridViewController) {
    self.isPresenting = isPresenting
    self.grid = grid
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    isPresenting ? 0.45 : 0.4
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let detailKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let detail = transitionContext.viewController(forKey: detailKey) as? PhotoDetailViewController,
      let grid
    else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
    let container = transitionContext.containerView
    if isPresenting {
      detail.view.frame = transitionContext.finalFrame(for: detail)
      container.addSubview(detail.view)
    }
    detail.view.layoutIfNeeded()

    let cellImageView = grid.selectedImageView
    let cellFrame =
      cellImageView.map { $0.convert($0.bounds, to: container) }
      ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    let detailFrame = detail.imageView.convert(detail.imageView.bounds, to: container)

    let zoomingView = UIImageView(image: detail.image)
    zoomingView.contentMode = .scaleAspectFill
    zoomingView.clipsToBounds = true
    zoomingView.frame = isPresenting ? cellFrame : detailFrame
    container.addSubview(zoomingView)
    cellImageView?.isHidden = true
    detail.imageView.isHidden = true
    if isPresenting { detail.view.alpha = 0 }

    let duration = transitionDuration(using: transitionContext)
    let animations = {
      zoomingView.frame = self.isPresenting ? detailFrame : cellFrame
      detail.view.alpha = self.isPresenting ? 1 : 0
    }
    let completion = { (_: Bool) in
      let cancelled = transitionContext.transitionWasCancelled
      zoomingView.removeFromSuperview()
      detail.imageView.isHidden = false
      cellImageView?.isHidden = false
      if cancelled { detail.view.alpha = self.isPresenting ? 0 : 1 }
      transitionContext.completeTransition(!cancelled)
    }
    if isPresenting {
      UIView.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [],
        animations: animations, completion: completion)
    } else {
      // A curve a finger can scrub: linear while interactive, so the photo shrinks exactly
      // as far as the drag has gone.
      let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
      UIView.animate(withDuration: duration, delay: 0, options: curve, animations: animations, completion: completion)
    }
  }
}
