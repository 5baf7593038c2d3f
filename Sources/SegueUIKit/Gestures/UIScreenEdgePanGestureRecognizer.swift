import Foundation
import SegueAnimation

/// UIKit's screen-edge pan: a pan that begins only when the touch goes down within
/// `edgeRegion` (20 pt) of one of `edges` of the screen — Segue's root view bounds — and
/// then moves away from that edge, mostly along its normal (more along than across, i.e.
/// within 45°). Everything else is `UIPanGestureRecognizer`'s (10 pt hysteresis,
/// translation, velocity). A touch that starts farther in fails at once, so it never
/// blocks other recognizers.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// How far from an edge (points, inclusive) the touch must start.
  public static let edgeRegion: CGFloat = 20

  /// The edges the gesture may start from (UIKit's default is none).
  open var edges: UIRectEdge = []

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    if touches.contains(where: { nearEdges($0).isEmpty }) { state = .failed }
  }

  override func canBegin(from start: CGPoint, displacement d: CGPoint) -> Bool {
    guard let bounds = rootView?.bounds else { return false }
    let near = Self.edges(near: start, in: bounds).intersection(edges)
    let horizontal = abs(d.x) > abs(d.y)
    let vertical = abs(d.y) > abs(d.x)
    return (near.contains(.left) && horizontal && d.x > 0) || (near.contains(.right) && horizontal && d.x < 0)
      || (near.contains(.top) && vertical && d.y > 0) || (near.contains(.bottom) && vertical && d.y < 0)
  }

  /// The configured edges the touch went down near.
  private func nearEdges(_ touch: UITouch) -> UIRectEdge {
    guard let bounds = touch.rootView?.bounds else { return [] }
    return Self.edges(near: touch.rootLocation, in: bounds).intersection(edges)
  }

  /// The edges of `bounds` within `edgeRegion` of `point` (both in root view points).
  static func edges(near point: CGPoint, in bounds: CGRect) -> UIRectEdge {
    var result: UIRectEdge = []
    if point.x - bounds.minX <= edgeRegion { result.insert(.left) }
    if bounds.maxX - point.x <= edgeRegion { result.insert(.right) }
    if point.y - bounds.minY <= edgeRegion { result.insert(.top) }
    if bounds.maxY - point.y <= edgeRegion { result.insert(.bottom) }
    return result
  }
}
