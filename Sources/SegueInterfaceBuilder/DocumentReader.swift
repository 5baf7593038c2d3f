import Foundation

/// Turns the raw element tree into `DocumentObject`s and checks its references.
final class DocumentReader {
  let file: String
  private var objectsByID: [String: DocumentObject] = [:]
  private var identifiedObjects: [DocumentObject] = []
  private var warnings: [DocumentWarning] = []
  private var warned: Set<String> = []

  init(file: String) { self.file = file }

  /// Elements that only Interface Builder's editor uses.
  static let editorElements: Set<String> = [
    "dependencies", "capability", "plugIn", "deployment", "device", "simulatedMetricsContainer",
    "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
    "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
    "nil", "extendedEdge", "accessibility", "textInputTraits", "dataDetectorType", "preview", "designables",
    "inferredMetricsTieBreakers", "segue-tie-breaker", "point-canvas", "attributedString-fragment", "paragraphStyle",
    "imageReference", "preferredSymbolConfiguration", "backgroundConfiguration", "viewControllerLayoutGuide",
    "modifierMask", "keyCommand", "offsetWrapper", "directionalEdgeInsets-editor",
    "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance", "barButtonItemAppearance",
  ]

  func read(_ root: XMLElementNode) throws(DocumentError) -> InterfaceBuilderDocument {
    guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch")
    else {
      throw DocumentError(
        file: file, line: root.line,
        problem:
          "this is not an iOS Interface Builder document (its root is <\(root.name)\(root["type"].map { " type=\"\($0)\"" } ?? "")>); give Segue a .storyboard or .xib saved by Xcode for iOS"
      )
    }
    let kind: InterfaceBuilderDocument.Kind = type.contains("Storyboard") ? .storyboard : .xib
    var scenes: [InterfaceBuilderDocument.Scene] = []
    var objects: [DocumentObject] = []
    var namedColors: [String: DocumentColor] = [:]
    for child in root.children {
      switch child.name {
      case "scenes":
        for sceneNode in child.children where sceneNode.name == "scene" {
          scenes.append(try readScene(sceneNode))
        }
      case "objects":
        for node in child.children { objects.append(try readObject(node, parent: nil)) }
      case "resources":
        for resource in child.children where resource.name == "namedColor" || resource.name == "systemColor" {
          if let name = resource["name"], let colorNode = resource.child(named: "color"),
            let color = readColor(colorNode)
          {
            namedColors[name] = color
          }
        }
      default:
        if !Self.editorElements.contains(child.name) {
          warn("<\(child.name)> is not read by Segue; skipped", child.line)
        }
      }
    }
    if kind == .storyboard, scenes.isEmpty, objects.isEmpty {
      throw DocumentError(
        file: file, line: root.line, problem: "the storyboard has no scenes; add a view controller in Interface Builder"
      )
    }
    let initial = root["initialViewController"]
    let document = InterfaceBuilderDocument(
      file: file, kind: kind, initialViewController: initial, scenes: scenes, objects: objects,
      namedColors: namedColors, objectsByID: objectsByID, identifiedObjects: identifiedObjects, warnings: warnings)
    try DocumentCheck(document: document, rootLine: root.line).run()
    return document
  }

  private func readScene(_ node: XMLElementNode) throws(DocumentError) -> InterfaceBuilderDocument.Scene {
    var objects: [DocumentObject] = []
    for child in node.children where child.name == "objects" {
      for objectNode in child.children { objects.append(try readObject(objectNode, parent: nil)) }
    }
    guard let controller = objects.first(where: { $0.attributes["sceneMemberID"] == "viewController" })
    else {
      throw DocumentError(
        file: file, line: node.line,
        problem:
          "scene \"\(node["sceneID"] ?? "?")\" has no view controller; delete the empty scene in Interface Builder")
    }
    return InterfaceBuilderDocument.Scene(
      id: node["sceneID"] ?? controller.id ?? "", controller: controller, objects: objects)
  }

  private func readObject(_ node: XMLElementNode, parent: DocumentObject?) throws(DocumentError)
    -> DocumentObject
  {
    let object = DocumentObject(element: node.name, attributes: node.attributes, line: node.line)
    object.parent = parent
    if let id = object.id {
      if let other = objectsByID[id] {
        throw DocumentError(
          file: file, line: node.line,
          problem:
            "the id \"\(id)\" is already used by the <\(other.element)> on line \(other.line); ids must be unique, so give one of them a new id (Xcode does this when the document is opened and saved)"
        )
      }
      objectsByID[id] = object
      identifiedObjects.append(object)
    }
    for child in node.children { try readChild(child, of: object) }
    return object
  }

  private func readChild(_ child: XMLElementNode, of object: DocumentObject) throws(DocumentError) {
    let key = child["key"] ?? child.name
    switch child.name {
    case "rect":
      object.rects[key] = CGRect(
        x: child.double("x") ?? 0, y: child.double("y") ?? 0, width: child.double("width") ?? 0,
        height: child.double("height") ?? 0)
    case "size": object.sizes[key] = CGSize(width: child.double("width") ?? 0, height: child.double("height") ?? 0)
    case "point":
      if key != "canvasLocation" { object.points[key] = CGPoint(x: child.double("x") ?? 0, y: child.double("y") ?? 0) }
    case "inset":
      // minX/minY/maxX/maxY: left, top, right, bottom.
      object.insets[key] = (
        child.double("minY") ?? 0, child.double("minX") ?? 0, child.double("maxY") ?? 0, child.double("maxX") ?? 0
      )
    case "edgeInsets", "directionalEdgeInsets":
      object.insets[key] = (
        child.double("top") ?? 0, child.double("left") ?? child.double("leading") ?? 0, child.double("bottom") ?? 0,
        child.double("right") ?? child.double("trailing") ?? 0
      )
    case "color":
      if let color = readColor(child) {
        object.colors[key] = color
      } else {
        warn(
          "a <color> Segue cannot read (\(child.attributes.keys.sorted().joined(separator: ", "))); skipped", child.line
        )
      }
    case "fontDescription": object.fonts[key] = readFont(child)
    case "string": object.strings[key] = child.text
    case "attributedString":
      object.strings[key] = child.children.filter { $0.name == "fragment" }.map {
        $0["content"] ?? $0.child(named: "string")?.text ?? ""
      }.joined()
    case "autoresizingMask":
      object.autoresizing = DocumentAutoresizing(flags: Set(child.attributes.filter { $0.value == "YES" }.map(\.key)))
    case "constraints":
      for node in child.children where node.name == "constraint" { object.constraints.append(readConstraint(node)) }
    case "connections":
      for node in child.children { if let connection = readConnection(node) { object.connections.append(connection) } }
    case "subviews":
      for node in child.children { object.subviews.append(try readObject(node, parent: object)) }
    case "variation":
      readVariation(child, of: object)
    case "userDefinedRuntimeAttributes":
      for node in child.children where node.name == "userDefinedRuntimeAttribute" {
        if let attribute = readRuntimeAttribute(node) { object.runtimeAttributes.append(attribute) }
      }
    case "state":
      object.buttonStates.append(
        DocumentButtonState(
          state: child["key"] ?? "normal", title: child["title"] ?? child.child(named: "string")?.text,
          image: child["image"],
          titleColor: child.children.first { $0.name == "color" && $0["key"] == "titleColor" }.flatMap(readColor)))
    case "prototypes", "cells", "items", "segments", "layoutGuides", "gestureRecognizers", "sections", "array",
      "barButtonItems", "tabBarItems":
      var list: [DocumentObject] = []
      for node in child.children { list.append(try readObject(node, parent: object)) }
      object.lists[child["key"] ?? child.name, default: []] += list
    default:
      if Self.editorElements.contains(child.name) { return }
      // Any other element is an object filling a key (`<view key="view">`,
      // `<navigationItem key="navigationItem">`) or a child in order.
      let made = try readObject(child, parent: object)
      if let key = child["key"] { object.keyed[key] = made } else { object.lists[child.name, default: []].append(made) }
    }
  }

  /// A `<variation>`: its masks of installed constraints and subviews. Values a variation
  /// overrides (a font, a frame, a colour per size class) are reported once and the base
  /// value stays.
  private func readVariation(_ node: XMLElementNode, of object: DocumentObject) {
    guard let key = node["key"], var variation = DocumentVariation.parse(key: key, line: node.line) else {
      warn("the size-class variation \"\(node["key"] ?? "")\" is not one Segue reads; skipped", node.line)
      return
    }
    for child in node.children {
      guard child.name == "mask", child["key"] == "constraints" || child["key"] == "subviews" else {
        warn(
          "size-class values (<\(child.name)\(child["key"].map { " key=\"\($0)\"" } ?? "")> in a <variation>) are not applied by Segue yet; the base value is used",
          child.line)
        continue
      }
      for reference in child.children {
        guard let id = reference["reference"] else { continue }
        if reference.name == "include" { variation.included.insert(id) }
        if reference.name == "exclude" { variation.excluded.insert(id) }
      }
    }
    object.variations.append(variation)
  }

  private func readColor(_ node: XMLElementNode) -> DocumentColor? {
    if let system = node["systemColor"] ?? node["cocoaTouchSystemColor"] { return .system(system) }
    if let name = node["name"] { return .named(name) }
    let alpha = node.double("alpha") ?? 1
    if let white = node.double("white") { return .white(white, alpha: alpha) }
    if let red = node.double("red"), let green = node.double("green"), let blue = node.double("blue") {
      return .rgb(red: red, green: green, blue: blue, alpha: alpha, displayP3: node["customColorSpace"] == "displayP3")
    }
    return nil
  }

  private func readFont(_ node: XMLElementNode) -> DocumentFont {
    if let style = node["style"] { return .textStyle(style) }
    let size = node.double("pointSize") ?? 17
    if let name = node["name"] { return .named(name, family: node["family"], pointSize: size) }
    let type = node["type"] ?? "system"
    return .system(pointSize: size, weight: node["weight"], bold: type == "boldSystem", italic: type == "italicSystem")
  }

  private func readConstraint(_ node: XMLElementNode) -> DocumentConstraint {
    var multiplier = 1.0
    if let text = node["multiplier"] {
      if let value = DocumentConstraint.multiplier(text) {
        multiplier = value
      } else {
        warn("the multiplier \"\(text)\" is neither a number nor a ratio like 16:9; 1 is used", node.line)
      }
    }
    return DocumentConstraint(
      id: node["id"], firstItem: node["firstItem"], firstAttribute: node["firstAttribute"] ?? "",
      secondItem: node["secondItem"], secondAttribute: node["secondAttribute"], relation: node["relation"] ?? "equal",
      multiplier: multiplier, constant: node.double("constant") ?? 0, priority: Float(node.double("priority") ?? 1000),
      identifier: node["identifier"], isPlaceholder: node["placeholder"] == "YES", line: node.line)
  }

  private func readConnection(_ node: XMLElementNode) -> DocumentConnection? {
    switch node.name {
    case "outlet", "outletCollection":
      guard let property = node["property"], let destination = node["destination"] else { break }
      return .outlet(
        property: property, destination: destination, collection: node.name == "outletCollection", line: node.line)
    case "action":
      guard let selector = node["selector"], let destination = node["destination"] else { break }
      return .action(selector: selector, destination: destination, eventType: node["eventType"], line: node.line)
    case "segue":
      return .segue(
        DocumentSegue(
          id: node["id"], identifier: node["identifier"], kind: node["kind"] ?? "show",
          destination: node["destination"],
          relationship: node["relationship"], customClass: node["customClass"], customModule: node["customModule"],
          modalPresentationStyle: node["modalPresentationStyle"], modalTransitionStyle: node["modalTransitionStyle"],
          animates: node["animates"] != "NO", unwindAction: node["unwindAction"], line: node.line))
    default: break
    }
    warn("<\(node.name)> in <connections> is not read by Segue; skipped", node.line)
    return nil
  }

  private func readRuntimeAttribute(_ node: XMLElementNode) -> DocumentRuntimeAttribute? {
    guard let keyPath = node["keyPath"] else { return nil }
    let valueNode = node.children.first { $0["key"] == "value" }
    let value: DocumentRuntimeAttribute.Value?
    switch node["type"] {
    case "number": value = (valueNode?.double("value") ?? node.double("value")).map { .number($0) }
    case "boolean": value = node["value"].map { .boolean($0 == "YES") }
    case "string": value = node["value"].map { .string($0) }
    case "color": value = valueNode.flatMap(readColor).map { .color($0) }
    case "image": value = node["value"].map { .image($0) }
    case "size":
      value = valueNode.map { .size(CGSize(width: $0.double("width") ?? 0, height: $0.double("height") ?? 0)) }
    case "point": value = valueNode.map { .point(CGPoint(x: $0.double("x") ?? 0, y: $0.double("y") ?? 0)) }
    case "rect":
      value = valueNode.map {
        .rect(
          CGRect(
            x: $0.double("x") ?? 0, y: $0.double("y") ?? 0, width: $0.double("width") ?? 0,
            height: $0.double("height") ?? 0))
      }
    case "nil": value = .nil
    default: value = nil
    }
    guard let value else {
      warn(
        "the runtime attribute \"\(keyPath)\" of type \"\(node["type"] ?? "?")\" has no value Segue can read; skipped",
        node.line)
      return nil
    }
    return DocumentRuntimeAttribute(keyPath: keyPath, value: value, line: node.line)
  }

  private func warn(_ message: String, _ line: Int) {
    guard warned.insert(message).inserted else { return }
    warnings.append(DocumentWarning(file: file, line: line, message: message))
  }
}
