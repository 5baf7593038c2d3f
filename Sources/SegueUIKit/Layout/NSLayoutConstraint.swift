import Foundation
import SegueLayout

/// A relationship between two layout attributes that the layout engine keeps (UIKit's
/// `NSLayoutConstraint`): `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// in points. Items are views or layout guides. A constraint does nothing until it is
/// active; activating it installs it on the items' closest common ancestor (or, for
/// `addConstraint(_:)`, on the view it is added to). Changing `constant` or `priority` of an
/// active constraint re-solves incrementally at the next layout pass, and inside an animation
/// block `layoutIfNeeded()` animates the frames that result (docs/uikit-behaviour-2.md §3).
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
  /// UIKit's layout attributes (same raw values). Leading and trailing are left and right:
  /// Segue lays out left to right.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
    /// The old name of `lastBaseline`.
    public static var baseline: Attribute { .lastBaseline }
  }

  /// UIKit's relations (same raw values).
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The two layout axes (UIKit's `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat

  /// Points added to the second term. Changing it on an active constraint takes effect at the
  /// next layout pass (`layoutIfNeeded()`), incrementally.
  open var constant: CGFloat {
    didSet { if constant != oldValue { layoutEngineUpdate() } }
  }

  /// The constraint's priority (default `required`). As in UIKit, an active constraint cannot
  /// change between required and optional: that change is reported and ignored.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (priority == .required) != (oldValue == .required) {
        LayoutTrace.warn(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported; "
            + "deactivate the constraint, change its priority, then activate it. Constraint: \(self)")
        priority = oldValue
        return
      }
      layoutEngineUpdate()
    }
  }

  /// A name shown in the layout engine's messages.
  open var identifier: String?
  /// Kept for archiving compatibility; Segue has no archives.
  open var shouldBeArchived = false

  /// The view the constraint is installed on while active.
  weak var installedOn: UIView?
  /// When it was last activated (orders constraints added to an engine together: the last
  /// one activated is the one broken when a system cannot hold).
  var activationStamp = 0
  /// Set by the engine that holds this constraint.
  weak var engine: LayoutEngine?

  /// UIKit's item-and-attribute initializer. `item` and `toItem` are views or layout guides;
  /// `toItem` is nil (with `.notAnAttribute`) for a constant size.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, firstAttribute: attr1, relation: relation, second: view2.map { $0 as AnyObject },
      secondAttribute: attr2, multiplier: multiplier, constant: c)
  }

  init(
    first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?, secondAttribute: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) {
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    super.init()
  }

  /// The anchor for the first item's attribute.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
  }

  /// The anchor for the second item's attribute, nil for a constant.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
  }

  /// Whether the constraint is installed. Setting true installs it on the closest common
  /// ancestor of its items; items with no common ancestor get UIKit's message and the
  /// constraint stays inactive.
  open var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
    }
  }

  /// Activates each constraint (UIKit's batch form, faster than setting `isActive` one by one).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints where constraint.installedOn == nil {
      guard let ancestor = constraint.commonAncestor() else {
        LayoutTrace.warn(constraint.noCommonAncestorMessage)
        continue
      }
      ancestor.install(constraint)
    }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.installedOn?.uninstall(constraint) }
  }

  /// The closest view that is an ancestor of (or is) every item's view.
  func commonAncestor() -> UIView? {
    guard let first = LayoutItems.view(of: firstItem) else { return nil }
    guard let secondItem else { return first }
    guard let second = LayoutItems.view(of: secondItem) else { return nil }
    var candidate: UIView? = first
    while let view = candidate {
      if view.isAncestor(of: second) { return view }
      candidate = view.superview
    }
    return nil
  }

  private var noCommonAncestorMessage: String {
    let first = NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    let second = secondAnchor.map { " and \($0)" } ?? ""
    return "Unable to activate constraint with anchors \(first)\(second) because they have no common ancestor.  "
      + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal. "
      + "Add both views to one hierarchy (addSubview) before activating the constraint."
  }

  private func layoutEngineUpdate() {
    engine?.constraintDidChange(self)
  }

  // MARK: Description

  /// UIKit's description: `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100   (active)>`.
  nonisolated open override var description: String {
    MainActor.assumeIsolated { describedText }
  }

  var describedText: String {
    let name = identifier.map { "'\($0)' " } ?? ""
    return "<\(LayoutDescription.className(of: self)):\(LayoutDescription.address(of: self)) \(name)\(equationText)"
      + "   (\(isActive ? "active" : "inactive"))>"
  }

  var equationText: String {
    let lhs = "\(LayoutDescription.name(of: firstItem)).\(LayoutDescription.attributeName(firstAttribute))"
    var rhs = ""
    if let secondItem {
      let m = multiplier == 1 ? "" : "\(LayoutDescription.number(multiplier))*"
      rhs = "\(m)\(LayoutDescription.name(of: secondItem)).\(LayoutDescription.attributeName(secondAttribute))"
      if constant != 0 {
        rhs += constant > 0 ? " + \(LayoutDescription.number(constant))" : " - \(LayoutDescription.number(-constant))"
      }
    } else {
      rhs = LayoutDescription.number(constant)
    }
    return "\(lhs) \(LayoutDescription.relationText(relation)) \(rhs)"
  }
}
