import Foundation
import SegueAnimation

/// Runs physics on views (UIKit's `UIDynamicAnimator`): the behaviors added to it — gravity,
/// collisions, attachments, pushes, snaps and item properties — move their items in the
/// reference view's coordinates on every frame of the host's frame loop (on the virtual
/// clock headless, so runs are repeatable). The animator runs while anything moves and
/// pauses, telling its delegate, when every item has come to rest; changing a behavior or an
/// item's velocity starts it again (docs/uikit-behaviour-2.md §23).
///
/// ```swift
/// animator = UIDynamicAnimator(referenceView: view)
/// let gravity = UIGravityBehavior(items: [card])
/// let collision = UICollisionBehavior(items: [card])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(gravity)
/// animator.addBehavior(collision)
/// ```
///
/// Items are expected in the reference view's coordinates (subviews of it), as UIKit's are.
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
  /// The view whose coordinates the simulation uses (held weakly, as UIKit does).
  open private(set) weak var referenceView: UIView?
  /// The behaviors added, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Told when the animator pauses and resumes.
  open weak var delegate: UIDynamicAnimatorDelegate?
  /// Whether the simulation is running (false once every item is at rest).
  open private(set) var isRunning = false

  let world = DynamicsWorld()
  private weak var loop: FrameLoop?
  private var lastTime: CFTimeInterval?
  /// Simulated seconds not yet stepped (less than one step).
  private var pendingTime: CFTimeInterval = 0
  /// Seconds every item has been below the rest speed.
  private var restingTime: CGFloat = 0

  /// An animator simulating in `view`'s coordinates, stepped by the frame loop of the host
  /// showing `view` (else the running host's).
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// Adds `behavior` (a behavior can be in one animator only; adding one already here does
  /// nothing) and starts the simulation.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.dynamicAnimator?.removeBehavior(behavior)
    behaviors.append(behavior)
    behavior.attach(to: self)
    behaviorsDidChange()
  }

  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    behavior.attach(to: nil)
    behaviorsDidChange()
  }

  open func removeAllBehaviors() {
    let removed = behaviors
    behaviors = []
    for behavior in removed { behavior.attach(to: nil) }
    behaviorsDidChange()
  }

  /// The items whose current frame (center and size, rotated) intersects `rect` (reference
  /// coordinates).
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    syncBodies()
    return world.orderedBodies.filter { body in
      let vertices = body.shape.vertices
      let xs = vertices.map(\.x)
      let ys = vertices.map(\.y)
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersects(rect)
    }.map(\.item)
  }

  /// Reads `item`'s center, transform and bounds again after code outside the animator
  /// changed them (without it, the next frame overwrites them).
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    world.existingBody(for: item)?.readState()
    wake()
  }

  /// Simulated seconds since the animator first ran (paused time not counted).
  open func elapsedTime() -> TimeInterval { world.elapsedTime }

  // MARK: - Running on the frame loop

  /// Something changed what the simulation does: start running if there is anything to run.
  func behaviorsDidChange() {
    syncBodies()
    wake()
  }

  /// Starts the simulation (telling the delegate) when it has behaviors and is paused.
  func wake() {
    restingTime = 0
    guard !behaviors.isEmpty else { return }
    if loop == nil, let current = referenceView.flatMap({ FrameLoop.owning($0.layer) }) ?? FrameLoop.current {
      loop = current
      current.drive(self, in: .callbacks)
    }
    guard !isRunning else { return }
    delegate?.dynamicAnimatorWillResume(self)
    isRunning = true
    lastTime = loop.map { $0.lastFrameTime ?? $0.mediaClock.now }
    pendingTime = 0
    loop?.setNeedsFrames()
  }

  /// Makes a body for every item a behavior names and forgets the others.
  private func syncBodies() {
    let flattened = behaviors.flatMap(\.flattened)
    let items = uniqueItems(flattened.flatMap(\.dynamicItems))
    for item in items { _ = world.body(for: item) }
    world.keepBodies(for: items)
  }

  /// Steps the simulation to `mediaTime` in fixed steps, writes the items, runs the
  /// behaviors' actions, and pauses once everything has rested for `SolverTuning.restDuration`.
  private func simulate(toMediaTime mediaTime: CFTimeInterval) {
    guard let start = lastTime else {
      lastTime = mediaTime
      return
    }
    lastTime = mediaTime
    // A frame after a long stall simulates at most a tenth of a second.
    pendingTime += min(max(mediaTime - start, 0), 0.1)
    world.referenceBounds = referenceView?.bounds ?? .zero
    let flattened = behaviors.flatMap(\.flattened)
    let step = Double(SolverTuning.step)
    var paused = false
    while pendingTime >= step - 1e-9 {
      pendingTime -= step
      world.advance(by: SolverTuning.step, behaviors: flattened)
      restingTime = world.isBelowRestSpeed ? restingTime + SolverTuning.step : 0
      if restingTime >= SolverTuning.restDuration - 1e-9 {
        paused = true
        break
      }
    }
    world.writeItems()
    for behavior in flattened { behavior.action?() }
    if paused, isRunning {
      isRunning = false
      pendingTime = 0
      lastTime = nil
      loop = nil
      delegate?.dynamicAnimatorDidPause(self)
    }
  }
}

extension UIDynamicAnimator: FrameDriven {
  /// Running while the simulation runs; a paused animator leaves the loop (waking adds it again).
  package var frameState: FrameDrivenState { isRunning ? .running : .finished }

  package func advance(toMediaTime mediaTime: CFTimeInterval) {
    guard isRunning else { return }
    simulate(toMediaTime: mediaTime)
  }
}
