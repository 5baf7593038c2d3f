import Foundation

/// A neighbour of the current page as far as the data source has said.
enum PageNeighbour {
  /// Not asked yet.
  case unknown
  /// The data source answered nil: the current page is the first (last).
  case none
  case page(UIViewController)

  var page: UIViewController? {
    if case .page(let page) = self { return page }
    return nil
  }
}

/// The pages a page view controller shows and the neighbours its data source gave for them,
/// so each neighbour is asked for once per current page (docs/uikit-behaviour-2.md §17.3).
@MainActor final class PageCache {
  private(set) var current: [UIViewController] = []
  var before: PageNeighbour = .unknown
  var after: PageNeighbour = .unknown

  /// New pages from `setViewControllers`: nothing is known about their neighbours.
  func setCurrent(_ pages: [UIViewController]) {
    current = pages
    forgetNeighbours()
  }

  func forgetNeighbours() {
    before = .unknown
    after = .unknown
  }

  /// A turn in `direction` landed on `pages`: the pages left behind are the neighbour on
  /// the side it came from; the far side is unknown.
  func turned(_ direction: UIPageViewController.NavigationDirection, to pages: [UIViewController]) {
    let previous = current
    current = pages
    switch direction {
    case .forward:
      before = previous.last.map { .page($0) } ?? .unknown
      after = .unknown
    case .reverse:
      after = previous.first.map { .page($0) } ?? .unknown
      before = .unknown
    }
  }

  func neighbour(_ direction: UIPageViewController.NavigationDirection) -> PageNeighbour {
    direction == .forward ? after : before
  }

  /// Asks `dataSource` for the neighbour in `direction` when it is not known yet; the
  /// neighbour of the last page going forward, of the first going back.
  @discardableResult
  func resolve(
    _ direction: UIPageViewController.NavigationDirection, in controller: UIPageViewController
  ) -> UIViewController? {
    if case .unknown = neighbour(direction) {
      guard let dataSource = controller.dataSource else { return nil }
      let answer: UIViewController?
      switch direction {
      case .forward:
        answer = current.last.flatMap { dataSource.pageViewController(controller, viewControllerAfter: $0) }
      case .reverse:
        answer = current.first.flatMap { dataSource.pageViewController(controller, viewControllerBefore: $0) }
      }
      let value: PageNeighbour = answer.map { .page($0) } ?? .none
      if direction == .forward { after = value } else { before = value }
    }
    return neighbour(direction).page
  }
}
