import Foundation
import SegueAnimation
import SegueRender
import Synchronization

extension UIImage {
  /// UIKit's rendering modes (raw values as in UIKit).
  public enum RenderingMode: Int, Sendable {
    /// Template for symbols, original otherwise.
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// A symbol's size and weight (a subset of UIKit's `UIImage.SymbolConfiguration`).
  public final class SymbolConfiguration: NSObject, @unchecked Sendable {
    public enum Weight: Int, Sendable {
      case unspecified = 0
      case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    public enum Scale: Int, Sendable {
      case `default` = -1
      case unspecified = 0
      case small = 1
      case medium = 2
      case large = 3
    }
    /// Points; nil: UIKit's default for body text (17 pt).
    public let pointSize: CGFloat?
    public let weight: Weight
    public let scale: Scale

    public init(pointSize: CGFloat, weight: Weight = .unspecified, scale: Scale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }
    public init(weight: Weight) {
      pointSize = nil
      self.weight = weight
      scale = .default
    }
    public init(scale: Scale) {
      pointSize = nil
      weight = .unspecified
      self.scale = scale
    }

    /// The square the symbol is drawn on, points: 22/17 of the point size (22 pt at 17 pt),
    /// × 0.8 small, × 1.2 large.
    var side: Double {
      let base = Double(pointSize ?? 17) * 22 / 17
      switch scale {
      case .small: return base * 0.8
      case .large: return base * 1.2
      default: return base
      }
    }

    /// Stroke width relative to regular.
    var strokeFactor: Double {
      switch weight {
      case .ultraLight: 0.45
      case .thin: 0.6
      case .light: 0.8
      case .unspecified, .regular: 1
      case .medium: 1.15
      case .semibold: 1.3
      case .bold: 1.5
      case .heavy: 1.75
      case .black: 2
      }
    }
  }

  /// UIKit's symbol image: one of the SF Symbols transition code uses most, drawn as a
  /// vector by Segue (`SymbolArtwork.names`: xmark, plus, checkmark, chevron.left/right/up/
  /// down, arrow.left/right/up/down, square.and.arrow.up, ellipsis, magnifyingglass, heart,
  /// heart.fill, star,
  /// star.fill) on a 22 × 22 pt square at 3 pixels per point. A template: image views and
  /// buttons tint it. Any other name gives nil, as an unknown name does in UIKit
  /// (docs/uikit-behaviour.md, "Symbol images").
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// `init(systemName:)` at a configuration's size and weight.
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    let configuration = configuration ?? SymbolConfiguration(pointSize: 17)
    // Drawn at 3 pixels per point whatever the screen (UIKit's images are not tied to a
    // screen either; the renderer filters them down at scale 2).
    let scale = 3
    guard
      let bitmap = try? SymbolArtwork.bitmap(
        named: name, side: configuration.side, weight: configuration.strokeFactor, scale: scale)
    else {
      UnknownSymbolNames.report(name)
      return nil
    }
    self.init(
      renderImage: RenderImage(bitmap: bitmap, scale: Double(scale)), renderingMode: .automatic,
      isSymbolImage: true, symbol: (name, configuration))
  }

  /// This symbol drawn again with `configuration` over its own (the point size, weight and
  /// scale that `configuration` sets win), in the same rendering mode; nil for an image that
  /// is not a symbol, as in UIKit.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard let symbol else { return nil }
    let own = symbol.configuration
    let merged = SymbolConfiguration(
      pointSize: configuration.pointSize ?? own.pointSize ?? 17,
      weight: configuration.weight == .unspecified ? own.weight : configuration.weight,
      scale: configuration.scale == .default || configuration.scale == .unspecified ? own.scale : configuration.scale)
    return UIImage(systemName: symbol.name, withConfiguration: merged)?.withRenderingMode(renderingMode)
  }

  /// The same image drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(renderImage: renderImage, renderingMode: renderingMode, isSymbolImage: isSymbolImage, symbol: symbol)
  }

  /// The image's shape filled with `color`, as an original image (views do not tint it).
  public func withTintColor(_ color: UIColor) -> UIImage {
    let c = color.cgColor
    let tinted = renderImage.bitmap.tinted(
      with: RenderColor(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha)))
    return UIImage(
      renderImage: RenderImage(bitmap: tinted, scale: renderImage.scale), renderingMode: .alwaysOriginal,
      isSymbolImage: isSymbolImage)
  }

  /// Whether views tint the image: template mode, or automatic for a symbol.
  var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }
}

/// Unknown symbol names, each reported once on standard error (UIKit returns nil silently;
/// here a missing icon would otherwise be a mystery).
private enum UnknownSymbolNames {
  private static let reported = Mutex<Set<String>>([])

  static func report(_ name: String) {
    let isNew = reported.withLock { $0.insert(name).inserted }
    guard isNew else { return }
    FileHandle.standardError.write(
      Data(
        "segue: UIImage(systemName: \"\(name)\") is nil: Segue draws only \(SymbolArtwork.names.joined(separator: ", ")); use one of them or an image of your own.\n"
          .utf8))
  }
}
