import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// A tab's screen: a flat colour, a heading at the top of its safe area and a strip along
/// the bottom of its safe area, and its appearance callbacks written to a shared log.
@MainActor final class TabPageViewController: UIViewController {
  let colour: UIColor
  let log: TabEventLog
  let strip = UIView()

  init(_ title: String, colour: UIColor, log: TabEventLog) {
    self.colour = colour
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = colour
    let heading = UILabel()
    heading.text = title
    heading.font = .systemFont(ofSize: 34, weight: .bold)
    heading.textColor = .white
    heading.frame = CGRect(x: 20, y: 60, width: 350, height: 41)
    view.addSubview(heading)
    strip.backgroundColor = .white
    view.addSubview(strip)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bottom = view.bounds.height - view.safeAreaInsets.bottom
    strip.frame = CGRect(x: 0, y: bottom - 20, width: view.bounds.width, height: 20)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(title!).viewWillAppear(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(title!).viewDidAppear(\(animated))")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(title!).viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(title!).viewDidDisappear(\(animated))")
  }
}

@MainActor final class TabEventLog {
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

/// A slide between tabs: the new tab comes in from the side of its index, the old one leaves
/// the other way, linearly over 0.4 s.
@MainActor final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let forward: Bool
  init(forward: Bool) { self.forward = forward }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let fromView = transitionContext.view(forKey: .from)!
    let toView = transitionContext.view(forKey: .to)!
    let width = container.bounds.width * (forward ? 1 : -1)
    container.addSubview(toView)
    toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
    toView.transform = CGAffineTransform(translationX: width, y: 0)
    UIView.animate(
      withDuration: 0.4, delay: 0, options: [.curveLinear],
      animations: {
        toView.transform = .identity
        fromView.transform = CGAffineTransform(translationX: -width, y: 0)
      },
      completion: { _ in
        fromView.transform = .identity
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// A delegate that logs what it is asked, answers `shouldSelect` from a set, and gives the
/// slide animator (and an interaction controller when one is set) when `animates`.
@MainActor final class LoggingTabDelegate: UITabBarControllerDelegate {
  let log: TabEventLog
  var refused: Set<String> = []
  var animates = false
  var interaction: UIPercentDrivenInteractiveTransition?

  init(log: TabEventLog) { self.log = log }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    log.add("shouldSelect \(viewController.title!)")
    return !refused.contains(viewController.title!)
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    log.add("didSelect \(viewController.title!)")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animator \(fromVC.title!) → \(toVC.title!)")
    guard animates, let controllers = tabBarController.viewControllers else { return nil }
    let from = controllers.firstIndex(of: fromVC)!
    let to = controllers.firstIndex(of: toVC)!
    return TabSlideAnimator(forward: to > from)
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interaction \(interaction != nil)")
    return interaction
  }
}

@Suite @MainActor struct TabBarControllerTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  static let green = UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)

  struct Scene {
    let host: HeadlessHost
    let tabs: UITabBarController
    let pages: [TabPageViewController]
    let log: TabEventLog
    let delegate: LoggingTabDelegate
  }

  /// Three tabs — Favorites (a star), Likes (a heart, badge "3"), More (the system item) —
  /// in a 390 × 844 pt host at scale 2.
  func showTabs() -> Scene {
    let host = HeadlessHost()
    let log = TabEventLog()
    let pages = [
      TabPageViewController("Favorites", colour: Self.red, log: log),
      TabPageViewController("Likes", colour: Self.blue, log: log),
      TabPageViewController("More", colour: Self.green, log: log),
    ]
    pages[0].tabBarItem.image = UIImage(systemName: "star")
    pages[0].tabBarItem.selectedImage = UIImage(systemName: "star.fill")
    pages[1].tabBarItem = UITabBarItem(
      title: "Likes", image: UIImage(systemName: "heart"), selectedImage: UIImage(systemName: "heart.fill"))
    pages[1].tabBarItem.badgeValue = "3"
    pages[2].tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 7)
    let tabs = UITabBarController()
    let delegate = LoggingTabDelegate(log: log)
    tabs.delegate = delegate
    tabs.viewControllers = pages
    host.show(tabs)
    host.step()
    return Scene(host: host, tabs: tabs, pages: pages, log: log, delegate: delegate)
  }

  /// The centre of tab `index` of three on the 390-point bar, in the window.
  func tabCentre(_ index: Int) -> CGPoint { CGPoint(x: 65 + 130 * CGFloat(index), y: 844 - 83 + 24) }

  func pixel(_ host: HeadlessHost, _ bitmap: Bitmap, x: CGFloat, y: CGFloat) -> UInt32 {
    bitmap[Int(x) * host.scale, Int(y) * host.scale]
  }

  @Test func theBarIs49PointsPlusTheSafeAreaAndTheTabsSafeAreaEndsAtItsTop() throws {
    let scene = showTabs()
    let tabs = scene.tabs
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === scene.pages[0])
    #expect(tabs.tabBar.items?.count == 3)
    #expect(tabs.tabBar.selectedItem === scene.pages[0].tabBarItem)
    #expect(scene.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scene.pages[0].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    #expect(scene.pages[0].strip.frame.maxY == 761)
    #expect(scene.pages[1].tabBarController === tabs)
    #expect(scene.pages[1].parent === tabs)
    #expect(scene.pages[1].viewIfLoaded == nil, "a tab's view loads when it is first shown")
    #expect(scene.pages[0].tabBarItem.title == "Favorites", "the item follows the controller's title")
    scene.pages[0].title = "Stars"
    #expect(scene.pages[0].tabBarItem.title == "Stars")
    #expect(scene.pages[2].tabBarItem.title == nil && scene.pages[2].tabBarItem.tag == 7)
    #expect(tabs.tabBar.buttons[2].accessibilityLabel == "More")
    #expect(scene.log.lines == ["Favorites.viewWillAppear(false)", "Favorites.viewDidAppear(false)"])
    // An empty tab bar controller has nothing selected.
    let empty = UITabBarController()
    #expect(empty.selectedIndex == NSNotFound && empty.viewControllers == nil && empty.selectedViewController == nil)
  }

  /// The golden: the Likes tab selected (filled heart, blue), its red badge "3", the others
  /// grey, on the chrome material over the page with its hairline.
  @Test func theBarDrawsItsItemsBadgeAndSelection() throws {
    let scene = showTabs()
    scene.tabs.selectedIndex = 1
    scene.host.step()
    #expect(scene.tabs.tabBar.selectedItem === scene.pages[1].tabBarItem)
    let badge = try #require(scene.tabs.tabBar.buttons[1].subviews.first { $0.layer.cornerRadius == 9 })
    #expect(!badge.isHidden && badge.frame.height == 18 && badge.backgroundColor == .systemRed)
    try GoldenImage.verify(scene.host.render(), named: "tab-bar", in: Self.goldens)
  }

  /// A tap: `shouldSelect`, the animator asked, UIKit's appearance order, then `didSelect`;
  /// a refused tab stays unselected; code that sets `selectedIndex` asks the animator but
  /// neither `shouldSelect` nor `didSelect`.
  @Test func aTapSwitchesInUIKitsOrderAndCodeSkipsTheSelectionCallbacks() {
    let scene = showTabs()
    scene.log.lines = []
    scene.host.tap(at: tabCentre(1))
    #expect(
      scene.log.lines == [
        "shouldSelect Likes", "animator Favorites → Likes", "Likes.viewWillAppear(false)",
        "Favorites.viewWillDisappear(false)", "Favorites.viewDidDisappear(false)", "Likes.viewDidAppear(false)",
        "didSelect Likes",
      ])
    #expect(scene.tabs.selectedIndex == 1)
    #expect(scene.pages[0].viewIfLoaded?.superview == nil)
    #expect(scene.pages[1].view.superview === scene.tabs.transitionView)

    scene.log.lines = []
    scene.delegate.refused = ["More"]
    scene.host.tap(at: tabCentre(2))
    #expect(scene.log.lines == ["shouldSelect More"])
    #expect(scene.tabs.selectedIndex == 1)

    scene.log.lines = []
    scene.tabs.selectedIndex = 0
    #expect(
      scene.log.lines == [
        "animator Likes → Favorites", "Favorites.viewWillAppear(false)", "Likes.viewWillDisappear(false)",
        "Likes.viewDidDisappear(false)", "Favorites.viewDidAppear(false)",
      ])
    scene.log.lines = []
    scene.tabs.selectedIndex = 5
    scene.tabs.selectedViewController = UIViewController()
    #expect(
      scene.tabs.selectedIndex == 0 && scene.log.lines.isEmpty, "out of range and foreign controllers are ignored")
  }

  /// The delegate's animator runs the tap's switch as any transition: half way through the
  /// 0.4 s linear slide the new tab covers the right half of the screen, the old one the left.
  @Test func theDelegatesAnimatorSlidesBetweenTabs() throws {
    let scene = showTabs()
    scene.delegate.animates = true
    scene.log.lines = []
    var events: [String] = []
    let token = scene.host.loop.lifecycle.observe { event in
      switch event.phase {
      case .begin(let interactive, let from, let to):
        events.append("begin \(event.kind) \(interactive) \(from!) \(to!)")
      case .end(let completed): events.append("end \(event.kind) \(completed)")
      }
    }
    defer { scene.host.loop.lifecycle.removeObserver(token) }
    scene.host.send(PointerEvent(phase: .down, location: tabCentre(1), timestamp: scene.host.now))
    scene.host.send(PointerEvent(phase: .up, location: tabCentre(1), timestamp: scene.host.now))
    #expect(scene.tabs.transitionCoordinator != nil)
    scene.host.advance(by: 0.2)
    let toView = try #require(scene.pages[1].viewIfLoaded)
    let offset = toView.layer.presentation()!.transform.m41
    #expect(abs(offset - 195) < 1e-6, "half of 390 points left at 0.2 s")
    let frame = scene.host.render()
    #expect(pixel(scene.host, frame, x: 190, y: 400) == 0xFFFF_0000, "the old tab left of the middle")
    #expect(pixel(scene.host, frame, x: 200, y: 400) == 0xFF00_00FF, "the new tab right of it")
    try GoldenImage.verify(frame, named: "tab-slide-midway", in: Self.goldens)
    scene.host.runUntilIdle()
    #expect(
      scene.log.lines == [
        "shouldSelect Likes", "animator Favorites → Likes", "interaction false", "Likes.viewWillAppear(true)",
        "Favorites.viewWillDisappear(true)", "didSelect Likes", "Favorites.viewDidDisappear(true)",
        "Likes.viewDidAppear(true)",
      ])
    #expect(events == ["begin tab false Favorites Likes", "end tab true"])
    #expect(scene.tabs.selectedIndex == 1 && scene.pages[0].viewIfLoaded?.superview == nil)
    #expect(toView.transform == .identity && scene.pages[0].view.transform == .identity)
  }

  /// Code sets `selectedIndex` with an interaction controller ready (as a pan does): the
  /// switch follows `update`; a cancel puts the old tab and the selection back, appearance
  /// reverted; a finish completes it.
  @Test func anInteractiveSwitchCancelsAndFinishes() throws {
    let scene = showTabs()
    scene.delegate.animates = true
    let cancelled = UIPercentDrivenInteractiveTransition()
    scene.delegate.interaction = cancelled
    scene.log.lines = []
    scene.tabs.selectedIndex = 1
    #expect(scene.tabs.selectedIndex == 1 && scene.tabs.tabBar.selectedItem === scene.pages[1].tabBarItem)
    cancelled.update(0.25)
    scene.host.advance(by: 0.1)
    let toView = try #require(scene.pages[1].viewIfLoaded)
    #expect(toView.layer.presentation()!.transform.m41 == 292.5, "three quarters of 390 points still to go")
    let frame = scene.host.render()
    #expect(pixel(scene.host, frame, x: 290, y: 400) == 0xFFFF_0000)
    #expect(pixel(scene.host, frame, x: 295, y: 400) == 0xFF00_00FF)
    cancelled.cancel()
    scene.host.runUntilIdle()
    #expect(scene.tabs.selectedIndex == 0)
    #expect(scene.tabs.tabBar.selectedItem === scene.pages[0].tabBarItem)
    #expect(
      scene.pages[1].viewIfLoaded?.superview == nil && scene.pages[0].view.superview === scene.tabs.transitionView)
    #expect(
      scene.log.lines == [
        "animator Favorites → Likes", "interaction true", "Likes.viewWillAppear(true)",
        "Favorites.viewWillDisappear(true)", "Likes.viewWillDisappear(true)", "Likes.viewDidDisappear(true)",
        "Favorites.viewWillAppear(true)", "Favorites.viewDidAppear(true)",
      ])

    let finished = UIPercentDrivenInteractiveTransition()
    scene.delegate.interaction = finished
    scene.log.lines = []
    scene.tabs.selectedIndex = 2
    finished.update(0.6)
    scene.host.advance(by: 0.1)
    finished.finish()
    scene.host.runUntilIdle()
    #expect(scene.tabs.selectedIndex == 2 && scene.pages[2].view.superview === scene.tabs.transitionView)
    #expect(scene.pages[0].viewIfLoaded?.superview == nil)
    #expect(
      scene.log.lines == [
        "animator Favorites → More", "interaction true", "More.viewWillAppear(true)",
        "Favorites.viewWillDisappear(true)", "Favorites.viewDidDisappear(true)", "More.viewDidAppear(true)",
      ])
  }

  /// Setting the tabs keeps the selected controller selected, else the same index, else the
  /// first — UIKit's rule; the switch is immediate.
  @Test func settingTheTabsKeepsTheSelection() {
    let scene = showTabs()
    scene.tabs.selectedIndex = 2
    let more = scene.pages[2]
    scene.tabs.setViewControllers([more, scene.pages[0]], animated: true)
    #expect(scene.tabs.selectedIndex == 0 && scene.tabs.selectedViewController === more)
    #expect(scene.pages[1].parent == nil)
    scene.tabs.viewControllers = [scene.pages[0], scene.pages[1]]
    #expect(scene.tabs.selectedIndex == 0 && scene.tabs.selectedViewController === scene.pages[0])
    #expect(scene.pages[0].view.superview === scene.tabs.transitionView && more.viewIfLoaded?.superview == nil)
    #expect(more.parent == nil)
  }

  /// A navigation controller in a tab: a pushed controller with `hidesBottomBarWhenPushed`
  /// slides the bar away with the push (and its safe area no longer stops at the bar); the
  /// pop brings it back; a tap on the selected tab pops to the root.
  @Test func aPushHidesTheBarAndTappingTheTabPopsToRoot() {
    let host = HeadlessHost()
    let log = TabEventLog()
    let root = TabPageViewController("Inbox", colour: Self.blue, log: log)
    let detail = TabPageViewController("Message", colour: Self.red, log: log)
    detail.hidesBottomBarWhenPushed = true
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, TabPageViewController("Sent", colour: Self.green, log: log)]
    host.show(tabs)
    host.step()
    #expect(root.tabBarController === tabs && root.view.safeAreaInsets.bottom == 83)
    navigation.pushViewController(detail, animated: true)
    host.step()
    host.advance(by: 0.2)
    #expect(!tabs.tabBar.isHidden && tabs.tabBar.layer.presentation()!.transform.m41 < -10)
    host.runUntilIdle()
    #expect(tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
    #expect(detail.view.safeAreaInsets.bottom == 34)
    navigation.popViewController(animated: true)
    host.runUntilIdle()
    #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
    navigation.pushViewController(TabPageViewController("Reply", colour: Self.green, log: log), animated: false)
    host.runUntilIdle()
    #expect(!tabs.tabBar.isHidden, "a controller that does not ask keeps the bar")
    host.tap(at: CGPoint(x: 97, y: 785))
    host.runUntilIdle()
    #expect(navigation.viewControllers == [root])
  }

  /// A storyboard's `<tabBarController>`: its `viewControllers` relationships in order, each
  /// child's `<tabBarItem>` (an SF Symbol, a badge, a system item), the bar's tint.
  @Test func aStoryboardTabBarControllerDecodesItsTabsAndItems() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
          <scenes>
              <scene sceneID="s0">
                  <objects>
                      <tabBarController id="tabs" sceneMemberID="viewController">
                          <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                              <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                              <color key="tintColor" systemColor="systemOrangeColor"/>
                          </tabBar>
                          <connections>
                              <segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>
                              <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                          </connections>
                      </tabBarController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
              <scene sceneID="s1">
                  <objects>
                      <viewController title="Inbox" id="first" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v1">
                              <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                              <color key="backgroundColor" systemColor="systemTealColor"/>
                          </view>
                          <tabBarItem key="tabBarItem" title="Inbox" image="heart" catalog="system" selectedImage="heart.fill" badgeValue="12" id="i1"/>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="second" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v2">
                              <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                              <color key="backgroundColor" systemColor="systemIndigoColor"/>
                          </view>
                          <tabBarItem key="tabBarItem" tag="4" systemItem="favorites" id="i2"/>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
          </scenes>
          <resources>
              <image name="heart" catalog="system" width="128" height="109"/>
              <image name="heart.fill" catalog="system" width="128" height="109"/>
              <systemColor name="systemOrangeColor">
                  <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </systemColor>
              <systemColor name="systemTealColor">
                  <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </systemColor>
              <systemColor name="systemIndigoColor">
                  <color red="0.34509803921568627" green="0.33725490196078434" blue="0.83921568627450982" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </systemColor>
          </resources>
      </document>
      """
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tabs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("Tabs.storyboard").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let storyboard = try UIStoryboard(path: path)
    let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
    let children = try #require(tabs.viewControllers)
    #expect(children.count == 2 && children[0].title == "Inbox")
    #expect(children[0].tabBarItem.title == "Inbox" && children[0].tabBarItem.badgeValue == "12")
    #expect(children[0].tabBarItem.image != nil && children[0].tabBarItem.selectedImage != nil)
    #expect(children[1].tabBarItem.tag == 4 && children[1].tabBarItem.displayedTitle == "Favorites")
    #expect(tabs.tabBar.tintColor == .systemOrange)
    #expect(storyboard.document.warnings.map(\.message) == [])
    let host = HeadlessHost()
    host.show(tabs)
    host.step()
    #expect(tabs.tabBar.items?.count == 2 && tabs.tabBar.selectedItem === children[0].tabBarItem)
    try GoldenImage.verify(host.render(), named: "tab-bar-storyboard", in: Self.goldens)
  }
}
