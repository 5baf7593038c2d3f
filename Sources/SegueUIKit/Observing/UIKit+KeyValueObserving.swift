import Foundation
import SegueAnimation

// The UIKit properties Segue announces to key-value observers (docs/uikit-behaviour-2.md
// §12): their setters announce them by name, and `observe` on a view, scroll view or view
// controller finds the name of the key path it is given (a key path rooted at your
// subclass names the same property).

extension _KeyValueCodingAndObserving where Self: UIView {
  /// Observes a view's `frame`, `bounds`, `center`, `transform`, `alpha` or `isHidden` (other
  /// view properties are observed as your own properties are: only `didChangeValue(for:)`
  /// announces them). Shapes and units are the property's.
  @preconcurrency @MainActor public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    startObserving(keyPath, name: Self.viewPropertyName(keyPath), options: options, changeHandler: changeHandler)
  }

  @MainActor static func viewPropertyName(_ keyPath: AnyKeyPath) -> String? {
    let names: [(String, AnyKeyPath)] = [
      ("frame", \Self.frame), ("bounds", \Self.bounds), ("center", \Self.center), ("transform", \Self.transform),
      ("alpha", \Self.alpha), ("hidden", \Self.isHidden),
    ]
    return names.first { $0.1 == keyPath }?.0
  }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
  /// Observes a scroll view's `contentOffset` (every scroll, dragged, decelerating or set),
  /// `contentSize` or `contentInset`, or one of a view's observable properties.
  @preconcurrency @MainActor public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let names: [(String, AnyKeyPath)] = [
      ("contentOffset", \Self.contentOffset), ("contentSize", \Self.contentSize),
      ("contentInset", \Self.contentInset),
    ]
    let name = names.first { $0.1 == keyPath }?.0 ?? Self.viewPropertyName(keyPath)
    return startObserving(keyPath, name: name, options: options, changeHandler: changeHandler)
  }
}

extension _KeyValueCodingAndObserving where Self: UIViewController {
  /// Observes a view controller's `title` or `preferredContentSize`.
  @preconcurrency @MainActor public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let names: [(String, AnyKeyPath)] = [("title", \Self.title), ("preferredContentSize", \Self.preferredContentSize)]
    let name = names.first { $0.1 == keyPath }?.0
    return startObserving(keyPath, name: name, options: options, changeHandler: changeHandler)
  }
}

extension KeyValueObservingStorage {
  /// Announces that the UIKit property `name` is about to be set (a setter calls it first).
  func willSetObservable(_ name: String) { keyValueObservers?.willChange(self, keyPath: nil, name: name) }
  /// Announces that the UIKit property `name` was set.
  func didSetObservable(_ name: String) { keyValueObservers?.didChange(self, keyPath: nil, name: name) }
}
