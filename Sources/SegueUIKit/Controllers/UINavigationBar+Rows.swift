import Foundation

extension UINavigationBar {
  /// The large title's default font: 34 pt bold (docs/uikit-behaviour-2.md §18.1).
  static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
  /// The large title's gap from the bottom of its row to the bottom of its line, points.
  static let largeTitleBottomInset: CGFloat = 8

  /// Whether the top of `items` shows its title large: the bar prefers large titles and the
  /// item says `.always`, or `.automatic` and the item below it does (the root: large).
  func showsLargeTitle(_ items: [UINavigationItem]) -> Bool {
    guard prefersLargeTitles else { return false }
    for item in items.reversed() {
      switch item.largeTitleDisplayMode {
      // iOS 26's `.inline` reverts to `.always` under a back button, as UIKit's header says.
      case .always, .inline: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return !items.isEmpty
  }

  /// The rows `items`' top item shows with its content at rest.
  func restRows(for items: [UINavigationItem]) -> NavigationBarRows {
    NavigationBarRows(
      largeTitle: showsLargeTitle(items) ? NavigationBarRows.largeTitleRow : 0,
      search: items.last?.searchController == nil ? 0 : NavigationBarRows.searchRow)
  }

  /// The bar's height for `rows` (points): the inline row's bottom plus the rows, or the
  /// status bar plus the search row while a search is active and hides the inline row.
  func height(for rows: NavigationBarRows, searchActive: Bool, hidesInlineRow: Bool) -> CGFloat {
    if searchActive {
      return (hidesInlineRow ? Self.inlineTop : Self.height) + NavigationBarRows.searchRow
    }
    return Self.height + rows.total
  }

  /// A label for a large title.
  func makeLargeTitle(_ text: String?) -> UILabel {
    let label = UILabel()
    let attributes = resolvedLargeTitleTextAttributes
    label.font = attributes[.font] as? UIFont ?? Self.largeTitleFont
    label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    label.text = text
    label.lineBreakMode = .byTruncatingTail
    largeTitleRow.addSubview(label)
    return label
  }

  /// The inline title's opacity with a large title showing `rows.largeTitle` points: hidden
  /// while the large title shows, fading in over the last 12 points of its row's collapse.
  func inlineTitleAlpha(large: Bool, rows: NavigationBarRows) -> CGFloat {
    guard large else { return 1 }
    return min(max((Self.inlineFadeLength - rows.largeTitle) / Self.inlineFadeLength, 0), 1)
  }

  static let inlineFadeLength: CGFloat = 12

  /// Places the large-title row, its titles and the search bar for the current rows.
  func layoutRows() {
    let shownLarge = searchIsActive ? 0 : rows.largeTitle
    largeTitleRow.frame = CGRect(x: 0, y: Self.height, width: bounds.width, height: shownLarge)
    for case let label as UILabel in largeTitleRow.subviews {
      let lineHeight = ceil(label.sizeThatFits(.zero).height)
      let margin = BarItemLayout.edgeMargin
      label.bounds = CGRect(x: 0, y: 0, width: max(bounds.width - 2 * margin, 0), height: lineHeight)
      label.center = CGPoint(
        x: bounds.width / 2, y: shownLarge - Self.largeTitleBottomInset - lineHeight / 2)
      label.textAlignment = isRightToLeft ? .right : .left
    }
    for case let searchBar as UISearchBar in subviews {
      let top = searchIsActive ? (searchHidesInlineRow ? Self.inlineTop : Self.height) : Self.height + shownLarge
      searchBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: NavigationBarRows.searchRow)
    }
    let shadow = resolvedShadowColor
    hairlineView.alpha = shadow == nil ? 0 : 1
    if let shadow, hairlineView.backgroundColor != shadow { hairlineView.backgroundColor = shadow }
    // A collapsing search row cuts its search bar at the bar's bottom edge.
    let hasSearchBar = subviews.contains { $0 is UISearchBar }
    if clipsToBounds != hasSearchBar { clipsToBounds = hasSearchBar }
  }

  /// Whether an active search hides the inline row (its controller's
  /// `hidesNavigationBarDuringPresentation`).
  var searchHidesInlineRow: Bool { topItem?.searchController?.hidesNavigationBarDuringPresentation ?? true }

  /// Opacities of the rows' contents when no transition runs: the inline title fades with the
  /// large title's collapse, the search bar with its row's, and an active search hides the
  /// inline row.
  func applyRowAlphas() {
    let inlineShown: CGFloat = searchIsActive && searchHidesInlineRow ? 0 : 1
    inlineTitle.alpha = inlineShown * inlineTitleAlpha(large: !largeTitleRow.subviews.isEmpty, rows: rows)
    backButton.alpha = inlineShown
    for view in shownItemViews { view.alpha = inlineShown }
    for label in largeTitleRow.subviews { label.alpha = searchIsActive ? 0 : 1 }
    let search = NavigationBarRows.searchRow
    for case let searchBar as UISearchBar in subviews {
      // Fades out over the collapse's first half-row, as the field slides under the title.
      searchBar.alpha = searchIsActive ? 1 : min(max((rows.search - search / 2) / (search / 2), 0), 1)
    }
  }
}
