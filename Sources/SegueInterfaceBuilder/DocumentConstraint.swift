/// A `<constraint>`: `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant` at a priority. Items are object ids of the document; a missing
/// `firstItem` is the view holding the constraint.
package struct DocumentConstraint: Sendable, Equatable {
  package var id: String?
  package var firstItem: String?
  package var firstAttribute: String
  package var secondItem: String?
  package var secondAttribute: String?
  /// `equal`, `greaterThanOrEqual` or `lessThanOrEqual`.
  package var relation: String
  /// A number, or a ratio such as `16:9` turned into one.
  package var multiplier: Double
  package var constant: Double
  package var priority: Float
  package var identifier: String?
  /// Design-time constraints (`placeholder="YES"`) are removed at build time.
  package var isPlaceholder: Bool
  package var line: Int

  /// Reads a `multiplier` attribute: `"0.5"`, or a ratio `"16:9"`; nil when it is neither.
  package static func multiplier(_ text: String) -> Double? {
    if let value = Double(text) { return value }
    let parts = text.split(separator: ":")
    guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
    return a / b
  }
}

/// A `<connections>` entry of an object.
package enum DocumentConnection: Sendable, Equatable {
  /// `<outlet property destination>`; `collection` for `<outletCollection>`.
  case outlet(property: String, destination: String, collection: Bool, line: Int)
  /// `<action selector destination eventType>` (eventType absent for a gesture recognizer's
  /// or a bar button item's action).
  case action(selector: String, destination: String, eventType: String?, line: Int)
  case segue(DocumentSegue)

  package var line: Int {
    switch self {
    case .outlet(_, _, _, let line), .action(_, _, _, let line): line
    case .segue(let segue): segue.line
    }
  }
}

/// A `<segue>`: what kind, to which scene's controller, and how.
package struct DocumentSegue: Sendable, Equatable {
  package var id: String?
  package var identifier: String?
  /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `relationship`, `embed`,
  /// `unwind`, `custom` (older: `push`, `modal`, `replace`).
  package var kind: String
  package var destination: String?
  /// `rootViewController` or `viewControllers` for a relationship.
  package var relationship: String?
  package var customClass: String?
  package var customModule: String?
  package var modalPresentationStyle: String?
  package var modalTransitionStyle: String?
  package var animates: Bool
  /// An unwind segue's action (`unwindToList:`).
  package var unwindAction: String?
  package var line: Int
}
