import Foundation

/// The typed half of an observation: its key path, options, handler and the value it last
/// reported.
protocol KeyValueObservationEntryProtocol: AnyObject {
  func willChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?)
  func didChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?)
}

final class KeyValueObservationEntry<Root, Value>: KeyValueObservationEntryProtocol {
  let keyPath: KeyPath<Root, Value>
  /// The UIKit property observed ("contentOffset"), or nil for a property of your own.
  let name: String?
  let options: NSKeyValueObservingOptions
  let handler: (Root, NSKeyValueObservedChange<Value>) -> Void
  /// The value when the observation began or last reported.
  private var lastValue: Value
  /// The value before the change announced by `willChange`, until `didChange`.
  private var valueBeforeChange: Value?

  init(
    object: Root, keyPath: KeyPath<Root, Value>, name: String?, options: NSKeyValueObservingOptions,
    handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
  ) {
    self.keyPath = keyPath
    self.name = name
    self.options = options
    self.handler = handler
    lastValue = object[keyPath: keyPath]
  }

  /// Whether the change announced is of this observation's property: a UIKit property's
  /// setter announces its name; your own property announces its key path, and a key path
  /// rooted at another class (a subclass's) counts when the value changed.
  private func concerns(_ keyPath: AnyKeyPath?, _ name: String?, valueChanged: () -> Bool) -> Bool {
    if let own = self.name { return own == name }
    guard let keyPath else { return false }
    return keyPath == self.keyPath || (type(of: keyPath).rootType != Root.self && valueChanged())
  }

  func willChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    guard let root = object as? Root, concerns(keyPath, name, valueChanged: { false }) else { return }
    valueBeforeChange = root[keyPath: self.keyPath]
    guard options.contains(.prior) else { return }
    handler(
      root,
      NSKeyValueObservedChange(
        kind: .setting, newValue: nil, oldValue: options.contains(.old) ? root[keyPath: self.keyPath] : nil,
        indexes: nil, isPrior: true))
  }

  /// Runs the handler when the change concerns this observation; a set is reported even
  /// with an equal value, as Foundation's automatic notifications are.
  func didChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    guard let root = object as? Root else { return }
    let value = root[keyPath: self.keyPath]
    guard concerns(keyPath, name, valueChanged: { !KeyValueEquality.equal(lastValue, value) }) else { return }
    let old = valueBeforeChange ?? lastValue
    valueBeforeChange = nil
    lastValue = value
    handler(
      root,
      NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? old : nil,
        indexes: nil, isPrior: false))
  }
}

/// Equality of two values of an unknown type: `==` when it is `Equatable`, identity for
/// objects, otherwise never equal (so a change is reported).
enum KeyValueEquality {
  static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    if Mirror(reflecting: a).displayStyle == .class { return (a as AnyObject) === (b as AnyObject) }
    return false
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
