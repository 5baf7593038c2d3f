import Foundation
import SegueAnimation

/// UIKit's view: a rectangle of content over a `CALayer`, in a tree of views.
///
/// Geometry is in points. `frame` is in the superview's coordinates, `bounds` in the view's
/// own; `center` is the layer's position. Setting an animatable property inside a
/// `UIView.animate` block changes the model value at once and animates the presentation
/// (docs/uikit-behaviour.md §1.1).
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate, KeyValueObservingStorage {
  /// The key-value observations of this view (nil until the first `observe`).
  nonisolated(unsafe) package var keyValueObservers: KeyValueObserverList?

  /// The layer class a view creates (UIKit's `layerClass`, typed `AnyClass` as in UIKit so
  /// that `override class var layerClass: AnyClass { CAGradientLayer.self }` compiles
  /// unchanged): a `CALayer` subclass. Any other class is reported (UIKit raises) and the
  /// view gets a plain `CALayer`.
  open class var layerClass: AnyClass { CALayer.self }

  /// A new layer of `layerClass`.
  private static func makeLayer() -> CALayer {
    let requested: AnyClass = layerClass
    if let layerType = requested as? CALayer.Type { return layerType.init() }
    TransitionTrace.warn(
      "\(Self.self).layerClass is \(requested), which is not a CALayer subclass; return a CALayer subclass from it, for example `override class var layerClass: AnyClass { CAGradientLayer.self }`. Segue gave the view a plain CALayer (UIKit raises)."
    )
    return CALayer()
  }

  /// The backing layer; the view is its delegate.
  public let layer: CALayer

  open private(set) weak var superview: UIView?
  /// A view whose alpha masks this view and its subviews (UIKit's `mask`): its layer becomes
  /// the layer's `mask` (docs/uikit-behaviour-drawing.md §10). Its frame is in this view's
  /// bounds coordinates; it must not be in a view hierarchy.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }
  open private(set) var subviews: [UIView] = []
  /// An integer to find the view with `viewWithTag(_:)`.
  open var tag = 0
  /// Whether the view receives touches (hit-testing skips it when false).
  open var isUserInteractionEnabled = true
  /// How the view resizes when its superview's bounds change.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether subviews are resized by their masks when the bounds change.
  open var autoresizesSubviews = true
  /// How image content is placed in the bounds (used by `UIImageView`).
  /// How the layer's contents fill the bounds (its `contentsGravity`); `.redraw` redraws
  /// a drawing view whenever its size changes.
  open var contentMode: ContentMode = .scaleToFill {
    didSet {
      layer.contentsGravity = UIImageView.gravity(for: contentMode)
      layer.needsDisplayOnBoundsChange = contentMode == .redraw
      contentModeDidChange()
    }
  }
  /// The colour controls use for their accents. Unset (or set to nil), a view inherits its
  /// superview's, and a view outside any hierarchy has the system blue, as in UIKit; setting
  /// it tints the view's subtree. A change of the colour a view shows calls its
  /// `tintColorDidChange()` and that of every subview that inherits it.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      let old = tintColor
      storedTintColor = newValue
      if tintColor != old { tintDidChange() }
    }
  }
  private(set) var storedTintColor: UIColor?

  /// Called when the tint colour the view shows changed (set on it or on an ancestor, or the
  /// view moved under another tint).
  open func tintColorDidChange() {}

  /// Tells the view and the subviews that inherit its tint.
  private func tintDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil { subview.tintDidChange() }
  }
  /// The controller whose view this is (set by the controller layer).
  public weak var owningViewController: UIResponder?
  /// Auto Layout settings, installed constraints and guides (and the engine, on a root).
  lazy var layoutState = ViewLayoutState()
  /// Overrides, the reported and cached trait collections, registrations (`UIView+Traits`).
  let traitState = TraitState()

  // MARK: Accessibility (kept for source compatibility and tests; Segue has no screen reader)

  /// A name for finding the view in tests (UIKit's `UIAccessibilityIdentification`).
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var isAccessibilityElement = false
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// Whether Smart Invert leaves the view's colours alone (photos, video). Kept; Segue has no
  /// Smart Invert.
  open var accessibilityIgnoresInvertColors = false

  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    CATransaction.performWithoutActions {
      layer.frame = frame
    }
  }

  public convenience override init() { self.init(frame: .zero) }

  /// UIKit's archive initializer: a storyboard's or xib's view is made with it, its
  /// attributes and subviews decoded before a subclass's code after `super.init(coder:)`
  /// runs (docs/interface-builder.md, "Loading order"); so is a view `NSKeyedUnarchiver`
  /// decodes from an archive `encode(with:)` wrote (`ViewArchive`, docs/uikit-behaviour-2.md
  /// §20.1). Any other coder: one sentence naming the fix on standard error, and nil
  /// (`ArchiveDecoding`).
  public required init?(coder: NSCoder) {
    let document = coder as? InterfaceBuilderCoder
    guard document != nil || ViewArchive.holdsView(coder) else {
      ArchiveDecoding.reportUndecodable(Self.self)
      return nil
    }
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    CATransaction.performWithoutActions {
      layer.frame = document?.frame ?? .zero
    }
    document?.decodeView(self, at: UIView.self)
    ViewArchive.decode(self, from: coder, at: UIView.self)
  }

  /// Archives the view for `NSKeyedArchiver` (the idiom of copying a view by archiving and
  /// unarchiving it): geometry, appearance, layer corner radius, border and shadow, subviews,
  /// and the properties of labels, image views, controls and buttons (docs/uikit-behaviour-2.md
  /// §20.1). Override it to archive your own properties, calling `super.encode(with:)`, and
  /// decode them in `init?(coder:)` after `super.init(coder:)`. A Segue view class other than
  /// `UIView`, `UILabel`, `UIImageView`, `UIControl` and `UIButton` fails the archive: the
  /// archiver throws an error naming it.
  open func encode(with coder: NSCoder) {
    ViewArchive.encode(self, with: coder)
  }

  /// Segue's views archive and unarchive under secure coding too
  /// (`NSKeyedUnarchiver.unarchivedObject(ofClass:from:)`).
  open class var supportsSecureCoding: Bool { true }

  open override var next: UIResponder? { owningViewController ?? superview }

  // MARK: Geometry

  open var frame: CGRect {
    get { layer.frame }
    set {
      willSetObservable("frame")
      defer { didSetObservable("frame") }
      let oldSize = layer.bounds.size
      layer.frame = newValue
      if layer.bounds.size != oldSize { boundsSizeDidChange(from: oldSize) }
      layoutGeometryDidChange()
    }
  }

  open var bounds: CGRect {
    get { layer.bounds }
    set {
      willSetObservable("bounds")
      defer { didSetObservable("bounds") }
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      if newValue.size != oldSize { boundsSizeDidChange(from: oldSize) }
      layoutGeometryDidChange()
    }
  }

  open var center: CGPoint {
    get { layer.position }
    set {
      willSetObservable("center")
      defer { didSetObservable("center") }
      layer.position = newValue
      layoutGeometryDidChange()
    }
  }

  /// The affine part of the layer's transform, about the center.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set {
      willSetObservable("transform")
      layer.setAffineTransform(newValue)
      didSetObservable("transform")
    }
  }

  /// The shape UIKit Dynamics collides this view with (`UIDynamicItem`): the rectangle of
  /// its bounds unless a subclass says otherwise.
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The convex path, around the center (points), a `.path` collision uses; by default the
  /// rectangle of the bounds.
  open var collisionBoundingPath: UIBezierPath {
    UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
  }

  /// The layer's 3D transform.
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  // MARK: Appearance

  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set {
      willSetObservable("alpha")
      layer.opacity = Float(newValue)
      didSetObservable("alpha")
    }
  }

  open var isHidden: Bool {
    get { layoutState.deferredHidden ?? layer.isHidden }
    set {
      willSetObservable("hidden")
      defer { didSetObservable("hidden") }
      guard newValue != isHidden else { return }
      layoutState.deferredHidden = nil
      layer.isHidden = newValue
      (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }
  }

  /// The background; a dynamic colour (`.systemBackground`) reaches the layer resolved with
  /// the view's `traitCollection`, and again whenever a colour-affecting trait changes
  /// (docs/uikit-behaviour-2.md §7.6). Reads return the colour set, unless the layer's
  /// colour was changed directly since.
  open var backgroundColor: UIColor? {
    get {
      guard let stored = traitState.backgroundColor,
        stored.resolvedColor(with: traitCollection).cgColor == layer.backgroundColor
      else { return layer.backgroundColor.map(UIColor.init(cgColor:)) }
      return stored
    }
    set {
      traitState.backgroundColor = newValue
      layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
    }
  }

  // MARK: Traits

  /// The view's traits: what it inherits (its controller's for a controller's root view,
  /// else its superview's, else the screen's) with its own overrides applied.
  open var traitCollection: UITraitCollection { resolvedTraitCollection }

  /// Called after the view's trait collection changed, parents before children, before the
  /// next layout, with `UITraitCollection.current` set to the new collection. Deprecated in
  /// iOS 17 (use `registerForTraitChanges`), still called.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The view's trait overrides (iOS 17): they apply to the view and its subtree.
  open var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set {
      traitState.overrides = newValue
      invalidateTraits()
    }
  }

  /// The light or dark style forced on the view and its subtree (`.unspecified`: inherit).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get {
      traitState.overrides.contains(UITraitUserInterfaceStyle.self)
        ? traitState.overrides.userInterfaceStyle : .unspecified
    }
    set {
      if newValue == .unspecified {
        traitOverrides.remove(UITraitUserInterfaceStyle.self)
      } else {
        traitOverrides.userInterfaceStyle = newValue
      }
    }
  }

  /// Reports pending trait changes of the view and its subtree now (iOS 17), instead of at
  /// the next layout.
  open func updateTraitsIfNeeded() { reportPendingTraitChanges() }

  /// Puts the view's dynamic colours, resolved with its traits, back on its layer after a
  /// colour-affecting trait changed; subclasses resolving more colours override it and call
  /// super.
  func traitColorsDidChange() { applyResolvedBackgroundColor() }

  /// Segue's own reaction to a trait change, before `traitCollectionDidChange(_:)`: colours
  /// are resolved again when the colour appearance changed; subclasses that follow other
  /// traits (a label's Dynamic Type font) override it and call super.
  func traitsDidChange(from previous: UITraitCollection) {
    if previous.hasDifferentColorAppearance(comparedTo: traitCollection) { traitColorsDidChange() }
    if previous.layoutDirection != traitCollection.layoutDirection { layoutDirectionDidChange() }
  }

  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Whether the view is fully opaque (a hint; Segue's compositor detects opacity itself).
  open var isOpaque = true

  // MARK: Hit-testing

  /// Whether `point` (bounds space) is inside the view.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive descendant containing `point` (bounds space), front
  /// to back, as UIKit hit-tests: hidden views, views with alpha < 0.01 and views with
  /// user interaction disabled are skipped together with their subtrees.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !isAnimatingWithoutInteraction,
      self.point(inside: point, with: event)
    else {
      return nil
    }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether a running view animation created without `.allowUserInteraction` is moving
  /// this view: such views ignore touches for the animation's life (§1.3).
  public var isAnimatingWithoutInteraction: Bool {
    layer.animationEntries.contains { entry in
      !entry.ended && (entry.animation.delegate as? ViewAnimationState)?.blocksUserInteraction == true
    }
  }

  // MARK: Motion effects

  /// The motion effects attached to the view, in the order added (UIKit's `motionEffects`).
  /// Segue keeps them and applies none: it has no motion sensor (docs/uikit-behaviour-2.md §27).
  open var motionEffects: [UIMotionEffect] = []

  /// Attaches `effect` (UIKit's `addMotionEffect(_:)`); adding one already attached does nothing.
  open func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffects.contains(where: { $0 === effect }) else { return }
    motionEffects.append(effect)
  }

  /// Detaches `effect` (UIKit's `removeMotionEffect(_:)`).
  open func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }

  // MARK: Gesture recognizers

  private var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// The recognizers attached to the view, in the order added (nil when there are none,
  /// as in UIKit). Setting it replaces them.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` (moving it from another view); it receives the touches
  /// that hit this view or its subviews.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let owner = gestureRecognizer.view, owner !== self { owner.removeGestureRecognizer(gestureRecognizer) }
    guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`; one that was receiving touches is reset at once.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.environment?.remove(gestureRecognizer)
    gestureRecognizer.view = nil
  }

  /// Asked when one of this view's (or an ancestor's) recognizers leaves `possible`;
  /// false makes it fail. Default true.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Layout

  /// Lays out subviews. The default gives the subviews positioned by constraints their
  /// solved frames (autoresizing already ran for the others); an override that uses Auto
  /// Layout calls `super.layoutSubviews()` first, as in UIKit.
  open func layoutSubviews() { applySolvedFramesToSubviews() }

  open func setNeedsLayout() { layer.setNeedsLayout() }

  /// Runs pending layout now: updates and solves the tree's constraints, then lays out from
  /// the topmost ancestor that needs layout down (`UIView+LayoutPass.swift`). Inside an
  /// animation block, the frames that change animate.
  open func layoutIfNeeded() { runLayoutPass() }

  // MARK: Auto Layout

  /// Updates the view's constraints before layout; called (subviews first) for views that
  /// asked with `setNeedsUpdateConstraints()`, and once for every view of a tree. Overrides
  /// call `super.updateConstraints()` last, as in UIKit.
  open func updateConstraints() {}

  /// The intrinsic size changed: the layout engine reads it again at the next layout pass.
  open func invalidateIntrinsicContentSize() {
    rootView.layoutEngine?.intrinsicSizeDidChange(of: self)
  }

  /// The size, in points, that the view's constraints give it closest to `targetSize`
  /// (`UIView.layoutFittingCompressedSize` for the smallest, `…ExpandedSize` for the largest),
  /// solved on the view's subtree alone at `fittingSizeLevel` (UIKit's default priorities).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size, in points, that the view's constraints give it when its width and height are
  /// pulled towards `targetSize` at the given priorities (`.required` fixes that dimension,
  /// as a table cell fixes its width). The view's own frame is not changed.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Called when `safeAreaInsets` changed.
  open func safeAreaInsetsDidChange() {}

  /// Called when the layout margins changed.
  open func layoutMarginsDidChange() {}

  /// Whether the view needs constraint-based layout to work (UIKit's class hint; Segue lays
  /// out with constraints wherever there are constraints).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The view whose first baseline stands for this view's (itself; a stack view names its first
  /// arranged subview).
  open var viewForFirstBaselineLayout: UIView { self }

  /// The view whose last baseline stands for this view's.
  open var viewForLastBaselineLayout: UIView { self }

  /// The size that best fits `size`; the default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The natural size of the content, or `noIntrinsicMetric` per dimension.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  // MARK: CALayerDelegate

  /// Returns the running animation block's action for `event`, or nil outside animation
  /// blocks (views do not animate implicitly).
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    guard UIView.areAnimationsEnabled, let state = ViewAnimationState.current else { return nil }
    return state.action(for: layer, forKey: event)
  }

  /// Lays out the view; a controller's root view brackets it with the controller's
  /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`, as UIKit does (after
  /// `viewIsAppearing` when the view has just appeared in a window).
  open func layoutSublayers(of layer: CALayer) {
    let controller = owningViewController as? UIViewController
    traitCollection.performAsCurrent {
      if window != nil { controller?.deliverViewIsAppearing() }
      controller?.layOutContentUnavailableView()
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
  }

  /// Called when `contentMode` changes (subclasses redraw).
  open func contentModeDidChange() {}

  /// Draws the view's contents in `rect` (bounds coordinates, points) into
  /// `UIGraphicsGetCurrentContext()`: a context over the layer's bitmap, origin at the
  /// bounds' top-left, y down, at the screen's scale. UIKit calls it on first display, after
  /// `setNeedsDisplay()` and, with `contentMode == .redraw`, after a size change — never for
  /// a move (docs/uikit-behaviour-drawing.md §7). The default draws nothing.
  open func draw(_ rect: CGRect) { layer.displayState.reachedDefaultDrawing = true }

  /// Redraws the whole view (calls `draw(_:)`) before the next frame.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Redraws `rect` (bounds coordinates, points) before the next frame; the rest of the
  /// previous drawing is kept.
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

  /// The layer asks its view to draw: `draw(_:)` with `ctx` current.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === self.layer else {
      layer.displayState.reachedDefaultDrawing = true
      return
    }
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    draw(layer.rectBeingDrawn)
  }

  // MARK: Hierarchy

  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !view.isAncestor(of: self) else { return }
    let moving = view.superview !== self
    let tintBefore = moving ? view.tintColor : nil
    if moving {
      view.willMove(toSuperview: self)
      view.removeFromSuperviewKeepingCallbacks()
    } else {
      subviews.removeAll { $0 === view }
    }
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    if moving { view.invalidateTraits() }
    // Layer order follows view order; non-view sublayers keep their places above.
    let anchor = position + 1 < subviews.count ? subviews[position + 1].layer : nil
    if let anchor {
      layer.insertSublayer(view.layer, below: anchor)
    } else if position > 0 {
      layer.insertSublayer(view.layer, above: subviews[position - 1].layer)
    } else {
      layer.insertSublayer(view.layer, at: 0)
    }
    if moving {
      view.setNeedsLayout()  // UIKit lays out a view it adds
      layoutSubtreeDidJoin(view)
      view.didMoveToSuperview()
      didAddSubview(view)
      view.windowDidChange()
      if view.tintColor != tintBefore { view.tintDidChange() }
    }
    setNeedsLayout()
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard sibling.superview === self, view !== sibling else { return addSubview(view) }
    var index = subviews.firstIndex { $0 === sibling } ?? subviews.count
    if let current = subviews.firstIndex(where: { $0 === view }), current < index { index -= 1 }
    insertSubview(view, at: index)
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard sibling.superview === self, view !== sibling else { return addSubview(view) }
    var index = (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1
    if let current = subviews.firstIndex(where: { $0 === view }), current < index { index -= 1 }
    insertSubview(view, at: index)
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
    let first = subviews[index1]
    let second = subviews[index2]
    insertSubview(first, at: index2)
    insertSubview(second, at: index1)
  }

  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let tintBefore = tintColor
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    removeFromSuperviewKeepingCallbacks()
    didMoveToSuperview()
    windowDidChange()
    if tintColor != tintBefore { tintDidChange() }
  }

  private func removeFromSuperviewKeepingCallbacks() {
    guard let parent = superview else { return }
    removeConstraintsCrossing(intoSubtreeOf: self)
    let oldRoot = parent.rootView
    traitsWillLeaveSuperview()
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
    invalidateTraits()
    UIView.layoutSubtreeDidLeave(self, oldRoot: oldRoot)
    parent.setNeedsLayout()
  }

  /// Whether `self` is `view` or one of its ancestors (UIKit's `isDescendant(of:)` inverted).
  public func isAncestor(of view: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superview
    }
    return false
  }

  open func isDescendant(of view: UIView) -> Bool { view.isAncestor(of: self) }

  /// The first view in the subtree (self included, depth first) with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func willMove(toWindow newWindow: UIView?) {}
  open func didMoveToWindow() {}

  /// The nearest ancestor (or self) that is a window (see `UIWindow`).
  open var windowRoot: UIView? {
    var current: UIView? = self
    while let view = current {
      if view.isWindow { return view }
      current = view.superview
    }
    return nil
  }

  /// Overridden by `UIWindow`.
  open var isWindow: Bool { false }

  private func windowDidChange() {
    didMoveToWindow()
    for subview in subviews { subview.windowDidChange() }
  }
}
