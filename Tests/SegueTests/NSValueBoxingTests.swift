import Foundation
import Testing

@testable import SegueUIKit

/// Geometry boxed in `NSValue` as iOS code boxes it: the values round-trip, and animations
/// given boxed values animate with them.
@Suite @MainActor struct NSValueBoxingTests {
  @Test func valuesRoundTrip() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let rotated = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
    #expect(NSValue(caTransform3D: rotated).caTransform3DValue == rotated)
    let affine = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: -4)
    #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
    #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    // Another type's box reads as zero, not as garbage.
    #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3D())
  }

  @Test func keyframesOfBoxedTransformsAnimate() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    host.rootView.addSubview(view)
    let animation = CAKeyframeAnimation(keyPath: "transform")
    animation.values = [
      NSValue(caTransform3D: CATransform3DIdentity),
      NSValue(caTransform3D: CATransform3DMakeTranslation(60, 0, 0)),
    ]
    animation.duration = 1
    view.layer.add(animation, forKey: "slide")
    host.advance(by: 0.5)
    let presented = view.layer.presentation()?.transform
    #expect(presented.map { abs($0.m41 - 30) < 1e-9 } == true, "\(String(describing: presented))")

    let move = CABasicAnimation(keyPath: "position")
    move.fromValue = NSValue(cgPoint: CGPoint(x: 20, y: 20))
    move.toValue = NSValue(cgPoint: CGPoint(x: 80, y: 20))
    move.duration = 1
    view.layer.add(move, forKey: "move")
    host.advance(by: 0.25)
    let position = view.layer.presentation()?.position
    #expect(position.map { abs($0.x - 35) < 1e-9 && $0.y == 20 } == true, "\(String(describing: position))")
  }
}
