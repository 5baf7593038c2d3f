import Foundation

/// UIKit's visual effect view: shows its `effect` over what lies behind it, and its
/// `contentView`'s subviews above the effect.
///
/// A blur reads everything composited below the view in the same frame, clipped to the
/// view's bounds — rounded when `clipsToBounds` is set with a `layer.cornerRadius`
/// (docs/uikit-behaviour-drawing.md §12.3). Setting `effect` inside `UIView.animate` or a
/// `UIViewPropertyAnimator` animates it: from nil the blur radius, saturation and tint
/// ramp up together, and an interactive transition can scrub it (§12.2).
///
/// Subviews go into `contentView`. One added to the effect view itself is reported with a
/// message naming `contentView` and put into `contentView` (UIKit raises since iOS 11 —
/// Segue differs on purpose: a user's mistake never crashes, §12.3).
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
  open override class var layerClass: AnyClass { VisualEffectLayer.self }

  /// Where subviews go; it fills the effect view's bounds.
  open var contentView: UIView { content }
  private let content = UIView(frame: .zero)
  /// Whether the effect view is adding its own content view (the only direct subview).
  private var addsContentView = false

  /// The effect shown (a copy of the one set, as UIKit's `@NSCopying` property). Set inside
  /// an animation block, the change animates.
  @NSCopying open var effect: UIVisualEffect? {
    didSet { applyEffect() }
  }

  /// A view showing `effect` (nil for none).
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUpEffectView()
  }

  private func setUpEffectView() {
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addsContentView = true
    addSubview(content)
    addsContentView = false
    CATransaction.performWithoutActions { applyEffect() }
  }

  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`): the document's blur effect.
  public required init?(coder: NSCoder) {
    let blur = (coder as? InterfaceBuilderCoder)?.object.keyed["effect"].flatMap { $0.attributes["style"] }
    effect = blur.flatMap { name in
      (0...20).compactMap(UIBlurEffect.Style.init(rawValue:)).first { "\($0)" == name }
    }.map { UIBlurEffect(style: $0) }
    super.init(coder: coder)
    setUpEffectView()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIVisualEffectView.self)
  }

  open override func insertSubview(_ view: UIView, at index: Int) {
    guard addsContentView || view === content else {
      // UIKit raises here (since iOS 11); Segue says so and puts the view where it belongs.
      TransitionTrace.warn(
        "UIVisualEffectView does not take subviews directly (\(type(of: view)) was added); add them to its contentView instead: effectView.contentView.addSubview(view). Segue added it to contentView (UIKit raises)."
      )
      content.insertSubview(view, at: min(index, content.subviews.count))
      return
    }
    super.insertSubview(view, at: index)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    content.frame = bounds
  }

  /// Blur effects follow the view's appearance (light or dark).
  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    if previous.userInterfaceStyle != traitCollection.userInterfaceStyle {
      CATransaction.performWithoutActions { applyEffect() }
    }
  }

  /// The effect as the layer's filter (animated when inside an animation block).
  private func applyEffect() {
    let filter = effect?.backdropFilter(with: traitCollection) ?? .none
    guard let layer = layer as? VisualEffectLayer, layer.filter != filter else { return }
    layer.filter = filter
  }
}
