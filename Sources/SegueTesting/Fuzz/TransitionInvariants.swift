import Foundation
import SegueUIKit

/// The invariants a scene's view-controller hierarchy keeps whatever the user does
/// (issue 16; docs/architecture.md, "Errors": input never leaves the hierarchy
/// inconsistent), checked after every frame of a replay:
///
/// 1. At most one transition is in flight in the window — per navigation controller and
///    per presentation chain, the navigation controllers inside the chain included (begun
///    and not yet ended lifecycle records).
/// 2. Every change of a navigation stack comes with its lifecycle line: a push or pop
///    beginning, or a cancelled transition's end (which puts the stack back), recorded in
///    the same frame.
/// 3. No controller appears twice in a navigation stack or in the presentation chain.
@preconcurrency @MainActor public struct TransitionInvariants {
  /// What a checked replay did.
  public struct Run: Sendable, Equatable {
    /// Pointer events delivered.
    public var events = 0
    /// Transitions begun.
    public var transitions = 0
    /// Frames checked.
    public var frames = 0
    /// Each broken invariant, with its time (seconds from the script's start).
    public var violations: [String] = []
    /// `segue replay`'s lines at the end.
    public var lines: [String] = []

    public init() {}
  }

  private var recordsSeen = 0
  private var stacks: [ObjectIdentifier: [ObjectIdentifier]] = [:]
  private var inFlight = 0

  public init() {}

  /// Replays `script` on `driver` (from now, frame by frame at the driver's rate), checks
  /// the invariants after each frame, and runs on until nothing moves (at most `limit`
  /// seconds after the last event).
  public static func check(_ script: PointerScript, on driver: SceneDriver, limit: TimeInterval = 10) -> Run {
    var checker = TransitionInvariants()
    var run = Run()
    let frame = 1 / driver.host.framesPerSecond
    driver.replay(PointerScript(scene: script.scene, viewport: script.viewport, events: []), until: .immediately)
    checker.observe(driver, into: &run)
    for event in script.events {
      while driver.elapsed < event.t - 1e-9 {
        driver.advance(by: min(frame, event.t - driver.elapsed))
        checker.observe(driver, into: &run)
      }
      let point = CGPoint(x: event.x, y: event.y)
      if let phase = PointerEvent.Phase(event.type) {
        driver.send(phase, at: point, mirroredAbout: event.mirroredAbout)
      } else {
        driver.host.scroll(by: event.scrollDelta, at: point, type: event.scrollType)
      }
      run.events += 1
      driver.advance(by: 0)
      checker.observe(driver, into: &run)
    }
    let end = driver.elapsed + limit
    while !driver.host.isIdle && driver.elapsed < end {
      driver.advance(by: frame)
      checker.observe(driver, into: &run)
    }
    run.lines = driver.jsonLines
    return run
  }

  /// Checks the driver's state after a frame, adding what is broken to `run`.
  public mutating func observe(_ driver: SceneDriver, into run: inout Run) {
    run.frames += 1
    let time = String(format: "%.4f", driver.elapsed)
    let fresh = driver.records.dropFirst(recordsSeen)
    recordsSeen = driver.records.count
    var stackRecords = 0
    for record in fresh {
      switch record {
      case .begin(_, let kind, _, let from, let to):
        inFlight += 1
        run.transitions += 1
        if kind == .push || kind == .pop { stackRecords += 1 }
        if inFlight > 1 {
          run.violations.append(
            "t=\(time): \(kind.rawValue) \(from ?? "nil") → \(to ?? "nil") began while another transition was in flight"
          )
        }
      case .end(_, let kind, let completed):
        inFlight = max(inFlight - 1, 0)
        if (kind == .push || kind == .pop) && !completed { stackRecords += 1 }
      case .final:
        break
      }
    }
    let controllers = Self.controllers(in: driver.host.window)
    var current: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    for navigation in controllers.compactMap({ $0 as? UINavigationController }) {
      let stack = navigation.viewControllers.map(ObjectIdentifier.init)
      current[ObjectIdentifier(navigation)] = stack
      if Set(stack).count != stack.count {
        run.violations.append(
          "t=\(time): a controller appears twice in the stack \(navigation.viewControllers.map(\.replayName))")
      }
      if let before = stacks[ObjectIdentifier(navigation)], before != stack, stackRecords == 0 {
        run.violations.append(
          "t=\(time): the stack became \(navigation.viewControllers.map(\.replayName)) without a lifecycle line")
      }
    }
    stacks = current
    var chain: [ObjectIdentifier] = []
    var presenter = driver.host.window?.rootViewController
    while let next = presenter?.presentedViewController {
      chain.append(ObjectIdentifier(next))
      presenter = next
    }
    if Set(chain).count != chain.count { run.violations.append("t=\(time): a controller is presented twice") }
  }

  /// The controllers in `window`: the root, its children, and the presented ones, depth first.
  static func controllers(in window: UIWindow?) -> [UIViewController] {
    var found: [UIViewController] = []
    var pending = window?.rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      guard !found.contains(where: { $0 === controller }) else { continue }
      found.append(controller)
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return found
  }
}
