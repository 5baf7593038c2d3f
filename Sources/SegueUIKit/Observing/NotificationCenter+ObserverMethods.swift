import Foundation

/// The selector-based observer of UIKit code — `addObserver(self, selector:
/// #selector(keyboardWillShow(_:)), name:object:)` — in the form Swift on Linux can
/// express: the observer and a block that calls its method (what `segue port` writes under
/// `#else`). The observer is held weakly, as Foundation holds it; `removeObserver(_:)` and
/// `removeObserver(_:name:object:)` with that observer remove these registrations too.
///
/// The blocks run synchronously on the posting thread, as selector-based observers do.
extension NotificationCenter {
  /// Calls `block` with the observer for each `name` notification (nil: every one) from
  /// `object` (nil: any sender), until the observer is removed or released.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, name aName: NSNotification.Name?, object anObject: Any?,
    using block: @escaping (Observer, Notification) -> Void
  ) {
    nonisolated(unsafe) let block = block
    let reference = WeakObserver(observer)
    let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      guard let observer = reference.object else { return }
      nonisolated(unsafe) let notification = notification
      guard !KeyboardNotificationScope.isFromAnotherScreen(notification, for: observer) else { return }
      block(observer, notification)
    }
    ObserverRegistrations.shared.add(
      ObserverRegistrations.Entry(
        center: self, observer: observer, name: aName, object: anObject as AnyObject?, token: token))
  }

  /// Foundation's `addObserver(_:selector:name:object:)` with a `Selector` made from the
  /// method (docs/uikit-behaviour-2.md §22.2): the observer (held weakly) gets the
  /// notification on the main queue: at once when posted from it, otherwise on its next turn (Segue's action methods are main-actor methods). `removeObserver(_:)`
  /// removes it.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    addObserver(observer as AnyObject, name: aName, object: anObject) { observer, notification in
      nonisolated(unsafe) let (observer, notification) = (observer, notification)
      if MainQueueCheck.isOnMainQueue {
        MainActor.assumeIsolated { _ = aSelector.perform(on: observer, with: notification) }
      } else {
        DispatchQueue.main.async { _ = aSelector.perform(on: observer, with: notification) }
      }
    }
  }

  /// Removes every registration of `observer`: those of `addObserver(_:name:object:using:)`
  /// and Foundation's own.
  public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
    for token in ObserverRegistrations.shared.remove(center: self, observer: observer, name: nil, object: nil) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any)
  }

  /// Removes `observer`'s registrations for `name` (nil: any) from `object` (nil: any).
  public func removeObserver<Observer: AnyObject>(
    _ observer: Observer, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    for token in ObserverRegistrations.shared.remove(
      center: self, observer: observer, name: aName, object: anObject as AnyObject?)
    {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any, name: aName, object: anObject)
  }
}

/// A weak reference a `@Sendable` block can hold.
private final class WeakObserver<Observer: AnyObject>: @unchecked Sendable {
  weak var object: Observer?
  init(_ object: Observer) { self.object = object }
}

/// The registrations made by `NotificationCenter.addObserver(_:name:object:using:)`, so that
/// removing the observer removes them (Foundation's own table is keyed by its tokens).
/// Process-wide like the notification centers themselves; thread-safe.
final class ObserverRegistrations: @unchecked Sendable {
  static let shared = ObserverRegistrations()

  struct Entry {
    weak var center: NotificationCenter?
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    weak var object: AnyObject?
    let hadObject: Bool
    let token: NSObjectProtocol

    init(
      center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: AnyObject?,
      token: NSObjectProtocol
    ) {
      self.center = center
      self.observer = observer
      self.name = name
      self.object = object
      hadObject = object != nil
      self.token = token
    }
  }

  private let lock = NSLock()
  private var entries: [Entry] = []

  func add(_ entry: Entry) {
    lock.lock()
    defer { lock.unlock() }
    // Registrations whose observer or center went away are dropped (their blocks do nothing).
    entries.removeAll { $0.observer == nil || $0.center == nil }
    entries.append(entry)
  }

  /// Removes and returns the tokens of `observer`'s registrations on `center` matching
  /// `name` and `object` (nil matches any).
  func remove(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: AnyObject?)
    -> [NSObjectProtocol]
  {
    lock.lock()
    defer { lock.unlock() }
    var tokens: [NSObjectProtocol] = []
    entries.removeAll { entry in
      guard entry.center === center, entry.observer === observer else { return false }
      if let name, entry.name != name { return false }
      if let object, !entry.hadObject || entry.object !== object { return false }
      tokens.append(entry.token)
      return true
    }
    return tokens
  }
}
