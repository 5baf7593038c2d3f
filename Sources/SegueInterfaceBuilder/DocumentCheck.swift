/// The reference checks a document passes before anything is made from it: the initial
/// controller, every constraint's items, every connection's destination and every segue's
/// destination name objects of the document.
final class DocumentCheck {
  let document: InterfaceBuilderDocument
  let rootLine: Int
  /// Constraint ids: outlets may point at constraints.
  private var constraintIDs: Set<String> = []

  init(document: InterfaceBuilderDocument, rootLine: Int) {
    self.document = document
    self.rootLine = rootLine
  }

  static let segueKinds: Set<String> = [
    "show", "showDetail", "presentation", "popoverPresentation", "relationship", "embed", "unwind", "custom", "push",
    "modal", "replace",
  ]

  func run() throws(DocumentError) {
    let file = document.file
    for object in document.identifiedObjects {
      for constraint in object.constraints { if let id = constraint.id { constraintIDs.insert(id) } }
    }
    if let initial = document.initialViewController, document.scene(withControllerID: initial) == nil {
      throw DocumentError(
        file: file, line: rootLine,
        problem:
          "the initial view controller \"\(initial)\" is not a scene's controller; tick \"Is Initial View Controller\" on a controller in Interface Builder"
      )
    }
    for object in document.identifiedObjects { try check(object) }
    for object in document.objects where object.id == nil { try check(object) }
  }

  private func check(_ object: DocumentObject) throws(DocumentError) {
    let file = document.file
    for constraint in object.constraints {
      for (label, item) in [("firstItem", constraint.firstItem), ("secondItem", constraint.secondItem)] {
        guard let item, document.objectsByID[item] == nil else { continue }
        throw DocumentError(
          file: file, line: constraint.line,
          problem:
            "the constraint's \(label) \"\(item)\" is not an object of this document; connect the constraint again in Interface Builder or delete it"
        )
      }
      if constraint.firstAttribute.isEmpty {
        throw DocumentError(
          file: file, line: constraint.line,
          problem: "the constraint has no firstAttribute; delete it and add it again in Interface Builder")
      }
    }
    for connection in object.connections {
      switch connection {
      case .outlet(let property, let destination, _, let line):
        if document.objectsByID[destination] == nil, !constraintIDs.contains(destination) {
          throw DocumentError(
            file: file, line: line,
            problem:
              "the outlet \"\(property)\" points at \"\(destination)\", which is not an object of this document; connect the outlet again in Interface Builder"
          )
        }
      case .action(let selector, let destination, _, let line):
        if document.objectsByID[destination] == nil {
          throw DocumentError(
            file: file, line: line,
            problem:
              "the action \"\(selector)\" is sent to \"\(destination)\", which is not an object of this document; connect the action again in Interface Builder"
          )
        }
      case .segue(let segue):
        guard Self.segueKinds.contains(segue.kind) else {
          throw DocumentError(
            file: file, line: segue.line,
            problem:
              "the segue kind \"\(segue.kind)\" is not one UIKit has (show, showDetail, presentation, popoverPresentation, relationship, embed, unwind, custom); choose a kind in Interface Builder's attributes inspector"
          )
        }
        if segue.kind == "unwind" { continue }
        guard let destination = segue.destination, document.scene(withControllerID: destination) != nil else {
          throw DocumentError(
            file: file, line: segue.line,
            problem:
              "the segue\(segue.identifier.map { " \"\($0)\"" } ?? "") leads to \"\(segue.destination ?? "nothing")\", which is not a scene's controller in this storyboard; connect it to a scene in Interface Builder"
          )
        }
      }
    }
  }
}
