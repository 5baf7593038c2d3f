import Foundation
import SegueAnimation

/// UIKit's gesture recognizer: turns the touches of a view (and its subviews) into a gesture
/// with a state machine, and runs its actions when the state changes.
///
/// States: continuous gestures go `possible → began → changed… → ended` (or `cancelled`);
/// discrete ones go `possible → ended` (`recognized`); either may go `possible → failed`.
/// After `ended`, `cancelled` or `failed` the recognizer is reset to `possible` at the end
/// of the event (after `reset()`), and receives no more of the touches it had.
///
/// Actions run synchronously while the event is delivered, for every change to `began`,
/// `changed`, `ended` and `cancelled` (not for `possible` or `failed`), as UIKit sends them.
///
/// Target-action with selectors needs the Objective-C runtime, which Linux lacks. Where iOS
/// code writes `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))`,
/// write `UIPanGestureRecognizer(target: self, action: MyController.handlePan)` (an unbound
/// method reference; the target is held weakly as in UIKit), or use the closure form
/// `UIPanGestureRecognizer { recognizer in … }`.
///
/// Subclasses set `state` from their `touchesBegan/Moved/Ended/Cancelled(_:with:)`
/// overrides, as with UIKit's `UIGestureRecognizerSubclass.h`; moving out of `possible`
/// goes through the arbitration (failure requirements, `gestureRecognizerShouldBegin`,
/// exclusion), so the state read back may be `possible` (waiting for another recognizer
/// to fail) or `failed` instead of the value set.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
  /// UIKit's recognizer states (raw values as in UIKit).
  public enum State: Int, Sendable, Hashable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    /// A discrete gesture's recognition (the same as `ended`).
    public static let recognized = State.ended

    /// `ended`, `cancelled` or `failed`: the recognizer resets after the event.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// `began` or `changed`.
    var isActive: Bool { self == .began || self == .changed }
  }

  // MARK: Configuration

  /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
  open internal(set) weak var view: UIView?
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// A name for debugging.
  open var name: String?
  /// Disabling a recognizer that is recognizing cancels it; one that is still possible fails.
  open var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      if state.isActive {
        force(.cancelled)
      } else if state == .possible, environment != nil {
        force(.failed)
      }
      environment?.settleIfIdle()
    }
  }
  /// When the gesture begins (or a discrete one is recognized), the view gets
  /// `touchesCancelled` for its touches and no more of them. Default true.
  open var cancelsTouchesInView = true
  /// Holds back `touchesBegan` from the view until this recognizer fails (and drops it if
  /// the recognizer succeeds). Default false.
  open var delaysTouchesBegan = false
  /// Holds back `touchesEnded` from the view while this recognizer may still recognize
  /// (e.g. a double tap waiting for its second tap). Default true.
  open var delaysTouchesEnded = true

  // MARK: State

  /// The current state. Subclasses set it; see the type's discussion for arbitration.
  open var state: State {
    get { storedState }
    set {
      let old = storedState
      guard let resolved = resolveTransition(from: old, to: newValue) else { return }
      storedState = resolved
      didTransition(from: old, to: resolved)
    }
  }

  private var storedState: State = .possible
  private var forcing = false
  /// A transition out of `possible` waiting for a failure requirement to fail.
  var pendingState: State?
  /// Seconds on the media clock after which `deadlineReached()` runs (used by taps).
  var deadline: TimeInterval?
  /// The gesture environment arbitrating the recognizer while it receives touches.
  weak var environment: GestureEnvironment?
  /// The touches the recognizer receives, in arrival order.
  var trackedTouches: [UITouch] = []
  /// Last centroid of the touches, root view coordinates (points).
  var lastRootLocation: CGPoint?
  weak var lastRootView: UIView?

  private var targets: [ActionTarget] = []
  private var failureRequirements: [WeakRecognizer] = []

  /// UIKit's designated initializer: a recognizer sending `action` to `target` (both nil: no
  /// action yet, given one later with `addTarget(_:action:)`). `action` is a `Selector` made
  /// from the method (`Selector(MenuViewController.handlePan(_:))`; docs/uikit-behaviour-2.md
  /// §22.2); the method-reference forms below take the method directly. As in UIKit, a
  /// subclass with its own designated initializer calls `super.init(target: nil, action: nil)`
  /// and need not provide any other initializer (none is `required`;
  /// docs/uikit-behaviour-2.md §21).
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// A recognizer with no action yet (UIKit's `init()`, a convenience initializer there too).
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// The closure form of UIKit's `init(target:action:)`: `handler` runs for every
  /// state change that sends actions.
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init(target: nil, action: nil)
    addTarget(handler: handler)
  }

  /// UIKit's `init(target:action:)` with an unbound method reference instead of a selector:
  /// `UIPanGestureRecognizer(target: self, action: MyController.handlePan)`.
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
  }

  /// `init(target:action:)` with a target whose static type is not the action's class
  /// (`UITapGestureRecognizer(target: toViewController, action: MenuViewController.handleTap)`
  /// with `toViewController: UIViewController`): UIKit sends the selector to whatever the
  /// target is, so the action is added when the target is a `Target` at this point
  /// (docs/uikit-behaviour-2.md §21.5).
  @_disfavoredOverload
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: AnyObject, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
  }

  /// `init(target:action:)` for an action method without parameters.
  public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
  }

  // MARK: Targets and actions

  /// Adds an action: `action(target)(self)` runs when actions are sent, while `target` is
  /// alive (held weakly, as UIKit holds targets). The recognizer must be a `Recognizer`.
  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    targets.append(
      ActionTarget(object: target) { [weak target] recognizer in
        guard let target, let typed = recognizer as? Recognizer else { return }
        action(target)(typed)
      })
  }

  /// `addTarget(_:action:)` with a target whose static type is not the action's class: the
  /// action is added when `target` is a `Target`. When it is not, UIKit would raise
  /// "unrecognized selector" at the first action; Segue adds nothing and says so on stderr.
  @_disfavoredOverload
  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: AnyObject, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    guard let typed = target as? Target else {
      FileHandle.standardError.write(
        Data(
          "Segue warning: the target of this \(type(of: self))'s action is a \(type(of: target)), not a \(Target.self), so the action was not added (UIKit would raise 'unrecognized selector' when sending it); pass an object of the class whose method the action is\n"
            .utf8))
      return
    }
    addTarget(typed, action: action)
  }

  /// Adds an action method without parameters; `target` is held weakly.
  public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
    targets.append(
      ActionTarget(object: target) { [weak target] _ in
        guard let target else { return }
        action(target)()
      })
  }

  /// UIKit's `addTarget(_:action:)` with a `Selector` (docs/uikit-behaviour-2.md §22.2): the
  /// selector is sent to `target` (held weakly) with this recognizer. A target that is not an
  /// object of the selector's class gets nothing, and stderr says why (UIKit raises
  /// "unrecognized selector").
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    targets.append(
      ActionTarget(object: object) { [weak object] recognizer in
        guard let object, !action.perform(on: object, with: recognizer) else { return }
        FileHandle.standardError.write(
          Data(
            "Segue warning: \(type(of: object)) cannot take the action of this \(type(of: recognizer)) (\(action)); add the target of the class whose method the selector was made from\n"
              .utf8))
      })
  }

  /// Adds a closure action (held strongly; it runs until removed with `removeTarget(nil)`).
  public func addTarget(handler: @escaping (UIGestureRecognizer) -> Void) {
    targets.append(ActionTarget(object: nil, run: handler))
  }

  /// Removes the actions added for `target`; nil removes every action.
  public func removeTarget(_ target: AnyObject?) {
    guard let target else { return targets.removeAll() }
    targets.removeAll { $0.object === target }
  }

  // MARK: Dependencies

  /// Makes this recognizer wait until `other` fails before leaving `possible`; if `other`
  /// recognizes, this one fails.
  open func require(toFail other: UIGestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
    failureRequirements.append(WeakRecognizer(recognizer: other))
  }

  /// Whether this recognizer may prevent `other` from recognizing (default true).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `other` may prevent this recognizer from recognizing (default true).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Subclass hook: whether this recognizer waits for `other` to fail (default false).
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Subclass hook: whether `other` waits for this recognizer to fail (default false).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `require(toFail: other)` was called.
  func hasFailureRequirement(on other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0.recognizer === other }
  }

  // MARK: Touches (subclasses override)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Resets subclass state; runs when the recognizer returns to `possible`.
  open func reset() {}

  /// Stops delivering `touch` to this recognizer.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
    touch.gestureRecognizers?.removeAll { $0 === self }
  }

  // MARK: Location

  /// The number of touches the recognizer is receiving (0 or 1: Segue has one pointer).
  open var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the recognizer's touches in `view`'s coordinates (points); after the
  /// touches ended, their last location. nil: the root view's coordinates.
  open func location(in view: UIView?) -> CGPoint {
    let point = currentRootLocation ?? .zero
    guard let view, view !== rootView else { return point }
    return view.convert(point, from: rootView)
  }

  /// The location of the touch at `index` in `view`'s coordinates (points).
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// The root view the touches' locations are in.
  var rootView: UIView? { trackedTouches.first?.rootView ?? lastRootView }

  /// The centroid of the tracked touches in root view coordinates.
  var currentRootLocation: CGPoint? {
    guard !trackedTouches.isEmpty else { return lastRootLocation }
    var sum = CGPoint.zero
    for touch in trackedTouches {
      sum.x += touch.rootLocation.x
      sum.y += touch.rootLocation.y
    }
    let count = CGFloat(trackedTouches.count)
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  // MARK: Transitions

  /// Called when `deadline` passes (subclasses that time out override it).
  func deadlineReached() {}

  /// Moves to `newState` without arbitration (failing, cancelling, resetting).
  func force(_ newState: State) {
    forcing = true
    state = newState
    forcing = false
  }

  /// The state a request resolves to, or nil to stay (an invalid transition, or one that
  /// waits for a failure requirement).
  private func resolveTransition(from old: State, to new: State) -> State? {
    if forcing { return new }
    switch (old, new) {
    case (.possible, .began), (.possible, .ended):
      if let environment { return environment.resolveBegin(self, requesting: new) }
      return shouldBeginStandalone() ? new : .failed
    case (.possible, .failed), (.possible, .cancelled):
      pendingState = nil
      return .failed
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
      (.began, .cancelled), (.changed, .cancelled):
      return new
    default:
      return nil
    }
  }

  private func shouldBeginStandalone() -> Bool {
    (delegate?.gestureRecognizerShouldBegin(self) ?? true) && (view?.gestureRecognizerShouldBegin(self) ?? true)
  }

  private func didTransition(from old: State, to new: State) {
    if new != .possible { pendingState = nil }
    switch new {
    case .possible:
      return
    case .began:
      environment?.didBegin(self)
      sendActions()
    case .ended:
      // A discrete gesture recognized straight from `possible` wins like a beginning one.
      if old == .possible { environment?.didBegin(self) }
      sendActions()
    case .changed, .cancelled:
      sendActions()
    case .failed:
      deadline = nil
      environment?.didFail(self)
    }
    // Finished recognizers reset at the end of the event (or the next frame).
    if new.isFinished { deadline = nil }
  }

  /// Runs every action, in the order added.
  private func sendActions() {
    for target in targets { target.run(self) }
  }

  /// Returns to `possible`, calling `reset()`, and forgets the touches.
  func resetToPossible() {
    if let last = currentRootLocation { lastRootLocation = last }
    if let root = rootView { lastRootView = root }
    for touch in trackedTouches { touch.gestureRecognizers?.removeAll { $0 === self } }
    trackedTouches.removeAll()
    pendingState = nil
    deadline = nil
    environment = nil
    force(.possible)
    reset()
  }

  /// Starts receiving `touch`.
  func track(_ touch: UITouch) {
    trackedTouches.append(touch)
    lastRootView = touch.rootView
    if touch.gestureRecognizers == nil { touch.gestureRecognizers = [] }
    touch.gestureRecognizers?.append(self)
  }

  /// Records the last location before a touch is let go.
  func rememberLocation() {
    if let location = currentRootLocation { lastRootLocation = location }
  }
}

/// An action a recognizer runs: a closure, and the object it belongs to (for removal).
@MainActor private struct ActionTarget {
  weak var object: AnyObject?
  let run: (UIGestureRecognizer) -> Void
}

@MainActor struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
