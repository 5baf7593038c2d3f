import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UIRefreshControl` on a table, pulled by a finger the way users pull (SceneDriver's
/// drags through the pan recognizer and the rubber band), as docs/uikit-behaviour-2.md §31
/// describes it.
@Suite @MainActor struct RefreshControlTests {
  /// A feed written as for iOS: a table view controller that refreshes from its control's
  /// action and ends the refresh when told.
  final class FeedViewController: UITableViewController {
    private(set) var refreshes = 0
    /// Whether the control was refreshing when the action came.
    private(set) var refreshingAtAction: Bool?

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Feed"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      let control = UIRefreshControl()
      control.addTarget(self, action: FeedViewController.refresh, for: .valueChanged)
      refreshControl = control
    }

    func refresh(_ sender: UIRefreshControl) {
      refreshes += 1
      refreshingAtAction = sender.isRefreshing
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Story \(indexPath.row + 1)"
      return cell
    }
  }

  func showFeed() -> (SceneDriver, FeedViewController, UIRefreshControl) {
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let feed = FeedViewController(style: .plain)
    driver.show(UINavigationController(rootViewController: feed))
    driver.runUntilIdle(limit: 2)
    return (driver, feed, feed.refreshControl!)
  }

  /// A refresh control subclassed as on iOS, where `init()` is the designated initializer.
  final class BrandedRefreshControl: UIRefreshControl {
    override init() {
      super.init()
      tintColor = .systemOrange
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  @Test func aSubclassOverridesTheDesignatedInitializer() {
    let control = BrandedRefreshControl()
    #expect(control.tintColor == .systemOrange)
    #expect(control.frame.height == 60)
    #expect(!control.isRefreshing)
  }

  @Test func attachingPutsItBehindTheContentAtTheTopOfTheVisibleArea() throws {
    let (_, feed, control) = showFeed()
    let table = try #require(feed.tableView)
    #expect(table.refreshControl === control)
    // Behind every row.
    let index = try #require(table.subviews.firstIndex(of: control))
    #expect(table.subviews.prefix(index).allSatisfy { !($0 is UITableViewCell) })
    #expect(table.subviews.contains { $0 is UITableViewCell })
    #expect(control.bounds.height == 60 && control.bounds.width == 390)
    #expect(control.isHidden && !control.isRefreshing)
    let top = table.adjustedContentInset.top
    #expect(table.contentOffset.y == -top)
    #expect(control.frame.minY == table.contentOffset.y + top)
    // The snapping height on an 844-point table under a 91-point bar: half of 753 is 377,
    // above the maximum 112.5 × 753 / 568.
    #expect(abs(control.snappingHeight(in: table) - 112.5 * table.bounds.height / 568) < 1e-9)
    // The idiom from before iOS 10 attaches it too.
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let old = UIRefreshControl()
    scroll.addSubview(old)
    #expect(scroll.refreshControl === old)
  }

  @Test func aShortPullRevealsSpokesAndDoesNotRefresh() throws {
    let (driver, feed, control) = showFeed()
    let table = try #require(feed.tableView)
    driver.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 300), duration: 0.4, release: false)
    let visible = control.visibleHeight(in: table)
    #expect(visible > 20 && visible < control.snappingHeight(in: table), "pulled \(visible) points")
    #expect(!control.isHidden && control.phase == .revealing)
    let revealed = try #require(control.indicator.revealedSpokeCount)
    #expect(revealed == Int((visible / control.maximumSnappingHeight(in: table) * 8).rounded(.up)))
    #expect(revealed > 0 && revealed < 8)
    driver.send(.up, at: CGPoint(x: 195, y: 300))
    driver.runUntilIdle(limit: 3)
    #expect(feed.refreshes == 0 && !control.isRefreshing && control.phase == .idle && control.isHidden)
    #expect(table.contentOffset.y == -table.adjustedContentInset.top)
  }

  @Test func aLongPullRefreshesBeforeTheFingerLiftsAndHoldsTheStripOpenUntilTheEnd() throws {
    let (driver, feed, control) = showFeed()
    let table = try #require(feed.tableView)
    let top = table.adjustedContentInset.top
    driver.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 750), duration: 0.8, release: false)
    // The action came during the drag, with the control already refreshing.
    #expect(feed.refreshes == 1 && feed.refreshingAtAction == true)
    #expect(control.isRefreshing && control.indicator.isAnimating && control.indicator.revealedSpokeCount == nil)
    #expect(table.adjustedContentInset.top == top + 60)
    // The strip opening did not move the content under the finger.
    let pulled = table.contentOffset.y
    driver.advance(by: 1.0 / 60)
    driver.send(.move, at: CGPoint(x: 195, y: 751))
    #expect(abs(table.contentOffset.y - pulled) < 1, "\(pulled) → \(table.contentOffset.y)")
    driver.send(.up, at: CGPoint(x: 195, y: 751))
    driver.runUntilIdle(limit: 3)
    // Released, the content rests below the open strip, the spinner turning in it.
    #expect(table.contentOffset.y == -(top + 60))
    #expect(control.visibleHeight(in: table) == 60 && !control.isHidden)
    #expect(feed.refreshes == 1)
    driver.advance(by: 0.3)
    try driver.verifyScreenshot(named: "refresh-control-refreshing", tolerance: 2)

    control.endRefreshing()
    #expect(!control.isRefreshing && control.phase == .ending)
    #expect(table.adjustedContentInset.top == top)
    driver.advance(by: 0.15)
    let shown = control.indicator.layer.presentation()?.opacity ?? -1
    #expect(shown > 0 && shown < 1 && control.indicator.alpha == 0, "fading: \(shown)")
    #expect(table.contentOffset.y > -(top + 60) && table.contentOffset.y < -top, "scrolling back")
    driver.runUntilIdle(limit: 3)
    #expect(table.contentOffset.y == -top)
    #expect(control.phase == .idle && control.isHidden && !control.indicator.isAnimating)
    #expect(feed.refreshes == 1)
  }

  @Test func beginRefreshingInCodeNeitherSendsTheActionNorScrolls() throws {
    let (driver, feed, control) = showFeed()
    let table = try #require(feed.tableView)
    let top = table.adjustedContentInset.top
    control.beginRefreshing()
    #expect(control.isRefreshing && feed.refreshes == 0)
    #expect(table.contentOffset.y == -top, "the content stays where it was")
    #expect(table.adjustedContentInset.top == top + 60)
    #expect(control.isHidden)
    // Scrolling to show it, as apps do.
    table.setContentOffset(CGPoint(x: 0, y: -(top + 60)), animated: false)
    #expect(!control.isHidden && control.indicator.isAnimating)
    control.endRefreshing()
    driver.runUntilIdle(limit: 3)
    #expect(table.contentOffset.y == -top && control.phase == .idle)
    // A second end does nothing.
    control.endRefreshing()
    #expect(control.phase == .idle && table.adjustedContentInset.top == top)
  }

  @Test func aTitleAndATintAreDrawn() throws {
    let control = UIRefreshControl()
    control.tintColor = .systemRed
    #expect(control.indicator.color == .systemRed)
    control.attributedTitle = NSAttributedString(
      string: "Pull to refresh", attributes: [.foregroundColor: UIColor.systemBlue])
    #expect(control.titleLabel.text == "Pull to refresh" && control.titleLabel.textColor == .systemBlue)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.refreshControl = control
    // Taller by the title: its height plus 67 points.
    #expect(control.bounds.height == ceil(control.titleLabel.sizeThatFits(.zero).height) + 67)
    table.refreshControl = nil
    #expect(control.superview == nil && table.adjustedContentInset.top == 0)
  }
}
