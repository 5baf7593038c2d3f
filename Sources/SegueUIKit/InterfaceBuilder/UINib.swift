import Foundation
import SegueInterfaceBuilder

/// UIKit's nib: a `.xib` document (or a storyboard's prototype cell) that makes fresh
/// objects each time it is instantiated (docs/interface-builder.md, "Xibs").
///
/// Segue reads the `.xib` XML itself; Xcode would compile it to a `.nib` first. The file
/// is found as UIKit finds it (`DocumentFiles`). A missing or malformed file, or an outlet
/// or action no class offers, is one sentence with file:line on standard error and the
/// process exits with status 1 — where UIKit raises an exception.
@preconcurrency @MainActor open class UINib: NSObject {
  /// Options of `instantiate(withOwner:options:)` (UIKit's keys; Segue reads none).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  package enum Source {
    case document(InterfaceBuilderDocument, ClassResolver)
    /// A prototype cell of a storyboard's table or collection view.
    case prototype(DocumentObject, InterfaceBuilderDocument, ClassResolver, UIStoryboard?, sceneControllerID: String?)
  }

  let source: Source
  weak var sceneController: UIViewController?
  private var validatedOwners: Set<ObjectIdentifier> = []

  init(source: Source) {
    self.source = source
    super.init()
  }

  /// UIKit's `UINib(nibName:bundle:)`: the xib called `name` (without `.xib`) in `bundle`
  /// (nil: the main bundle and the app's SwiftPM resource bundles).
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
    do {
      self.init(source: try UINib.load(nibName: name, bundle: bundleOrNil))
    } catch {
      InterfaceBuilderReport.fail(error)
    }
  }

  /// UIKit's `UINib(data:bundle:)`: a xib document's bytes.
  public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
    do {
      let document = try InterfaceBuilderDocument.read(data, file: "nib data")
      let resolver = ClassResolver(documentPath: bundleOrNil?.bundlePath ?? "")
      try DocumentValidation(document: document, resolver: resolver).run()
      self.init(source: .document(document, resolver))
    } catch {
      InterfaceBuilderReport.fail(error)
    }
  }

  /// A prototype cell: each instantiation makes one cell with its subviews.
  convenience init(prototype: DocumentObject, of load: NibInstantiation) {
    self.init(
      source: .prototype(
        prototype, load.document, load.resolver, load.storyboard, sceneControllerID: load.sceneControllerID))
    sceneController = load.sceneController
  }

  /// Reads and checks the xib `name` (Segue's throwing form of `init(nibName:bundle:)`).
  ///
  /// - Throws: `DocumentError` when there is no such file, or it is malformed, or a class,
  ///   outlet or action it names does not exist.
  package static func load(nibName name: String, bundle: Bundle?) throws(DocumentError) -> Source {
    guard let path = DocumentFiles.find(name, extension: "xib", bundle: bundle) else {
      throw DocumentFiles.notFound(name, extension: "xib", bundle: bundle)
    }
    let document = try DocumentFiles.read(path: path, name: name + ".xib")
    let resolver = ClassResolver(documentPath: path)
    try DocumentValidation(document: document, resolver: resolver).run()
    return .document(document, resolver)
  }

  /// Makes the document's objects: File's Owner is `ownerOrNil` (its outlets set, its
  /// actions connected), and every other top-level object is returned in document order,
  /// after `awakeFromNib()` went to every object made.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
    switch source {
    case .document(let document, let resolver):
      let owner = ownerOrNil.map { $0 as AnyObject }
      if let owner, validatedOwners.insert(ObjectIdentifier(type(of: owner))).inserted {
        do {
          try DocumentValidation(document: document, resolver: resolver, ownerClass: type(of: owner)).run()
        } catch {
          InterfaceBuilderReport.fail(error)
        }
      }
      let load = NibInstantiation(document: document, resolver: resolver, storyboard: nil, owner: owner)
      var topLevel: [Any] = []
      for object in document.objects {
        if object.element == "placeholder" {
          _ = load.make(object)
          continue
        }
        if let made = load.make(object) { topLevel.append(made) }
      }
      load.finish()
      return topLevel
    case .prototype(let object, let document, let resolver, let storyboard, let controllerID):
      let load = NibInstantiation(document: document, resolver: resolver, storyboard: storyboard, owner: nil)
      load.sceneController = sceneController
      load.sceneControllerID = controllerID
      guard let made = load.make(object) else { return [] }
      load.finish()
      return [made]
    }
  }
}

extension Bundle {
  /// UIKit's `loadNibNamed(_:owner:options:)`: instantiates the xib `name` in this bundle
  /// with `owner` as File's Owner and returns its top-level objects.
  @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
