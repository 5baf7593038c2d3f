import Foundation
import SegueInterfaceBuilder

/// Installs a view's `<constraints>` on it: items by id (a missing `firstItem` is the view
/// itself), attributes by name, placeholders left out, as Interface Builder's build does.
@MainActor enum ConstraintInstallation {
  static let attributes: [String: NSLayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
    "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
    "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
    "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
    "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// - Returns: the constraints made, with their document ids.
  @discardableResult
  static func install(_ constraints: [DocumentConstraint], holder: UIView, in load: NibInstantiation)
    -> [(id: String?, constraint: NSLayoutConstraint)]
  {
    var made: [NSLayoutConstraint] = []
    var identified: [(id: String?, constraint: NSLayoutConstraint)] = []
    for constraint in constraints where !constraint.isPlaceholder {
      // An item whose element Segue did not make (a skipped control) takes its constraints
      // with it; they are never moved onto the holding view.
      let first: AnyObject
      if let id = constraint.firstItem {
        guard let item = load.object(withID: id) else { continue }
        first = item
      } else {
        first = holder
      }
      let second = constraint.secondItem.flatMap { load.object(withID: $0) }
      guard let firstAttribute = attributes[constraint.firstAttribute] else {
        load.document.warn(
          "the constraint attribute \"\(constraint.firstAttribute)\" is not one UIKit has; the constraint is skipped",
          line: constraint.line)
        continue
      }
      let secondAttribute = constraint.secondAttribute.flatMap { attributes[$0] } ?? .notAnAttribute
      if constraint.secondItem != nil, second == nil { continue }
      let relation: NSLayoutConstraint.Relation =
        switch constraint.relation {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
      let layoutConstraint = NSLayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
        attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: CGFloat(constraint.multiplier),
        constant: CGFloat(constraint.constant))
      layoutConstraint.priority = UILayoutPriority(constraint.priority)
      layoutConstraint.identifier = constraint.identifier
      if let id = constraint.id { load.registerConstraint(id, layoutConstraint) }
      made.append(layoutConstraint)
      identified.append((constraint.id, layoutConstraint))
    }
    if !made.isEmpty { holder.addConstraints(made) }
    return identified
  }
}

/// A gesture recognizer element's own attributes.
@MainActor enum GestureDecoding {
  static func decode(_ recognizer: UIGestureRecognizer, from object: DocumentObject) {
    if let enabled = object.flag("enabled") { recognizer.isEnabled = enabled }
    if let cancels = object.flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
    if let tap = recognizer as? UITapGestureRecognizer, let taps = object.number("numberOfTapsRequired") {
      tap.numberOfTapsRequired = Int(taps)
    }
    if let edge = recognizer as? UIScreenEdgePanGestureRecognizer {
      let edges: [String: UIRectEdge] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom]
      if let name = object.string("edges"), let value = edges[name] { edge.edges = value }
    }
    if let swipe = recognizer as? UISwipeGestureRecognizer, let direction = object.string("direction") {
      let directions: [String: UISwipeGestureRecognizer.Direction] = [
        "right": .right, "left": .left, "up": .up, "down": .down,
      ]
      if let value = directions[direction] { swipe.direction = value }
    }
    if let press = recognizer as? UILongPressGestureRecognizer, let duration = object.number("minimumPressDuration") {
      press.minimumPressDuration = duration
    }
  }
}

/// A `<collectionViewFlowLayout>`'s item size, spacings, insets and direction.
@MainActor enum LayoutObjectDecoding {
  static func decode(_ layout: UICollectionViewFlowLayout, from object: DocumentObject) {
    if let size = object.sizes["itemSize"] { layout.itemSize = size }
    if let spacing = object.number("minimumLineSpacing") { layout.minimumLineSpacing = CGFloat(spacing) }
    if let spacing = object.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = CGFloat(spacing) }
    if object.string("scrollDirection") == "horizontal" { layout.scrollDirection = .horizontal }
    if let inset = object.insets["sectionInset"] {
      layout.sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }
    _ = object.sizes["headerReferenceSize"]
    _ = object.sizes["footerReferenceSize"]
    _ = object.sizes["estimatedItemSize"]
  }
}
