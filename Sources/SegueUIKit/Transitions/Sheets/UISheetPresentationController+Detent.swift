import Foundation

extension UISheetPresentationController {
  /// A height a sheet rests at (iOS 15+; custom detents iOS 16+). Values are heights in
  /// points measured inside the sheet's safe area: the sheet itself is taller by the bottom
  /// safe-area inset (docs/uikit-behaviour-2.md §4.3).
  @preconcurrency @MainActor public final class Detent: NSObject {
    /// A detent's name; `.medium` and `.large` are the system's.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier("com.apple.UIKit.medium")
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// A custom resolver's answer meaning "use the system's height" (UIKit's constant).
    public static let automaticDimension: CGFloat = -1
    /// A custom resolver's answer meaning "this detent is unavailable now".
    public static let detentInactive: CGFloat = -2

    public let identifier: Identifier
    private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// About half the screen: round(0.5 × `maximumDetentValue`) (Segue's reading of "about
    /// half", §4.3).
    public static func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue * 0.5).rounded() }
    }

    /// The full height (`maximumDetentValue`).
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent of the height `resolver` returns (points inside the sheet's safe area,
    /// clamped to `maximumDetentValue`; nil makes it inactive). Without an identifier one
    /// is made up, as UIKit does.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
    }

    /// The detent's height in `context` (points), nil when inactive.
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      guard let value = resolver(context), value != Self.detentInactive else { return nil }
      if value == Self.automaticDimension { return context.maximumDetentValue }
      return min(max(value, 0), context.maximumDetentValue)
    }
  }
}

/// What a custom detent's resolver is given (iOS 16).
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The traits of the sheet's container (the window's).
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent may have: the large detent's (points inside the sheet's
  /// safe area; 753 pt on the 390 × 844 pt phone).
  var maximumDetentValue: CGFloat { get }
}

/// The resolution context of one sheet layout.
@MainActor final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
  init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
    self.containerTraitCollection = containerTraitCollection
    self.maximumDetentValue = maximumDetentValue
    super.init()
  }
}

/// The sheet's delegate: adaptivity and dismissal calls, plus detent changes.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user moved the sheet to another detent (after it settles; not for changes made
  /// in code).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
