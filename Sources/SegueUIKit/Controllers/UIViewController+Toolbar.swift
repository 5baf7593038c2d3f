import Foundation

extension UIViewController {
  /// The items the navigation controller's toolbar shows while this controller is on top
  /// (docs/uikit-behaviour-2.md §18.5).
  public var toolbarItems: [UIBarButtonItem]? {
    get { navigationItem.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets `toolbarItems`; when this controller is on top of a navigation controller the
  /// toolbar shows them at once, cross-fading when `animated`.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    navigationItem.toolbarItems = toolbarItems
    guard let navigation = navigationController, navigation.topViewController === self,
      !navigation.isTransitioning
    else { return }
    navigation.toolbar.setItems(toolbarItems, animated: animated)
  }

  /// Whether this controller's view is the context an over-current-context presentation
  /// covers (kept; Segue's search shows over the navigation controller's content whatever it
  /// says, which is what `true` on the searching controller gives on iOS).
  public var definesPresentationContext: Bool {
    get { navigationItem.definesPresentationContext }
    set { navigationItem.definesPresentationContext = newValue }
  }
}
