import Foundation

/// Which appearance the navigation bar draws and what that means for its background, its
/// shadow line and its titles (docs/uikit-behaviour-2.md §29).
extension UINavigationBar {
  /// Whether the bar is at the scroll edge as it draws (an active search is not).
  private var drawsScrollEdge: Bool { isAtScrollEdge && !searchIsActive }

  /// The appearance whose titles show: at the scroll edge the top item's or the bar's
  /// scroll-edge appearance when one is set, else the top item's or the bar's standard one.
  var appearanceInUse: UINavigationBarAppearance {
    if drawsScrollEdge, let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
    return topItem?.standardAppearance ?? standardAppearance
  }

  /// How the background shows now. At the scroll edge without a scroll-edge appearance it is
  /// transparent, as since iOS 15. While no appearance was assigned (to the bar or the top
  /// item), the properties from before iOS 13 decide: an empty `.default` background image
  /// makes the bar transparent, and `barTintColor` colours it.
  var barBackground: UIBarAppearance.Background {
    if drawsScrollEdge {
      guard let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance else { return .transparent }
      return edge.background
    }
    if let item = topItem?.standardAppearance { return item.background }
    if !appearancesWereSet {
      if let image = backgroundImage(for: .default), image.size == .zero { return .transparent }
      if let barTintColor { return .color(barTintColor, overMaterial: isTranslucent) }
    }
    return standardAppearance.background
  }

  /// The bar's colour for `barBackground`: the system material's colour, the appearance's
  /// colour, or `contentBackground` when the bar is transparent (the content of a navigation
  /// controller starts below the bar in Segue, so its background is what would show).
  func backgroundColor(contentBackground: UIColor) -> UIColor {
    switch barBackground {
    case .material: return .navigationBarBackground
    case .color(let color, _): return color
    case .transparent: return contentBackground
    }
  }

  /// The shadow line's colour, nil when none shows.
  var resolvedShadowColor: UIColor? {
    if drawsScrollEdge {
      return (topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance)?.shadowLineColor
    }
    if let item = topItem?.standardAppearance { return item.shadowLineColor }
    if !appearancesWereSet {
      if let shadowImage, shadowImage.size == .zero { return nil }
      if let image = backgroundImage(for: .default), image.size == .zero, shadowImage == nil { return .separator }
    }
    return standardAppearance.shadowLineColor
  }

  /// The inline title's attributes: the bar's `titleTextAttributes` with the appearance's
  /// over them.
  var resolvedTitleTextAttributes: [NSAttributedString.Key: Any] {
    (titleTextAttributes ?? [:]).merging(appearanceInUse.titleTextAttributes) { _, new in new }
  }

  /// The large title's attributes, merged the same way.
  var resolvedLargeTitleTextAttributes: [NSAttributedString.Key: Any] {
    (largeTitleTextAttributes ?? [:]).merging(appearanceInUse.largeTitleTextAttributes) { _, new in new }
  }
}
