import Foundation
import SegueInterfaceBuilder

/// Sets outlets and connects actions by name: UIKit's own outlets (a controller's `view`,
/// a table's `dataSource`, a view's `gestureRecognizers`) here, a user class's through its
/// `interfaceBuilderBindings` (docs/interface-builder.md, "Outlets and actions").
@MainActor enum OutletConnection {
  /// UIKit's outlets that documents connect, set without bindings.
  static func setBuiltIn(_ property: String, of source: AnyObject, to value: AnyObject) -> Bool? {
    switch (source, property) {
    case (let controller as UIViewController, "view"):
      guard let view = value as? UIView else { return false }
      controller.view = view
    case (let table as UITableView, "dataSource"):
      guard let dataSource = value as? any UITableViewDataSource else { return false }
      table.dataSource = dataSource
    case (let table as UITableView, "delegate"):
      guard let delegate = value as? any UITableViewDelegate else { return false }
      table.delegate = delegate
    case (let collection as UICollectionView, "dataSource"):
      guard let dataSource = value as? any UICollectionViewDataSource else { return false }
      collection.dataSource = dataSource
    case (let collection as UICollectionView, "delegate"):
      guard let delegate = value as? any UICollectionViewDelegate else { return false }
      collection.delegate = delegate
    case (let scroll as UIScrollView, "delegate"):
      guard let delegate = value as? any UIScrollViewDelegate else { return false }
      scroll.delegate = delegate
    case (let controller as UITableViewController, "tableView"):
      guard let table = value as? UITableView else { return false }
      controller.view = table
    case (let controller as UICollectionViewController, "collectionView"):
      guard let collection = value as? UICollectionView else { return false }
      controller.view = collection
    case (let recognizer as UIGestureRecognizer, "delegate"):
      guard let delegate = value as? any UIGestureRecognizerDelegate else { return false }
      recognizer.delegate = delegate
    default: return nil
    }
    return true
  }

  static func set(_ property: String, of source: AnyObject, to value: AnyObject, line: Int, in load: NibInstantiation) {
    if let done = setBuiltIn(property, of: source, to: value) {
      if !done { mismatch(property, of: source, to: value, line: line, in: load) }
      return
    }
    guard let binding = bindings(of: source)[property], case .outlet(let set, _, _) = binding.kind else {
      missingOutlet(property, of: source, line: line, in: load)
      return
    }
    if !set(source, value) { mismatch(property, of: source, to: value, line: line, in: load) }
  }

  static func setCollection(
    _ property: String, of source: AnyObject, to values: [Any], line: Int, in load: NibInstantiation
  ) {
    if property == "gestureRecognizers", let view = source as? UIView {
      for case let recognizer as UIGestureRecognizer in values { view.addGestureRecognizer(recognizer) }
      return
    }
    guard let binding = bindings(of: source)[property], case .outletCollection(let set, _, let type) = binding.kind
    else {
      missingOutlet(property, of: source, line: line, in: load)
      return
    }
    if !set(source, values) {
      InterfaceBuilderReport.error(
        DocumentError(
          file: load.file, line: line,
          problem:
            "the outlet collection \(property) of \(typeName(source)) holds \(type)s, but the document connects other objects to it; connect only \(type)s in Interface Builder or change the collection's type"
        ))
    }
  }

  /// An action sent to First Responder: UIKit sends it with a nil target, so it goes up the
  /// responder chain until a responder implements it (docs/interface-builder.md, "Outlets and
  /// actions"). Segue has no first responder before text input, so the walk starts at the
  /// sender (a control, or a gesture recognizer's view) and follows `next`; the first
  /// responder whose bindings have the selector gets it. Nobody having it is reported once per
  /// send, as UIKit does nothing.
  static func connectChainAction(
    _ selector: String, from source: AnyObject, eventType: String?, line: Int, in load: NibInstantiation
  ) {
    let file = load.file
    attachSender(source, target: source, eventType: eventType, line: line, in: load) { _, sender, event in
      var responder = (sender as? UIGestureRecognizer)?.view ?? sender as? UIResponder
      while let current = responder {
        if let binding = bindings(of: current)[selector], case .action(let call, _) = binding.kind,
          call(current, sender, event)
        {
          return
        }
        responder = current.next
      }
      InterfaceBuilderReport.error(
        DocumentError(
          file: file, line: line,
          problem:
            "no responder from the \(type(of: sender)) up its responder chain has the action \(selector) sent to First Responder; add it to a controller above the control (and to its interfaceBuilderBindings)"
        ))
    }
  }

  /// Connects an action: a control sends it for its event, a gesture recognizer when it
  /// recognizes.
  static func connectAction(
    _ selector: String, from source: AnyObject, to target: AnyObject, eventType: String?, line: Int,
    in load: NibInstantiation
  ) {
    guard let binding = bindings(of: target)[selector], case .action(let call, let senderType) = binding.kind else {
      InterfaceBuilderReport.error(
        DocumentValidation.missingAction(selector, target: typeName(target), file: load.file, line: line))
      return
    }
    attachSender(source, target: target, eventType: eventType, line: line, in: load) { target, sender, event in
      guard !call(target, sender, event) else { return }
      InterfaceBuilderReport.error(
        DocumentError(
          file: load.file, line: line,
          problem:
            "the action \(selector) of \(typeName(target)) takes a \(senderType), but \(type(of: sender)) sent it; change the parameter's type to Any or to the sender's class"
        ))
    }
  }

  /// Runs `send` (with the target, held weakly, the sender and the event) when `source` sends
  /// its action: a control for the document's event type, a gesture recognizer whenever it
  /// calls its targets. Any other source is reported.
  private static func attachSender(
    _ source: AnyObject, target: AnyObject, eventType: String?, line: Int, in load: NibInstantiation,
    send: @escaping @MainActor (AnyObject, AnyObject, UIEvent?) -> Void
  ) {
    switch source {
    case let control as UIControl:
      let events = eventType.flatMap { DocumentValidation.controlEvents[$0] } ?? .primaryActionTriggered
      if let eventType, DocumentValidation.controlEvents[eventType] == nil {
        load.document.warn(
          "the control event \(eventType) is not one Segue's controls send yet (its touch, value and editing events are); the action is sent on primaryActionTriggered",
          line: line)
      }
      control.addInterfaceBuilderAction(target: target, for: events) { [weak target] sender, event in
        guard let target else { return }
        send(target, sender, event)
      }
    case let item as UIBarButtonItem:
      item.interfaceBuilderActions.append { [weak target] item in
        guard let target else { return }
        send(target, item, nil)
      }
    case let recognizer as UIGestureRecognizer:
      recognizer.addTarget { [weak target] recognizer in
        guard let target else { return }
        send(target, recognizer, nil)
      }
    default:
      load.document.warn(
        "actions sent by a <\(typeName(source))> are not connected by Segue; connect them in code", line: line)
    }
  }

  static func bindings(of object: AnyObject) -> [String: InterfaceBuilderBinding] {
    guard let type = type(of: object) as? UIResponder.Type else { return [:] }
    let key = ObjectIdentifier(type)
    if let cached = bindingCache[key] { return cached }
    let made = UIResponder.bindingsByName(of: type)
    bindingCache[key] = made
    return made
  }

  private static var bindingCache: [ObjectIdentifier: [String: InterfaceBuilderBinding]] = [:]

  static func typeName(_ object: AnyObject) -> String { "\(type(of: object))" }

  private static func missingOutlet(_ property: String, of source: AnyObject, line: Int, in load: NibInstantiation) {
    InterfaceBuilderReport.error(
      DocumentValidation.missingOutlet(property, source: typeName(source), file: load.file, line: line))
  }

  private static func mismatch(
    _ property: String, of source: AnyObject, to value: AnyObject, line: Int, in load: NibInstantiation
  ) {
    InterfaceBuilderReport.error(
      DocumentError(
        file: load.file, line: line,
        problem:
          "the outlet \(property) of \(typeName(source)) cannot hold the \(typeName(value)) the document connects to it; connect an object of the outlet's type in Interface Builder, or change the outlet's type"
      ))
  }
}
