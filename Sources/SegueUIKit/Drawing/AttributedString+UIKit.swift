import Foundation

/// UIKit's attributes for Swift's `AttributedString` (iOS 15), so that
/// `configuration.attributedTitle?.font = .boldSystemFont(ofSize: 20)` and
/// `container.foregroundColor = .white` compile as on iOS. Each attribute has the name of its
/// `NSAttributedString.Key`, and is drawn as that key is (docs/uikit-behaviour-2.md §32).
extension AttributeScopes {
  /// The UIKit attributes Segue draws.
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let kern: KernAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute

    /// A `UIFont` (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
    /// A `UIColor` for the glyphs (`.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
    /// A `UIColor` behind the glyphs (`.backgroundColor`).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSBackgroundColor"
    }
    /// Extra points after each character (`.kern`).
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSKern"
    }
    /// Points the baseline rises (`.baselineOffset`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSBaselineOffset"
    }
    /// A line under the text (`.underlineStyle`).
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSUnderline"
    }
    /// A line through the text (`.strikethroughStyle`).
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSStrikethrough"
    }
  }

  /// UIKit's scope, as `\.uiKit` names it on iOS.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.font`, `container.foregroundColor` and the other UIKit attributes.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension AttributeContainer {
  /// The UIKit attributes set in this container, under their `NSAttributedString` keys.
  var uiKitAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let font = self.font { attributes[.font] = font }
    if let color = self.foregroundColor { attributes[.foregroundColor] = color }
    if let color = self.backgroundColor { attributes[.backgroundColor] = color }
    if let kern = self.kern { attributes[.kern] = kern }
    if let offset = self.baselineOffset { attributes[.baselineOffset] = offset }
    if let style = self.underlineStyle { attributes[.underlineStyle] = style }
    if let style = self.strikethroughStyle { attributes[.strikethroughStyle] = style }
    return attributes
  }
}
