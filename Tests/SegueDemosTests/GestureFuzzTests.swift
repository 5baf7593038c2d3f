import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// The gesture-script fuzzer over the gallery's scenes (issue 16): random scripts from a
/// seed — taps on each scene's trigger and back elements and the navigation back button,
/// taps during transitions, edge swipes, drags, same-instant events — replayed headless
/// with `TransitionInvariants` checked after every frame. A bounded run here; the long run
/// is `SEGUE_FUZZ_SCRIPTS=2000 swift test --filter GestureFuzzTests` (docs/testing.md, "Fuzzing").
@Suite @MainActor struct GestureFuzzTests {
  /// Scripts per run: `SEGUE_FUZZ_SCRIPTS`, else 96 (twelve per scene, about 25 s in a debug build).
  static var scriptCount: Int {
    ProcessInfo.processInfo.environment["SEGUE_FUZZ_SCRIPTS"].flatMap { Int($0) }.map { max($0, 1) } ?? 96
  }

  /// The seed: `SEGUE_FUZZ_SEED`, else 16.
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["SEGUE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 16
  }

  /// The points worth tapping in `scene`: its trigger and back element (`segue scenes`), the
  /// navigation bar's back button, and the gallery's first row.
  static func targets(of scene: TransitionScene) throws -> [CGPoint] {
    let layout = try scene.measureLayout()
    return [
      CGPoint(x: layout.trigger.midX, y: layout.trigger.midY), CGPoint(x: layout.back.midX, y: layout.back.midY),
      CGPoint(x: 40, y: 69), CGPoint(x: 195, y: 150),
    ]
  }

  @Test func randomScriptsKeepTheHierarchyConsistent() throws {
    var fuzzer = ScriptFuzzer(seed: Self.seed)
    let scenes = TransitionScene.all
    let targets = try scenes.map(Self.targets)
    var totals = TransitionInvariants.Run()
    for index in 0..<Self.scriptCount {
      let sceneIndex = index % scenes.count
      let script = fuzzer.script(scene: scenes[sceneIndex].name, targets: targets[sceneIndex])
      let driver = SceneDriver()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = GalleryApp.makeRootViewController(openingScene: script.scene)
      driver.show(window)
      let run = TransitionInvariants.check(script, on: driver)
      totals.events += run.events
      totals.transitions += run.transitions
      totals.frames += run.frames
      if !run.violations.isEmpty {
        totals.violations.append(
          "script \(index) on \(script.scene): \(run.violations.joined(separator: "; ")) — \(script.jsonText)")
      }
    }
    print(
      "gesture fuzz: seed \(Self.seed), \(Self.scriptCount) scripts, \(totals.events) events, \(totals.transitions) transitions, \(totals.frames) frames checked, \(totals.violations.count) violating scripts"
    )
    #expect(totals.violations == [])
    #expect(totals.transitions > 0)
  }

  @Test func theCheckerCatchesAStackChangeWithoutItsLines() throws {
    // A push while the first one runs, made by code (touches cannot make it any more):
    // the stack changes before its transition's lines exist.
    let driver = SceneDriver()
    let root = try #require(GalleryApp.makeRootViewController(openingScene: "ios-push") as? UINavigationController)
    driver.show(root)
    var checker = TransitionInvariants()
    var run = TransitionInvariants.Run()
    checker.observe(driver, into: &run)
    root.pushViewController(UIViewController(), animated: true)
    driver.advance(by: 0.1)
    checker.observe(driver, into: &run)
    #expect(run.violations.isEmpty)
    root.pushViewController(UIViewController(), animated: true)
    driver.advance(by: 1.0 / 60)
    checker.observe(driver, into: &run)
    #expect(
      run.violations == [
        #"t=0.1167: the stack became ["Transitions", "iOS Push", "UIViewController", "UIViewController"] without a lifecycle line"#
      ])
  }
}
