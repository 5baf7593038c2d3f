import Foundation
import SegueAnimation

/// Key-value coding of views' and view controllers' common properties: `value(forKey:)`,
/// `setValue(_:forKey:)` and their key-path forms, by UIKit's key names ("alpha",
/// "backgroundColor", "hidden", "frame", "center", "title", "tag", …; docs/uikit-behaviour-2.md
/// §20.4). Values read come back as Foundation boxes them — numbers and booleans as
/// `NSNumber`, geometry as `NSValue`, objects as themselves — and values set may be any number,
/// an `NSNumber` or an `NSValue`. A key path starting with "layer." goes to the layer's own key
/// coding (`view.value(forKeyPath: "layer.cornerRadius")`).
///
/// Reading a key UIKit's tables do not have reads your own stored property of that name (by
/// reflection); anything else is unknown. Where UIKit raises `NSUnknownKeyException` (an
/// unknown key, or a value of the wrong type), Segue does not crash: it writes one warning
/// naming the key and the fix (`SEGUE_TRACE` warnings, standard error), reads nil and sets
/// nothing (docs/porting.md, "Where Segue differs").
extension UIView {
  public func value(forKey key: String) -> Any? {
    if key == "layer" { return layer }
    if let value = KeyValueCodingNames.value(of: self, forKey: key) { return value }
    return KeyValueCodingNames.ownValue(of: self, forKey: key)
  }

  public func setValue(_ value: Any?, forKey key: String) {
    KeyValueCodingNames.set(value, forKey: key, on: self)
  }

  public func value(forKeyPath keyPath: String) -> Any? {
    if keyPath.hasPrefix("layer.") { return layer.value(forKeyPath: String(keyPath.dropFirst("layer.".count))) }
    return value(forKey: keyPath)
  }

  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if keyPath.hasPrefix("layer.") {
      return layer.setValue(value, forKeyPath: String(keyPath.dropFirst("layer.".count)))
    }
    setValue(value, forKey: keyPath)
  }
}

extension UIViewController {
  /// See `UIView.value(forKey:)`: "title", "view", "preferredContentSize", "navigationItem",
  /// "parent", "presentedViewController", "presentingViewController".
  public func value(forKey key: String) -> Any? {
    if let value = KeyValueCodingNames.value(of: self, forKey: key) { return value }
    return KeyValueCodingNames.ownValue(of: self, forKey: key)
  }

  /// See `UIView.setValue(_:forKey:)`: "title", "preferredContentSize".
  public func setValue(_ value: Any?, forKey key: String) {
    KeyValueCodingNames.set(value, forKey: key, on: self)
  }

  /// A key path through the controller's view ("view.alpha") or a single key.
  public func value(forKeyPath keyPath: String) -> Any? {
    if keyPath.hasPrefix("view.") { return view.value(forKeyPath: String(keyPath.dropFirst("view.".count))) }
    return value(forKey: keyPath)
  }

  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if keyPath.hasPrefix("view.") { return view.setValue(value, forKeyPath: String(keyPath.dropFirst("view.".count))) }
    setValue(value, forKey: keyPath)
  }
}

extension KeyValueCodingNames {
  /// Your own stored property `key` of `object` (reflection), or nil after the unknown-key
  /// warning.
  @MainActor static func ownValue(of object: AnyObject, forKey key: String) -> Any? {
    if let value = StringKeyedObservationEntry.reflectedValue(of: object, key: key) { return value }
    TransitionTrace.warn(
      "\(type(of: object)) has no key \"\(key)\" for value(forKey:) (UIKit raises NSUnknownKeyException); Segue read nil. Read the property itself, or use one of the keys in docs/uikit-behaviour-2.md §20.4"
    )
    return nil
  }

  /// Sets the UIKit property named `key`, or warns (an unknown key, a value of another type).
  @MainActor static func set(_ value: Any?, forKey key: String, on object: AnyObject) {
    switch setResult(value, forKey: key, on: object) {
    case .set: return
    case .unknownKey:
      TransitionTrace.warn(
        "\(type(of: object)) has no key \"\(key)\" Segue can set with setValue(_:forKey:) (UIKit raises NSUnknownKeyException); nothing was set. Set the property itself, or use one of the keys in docs/uikit-behaviour-2.md §20.4"
      )
    case .wrongType:
      TransitionTrace.warn(
        "setValue(_:forKey: \"\(key)\") on \(type(of: object)): \(value.map { "\(type(of: $0))" } ?? "nil") does not fit the property (UIKit raises); nothing was set"
      )
    }
  }

  private enum SetResult { case set, unknownKey, wrongType }

  @MainActor private static func setResult(_ value: Any?, forKey key: String, on object: AnyObject) -> SetResult {
    func number() -> CGFloat? { coerceAnimationValue(value, to: CGFloat.self) }
    func flag() -> Bool? {
      if let bool = value as? Bool { return bool }
      return number().map { $0 != 0 }
    }
    func apply<T>(_ converted: T?, _ assign: (T) -> Void) -> SetResult {
      guard let converted else { return .wrongType }
      assign(converted)
      return .set
    }
    if let scrollView = object as? UIScrollView {
      switch key {
      case "contentOffset":
        return apply(coerceAnimationValue(value, to: CGPoint.self)) { scrollView.contentOffset = $0 }
      case "contentSize": return apply(coerceAnimationValue(value, to: CGSize.self)) { scrollView.contentSize = $0 }
      default: break
      }
    }
    if let label = object as? UILabel {
      switch key {
      case "text":
        return value == nil
          ? apply(Optional("")) { _ in label.text = nil } : apply(value as? String) { label.text = $0 }
      case "textColor": return apply(value as? UIColor) { label.textColor = $0 }
      case "font": return apply(value as? UIFont) { label.font = $0 }
      case "numberOfLines": return apply(number()) { label.numberOfLines = Int($0) }
      default: break
      }
    }
    if let view = object as? UIView {
      switch key {
      case "alpha": return apply(number()) { view.alpha = $0 }
      case "hidden", "isHidden": return apply(flag()) { view.isHidden = $0 }
      case "frame": return apply(coerceAnimationValue(value, to: CGRect.self)) { view.frame = $0 }
      case "bounds": return apply(coerceAnimationValue(value, to: CGRect.self)) { view.bounds = $0 }
      case "center": return apply(coerceAnimationValue(value, to: CGPoint.self)) { view.center = $0 }
      case "transform": return apply(coerceAnimationValue(value, to: CGAffineTransform.self)) { view.transform = $0 }
      case "tag": return apply(number()) { view.tag = Int($0) }
      case "clipsToBounds": return apply(flag()) { view.clipsToBounds = $0 }
      case "userInteractionEnabled", "isUserInteractionEnabled":
        return apply(flag()) { view.isUserInteractionEnabled = $0 }
      case "backgroundColor":
        return value == nil
          ? apply(Optional(0)) { _ in view.backgroundColor = nil }
          : apply(value as? UIColor) { view.backgroundColor = $0 }
      case "tintColor":
        return value == nil
          ? apply(Optional(0)) { _ in view.tintColor = nil } : apply(value as? UIColor) { view.tintColor = $0 }
      default: return .unknownKey
      }
    }
    if let controller = object as? UIViewController {
      switch key {
      case "title":
        return value == nil
          ? apply(Optional(0)) { _ in controller.title = nil } : apply(value as? String) { controller.title = $0 }
      case "preferredContentSize":
        return apply(coerceAnimationValue(value, to: CGSize.self)) { controller.preferredContentSize = $0 }
      default: return .unknownKey
      }
    }
    return .unknownKey
  }
}
