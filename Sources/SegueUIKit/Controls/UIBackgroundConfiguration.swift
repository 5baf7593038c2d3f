import Foundation

/// The background of a button configuration (UIKit, iOS 14): a fill, an optional stroke,
/// a corner radius and an optional custom view or image, inset from the view's bounds.
///
/// Segue draws it behind a configured `UIButton` (`UIButton.Configuration.background`);
/// cells keep their `backgroundColor` and `selectedBackgroundView` and do not read one.
@preconcurrency @MainActor public struct UIBackgroundConfiguration {
  /// A view drawn behind the fill's colour, sized to the background (nil: none).
  public var customView: UIView?
  /// The corner radius, points; a button's `cornerStyle` other than `.fixed` replaces it.
  public var cornerRadius: CGFloat = 0
  /// Points between the view's edges and the background.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  /// The fill; nil fills with the view's `tintColor`, as in UIKit.
  public var backgroundColor: UIColor?
  /// Applied to the fill once resolved.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// An image drawn over the fill, placed by `imageContentMode` (nil: none).
  public var image: UIImage?
  /// How `image` is placed in the background (`.scaleToFill` by default).
  public var imageContentMode: UIView.ContentMode = .scaleToFill
  /// The stroke's colour; nil strokes with the view's `tintColor`.
  public var strokeColor: UIColor?
  /// Applied to the stroke's colour once resolved.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's width, points (0: no stroke).
  public var strokeWidth: CGFloat = 0
  /// Points the stroke is moved outward from the background's edge.
  public var strokeOutset: CGFloat = 0

  /// No fill, no stroke.
  public init() {}

  /// A clear background (iOS 15).
  public static func clear() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .clear
    return configuration
  }

  /// The background of a plain list's cell: `.systemBackground`.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .systemBackground
    return configuration
  }

  /// The background of a grouped list's cell: `.secondarySystemGroupedBackground`.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .secondarySystemGroupedBackground
    return configuration
  }

  /// The fill for a view whose tint is `tintColor`: `backgroundColor` (or the tint), through
  /// `backgroundColorTransformer`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(color) } ?? color
  }

  /// The stroke's colour for a view whose tint is `tintColor`: `strokeColor` (or the tint),
  /// through `strokeColorTransformer`.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer.map { $0(color) } ?? color
  }
}
