import Foundation
import Testing

@testable import SegueUIKit

/// Key-value coding of layer properties as iOS code uses it: the whole property by key,
/// and components by key path ("position.x", "transform.scale", "transform.rotation.z").
@Suite @MainActor struct LayerKeyValueCodingTests {
  @Test func keysReadAndWriteTheModelValue() {
    let layer = CALayer()
    layer.opacity = 0.5
    #expect(layer.value(forKey: "opacity") as? Float == 0.5)
    layer.setValue(0.25, forKey: "opacity")
    #expect(layer.opacity == 0.25, "a Double literal sets a Float property")
    layer.setValue(NSNumber(value: 12), forKey: "cornerRadius")
    #expect(layer.cornerRadius == 12)
    layer.position = CGPoint(x: 10, y: 20)
    #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 20)
    layer.setValue(35, forKeyPath: "position.x")
    #expect(layer.position == CGPoint(x: 35, y: 20))
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.setValue(80, forKeyPath: "bounds.size.width")
    #expect(layer.bounds.size == CGSize(width: 80, height: 50))
    #expect(layer.value(forKey: "noSuchKey") == nil)
  }

  @Test func transformComponentsReadAndWriteTheDecomposition() throws {
    let layer = CALayer()
    layer.setValue(CGFloat.pi / 4, forKeyPath: "transform.rotation.z")
    let angle = try #require(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat)
    #expect(abs(angle - .pi / 4) < 1e-12)
    #expect(abs(layer.affineTransform().b - sin(.pi / 4)) < 1e-12)
    layer.setValue(2, forKeyPath: "transform.scale")
    let scale = try #require(layer.value(forKeyPath: "transform.scale") as? CGFloat)
    #expect(abs(scale - 2) < 1e-12)
    let kept = try #require(layer.value(forKeyPath: "transform.rotation") as? CGFloat)
    #expect(abs(kept - .pi / 4) < 1e-12, "setting the scale keeps the rotation")
    layer.setValue(30, forKeyPath: "transform.translation.x")
    #expect(abs(layer.transform.m41 - 30) < 1e-12)
  }
}
