import Foundation
import Testing

@testable import SegueUIKit

/// Motion effects (docs/uikit-behaviour-2.md §27): an interpolating effect maps the viewer
/// offset -1…1 linearly onto its relative values; a group merges its effects; a view keeps
/// the effects added to it.
@Suite @MainActor struct MotionEffectTests {
  @Test func anInterpolatingEffectMapsTheOffsetOntoItsRange() {
    let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -20
    horizontal.maximumRelativeValue = 40
    func value(_ horizontalOffset: CGFloat, _ verticalOffset: CGFloat = 0) -> CGFloat? {
      horizontal.keyPathsAndRelativeValues(
        forViewerOffset: UIOffset(horizontal: horizontalOffset, vertical: verticalOffset))?["center.x"] as? CGFloat
    }
    #expect(value(-1) == -20)
    #expect(value(1) == 40)
    #expect(value(0) == 10)
    #expect(value(0.5) == 25)
    #expect(value(0, 1) == 10)  // the vertical tilt is not its axis
    #expect(value(3) == 40)  // clamped to the range's end
    let vertical = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = CGSize(width: -4, height: -8)
    vertical.maximumRelativeValue = CGSize(width: 4, height: 8)
    #expect(
      vertical.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -0.5))?[
        "layer.shadowOffset"]
        as? CGSize == CGSize(width: -2, height: -4))
    vertical.maximumRelativeValue = nil
    #expect(vertical.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) == nil)
  }

  @Test func aGroupMergesItsEffectsAndAViewKeepsThem() {
    let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    x.minimumRelativeValue = -10
    x.maximumRelativeValue = 10
    let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    y.minimumRelativeValue = NSNumber(value: -6)
    y.maximumRelativeValue = NSNumber(value: 6)
    let group = UIMotionEffectGroup()
    group.motionEffects = [x, y]
    let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
    #expect(values?["center.x"] as? CGFloat == 10)
    #expect(values?["center.y"] as? CGFloat == -6)
    #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.addMotionEffect(group)
    view.addMotionEffect(group)
    #expect(view.motionEffects.count == 1)
    #expect(view.motionEffects.first === group)
    view.motionEffects.removeAll()
    #expect(view.motionEffects.isEmpty)
    view.addMotionEffect(x)
    view.removeMotionEffect(x)
    #expect(view.motionEffects.isEmpty)
    #expect(view.center == CGPoint(x: 5, y: 5))  // nothing applied: no motion sensor
  }
}
