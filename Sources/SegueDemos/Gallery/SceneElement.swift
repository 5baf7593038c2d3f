#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

extension TransitionScene {
  /// How a user goes back from a scene's second screen with a gesture rather than by
  /// tapping its back element (`segue scenes` prints the raw values).
  public enum BackGesture: String, Sendable, CaseIterable {
    /// UIKit's interactive pop: a rightward pan starting at the screen's left edge.
    case edgePan = "edge-pan"
    /// A rightward pan starting anywhere in the left half of the screen (rotate-fade's own
    /// interaction controller).
    case panLeftHalf = "pan-left-half"
    /// A rightward pan starting anywhere in the content, away from horizontal scrollers (iOS
    /// 26's full-width back swipe, `interactiveContentPopGestureRecognizer`).
    case contentSwipe = "content-swipe"
    /// A tap on the back element, which is an area rather than a button (the dimmed
    /// surroundings of a sheet).
    case tap
    /// A downward pan on the second screen while its content is scrolled to the top
    /// (photo-zoom's drag-to-dismiss).
    case dragDown = "drag-down"
    /// No gesture: only the back element goes back.
    case none
  }
}

/// An element a user taps in a scene: a view, and the part of its bounds that is the
/// element (all of it for a button; only the uncovered part for a dimmed area that lies
/// under a sheet).
@preconcurrency @MainActor public struct SceneElement {
  /// The view that receives the tap.
  public let view: UIView
  /// The element's area in `view`'s bounds coordinates, points.
  public let region: CGRect

  /// The whole of `view`.
  public init(_ view: UIView) {
    self.init(view, region: view.bounds)
  }

  /// The part `region` (in `view`'s bounds coordinates) of `view`.
  public init(_ view: UIView, region: CGRect) {
    self.view = view
    self.region = region
  }

  /// The element's frame in window coordinates, points (its region converted through every
  /// ancestor's transform; the bounding box when one of them rotates).
  public var frameInWindow: CGRect { view.convert(region, to: nil) }

  /// The centre of `frameInWindow`: where a scripted tap lands.
  public var centerInWindow: CGPoint { CGPoint(x: frameInWindow.midX, y: frameInWindow.midY) }

  /// The back button of the navigation bar `controller` is under: the bar's visible
  /// control (the bar shows one once a transition has ended). Nil without a navigation
  /// controller or when the bar shows no back button.
  static func navigationBackButton(of controller: UIViewController) -> SceneElement? {
    guard let bar = controller.navigationController?.navigationBar, !bar.isHidden else { return nil }
    let control = bar.subviews.last { $0 is UIControl && !$0.isHidden && $0.alpha > 0 }
    return control.map { SceneElement($0) }
  }

  /// The part of `dimmingView` above `sheet` (the area a tap dismisses from), in the
  /// dimming view's coordinates; nil when either is not in a window.
  static func dimmedArea(_ dimmingView: UIView, above sheet: UIView) -> SceneElement? {
    guard dimmingView.window != nil, sheet.window != nil else { return nil }
    let sheetFrame = sheet.convert(sheet.bounds, to: dimmingView)
    let bounds = dimmingView.bounds
    let height = min(max(sheetFrame.minY - bounds.minY, 0), bounds.height)
    return SceneElement(
      dimmingView, region: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height))
  }
}
