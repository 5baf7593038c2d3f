import Foundation

/// UIKit's table view: rows in sections, in a scroll view. Only the rows in view (plus one row
/// ahead) have cells; cells that scroll away go to a reuse queue per identifier and come back
/// from `dequeueReusableCell(withIdentifier:for:)` after `prepareForReuse()`
/// (docs/uikit-behaviour-2.md §2.5). Rows size themselves by default (`automaticDimension`):
/// a cell is measured when it first appears (its content view's constraints at the table's
/// width), estimated until then (44 pt), and the offset is corrected when rows above the
/// visible ones change height (§2.1). Styles: `.plain` (full-width rows, headers that stick to
/// the top), `.grouped` and `.insetGrouped` (sections on a grouped background, inset by the
/// layout margins with 10 pt corners; §2.2).
@preconcurrency @MainActor open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped, insetGrouped
  }

  public enum ScrollPosition: Int, Sendable {
    case none = 0
    case top, middle, bottom
  }

  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// "Let the row size itself" (UIKit's −1).
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  open var separatorColor: UIColor? = .separator
  /// The effect for the separators over a blurred background (UIKit's `separatorEffect`,
  /// a `UIVibrancyEffect` in practice). Kept; Segue draws the separators in
  /// `separatorColor` with it set too (docs/porting.md, "Where Segue differs").
  open var separatorEffect: UIVisualEffect?
  /// A view behind all the table's content, sized to the table and not scrolling with it
  /// (UIKit's `backgroundView`); setting it replaces the previous one. Nil by default.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// How many views lie behind the rows: `backgroundView`, then a refresh control, when they
  /// are the table's. Rows and section backgrounds go above them.
  var backgroundViewCount: Int {
    (backgroundView.map { $0.superview === self ? 1 : 0 } ?? 0)
      + (refreshControl.map { $0.superview === self ? 1 : 0 } ?? 0)
  }

  /// A refresh control goes above the background view, behind the rows.
  override func placeRefreshControl(_ control: UIView) {
    insertSubview(control, at: backgroundView.map { $0.superview === self ? 1 : 0 } ?? 0)
  }
  /// The default inset of the rows' separators (cells may set their own), points.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsReload()
    }
  }
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      setNeedsReload()
    }
  }

  var geometry = TableGeometry()
  var needsReload = true
  var visibleCells_: [IndexPath: UITableViewCell] = [:]
  var visibleHeaders: [Int: UIView] = [:]
  var sectionBackgrounds: [Int: UIView] = [:]
  /// Height changes of rows above the view, to move the offset by after measuring.
  var offsetCorrection: CGFloat = 0
  var isLayingOutRows = false
  var reusePool: [String: [UITableViewCell]] = [:]
  var registered: [String: UITableViewCell.Type] = [:]
  /// Nibs (xibs, storyboard prototype cells) registered for identifiers.
  var registeredNibs: [String: UINib] = [:]
  var selected: Set<IndexPath> = []
  /// The row a finger is on (highlighted once the content-touch delay passed).
  var touchedRow: IndexPath?
  /// How many cells the table has made (for tests and benchmarks).
  package private(set) var cellsMade = 0
  /// The changes of the batch update being recorded (between `beginUpdates` and `endUpdates`).
  var batch: TableBatch?
  /// How deeply `beginUpdates` (or `performBatchUpdates`) calls nest.
  var updateDepth = 0
  /// The completions of the batch updates nested in the one being recorded.
  var batchCompletions: [(Bool) -> Void] = []
  /// A batch update's animation being set up (placing cells and headers animates from it).
  var tableUpdate: TableUpdate?

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
  }

  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// UIKit's archive initializer (`UIView.init?(coder:)`): the document's `style`.
  public required init?(coder: NSCoder) {
    let styles: [String: Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
    style = (coder as? InterfaceBuilderCoder).flatMap { $0.object.attributes["style"] }.flatMap { styles[$0] } ?? .plain
    super.init(coder: coder)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    (coder as? InterfaceBuilderCoder)?.decodeView(self, at: UITableView.self)
  }

  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: Cells

  /// Cells of `cellClass` are made for `identifier` when the queue is empty.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    registeredNibs[identifier] = nil
  }

  /// Cells are made from `nib` (its first top-level object, a cell) for `identifier`;
  /// nil removes the registration.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registeredNibs[identifier] = nib
    if nib != nil { registered[identifier] = nil }
  }

  /// A queued cell for `identifier` (after `prepareForReuse()`), else a new one of the
  /// registered class; nil when neither exists.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var queue = reusePool[identifier], let cell = queue.popLast() {
      reusePool[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    if let nib = registeredNibs[identifier] {
      guard let cell = nib.instantiate(withOwner: nil, options: nil).first as? UITableViewCell else { return nil }
      cellsMade += 1
      return cell
    }
    guard let type = registered[identifier] else { return nil }
    cellsMade += 1
    return type.init(style: .default, reuseIdentifier: identifier)
  }

  /// A cell for the row; `identifier` must be registered (UIKit raises otherwise; Segue says
  /// so once and returns a plain cell so the table keeps working).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    LayoutTrace.warn(
      "unable to dequeue a cell with identifier \(identifier): register a class for it first, "
        + "e.g. tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"\(identifier)\").")
    cellsMade += 1
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Reads the data source again (row counts, cells, heights) at the next layout.
  open func reloadData() { setNeedsReload() }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  open var numberOfSections: Int {
    layoutRowsIfNeeded()
    return geometry.sections.count
  }

  open func numberOfRows(inSection section: Int) -> Int {
    layoutRowsIfNeeded()
    return geometry.sections.indices.contains(section) ? geometry.sections[section].heights.count : 0
  }

  /// The visible cell of the row, nil if it is off screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutRowsIfNeeded()
    return visibleCells_[indexPath]
  }

  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCells_.first { $0.value === cell }?.key
  }

  open var visibleCells: [UITableViewCell] {
    layoutRowsIfNeeded()
    return indexPathsForVisibleRows?.compactMap { visibleCells_[$0] } ?? []
  }

  /// The rows whose cells are at least partly in view, in order.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutRowsIfNeeded()
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    return visibleCells_.keys.sorted().filter {
      let overlap = rectForRow(at: $0).intersection(visible)
      return !overlap.isNull && overlap.height > 0 && overlap.width > 0
    }
  }

  /// The row's rectangle in content coordinates, points.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    layoutRowsIfNeeded()
    return geometry.rowRect(indexPath, width: bounds.width, inset: rowInset)
  }

  open func rect(forSection section: Int) -> CGRect {
    layoutRowsIfNeeded()
    return geometry.sectionRect(section, width: bounds.width)
  }

  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    layoutRowsIfNeeded()
    return geometry.row(at: point.y).flatMap { rectForRow(at: $0).contains(point) ? $0 : nil }
  }

  /// Scrolls so the row is at `scrollPosition` (`.none`: the least distance that shows it).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutRowsIfNeeded()
    let rect = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    var y: CGFloat
    switch scrollPosition {
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - bounds.height / 2
    case .bottom: y = rect.maxY - bounds.height + inset.bottom
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    }
    y = clampedOffset(CGPoint(x: contentOffset.x, y: y)).y
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// The horizontal inset of rows: the layout margins for `.insetGrouped` (§2.2), else 0.
  var rowInset: CGFloat {
    style == .insetGrouped ? max(layoutMargins.left, safeAreaInsets.left + layoutMargins.left) : 0
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeBackgroundView()
    layoutRows()
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    placeBackgroundView()
    layoutRows()
  }

  /// Keeps `backgroundView` filling the visible bounds, behind everything.
  private func placeBackgroundView() {
    guard let backgroundView, backgroundView.superview === self else { return }
    UIView.performWithoutAnimation { backgroundView.frame = bounds }
  }

  func layoutRowsIfNeeded() {
    if needsReload { layoutRows() }
  }
}

extension UITableViewCell {
  /// UIKit's separator styles.
  public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine, singleLineEtched
  }
}
