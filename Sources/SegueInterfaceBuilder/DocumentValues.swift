import Foundation

/// A colour as a document writes it (`<color key="backgroundColor" …/>`).
package enum DocumentColor: Sendable, Equatable {
  /// sRGB (or Display P3, converted by the reader when it can) components in 0…1.
  case rgb(red: Double, green: Double, blue: Double, alpha: Double, displayP3: Bool)
  /// A grey level in 0…1 (`genericGamma22GrayColorSpace`, `calibratedWhite`).
  case white(Double, alpha: Double)
  /// A UIKit system colour (`systemColor="systemBackgroundColor"`, or the older
  /// `cocoaTouchSystemColor="darkTextColor"`), by its document name.
  case system(String)
  /// An asset-catalog colour (`name="AccentColor"`).
  case named(String)
}

/// A font as `<fontDescription>` writes it.
package enum DocumentFont: Sendable, Equatable {
  /// `type="system"` with a weight (`weight="semibold"`), `boldSystem`, `italicSystem`.
  case system(pointSize: Double, weight: String?, bold: Bool, italic: Bool)
  /// A dynamic type style (`style="UICTFontTextStyleBody"`).
  case textStyle(String)
  /// A named font (`name="Menlo-Regular" family="Menlo"`).
  case named(String, family: String?, pointSize: Double)
}

/// A `<userDefinedRuntimeAttribute>`: a key path and a typed value, set after the object
/// is made (UIKit uses key-value coding; Segue a table of the usual key paths).
package struct DocumentRuntimeAttribute: Sendable, Equatable {
  package enum Value: Sendable, Equatable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    case color(DocumentColor)
    case size(CGSize)
    case point(CGPoint)
    case rect(CGRect)
    case image(String)
    case `nil`
  }
  package var keyPath: String
  package var value: Value
  package var line: Int
}

/// One `<state key="normal" title="…" image="…">` of a button.
package struct DocumentButtonState: Sendable, Equatable {
  package var state: String
  package var title: String?
  package var image: String?
  package var titleColor: DocumentColor?
}

/// The `YES` flags of an `<autoresizingMask>`.
package struct DocumentAutoresizing: Sendable, Equatable {
  package var flags: Set<String>
}

extension XMLElementNode {
  /// A number attribute (`constant="8"`); nil when absent or not a number.
  package func double(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
  /// `YES`/`NO`; nil when absent.
  package func flag(_ name: String) -> Bool? { attributes[name].map { $0 == "YES" } }
}
