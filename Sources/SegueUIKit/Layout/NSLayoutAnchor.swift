import Foundation

/// One attribute of a view or layout guide, to make constraints from (UIKit's
/// `NSLayoutAnchor`). The type parameter keeps axes apart: an x-axis anchor only constrains
/// against x-axis anchors, a dimension against dimensions.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var anchorItem: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.anchorItem = item
    self.attribute = attribute
    super.init()
  }

  /// The view or layout guide the anchor belongs to.
  open var item: AnyObject? { anchorItem }

  /// UIKit's description: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
  nonisolated open override var description: String {
    MainActor.assumeIsolated {
      "<\(LayoutDescription.className(of: self)):\(LayoutDescription.address(of: self)) "
        + "\"\(LayoutDescription.name(of: anchorItem)).\(LayoutDescription.attributeName(attribute))\">"
    }
  }

  func makeConstraint(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: anchorItem ?? NSNull(), firstAttribute: attribute, relation: relation, second: other?.anchorItem,
      secondAttribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.equal, anchor)
  }
  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor)
  }
  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, anchor)
  }
  /// `self == anchor + c` (c in points).
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, anchor, constant: c)
  }
  /// `self >= anchor + c` (c in points).
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, anchor, constant: c)
  }
  /// `self <= anchor + c` (c in points).
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, anchor, constant: c)
  }

  /// The constraints that affect this anchor's item along the anchor's axis.
  open var constraintsAffectingLayout: [NSLayoutConstraint] {
    guard let view = LayoutItems.view(of: anchorItem) else { return [] }
    return view.constraintsAffectingLayout(for: attribute.axis)
  }

  /// Whether the item's position or size along this anchor's axis is not fully determined.
  open var hasAmbiguousLayout: Bool {
    guard let item = anchorItem else { return false }
    return LayoutItems.view(of: item)?.rootView.layoutEngine?.isAmbiguous(item, axis: attribute.axis) ?? false
  }
}

/// System spacing between two views, in points: 8 (the commonly quoted value of UIKit's
/// standard spacing; docs/uikit-behaviour-2.md §3.4 — Segue uses it for baselines too).
let systemSpacing: CGFloat = 8

/// A horizontal edge or centre (UIKit's `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor` (positive when it lies to the right), as a
  /// dimension to constrain: Segue spans a layout guide from one to the other and returns its
  /// width.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    offsetGuide(from: self, to: otherAnchor, horizontal: true)?.widthAnchor
      ?? NSLayoutDimension(item: nil, attribute: .width)
  }

  /// `self == anchor + multiplier × system spacing` (8 pt).
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, constant: multiplier * systemSpacing)
  }
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }
}

/// A vertical edge, centre or baseline (UIKit's `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The distance from this anchor down to `otherAnchor`, as a dimension to constrain (a layout
  /// guide spanning the two; its height).
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    offsetGuide(from: self, to: otherAnchor, horizontal: false)?.heightAnchor
      ?? NSLayoutDimension(item: nil, attribute: .height)
  }

  /// `self == anchor + multiplier × system spacing` (8 pt).
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, constant: multiplier * systemSpacing)
  }
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }
}

/// A width or height (UIKit's `NSLayoutDimension`).
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c` (points).
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.equal, nil, constant: c) }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, nil, constant: c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, nil, constant: c)
  }
  /// `self == m × anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, anchor, multiplier: m)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor, multiplier: m)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, anchor, multiplier: m)
  }
  /// `self == m × anchor + c` (c in points).
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, multiplier: m, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// The layout guide behind `anchorWithOffset(to:)`: its leading (top) edge is held at `from`,
/// its trailing (bottom) edge at `to`, so its width (height) is the signed distance. It is added
/// to the anchors' closest common ancestor; anchors with none get UIKit's message.
@MainActor func offsetGuide<T>(from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>, horizontal: Bool) -> UILayoutGuide? {
  let probe = from.makeConstraint(.equal, to)
  guard let ancestor = probe.commonAncestor() else {
    NSLayoutConstraint.activate([probe])  // reports the missing common ancestor
    return nil
  }
  let guide = UILayoutGuide()
  guide.identifier = "NSLayoutAnchor-offset"
  ancestor.addLayoutGuide(guide)
  let start = NSLayoutConstraint(
    first: guide, firstAttribute: horizontal ? .leading : .top, relation: .equal, second: from.anchorItem,
    secondAttribute: from.attribute, multiplier: 1, constant: 0)
  let end = NSLayoutConstraint(
    first: guide, firstAttribute: horizontal ? .trailing : .bottom, relation: .equal, second: to.anchorItem,
    secondAttribute: to.attribute, multiplier: 1, constant: 0)
  // The guide's other axis is pinned to the ancestor so it is not ambiguous.
  let across = NSLayoutConstraint(
    first: guide, firstAttribute: horizontal ? .top : .leading, relation: .equal, second: ancestor,
    secondAttribute: horizontal ? .top : .leading, multiplier: 1, constant: 0)
  let thickness = NSLayoutConstraint(
    first: guide, firstAttribute: horizontal ? .height : .width, relation: .equal, second: nil,
    secondAttribute: .notAnAttribute, multiplier: 1, constant: 0)
  NSLayoutConstraint.activate([start, end, across, thickness])
  return guide
}

extension NSLayoutConstraint.Attribute {
  /// The axis the attribute lies on.
  var axis: NSLayoutConstraint.Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins, .notAnAttribute:
      return .horizontal
    default: return .vertical
    }
  }
}
