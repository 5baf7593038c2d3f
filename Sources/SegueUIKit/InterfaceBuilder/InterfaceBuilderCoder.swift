import Foundation
import SegueInterfaceBuilder

/// The coder an Interface Builder object is made with: `init?(coder:)` of a view or a
/// controller receives one, as on iOS, and Segue's own classes read their document
/// attributes from it (docs/interface-builder.md, "Loading order"). Keyed decoding calls
/// from a user's `init?(coder:)` answer "nothing stored" instead of raising.
package final class InterfaceBuilderCoder: NSCoder {
  /// The object being made.
  package let object: DocumentObject
  /// The load this object belongs to.
  let instantiation: NibInstantiation
  private var decoded = false

  init(object: DocumentObject, instantiation: NibInstantiation) {
    self.object = object
    self.instantiation = instantiation
    super.init()
  }

  package override var allowsKeyedCoding: Bool { true }
  package override func containsValue(forKey key: String) -> Bool { false }
  package override func decodeObject(forKey key: String) -> Any? { nil }
  package override func decodeBool(forKey key: String) -> Bool { false }
  package override func decodeInteger(forKey key: String) -> Int { 0 }
  package override func decodeInt32(forKey key: String) -> Int32 { 0 }
  package override func decodeInt64(forKey key: String) -> Int64 { 0 }
  package override func decodeFloat(forKey key: String) -> Float { 0 }
  package override func decodeDouble(forKey key: String) -> Double { 0 }

  /// The document's frame of the view (`<rect key="frame">`), zero when absent.
  var frame: CGRect { object.rects["frame"] ?? .zero }

  /// Applies the document's attributes to `view`, once, from the init of the most derived
  /// Segue class of the view (`level`), so that every Segue class has set itself up before
  /// and a user's `init?(coder:)` override sees the decoded view after `super.init(coder:)`.
  @MainActor func decodeView(_ view: UIView, at level: UIView.Type) {
    guard !decoded, InterfaceBuilderCoder.segueBase(of: type(of: view)) == ObjectIdentifier(level) else { return }
    decoded = true
    ViewDecoding(coder: self).decode(view)
  }

  /// The controller counterpart of `decodeView(_:at:)`.
  @MainActor func decodeController(_ controller: UIViewController, at level: UIViewController.Type) {
    guard !decoded, InterfaceBuilderCoder.segueBase(of: type(of: controller)) == ObjectIdentifier(level) else {
      return
    }
    decoded = true
    ControllerDecoding(coder: self).decode(controller)
  }

  /// The nearest superclass of `type` (itself included) that is one of Segue's own.
  private static func segueBase(of type: AnyClass) -> ObjectIdentifier {
    var current: AnyClass? = type
    while let candidate = current {
      if String(reflecting: candidate).hasPrefix("SegueUIKit.") { return ObjectIdentifier(candidate) }
      current = class_getSuperclassSafely(candidate)
    }
    return ObjectIdentifier(type)
  }
}

/// A class's superclass (Swift's `_getSuperclass`, without the Objective-C runtime).
func class_getSuperclassSafely(_ type: AnyClass) -> AnyClass? { _getSuperclass(type) }
