import Foundation

/// What the view tree sees of the thing that shows it (DESIGN.md: clock, present a bitmap,
/// deliver pointer events). `HeadlessHost` renders to bitmaps; `X11Host` (SegueX11) shows
/// a window. (DESIGN.md calls it "Host"; Foundation already has a `Host` class, which
/// Segue re-exports, so the name would be ambiguous in every file importing Segue.)
@MainActor public protocol ViewHost: AnyObject {
  /// The root view: the viewport, origin (0, 0), in points.
  var rootView: UIView { get }
  /// Pixels per point (1, 2, 3).
  var scale: Int { get }
  /// Called with every pointer event before it reaches controls; the seam a gesture
  /// recognizer system attaches to.
  var onPointerEvent: ((PointerEvent) -> Void)? { get set }
}
