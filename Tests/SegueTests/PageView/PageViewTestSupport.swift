import Foundation
import SegueTesting

@testable import SegueUIKit

/// One page of the test pagers: a coloured view with its number in large type, logging its
/// appearance callbacks into a shared log as "N.viewWillAppear" and so on.
@MainActor final class NumberedPage: UIViewController {
  static let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemRed]
  let number: Int
  let log: PagerLog

  init(number: Int, log: PagerLog) {
    self.number = number
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Self.colours[number % Self.colours.count]
    let label = UILabel(frame: CGRect(x: 40, y: 300, width: 310, height: 120))
    label.text = "Page \(number)"
    label.font = .systemFont(ofSize: 56, weight: .bold)
    label.textColor = .white
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    view.addSubview(label)
    let bar = UIView(frame: CGRect(x: 40, y: 460, width: 200, height: 24))
    bar.backgroundColor = .white
    view.addSubview(bar)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(number).viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.entries.append("\(number).viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.entries.append("\(number).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.entries.append("\(number).viewDidDisappear")
  }
}

@MainActor final class PagerLog {
  var entries: [String] = []
  /// Keeps the test's data source alive (the page view controller holds it weakly, as UIKit's does).
  var source: AnyObject?
}

/// A data source over `count` pages by index, and a delegate, both logging what UIKit asks.
@MainActor final class PagerSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let log: PagerLog
  let count: Int
  let showsIndicator: Bool
  var pages: [Int: NumberedPage] = [:]
  var indicatorIndex = 0

  init(count: Int, log: PagerLog, showsIndicator: Bool = false) {
    self.count = count
    self.log = log
    self.showsIndicator = showsIndicator
  }

  func page(_ index: Int) -> NumberedPage {
    if let page = pages[index] { return page }
    let page = NumberedPage(number: index, log: log)
    pages[index] = page
    return page
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    let index = (viewController as! NumberedPage).number
    log.entries.append("before(\(index))")
    return index > 0 ? page(index - 1) : nil
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    let index = (viewController as! NumberedPage).number
    log.entries.append("after(\(index))")
    return index < count - 1 ? page(index + 1) : nil
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    guard showsIndicator else { return 0 }
    log.entries.append("presentationCount")
    return count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    log.entries.append("presentationIndex")
    return indicatorIndex
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.entries.append("willTransitionTo(\(numbers(pendingViewControllers)))")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.entries.append(
      "didFinishAnimating(\(finished), previous: \(numbers(previousViewControllers)), completed: \(completed))")
  }

  func numbers(_ controllers: [UIViewController]) -> String {
    controllers.map { String(($0 as! NumberedPage).number) }.joined(separator: ",")
  }
}

/// A 390 × 844 pt host at scale 2 showing a page view controller on page `start`.
@MainActor func makePager(
  style: UIPageViewController.TransitionStyle, orientation: UIPageViewController.NavigationOrientation = .horizontal,
  options: [UIPageViewController.OptionsKey: Any]? = nil, count: Int = 5, start: Int = 0,
  showsIndicator: Bool = false
) -> (HeadlessHost, UIPageViewController, PagerSource, PagerLog) {
  let host = HeadlessHost()
  let log = PagerLog()
  let source = PagerSource(count: count, log: log, showsIndicator: showsIndicator)
  source.indicatorIndex = start
  log.source = source
  let pager = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
  pager.dataSource = source
  pager.delegate = source
  pager.setViewControllers([source.page(start)], direction: .forward, animated: false)
  host.show(pager)
  host.step()
  log.entries.removeAll()
  return (host, pager, source, log)
}

@MainActor func pageNumbers(_ pager: UIPageViewController) -> [Int] {
  (pager.viewControllers ?? []).map { ($0 as! NumberedPage).number }
}
