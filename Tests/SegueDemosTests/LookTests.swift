import Foundation
import Segue
import Testing

@testable import SegueDemos

/// Frames of every scene over its forward and back transitions, written to
/// `$SEGUE_DEMOS_DUMP` when set (a no-op otherwise): for looking, not asserting.
@Suite @MainActor struct LookTests {
  @Test(arguments: [
    "spring-sheet", "rotate-fade", "magic-move", "drop", "ios-push", "cover-vertical", "cross-dissolve", "flip",
  ])
  func dumpFrames(_ name: String) throws {
    guard ProcessInfo.processInfo.environment["SEGUE_DEMOS_DUMP"] != nil else { return }
    let harness = try SceneHarness(name)
    harness.dump("\(name)-0-start")
    harness.forward()
    for (index, t) in [0.1, 0.2, 0.3, 0.5].enumerated() {
      harness.host.advance(by: index == 0 ? t : t - [0.1, 0.2, 0.3, 0.5][index - 1])
      harness.dump("\(name)-1-forward-\(Int(t * 1000))ms")
    }
    harness.host.advance(by: harness.scene.forwardDuration)
    harness.dump("\(name)-2-forwarded")
    harness.back()
    for (index, t) in [0.1, 0.2, 0.3, 0.5].enumerated() {
      harness.host.advance(by: index == 0 ? t : t - [0.1, 0.2, 0.3, 0.5][index - 1])
      harness.dump("\(name)-3-back-\(Int(t * 1000))ms")
    }
    harness.host.advance(by: harness.scene.backDuration)
    harness.dump("\(name)-4-back")
  }
}
