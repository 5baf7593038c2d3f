import Foundation

extension UITableView {
  /// Header and footer heights when the delegate leaves them automatic: a titled header 28 pt
  /// (plain) or 38 pt (grouped), an untitled one 0 (plain) or 18 pt between grouped sections
  /// (our estimates; UIKit does not document them, docs/uikit-behaviour-2.md §2.1).
  func automaticHeaderHeight(title: String?) -> CGFloat {
    style == .plain ? (title == nil ? 0 : 28) : (title == nil ? 18 : 38)
  }

  /// Reads the data source's shape and the heights (fixed, or estimates to be measured).
  func reloadGeometry() {
    needsReload = false
    for (indexPath, cell) in visibleCells_ { retire(cell, at: indexPath) }
    visibleCells_.removeAll()
    for header in visibleHeaders.values { header.removeFromSuperview() }
    visibleHeaders.removeAll()
    for view in sectionBackgrounds.values { view.removeFromSuperview() }
    sectionBackgrounds.removeAll()
    selected.removeAll()
    geometry = readGeometry()
  }

  /// The data source's sections with their headers, footers and row heights (fixed, or
  /// estimates to be measured). `counts` are the row counts if already read; `carrying`
  /// gives the height (and whether it is final) a self-sizing row keeps from before an update.
  func readGeometry(counts: [Int]? = nil, carrying: ((IndexPath) -> (CGFloat, Bool)?)? = nil) -> TableGeometry {
    var geometry = TableGeometry()
    geometry.headerViewHeight = tableHeaderView?.bounds.height ?? 0
    geometry.footerViewHeight = tableFooterView?.bounds.height ?? 0
    let delegate = tableDelegate
    if let dataSource {
      let count = counts?.count ?? max(dataSource.numberOfSections(in: self), 0)
      for section in 0..<count {
        var entry = TableGeometry.Section()
        entry.headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
        entry.footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
        let header = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        entry.headerHeight = header >= 0 ? header : automaticHeaderHeight(title: entry.headerTitle)
        let footer = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        entry.footerHeight = footer >= 0 ? footer : (style == .plain ? (entry.footerTitle == nil ? 0 : 28) : 18)
        let rows = counts?[section] ?? max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
        entry.heights.reserveCapacity(rows)
        for row in 0..<rows {
          let indexPath = IndexPath(row: row, section: section)
          let fixed = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
          if fixed >= 0 {
            entry.heights.append(fixed)
            entry.known.append(true)
          } else if let (height, known) = carrying?(indexPath) {
            entry.heights.append(height)
            entry.known.append(known)
          } else {
            let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            entry.heights.append(estimate > 0 ? estimate : UITableViewCell.defaultHeight)
            entry.known.append(false)
          }
        }
        geometry.sections.append(entry)
      }
    }
    geometry.recomputeOffsets()
    return geometry
  }

  /// Puts cells on the rows in view (and one row ahead), measuring self-sizing rows as they
  /// appear; rows that leave go to the reuse queue.
  func layoutRows() {
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    defer { isLayingOutRows = false }
    if needsReload { reloadGeometry() }
    guard let dataSource else {
      contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
      return
    }
    let ahead = UITableViewCell.defaultHeight
    var wanted = geometry.rows(from: bounds.minY - ahead, to: bounds.maxY + ahead)
    // Cells made to be measured join the table only when placed, with their final frame.
    var measuredCells: [IndexPath: UITableViewCell] = [:]
    // Measure the wanted rows that are still estimates; rows above the view that change keep
    // the visible content still by moving the offset with them.
    var moved = false
    for indexPath in wanted where !geometry.sections[indexPath.section].known[indexPath.row] {
      let cell = visibleCells_[indexPath] ?? measuredCells[indexPath] ?? makeCell(dataSource, at: indexPath)
      measuredCells[indexPath] = cell
      let width = max(bounds.width - 2 * rowInset, 0)
      UIView.performWithoutAnimation { cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height) }
      var height: CGFloat = 0
      if tableUpdate == nil {
        height = cell.fittingHeight(width: width)
      } else {
        UIView.performWithoutAnimation { height = cell.fittingHeight(width: width) }
      }
      let old = geometry.sections[indexPath.section].heights[indexPath.row]
      geometry.sections[indexPath.section].heights[indexPath.row] = height
      geometry.sections[indexPath.section].known[indexPath.row] = true
      if height != old {
        moved = true
        if geometry.sections[indexPath.section].tops[indexPath.row] + old <= bounds.minY, !isTracking {
          offsetCorrection += height - old
        }
      }
    }
    if moved {
      geometry.recomputeOffsets()
      wanted = geometry.rows(from: bounds.minY - ahead, to: bounds.maxY + ahead)
    }
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
    if offsetCorrection != 0 {
      let correction = offsetCorrection
      offsetCorrection = 0
      applyOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + correction))
      wanted = geometry.rows(from: bounds.minY - ahead, to: bounds.maxY + ahead)
    }
    let wantedSet = Set(wanted)
    for (indexPath, cell) in visibleCells_ where !wantedSet.contains(indexPath) {
      visibleCells_[indexPath] = nil
      if let update = tableUpdate {
        // Moved out of reach by an update: it goes to its new place first.
        cell.frame = geometry.rowRect(indexPath, width: bounds.width, inset: rowInset)
        update.disappearing.append((cell, indexPath))
      } else {
        retire(cell, at: indexPath)
      }
    }
    for indexPath in wanted {
      let cell =
        visibleCells_[indexPath] ?? measuredCells.removeValue(forKey: indexPath) ?? makeCell(dataSource, at: indexPath)
      place(cell, at: indexPath)
    }
    // Measured but scrolled out of reach by the correction: back to the queue.
    for (indexPath, cell) in measuredCells where visibleCells_[indexPath] == nil { retire(cell, at: indexPath) }
    layoutHeaders()
    if style == .insetGrouped { layoutSectionBackgrounds() }
    layoutTableHeaderAndFooter()
    indicators.keepOnTop(in: self)
  }

  private func makeCell(_ dataSource: any UITableViewDataSource, at indexPath: IndexPath) -> UITableViewCell {
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cell.table = self
    cell.setSelected(selected.contains(indexPath), animated: false)
    return cell
  }

  private func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
    let frame = geometry.rowRect(indexPath, width: bounds.width, inset: rowInset)
    let update = tableUpdate
    if visibleCells_[indexPath] !== cell {
      visibleCells_[indexPath] = cell
      // During an update a joining cell starts where the update says, laid out there.
      let start = update?.start(forRow: indexPath, frame: frame) ?? (frame: frame, alpha: 1)
      UIView.performWithoutAnimation {
        cell.frame = start.frame
        cell.alpha = start.alpha
        if update != nil { cell.layoutIfNeeded() }
      }
      if cell.superview !== self { insertSubview(cell, at: backgroundViewCount + sectionBackgrounds.count) }
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
    let section = geometry.sections[indexPath.section]
    let first = indexPath.row == 0
    let last = indexPath.row == section.heights.count - 1
    if update != nil {
      if cell.frame != frame { cell.frame = frame }
      if cell.alpha != 1 { cell.alpha = 1 }
    }
    UIView.performWithoutAnimation {
      if cell.frame != frame { cell.frame = frame }
      cell.separator.isHidden = separatorStyle == .none || (style != .plain && last)
      if let separatorColor { cell.separator.backgroundColor = separatorColor }
      if !cell.hasCustomSeparatorInset { cell.applyTableSeparatorInset(separatorInset) }
      // Inset-grouped sections are drawn by a rounded background behind their rows; a
      // highlighted first or last row rounds only the section's outer corners.
      cell.highlightCornerRadius = style == .insetGrouped && (first || last) ? 10 : 0
      cell.highlightRoundedEdges = (first, last)
      if style == .insetGrouped {
        cell.backgroundColor = .clear
      } else if style == .grouped {
        cell.backgroundColor = .secondarySystemGroupedBackground
      }
    }
    if update == nil { cell.layoutIfNeeded() } else { UIView.performWithoutAnimation { cell.layoutIfNeeded() } }
  }

  func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    cell.removeFromSuperview()
    cell.setHighlighted(false, animated: false)
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }

  /// Section headers: the delegate's views or a title label; in `.plain` they stick to the top
  /// of the view while their section scrolls under them.
  private func layoutHeaders() {
    let visibleTop = bounds.minY + adjustedContentInset.top
    var wanted: Set<Int> = []
    let update = tableUpdate
    for (index, section) in geometry.sections.enumerated() where section.headerHeight > 0 {
      guard section.bottom > bounds.minY, section.top < bounds.maxY else { continue }
      wanted.insert(index)
      let existing = visibleHeaders[index]
      let header = existing ?? makeHeader(index, title: section.headerTitle)
      let frame = headerFrame(index, in: geometry, visibleTop: visibleTop)
      if let update {
        // During an update a header moves from where it was; a new section's fades in.
        if existing == nil {
          let was = update.oldSection(index).flatMap { update.old.sections[$0].headerHeight > 0 ? $0 : nil }
          UIView.performWithoutAnimation {
            header.frame = was.map { headerFrame($0, in: update.old, visibleTop: update.visibleTop) } ?? frame
            header.alpha = was == nil ? 0 : 1
            header.layoutIfNeeded()
          }
        }
        if header.frame != frame { header.frame = frame }
        if header.alpha != 1 { header.alpha = 1 }
      } else {
        UIView.performWithoutAnimation { header.frame = frame }
      }
      if style == .plain { bringSubviewToFront(header) }
    }
    for (index, header) in visibleHeaders where !wanted.contains(index) {
      visibleHeaders[index] = nil
      if let update {
        header.frame = headerFrame(index, in: geometry, visibleTop: visibleTop)
        update.disappearing.append((header, nil))
      } else {
        header.removeFromSuperview()
      }
    }
  }

  /// The rounded card behind each visible inset-grouped section's rows (10 pt corners, §2.2).
  private func layoutSectionBackgrounds() {
    var wanted: Set<Int> = []
    let update = tableUpdate
    for index in geometry.sections.indices {
      guard let frame = cardFrame(index, in: geometry, inset: rowInset), frame.maxY > bounds.minY,
        frame.minY < bounds.maxY
      else { continue }
      wanted.insert(index)
      let existing = sectionBackgrounds[index]
      let background =
        existing
        ?? {
          let view = UIView()
          view.isUserInteractionEnabled = false
          view.backgroundColor = .secondarySystemGroupedBackground
          view.layer.cornerRadius = 10
          view.clipsToBounds = true
          insertSubview(view, at: backgroundViewCount)
          sectionBackgrounds[index] = view
          return view
        }()
      if let update {
        // During an update a card grows or moves from where it was; a new section's fades in.
        if existing == nil {
          let was = update.oldSection(index).flatMap { cardFrame($0, in: update.old, inset: update.oldInset) }
          UIView.performWithoutAnimation {
            background.frame = was ?? frame
            background.alpha = was == nil ? 0 : 1
          }
        }
        if background.frame != frame { background.frame = frame }
        if background.alpha != 1 { background.alpha = 1 }
      } else {
        UIView.performWithoutAnimation { background.frame = frame }
      }
    }
    for (index, view) in sectionBackgrounds where !wanted.contains(index) {
      sectionBackgrounds[index] = nil
      if let update {
        view.alpha = 0
        update.disappearing.append((view, nil))
      } else {
        view.removeFromSuperview()
      }
    }
  }

  private func makeHeader(_ section: Int, title: String?) -> UIView {
    let view: UIView
    if let custom = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
      view = custom
    } else {
      let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
      header.textLabel?.text = style == .plain ? title : title?.uppercased()
      header.isPlain = style == .plain
      header.leadingInset = style == .insetGrouped ? rowInset + 16 : 16
      view = header
    }
    addSubview(view)
    visibleHeaders[section] = view
    return view
  }

  private func layoutTableHeaderAndFooter() {
    UIView.performWithoutAnimation {
      if let tableHeaderView {
        tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.headerViewHeight)
      }
      if let tableFooterView {
        tableFooterView.frame = CGRect(
          x: 0, y: geometry.contentHeight - geometry.footerViewHeight, width: bounds.width,
          height: geometry.footerViewHeight)
      }
    }
  }
}

/// UIKit's header and footer view: a text label, secondary-label grey (plain: on a light
/// grey band; grouped: upper-cased, 13 pt, on the grouped background).
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
  public let reuseIdentifier: String?
  public let contentView = UIView()
  private let label = UILabel()
  var isPlain = true { didSet { setNeedsLayout() } }
  var leadingInset: CGFloat = 16 { didSet { setNeedsLayout() } }

  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
    contentView.addSubview(label)
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  open var textLabel: UILabel? { label }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundColor = isPlain ? .secondarySystemBackground : nil
    contentView.frame = bounds
    let height = label.sizeThatFits(.zero).height
    label.frame = CGRect(
      x: leadingInset, y: isPlain ? ((bounds.height - height) / 2).rounded() : bounds.height - height - 7,
      width: max(bounds.width - leadingInset - 16, 0), height: height)
  }
}
