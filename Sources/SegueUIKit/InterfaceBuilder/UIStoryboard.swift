import Foundation
import SegueInterfaceBuilder

/// UIKit's storyboard: a `.storyboard` document whose scenes become controllers on demand
/// (docs/interface-builder.md).
///
/// Segue reads the storyboard's XML itself (Xcode would compile it to `.storyboardc`).
/// Loading checks the whole document — XML, references, classes, outlets and actions —
/// before any controller is made; a problem is one sentence with file:line on standard
/// error and the process exits with status 1, where UIKit raises an exception.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
  let document: InterfaceBuilderDocument
  let resolver: ClassResolver

  init(document: InterfaceBuilderDocument, resolver: ClassResolver) {
    self.document = document
    self.resolver = resolver
    super.init()
  }

  /// UIKit's `init(name:bundle:)`: the storyboard `name` (without `.storyboard`) in
  /// `bundle` (nil: the main bundle and the app's SwiftPM resource bundles).
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    do {
      let (document, resolver) = try UIStoryboard.load(name: name, bundle: storyboardBundleOrNil)
      self.init(document: document, resolver: resolver)
    } catch {
      InterfaceBuilderReport.fail(error)
    }
  }

  /// Reads and checks a storyboard (the throwing form of `init(name:bundle:)`).
  ///
  /// - Throws: `DocumentError` when there is no such file, it is malformed, or a class,
  ///   outlet, action or segue it names does not exist.
  package static func load(name: String, bundle: Bundle?) throws(DocumentError)
    -> (InterfaceBuilderDocument, ClassResolver)
  {
    guard let path = DocumentFiles.find(name, extension: "storyboard", bundle: bundle) else {
      throw DocumentFiles.notFound(name, extension: "storyboard", bundle: bundle)
    }
    return try load(path: path, name: name + ".storyboard")
  }

  /// Reads and checks the storyboard at `path`; `name` names it in messages.
  package static func load(path: String, name: String) throws(DocumentError) -> (
    InterfaceBuilderDocument, ClassResolver
  ) {
    let document = try DocumentFiles.read(path: path, name: name)
    let resolver = ClassResolver(documentPath: path)
    try DocumentValidation(document: document, resolver: resolver).run()
    return (document, resolver)
  }

  /// The storyboard at `path`, checked (for tests and tools).
  package convenience init(path: String) throws(DocumentError) {
    let (document, resolver) = try UIStoryboard.load(path: path, name: URL(fileURLWithPath: path).lastPathComponent)
    self.init(document: document, resolver: resolver)
  }

  var documentFile: String { document.file }

  /// The initial controller ("Is Initial View Controller"), or nil when none is marked.
  open func instantiateInitialViewController() -> UIViewController? {
    document.initialViewController.flatMap { instantiateScene(controllerID: $0) }
  }

  /// The initial controller, made by `creator` with the coder when it is given (for an
  /// initializer with more arguments: `{ coder in DetailViewController(coder: coder, item: item) }`).
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let id = document.initialViewController else { return nil }
    return instantiateScene(controllerID: id, creator: block.map { block in { block($0) } }) as? ViewController
  }

  /// The controller whose Storyboard ID is `identifier`. An identifier no scene has is
  /// reported (naming the identifiers there are) and the process exits with status 1, as
  /// UIKit raises.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let scene = document.scene(withIdentifier: identifier),
      let id = scene.controller.id, let controller = instantiateScene(controllerID: id)
    else { InterfaceBuilderReport.fail(unknownIdentifier(identifier)) }
    return controller
  }

  /// `instantiateViewController(withIdentifier:)` made by `creator` when given (iOS 13).
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let scene = document.scene(withIdentifier: identifier), let id = scene.controller.id else {
      InterfaceBuilderReport.fail(unknownIdentifier(identifier))
    }
    guard let controller = instantiateScene(controllerID: id, creator: block.map { block in { block($0) } }) else {
      InterfaceBuilderReport.fail(unknownIdentifier(identifier))
    }
    guard let typed = controller as? ViewController else {
      InterfaceBuilderReport.fail(
        DocumentError(
          file: document.file, line: scene.controller.line,
          problem:
            "the scene \"\(identifier)\" makes a \(type(of: controller)), not a \(ViewController.self); set the scene's class to \(ViewController.self) in the identity inspector, or ask for \(type(of: controller))"
        ))
    }
    return typed
  }

  private func unknownIdentifier(_ identifier: String) -> DocumentError {
    let known = document.scenes.compactMap { $0.controller.attributes["storyboardIdentifier"] }
    return DocumentError(
      file: document.file, line: nil,
      problem:
        "no scene has the Storyboard ID \"\(identifier)\"\(known.isEmpty ? "" : " (there are \(known.map { "\"\($0)\"" }.joined(separator: ", ")))"); set it in the identity inspector, or use one of those"
    )
  }

  /// Makes a scene's controller and the objects beside it (its view loads later).
  func instantiateScene(controllerID id: String, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController?
  {
    guard let scene = document.scene(withControllerID: id) else { return nil }
    if scene.controller.element == "viewControllerPlaceholder" { return instantiateReference(scene.controller) }
    let load = NibInstantiation(document: document, resolver: resolver, storyboard: self, owner: nil)
    guard let controller = load.makeController(scene.controller, creator: creator) else { return nil }
    load.sceneController = controller
    load.sceneControllerID = scene.controller.id
    for object in scene.objects where object !== scene.controller { _ = load.make(object) }
    load.connectSeguesOnly(of: controller)
    load.finish()
    controller.storyboardView?.keptSceneObjects = load.madeWithoutController
    return controller
  }

  /// A storyboard reference: the scene it names in another storyboard.
  private func instantiateReference(_ placeholder: DocumentObject) -> UIViewController? {
    guard let name = placeholder.string("storyboardName") else { return nil }
    let other = UIStoryboard(name: name, bundle: nil)
    if let identifier = placeholder.string("referencedIdentifier") {
      return other.instantiateViewController(withIdentifier: identifier)
    }
    return other.instantiateInitialViewController()
  }
}
