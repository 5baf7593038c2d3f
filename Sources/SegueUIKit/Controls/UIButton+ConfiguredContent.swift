import Foundation

/// The views a configured button draws besides `titleLabel` and `imageView`, made with its
/// first configuration: the background (fill, corner radius, custom view, image), the
/// stroke, the subtitle and the activity indicator.
@MainActor final class ConfiguredButtonViews {
  let background = UIView()
  let backgroundImage = UIImageView()
  let stroke = UIView()
  let subtitle = UILabel()
  let activityIndicator = UIActivityIndicatorView(style: .medium)
  /// The background's custom view now shown (removed when the configuration drops it).
  weak var customView: UIView?

  init(in button: UIButton) {
    // Below the title and image: the fill at the back, the stroke over it.
    for view in [stroke, background] {
      view.isUserInteractionEnabled = false
      button.insertSubview(view, at: 0)
    }
    background.clipsToBounds = true
    backgroundImage.isHidden = true
    background.addSubview(backgroundImage)
    stroke.backgroundColor = .clear
    subtitle.isUserInteractionEnabled = false
    button.addSubview(subtitle)
    activityIndicator.hidesWhenStopped = true
    button.addSubview(activityIndicator)
  }
}

extension UIButton {
  /// What a configuration lays out: the texts with their attributes resolved, the image or
  /// indicator's size, and the content's size (points).
  struct ConfiguredLayout {
    var title: StyledText?
    var subtitle: StyledText?
    var titleSize: CGSize = .zero
    var subtitleSize: CGSize = .zero
    var imageSize: CGSize = .zero
    /// The image (or indicator), padding and texts together.
    var contentSize: CGSize = .zero
  }

  /// The texts and sizes of `configuration` drawn with `colors`.
  func configuredLayout(_ configuration: Configuration, colors: ButtonConfigurationColors) -> ConfiguredLayout {
    var layout = ConfiguredLayout()
    let title = configuration.attributedTitle ?? currentTitle.map { AttributedString($0) }
    if let title, !title.characters.isEmpty {
      let styled = Self.styledText(
        title, font: configuration.titleFont, color: colors.foreground,
        transformer: configuration.titleTextAttributesTransformer)
      layout.title = styled
      layout.titleSize = Self.measure(styled)
    }
    if let subtitle = configuration.attributedSubtitle, !subtitle.characters.isEmpty {
      let styled = Self.styledText(
        subtitle, font: configuration.subtitleFont, color: colors.foreground,
        transformer: configuration.subtitleTextAttributesTransformer)
      layout.subtitle = styled
      layout.subtitleSize = Self.measure(styled)
    }
    if configuration.showsActivityIndicator {
      layout.imageSize = CGSize(width: 20, height: 20)
    } else if let image = configuredImage(configuration) {
      layout.imageSize = image.size
    }
    let textWidth = max(layout.titleSize.width, layout.subtitleSize.width)
    let bothTexts = layout.title != nil && layout.subtitle != nil
    let textHeight = layout.titleSize.height + layout.subtitleSize.height + (bothTexts ? configuration.titlePadding : 0)
    let hasImage = layout.imageSize.width > 0 || layout.imageSize.height > 0
    let padding = hasImage && textWidth > 0 ? configuration.imagePadding : 0
    if Self.isVertical(configuration.imagePlacement) {
      layout.contentSize = CGSize(
        width: max(layout.imageSize.width, textWidth), height: layout.imageSize.height + padding + textHeight)
    } else {
      layout.contentSize = CGSize(
        width: layout.imageSize.width + padding + textWidth, height: max(layout.imageSize.height, textHeight))
    }
    return layout
  }

  /// The configuration's image (else the button's own), a symbol redrawn with
  /// `preferredSymbolConfigurationForImage` when set.
  func configuredImage(_ configuration: Configuration) -> UIImage? {
    guard let image = configuration.image ?? currentImage else { return nil }
    guard let preferred = configuration.preferredSymbolConfigurationForImage else { return image }
    return image.applyingSymbolConfiguration(preferred) ?? image
  }

  /// Whether the image goes above or below the texts.
  static func isVertical(_ placement: NSDirectionalRectEdge) -> Bool {
    placement == .top || placement == .bottom
  }

  /// `text` under the size's font and the style's colour (a run's own attributes win), then
  /// through `transformer`, as runs (not an `NSAttributedString`: see `StyledText`).
  static func styledText(
    _ text: AttributedString, font: UIFont, color: UIColor, transformer: UIConfigurationTextAttributesTransformer?
  ) -> StyledText {
    var string = ""
    var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
    for run in text.runs {
      var container = AttributeContainer()
      container.font = font
      container.foregroundColor = color
      container.merge(run.attributes)
      if let transformer { container = transformer(container) }
      let piece = String(text[run.range].characters)
      runs.append((NSRange(location: string.utf16.count, length: piece.utf16.count), container.uiKitAttributes))
      string += piece
    }
    return StyledText(string: string, runs: runs)
  }

  /// The one-line size of `text`, points, rounded up to whole pixels as a label's is.
  private static func measure(_ text: StyledText) -> CGSize {
    let label = UILabel()
    label.setStyledText(text, alignment: .natural)
    return label.sizeThatFits(.zero)
  }

  /// Sets the views of a configured button from its configuration and state.
  func layoutConfiguredContent(_ configuration: Configuration) {
    let views = configuredViews ?? ConfiguredButtonViews(in: self)
    configuredViews = views
    let tint = tintColor ?? .systemBlue
    let colors = ButtonConfigurationColors(
      configuration, state: automaticallyUpdatesConfiguration ? state : .normal, tint: tint)
    let layout = configuredLayout(configuration, colors: colors)

    // Background and stroke.
    let insets = configuration.background.backgroundInsets
    let backgroundFrame = CGRect(
      x: insets.leading, y: insets.top, width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    let radius = min(configuration.cornerRadius(height: backgroundFrame.height), backgroundFrame.height / 2)
    let curve: CALayerCornerCurve = configuration.cornerStyle == .capsule ? .circular : .continuous
    views.background.frame = backgroundFrame
    views.background.backgroundColor = colors.background
    views.background.layer.cornerRadius = radius
    views.background.layer.cornerCurve = curve
    if views.customView !== configuration.background.customView {
      views.customView?.removeFromSuperview()
      views.customView = configuration.background.customView
      if let custom = views.customView { views.background.insertSubview(custom, at: 0) }
    }
    views.customView?.frame = views.background.bounds
    views.backgroundImage.isHidden = configuration.background.image == nil
    views.backgroundImage.image = configuration.background.image
    views.backgroundImage.contentMode = configuration.background.imageContentMode
    views.backgroundImage.frame = views.background.bounds
    let outset = configuration.background.strokeOutset
    views.stroke.isHidden = colors.stroke == nil
    views.stroke.frame = backgroundFrame.insetBy(dx: -outset, dy: -outset)
    views.stroke.layer.cornerRadius = max(radius + outset, 0)
    views.stroke.layer.cornerCurve = curve
    views.stroke.layer.borderWidth = configuration.background.strokeWidth
    views.stroke.layer.borderColor = colors.stroke?.cgColor

    // Content: the image (or indicator) and the texts, centred inside the insets.
    let content = configuration.contentInsets
    let available = CGSize(
      width: max(bounds.width - content.leading - content.trailing, 0),
      height: max(bounds.height - content.top - content.bottom, 0))
    let hasImage = layout.imageSize.width > 0 || layout.imageSize.height > 0
    let vertical = Self.isVertical(configuration.imagePlacement)
    let padding = hasImage && (layout.title != nil || layout.subtitle != nil) ? configuration.imagePadding : 0
    let textRoom = vertical ? available.width : max(available.width - layout.imageSize.width - padding, 0)
    let titleSize = CGSize(width: min(layout.titleSize.width, textRoom), height: layout.titleSize.height)
    let subtitleSize = CGSize(width: min(layout.subtitleSize.width, textRoom), height: layout.subtitleSize.height)
    let textWidth = max(titleSize.width, subtitleSize.width)
    let bothTexts = layout.title != nil && layout.subtitle != nil
    let textHeight = titleSize.height + subtitleSize.height + (bothTexts ? configuration.titlePadding : 0)
    let group = CGSize(
      width: vertical ? max(layout.imageSize.width, textWidth) : layout.imageSize.width + padding + textWidth,
      height: vertical ? layout.imageSize.height + padding + textHeight : max(layout.imageSize.height, textHeight))
    let origin = CGPoint(
      x: content.leading + (available.width - group.width) / 2, y: content.top + (available.height - group.height) / 2)
    var imageOrigin = origin
    var textOrigin = origin
    switch configuration.imagePlacement {
    case .top:
      imageOrigin.x += (group.width - layout.imageSize.width) / 2
      textOrigin.y += layout.imageSize.height + padding
    case .bottom:
      imageOrigin.x += (group.width - layout.imageSize.width) / 2
      imageOrigin.y += textHeight + padding
    case .trailing:
      imageOrigin.x += textWidth + padding
      imageOrigin.y += (group.height - layout.imageSize.height) / 2
      textOrigin.y += (group.height - textHeight) / 2
    default:
      imageOrigin.y += (group.height - layout.imageSize.height) / 2
      textOrigin.x += layout.imageSize.width + padding
      textOrigin.y += (group.height - textHeight) / 2
    }
    if vertical { textOrigin.x += (group.width - textWidth) / 2 }

    let alignment: Configuration.TitleAlignment =
      configuration.titleAlignment == .automatic
      ? (vertical || !hasImage ? .center : .leading) : configuration.titleAlignment
    func x(for width: CGFloat) -> CGFloat {
      switch alignment {
      case .leading, .automatic: textOrigin.x
      case .center: textOrigin.x + (textWidth - width) / 2
      case .trailing: textOrigin.x + textWidth - width
      }
    }
    let textAlignment: NSTextAlignment = alignment == .center ? .center : alignment == .trailing ? .right : .left
    if let titleLabel {
      titleLabel.isHidden = layout.title == nil
      titleLabel.numberOfLines = 1
      titleLabel.lineBreakMode = configuration.titleLineBreakMode
      if let title = layout.title {
        titleLabel.setStyledText(title, alignment: textAlignment)
      } else {
        titleLabel.text = nil
      }
      titleLabel.frame = CGRect(
        x: x(for: titleSize.width), y: textOrigin.y, width: titleSize.width, height: titleSize.height)
    }
    views.subtitle.isHidden = layout.subtitle == nil
    views.subtitle.numberOfLines = 1
    if let subtitle = layout.subtitle {
      views.subtitle.setStyledText(subtitle, alignment: textAlignment)
    } else {
      views.subtitle.text = nil
    }
    views.subtitle.frame = CGRect(
      x: x(for: subtitleSize.width), y: textOrigin.y + titleSize.height + (bothTexts ? configuration.titlePadding : 0),
      width: subtitleSize.width, height: subtitleSize.height)

    let imageFrame = CGRect(origin: imageOrigin, size: layout.imageSize)
    if configuration.showsActivityIndicator {
      views.activityIndicator.color = colors.activityIndicator
      views.activityIndicator.frame = imageFrame
      if !views.activityIndicator.isAnimating { views.activityIndicator.startAnimating() }
      imageViewForConfiguration(nil)
    } else {
      views.activityIndicator.stopAnimating()
      let imageView = imageViewForConfiguration(configuredImage(configuration))
      imageView?.frame = imageFrame
      imageView?.tintColor = colors.image
    }
  }

  /// The size a configured button fits its content in: the content plus the insets (points).
  func configuredSize(_ configuration: Configuration) -> CGSize {
    let colors = ButtonConfigurationColors(configuration, state: .normal, tint: tintColor ?? .systemBlue)
    let layout = configuredLayout(configuration, colors: colors)
    let insets = configuration.contentInsets
    return CGSize(
      width: layout.contentSize.width + insets.leading + insets.trailing,
      height: layout.contentSize.height + insets.top + insets.bottom)
  }
}
