import Foundation
import SegueInterfaceBuilder

/// What a controller element gives its controller when it is made: title, modal styles,
/// navigation and tab bar items, the storyboard, the view to load later, and a container's
/// children (a navigation controller's root, a tab bar controller's tabs, from their
/// relationship segues).
@MainActor struct ControllerDecoding {
  let coder: InterfaceBuilderCoder
  var object: DocumentObject { coder.object }
  var instantiation: NibInstantiation { coder.instantiation }

  func decode(_ controller: UIViewController) {
    controller.storyboard = instantiation.storyboard
    if let title = object.string("title") { controller.title = title }
    let styles: [String: UIModalPresentationStyle] = [
      "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
      "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
      "popover": .popover, "automatic": .automatic, "none": .none,
    ]
    if let style = object.string("modalPresentationStyle"), let value = styles[style] {
      controller.modalPresentationStyle = value
    }
    if let style = object.string("modalTransitionStyle"), let value = Self.transitionStyles[style] {
      controller.modalTransitionStyle = value
    }
    if let item = object.keyed["navigationItem"] {
      if let title = item.string("title") { controller.navigationItem.title = title }
      if let back = item.string("backButtonTitle") { controller.navigationItem.backButtonTitle = back }
      _ = item.string("largeTitleDisplayMode")
      instantiation.alias(item, controller.navigationItem)
      let navigationItem = controller.navigationItem
      func items(_ single: String, _ list: String) -> [UIBarButtonItem]? {
        let objects = item.keyed[single].map { [$0] } ?? item.lists[list]
        return objects?.compactMap { instantiation.make($0) as? UIBarButtonItem }
      }
      if let left = items("leftBarButtonItem", "leftBarButtonItems") { navigationItem.leftBarButtonItems = left }
      if let right = items("rightBarButtonItem", "rightBarButtonItems") { navigationItem.rightBarButtonItems = right }
      if let back = item.keyed["backBarButtonItem"] {
        navigationItem.backBarButtonItem = instantiation.make(back) as? UIBarButtonItem
      }
      if let supplement = item.flag("leftItemsSupplementBackButton") {
        navigationItem.leftItemsSupplementBackButton = supplement
      }
      if let hides = item.flag("hidesBackButton") { navigationItem.hidesBackButton = hides }
    }
    if let item = object.keyed["tabBarItem"] {
      let tabBarItem = TabBarDecoding.makeItem(item, values: ValueDecoding(document: instantiation.document))
      instantiation.alias(item, tabBarItem)
      controller.tabBarItem = tabBarItem
    }
    if let hides = object.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
    if let view = object.keyed["view"] {
      controller.storyboardView = StoryboardViewSource(
        view: view, controllerObject: object, document: instantiation.document, resolver: instantiation.resolver,
        storyboard: instantiation.storyboard)
    }
    if let navigation = controller as? UINavigationController { decodeNavigation(navigation) }
    if let tabs = controller as? UITabBarController { TabBarDecoding.decode(tabs, from: object, in: instantiation) }
  }

  static let transitionStyles: [String: UIModalTransitionStyle] = [
    "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
    "partialCurl": .partialCurl,
  ]

  /// A navigation controller's root: the destination of its `rootViewController`
  /// relationship segue, made now as UIKit makes it.
  private func decodeNavigation(_ navigation: UINavigationController) {
    if let bar = object.keyed["navigationBar"] {
      instantiation.alias(bar, navigation.navigationBar)
      _ = bar.flag("prefersLargeTitles")
    }
    var children: [UIViewController] = []
    for case .segue(let segue) in object.connections where segue.kind == "relationship" {
      guard let destination = segue.destination, let storyboard = instantiation.storyboard,
        let child = storyboard.instantiateScene(controllerID: destination)
      else { continue }
      children.append(child)
    }
    if !children.isEmpty { navigation.setViewControllers(children, animated: false) }
  }
}

/// Where a storyboard controller's view comes from: its `<view key="view">`, loaded by
/// `loadView()` the first time the view is needed (a separate load in UIKit too).
@MainActor struct StoryboardViewSource {
  let view: DocumentObject
  let controllerObject: DocumentObject
  let document: InterfaceBuilderDocument
  let resolver: ClassResolver
  let storyboard: UIStoryboard?
  /// The objects beside the controller in its scene (gesture recognizers), which the
  /// view's outlets may reach; set when the scene's load finished.
  var keptSceneObjects: [String: AnyObject] = [:]

  /// Makes the view tree, connects the controller's outlets and actions and the views',
  /// sends `awakeFromNib` to the views, performs embed segues; then the caller runs
  /// `viewDidLoad`.
  func load(into controller: UIViewController) {
    let load = NibInstantiation(
      document: document, resolver: resolver, storyboard: storyboard, owner: nil, earlier: keptSceneObjects)
    load.sceneController = controller
    load.sceneControllerID = controllerObject.id
    guard let root = load.make(view) as? UIView else { return }
    controller.view = root
    load.addConnectionSource(controllerObject, controller, segues: false)
    load.finish()
    StoryboardSegueTrigger.performEmbeds(in: load)
  }
}
