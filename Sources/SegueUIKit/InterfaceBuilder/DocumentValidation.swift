import Foundation
import SegueInterfaceBuilder

/// The checks a document passes when it is loaded, before any object is made: every
/// custom class exists and is of the element's kind, every outlet and action is one the
/// connected class offers (`interfaceBuilderBindings`), and an outlet's class type can
/// hold what is connected to it. A failure is one sentence with file:line naming the
/// class and the member.
@MainActor struct DocumentValidation {
  let document: InterfaceBuilderDocument
  let resolver: ClassResolver
  /// File's Owner's class when the loader knows it (a controller loading its nib).
  var ownerClass: AnyClass?

  static let controlEvents: [String: UIControl.Event] = [
    "touchUpInside": .touchUpInside, "touchDown": .touchDown, "touchUpOutside": .touchUpOutside,
    "touchCancel": .touchCancel, "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
    "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside,
    "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit, "editingDidBegin": .editingDidBegin,
    "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
  ]

  func run() throws(DocumentError) {
    var classes: [ObjectIdentifier: AnyClass] = [:]
    for object in document.identifiedObjects {
      if let found = try resolvedClass(object) { classes[ObjectIdentifier(object)] = found }
    }
    for object in document.identifiedObjects {
      guard let source = classes[ObjectIdentifier(object)] else { continue }
      try checkConnections(of: object, sourceClass: source, classes: classes)
    }
  }

  /// The class an object will be made as; nil for what has no class to check.
  private func resolvedClass(_ object: DocumentObject) throws(DocumentError) -> AnyClass? {
    if object.attributes["placeholderIdentifier"] == "IBFilesOwner" {
      if let ownerClass { return ownerClass }
      guard object.customClass != nil else { return nil }
      return try resolver.resolve(object, base: NSObject.self, file: document.file)
    }
    let base: AnyClass? =
      InterfaceBuilderClasses.controllers[object.element] ?? InterfaceBuilderClasses.views[object.element]
      ?? InterfaceBuilderClasses.gestureRecognizers[object.element]
    guard let base else {
      if object.element == "tableViewCellContentView" { return UIView.self }
      return nil
    }
    let found: AnyClass = try resolver.resolve(object, base: base, file: document.file)
    if let recognizer = found as? UIGestureRecognizer.Type,
      !InterfaceBuilderClasses.gestureRecognizers.values.contains(where: { $0 == recognizer })
    {
      throw DocumentError(
        file: document.file, line: object.line,
        problem:
          "the custom class \(object.customClass ?? "\(found)") of this <\(object.element)> cannot be made from a document by Segue (no initializer of a UIGestureRecognizer subclass is required, so none can be called from its class); leave the class empty in Interface Builder and add the recognizer in code, e.g. in viewDidLoad: view.addGestureRecognizer(\(object.customClass ?? "\(found)")(target: self, action: MyController.handleGesture))"
      )
    }
    return found
  }

  private func checkConnections(of object: DocumentObject, sourceClass: AnyClass, classes: [ObjectIdentifier: AnyClass])
    throws(DocumentError)
  {
    let bindings = (sourceClass as? UIResponder.Type).map { UIResponder.bindingsByName(of: $0) } ?? [:]
    for connection in object.connections {
      switch connection {
      case .outlet(let property, let destination, let collection, let line):
        if Self.builtInOutlets.contains(property),
          sourceClass is UIResponder.Type || sourceClass is UIGestureRecognizer.Type
        {
          continue
        }
        guard sourceClass is UIResponder.Type else {
          throw DocumentError(
            file: document.file, line: line,
            problem:
              "the outlet \(property) belongs to a \(sourceClass), which is not a UIResponder; Segue sets outlets of views, controllers and cells only, so move the outlet to one of those"
          )
        }
        guard let binding = bindings[property] else {
          throw Self.missingOutlet(property, source: "\(sourceClass)", file: document.file, line: line)
        }
        let accepts: (AnyClass) -> Bool?
        let type: String
        switch binding.kind {
        case .outlet(_, let check, let name) where !collection: (accepts, type) = (check, name)
        case .outletCollection(_, let check, let name) where collection: (accepts, type) = (check, name)
        default:
          throw DocumentError(
            file: document.file, line: line,
            problem:
              "\(property) of \(sourceClass) is \(collection ? "a single outlet" : "an outlet collection"), but the document connects it as \(collection ? "an outlet collection" : "a single outlet"); make the declaration match (an array for a collection), then run segue port again"
          )
        }
        if let target = document.objectsByID[destination], let targetClass = classes[ObjectIdentifier(target)],
          accepts(targetClass) == false
        {
          throw DocumentError(
            file: document.file, line: line,
            problem:
              "the outlet \(property) of \(sourceClass) holds a \(type), but the document connects it to a \(targetClass); connect a \(type) in Interface Builder, or change the outlet's type"
          )
        }
      case .action(let selector, let destination, _, let line):
        guard let target = document.objectsByID[destination] else { continue }
        let targetClass: AnyClass? =
          target.attributes["placeholderIdentifier"] == "IBFilesOwner"
          ? (ownerClass ?? classes[ObjectIdentifier(target)]) : classes[ObjectIdentifier(target)]
        guard let targetClass = targetClass as? UIResponder.Type else { continue }
        if UIResponder.bindingsByName(of: targetClass)[selector] == nil {
          throw Self.missingAction(selector, target: "\(targetClass)", file: document.file, line: line)
        }
      case .segue(let segue):
        if segue.kind == "custom" || segue.customClass != nil, let name = segue.customClass {
          let found: AnyClass = try resolver.lookUp(
            name, module: segue.customModule, moduleIsTarget: segue.customModule == nil, object: nil,
            file: document.file,
            line: segue.line)
          guard found is UIStoryboardSegue.Type else {
            throw DocumentError(
              file: document.file, line: segue.line,
              problem:
                "the segue class \(name) is not a subclass of UIStoryboardSegue; make it inherit from UIStoryboardSegue"
            )
          }
        }
      }
    }
  }

  static let builtInOutlets: Set<String> = [
    "view", "dataSource", "delegate", "tableView", "collectionView", "gestureRecognizers",
  ]

  static func missingOutlet(_ property: String, source: String, file: String, line: Int) -> DocumentError {
    DocumentError(
      file: file, line: line,
      problem:
        "\(source) has no outlet \(property) that Segue can set; run `segue port` on the file declaring \(source) so it writes \(source).interfaceBuilderBindings, or add .outlet(\"\(property)\", \\\(source).\(property)) to them by hand"
    )
  }

  static func missingAction(_ selector: String, target: String, file: String, line: Int) -> DocumentError {
    DocumentError(
      file: file, line: line,
      problem:
        "\(target) has no action \(selector) that Segue can call; run `segue port` on the file declaring \(target) so it writes \(target).interfaceBuilderBindings, or add .action(\"\(selector)\", \(target).method) to them by hand"
    )
  }
}
