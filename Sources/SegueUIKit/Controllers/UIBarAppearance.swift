import Foundation

/// UIKit's bar appearance (iOS 13+): a bar's background — a blur effect, a colour over it,
/// an image — and the shadow line under it. Bars copy an appearance when it is assigned
/// (`standardAppearance`, `scrollEdgeAppearance`), so changing the original afterwards
/// changes nothing until it is assigned again, as in UIKit.
///
/// A new appearance is configured with the default background, the translucent material
/// and a shadow (`configureWithDefaultBackground()`). How Segue's navigation bar draws one is
/// in docs/uikit-behaviour-2.md §29.
@preconcurrency @MainActor open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
  /// The device idiom the appearance was made for (`.phone` unless given).
  public let idiom: UIUserInterfaceIdiom
  /// The blur under the background colour; nil for none.
  open var backgroundEffect: UIBlurEffect?
  /// A colour over the blur (nil: the blur alone).
  open var backgroundColor: UIColor?
  /// An image over the colour (drawn stretched by `backgroundImageContentMode`).
  open var backgroundImage: UIImage?
  /// How `backgroundImage` fills the bar (default `.scaleToFill`).
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The colour of the 0.5-point line under the bar; nil or clear for none.
  open var shadowColor: UIColor?
  /// An image in place of the shadow line, tinted with `shadowColor` (kept; Segue draws the
  /// line in `shadowColor`).
  open var shadowImage: UIImage?

  /// An appearance for `idiom`, configured with the default background.
  public required init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance for the phone idiom, configured with the default background.
  public override convenience init() { self.init(idiom: .phone) }

  /// A copy of `barAppearance`: its background and shadow, and, when it is of this class,
  /// the subclass's own properties too.
  public convenience init(barAppearance: UIBarAppearance) {
    self.init(idiom: barAppearance.idiom)
    copyProperties(from: barAppearance)
  }

  /// The translucent system material with the standard shadow: a bar as iOS draws it by
  /// default.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = .separator
    shadowImage = nil
  }

  /// An opaque background in the system background colour, with the standard shadow.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = .separator
    shadowImage = nil
  }

  /// No background and no shadow: the bar shows what is behind it.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = .clear
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// A copy of this appearance (of the subclass); `copy()` comes here.
  open func copy(with zone: NSZone? = nil) -> Any { Self.makeCopy(of: self) }

  func copyBackgroundAndShadow(from other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// Copies `appearance` with its subclass's own properties (`UINavigationBarAppearance`
  /// overrides `copyProperties(from:)`).
  static func makeCopy(of appearance: UIBarAppearance) -> UIBarAppearance {
    let copy = type(of: appearance).init(idiom: appearance.idiom)
    copy.copyProperties(from: appearance)
    return copy
  }

  /// Takes every property of `other` (subclasses add theirs and call super).
  func copyProperties(from other: UIBarAppearance) { copyBackgroundAndShadow(from: other) }

  /// How the background shows, for the bars that draw it.
  enum Background: Equatable {
    /// The material (with nothing over it).
    case material
    /// A colour (over the material when `overMaterial`).
    case color(UIColor, overMaterial: Bool)
    /// Nothing: what is behind the bar shows.
    case transparent

    /// Whether a colour lies over the material.
    var isColorOverMaterial: Bool {
      if case .color(_, let overMaterial) = self { return overMaterial }
      return false
    }
  }

  var background: Background {
    if let backgroundColor {
      if backgroundColor.cgColor.alpha == 0 { return backgroundEffect == nil ? .transparent : .material }
      return .color(backgroundColor, overMaterial: backgroundEffect != nil)
    }
    return backgroundEffect == nil ? .transparent : .material
  }

  /// The shadow line's colour, nil when there is none.
  var shadowLineColor: UIColor? {
    guard let shadowColor, shadowColor.cgColor.alpha > 0 else { return nil }
    return shadowColor
  }
}

/// UIKit's navigation bar appearance: a bar appearance plus the inline and large titles'
/// attributes (`.font` and `.foregroundColor` are drawn), the look of the bar's plain, done
/// and back items (their titles' `.font` and `.foregroundColor` are drawn) and the back
/// indicator image (kept).
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
  /// The inline title's attributes (default empty: the bar's own, then 17 pt semibold in
  /// `.label`).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes (default empty: the bar's own, then 34 pt bold in
  /// `.label`).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Moves the inline title (kept; Segue centres it).
  open var titlePositionAdjustment: UIOffset = .zero
  /// The look of plain bar button items; a copy of what is assigned.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
    didSet { buttonAppearance = UIBarButtonItemAppearance.copied(buttonAppearance) }
  }
  /// The look of done bar button items; a copy of what is assigned.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
    didSet { doneButtonAppearance = UIBarButtonItemAppearance.copied(doneButtonAppearance) }
  }
  /// The look of the back button's title; a copy of what is assigned.
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
    didSet { backButtonAppearance = UIBarButtonItemAppearance.copied(backButtonAppearance) }
  }
  /// The back button's chevron image (nil: the system chevron; kept, Segue draws the chevron).
  public private(set) var backIndicatorImage: UIImage?
  /// The mask the title slides under during a transition (kept).
  public private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// Sets the back indicator and its transition mask; as in UIKit, both or neither.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    backIndicatorTransitionMaskImage = transitionMaskImage
  }

  public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  override func copyProperties(from other: UIBarAppearance) {
    super.copyProperties(from: other)
    if let navigation = other as? UINavigationBarAppearance { copyNavigationProperties(from: navigation) }
  }

  private func copyNavigationProperties(from other: UINavigationBarAppearance) {
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    buttonAppearance = other.buttonAppearance
    doneButtonAppearance = other.doneButtonAppearance
    backButtonAppearance = other.backButtonAppearance
    setBackIndicatorImage(other.backIndicatorImage, transitionMaskImage: other.backIndicatorTransitionMaskImage)
  }

  /// The item appearance for `style`.
  func itemAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
    style == .done ? doneButtonAppearance : buttonAppearance
  }
}
