import Foundation
import SegueLayout

extension LayoutEngine {
  /// The readable content width on a phone at the default text size, in points (the commonly
  /// quoted 672 pt; on a portrait phone the readable guide is the margins guide;
  /// docs/uikit-behaviour-2.md §3.4).
  static let readableWidth: Double = 672

  /// A system guide's edges, kept at the owning view's current insets: the safe area, the
  /// margins (inside the safe area when `insetsLayoutMarginsFromSafeArea`), the readable
  /// content (the margins, at most `readableWidth` wide and centred) and the keyboard (the
  /// part the drawn keyboard covers, else the bottom safe-area strip).
  func installGuideEdges(_ record: ItemRecord, _ guide: UILayoutGuide) {
    guard let role = guide.systemRole, let owner = guide.owningView, let view = records[ObjectIdentifier(owner)]
    else { return }
    let required = LayoutSolver.required
    if role == .scrollContent || role == .scrollFrame, let scrollView = owner as? UIScrollView {
      installScrollGuideEdges(record, view, scrollView, content: role == .scrollContent)
      return
    }
    let insets: UIEdgeInsets
    switch role {
    case .scrollContent, .scrollFrame: return
    case .safeArea: insets = owner.safeAreaInsets
    case .margins, .readableContent: insets = owner.effectiveMarginInsets
    case .keyboard:
      let keyboard = guide as? UIKeyboardLayoutGuide
      let safeBottom = keyboard?.usesBottomSafeArea ?? true ? owner.safeAreaInsets.bottom : 0
      let covered = FrameLoop.showing(owner.layer)?.keyboard.overlap(of: owner) ?? 0
      let height = max(covered, safeBottom)
      insets = UIEdgeInsets(top: owner.bounds.height - height, left: 0, bottom: 0, right: 0)
    }
    let (t, l, b, r) = (Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right))
    // Vertical edges are the same for every role.
    setInternal(
      record, .guideEdge(1), LinearExpression([(record.top, 1), (view.top, -1)], constant: -t), .equal,
      strength: required)
    setInternal(
      record, .guideEdge(3), LinearExpression([(record.height, 1), (view.height, -1)], constant: t + b), .equal,
      strength: required)
    guard role == .readableContent else {
      setInternal(
        record, .guideEdge(0), LinearExpression([(record.left, 1), (view.left, -1)], constant: -l), .equal,
        strength: required)
      setInternal(
        record, .guideEdge(2), LinearExpression([(record.width, 1), (view.width, -1)], constant: l + r), .equal,
        strength: required)
      return
    }
    // Readable: inside the margins, centred in them, at most the readable width, as wide as
    // the margins allow.
    setInternal(
      record, .guideEdge(0), LinearExpression([(record.left, 1), (view.left, -1)], constant: -l), .greaterThanOrEqual,
      strength: required)
    setInternal(
      record, .guideEdge(2),
      LinearExpression([(view.left, 1), (view.width, 1), (record.left, -1), (record.width, -1)], constant: -r),
      .greaterThanOrEqual, strength: required)
    setInternal(
      record, .guideEdge(4), LinearExpression([(record.width, 1)], constant: -Self.readableWidth), .lessThanOrEqual,
      strength: required)
    setInternal(
      record, .guideEdge(5),
      LinearExpression(
        [(record.left, 1), (record.width, 0.5), (view.left, -1), (view.width, -0.5)], constant: -(l - r) / 2),
      .equal, strength: required)
    setInternal(
      record, .guideEdge(6), LinearExpression([(record.width, 1), (view.width, -1)], constant: l + r), .equal,
      strength: UILayoutPriority(999).solverStrength)
  }

  /// A scroll view's guides in layout space (which ignores the offset): the content area starts
  /// at the scroll view's origin and is `contentSize` large — weakly (weight 10⁻², below every
  /// priority), so constraints that determine it win and `contentSize` then follows them; the
  /// viewport is the scroll view's bounds, moved by the offset.
  private func installScrollGuideEdges(
    _ record: ItemRecord, _ view: ItemRecord, _ scrollView: UIScrollView, content: Bool
  ) {
    let required = LayoutSolver.required
    let offset = content ? .zero : scrollView.contentOffset
    setInternal(
      record, .guideEdge(0), LinearExpression([(record.left, 1), (view.left, -1)], constant: -Double(offset.x)), .equal,
      strength: required)
    setInternal(
      record, .guideEdge(1), LinearExpression([(record.top, 1), (view.top, -1)], constant: -Double(offset.y)), .equal,
      strength: required)
    if content {
      let size = scrollView.contentSize
      setInternal(
        record, .guideEdge(2), LinearExpression([(record.width, 1)], constant: -Double(size.width)), .equal,
        strength: Self.contentSizeStrength)
      setInternal(
        record, .guideEdge(3), LinearExpression([(record.height, 1)], constant: -Double(size.height)), .equal,
        strength: Self.contentSizeStrength)
    } else {
      setInternal(
        record, .guideEdge(2), LinearExpression([(record.width, 1), (view.width, -1)]), .equal, strength: required)
      setInternal(
        record, .guideEdge(3), LinearExpression([(record.height, 1), (view.height, -1)]), .equal, strength: required)
    }
  }

  /// The weight holding a content guide at `contentSize`.
  static let contentSizeStrength = 1e-2

  /// Scroll views whose content guide's size is set by constraints take it as `contentSize`.
  func adoptScrollContentSizes() {
    for owner in guideOwners.values {
      guard let scrollView = owner as? UIScrollView,
        let guide = scrollView.layoutState.guides.first(where: { $0.systemRole == .scrollContent }),
        let solved = solvedRect(of: guide)
      else { continue }
      let size = CGSize(width: max(solved.width, 0), height: max(solved.height, 0))
      if abs(size.width - scrollView.contentSize.width) > 0.001
        || abs(size.height - scrollView.contentSize.height) > 0.001
      {
        scrollView.contentSize = size
      }
    }
  }

  /// Re-reads the insets of every view with system guides (safe areas move as views move) and
  /// tells views and controllers whose insets changed, as UIKit does.
  func refreshGuides() {
    for (id, owner) in guideOwners {
      guard records[id] != nil else { continue }
      if !isScratch { owner.reportInsetChanges() }
      for guide in owner.layoutState.guides where guide.systemRole != nil {
        guard let record = records[ObjectIdentifier(guide)] else { continue }
        installGuideEdges(record, guide)
      }
    }
  }
}
