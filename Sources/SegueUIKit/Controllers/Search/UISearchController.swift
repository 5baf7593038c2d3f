import Foundation

/// UIKit's search controller: a search bar, usually shown in a navigation bar through
/// `navigationItem.searchController`, whose typing updates results (docs/uikit-behaviour-2.md §18.4).
///
/// A tap in the field activates the search: the delegate hears `willPresentSearchController`,
/// the navigation bar's inline row makes way and the search bar moves up under the status bar
/// with a Cancel button (0.3 s), the content is dimmed (`obscuresBackgroundDuringPresentation`)
/// and `searchResultsUpdater` is asked for results; then at every change of the text. Cancel
/// empties the field, resigns it and reverses all of it.
///
/// Segue differs on purpose: the active search is shown by the navigation controller over its
/// content, not presented, so `presentingViewController` stays nil.
@preconcurrency @MainActor open class UISearchController: UIViewController {
  /// The search bar (give it to `navigationItem.searchController` or put it in a view).
  public let searchBar = UISearchBar()
  /// The controller whose view shows the results over the content while the text is not
  /// empty (nil: the searching controller shows them itself).
  public private(set) var searchResultsController: UIViewController?
  /// Asked for results when the search activates and whenever the text changes.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Hears the search activating and ending.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the content under the search is dimmed while it is active (default true; a
  /// tap on the dimming ends the search).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar's inline row makes way for the search bar (default true).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the Cancel button shows while active (default true).
  open var automaticallyShowsCancelButton = true
  /// Whether the results controller shows as soon as the text is not empty (default true).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller's view shows now.
  open var showsSearchResultsController = false { didSet { layoutPresentation() } }

  /// Whether the search is active. Setting it activates or ends the search (with animation
  /// when the search bar is on screen), without making the field first responder.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue { activate() } else { deactivate() }
    }
  }

  private var active = false
  /// The navigation controller showing the search bar (set by it).
  weak var hostNavigation: UINavigationController?
  /// The dimming under an active search; a tap on it ends the search.
  let dimmingView = UIControl()

  /// A search controller showing results in `searchResultsController`, or, with nil, in
  /// the controller that searches.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    setUpSearch()
  }

  public convenience init() { self.init(searchResultsController: nil) }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUpSearch()
  }

  /// UIKit's archive initializer (`UIViewController.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearch()
  }

  private func setUpSearch() {
    searchBar.searchController = self
    if let results = searchResultsController { addChild(results) }
  }

  open override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = nil
    dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
    dimmingView.frame = root.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.addAction(UIAction { [weak self] _ in self?.dimmingTapped() }, for: .touchUpInside)
    root.addSubview(dimmingView)
    view = root
  }

  /// The dimming's opacity over the content while active (black at 20 %).
  static let dimmingAlpha: CGFloat = 0.2

  // MARK: Activation

  func searchFieldDidBeginEditing() {
    guard !active else { return }
    activate()
  }

  func searchTextDidChange() {
    if automaticallyShowsSearchResultsController, searchResultsController != nil {
      showsSearchResultsController = !(searchBar.text ?? "").isEmpty
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func cancelTapped() {
    guard active else {
      searchBar.text = ""
      _ = searchBar.resignFirstResponder()
      return
    }
    deactivate()
  }

  private func dimmingTapped() {
    guard active else { return }
    deactivate()
  }

  private func activate() {
    active = true
    delegate?.willPresentSearchController(self)
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
    searchResultsUpdater?.updateSearchResults(for: self)
    let finish = { [weak self] in
      guard let self else { return }
      self.delegate?.didPresentSearchController(self)
    }
    if let host = hostNavigation {
      host.searchActivityDidChange(self, completion: finish)
    } else {
      searchBar.layoutIfNeeded()
      finish()
    }
  }

  private func deactivate() {
    active = false
    delegate?.willDismissSearchController(self)
    searchBar.text = ""
    _ = searchBar.resignFirstResponder()
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
    if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
    searchResultsUpdater?.updateSearchResults(for: self)
    let finish = { [weak self] in
      guard let self else { return }
      self.delegate?.didDismissSearchController(self)
    }
    if let host = hostNavigation {
      host.searchActivityDidChange(self, completion: finish)
    } else {
      searchBar.layoutIfNeeded()
      finish()
    }
  }

  /// The dimming's and the results' state for the current activity (inside the host's
  /// animation when there is one).
  func layoutPresentation() {
    guard let root = viewIfLoaded else { return }
    dimmingView.alpha = active && obscuresBackgroundDuringPresentation ? 1 : 0
    dimmingView.isUserInteractionEnabled = active && obscuresBackgroundDuringPresentation
    if let results = searchResultsController {
      let resultsView: UIView = results.view
      if resultsView.superview !== root {
        resultsView.frame = root.bounds
        resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(resultsView)
      }
      resultsView.isHidden = !(active && showsSearchResultsController)
    }
    root.isUserInteractionEnabled = active && (obscuresBackgroundDuringPresentation || showsSearchResultsController)
  }
}

/// Gives a search controller its results (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
  /// Called when the search activates and whenever its text changes; read
  /// `searchController.searchBar.text`.
  func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller activate and end (UIKit's `UISearchControllerDelegate`); every
/// method has a default.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
  public func presentSearchController(_ searchController: UISearchController) {}
}
