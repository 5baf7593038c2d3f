import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// `sublayerTransform` reaches the render tree: the perspective idiom
/// `container.layer.sublayerTransform.m34 = -1 / 500` makes a sublayer's Y rotation
/// foreshorten about the container's centre (docs/uikit-behaviour.md, "Sublayer transform").
@Suite @MainActor struct SublayerTransformTests {
  let red: UInt32 = 0xFFFF_0000
  let white: UInt32 = 0xFFFF_FFFF

  /// A 200 × 200 container (perspective in its sublayer transform) holding a red 100 × 100
  /// square at its centre, turned 45° about Y. Scale 1: one pixel per point.
  func frame(perspective: Bool) -> Bitmap {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
    host.rootView.backgroundColor = .white
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    if perspective { container.layer.sublayerTransform.m34 = -1 / 500 }
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    container.addSubview(card)
    host.rootView.addSubview(container)
    return host.render()
  }

  @Test func perspectiveFromTheContainerForeshortensTheCard() {
    // Corners by hand: a point (x, y) about the card's centre turns to (x cos 45°, y,
    // −x sin 45°); the container's m34 divides by w = 1 − z / 500 about its centre (100, 100).
    // Left edge (z = +35.36, w = 0.9293): x = 61.95, top y = 46.20. Right edge (z = −35.36,
    // w = 1.0707): x = 133.02, top y = 53.30. Without perspective: x = 64.64…135.36, y = 50.
    let bitmap = frame(perspective: true)
    #expect(bitmap[63, 48] == red)  // inside the nearer, taller left edge
    #expect(bitmap[60, 100] == white)  // left of it
    #expect(bitmap[63, 45] == white)  // above its top corner
    #expect(bitmap[131, 56] == red)  // inside the farther, shorter right edge
    #expect(bitmap[131, 52] == white)
    #expect(bitmap[134, 100] == white)  // right of the right edge
    #expect(bitmap[100, 48] == white)  // the top edge slopes down to the right: y ≈ 49.8 here
    #expect(bitmap[100, 52] == red)
  }

  @Test func withoutPerspectiveTheCardIsOnlyNarrowed() {
    let bitmap = frame(perspective: false)
    #expect(bitmap[63, 48] == white)
    #expect(bitmap[66, 51] == red)
    #expect(bitmap[131, 52] == red)
    #expect(bitmap[134, 51] == red)
    #expect(bitmap[66, 48] == white)
  }

  /// `anchorPointZ` moves the point 3D transforms turn about off the layer's plane: turned
  /// half round about Y with its anchor 100 pt behind (−100), the card ends 100 pt farther
  /// from the eye, so the container's perspective shrinks it by 1 / 1.2.
  @Test func anchorPointZMovesTheCardBackWhenItTurns() {
    func frame(anchorPointZ: CGFloat) -> Bitmap {
      let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
      host.rootView.backgroundColor = .white
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      container.layer.sublayerTransform.m34 = -1 / 500
      let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      card.layer.anchorPointZ = anchorPointZ
      card.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
      container.addSubview(card)
      host.rootView.addSubview(container)
      return host.render()
    }
    let flat = frame(anchorPointZ: 0)
    #expect(flat[52, 100] == red)
    let behind = frame(anchorPointZ: -100)
    // Edges at 100 ± 50 / 1.2 = 58.3 and 141.7.
    #expect(behind[56, 100] == white)
    #expect(behind[60, 100] == red)
    #expect(behind[140, 100] == red)
    #expect(behind[144, 100] == white)
  }
}
