import Foundation
import Testing

@testable import SegueUIKit

/// A layer whose class animates `opacity` changes by default, as a subclass may.
@MainActor private final class FadingLayer: CALayer {
  override class func defaultAction(forKey event: String) -> (any CAAction)? {
    guard event == "opacity" else { return nil }
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.duration = 0.3
    return animation
  }
}

/// docs/uikit-behaviour-2.md §22.3: `NSNull` in a layer's `actions` stops the search.
@Suite @MainActor struct NullActionTests {
  @Test func theClassDefaultAnimatesWithoutAnEntry() {
    let layer = FadingLayer()
    layer.opacity = 0.5
    #expect(layer.animationKeys() == ["opacity"])
  }

  @Test func aNullEntryStopsTheSearchAndNothingAnimates() {
    let layer = FadingLayer()
    layer.actions = ["opacity": NSNull(), "position": NSNull()]
    layer.opacity = 0.5
    #expect(layer.action(forKey: "opacity") is NSNull)
    #expect(layer.animationKeys() == nil)
    #expect(layer.opacity == 0.5)
  }
}
