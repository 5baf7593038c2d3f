import Foundation

extension UICollectionView {
  /// Whether the content scrolls sideways (the reuse margin then runs along x).
  var scrollsAlongX: Bool {
    let size = collectionViewLayout.collectionViewContentSize
    return size.width > bounds.width + 0.5 && size.height <= bounds.height + 0.5
  }

  /// The rectangle whose elements get views: the bounds plus the reuse margin along the
  /// scrolling axis, on the side the content last moved towards (docs/uikit-behaviour-2.md
  /// §2.5, §2.8): cells are ready one item ahead, and the ones behind go as soon as they
  /// leave the view.
  func reuseRect(margin: CGFloat) -> CGRect {
    let alongX = scrollsAlongX
    let origin = alongX ? bounds.minX : bounds.minY
    if let last = lastReuseOrigin, origin != last { reuseDirection = origin > last ? 1 : -1 }
    lastReuseOrigin = origin
    var rect = bounds
    if alongX {
      rect.size.width += margin
      if reuseDirection < 0 { rect.origin.x -= margin }
    } else {
      rect.size.height += margin
      if reuseDirection < 0 { rect.origin.y -= margin }
    }
    return rect
  }

  /// Gives views to the elements in the reuse rectangle: measures estimated cells first (their
  /// final sizes are known before they join), keeps the first item in view still when sizes
  /// above it change, places every view with its attributes, and queues the views that left.
  func layoutItems() {
    guard !isLayingOutItems else { return }
    isLayingOutItems = true
    defer { isLayingOutItems = false }
    reloadCountsIfNeeded()
    let layout = collectionViewLayout
    if preparedSize != bounds.size {
      preparedSize = bounds.size
      layout.isPrepared = false
    }
    layout.prepareIfNeeded()
    guard dataSource != nil else {
      contentSize = layout.collectionViewContentSize
      return
    }
    var attributes = query(layout)
    var measuredCells: [IndexPath: UICollectionViewCell] = [:]
    var anchor: (IndexPath, CGFloat)?
    var changed = false
    for item in attributes where item.representedElementCategory == .cell && layout.needsMeasurement(of: item) {
      if anchor == nil { anchor = firstItemInView(attributes) }
      let indexPath = item.indexPath
      let cell = cells[indexPath] ?? measuredCells[indexPath] ?? makeCell(at: indexPath)
      measuredCells[indexPath] = cell
      UIView.performWithoutAnimation { cell.bounds = CGRect(origin: .zero, size: item.size) }
      let preferred = cell.preferredLayoutAttributesFitting(item)
      if layout.record(measuredSize: preferred.size, for: item) { changed = true }
    }
    if changed {
      layout.isPrepared = false
      layout.prepareIfNeeded()
      if let (indexPath, oldY) = anchor, !isTracking,
        let newY = layout.layoutAttributesForItem(at: indexPath)?.frame.minY, newY != oldY
      {
        contentSize = layout.collectionViewContentSize
        let shifted = CGPoint(x: contentOffset.x, y: contentOffset.y + newY - oldY)
        if bounds.minY > offsetRange.y.lowerBound { applyOffsetQuietly(shifted) }
      }
      attributes = query(layout)
    }
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    place(attributes, measuredCells: &measuredCells)
    for (indexPath, cell) in measuredCells where cells[indexPath] !== cell {
      retire(cell, key: ElementKey(kind: nil, indexPath: indexPath))
    }
    indicators.keepOnTop(in: self)
  }

  /// Moves the offset from inside a layout pass (no second pass; the delegate still hears it).
  private func applyOffsetQuietly(_ offset: CGPoint) {
    applyOffset(offset)
  }

  /// The elements in the reuse rectangle; the margin grows to the largest item extent found.
  private func query(_ layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
    var attributes = layout.layoutAttributesForElements(in: reuseRect(margin: reuseMargin)) ?? []
    let alongX = scrollsAlongX
    let orthogonal = layout.orthogonalSections()
    let largest =
      attributes.lazy.filter { $0.representedElementCategory == .cell && orthogonal[$0.indexPath.section] == nil }
      .map { alongX ? $0.frame.width : $0.frame.height }.max() ?? 0
    if largest > reuseMargin {
      reuseMargin = largest
      attributes = layout.layoutAttributesForElements(in: reuseRect(margin: reuseMargin)) ?? []
    }
    return attributes
  }

  private func firstItemInView(_ attributes: [UICollectionViewLayoutAttributes]) -> (IndexPath, CGFloat)? {
    let top = bounds.minY
    return
      attributes.filter { $0.representedElementCategory == .cell && $0.frame.minY >= top }
      .min { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }
      .map { ($0.indexPath, $0.frame.minY) }
  }

  /// Places a view for each wanted element; views whose elements left go to their queues.
  private func place(
    _ attributes: [UICollectionViewLayoutAttributes], measuredCells: inout [IndexPath: UICollectionViewCell]
  ) {
    let orthogonal = collectionViewLayout.orthogonalSections()
    updateOrthogonalScrollers(orthogonal)
    var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    wanted.reserveCapacity(attributes.count)
    for item in attributes where !item.isHidden || item.representedElementCategory != .decorationView {
      if item.representedElementCategory == .cell, let info = orthogonal[item.indexPath.section],
        let scroller = orthogonalScrollers[item.indexPath.section]
      {
        let local = item.frame.offsetBy(dx: -info.frame.minX, dy: -info.frame.minY)
        let margin = max(local.width, 1)
        guard local.intersects(scroller.bounds.insetBy(dx: -margin, dy: 0)) else { continue }
      }
      guard item.representedElementCategory != .decorationView else { continue }
      wanted[item.elementKey] = item
    }
    for (indexPath, cell) in cells where wanted[ElementKey(kind: nil, indexPath: indexPath)] == nil {
      cells[indexPath] = nil
      leave(cell, key: ElementKey(kind: nil, indexPath: indexPath))
    }
    for (key, view) in supplementaries where wanted[key] == nil {
      supplementaries[key] = nil
      leave(view, key: key)
    }
    for (key, item) in wanted.sorted(by: { $0.value.zIndex < $1.value.zIndex }) {
      if key.kind == nil {
        let isNew = cells[key.indexPath] == nil
        let cell =
          cells[key.indexPath] ?? measuredCells.removeValue(forKey: key.indexPath) ?? makeCell(at: key.indexPath)
        cells[key.indexPath] = cell
        apply(item, to: cell, isNew: isNew, orthogonal: orthogonal[key.indexPath.section])
        if isNew { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath) }
      } else if let kind = key.kind {
        let isNew = supplementaries[key] == nil
        let view = supplementaries[key] ?? makeSupplementary(kind, at: key.indexPath)
        supplementaries[key] = view
        apply(item, to: view, isNew: isNew, orthogonal: nil)
        if isNew {
          collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        }
      }
      placed[key] = item
    }
  }

  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    guard let dataSource else { return UICollectionViewCell(frame: .zero) }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    cell.collectionView = self
    cell.isSelected = selected.contains(indexPath)
    return cell
  }

  private func makeSupplementary(_ kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    guard let dataSource else { return UICollectionReusableView(frame: .zero) }
    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    view.collectionView = self
    return view
  }

  /// Gives a view its element's geometry and appearance. New views join without animation
  /// (during a batch update, from where the update says they start); existing ones move to
  /// their new attributes, animated when a batch update runs.
  private func apply(
    _ item: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, isNew: Bool,
    orthogonal: OrthogonalSectionInfo?
  ) {
    let host: UIView = orthogonal.flatMap { _ in orthogonalScrollers[item.indexPath.section] } ?? self
    let origin = orthogonal.map { $0.frame.origin } ?? .zero
    func set(_ item: UICollectionViewLayoutAttributes) {
      let center = CGPoint(x: item.center.x - origin.x, y: item.center.y - origin.y)
      if view.bounds.size != item.size { view.bounds = CGRect(origin: .zero, size: item.size) }
      if view.center != center { view.center = center }
      if view.transform != item.transform { view.transform = item.transform }
      if view.alpha != item.alpha { view.alpha = item.alpha }
    }
    if isNew || view.superview !== host {
      UIView.performWithoutAnimation {
        set(updateAnimation?.start(for: item) ?? item)
        view.isHidden = item.isHidden
        if view.superview !== host {
          if item.representedElementCategory == .cell {
            host.insertSubview(view, at: host === self ? viewsBehindItems : 0)
          } else {
            host.addSubview(view)
          }
        }
      }
    }
    if updateAnimation != nil {
      set(item)
    } else {
      UIView.performWithoutAnimation { set(item) }
    }
    if view.isHidden != item.isHidden { view.isHidden = item.isHidden }
    view.apply(item)
    view.layoutIfNeeded()
  }

  /// An element's view leaves: during a batch update it first animates to where the update
  /// takes it; then it goes to its queue.
  private func leave(_ view: UICollectionReusableView, key: ElementKey) {
    placed[key] = nil
    guard let animation = updateAnimation else {
      retire(view, key: key)
      return
    }
    animation.disappearing.append((view, key))
    if let end = animation.end(for: key) {
      let origin =
        (view.superview as? OrthogonalScrollView).flatMap { _ in
          collectionViewLayout.orthogonalSections()[key.indexPath.section]?.frame.origin
        } ?? .zero
      view.center = CGPoint(x: end.center.x - origin.x, y: end.center.y - origin.y)
      view.bounds = CGRect(origin: .zero, size: end.size)
      view.alpha = end.alpha
    } else {
      view.alpha = 0
    }
  }

  func retire(_ view: UICollectionReusableView, key: ElementKey) {
    if let cell = view as? UICollectionViewCell {
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
      cell.isHighlighted = false
      view.removeFromSuperview()
      guard let identifier = view.reuseIdentifier else { return }
      cellQueue[identifier, default: []].append(cell)
    } else if let kind = key.kind {
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
      view.removeFromSuperview()
      guard let identifier = view.reuseIdentifier else { return }
      supplementaryQueue["\(kind)/\(identifier)", default: []].append(view)
    }
  }

  /// Whether the element's view is at least partly in view.
  func isInView(_ key: ElementKey) -> Bool {
    guard let item = placed[key] else { return false }
    if key.kind == nil, let info = collectionViewLayout.orthogonalSections()[key.indexPath.section],
      let scroller = orthogonalScrollers[key.indexPath.section]
    {
      let local = item.frame.offsetBy(dx: -info.frame.minX, dy: -info.frame.minY)
      return local.intersects(scroller.bounds) && info.frame.intersects(bounds)
    }
    return item.frame.intersects(bounds)
  }

  // MARK: Orthogonal sections

  /// One inner horizontal scroll view per section that scrolls sideways, at the section's
  /// frame, over the width of its row of groups (docs/uikit-behaviour-2.md §2.8).
  private func updateOrthogonalScrollers(_ sections: [Int: OrthogonalSectionInfo]) {
    for (section, scroller) in orthogonalScrollers
    where sections[section] == nil || !sections[section]!.frame.intersects(reuseRect(margin: reuseMargin)) {
      for (indexPath, cell) in cells where indexPath.section == section {
        cells[indexPath] = nil
        placed[ElementKey(kind: nil, indexPath: indexPath)] = nil
        retire(cell, key: ElementKey(kind: nil, indexPath: indexPath))
      }
      scroller.removeFromSuperview()
      orthogonalScrollers[section] = nil
    }
    for (section, info) in sections where info.frame.intersects(reuseRect(margin: reuseMargin)) {
      let scroller =
        orthogonalScrollers[section]
        ?? {
          let scroller = OrthogonalScrollView(frame: info.frame)
          scroller.owner = self
          scroller.isPagingEnabled = info.behavior == .paging
          scroller.decelerationRate = info.behavior == .continuous || info.behavior == .none ? .normal : .fast
          insertSubview(scroller, at: backgroundView != nil ? 1 : 0)
          orthogonalScrollers[section] = scroller
          return scroller
        }()
      UIView.performWithoutAnimation {
        if scroller.frame != info.frame { scroller.frame = info.frame }
      }
      let size = CGSize(width: info.contentWidth, height: info.frame.height)
      if scroller.contentSize != size { scroller.contentSize = size }
    }
  }
}

/// The inner scroll view of a section that scrolls sideways: its offset lays out the
/// section's items again, in the same frame.
@MainActor final class OrthogonalScrollView: UIScrollView {
  weak var owner: UICollectionView?

  override init(frame: CGRect) {
    super.init(frame: frame)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    alwaysBounceHorizontal = true
  }

  required init?(coder: NSCoder) { nil }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    owner?.layoutItems()
  }
}
