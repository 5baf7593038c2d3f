import Foundation

/// UIKit's search bar: a rounded search field (`searchTextField`) and, while
/// `showsCancelButton`, a Cancel button after it (docs/uikit-behaviour-2.md §18.4).
///
/// On its own it is 56 points high with the field inset 8 points; in a navigation bar's
/// search row the field is inset 16 points, to line up with the large title.
@preconcurrency @MainActor open class UISearchBar: UIView {
  /// UIKit's search bar styles (kept; every style draws the field on the bar's background).
  public enum Style: UInt, Sendable {
    case `default` = 0
    case prominent = 1
    case minimal = 2
  }

  /// The search field.
  public let searchTextField = UISearchTextField()
  /// Receives the search bar's editing and button events.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The field's placeholder (nil: "Search").
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue ?? "Search" }
  }
  /// The field's text. Setting it calls no delegate method.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// Whether the Cancel button shows (`setShowsCancelButton(_:animated:)`).
  open var showsCancelButton: Bool {
    get { showsCancel }
    set { setShowsCancelButton(newValue, animated: false) }
  }
  open var searchBarStyle: Style = .default
  /// The bar's background colour (nil: none on a navigation bar, the bar material alone).
  open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor } }
  /// The keyboard's return key (UIKit's default: `.search`).
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }

  /// The standalone bar's height, points.
  static let standaloneHeight: CGFloat = 56
  private var showsCancel = false
  let cancelButton = UIButton(type: .system)
  private let relay = SearchFieldRelay()
  /// Whether the bar sits in a navigation bar's search row (16-point insets).
  var isInNavigationBar = false { didSet { setNeedsLayout() } }
  /// The search controller that owns the bar, told of begin-editing and Cancel.
  weak var searchController: UISearchController?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchBar()
  }

  public convenience init() { self.init(frame: .zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchBar()
  }

  private func setUpSearchBar() {
    relay.searchBar = self
    searchTextField.delegate = relay
    searchTextField.addAction(
      UIAction { [weak self] _ in self?.textDidChangeByTyping() }, for: .editingChanged)
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
    cancelButton.alpha = 0
    cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    addSubview(cancelButton)
  }

  /// Shows or hides the Cancel button; animated, the field narrows and the button fades in
  /// over 0.3 s.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    guard showsCancelButton != showsCancel else { return }
    showsCancel = showsCancelButton
    setNeedsLayout()
    guard animated, window != nil else { return }
    UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.standaloneHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standaloneHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = isInNavigationBar ? BarItemLayout.edgeMargin : 8
    let cancelWidth = ceil(cancelButton.titleLabel?.sizeThatFits(.zero).width ?? 0)
    let fieldTop = isInNavigationBar ? 8 : (bounds.height - UISearchTextField.height) / 2
    let room = bounds.width - 2 * inset - (showsCancel ? cancelWidth + 12 : 0)
    let fieldX = isRightToLeft ? bounds.width - inset - max(room, 0) : inset
    searchTextField.frame = CGRect(x: fieldX, y: fieldTop, width: max(room, 0), height: UISearchTextField.height)
    let cancelX =
      isRightToLeft
      ? (showsCancel ? inset : -cancelWidth) : (showsCancel ? bounds.width - inset - cancelWidth : bounds.width)
    cancelButton.frame = CGRect(x: cancelX, y: fieldTop, width: cancelWidth, height: UISearchTextField.height)
    cancelButton.alpha = showsCancel ? 1 : 0
  }

  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  // MARK: Events

  private func textDidChangeByTyping() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.searchTextDidChange()
  }

  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancelTapped()
  }

  fileprivate func shouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

  fileprivate func didBeginEditing() {
    delegate?.searchBarTextDidBeginEditing(self)
    searchController?.searchFieldDidBeginEditing()
  }

  fileprivate func shouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
  fileprivate func didEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

  fileprivate func shouldChange(in range: NSRange, replacement: String) -> Bool {
    delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
  }

  fileprivate func returnPressed() -> Bool {
    delegate?.searchBarSearchButtonClicked(self)
    return true
  }
}

/// The search field's delegate: passes the field's events to the search bar's delegate under
/// UIKit's search-bar names.
@MainActor private final class SearchFieldRelay: NSObject, UITextFieldDelegate {
  weak var searchBar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { searchBar?.shouldBeginEditing() ?? true }
  func textFieldDidBeginEditing(_ textField: UITextField) { searchBar?.didBeginEditing() }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { searchBar?.shouldEndEditing() ?? true }
  func textFieldDidEndEditing(_ textField: UITextField) { searchBar?.didEndEditing() }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  { searchBar?.shouldChange(in: range, replacement: string) ?? true }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool { searchBar?.returnPressed() ?? true }
}

/// UIKit's search-bar delegate: editing, text changes and the bar's buttons. Every method
/// has a default.
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
