import Foundation

/// Foundation's key-value observing options (raw values as in Foundation).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// The handler runs once at once, with the current value as the new one.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// The handler also runs before each change (`isPrior`), where the setter announces it.
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kinds of change (raw values as in Foundation); Segue reports `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// One change reported to an `observe(_:options:changeHandler:)` handler. `newValue` and
/// `oldValue` are set when the options asked for them.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  /// Always nil: Segue reports no to-many changes.
  public let indexes: IndexSet?
  /// True for the call before the change (with `.prior`).
  public let isPrior: Bool
}

/// Foundation's protocol behind `observe(_:options:changeHandler:)`; every `NSObject`
/// conforms, as on Apple platforms. (Swift on Linux has no key-value observing; Segue
/// brings the Swift API: docs/uikit-behaviour-2.md §12.)
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes the property at `keyPath`: `changeHandler` runs, on the thread making the
  /// change, each time it is set (UIKit's observable properties and your own, see
  /// docs/uikit-behaviour-2.md §12). The observation lasts until it is invalidated or
  /// released; keep the returned object.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    startObserving(keyPath, name: nil, options: options, changeHandler: changeHandler)
  }

  /// Registers an observation of `keyPath`; `name` is the UIKit property it is (its setter
  /// announces it by name), nil for a property announced by key path.
  func startObserving<Value>(
    _ keyPath: KeyPath<Self, Value>, name: String?, options: NSKeyValueObservingOptions,
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observed = self as AnyObject
    let observation = NSKeyValueObservation(
      observed: observed,
      entry: KeyValueObservationEntry(
        object: self, keyPath: keyPath, name: name, options: options, handler: changeHandler))
    KeyValueObserverList.list(for: observed, creating: true)?.add(observation)
    if options.contains(.initial) {
      let value = self[keyPath: keyPath]
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, indexes: nil, isPrior: false))
    }
    return observation
  }

  /// Announces that the property at `keyPath` is about to change (observers asking for
  /// `.prior` hear it). Setters of observable properties call it.
  public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    KeyValueObserverList.list(for: self as AnyObject, creating: false)?.willChange(
      self as AnyObject, keyPath: keyPath, name: nil)
  }

  /// Announces that the property at `keyPath` changed: its observers run. What `segue port`
  /// adds to the `didSet` of an `@objc dynamic` property.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    KeyValueObserverList.list(for: self as AnyObject, creating: false)?.didChange(
      self as AnyObject, keyPath: keyPath, name: nil)
  }
}

/// An observation made by `observe(_:options:changeHandler:)`: it lasts until `invalidate()`
/// or until it is released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  private weak var observed: AnyObject?
  let entry: any KeyValueObservationEntryProtocol
  private let lock = NSLock()
  private var isValid = true

  init(observed: AnyObject, entry: any KeyValueObservationEntryProtocol) {
    self.observed = observed
    self.entry = entry
  }

  /// Ends the observation: its handler does not run again.
  public func invalidate() {
    lock.lock()
    let wasValid = isValid
    isValid = false
    lock.unlock()
    guard wasValid, let observed else { return }
    KeyValueObserverList.list(for: observed, creating: false)?.remove(self)
  }

  var isActive: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isValid
  }

  deinit { invalidate() }
}
