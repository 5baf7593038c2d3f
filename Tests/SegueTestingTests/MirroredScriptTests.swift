import Foundation
import Segue
import SegueTesting
import Testing

/// Two-finger events in pointer scripts: `"mirrorX"`/`"mirrorY"` round-trip, are checked,
/// and replay as a pinch.
@MainActor struct MirroredScriptTests {
  @Test func mirroredEventsRoundTripAndReplayAsAPinch() async throws {
    let center = CGPoint(x: 195, y: 422)
    let script = PointerScript(
      scene: "pinch",
      events: [
        .init(t: 0, type: .down, x: 245, y: 422, mirroredAbout: center),
        .init(t: 0.05, type: .move, x: 270, y: 422, mirroredAbout: center),
        .init(t: 0.1, type: .move, x: 295, y: 422, mirroredAbout: center),
        .init(t: 0.15, type: .up, x: 295, y: 422, mirroredAbout: center),
      ])
    #expect(script.jsonText.contains(#""x": 245, "y": 422, "mirrorX": 195, "mirrorY": 422}"#))
    let read = try PointerScript(json: script.jsonText)
    #expect(read.events == script.events)

    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let root = UIViewController()
    driver.show(root)
    let pinch = UIPinchGestureRecognizer()
    var scale: CGFloat?
    pinch.addTarget { recognizer in
      if recognizer.state == .ended { scale = (recognizer as! UIPinchGestureRecognizer).scale }
    }
    root.view.addGestureRecognizer(pinch)
    await driver.replay(read)
    #expect(scale == 2)
  }

  @Test func aMirrorNeedsBothCoordinates() {
    let text = """
      {"version": 1, "scene": "pinch", "viewport": {"width": 390, "height": 844, "scale": 2},
       "events": [{"t": 0, "type": "down", "x": 10, "y": 10, "mirrorX": 195}]}
      """
    #expect(throws: ScriptError.self) { try PointerScript(json: text) }
    do {
      _ = try PointerScript(json: text)
    } catch {
      #expect("\(error)".contains("\"mirrorY\""))
    }
  }
}
