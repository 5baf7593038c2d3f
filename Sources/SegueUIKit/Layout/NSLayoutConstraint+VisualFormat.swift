import Foundation

extension NSLayoutConstraint {
  /// Options of the visual format language (UIKit's raw values): align every view of the
  /// format on an attribute across the format's axis; the direction and spacing kinds are kept
  /// for source compatibility (Segue lays out left to right, edge to edge).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    /// The attributes the alignment options name.
    var alignedAttributes: [NSLayoutConstraint.Attribute] {
      let table: [(FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
      ]
      return table.filter { contains($0.0) }.map(\.1)
    }
  }

  /// The standard spacing of the visual format language: 8 pt between views, 20 pt to the
  /// superview's edge (the values Apple's guide gives; docs/uikit-behaviour-2.md §3.4).
  static let visualFormatSiblingSpacing: CGFloat = 8
  static let visualFormatEdgeSpacing: CGFloat = 20

  /// The constraints a visual-format string describes (Apple's Auto Layout Guide, "Visual
  /// Format Language"): `H:|-[a]-(>=8@750)-[b(==a)]-|`, `V:[a(44)]`, metrics by name. They are
  /// returned inactive. A format that cannot be parsed gets UIKit's "Unable to parse
  /// constraint format" message (UIKit raises; Segue writes it and returns no constraints).
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    do {
      return try parser.parse(options: opts)
    } catch {
      LayoutTrace.emit(
        "Unable to parse constraint format: \n\(error.reason) \n\(format) \n"
          + String(repeating: " ", count: error.position) + "^")
      return []
    }
  }
}

/// A parse error of the visual format language: why, and where (a character offset).
struct VisualFormatError: Error {
  let reason: String
  let position: Int
}

/// The visual format language, parsed left to right into constraints.
@MainActor struct VisualFormatParser {
  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var index = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.metrics = metrics
    self.views = views
  }

  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat?
    var view: UIView?
    var priority: UILayoutPriority = .required
  }

  /// What joins two elements: nil for standard spacing, else its predicates.
  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
    var horizontal = true
    if peek("H:") {
      index += 2
    } else if peek("V:") {
      horizontal = false
      index += 2
    }
    let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
    let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
    let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    var result: [NSLayoutConstraint] = []
    var previous: UIView?
    var pendingFromSuperview: Connection?
    var formatViews: [UIView] = []

    func make(
      _ a: UIView, _ aAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: UIView?,
      _ bAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: UILayoutPriority
    ) -> NSLayoutConstraint {
      let constraint = NSLayoutConstraint(
        first: a, firstAttribute: aAttribute, relation: relation, second: b,
        secondAttribute: b == nil ? .notAnAttribute : bAttribute, multiplier: 1, constant: constant)
      constraint.priority = priority
      return constraint
    }
    func connect(_ connection: Connection, from first: UIView?, to second: UIView?, edge: Bool)
      throws(VisualFormatError)
    {
      // `first.trailing + spacing == second.leading`, with the superview (nil) as either end.
      let predicates: [Predicate]
      switch connection {
      case .flush: predicates = [Predicate(constant: 0)]
      case .standard:
        predicates = [
          Predicate(
            constant: edge ? NSLayoutConstraint.visualFormatEdgeSpacing : NSLayoutConstraint.visualFormatSiblingSpacing)
        ]
      case .predicates(let list): predicates = list
      }
      for predicate in predicates {
        guard let constant = predicate.constant else {
          throw VisualFormatError(reason: "Spacing between views must be a number or a metric.", position: index)
        }
        if let first, let second {
          result.append(make(second, leading, predicate.relation, first, trailing, constant, predicate.priority))
        } else if let second, let superview = second.superview {
          result.append(make(second, leading, predicate.relation, superview, leading, constant, predicate.priority))
        } else if let first, let superview = first.superview {
          // `[first]-c-|`: superview.trailing REL first.trailing + c.
          result.append(make(superview, trailing, predicate.relation, first, trailing, constant, predicate.priority))
        } else {
          throw VisualFormatError(
            reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
            position: index)
        }
      }
    }

    if peek("|") {
      index += 1
      pendingFromSuperview = try parseConnection()
    }
    while index < characters.count {
      guard peek("[") else { throw VisualFormatError(reason: "Expected a view", position: index) }
      let (view, sizePredicates) = try parseView()
      formatViews.append(view)
      for predicate in sizePredicates {
        result.append(
          make(view, size, predicate.relation, predicate.view, size, predicate.constant ?? 0, predicate.priority))
      }
      if let connection = pendingFromSuperview {
        try connect(connection, from: previous, to: view, edge: previous == nil)
        pendingFromSuperview = nil
      }
      previous = view
      guard index < characters.count else { break }
      let connection = try parseConnection()
      if peek("|") {
        index += 1
        try connect(connection ?? .flush, from: view, to: nil, edge: true)
        guard index == characters.count else {
          throw VisualFormatError(reason: "Nothing may follow the superview edge.", position: index)
        }
        break
      }
      pendingFromSuperview = connection ?? .flush
    }
    if formatViews.isEmpty { throw VisualFormatError(reason: "Expected a view", position: index) }
    for attribute in options.alignedAttributes {
      guard attribute.axis != (horizontal ? .horizontal : .vertical) else {
        throw VisualFormatError(
          reason:
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
          position: 0)
      }
      for view in formatViews.dropFirst() {
        result.append(make(view, attribute, .equal, formatViews[0], attribute, 0, .required))
      }
    }
    return result
  }

  private func peek(_ text: String) -> Bool {
    let wanted = Array(text)
    guard index + wanted.count <= characters.count else { return false }
    return Array(characters[index..<index + wanted.count]) == wanted
  }

  /// `-`, `-N-`, `-(predicates)-` or nothing (flush); nil when no connection is written.
  private mutating func parseConnection() throws(VisualFormatError) -> Connection? {
    guard peek("-") else { return peek("[") ? .flush : nil }
    index += 1
    if peek("[") || peek("|") { return .standard }
    let predicates: [Predicate]
    if peek("(") {
      predicates = try parsePredicateList()
    } else {
      predicates = [Predicate(constant: try parseConstant())]
    }
    guard peek("-") else { throw VisualFormatError(reason: "Expected '-' after the spacing", position: index) }
    index += 1
    return .predicates(predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func parseView() throws(VisualFormatError) -> (UIView, [Predicate]) {
    index += 1
    let start = index
    let name = parseName()
    guard !name.isEmpty else { throw VisualFormatError(reason: "Expected a view name", position: start) }
    guard let view = views[name] as? UIView else {
      throw VisualFormatError(reason: "\(name) is not a key in the views dictionary.", position: start)
    }
    var predicates: [Predicate] = []
    if peek("(") { predicates = try parsePredicateList() }
    guard peek("]") else { throw VisualFormatError(reason: "Expected ']'", position: index) }
    index += 1
    return (view, predicates)
  }

  private mutating func parsePredicateList() throws(VisualFormatError) -> [Predicate] {
    index += 1
    var list: [Predicate] = []
    while true {
      list.append(try parsePredicate())
      if peek(",") {
        index += 1
        continue
      }
      guard peek(")") else { throw VisualFormatError(reason: "Expected ')' or ','", position: index) }
      index += 1
      return list
    }
  }

  private mutating func parsePredicate() throws(VisualFormatError) -> Predicate {
    var predicate = Predicate()
    for (text, relation) in [
      ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]
    where peek(text) {
      predicate.relation = relation
      index += 2
      break
    }
    if let first = characters[safe: index], first.isLetter || first == "_" {
      let start = index
      let name = parseName()
      if let view = views[name] as? UIView {
        predicate.view = view
        predicate.constant = 0
      } else if let value = Self.number(metrics[name]) {
        predicate.constant = value
      } else {
        throw VisualFormatError(reason: "\(name) is not a key in the views or metrics dictionaries.", position: start)
      }
    } else {
      predicate.constant = try parseConstant()
    }
    if peek("@") {
      index += 1
      if let first = characters[safe: index], first.isLetter {
        let start = index
        let name = parseName()
        guard let value = Self.number(metrics[name]) else {
          throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary.", position: start)
        }
        predicate.priority = UILayoutPriority(Float(value))
      } else {
        predicate.priority = UILayoutPriority(Float(try parseConstant()))
      }
    }
    return predicate
  }

  private mutating func parseConstant() throws(VisualFormatError) -> CGFloat {
    if let first = characters[safe: index], first.isLetter || first == "_" {
      let start = index
      let name = parseName()
      guard let value = Self.number(metrics[name]) else {
        throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary.", position: start)
      }
      return value
    }
    let start = index
    if peek("-") { index += 1 }
    while let character = characters[safe: index], character.isNumber || character == "." { index += 1 }
    guard let value = Double(String(characters[start..<index])) else {
      throw VisualFormatError(reason: "Expected a number or a metric", position: start)
    }
    return CGFloat(value)
  }

  private mutating func parseName() -> String {
    let start = index
    while let character = characters[safe: index], character.isLetter || character.isNumber || character == "_" {
      index += 1
    }
    return String(characters[start..<index])
  }

  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
