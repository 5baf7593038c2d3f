import Foundation
import SegueInterfaceBuilder

/// One load of document objects — a xib's top-level objects, a storyboard scene's
/// controller, or a controller's view — in UIKit's order (docs/interface-builder.md,
/// "Loading order"):
///
/// 1. every object is made with `init?(coder:)` (a view's subviews inside its own init);
/// 2. constraints are installed, placeholders left out;
/// 3. outlets, outlet collections, actions and segue triggers are connected;
/// 4. `awakeFromNib()` goes to every object made, in document order.
@MainActor final class NibInstantiation {
  let document: InterfaceBuilderDocument
  let resolver: ClassResolver
  /// The storyboard a scene comes from (controllers made here get it as `storyboard`).
  let storyboard: UIStoryboard?
  /// File's Owner (xibs) or the scene's controller while its view loads.
  let owner: AnyObject?
  /// The scene's controller: the source of its segues (weak: the views made here hold
  /// this load through their prototype cells).
  weak var sceneController: UIViewController?
  /// The document id of `sceneController`, so that outlets and actions reach it.
  var sceneControllerID: String?
  /// Container views waiting for their embedded controller.
  var pendingEmbeds: [(StoryboardSegueTemplate, UIView)] = []

  private(set) var made: [String: AnyObject] = [:]
  private var order: [(DocumentObject, AnyObject)] = []
  private var views: [(DocumentObject, UIView)] = []
  /// Objects already made by an earlier load of the same scene (the controller, its
  /// scene-level objects), which outlets may point at.
  private let earlier: [String: AnyObject]
  /// Extra sources of connections (a controller whose view this load makes), with whether
  /// their segues are attached here.
  private var extraSources: [(DocumentObject, AnyObject, segues: Bool)] = []
  /// Objects whose outlets wait for a later load (a scene's controller, until its view).
  private var seguesOnly: Set<ObjectIdentifier> = []

  init(
    document: InterfaceBuilderDocument, resolver: ClassResolver, storyboard: UIStoryboard?, owner: AnyObject?,
    earlier: [String: AnyObject] = [:]
  ) {
    self.document = document
    self.resolver = resolver
    self.storyboard = storyboard
    self.owner = owner
    self.earlier = earlier
  }

  var file: String { document.file }

  func object(withID id: String) -> AnyObject? {
    if let found = made[id] ?? earlier[id] { return found }
    return id == sceneControllerID ? sceneController : nil
  }

  /// What this load made, without the scene's controller (which later loads reach weakly).
  var madeWithoutController: [String: AnyObject] {
    guard let sceneControllerID else { return made }
    return made.filter { $0.key != sceneControllerID }
  }

  // MARK: Making objects

  /// Makes `object` and what it holds; nil for placeholders and for what Segue does not
  /// have (reported once).
  func make(_ object: DocumentObject) -> AnyObject? {
    if let id = object.id, let existing = made[id] { return existing }
    switch object.element {
    case "placeholder":
      if object.attributes["placeholderIdentifier"] == "IBFilesOwner", let owner {
        register(object, owner, awakes: false)
        return owner
      }
      return nil
    case "exit": return nil
    case "viewControllerPlaceholder": return nil
    default: break
    }
    if let kind = InterfaceBuilderClasses.controllers[object.element] {
      return makeController(object, base: kind)
    }
    if let kind = InterfaceBuilderClasses.views[object.element] { return makeView(object, base: kind) }
    if let kind = InterfaceBuilderClasses.gestureRecognizers[object.element] {
      guard let type = try? resolver.resolve(object, base: kind, file: file) as? UIGestureRecognizer.Type else {
        return nil
      }
      // Only UIKit's own classes: a custom subclass has no initializer Segue can call
      // (DocumentValidation reports it when the document is loaded).
      guard let recognizer = InterfaceBuilderClasses.makeGestureRecognizer(type) else { return nil }
      GestureDecoding.decode(recognizer, from: object)
      register(object, recognizer)
      return recognizer
    }
    if object.element == "barButtonItem" {
      let item = BarButtonItemDecoding.make(object, values: ValueDecoding(document: document))
      if let custom = object.keyed["customView"], let view = make(custom) as? UIView { item.customView = view }
      register(object, item)
      return item
    }
    if object.element == "collectionViewFlowLayout" {
      let layout = UICollectionViewFlowLayout()
      LayoutObjectDecoding.decode(layout, from: object)
      register(object, layout)
      return layout
    }
    InterfaceBuilderClasses.reportMissing(object, in: document)
    return nil
  }

  /// Makes a view with `init?(coder:)` of its class.
  func makeView(_ object: DocumentObject, base: UIView.Type) -> UIView? {
    guard let type = resolvedType(object, base: base) as? UIView.Type else { return nil }
    let coder = InterfaceBuilderCoder(object: object, instantiation: self)
    guard let view = type.init(coder: coder) else { return nil }
    coder.decodeView(view, at: InterfaceBuilderCoder.segueLevel(of: view))
    register(object, view)
    return view
  }

  func makeController(
    _ object: DocumentObject, base: UIViewController.Type? = nil, creator: ((NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController? {
    let base = base ?? InterfaceBuilderClasses.controllers[object.element] ?? UIViewController.self
    guard let type = resolvedType(object, base: base) as? UIViewController.Type else { return nil }
    let coder = InterfaceBuilderCoder(object: object, instantiation: self)
    guard let controller = creator.map({ $0(coder) }) ?? type.init(coder: coder) else { return nil }
    coder.decodeController(controller, at: InterfaceBuilderCoder.segueLevel(of: controller))
    register(object, controller)
    return controller
  }

  private func resolvedType(_ object: DocumentObject, base: AnyClass) -> AnyClass? {
    do {
      return try resolver.resolve(object, base: base, file: file)
    } catch {
      // Checked when the document was loaded; a class can only vanish between loads.
      InterfaceBuilderReport.error(error)
      return nil
    }
  }

  /// Notes `value` as the object `object` stands for (outlets and constraints reach it by
  /// id; views are kept for their constraints).
  func register(_ object: DocumentObject, _ value: AnyObject, awakes: Bool = true) {
    if let id = object.id { made[id] = value }
    if awakes { order.append((object, value)) }
    if let view = value as? UIView { views.append((object, view)) }
  }

  /// Notes an object Segue did not make but that the document names (a cell's content
  /// view, a controller's navigation item, a safe-area guide).
  func alias(_ object: DocumentObject, _ value: AnyObject) {
    if let id = object.id { made[id] = value }
    if let view = value as? UIView { views.append((object, view)) }
  }

  /// Connects `object`'s connections from `source` too when this load finishes.
  func addConnectionSource(_ object: DocumentObject, _ source: AnyObject, segues: Bool) {
    extraSources.append((object, source, segues))
  }

  /// Attaches only the segues of `source` here; its outlets are connected with its view.
  func connectSeguesOnly(of source: AnyObject) { seguesOnly.insert(ObjectIdentifier(source)) }

  /// A constraint made from the document, which outlets may point at.
  func registerConstraint(_ id: String, _ constraint: NSLayoutConstraint) { made[id] = constraint }

  // MARK: Finishing

  /// Steps 2–4: constraints, connections, `awakeFromNib`.
  func finish() {
    for (object, view) in views {
      let constraints = ConstraintInstallation.install(object.constraints, holder: view, in: self)
      if !object.variations.isEmpty {
        let subviews = object.subviews.compactMap { child in
          child.id.flatMap { self.object(withID: $0) as? UIView }.map { (id: child.id, view: $0) }
        }
        SizeClassInstallation.attach(object.variations, to: view, subviews: subviews, constraints: constraints)
      }
    }
    for (object, source) in order + ownerConnectionSources() {
      let only = seguesOnly.contains(ObjectIdentifier(source))
      connect(object, source, outlets: !only, segues: true)
    }
    for (object, source, segues) in extraSources { connect(object, source, outlets: true, segues: segues) }
    for (_, value) in order {
      (value as? UIResponder)?.awakeFromNib()
    }
    reportUnread()
  }

  /// File's Owner's connections are listed on its placeholder.
  private func ownerConnectionSources() -> [(DocumentObject, AnyObject)] {
    guard let owner else { return [] }
    let placeholders = document.objects.filter { $0.attributes["placeholderIdentifier"] == "IBFilesOwner" }
    return placeholders.map { ($0, owner) }
  }

  private func connect(_ object: DocumentObject, _ source: AnyObject, outlets: Bool, segues: Bool) {
    var collections: [String: [Any]] = [:]
    var collectionLines: [String: Int] = [:]
    for connection in object.connections {
      switch connection {
      case .outlet(let property, let destination, let collection, let line):
        guard outlets else { continue }
        guard let value = self.object(withID: destination) else { continue }
        if collection {
          collections[property, default: []].append(value)
          collectionLines[property] = collectionLines[property] ?? line
        } else {
          OutletConnection.set(property, of: source, to: value, line: line, in: self)
        }
      case .action(let selector, let destination, let eventType, let line):
        guard outlets else { continue }
        if document.objectsByID[destination]?.attributes["placeholderIdentifier"] == "IBFirstResponder" {
          OutletConnection.connectChainAction(selector, from: source, eventType: eventType, line: line, in: self)
          continue
        }
        guard let target = self.object(withID: destination) else { continue }
        OutletConnection.connectAction(selector, from: source, to: target, eventType: eventType, line: line, in: self)
      case .segue(let segue):
        guard segues else { continue }
        StoryboardSegueTrigger.attach(segue, to: source, in: self)
      }
    }
    for (property, values) in collections.sorted(by: { $0.key < $1.key }) {
      OutletConnection.setCollection(
        property, of: source, to: values, line: collectionLines[property] ?? object.line, in: self)
    }
  }

  /// Reports attributes nothing read, once per element and attribute.
  private func reportUnread() {
    for (object, _) in order {
      for attribute in object.unreadAttributes {
        document.warn(
          "the attribute \(attribute) of <\(object.element)> is not read by Segue; skipped", line: object.line)
      }
    }
    InterfaceBuilderReport.flush(document)
  }
}

extension InterfaceBuilderCoder {
  /// The Segue class whose init decodes `object` (the nearest of Segue's own classes).
  @MainActor static func segueLevel(of view: UIView) -> UIView.Type {
    var current: AnyClass? = type(of: view)
    while let candidate = current {
      if String(reflecting: candidate).hasPrefix("SegueUIKit."), let type = candidate as? UIView.Type { return type }
      current = _getSuperclass(candidate)
    }
    return UIView.self
  }

  @MainActor static func segueLevel(of controller: UIViewController) -> UIViewController.Type {
    var current: AnyClass? = type(of: controller)
    while let candidate = current {
      if String(reflecting: candidate).hasPrefix("SegueUIKit."), let type = candidate as? UIViewController.Type {
        return type
      }
      current = _getSuperclass(candidate)
    }
    return UIViewController.self
  }
}
