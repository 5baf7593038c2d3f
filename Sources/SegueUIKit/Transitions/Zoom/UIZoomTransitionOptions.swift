import Foundation
import SegueAnimation

/// Options of a zoom transition (iOS 18's `UIViewController.Transition.ZoomOptions`,
/// docs/uikit-behaviour-2.md §5.1, §5.6).
@preconcurrency @MainActor open class UIZoomTransitionOptions: NSObject {
  /// Asked when a drag or pinch on the zoomed screen could start an interactive dismissal;
  /// returning false leaves the gesture to the content. Nil: the dismissal may begin.
  open var interactiveDismissShouldBegin: ((UIZoomTransitionInteractionContext) -> Bool)?
  /// The rectangle of the zoomed controller's view, in its own coordinates (points), that the
  /// source view zooms into and out of. Nil, or a provider returning nil: the whole view.
  open var alignmentRectProvider: ((UIZoomTransitionAlignmentRectContext) -> CGRect?)?
  /// The colour laid over the screen behind the zoomed one at the end of the zoom. Nil:
  /// black at alpha 0.2 (our choice, docs/uikit-behaviour-2.md §5.5).
  open var dimmingColor: UIColor?
  /// A blur laid over the screen behind the zoomed one, under the dimming colour, fading in
  /// and out with it. Nil: no blur.
  open var dimmingVisualEffect: UIBlurEffect?

  public override init() { super.init() }

  public typealias InteractionContext = UIZoomTransitionInteractionContext
  public typealias AlignmentRectContext = UIZoomTransitionAlignmentRectContext
}

/// What `interactiveDismissShouldBegin` is told about the gesture (iOS 18's
/// `UIViewController.Transition.ZoomOptions.InteractionContext`).
@preconcurrency @MainActor open class UIZoomTransitionInteractionContext: NSObject {
  /// The touch's location in the zoomed controller's view, points.
  public let location: CGPoint
  /// The touch's velocity, points per second.
  public let velocity: CGVector
  /// Whether the dismissal begins if the closure returns true (Segue asks only then: true).
  public let willBegin: Bool

  init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
    self.location = location
    self.velocity = velocity
    self.willBegin = willBegin
    super.init()
  }
}

/// What `alignmentRectProvider` is given (iOS 18's
/// `UIViewController.Transition.ZoomOptions.AlignmentRectContext`).
@preconcurrency @MainActor open class UIZoomTransitionAlignmentRectContext: NSObject {
  /// The zoomed-out view, for example a thumbnail.
  public let sourceView: UIView
  /// The zoomed-in controller.
  public let zoomedViewController: UIViewController

  init(sourceView: UIView, zoomedViewController: UIViewController) {
    self.sourceView = sourceView
    self.zoomedViewController = zoomedViewController
    super.init()
  }
}

/// What the source-view provider is given (iOS 18's
/// `UIViewController.Transition.ZoomSourceViewProviderContext`).
@preconcurrency @MainActor open class UIZoomTransitionSourceViewProviderContext: NSObject {
  /// The controller the zoom starts from (the one pushing or presenting).
  public let sourceViewController: UIViewController
  /// The controller shown zoomed in.
  public let zoomedViewController: UIViewController

  init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
    self.sourceViewController = sourceViewController
    self.zoomedViewController = zoomedViewController
    super.init()
  }
}
