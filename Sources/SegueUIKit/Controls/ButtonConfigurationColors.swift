import Foundation

/// The colours a `UIButton.Configuration` is drawn in for one control state and tint
/// (docs/uikit-behaviour-2.md §33):
///
/// | style | fill | title and image |
/// |---|---|---|
/// | plain | none (`baseBackgroundColor` if set) | tint |
/// | gray | `.secondarySystemFill` | tint |
/// | tinted | tint at 15 % | tint |
/// | filled | tint | white |
///
/// `baseBackgroundColor` and `baseForegroundColor` replace the tint and white above, and a
/// fill set on `background.backgroundColor` replaces the fill. Highlighted, a fill is drawn
/// at 75 % of its alpha and a plain button's title at 50 %; selected, a plain, gray or tinted
/// button is drawn filled, in `baseBackgroundColor`, else `baseForegroundColor`, else the tint
/// (when `automaticallyUpdateForSelection`); disabled, the title is
/// `.tertiaryLabel` and a fill `.tertiarySystemFill`. The transformers apply last.
@MainActor struct ButtonConfigurationColors {
  /// The title's, subtitle's and activity indicator's colour before their transformers.
  let foreground: UIColor
  /// The fill (`.clear` for none).
  let background: UIColor
  /// The stroke's colour (nil: no stroke).
  let stroke: UIColor?
  /// A template image's colour.
  let image: UIColor
  /// The activity indicator's colour.
  let activityIndicator: UIColor

  init(_ configuration: UIButton.Configuration, state: UIControl.State, tint: UIColor) {
    let background = configuration.background
    if configuration.resolvedState != nil {
      // `updated(for:)` already applied the state: draw its colours as they are.
      foreground = configuration.baseForegroundColor ?? tint
      self.background = background.backgroundColor ?? .clear
    } else {
      let selected =
        state.contains(.selected) && configuration.automaticallyUpdateForSelection && configuration.style != .filled
      let style = selected ? .filled : configuration.style
      var foreground: UIColor
      var fill: UIColor
      switch style {
      case .plain:
        foreground = configuration.baseForegroundColor ?? tint
        fill = configuration.baseBackgroundColor ?? .clear
      case .gray:
        foreground = configuration.baseForegroundColor ?? tint
        fill = configuration.baseBackgroundColor ?? .secondarySystemFill
      case .tinted:
        foreground = configuration.baseForegroundColor ?? tint
        fill = (configuration.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
      case .filled:
        foreground = selected ? .white : configuration.baseForegroundColor ?? .white
        fill = configuration.baseBackgroundColor ?? (selected ? configuration.baseForegroundColor ?? tint : tint)
      }
      if let own = background.backgroundColor { fill = own }
      if state.contains(.disabled) {
        foreground = .tertiaryLabel
        if style != .plain { fill = .tertiarySystemFill }
      } else if state.contains(.highlighted) {
        fill = Self.scalingAlpha(of: fill, by: 0.75)
        if style == .plain { foreground = Self.scalingAlpha(of: foreground, by: 0.5) }
      }
      self.foreground = foreground
      self.background = background.backgroundColorTransformer.map { $0(fill) } ?? fill
    }
    stroke = background.strokeWidth > 0 ? background.resolvedStrokeColor(for: tint) : nil
    let resolved = foreground
    image = configuration.imageColorTransformer.map { $0(resolved) } ?? resolved
    activityIndicator = configuration.activityIndicatorColorTransformer.map { $0(resolved) } ?? resolved
  }

  /// `color` with its alpha multiplied by `factor`, resolved per appearance.
  private static func scalingAlpha(of color: UIColor, by factor: CGFloat) -> UIColor {
    UIColor { traits in
      let resolved = color.resolvedColor(with: traits)
      return resolved.withAlphaComponent(resolved.cgColor.alpha * factor)
    }
  }
}
