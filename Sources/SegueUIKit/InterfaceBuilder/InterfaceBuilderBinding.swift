import Foundation

/// Segue only: one outlet or action a class offers to Interface Builder documents, by the
/// name the document uses (the property's name; the action's Objective-C selector such as
/// `closeTapped:`). A class lists them in `UIResponder.interfaceBuilderBindings`, which
/// `segue port` writes (docs/interface-builder.md, "Outlets and actions").
///
/// Outlets are set through a Swift key path, so a document connecting a `UIButton` to a
/// `UILabel!` outlet is reported (document, line, class, outlet) instead of crashing.
@preconcurrency @MainActor public struct InterfaceBuilderBinding {
  enum Kind {
    /// Sets the outlet; `acceptsClass` answers for a destination class when the outlet's
    /// type is a class (nil for protocol types, checked when the object exists).
    case outlet(set: @MainActor (AnyObject, Any) -> Bool, acceptsClass: (AnyClass) -> Bool?, valueType: String)
    /// Sets an outlet collection from the connected objects (in document order).
    case outletCollection(
      set: @MainActor (AnyObject, [Any]) -> Bool, acceptsClass: (AnyClass) -> Bool?, valueType: String)
    /// Calls the action with a sender and the event (nil outside touch handling).
    case action(call: @MainActor (AnyObject, Any?, UIEvent?) -> Bool, senderType: String)
  }

  let name: String
  let kind: Kind

  /// An outlet such as `@IBOutlet weak var titleLabel: UILabel!`:
  /// `.outlet("titleLabel", \DetailViewController.titleLabel)`.
  public static func outlet<Root: AnyObject, Value>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value?>
  ) -> InterfaceBuilderBinding {
    InterfaceBuilderBinding(
      name: name,
      kind: .outlet(
        set: { root, value in
          guard let root = root as? Root, let value = value as? Value else { return false }
          root[keyPath: keyPath] = value
          return true
        }, acceptsClass: classCheck(Value.self), valueType: "\(Value.self)"))
  }

  /// An outlet of a non-optional type (`@IBOutlet var label: UILabel` set before use).
  public static func outlet<Root: AnyObject, Value>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>
  ) -> InterfaceBuilderBinding {
    InterfaceBuilderBinding(
      name: name,
      kind: .outlet(
        set: { root, value in
          guard let root = root as? Root, let value = value as? Value else { return false }
          root[keyPath: keyPath] = value
          return true
        }, acceptsClass: classCheck(Value.self), valueType: "\(Value.self)"))
  }

  /// An outlet collection such as `@IBOutlet var buttons: [UIButton]!`.
  public static func outletCollection<Root: AnyObject, Element>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Element]?>
  ) -> InterfaceBuilderBinding {
    InterfaceBuilderBinding(
      name: name,
      kind: .outletCollection(
        set: { root, values in
          let typed = values.compactMap { $0 as? Element }
          guard let root = root as? Root, typed.count == values.count else { return false }
          root[keyPath: keyPath] = typed
          return true
        }, acceptsClass: classCheck(Element.self), valueType: "\(Element.self)"))
  }

  /// An outlet collection of a non-optional array type.
  public static func outletCollection<Root: AnyObject, Element>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Element]>
  ) -> InterfaceBuilderBinding {
    InterfaceBuilderBinding(
      name: name,
      kind: .outletCollection(
        set: { root, values in
          let typed = values.compactMap { $0 as? Element }
          guard let root = root as? Root, typed.count == values.count else { return false }
          root[keyPath: keyPath] = typed
          return true
        }, acceptsClass: classCheck(Element.self), valueType: "\(Element.self)"))
  }

  /// An action without a sender: `@IBAction func refresh()`, selector `refresh`.
  public static func action<Root: AnyObject>(_ selector: String, _ method: @escaping (Root) -> () -> Void)
    -> InterfaceBuilderBinding
  {
    InterfaceBuilderBinding(
      name: selector,
      kind: .action(
        call: { root, _, _ in
          guard let root = root as? Root else { return false }
          method(root)()
          return true
        }, senderType: "none"))
  }

  /// An action with a sender: `@IBAction func closeTapped(_ sender: Any)` (`closeTapped:`),
  /// or an unwind action taking the `UIStoryboardSegue`. A sender of another type is
  /// reported and the action is not called.
  public static func action<Root: AnyObject, Sender>(
    _ selector: String, _ method: @escaping (Root) -> (Sender) -> Void
  ) -> InterfaceBuilderBinding {
    InterfaceBuilderBinding(
      name: selector,
      kind: .action(
        call: { root, sender, _ in
          guard let root = root as? Root, let sender = sender as? Sender else { return false }
          method(root)(sender)
          return true
        }, senderType: "\(Sender.self)"))
  }

  /// An action with a sender and the event: `@IBAction func share(_ sender: UIButton,
  /// forEvent event: UIEvent)` (`share:forEvent:`).
  public static func action<Root: AnyObject, Sender>(
    _ selector: String, _ method: @escaping (Root) -> (Sender, UIEvent) -> Void
  ) -> InterfaceBuilderBinding {
    InterfaceBuilderBinding(
      name: selector,
      kind: .action(
        call: { root, sender, event in
          guard let root = root as? Root, let sender = sender as? Sender else { return false }
          method(root)(sender, event ?? UIEvent())
          return true
        }, senderType: "\(Sender.self)"))
  }

  /// Whether a class can fill a value of type `Value`: answered for class types, nil for
  /// protocol and other types (checked on the object itself when it is connected).
  private static func classCheck<Value>(_ type: Value.Type) -> (AnyClass) -> Bool? {
    guard Value.self is AnyClass else { return { _ in nil } }
    return { $0 is Value.Type }
  }
}

extension UIResponder {
  /// The class's bindings by name (a subclass's win over its superclass's).
  static func bindingsByName(of type: UIResponder.Type) -> [String: InterfaceBuilderBinding] {
    var byName: [String: InterfaceBuilderBinding] = [:]
    for binding in type.interfaceBuilderBindings { byName[binding.name] = binding }
    return byName
  }
}
