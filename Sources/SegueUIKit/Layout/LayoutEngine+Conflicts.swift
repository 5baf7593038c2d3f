import Foundation
import SegueLayout

extension LayoutEngine {
  /// UIKit's message for a system that cannot hold (docs/uikit-behaviour-2.md §3.6): the
  /// constraints that conflict, the one broken to recover (the one whose activation made the
  /// system unsatisfiable; UIKit does not document its choice), and UIKit's closing hints.
  func reportUnsatisfiable(conflicting: [LayoutConstraintID], breaking broken: String) {
    let listed = conflicting.compactMap(describe) + [broken]
    let mentionsAutoresizing = listed.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if mentionsAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
          + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines.append(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(broken)
    lines.append("")
    lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
        + "may also be helpful.")
    LayoutTrace.emit(lines.joined(separator: "\n"))
  }

  /// The UIKit-style description of a solver constraint.
  func describe(_ id: LayoutConstraintID) -> String? {
    switch origins[id] {
    case .user(let constraint): return constraint.describedText
    case .engine(let item, let role): return describeInternal(item, role)
    case nil: return nil
    }
  }

  /// Describes an engine-made constraint as UIKit prints its own: autoresizing constraints
  /// as `NSAutoresizingMaskLayoutConstraint` with the mask notation, content-size constraints
  /// as `NSContentSizeLayoutConstraint`, guide edges with their UIKit identifiers.
  func describeInternal(_ id: ObjectIdentifier, _ role: InternalRole) -> String? {
    guard let record = records[id], let item = record.item else { return nil }
    let name = LayoutDescription.name(of: item)
    let address = LayoutDescription.syntheticAddress(id, role)
    switch role {
    case .autoresizing(let axis, let index):
      guard let view = item as? UIView else { return nil }
      let frame = view.untransformedFrame
      let values =
        axis == .horizontal
        ? [("minX", frame.minX), ("width", frame.width)] : [("minY", frame.minY), ("height", frame.height)]
      let (attribute, value) = values[min(index, 1)]
      let superName = view.superview.map { " names: '|':\(LayoutDescription.name(of: $0)) " } ?? ""
      return "<NSAutoresizingMaskLayoutConstraint:\(address) \(Self.maskNotation(view.autoresizingMask)) "
        + "\(name).\(attribute) == \(LayoutDescription.number(value))   (active,\(superName))>"
    case .rootPin(let index):
      let size = (item as? UIView)?.bounds.size ?? .zero
      let text = [
        "minX == 0", "minY == 0", "width == \(LayoutDescription.number(size.width))",
        "height == \(LayoutDescription.number(size.height))",
      ][min(index, 3)]
      return "<NSLayoutConstraint:\(address) 'UIView-Encapsulated-Layout-\(index < 2 ? "Position" : "Size")' "
        + "\(name).\(text)   (active)>"
    case .hugging(let axis), .compression(let axis):
      guard let view = item as? UIView else { return nil }
      let size = view.intrinsicContentSize
      let metric = axis == .horizontal ? size.width : size.height
      let hug = view.contentHuggingPriority(for: axis).rawValue
      let resist = view.contentCompressionResistancePriority(for: axis).rawValue
      return "<NSContentSizeLayoutConstraint:\(address) \(name).\(axis == .horizontal ? "width" : "height") == "
        + "\(LayoutDescription.number(metric)) Hug:\(Int(hug)) CompressionResistance:\(Int(resist))   (active)>"
    case .guideEdge(let index):
      guard let guide = item as? UILayoutGuide else { return nil }
      let edge = ["left", "top", "width", "height", "width", "centerX", "width"][min(index, 6)]
      let owner = guide.owningView.map { " names: '|':\(LayoutDescription.name(of: $0)) " } ?? ""
      return "<NSLayoutConstraint:\(address) '\(guide.identifier)-\(edge)' \(name).\(edge)   (active,\(owner))>"
    case .baseline(let first):
      return "<NSLayoutConstraint:\(address) '\(first ? "UIView-firstBaseline" : "UIView-lastBaseline")' "
        + "\(name).\(first ? "firstBaseline" : "lastBaseline")   (active)>"
    }
  }
}

/// The pieces of UIKit's constraint descriptions.
@MainActor enum LayoutDescription {
  /// `0x…` for an object (its identity, as UIKit prints its address).
  static func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }

  /// A stable stand-in address for an engine-made constraint (UIKit's are objects).
  static func syntheticAddress(_ item: ObjectIdentifier, _ role: LayoutEngine.InternalRole) -> String {
    var hasher = Hasher()
    hasher.combine(item)
    hasher.combine(role)
    return "0x"
      + String(UInt(bitPattern: item.hashValue) &+ UInt(truncatingIfNeeded: hasher.finalize() & 0xff0), radix: 16)
  }

  /// The class name without its module.
  static func className(of object: AnyObject) -> String {
    let full = String(describing: type(of: object))
    return full.split(separator: "<").first.map(String.init) ?? full
  }

  /// `UIView:0x…` (or a guide's `UILayoutGuide:0x…'identifier'`).
  static func name(of item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let guide = item as? UILayoutGuide {
      return "\(className(of: guide)):\(address(of: guide))'\(guide.identifier)'"
    }
    if let label = item as? UILabel, let text = label.text, !text.isEmpty {
      return "\(className(of: label)):\(address(of: label))'\(text.prefix(20))'"
    }
    return "\(className(of: item)):\(address(of: item))"
  }

  static func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
    switch attribute {
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "lastBaseline"
    case .firstBaseline: return "firstBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    case .notAnAttribute: return "notAnAttribute"
    }
  }

  static func relationText(_ relation: NSLayoutConstraint.Relation) -> String {
    switch relation {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }

  /// A number as UIKit prints it: whole numbers without a fraction, others with up to 5 digits.
  static func number(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.5f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
