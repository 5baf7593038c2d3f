import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// Apple: flip from left — "the left side of the view moves toward the front and right side
/// toward the back"; from top — the top moves toward the front.
@Suite @MainActor struct TransitionFlipTests {
  /// Projected length of an edge of a 100 × 100 view at progress `p`.
  func edgeLengths(_ axis: TransitionFlipAnimation.Axis, _ p: Double) -> (first: Double, second: Double) {
    let flip = TransitionFlipAnimation(axis: axis, size: CGSize(width: 100, height: 100), base: .identity)
    var state = LayerState()
    state.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    state.position = CGPoint(x: 50, y: 50)
    state.transform = flip.transform(atProgress: p)
    let m = RenderCommit.transform(of: state, parentBoundsOrigin: .zero)
    func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { m.apply(x: x, y: y) ?? (0, 0) }
    switch axis {
    case .fromLeft, .fromRight:
      return (point(0, 100).y - point(0, 0).y, point(100, 100).y - point(100, 0).y)
    case .fromTop, .fromBottom:
      return (point(100, 0).x - point(0, 0).x, point(100, 100).x - point(0, 100).x)
    }
  }

  @Test func leftSideComesForwardFlippingFromLeft() {
    let edges = edgeLengths(.fromLeft, 0.25)
    #expect(edges.first > edges.second)
    let right = edgeLengths(.fromRight, 0.25)
    #expect(right.first < right.second)
  }

  @Test func topComesForwardFlippingFromTop() {
    let edges = edgeLengths(.fromTop, 0.25)
    #expect(edges.first > edges.second)
    let bottom = edgeLengths(.fromBottom, 0.25)
    #expect(bottom.first < bottom.second)
  }

  @Test func endsFlatAndHalfwayIsEdgeOn() {
    let flip = TransitionFlipAnimation(axis: .fromLeft, size: CGSize(width: 100, height: 100), base: .identity)
    #expect(
      flip.transform(atProgress: 1)
        == CATransform3DConcat(
          CATransform3DMakeRotation(0, 0, 1, 0),
          {
            var t = CATransform3D.identity
            t.m34 = -1.0 / 200
            return t
          }()))
    #expect(abs(flip.transform(atProgress: 0.4999).m11) < 0.01)
  }
}
