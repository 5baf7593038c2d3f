import Foundation

/// UIKit's stack view: lays out its arranged subviews in a row or a column with constraints
/// it makes itself (identified `UISV-…` in the engine's messages, as UIKit's are).
///
/// Along the axis, `distribution` decides sizes and gaps; across it, `alignment` decides
/// position and size (docs/uikit-behaviour-2.md §3.7). Hidden arranged subviews keep their
/// place in `arrangedSubviews` but take no space and no spacing; hiding or showing one inside
/// an animation block animates the collapse, and a view being hidden stays visible until the
/// animation ends. Where several views could stretch or shrink equally under `.fill`, the
/// last one does (UIKit breaks such ties by index without saying which way; our choice).
@preconcurrency @MainActor open class UIStackView: UIView {
  /// How arranged views share the length along the axis (UIKit's raw values).
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How arranged views are placed across the axis (UIKit's raw values).
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  /// `setCustomSpacing` value meaning "the stack's `spacing`".
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// `setCustomSpacing` value meaning "the system spacing" (8 pt).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// Points between adjacent arranged views (the minimum for the equal-spacing distributions).
  open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
  /// Whether views are placed within the stack's layout margins instead of its bounds.
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
  /// Whether vertical spacing is measured between baselines (kept; Segue measures between edges).
  open var isBaselineRelativeArrangement = false

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var arrangement: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack of `views`, added as subviews in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`); a document's subviews of a
  /// stack view are its arranged subviews.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UIStackView.self)
  }

  /// Appends `view` to the arranged views (adding it as a subview if it is not one) and stops
  /// it translating its mask into constraints.
  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Takes `view` out of the arrangement; it stays a subview (remove it from its superview to
  /// remove it entirely), as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    view.layoutState.tieBreakRank = 0
    view.intrinsicSizeConstraintsDidChange()
    arrangementDidChange()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Spacing after `arrangedSubview` instead of `spacing` (points, or one of the
  /// `spacingUse…` values).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementDidChange()
  }

  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  open override var viewForFirstBaselineLayout: UIView {
    arrangedSubviews.first { !$0.isHidden }?.viewForFirstBaselineLayout ?? self
  }

  open override var viewForLastBaselineLayout: UIView {
    arrangedSubviews.last { !$0.isHidden }?.viewForLastBaselineLayout ?? self
  }

  open override func updateConstraints() {
    rebuildArrangement()
    super.updateConstraints()
  }

  private func arrangementDidChange() {
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// An arranged subview's `isHidden` changed. Inside an animation block the new arrangement
  /// is laid out at once, so the collapse (or expansion) animates; a view being hidden is kept
  /// visible until the block's animations end.
  func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangementDidChange()
    guard let state = ViewAnimationState.current, UIView.areAnimationsEnabled else { return }
    if view.layer.isHidden {
      view.layoutState.deferredHidden = true
      view.layer.isHidden = false
      state.addFrameworkCompletion { [weak view] _ in
        guard let view, view.layoutState.deferredHidden == true else { return }
        view.layoutState.deferredHidden = nil
        view.layer.isHidden = true
      }
    }
    (superview ?? self).layoutIfNeeded()
  }

  // MARK: The arrangement's constraints

  private func rebuildArrangement() {
    NSLayoutConstraint.deactivate(arrangement)
    for guide in spacers { removeLayoutGuide(guide) }
    spacers.removeAll()
    var made: [NSLayoutConstraint] = []
    func add(_ constraint: NSLayoutConstraint, _ identifier: String, _ priority: UILayoutPriority = .required) {
      constraint.identifier = identifier
      constraint.priority = priority
      made.append(constraint)
    }
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let horizontal = axis == .horizontal
    let leadingEdge: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
    let trailingEdge: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
    let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    let middle: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
    let crossLeading: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
    let crossTrailing: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
    let crossMiddle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
    let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
    func relate(
      _ a: AnyObject, _ aAttr: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
      _ b: AnyObject?, _ bAttr: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        first: a, firstAttribute: aAttr, relation: relation, second: b, secondAttribute: bAttr, multiplier: multiplier,
        constant: constant)
    }

    let visible = arrangedSubviews.filter { !$0.isHidden }
    // Ties between equally hugging (or resisting) views go to the last one.
    for view in arrangedSubviews {
      let rank =
        distribution == .fill ? visible.count - 1 - (visible.firstIndex { $0 === view } ?? visible.count - 1) : 0
      if view.layoutState.tieBreakRank != rank {
        view.layoutState.tieBreakRank = rank
        view.intrinsicSizeConstraintsDidChange()
      }
    }
    // Along the axis: hidden views collapse in place.
    var previous: UIView?
    for view in arrangedSubviews {
      if view.isHidden {
        add(relate(view, length, .equal, nil, .notAnAttribute), "UISV-hiding")
        if let previous {
          add(relate(view, leadingEdge, .equal, previous, trailingEdge), "UISV-hiding")
        } else {
          add(relate(view, leadingEdge, .equal, canvas, leadingEdge), "UISV-hiding")
        }
        continue
      }
      previous = view
    }
    if let first = visible.first, let last = visible.last {
      add(relate(first, leadingEdge, .equal, canvas, leadingEdge), "UISV-canvas-connection")
      add(relate(last, trailingEdge, .equal, canvas, trailingEdge), "UISV-canvas-connection")
    }
    let gaps = zip(visible, visible.dropFirst()).map { pair in (pair.0, pair.1, spacing(after: pair.0)) }
    switch distribution {
    case .fill, .fillEqually, .fillProportionally:
      for (a, b, gap) in gaps { add(relate(b, leadingEdge, .equal, a, trailingEdge, constant: gap), "UISV-spacing") }
      if distribution == .fillEqually, let first = visible.first {
        for view in visible.dropFirst() { add(relate(view, length, .equal, first, length), "UISV-fill-equally") }
      }
      if distribution == .fillProportionally {
        let sizes = visible.map { max(horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height, 0) }
        let total = sizes.reduce(0, +)
        let spacingTotal = gaps.reduce(0) { $0 + $1.2 }
        if total > 0, visible.count > 1 {
          for (view, size) in zip(visible, sizes) {
            let share = size / total
            add(
              relate(view, length, .equal, canvas, length, multiplier: share, constant: -spacingTotal * share),
              "UISV-fill-proportionally", UILayoutPriority(999))
          }
        }
      }

    case .equalSpacing, .equalCentering:
      let centering = distribution == .equalCentering
      var firstSpacer: UILayoutGuide?
      for (a, b, gap) in gaps {
        add(relate(b, leadingEdge, .greaterThanOrEqual, a, trailingEdge, constant: gap), "UISV-spacing")
        let spacer = UILayoutGuide()
        spacer.identifier = "UISV-distributing"
        addLayoutGuide(spacer)
        spacers.append(spacer)
        add(relate(spacer, leadingEdge, .equal, a, centering ? middle : trailingEdge), "UISV-distributing-edge")
        add(relate(spacer, trailingEdge, .equal, b, centering ? middle : leadingEdge), "UISV-distributing-edge")
        add(relate(spacer, crossLeading, .equal, canvas, crossLeading), "UISV-distributing-edge")
        add(relate(spacer, crossLength, .equal, nil, .notAnAttribute), "UISV-distributing-edge")
        if let firstSpacer {
          add(relate(spacer, length, .equal, firstSpacer, length), "UISV-distributing")
        } else {
          firstSpacer = spacer
        }
      }
    }

    // Across the axis.
    let baseline = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
    let baselineAttribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
    // Baseline alignment only applies to horizontal stacks; a vertical one fills.
    let crossAlignment = !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
    for view in arrangedSubviews {
      switch crossAlignment {
      case .fill:
        add(relate(view, crossLeading, .equal, canvas, crossLeading), "UISV-alignment")
        add(relate(view, crossTrailing, .equal, canvas, crossTrailing), "UISV-alignment")
      case .leading:
        add(relate(view, crossLeading, .equal, canvas, crossLeading), "UISV-alignment")
        add(relate(view, crossTrailing, .lessThanOrEqual, canvas, crossTrailing), "UISV-spanning-boundary")
      case .trailing:
        add(relate(view, crossTrailing, .equal, canvas, crossTrailing), "UISV-alignment")
        add(relate(view, crossLeading, .greaterThanOrEqual, canvas, crossLeading), "UISV-spanning-boundary")
      case .center:
        add(relate(view, crossMiddle, .equal, canvas, crossMiddle), "UISV-alignment")
        add(relate(view, crossLeading, .greaterThanOrEqual, canvas, crossLeading), "UISV-spanning-boundary")
      default:
        add(relate(view, crossLeading, .greaterThanOrEqual, canvas, crossLeading), "UISV-spanning-boundary")
        add(relate(view, crossTrailing, .lessThanOrEqual, canvas, crossTrailing), "UISV-spanning-boundary")
      }
      if crossAlignment != .fill {
        // A view with no size of its own across the axis collapses rather than being ambiguous.
        add(relate(view, crossLength, .equal, nil, .notAnAttribute), "UISV-ambiguity-suppression", UILayoutPriority(25))
      }
    }
    if baseline, let first = visible.first {
      for view in visible.dropFirst() {
        add(relate(view, baselineAttribute, .equal, first, baselineAttribute), "UISV-alignment")
      }
      // The aligned row sits as high as the tallest view allows.
      for view in visible { add(relate(view, .top, .equal, canvas, .top), "UISV-spanning-fit", UILayoutPriority(49)) }
    }
    if crossAlignment != .fill {
      // The stack hugs its tallest (widest) view across the axis.
      add(relate(canvas, crossLength, .equal, nil, .notAnAttribute), "UISV-canvas-fit", UILayoutPriority(49))
    }
    arrangement = made
    NSLayoutConstraint.activate(made)
  }

  private func spacing(after view: UIView) -> CGFloat {
    let custom = customSpacings[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
    if custom == UIStackView.spacingUseDefault {
      return spacing == UIStackView.spacingUseSystem ? systemSpacing : spacing
    }
    if custom == UIStackView.spacingUseSystem { return systemSpacing }
    return custom
  }
}
