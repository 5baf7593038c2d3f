import Foundation

/// The observations of one object, and the table that finds them.
///
/// `UIView` and `UIViewController` keep their list in a stored property, so their setters
/// check for observers with one load; other objects (your own `NSObject`s, navigation items)
/// are found through a table keyed by object identity, checked only when something
/// announces a change. Key-value observing is process-wide on Apple platforms too (the
/// runtime's); the table holds no engine state. Thread-safe: changes may come from any
/// thread, and handlers run on the thread making the change.
package final class KeyValueObserverList: @unchecked Sendable {
  private let lock = NSLock()
  private var observations: [WeakObservation] = []

  private struct WeakObservation {
    weak var observation: NSKeyValueObservation?
  }

  func add(_ observation: NSKeyValueObservation) {
    lock.lock()
    observations.removeAll { $0.observation == nil }
    observations.append(WeakObservation(observation: observation))
    lock.unlock()
  }

  func remove(_ observation: NSKeyValueObservation) {
    lock.lock()
    observations.removeAll { $0.observation == nil || $0.observation === observation }
    lock.unlock()
  }

  var isEmpty: Bool {
    lock.lock()
    defer { lock.unlock() }
    return observations.allSatisfy { $0.observation == nil }
  }

  private var live: [NSKeyValueObservation] {
    lock.lock()
    defer { lock.unlock() }
    return observations.compactMap(\.observation).filter(\.isActive)
  }

  /// Runs the `.prior` handlers of the observations of the property changing: a UIKit
  /// property by `name`, your own by `keyPath`.
  func willChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    for observation in live { observation.entry.willChange(object, keyPath: keyPath, name: name) }
  }

  /// Runs the handlers of the observations of the property that changed (see
  /// `KeyValueObservationEntry.didChange`).
  func didChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    for observation in live { observation.entry.didChange(object, keyPath: keyPath, name: name) }
  }

  // MARK: - Finding an object's list

  /// `object`'s list: its own stored one, else the table's (made when `creating`).
  static func list(for object: AnyObject, creating: Bool) -> KeyValueObserverList? {
    if let owner = object as? KeyValueObservingStorage {
      if let list = owner.keyValueObservers { return list }
      guard creating else { return nil }
      let list = KeyValueObserverList()
      owner.keyValueObservers = list
      return list
    }
    return table.list(for: object, creating: creating)
  }

  private static let table = KeyValueObservationTable()
}

/// An object that keeps its observations itself (a stored property, checked by setters
/// that run often: a view's `frame`).
package protocol KeyValueObservingStorage: AnyObject {
  var keyValueObservers: KeyValueObserverList? { get set }
}

/// The lists of objects without storage of their own, by identity; an entry whose object
/// was released is dropped when the table is next used.
private final class KeyValueObservationTable: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  private struct Entry {
    weak var object: AnyObject?
    let list: KeyValueObserverList
  }

  func list(for object: AnyObject, creating: Bool) -> KeyValueObserverList? {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    if let entry = entries[id], entry.object === object { return entry.list }
    guard creating else { return nil }
    entries = entries.filter { $0.value.object != nil && !$0.value.list.isEmpty }
    let list = KeyValueObserverList()
    entries[id] = Entry(object: object, list: list)
    return list
  }
}
