import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// The compatibility suite (Compatibility/Sources): transition code written as for iOS,
/// compiled in Swift 5 mode (CompatibilitySwift5) and the same files in Swift 6 mode
/// (CompatibilitySwift6), run headless on a virtual clock. Each scenario is checked by its
/// lifecycle lines and a golden frame (±2 per channel, no differing pixel), and both
/// language modes must give the same pixels.
///
/// `async` because the card animator starts its animation in `DispatchQueue.main.async`.
@MainActor struct CompatibilityTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  static let showCard = CGPoint(x: 195, y: 313)
  static let nextPage = CGPoint(x: 195, y: 413)

  func cardHost(_ mode: Mode) -> UIViewController {
    let root: UIViewController =
      switch mode {
      case .swift5: CompatibilitySwift5.CardHostViewController()
      case .swift6: CompatibilitySwift6.CardHostViewController()
      }
    return UINavigationController(rootViewController: root)
  }

  func flipNavigation(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.FlipNavigationController()
    case .swift6: CompatibilitySwift6.FlipNavigationController()
    }
  }

  /// The button's target-action and the dimming view's tap recognizer were `#selector`s in
  /// the iOS original (Compatibility/iOS); a tap on the dimmed screen dismisses the card.
  @Test(arguments: Mode.allCases)
  func cardPresentsOverADimmedScreenWithAnAsyncAnimator(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(cardHost(mode))
    await driver.tap(at: Self.showCard)
    await driver.advance(by: 0.2)
    try driver.verifyScreenshot(named: "card-mid-presentation")
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Cards"], presented: "Card"))
    await driver.tap(at: CGPoint(x: 195, y: 150))
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Cards","to":"Card"}"#,
        #"{"t":0.4667,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.5167,"event":"begin","kind":"dismiss","interactive":false,"from":"Card","to":"Cards"}"#,
        #"{"t":0.9333,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Cards"],"presented":null}"#,
      ])
  }

  @Test(arguments: Mode.allCases)
  func pushFlipsInWithTheContainersPerspective(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(flipNavigation(mode))
    await driver.tap(at: Self.nextPage)
    await driver.advance(by: 0.25)
    try driver.verifyScreenshot(named: "flip-mid-push")
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"Page 1","to":"Page 2"}"#,
        #"{"t":0.55,"event":"end","kind":"push","completed":true}"#,
        #"{"event":"final","stack":["Page 1","Page 2"],"presented":null}"#,
      ])
  }

  func modalLauncher(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.ModalLauncherViewController()
    case .swift6: CompatibilitySwift6.ModalLauncherViewController()
    }
  }

  func tileGrid(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.TileGridNavigationController()
    case .swift6: CompatibilitySwift6.TileGridNavigationController()
    }
  }

  func displayLinkLauncher(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.DisplayLinkLauncherViewController()
    case .swift6: CompatibilitySwift6.DisplayLinkLauncherViewController()
    }
  }

  /// A pan recognizer made with a selector drives a percent-driven dismissal; let go past
  /// 30 % it finishes with the spring.
  @Test(arguments: Mode.allCases)
  func draggingTheModalDownDismissesItInteractively(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(modalLauncher(mode))
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.runUntilIdle()
    await driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 650), duration: 0.3, release: false)
    await driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "modal-dragged-down")
    driver.send(.up, at: CGPoint(x: 195, y: 650))
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Launcher","to":"Modal"}"#,
        #"{"t":0.05,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.0667,"event":"begin","kind":"dismiss","interactive":true,"from":"Modal","to":"Launcher"}"#,
        #"{"t":0.6333,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Launcher"],"presented":null}"#,
      ])
  }

  /// Tap a tile (a tap recognizer made with a selector): a snapshot flies to the detail
  /// frame with keyframes.
  @Test(arguments: Mode.allCases)
  func aTileZoomsIntoItsDetail(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(tileGrid(mode))
    await driver.tap(at: CGPoint(x: 105, y: 196))
    await driver.advance(by: 0.25)
    try driver.verifyScreenshot(named: "tile-zoom-mid")
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"Tiles","to":"Tile"}"#,
        #"{"t":0.55,"event":"end","kind":"push","completed":true}"#,
        #"{"event":"final","stack":["Tiles","Tile"],"presented":null}"#,
      ])
  }

  /// The animator advances its own frames with CADisplayLink(target:selector:).
  @Test(arguments: Mode.allCases)
  func aDisplayLinkFadesThePresentedControllerIn(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(displayLinkLauncher(mode))
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.advance(by: 0.2)
    try driver.verifyScreenshot(named: "display-link-fade-mid")
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Start","to":"Faded"}"#,
        #"{"t":0.4667,"event":"end","kind":"present","completed":true}"#,
        #"{"event":"final","stack":["Start"],"presented":"Faded"}"#,
      ])
  }

  func menuHost(_ mode: Mode) -> (UIViewController, () -> [String]) {
    switch mode {
    case .swift5:
      let host = CompatibilitySwift5.MenuHostViewController()
      return (host, { host.events })
    case .swift6:
      let host = CompatibilitySwift6.MenuHostViewController()
      return (host, { host.events })
    }
  }

  func bounceLauncher(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.BounceLauncherViewController()
    case .swift6: CompatibilitySwift6.BounceLauncherViewController()
    }
  }

  func peekCard(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.PeekCardViewController()
    case .swift6: CompatibilitySwift6.PeekCardViewController()
    }
  }

  /// An `@objc` protocol with optional requirements (ported to defaults) reports the pick;
  /// the menu cross-dissolves in and out over the screen.
  @Test(arguments: Mode.allCases)
  func theMenuReportsThroughItsOptionalDelegateRequirements(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (host, events) = menuHost(mode)
    driver.show(host)
    await driver.tap(at: CGPoint(x: 195, y: 622))
    await driver.runUntilIdle()
    await driver.tap(at: CGPoint(x: 195, y: 382))  // "Item 2"
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "menu-dissolving-out")
    await driver.runUntilIdle()
    #expect(events() == ["selected 1", "closed"])
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Home","to":"Menu"}"#,
        #"{"t":0.45,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.5,"event":"begin","kind":"dismiss","interactive":false,"from":"Menu","to":"Home"}"#,
        #"{"t":0.9,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Home"],"presented":null}"#,
      ])
  }

  /// A keyframe animation of `NSValue`-boxed transforms, the transition completed from a
  /// `CATransaction` completion block.
  @Test(arguments: Mode.allCases)
  func theBouncedControllerScalesThroughItsKeyframes(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(bounceLauncher(mode))
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.advance(by: 0.12)
    try driver.verifyScreenshot(named: "bounce-growing")
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Bounce","to":"Bounced"}"#,
        #"{"t":0.6667,"event":"end","kind":"present","completed":true}"#,
        #"{"event":"final","stack":["Bounce"],"presented":"Bounced"}"#,
      ])
  }

  /// A long press (selector) presents the peek; a swipe down (selector) dismisses it.
  @Test(arguments: Mode.allCases)
  func holdingTheCardPeeksAndASwipeDownCloses(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(peekCard(mode))
    driver.send(.down, at: CGPoint(x: 195, y: 400))
    await driver.advance(by: 0.5)
    driver.send(.up, at: CGPoint(x: 195, y: 400))
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Cards"], presented: "Peek"))
    await driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.15)
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.4167,"event":"begin","kind":"present","interactive":false,"from":"Cards","to":"Peek"}"#,
        #"{"t":0.8167,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.8667,"event":"begin","kind":"dismiss","interactive":false,"from":"Peek","to":"Cards"}"#,
        #"{"t":1.2667,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Cards"],"presented":null}"#,
      ])
  }

  func edgeSwipeNavigation(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.EdgeSwipeNavigationController()
    case .swift6: CompatibilitySwift6.EdgeSwipeNavigationController()
    }
  }

  func interruptibleLauncher(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.InterruptibleLauncherViewController()
    case .swift6: CompatibilitySwift6.InterruptibleLauncherViewController()
    }
  }

  func panelContainer(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.PanelContainerViewController()
    case .swift6: CompatibilitySwift6.PanelContainerViewController()
    }
  }

  func zoomOutLauncher(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.ZoomOutLauncherViewController()
    case .swift6: CompatibilitySwift6.ZoomOutLauncherViewController()
    }
  }

  func deviceAwareLauncher(_ mode: Mode) -> (UIViewController, () -> [String]) {
    switch mode {
    case .swift5:
      let launcher = CompatibilitySwift5.DeviceAwareLauncherViewController()
      return (launcher, { launcher.environment })
    case .swift6:
      let launcher = CompatibilitySwift6.DeviceAwareLauncherViewController()
      return (launcher, { launcher.environment })
    }
  }

  /// A custom push, then the navigation controller's own screen-edge pan (a selector)
  /// drives the pop; let go past half way it finishes.
  @Test(arguments: Mode.allCases)
  func anEdgeSwipeDrivesTheCustomPop(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(edgeSwipeNavigation(mode))
    await driver.tap(at: CGPoint(x: 195, y: 413))
    await driver.runUntilIdle()
    await driver.drag(from: CGPoint(x: 4, y: 500), to: CGPoint(x: 250, y: 500), duration: 0.3, release: false)
    await driver.advance(by: 1.0 / 60)
    try driver.verifyScreenshot(named: "edge-pop-dragging")
    driver.send(.up, at: CGPoint(x: 250, y: 500))
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"push","interactive":false,"from":"Color 0","to":"Color 1"}"#,
        #"{"t":0.45,"event":"end","kind":"push","completed":true}"#,
        #"{"t":0.4667,"event":"begin","kind":"pop","interactive":true,"from":"Color 1","to":"Color 0"}"#,
        #"{"t":0.9167,"event":"end","kind":"pop","completed":true}"#,
        #"{"event":"final","stack":["Color 0"],"presented":null}"#,
      ])
  }

  /// The animator vends a UIViewPropertyAnimator from interruptibleAnimator(using:).
  @Test(arguments: Mode.allCases)
  func anInterruptibleAnimatorPresents(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(interruptibleLauncher(mode))
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.advance(by: 0.2)
    try driver.verifyScreenshot(named: "interruptible-slide-up")
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Interruptible","to":"Sheet"}"#,
        #"{"t":0.55,"event":"end","kind":"present","completed":true}"#,
        #"{"event":"final","stack":["Interruptible"],"presented":"Sheet"}"#,
      ])
  }

  /// Child controllers swapped with UIView.transition(from:to:) and a cross-dissolve.
  @Test(arguments: Mode.allCases)
  func childPanelsCrossDissolve(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let container = panelContainer(mode)
    driver.show(container)
    await driver.tap(at: CGPoint(x: 195, y: 62))
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "panels-dissolving")
    await driver.runUntilIdle()
    #expect(container.children.map(\.title) == ["Second"])
  }

  /// The dismissal draws the screen with UIGraphicsImageRenderer and drawHierarchy, then
  /// shrinks the image; the close button shows a symbol image.
  @Test(arguments: Mode.allCases)
  func theDismissalZoomsARenderedImageOut(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(zoomOutLauncher(mode))
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "closable-with-symbol")
    await driver.tap(at: CGPoint(x: 342, y: 82))
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "zoom-out-mid")
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Zoom out","to":"Closable"}"#,
        #"{"t":0.05,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.1,"event":"begin","kind":"dismiss","interactive":false,"from":"Closable","to":"Zoom out"}"#,
        #"{"t":0.45,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Zoom out"],"presented":null}"#,
      ])
  }

  /// Device and screen queries, and an animator that waits with asyncAfter (real time, so
  /// the frame it starts on may vary by one: no mid-animation golden here).
  @Test(arguments: Mode.allCases)
  func aDelayedDropReadsTheDevice(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (launcher, environment) = deviceAwareLauncher(mode)
    driver.show(launcher)
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.runUntilIdle()
    #expect(environment() == ["idiom phone true", "screen 390×844 @2x", "scene true", "status bar dark true"])
    #expect(driver.finalState == .final(stack: ["Device"], presented: "Dropped"))
    // The full-screen presentation takes over the status bar, and hides it.
    #expect(driver.host.window?.windowScene?.statusBarManager?.isStatusBarHidden == true)
  }

  func storyboardEraRoot(_ mode: Mode) -> UIViewController {
    switch mode {
    case .swift5: CompatibilitySwift5.StoryboardEraRootViewController()
    case .swift6: CompatibilitySwift6.StoryboardEraRootViewController()
    }
  }

  /// Outlets, actions and init?(coder:) of the storyboard era, views from loadView; a form
  /// sheet with the flip transition adapts to full screen on the phone.
  @Test(arguments: Mode.allCases)
  func aStoryboardEraDetailFlipsInAndCloses(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    driver.show(storyboardEraRoot(mode))
    await driver.tap(at: CGPoint(x: 195, y: 422))
    await driver.advance(by: 0.1)
    try driver.verifyScreenshot(named: "storyboard-era-flip")
    await driver.runUntilIdle()
    await driver.tap(at: CGPoint(x: 195, y: 622))
    await driver.runUntilIdle()
    #expect(
      driver.jsonLines == [
        #"{"t":0.05,"event":"begin","kind":"present","interactive":false,"from":"Items","to":"Item 7"}"#,
        #"{"t":0.45,"event":"end","kind":"present","completed":true}"#,
        #"{"t":0.5,"event":"begin","kind":"dismiss","interactive":false,"from":"Item 7","to":"Items"}"#,
        #"{"t":0.9,"event":"end","kind":"dismiss","completed":true}"#,
        #"{"event":"final","stack":["Items"],"presented":null}"#,
      ])
  }

  @Test func swift5CodeCallingUIKitFromNonisolatedFunctionsRuns() throws {
    let driver = SceneDriver(width: 200, height: 200, scale: 2)
    let root = UIViewController()
    driver.show(root)
    root.view.backgroundColor = .white
    root.view.addSubview(CompatibilitySwift5.makeStyledCard())
    driver.advance(by: 0)
    try driver.verifyScreenshot(named: "styled-card")
  }

  /// Swift 5 code observing a scroll view from a plain class's initializer (UIKit's `observe`
  /// is nonisolated there): the initial value, then each scroll, in points.
  @Test func swift5CodeObservingFromANonisolatedInitializerRuns() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    let tracker = CompatibilitySwift5.ScrollOffsetTracker(scrollView: scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(tracker.offsets == [0, 40, 120])
  }

  func profileList(_ mode: Mode) -> (UIViewController, UIButton) {
    switch mode {
    case .swift5:
      let list = CompatibilitySwift5.ProfileListViewController()
      return (UINavigationController(rootViewController: list), list.openButton)
    case .swift6:
      let list = CompatibilitySwift6.ProfileListViewController()
      return (UINavigationController(rootViewController: list), list.openButton)
    }
  }

  func profileCloseButton(_ mode: Mode, presentedBy root: UIViewController) -> UIButton? {
    switch mode {
    case .swift5: (root.presentedViewController as? CompatibilitySwift5.ProfileDetailViewController)?.closeButton
    case .swift6: (root.presentedViewController as? CompatibilitySwift6.ProfileDetailViewController)?.closeButton
    }
  }

  /// Screens laid out with Auto Layout (stack views, safe area and margins, a wrapping label)
  /// and an animator that expands a card by animating a height constraint inside a spring.
  @Test(arguments: Mode.allCases)
  func aConstraintAnimationExpandsTheCard(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let (root, openButton) = profileList(mode)
    driver.show(root)
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "profile-list")
    let open = openButton.convert(CGPoint(x: openButton.bounds.midX, y: openButton.bounds.midY), to: nil)
    await driver.tap(at: open)
    await driver.advance(by: 0.15)
    try driver.verifyScreenshot(named: "profile-card-expanding")
    await driver.runUntilIdle()
    try driver.verifyScreenshot(named: "profile-card")
    #expect(driver.finalState == .final(stack: ["Profiles"], presented: "ProfileDetailViewController"))
    await driver.tap(at: CGPoint(x: 195, y: 100))
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Profiles"], presented: "ProfileDetailViewController"))
    let close = try #require(profileCloseButton(mode, presentedBy: root))
    await driver.tap(at: close.convert(CGPoint(x: close.bounds.midX, y: close.bounds.midY), to: nil))
    await driver.runUntilIdle()
    #expect(driver.finalState == .final(stack: ["Profiles"], presented: nil))
  }
}
