import Foundation

/// One object of a document: a controller, a view, a placeholder, a bar item, a layout
/// guide, a gesture recognizer — whatever element carries it — with its typed values.
///
/// The element name says what it is (`label`, `viewController`); `attributes` holds the
/// element's own attributes, read by the instantiating layer through `string(_:)` and its
/// siblings, which note what was read so that what is left can be reported
/// (`unreadAttributes`).
package final class DocumentObject {
  package let element: String
  package let id: String?
  /// The `key` the object fills in its parent (`view`, `navigationItem`, `contentView`).
  package let key: String?
  package let line: Int
  package let attributes: [String: String]
  package internal(set) weak var parent: DocumentObject?

  package internal(set) var subviews: [DocumentObject] = []
  /// Child objects by key (`view`, `navigationItem`, `safeArea`, `contentView`).
  package internal(set) var keyed: [String: DocumentObject] = [:]
  /// Child objects in lists (`prototypes`, `cells`, `items`, `segments`, `layoutGuides`,
  /// `leftBarButtonItems`, `sections`), in document order.
  package internal(set) var lists: [String: [DocumentObject]] = [:]
  package internal(set) var rects: [String: CGRect] = [:]
  package internal(set) var sizes: [String: CGSize] = [:]
  package internal(set) var points: [String: CGPoint] = [:]
  /// Insets as top, left, bottom, right (`<inset>`, `<edgeInsets>`, `<directionalEdgeInsets>`).
  package internal(set) var insets: [String: (top: Double, left: Double, bottom: Double, right: Double)] = [:]
  package internal(set) var colors: [String: DocumentColor] = [:]
  package internal(set) var fonts: [String: DocumentFont] = [:]
  /// Text given as an element (`<string key="text">`, an `<attributedString>`'s fragments).
  package internal(set) var strings: [String: String] = [:]
  package internal(set) var autoresizing: DocumentAutoresizing?
  package internal(set) var constraints: [DocumentConstraint] = []
  package internal(set) var connections: [DocumentConnection] = []
  package internal(set) var runtimeAttributes: [DocumentRuntimeAttribute] = []
  package internal(set) var buttonStates: [DocumentButtonState] = []
  /// Which constraints and subviews are installed per size class (`<variation>`).
  package internal(set) var variations: [DocumentVariation] = []

  private var readAttributes: Set<String> = []

  init(element: String, attributes: [String: String], line: Int) {
    self.element = element
    self.attributes = attributes
    self.line = line
    id = attributes["id"]
    key = attributes["key"]
  }

  /// `customClass`, when the document names one.
  package var customClass: String? { attributes["customClass"] }
  /// `customModule`; with `customModuleProvider="target"` it is the name Xcode had for the
  /// target holding the document, which may not be the module's name in the package.
  package var customModule: String? { attributes["customModule"] }
  package var moduleIsTarget: Bool { attributes["customModuleProvider"] == "target" }

  /// An attribute's text, noted as read.
  package func string(_ name: String) -> String? {
    readAttributes.insert(name)
    return attributes[name]
  }

  /// A number attribute, noted as read; nil when absent or not a number.
  package func number(_ name: String) -> Double? { string(name).flatMap(Double.init) }

  /// A `YES`/`NO` attribute, noted as read; nil when absent.
  package func flag(_ name: String) -> Bool? { string(name).map { $0 == "YES" } }

  /// Attributes that are there but were never read, without the ones every element has
  /// (ids, labels, editor state).
  package var unreadAttributes: [String] {
    attributes.keys.filter { !readAttributes.contains($0) && !Self.editorAttributes.contains($0) }.sorted()
  }

  /// Attributes that only Interface Builder's editor uses, or that the reader itself took.
  static let editorAttributes: Set<String> = [
    "id", "key", "userLabel", "customClass", "customModule", "customModuleProvider", "sceneMemberID",
    "fixedFrame", "misplaced", "ambiguous", "placeholderIdentifier", "colorLabel",
    "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority", "horizontalHuggingPriority", "verticalHuggingPriority",
    "translatesAutoresizingMaskIntoConstraints", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
    "adjustsLetterSpacingToFitWidth", "usesAttributedText", "contentHorizontalAlignment", "contentVerticalAlignment",
    "lineBreakMode", "baselineAdjustment", "adjustsFontSizeToFit", "adjustsImageWhenHighlighted",
    "adjustsImageWhenDisabled", "lineBreakStrategy", "autoresizesSubviews", "clearsContextBeforeDrawing",
    "contentMode", "opaque", "multipleTouchEnabled", "simulatedAppContext", "canvasLocation", "storyboardIdentifier",
    "restorationIdentifier", "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars",
    "definesPresentationContext", "providesPresentationContextTransitionStyle",
    "useStoryboardIdentifierAsRestorationIdentifier",
    "toolbarHidden", "semanticContentAttribute", "springLoaded", "pointerInteraction", "role",
    "showsMenuAsPrimaryAction",
    "changesSelectionAsPrimaryAction", "hidesBottomBarWhenPushed", "largeTitles", "navigationBarHidden",
    "indentationWidth", "indentationLevel", "shouldIndentWhileEditing", "tableViewCell", "collectionViewCell",
    "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "enabled", "selected", "highlighted",
  ]
}
