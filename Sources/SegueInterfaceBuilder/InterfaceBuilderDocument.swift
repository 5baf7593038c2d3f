import Foundation

/// A `.storyboard` or `.xib` read into typed objects: what Xcode's document format 3.0
/// holds, knowing no UIKit (docs/interface-builder.md).
///
/// Built by `InterfaceBuilderDocument.read(_:file:)`, which checks that every reference
/// (initial controller, constraint items, connection and segue destinations) names an
/// object of the document before anything is made from it.
package final class InterfaceBuilderDocument {
  package enum Kind: Sendable { case storyboard, xib }

  /// One storyboard scene: its controller and the other objects beside it (placeholders,
  /// gesture recognizers, bar items).
  package struct Scene {
    package var id: String
    package var controller: DocumentObject
    package var objects: [DocumentObject]
  }

  package let file: String
  package let kind: Kind
  /// The initial scene's controller id (storyboards).
  package let initialViewController: String?
  package let scenes: [Scene]
  /// A xib's objects in document order, placeholders (File's Owner, First Responder) first.
  package let objects: [DocumentObject]
  /// `<resources>`: named colours (`<namedColor>`) and system colours (`<systemColor>`).
  package let namedColors: [String: DocumentColor]
  /// Every object by id.
  package let objectsByID: [String: DocumentObject]
  /// The objects with an id in document order (the order checks and reports go in).
  package let identifiedObjects: [DocumentObject]
  /// Elements and attributes read past, once each.
  package private(set) var warnings: [DocumentWarning]
  private var warned: Set<String> = []

  init(
    file: String, kind: Kind, initialViewController: String?, scenes: [Scene], objects: [DocumentObject],
    namedColors: [String: DocumentColor], objectsByID: [String: DocumentObject],
    identifiedObjects: [DocumentObject], warnings: [DocumentWarning]
  ) {
    self.file = file
    self.kind = kind
    self.initialViewController = initialViewController
    self.scenes = scenes
    self.objects = objects
    self.namedColors = namedColors
    self.objectsByID = objectsByID
    self.identifiedObjects = identifiedObjects
    self.warnings = warnings
    warned = Set(warnings.map(\.message))
  }

  /// Reads a document.
  ///
  /// - Throws: `DocumentError` when the XML is malformed, the root is not an Interface
  ///   Builder document, two objects share an id, or a reference names no object.
  package static func read(_ data: Data, file: String) throws(DocumentError) -> InterfaceBuilderDocument {
    let root = try XMLElementTree.parse(data, file: file)
    return try DocumentReader(file: file).read(root)
  }

  /// The scene whose controller has `storyboardIdentifier` `identifier`.
  package func scene(withIdentifier identifier: String) -> Scene? {
    scenes.first { $0.controller.attributes["storyboardIdentifier"] == identifier }
  }

  /// The scene whose controller's id is `id`.
  package func scene(withControllerID id: String) -> Scene? { scenes.first { $0.controller.id == id } }

  /// Notes one warning per distinct message (the first line it is seen on).
  package func warn(_ message: String, line: Int) {
    guard warned.insert(message).inserted else { return }
    warnings.append(DocumentWarning(file: file, line: line, message: message))
  }
}
