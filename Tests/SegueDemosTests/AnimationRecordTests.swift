import Foundation
import Segue
import SegueAnimation
import SegueTesting
import Testing

@testable import SegueDemos
@testable import SegueUIKit

/// The animation inspector's records of the gallery's transitions hold what the code asked
/// for: the curve, the duration, the values, the call and the transition.
@Suite @MainActor struct AnimationRecordTests {
  /// The records of the scene's forward transition.
  private func forwardRecords(_ name: String) throws -> (SceneHarness, [AnimationRecord]) {
    let harness = try SceneHarness(name)
    harness.driver.recordAnimations()
    harness.forward()
    harness.settle()
    return (harness, harness.driver.animationRecords)
  }

  private func components(_ value: AnimationRecord.Value) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: value.numbers.map { ($0.name, $0.value) })
  }

  @Test func theSystemPushRecordsItsEaseInOutSlideAndDimmingInThePush() throws {
    let (harness, records) = try forwardRecords("ios-push")
    let transitions = harness.driver.animationTransitions
    #expect(transitions.count == 1)
    let push = try #require(transitions.first)
    #expect(push.kind == "push")
    #expect(push.animator == "NavigationParallaxAnimator")
    #expect(push.from == "iOS Push")
    #expect(push.to == "Pacific Swell")
    #expect(push.interactive == false)
    #expect(push.completed == true)

    // The incoming screen slides from one width right (x 585) to the middle (195): an
    // additive position animation of UIKit's ease-in-out, 0.35 s.
    let slide = try #require(records.first { $0.layer == "Pacific Swell.view" && $0.keyPath == "position" })
    #expect(slide.transition == 0)
    #expect(slide.origin == .animate)
    #expect(slide.timing == .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(slide.duration == 0.35)
    #expect(slide.isAdditive)
    #expect(slide.key == nil)
    #expect(components(slide.from) == ["x": 585, "y": 376.5])
    #expect(components(slide.to) == ["x": 195, "y": 376.5])
    // The outgoing screen moves a third of its width left (parallax).
    let parallax = try #require(records.first { $0.layer == "iOS Push.view" && $0.keyPath == "position" })
    #expect(components(parallax.from) == ["x": 195, "y": 376.5])
    #expect(components(parallax.to) == ["x": 78, "y": 376.5])
    #expect(slide.begin == push.begin)
    let end = try #require(slide.end)
    // It ends on the first frame at or after begin + 0.35 s (60 Hz frames).
    #expect(end - slide.begin >= 0.35 - 1e-9 && end - slide.begin < 0.35 + 1.0 / 60)
    #expect(slide.finished == true)

    // The dimming over the outgoing screen fades in to 0.1 alongside.
    let dimming = try #require(records.first { $0.keyPath == "opacity" && $0.from == .number(0) })
    #expect(dimming.to == .number(Double(Float(0.1))))
    #expect(dimming.duration == 0.35)
    #expect(dimming.transition == 0)
  }

  @Test func theSpringSheetRecordsUIKitsDurationAndDampingRatioBesideTheSpringConstants() throws {
    let (_, records) = try forwardRecords("spring-sheet")
    // UIView.animate(withDuration: 0.5, …usingSpringWithDamping: 300, initialSpringVelocity: 5…):
    // the ratio clamps to 1 (docs/uikit-behaviour.md §2.1).
    let rise = try #require(
      records.first { $0.origin == .springAnimate && $0.keyPath == "position" }, "\(records.map(\.layer))")
    let expected = UIViewSpringTiming(duration: 0.5, dampingRatio: 1, initialVelocity: 5)
    guard case .spring(let mass, let stiffness, let damping, let velocity, _, let uikit) = rise.timing else {
      Issue.record("the sheet's rise is not a spring: \(rise.timing)")
      return
    }
    #expect(mass == 1)
    #expect(stiffness == expected.parameters.stiffness)
    #expect(damping == expected.parameters.damping)
    #expect(velocity == 5)
    #expect(uikit == AnimationRecord.UIKitSpring(duration: 0.5, dampingRatio: 1))
    #expect(rise.origin == .springAnimate)
    #expect(rise.duration == 0.5)
    // From one screen height + 100 pt down (frame y 944, 400 high) to y 420.
    #expect(components(rise.from) == ["x": 195, "y": 1144])
    #expect(components(rise.to) == ["x": 195, "y": 620])
  }

  @Test func rotateFadeRecordsTheOneSecondEaseInFadeAndRotation() throws {
    let (_, records) = try forwardRecords("rotate-fade")
    let fade = try #require(records.first { $0.keyPath == "opacity" && $0.to == .number(1) })
    #expect(fade.duration == 1)
    #expect(fade.timing == .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    #expect(fade.from == .number(0))
    let turn = try #require(records.first { $0.keyPath == "transform" })
    let to = components(turn.to)
    #expect(abs((to["rotation.z"] ?? 0) - 1.5) < 1e-9)
    #expect(components(turn.from)["rotation.z"] == 0)
    #expect(turn.duration == 1)
  }

  @Test func aTracksValueIsThePresentationValueAtEveryFrame() throws {
    let harness = try SceneHarness("ios-push")
    harness.driver.recordAnimations()
    harness.forward()
    let recorder = try #require(harness.host.loop.animationRecorder)
    let index = try #require(
      recorder.records.firstIndex { $0.layer == "Pacific Swell.view" && $0.keyPath == "position" })
    let record = recorder.records[index]
    let track = try #require(recorder.tracks[index])
    let view = try #require(harness.navigationController.topViewController?.view)
    for _ in 0..<12 {
      harness.host.advance(by: 1.0 / 60)
      let t = harness.host.now - record.begin
      let presented = try #require(view.layer.presentation()).position
      let sampled = components(track.value(atTime: t))
      #expect(abs((sampled["x"] ?? .nan) - presented.x) < 1e-9, "t = \(t)")
      #expect(abs((sampled["y"] ?? .nan) - presented.y) < 1e-9)
    }
  }

  @Test func aReplayPrintsEachAnimationAsAJSONLineAfterItsTransitionsBegin() throws {
    let driver = SceneDriver()
    driver.recordAnimations()
    let first = UIViewController()
    first.title = "First"
    let navigation = UINavigationController(rootViewController: first)
    driver.show(navigation)
    let second = UIViewController()
    second.title = "Second"
    navigation.pushViewController(second, animated: true)
    driver.runUntilIdle()
    let lines = driver.jsonLinesWithAnimations
    #expect(lines.first?.hasPrefix("{\"t\":0,\"event\":\"begin\",\"kind\":\"push\"") == true)
    let slide = try #require(
      lines.first { $0.contains("\"layer\":\"Second.view\",\"key\":null,\"keyPath\":\"position\"") })
    #expect(
      slide
        == "{\"t\":0,\"event\":\"animation\",\"id\":0,\"layer\":\"Second.view\",\"key\":null,\"keyPath\":\"position\",\"from\":{\"x\":585,\"y\":376.5},\"to\":{\"x\":195,\"y\":376.5},\"begin\":0,\"duration\":0.35,\"activeDuration\":0.35,\"speed\":1,\"repeatCount\":0,\"repeatDuration\":0,\"autoreverses\":false,\"fillMode\":\"both\",\"additive\":true,\"paused\":false,\"timing\":{\"type\":\"bezier\",\"controlPoints\":[0.42,0,0.58,1]},\"origin\":\"UIView.animate(withDuration:delay:options:animations:completion:)\",\"transition\":0,\"end\":0.35,\"finished\":true}"
    )
    #expect(lines.last == "{\"event\":\"final\",\"stack\":[\"First\",\"Second\"],\"presented\":null}")
    let endIndex = try #require(lines.firstIndex { $0.contains("\"event\":\"end\"") })
    let slideIndex = try #require(lines.firstIndex(of: slide))
    #expect(slideIndex < endIndex)
  }

  @Test func aFrozenAnimationHoldsItsValueWhileTheOthersRunAndResumesWhereItWas() throws {
    let driver = SceneDriver()
    driver.recordAnimations()
    let root = UIViewController()
    driver.show(root)
    let left = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    let right = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
    root.view.addSubview(left)
    root.view.addSubview(right)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      left.center.x = 325
      right.center.x = 325
    }
    driver.advance(by: 0.25)
    let recorder = try #require(driver.host.loop.animationRecorder)
    let leftID = try #require(recorder.records.firstIndex { $0.layer.hasSuffix("UIView[0]") })
    #expect(recorder.freeze(leftID))
    let held = try #require(left.layer.presentation()).position.x
    driver.advance(by: 0.5)
    #expect(try #require(left.layer.presentation()).position.x == held)
    let rightX = try #require(right.layer.presentation()).position.x
    #expect(rightX > held + 100)  // 0.5 s further along at 300 pt/s
    recorder.unfreeze(leftID)
    driver.advance(by: 0.25)
    // The frozen half second moved its end later: it is where the other was 0.25 s ago.
    let resumed = try #require(left.layer.presentation()).position.x
    #expect(abs(resumed - (held + 75)) < 1e-6)
    driver.advance(by: 0.6)
    #expect(recorder.records[leftID].finished == true)
    #expect(left.layer.animationKeys() == nil)
  }
}
