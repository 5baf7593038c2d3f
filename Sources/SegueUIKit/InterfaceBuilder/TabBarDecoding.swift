import Foundation
import SegueInterfaceBuilder

/// What a storyboard gives tabs: a controller's `<tabBarItem key="tabBarItem">` (title,
/// image, selected image, system item, tag, badge) and a tab bar controller's `<tabBar>` and
/// `viewControllers` relationships (docs/uikit-behaviour-2.md §16.6, docs/interface-builder.md).
@MainActor enum TabBarDecoding {
  static let systemItems: [String: UITabBarItem.SystemItem] = [
    "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
    "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
    "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
  ]

  /// The `<tabBarItem>` of a controller element.
  static func makeItem(_ object: DocumentObject, values: ValueDecoding) -> UITabBarItem {
    let item: UITabBarItem
    if let name = object.string("systemItem"), let system = systemItems[name] {
      item = UITabBarItem(tabBarSystemItem: system, tag: 0)
    } else {
      item = UITabBarItem()
    }
    let system = object.string("catalog") == "system"
    if let title = object.string("title") { item.title = title }
    if let image = object.string("image") { item.image = values.image(image, system: system) }
    if let selected = object.string("selectedImage") { item.selectedImage = values.image(selected, system: system) }
    if let tag = object.number("tag") { item.tag = Int(tag) }
    if let badge = object.string("badgeValue") { item.badgeValue = badge }
    if let enabled = object.flag("enabled") { item.isEnabled = enabled }
    return item
  }

  /// A tab bar controller's bar and tabs: the destinations of its `viewControllers`
  /// relationship segues, in the document's order, made now as UIKit makes them.
  static func decode(_ tabs: UITabBarController, from object: DocumentObject, in instantiation: NibInstantiation) {
    let values = ValueDecoding(document: instantiation.document)
    if let bar = object.keyed["tabBar"] {
      instantiation.alias(bar, tabs.tabBar)
      if let translucent = bar.flag("translucent") { tabs.tabBar.isTranslucent = translucent }
      if let tint = bar.colors["tintColor"] { tabs.tabBar.tintColor = values.color(tint) }
      if let barTint = bar.colors["barTintColor"] { tabs.tabBar.barTintColor = values.color(barTint) }
      if let unselected = bar.colors["unselectedItemTintColor"] {
        tabs.tabBar.unselectedItemTintColor = values.color(unselected)
      }
    }
    var children: [UIViewController] = []
    for case .segue(let segue) in object.connections
    where segue.kind == "relationship" && segue.relationship == "viewControllers" {
      guard let destination = segue.destination, let storyboard = instantiation.storyboard,
        let child = storyboard.instantiateScene(controllerID: destination)
      else { continue }
      children.append(child)
    }
    if !children.isEmpty { tabs.setViewControllers(children, animated: false) }
  }
}
