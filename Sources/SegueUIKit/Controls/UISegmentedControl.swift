import Foundation
import SegueAnimation

/// UIKit's segmented control (iOS 13 style): segments of equal width on a light grey,
/// 32 pt high rounded background, the selected one on a white platter with a soft shadow
/// that slides to a newly selected segment.
///
/// A touch highlights the segment under it; lifting it over a segment selects that segment
/// and sends `.valueChanged` (and `.primaryActionTriggered`) when the selection changed.
/// A momentary control sends it on every lift and keeps no selection. Setting
/// `selectedSegmentIndex` sends no action. Sizes, colours and fonts:
/// docs/uikit-behaviour-2.md §11.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
  /// `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  static let height: CGFloat = 32
  static let cornerRadius: CGFloat = 8.91
  static let platterInset: CGFloat = 2
  static let titlePadding: CGFloat = 16
  static let fontSize: CGFloat = 13

  /// One segment: a title or an image, enabled or not, a fixed width or 0 (automatic).
  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    var width: CGFloat = 0
    var action: UIAction?
  }

  private var segments: [Segment] = []
  private var segmentViews: [UIView] = []
  private var separators: [UIView] = []
  private let platter = UIView()
  private var storedSelection = UISegmentedControl.noSegment
  private var highlightedIndex: Int?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Whether a selection lasts only while the touch is down (default false).
  open var isMomentary = false
  /// Whether segments are as wide as their content (false: all equally wide).
  open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
  /// The selected segment's platter colour (nil: white; dark grey in dark mode).
  open var selectedSegmentTintColor: UIColor? { didSet { updateAppearance() } }

  open var numberOfSegments: Int { segments.count }

  /// The selected segment's index, or `noSegment`. Setting it moves the platter without
  /// animation and sends no action.
  open var selectedSegmentIndex: Int {
    get { storedSelection }
    set {
      storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment
      UIView.performWithoutAnimation {
        layoutSegments()
        updateAppearance()
      }
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpControl()
  }

  /// Segments for `items`, each a `String` title or a `UIImage`, none selected.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? UIImage {
        insert(Segment(image: image), at: segments.count)
      } else {
        insert(Segment(title: (item as? String) ?? "\(item)"), at: segments.count)
      }
    }
    UIView.performWithoutAnimation { setFrameSizeToFit() }
  }

  /// iOS 14's segments from actions: each action's title is a segment's, and it runs when
  /// that segment is selected.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for action in actions { insert(Segment(title: action.title, action: action), at: segments.count) }
    if frame.size == .zero { UIView.performWithoutAnimation { setFrameSizeToFit() } }
  }

  /// UIKit's archive initializer (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpControl()
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UISegmentedControl.self)
  }

  private func setUpControl() {
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = Self.cornerRadius
    platter.isUserInteractionEnabled = false
    platter.layer.cornerRadius = Self.cornerRadius - Self.platterInset
    platter.layer.shadowColor = UIColor.black.cgColor
    platter.layer.shadowOpacity = 0.12
    platter.layer.shadowRadius = 4
    platter.layer.shadowOffset = CGSize(width: 0, height: 3)
    platter.layer.borderWidth = 0.5
    platter.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
    addSubview(platter)
    updateAppearance()
  }

  private func setFrameSizeToFit() {
    let size = intrinsicContentSize
    frame.size = CGSize(width: size.width, height: Self.height)
  }

  // MARK: - Segments

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, action: action), at: segment)
  }

  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    segmentViews.remove(at: segment).removeFromSuperview()
    if storedSelection == segment {
      storedSelection = Self.noSegment
    } else if storedSelection > segment {
      storedSelection -= 1
    }
    segmentsDidChange()
  }

  open func removeAllSegments() {
    segments.removeAll()
    for view in segmentViews { view.removeFromSuperview() }
    segmentViews.removeAll()
    storedSelection = Self.noSegment
    segmentsDidChange()
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
    rebuildView(at: segment)
  }

  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
    rebuildView(at: segment)
  }

  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
    updateAppearance()
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// A fixed width for `segment`, points (0: automatic).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(width, 0)
    segmentsDidChange()
  }

  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Title attributes for `state` (`.normal` or `.selected`): `.font` and
  /// `.foregroundColor` are applied.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleAttributes[state.rawValue] = attributes
    for index in segments.indices { rebuildView(at: index) }
    invalidateIntrinsicContentSize()
  }

  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  private func insert(_ segment: Segment, at index: Int) {
    let position = min(max(index, 0), segments.count)
    segments.insert(segment, at: position)
    let view = makeView(for: segment)
    segmentViews.insert(view, at: position)
    addSubview(view)
    if storedSelection >= position { storedSelection += 1 }
    segmentsDidChange()
  }

  private func rebuildView(at index: Int) {
    segmentViews[index].removeFromSuperview()
    let view = makeView(for: segments[index])
    segmentViews[index] = view
    addSubview(view)
    segmentsDidChange()
  }

  private func makeView(for segment: Segment) -> UIView {
    if let image = segment.image {
      let view = UIImageView(image: image)
      view.contentMode = .center
      view.isUserInteractionEnabled = false
      return view
    }
    let label = UILabel()
    label.text = segment.title
    label.textAlignment = .center
    label.lineBreakMode = .byTruncatingTail
    return label
  }

  private func segmentsDidChange() {
    while separators.count < max(segments.count - 1, 0) {
      let separator = UIView()
      separator.isUserInteractionEnabled = false
      separators.append(separator)
      insertSubview(separator, belowSubview: platter)
    }
    while separators.count > max(segments.count - 1, 0) { separators.removeLast().removeFromSuperview() }
    invalidateIntrinsicContentSize()
    UIView.performWithoutAnimation {
      layoutSegments()
      updateAppearance()
    }
  }

  // MARK: - Layout

  private func font(selected: Bool) -> UIFont {
    let state: State = selected ? .selected : .normal
    if let font = (titleAttributes[state.rawValue] ?? titleAttributes[0])?[.font] as? UIFont { return font }
    return .systemFont(ofSize: Self.fontSize, weight: selected ? .semibold : .regular)
  }

  /// A segment's content width: its title in the selected (wider) font, or its image.
  private func contentWidth(of index: Int) -> CGFloat {
    let segment = segments[index]
    if let image = segment.image { return image.size.width }
    let label = UILabel()
    label.font = font(selected: true)
    label.text = segment.title
    return label.sizeThatFits(.zero).width
  }

  open override var intrinsicContentSize: CGSize {
    guard !segments.isEmpty else { return CGSize(width: 0, height: Self.height) }
    let widths = segments.indices.map { contentWidth(of: $0) + Self.titlePadding }
    let fixed = segments.map(\.width)
    let total: CGFloat
    if apportionsSegmentWidthsByContent {
      total = zip(widths, fixed).reduce(0) { $0 + ($1.1 > 0 ? $1.1 : $1.0) }
    } else {
      let widest = zip(widths, fixed).map { $0.1 > 0 ? $0.1 : $0.0 }.max() ?? 0
      total = widest * CGFloat(segments.count)
    }
    return CGSize(width: total.rounded(.up), height: Self.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Each segment's frame across the bounds: fixed widths as given, the rest shared equally
  /// (or in proportion to content with `apportionsSegmentWidthsByContent`).
  private func segmentFrames() -> [CGRect] {
    guard !segments.isEmpty else { return [] }
    let fixedTotal = segments.reduce(0) { $0 + $1.width }
    let flexible = segments.indices.filter { segments[$0].width == 0 }
    let remaining = max(bounds.width - fixedTotal, 0)
    let weights: [CGFloat] = segments.indices.map { index in
      guard segments[index].width == 0 else { return 0 }
      return apportionsSegmentWidthsByContent ? contentWidth(of: index) + Self.titlePadding : 1
    }
    let weightTotal = max(weights.reduce(0, +), 1)
    var x: CGFloat = 0
    return segments.indices.map { index in
      let width =
        segments[index].width > 0
        ? segments[index].width : flexible.isEmpty ? 0 : remaining * weights[index] / weightTotal
      defer { x += width }
      return CGRect(x: x, y: 0, width: width, height: bounds.height)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutSegments()
  }

  private func layoutSegments() {
    let frames = segmentFrames()
    for (view, frame) in zip(segmentViews, frames) { view.frame = frame.insetBy(dx: 4, dy: 0) }
    for (index, separator) in separators.enumerated() {
      let x = frames[index].maxX
      separator.frame = CGRect(x: x - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
    }
    if frames.indices.contains(storedSelection) {
      platter.frame = frames[storedSelection].insetBy(dx: Self.platterInset, dy: Self.platterInset)
    }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateAppearance()
  }

  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    updateAppearance()
  }

  open override func highlightDidChange() { updateAppearance() }

  override var touchUpIsPrimaryAction: Bool { false }

  private func updateAppearance() {
    let dark = traitCollection.userInterfaceStyle == .dark
    platter.isHidden = !segments.indices.contains(storedSelection)
    platter.backgroundColor =
      selectedSegmentTintColor ?? (dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white)
    for (index, view) in segmentViews.enumerated() {
      let selected = index == storedSelection
      let enabled = isEnabled && segments[index].isEnabled
      let state: State = selected ? .selected : .normal
      let attributes = titleAttributes[state.rawValue] ?? titleAttributes[0]
      let color = (attributes?[.foregroundColor] as? UIColor) ?? .label
      if let label = view as? UILabel {
        label.font = font(selected: selected)
        label.textColor = color
      } else {
        view.tintColor = color
      }
      // The touched segment dims while the touch is over it (not the selected one).
      view.alpha = !enabled ? 0.3 : (highlightedIndex == index && !selected ? 0.3 : 1)
    }
    // A separator shows only between two unselected segments.
    for (index, separator) in separators.enumerated() {
      separator.backgroundColor = .opaqueSeparator
      let touchesSelection = index == storedSelection || index + 1 == storedSelection
      separator.alpha = touchesSelection ? 0 : 1
    }
  }

  // MARK: - Tracking

  private func segmentIndex(at point: CGPoint) -> Int? {
    guard bounds.contains(point) else { return nil }
    return segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    highlightedIndex = segmentIndex(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
    updateAppearance()
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let index = segmentIndex(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
    if index != highlightedIndex {
      highlightedIndex = index
      updateAppearance()
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let target = touch.flatMap { segmentIndex(at: $0.location(in: self)) }
    highlightedIndex = nil
    guard let target, segments[target].isEnabled else {
      updateAppearance()
      return
    }
    if isMomentary {
      storedSelection = target
      updateAppearance()
      segments[target].action?.perform(sender: self)
      sendValueChanged()
      storedSelection = Self.noSegment
      UIView.animate(withDuration: 0.25) { self.updateAppearance() }
      return
    }
    guard target != storedSelection else {
      updateAppearance()
      return
    }
    let wasSelected = segments.indices.contains(storedSelection)
    storedSelection = target
    if wasSelected {
      // The platter slides to the new segment (Segue's timing; UIKit's is not documented).
      UIView.animate(
        withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: [.beginFromCurrentState]
      ) {
        self.layoutSegments()
      }
      updateAppearance()
    } else {
      UIView.performWithoutAnimation {
        layoutSegments()
        updateAppearance()
      }
    }
    segments[target].action?.perform(sender: self)
    sendValueChanged()
  }

  open override func cancelTracking(with event: UIEvent?) {
    highlightedIndex = nil
    updateAppearance()
  }
}
