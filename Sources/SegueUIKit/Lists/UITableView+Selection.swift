import Foundation

extension UITableView {
  /// The selected row (the first, with multiple selection), nil when none is.
  public var indexPathForSelectedRow: IndexPath? { selected.sorted().first }

  public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// Selects the row (without the delegate's calls, as in UIKit), deselecting others unless
  /// multiple selection is on, then scrolls it to `scrollPosition`.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    layoutRowsIfNeeded()
    if !allowsMultipleSelection {
      for other in selected where other != indexPath { setRow(other, selected: false, animated: animated) }
    }
    guard let indexPath else { return }
    setRow(indexPath, selected: true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row (the highlight fades when `animated`; without the delegate's calls).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setRow(indexPath, selected: false, animated: animated)
  }

  func setRow(_ indexPath: IndexPath, selected isSelected: Bool, animated: Bool) {
    if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
    visibleCells_[indexPath]?.setSelected(isSelected, animated: animated)
  }

  // MARK: Touches on cells

  /// A touch reached a cell (after the scroll view's 150 ms delay, or together with its end
  /// for a quick tap): it highlights (docs/uikit-behaviour-2.md §2.3).
  func cellTouchBegan(_ cell: UITableViewCell) {
    guard allowsSelection, !isDragging, let indexPath = indexPath(for: cell) else { return }
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    touchedRow = indexPath
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  /// The finger lifted: inside the cell it selects the row (toggles it with multiple selection).
  func cellTouchEnded(_ cell: UITableViewCell, inside: Bool) {
    guard let indexPath = touchedRow, visibleCells_[indexPath] === cell else { return }
    touchedRow = nil
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    guard inside else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      let delegateTarget = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
      guard let target = delegateTarget else { return }
      setRow(target, selected: false, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    let delegateTarget = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = delegateTarget else { return }
    if !allowsMultipleSelection {
      for other in selected where other != target {
        setRow(other, selected: false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: other)
      }
    }
    setRow(target, selected: true, animated: false)
    // A storyboard cell's segue runs on selection, before didSelectRowAt
    // (docs/interface-builder.md, "Segues").
    if let selectedCell = visibleCells_[target], let segue = selectedCell.selectionSegue {
      segue.run(sender: selectedCell)
    }
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  /// Scrolling took the touch: the highlight goes.
  func cellTouchCancelled(_ cell: UITableViewCell) {
    guard let indexPath = touchedRow else { return }
    touchedRow = nil
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }
}

/// UIKit's table view controller: its view is a table whose data source and delegate it is,
/// and it clears the selection as its view appears — with the transition when one is running,
/// so an interactive pop scrubs the fade and a cancelled one keeps the row selected
/// (docs/uikit-behaviour-2.md §2.4).
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  public let style: UITableView.Style
  /// Whether `viewWillAppear` deselects (default true).
  open var clearsSelectionOnViewWillAppear = true

  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName: String?, bundle: Bundle?) {
    style = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  /// UIKit's archive initializer (`UIViewController.init?(coder:)`); the view is the
  /// scene's `<tableView key="view">`.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    (coder as? InterfaceBuilderCoder)?.decodeController(self, at: UITableViewController.self)
  }

  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table's refresh control (`tableView.refreshControl`); setting it loads the view.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  open override func loadView() {
    if loadsInterfaceBuilderView() { return }
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    view = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = tableView, let rows = table.indexPathsForSelectedRows,
      !table.allowsMultipleSelection
    else { return }
    if let coordinator = transitionCoordinator {
      coordinator.animate(
        alongsideTransition: { _ in
          for row in rows { table.deselectRow(at: row, animated: true) }
        },
        completion: { context in
          guard context.isCancelled else { return }
          for row in rows { table.selectRow(at: row, animated: false, scrollPosition: .none) }
        })
    } else {
      for row in rows { table.deselectRow(at: row, animated: animated) }
    }
  }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  // MARK: Data source and delegate (open, so subclasses `override` them as on iOS)

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
  }
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  // MARK: UIScrollViewDelegate (open, so subclasses `override` them as on iOS)

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
