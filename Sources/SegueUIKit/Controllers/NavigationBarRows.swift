import Foundation

/// The heights of a navigation bar's rows below its 44-point inline row, in points: the
/// large-title row and the search row, as a scroll position shows them
/// (docs/uikit-behaviour-2.md §18.1, §18.4).
///
/// `large` and `search` are the expanded heights the top item asks for (52 points each, or
/// 0); `searchHides` is `hidesSearchBarWhenScrolling`. `reveal` is how far below the inline
/// row the content's top currently is (points): the expanded total at rest, less when
/// scrolled up, more when pulled down past the top.
struct NavigationBarRows: Equatable, Sendable {
  /// The large-title row's height as shown.
  var largeTitle: CGFloat
  /// The search row's height as shown.
  var search: CGFloat

  /// The large-title row's height when the large title shows: 52 points.
  static let largeTitleRow: CGFloat = 52
  /// The search row's height in the navigation bar: 52 points.
  static let searchRow: CGFloat = 52

  static let none = NavigationBarRows(largeTitle: 0, search: 0)

  var total: CGFloat { largeTitle + search }

  /// The rows for a content top `reveal` points below the inline row. The search row
  /// collapses first, then the large title; a search row that does not hide stays; a pull
  /// past the top stretches the large-title row (or, without one, nothing).
  static func shown(large: CGFloat, search: CGFloat, searchHides: Bool, reveal: CGFloat) -> NavigationBarRows {
    let fixed = searchHides ? 0 : search
    let collapsible = max(reveal - fixed, 0)
    if searchHides {
      // From the bottom up: the search row goes first.
      let shownSearch = min(max(collapsible - large, 0), search)
      var shownLarge = min(collapsible, large)
      if large > 0, collapsible > large + search { shownLarge = collapsible - search }
      return NavigationBarRows(largeTitle: shownLarge, search: shownSearch)
    }
    let shownLarge = large > 0 ? collapsible : 0
    return NavigationBarRows(largeTitle: shownLarge, search: fixed)
  }
}
