import Foundation
import SegueAnimation

/// UIKit's button: a title label and an image, each per state, title colours per state, tap
/// actions. With both, the image sits left of the title and the pair is centred; a template
/// image (a symbol) takes the title's colour, `tintColor` unless set.
///
/// With a `configuration` (iOS 15) the button draws that instead: its style's background,
/// title, subtitle, image or activity indicator, laid out by its insets and placement, and
/// updated for each state (`UIButton+Configuration.swift`).
@preconcurrency @MainActor open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }

  public let titleLabel: UILabel? = UILabel()
  private(set) var titles: [UInt: String] = [:]
  private(set) var titleColors: [UInt: UIColor] = [:]
  private(set) var images: [UInt: UIImage] = [:]
  private var imageViewStorage: UIImageView?

  /// The view showing the current image (made with the first image, as in UIKit).
  open var imageView: UIImageView? { imageViewStorage }

  /// What the button draws (iOS 15); nil: its per-state titles and images. Setting it
  /// schedules `updateConfiguration()` and the update handler before the next layout.
  open var configuration: Configuration? {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      if !isUpdatingConfiguration { needsConfigurationUpdate = true }
    }
  }

  /// UIKit's type of `configurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = @MainActor (_ button: UIButton) -> Void

  /// Called after `updateConfiguration()` each time the configuration is updated (the
  /// button's state changed, or `setNeedsUpdateConfiguration()`); it may set `configuration`.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the configuration is drawn for the button's state (highlighted, selected,
  /// disabled); false draws it as given. True by default.
  open var automaticallyUpdatesConfiguration = true {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether a tap toggles `isSelected` before the primary action is sent (iOS 15).
  open var changesSelectionAsPrimaryAction = false

  /// Set by `setNeedsUpdateConfiguration()`; the next layout pass updates the configuration.
  private var needsConfigurationUpdate = false
  private var isUpdatingConfiguration = false
  /// The views a configuration adds, made with the first one drawn.
  var configuredViews: ConfiguredButtonViews?

  /// Runs `updateConfiguration()` and the update handler if an update is pending: before a
  /// layout pass, and before the button is measured, so that a handler that sets the title
  /// sizes the button from the first pass (UIKit updates before measuring too).
  private func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate, configuration != nil, !isUpdatingConfiguration else { return }
    needsConfigurationUpdate = false
    isUpdatingConfiguration = true
    updateConfiguration()
    configurationUpdateHandler?(self)
    isUpdatingConfiguration = false
  }

  /// Asks for the configuration to be updated before the next layout pass.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the configuration for the button's current state; the button calls it when
  /// needed, then `configurationUpdateHandler`. Override it to change `configuration` by
  /// state; the default does nothing (the state's colours are applied when drawing).
  open func updateConfiguration() {}

  /// A button drawing `configuration` that sends `primaryAction` when tapped (iOS 15). The
  /// action's title and image fill the configuration's when it has none.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    var configuration = configuration
    if let primaryAction {
      if configuration.attributedTitle == nil, !primaryAction.title.isEmpty {
        configuration.title = primaryAction.title
      }
      if configuration.image == nil { configuration.image = primaryAction.image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpButton()
  }

  private func setUpButton() {
    if let titleLabel {
      titleLabel.textAlignment = .center
      titleLabel.font = .systemFont(ofSize: 17, weight: .regular)
      titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      titleLabel.frame = bounds
      addSubview(titleLabel)
    }
    updateTitle()
  }

  /// iOS 14's `UIButton(primaryAction:)`.
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
    invalidateIntrinsicContentSize()
  }

  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// A styled title for `state`, drawn instead of the plain one (its characters without a
  /// colour take the title colour; docs/uikit-behaviour-2.md §32).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    updateTitle()
    invalidateIntrinsicContentSize()
  }

  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[0]
  }

  open var currentAttributedTitle: NSAttributedString? {
    attributedTitle(for: isHighlighted ? .highlighted : .normal)
  }

  private var attributedTitles: [UInt: NSAttributedString] = [:]

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

  open var currentTitle: String? {
    title(for: isHighlighted ? .highlighted : .normal) ?? currentAttributedTitle?.string
  }

  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    if image != nil, imageViewStorage == nil {
      let view = UIImageView(frame: .zero)
      imageViewStorage = view
      addSubview(view)
    }
    updateTitle()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

  open var currentImage: UIImage? { image(for: isHighlighted ? .highlighted : .normal) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    if let configuration {
      layoutConfiguredContent(configuration)
      return
    }
    guard let imageView = imageViewStorage, let image = currentImage else {
      imageViewStorage?.isHidden = true
      titleLabel?.frame = bounds
      return
    }
    imageView.isHidden = false
    let size = image.size
    let titleWidth = (currentTitle ?? "").isEmpty ? 0 : (titleLabel?.sizeThatFits(.zero).width ?? 0)
    let left = ((bounds.width - size.width - titleWidth) / 2).rounded()
    imageView.frame = CGRect(
      x: left, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    titleLabel?.frame = CGRect(x: left + size.width, y: 0, width: titleWidth, height: bounds.height)
  }

  open override func highlightDidChange() {
    updateTitle()
    if configuration != nil { setNeedsUpdateConfiguration() }
  }

  /// A tap toggles `isSelected` first when `changesSelectionAsPrimaryAction` is set.
  override func primaryActionWillTrigger() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
  }

  /// The image view for a configured button's `image`, made on first use (nil and hidden
  /// when there is no image).
  @discardableResult
  func imageViewForConfiguration(_ image: UIImage?) -> UIImageView? {
    if image != nil, imageViewStorage == nil {
      let view = UIImageView(frame: .zero)
      imageViewStorage = view
      addSubview(view)
    }
    imageViewStorage?.isHidden = image == nil
    imageViewStorage?.image = image
    return image == nil ? nil : imageViewStorage
  }

  /// A new tint recolours the title (unless set per state) and a template image.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateTitle()
    if configuration != nil { setNeedsUpdateConfiguration() }
  }

  private func updateTitle() {
    if configuration != nil {
      setNeedsUpdateConfiguration()
      return
    }
    let state: State = isHighlighted ? .highlighted : .normal
    var color = titleColor(for: state) ?? tintColor ?? .systemBlue
    if isHighlighted && titleColors[State.highlighted.rawValue] == nil { color = color.withAlphaComponent(0.3) }
    if let attributed = attributedTitle(for: state) {
      titleLabel?.text = nil
      titleLabel?.textColor = color
      titleLabel?.attributedText = attributed
    } else {
      titleLabel?.text = title(for: state)
      titleLabel?.textColor = color
    }
    imageView?.image = currentImage
    imageView?.tintColor = color
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    updateConfigurationIfNeeded()
    if let configuration { return configuredSize(configuration) }
    let label = (currentTitle ?? "").isEmpty ? .zero : titleLabel?.sizeThatFits(.zero) ?? .zero
    let image = currentImage?.size ?? .zero
    return CGSize(width: label.width + image.width + 16, height: max(max(label.height, image.height) + 12, 44))
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpButton()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIButton.self)
    ViewArchive.decode(self, from: coder, at: UIButton.self)
  }
}
