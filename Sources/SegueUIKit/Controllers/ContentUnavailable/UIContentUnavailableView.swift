import Foundation

/// The view a `UIContentUnavailableConfiguration` makes (iOS 17): the image (or an activity
/// indicator), the title, the secondary text and the buttons in a column, centred in the view
/// inside its margins, the texts wrapping to the width left.
@preconcurrency @MainActor open class UIContentUnavailableView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let activityIndicator = UIActivityIndicatorView(style: .large)
  private let textLabel = UILabel()
  private let secondaryLabel = UILabel()
  private let primaryButton = UIButton(configuration: .plain())
  private let secondaryButton = UIButton(configuration: .plain())
  private let backgroundView = UIView()
  /// The actions now added to each button, replaced when the configuration changes.
  private var buttonActions: [UIAction?] = [nil, nil]

  /// A view showing `configuration`.
  public init(configuration: UIContentUnavailableConfiguration) {
    contentUnavailableConfiguration = configuration
    super.init(frame: .zero)
    backgroundView.isUserInteractionEnabled = false
    addSubview(backgroundView)
    for view in [imageView, activityIndicator, textLabel, secondaryLabel, primaryButton, secondaryButton] as [UIView] {
      addSubview(view)
    }
    textLabel.numberOfLines = 0
    secondaryLabel.numberOfLines = 0
    apply()
  }

  /// UIKit's archive initializer; there are no archives of this view in Segue.
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  /// What the view shows.
  public var contentUnavailableConfiguration: UIContentUnavailableConfiguration {
    didSet { apply() }
  }

  public var configuration: any UIContentConfiguration {
    get { contentUnavailableConfiguration }
    set {
      if let configuration = newValue as? UIContentUnavailableConfiguration {
        contentUnavailableConfiguration = configuration
      }
    }
  }

  private func apply() {
    let c = contentUnavailableConfiguration
    let preferred = c.imageProperties.preferredSymbolConfiguration ?? UIImage.SymbolConfiguration(pointSize: 44)
    imageView.image = c.image.map { $0.applyingSymbolConfiguration(preferred) ?? $0 }
    imageView.tintColor = c.imageProperties.tintColor ?? .secondaryLabel
    imageView.layer.cornerRadius = c.imageProperties.cornerRadius
    imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
    imageView.contentMode = .scaleAspectFit
    if c.showsActivityIndicator { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
    apply(c.textProperties, text: c.text, attributed: c.attributedText, to: textLabel)
    apply(c.secondaryTextProperties, text: c.secondaryText, attributed: c.secondaryAttributedText, to: secondaryLabel)
    for (index, (button, configuration, properties)) in [
      (primaryButton, c.button, c.buttonProperties), (secondaryButton, c.secondaryButton, c.secondaryButtonProperties),
    ].enumerated() {
      button.configuration = configuration
      button.isEnabled = properties.isEnabled
      if let old = buttonActions[index] { button.removeAction(old, for: .primaryActionTriggered) }
      buttonActions[index] = properties.primaryAction
      if let action = properties.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
    }
    backgroundView.backgroundColor = c.background.backgroundColor ?? .clear
    backgroundView.layer.cornerRadius = c.background.cornerRadius
    setNeedsLayout()
  }

  private func apply(
    _ properties: UIContentUnavailableConfiguration.TextProperties, text: String?, attributed: NSAttributedString?,
    to label: UILabel
  ) {
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = contentUnavailableConfiguration.alignment == .center ? .center : .natural
    if let attributed { label.attributedText = attributed } else { label.text = text }
  }

  /// The column's pieces that show, each with its size at `width` points and the padding
  /// above it.
  private func column(width: CGFloat) -> [(view: UIView, size: CGSize, padding: CGFloat)] {
    let c = contentUnavailableConfiguration
    var pieces: [(UIView, CGSize, CGFloat)] = []
    func add(_ view: UIView, _ size: CGSize, after padding: CGFloat) {
      pieces.append((view, size, pieces.isEmpty ? 0 : padding))
    }
    if c.showsActivityIndicator {
      add(activityIndicator, activityIndicator.intrinsicContentSize, after: 0)
    } else if let image = imageView.image {
      var size = image.size
      let limit = c.imageProperties.maximumSize
      if limit.width > 0, size.width > limit.width {
        size = CGSize(width: limit.width, height: size.height * limit.width / size.width)
      }
      if limit.height > 0, size.height > limit.height {
        size = CGSize(width: size.width * limit.height / size.height, height: limit.height)
      }
      add(imageView, size, after: 0)
    }
    if !(textLabel.text ?? "").isEmpty {
      add(textLabel, textLabel.sizeThatFits(CGSize(width: width, height: 0)), after: c.imageToTextPadding)
    }
    if !(secondaryLabel.text ?? "").isEmpty {
      add(
        secondaryLabel, secondaryLabel.sizeThatFits(CGSize(width: width, height: 0)),
        after: c.textToSecondaryTextPadding)
    }
    for (button, configuration, padding) in [
      (primaryButton, c.button, c.textToButtonPadding),
      (secondaryButton, c.secondaryButton, c.buttonToSecondaryButtonPadding),
    ] where configuration.attributedTitle != nil || configuration.image != nil {
      add(button, button.intrinsicContentSize, after: padding)
    }
    return pieces.map { (view: $0.0, size: CGSize(width: min($0.1.width, width), height: $0.1.height), padding: $0.2) }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView.frame = bounds
    let m = contentUnavailableConfiguration.directionalLayoutMargins
    let width = max(bounds.width - m.leading - m.trailing, 0)
    let pieces = column(width: width)
    let shown = Set(pieces.map { ObjectIdentifier($0.view) })
    for view in [imageView, activityIndicator, textLabel, secondaryLabel, primaryButton, secondaryButton] as [UIView] {
      view.isHidden = !shown.contains(ObjectIdentifier(view))
    }
    let height = pieces.reduce(0) { $0 + $1.size.height + $1.padding }
    var y = (m.top + (bounds.height - m.top - m.bottom - height) / 2).rounded()
    for piece in pieces {
      y += piece.padding
      let x =
        contentUnavailableConfiguration.alignment == .center || !(piece.view is UILabel)
        ? m.leading + (width - piece.size.width) / 2 : m.leading
      piece.view.frame = CGRect(x: x.rounded(), y: y, width: piece.size.width, height: piece.size.height)
      y += piece.size.height
    }
  }
}
