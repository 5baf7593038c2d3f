import Foundation

/// The keys of the `change` dictionary passed to `observeValue(forKeyPath:of:change:context:)`
/// (Foundation's names and raw values).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The value after the change (with `.new`).
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The value before the change (with `.old`).
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// An `NSNumber` holding the `NSKeyValueChange` raw value (Segue reports `.setting`, 1).
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// Never present: Segue reports no to-many changes.
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// `true` in the call before the change (with `.prior`).
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The receiver of string-keyed observations: `observeValue(forKeyPath:of:change:context:)`,
/// which Foundation declares on `NSObject` (its informal `NSKeyValueObserving` protocol). Swift
/// on Linux cannot add an overridable method to `NSObject`, so in Segue an observer adopts
/// this protocol: `UIResponder` does (views, view controllers, the app delegate), and `segue
/// port` makes a class deriving from `NSObject` that overrides `observeValue` adopt it —
/// `extension Watcher: NSKeyValueObserving {}` under `#if canImport(Segue)`, the method kept
/// without `override` (docs/uikit-behaviour-2.md §20.3). An observer that does not adopt it is
/// still registered and removable, and hears nothing.
public protocol NSKeyValueObserving: AnyObject {
  /// Called each time an observed property changes, on the thread making the change, with
  /// `change` holding `.newKey`/`.oldKey`/`.kindKey` as the options asked.
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension NSObject {
  /// Foundation's string-keyed observing: `observer.observeValue(forKeyPath:of:change:context:)`
  /// runs each time the property named `keyPath` changes (a UIKit observable property —
  /// `contentOffset`, `frame`, `bounds`, `center`, `alpha`, `hidden`, `title`, … — or your
  /// own property announced by `didChangeValue(for:)`, as `segue port` makes `@objc dynamic`
  /// ones; docs/uikit-behaviour-2.md §12). The observer is held weakly; in Segue it receives
  /// the call when it adopts `NSKeyValueObserving` — responders (views, view controllers) do,
  /// and `segue port` makes a plain `NSObject` subclass overriding `observeValue` adopt it.
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    let entry = StringKeyedObservationEntry(
      object: self, observer: observer, key: keyPath, options: options, context: context)
    let observation = NSKeyValueObservation(observed: self, entry: entry)
    entry.observation = observation
    KeyValueObserverList.list(for: self, creating: true)?.add(observation)
    StringKeyedObservationEntry.registry(for: self).append(observation)
    if options.contains(.initial) {
      var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
      if options.contains(.new) { change[.newKey] = entry.currentValue(of: self, changed: nil) ?? NSNull() }
      entry.deliver(object: self, change: change)
    }
  }

  /// Ends the observations `observer` made of `keyPath` with `context`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
    StringKeyedObservationEntry.remove(from: self) {
      $0.observer === observer && $0.key == keyPath && $0.contextAddress == context.map { UInt(bitPattern: $0) }
    }
  }

  /// Ends the observations `observer` made of `keyPath` (the most recent first, as Foundation
  /// does, though all matching ones end here).
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    StringKeyedObservationEntry.remove(from: self) { $0.observer === observer && $0.key == keyPath }
  }
}
