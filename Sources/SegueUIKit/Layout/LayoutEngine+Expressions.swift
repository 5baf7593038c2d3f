import Foundation
import SegueLayout

extension LayoutEngine {
  typealias Terms = [(variable: LayoutVariable, coefficient: Double)]

  /// `first.attribute − multiplier × second.attribute − constant`, which the constraint's
  /// relation compares with 0; nil when an item takes no part (it was released).
  func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
    // Leading and trailing follow the direction of the view whose content the constraint
    // arranges: the items' closest common ancestor (docs/uikit-behaviour-2.md §10.1).
    let rightToLeft = constraint.isDirectional && constraint.commonAncestor()?.isRightToLeft == true
    guard let first = constraint.firstItem,
      let lhs = attributeTerms(
        constraint.firstAttribute, of: Self.contentRelative(first, constraint.secondItem), rightToLeft: rightToLeft)
    else {
      return nil
    }
    var terms = lhs.terms
    var constant = lhs.constant - Double(constraint.constant)
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      guard
        let rhs = attributeTerms(
          constraint.secondAttribute, of: Self.contentRelative(second, first), rightToLeft: rightToLeft)
      else {
        return nil
      }
      let m = Double(constraint.multiplier)
      terms += rhs.terms.map { ($0.variable, -m * $0.coefficient) }
      constant -= m * rhs.constant
    }
    return LinearExpression(Self.merged(terms), constant: constant)
  }

  /// A scroll view's edges, seen from inside it, are its content area's (UIKit: constraints
  /// between a scroll view and its content attach to the content), so they become the content
  /// guide's; from outside they are the scroll view's frame.
  static func contentRelative(_ item: AnyObject, _ other: AnyObject?) -> AnyObject {
    guard let scrollView = item as? UIScrollView, let inside = LayoutItems.view(of: other), inside !== scrollView,
      scrollView.isAncestor(of: inside)
    else { return item }
    return scrollView.contentLayoutGuide
  }

  /// Sums the coefficients of repeated variables and drops zero terms.
  static func merged(_ terms: Terms) -> Terms {
    var result: Terms = []
    for term in terms {
      if let index = result.firstIndex(where: { $0.variable == term.variable }) {
        result[index].coefficient += term.coefficient
      } else {
        result.append(term)
      }
    }
    return result.filter { $0.coefficient != 0 }
  }

  /// An attribute of an item as a linear function of its variables (leading and trailing are
  /// left and right, or −right and −left when `rightToLeft`; margin attributes are the margins guide's edges; baselines are the
  /// baseline view's baseline variables).
  func attributeTerms(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, rightToLeft: Bool = false)
    -> (terms: Terms, constant: Double)?
  {
    if attribute.isMarginAttribute, let view = item as? UIView {
      return attributeTerms(attribute.unmargined, of: view.layoutMarginsGuide, rightToLeft: rightToLeft)
    }
    if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
      let first = attribute == .firstBaseline
      let target = first ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
      guard let record = records[ObjectIdentifier(target)] else { return nil }
      return ([(baselineVariable(of: record, first: first), 1)], 0)
    }
    guard let record = records[ObjectIdentifier(item)] else { return nil }
    switch attribute {
    case .left: return ([(record.left, 1)], 0)
    case .right: return ([(record.left, 1), (record.width, 1)], 0)
    // Right to left, leading and trailing are the right and left edges measured leftward
    // (negated), so a positive constant moves towards the trailing side in both directions.
    case .leading: return rightToLeft ? ([(record.left, -1), (record.width, -1)], 0) : ([(record.left, 1)], 0)
    case .trailing: return rightToLeft ? ([(record.left, -1)], 0) : ([(record.left, 1), (record.width, 1)], 0)
    case .top: return ([(record.top, 1)], 0)
    case .bottom, .firstBaseline, .lastBaseline: return ([(record.top, 1), (record.height, 1)], 0)
    case .width: return ([(record.width, 1)], 0)
    case .height: return ([(record.height, 1)], 0)
    case .centerX: return ([(record.left, 1), (record.width, 0.5)], 0)
    case .centerY: return ([(record.top, 1), (record.height, 0.5)], 0)
    case .notAnAttribute: return ([], 0)
    default: return nil
    }
  }

  /// The baseline variable of a view, made with its defining constraint on first use: a
  /// label's baseline sits where its centred text block puts it; another view's is its bottom.
  func baselineVariable(of record: ItemRecord, first: Bool) -> LayoutVariable {
    if let existing = first ? record.firstBaseline : record.lastBaseline { return existing }
    let variable = solver.makeVariable()
    if first { record.firstBaseline = variable } else { record.lastBaseline = variable }
    owners[variable] = record.id
    installBaseline(for: record, first: first)
    return variable
  }

  func installBaseline(for record: ItemRecord, first: Bool) {
    guard let variable = first ? record.firstBaseline : record.lastBaseline, let view = record.item as? UIView else {
      return
    }
    // baseline = top + heightShare × height + offset
    let (heightShare, offset) = view.baselineDefinition(first: first)
    setInternal(
      record, .baseline(first: first),
      LinearExpression([(variable, 1), (record.top, -1), (record.height, -heightShare)], constant: -offset), .equal,
      strength: LayoutSolver.required)
  }
}

extension NSLayoutConstraint.Attribute {
  /// The guide attribute a margin attribute stands for.
  var unmargined: NSLayoutConstraint.Attribute {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return self
    }
  }
}
