import Foundation

/// Delivers pointer events to controls until gesture recognizers exist: a touch that
/// begins on a `UIControl` (the hit-tested view or its nearest control ancestor) is tracked
/// by that control (`beginTracking(at:)`, then `endTracking(at:cancelled:)` with the point
/// in the control's own coordinates), as UIKit does for taps on buttons.
@MainActor public final class TouchRouter {
  /// The control tracking the current touch, if any.
  public private(set) weak var trackingControl: UIControl?

  public init() {}

  /// Routes one event; `root` is the view whose coordinates `event.location` is in.
  public func deliver(_ event: PointerEvent, in root: UIView) {
    switch event.phase {
    case .began:
      trackingControl = nil
      guard let hit = root.hitTest(event.location, with: nil) else { return }
      var candidate: UIView? = hit
      while let view = candidate, !(view is UIControl) { candidate = view.superview }
      guard let control = candidate as? UIControl else { return }
      trackingControl = control
      control.beginTracking(at: control.convert(event.location, from: root))
    case .moved:
      break
    case .ended, .cancelled:
      guard let control = trackingControl else { return }
      trackingControl = nil
      control.endTracking(at: control.convert(event.location, from: root), cancelled: event.phase == .cancelled)
    }
  }
}
