import CompatibilitySwift5
import CompatibilitySwift6
import Foundation
import Segue
import SegueTesting
import Testing

/// Compatibility/iOS/OnboardingPager.swift: an onboarding `UIPageViewController` subclass that
/// is its own data source and delegate, with UIKit's page dots, a "1 of 3" label updated from
/// `didFinishAnimating` and a Next button paging with `setViewControllers(animated:)` — swiped
/// and tapped through in both language modes.
@MainActor struct OnboardingPagerTests {
  enum Mode: String, CaseIterable, Sendable { case swift5, swift6 }

  struct Pager {
    let controller: UIPageViewController
    let label: UILabel
    let next: UIButton
    let index: () -> Int
    let finished: () -> Bool
  }

  func pager(_ mode: Mode) -> Pager {
    switch mode {
    case .swift5:
      let c = CompatibilitySwift5.OnboardingPageViewController()
      return Pager(
        controller: c, label: c.progressLabel, next: c.nextButton, index: { c.currentIndex },
        finished: { c.finishedOnboarding })
    case .swift6:
      let c = CompatibilitySwift6.OnboardingPageViewController()
      return Pager(
        controller: c, label: c.progressLabel, next: c.nextButton, index: { c.currentIndex },
        finished: { c.finishedOnboarding })
    }
  }

  func dots(of pager: Pager) throws -> UIPageControl {
    try #require(pager.controller.view.subviews.compactMap { $0 as? UIPageControl }.first)
  }

  func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

  @Test(arguments: Mode.allCases)
  func swipingAndTappingNextWalkThroughThePages(_ mode: Mode) async throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 2)
    let pager = pager(mode)
    driver.show(pager.controller)
    await driver.runUntilIdle()
    #expect(pager.label.text == "1 of 3")
    #expect(try dots(of: pager).numberOfPages == 3)
    #expect(try dots(of: pager).currentPage == 0)

    // A swipe left, held mid-way for the picture, then released past half a page.
    await driver.drag(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 150, y: 500), duration: 0.3, release: false)
    try driver.verifyScreenshot(named: "onboarding-pager-mid-swipe")
    await driver.advance(by: 1.0 / 60)
    driver.send(.move, at: CGPoint(x: 120, y: 500))
    await driver.advance(by: 1.0 / 60)
    driver.send(.up, at: CGPoint(x: 120, y: 500))
    await driver.runUntilIdle()
    #expect(pager.index() == 1)
    #expect(pager.label.text == "2 of 3")
    #expect(try dots(of: pager).currentPage == 1)

    // A slow drag back under half a page changes nothing.
    await driver.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 160, y: 500), duration: 1.5)
    await driver.runUntilIdle()
    #expect(pager.index() == 1)
    #expect(pager.label.text == "2 of 3")

    // Next pages with setViewControllers(animated:); on the last page it reads Get Started.
    await driver.tap(at: centre(of: pager.next))
    await driver.runUntilIdle()
    #expect(pager.index() == 2)
    #expect(pager.label.text == "3 of 3")
    #expect(pager.next.title(for: .normal) == "Get Started")
    #expect(try dots(of: pager).currentPage == 2)
    try driver.verifyScreenshot(named: "onboarding-pager-last")
    await driver.tap(at: centre(of: pager.next))
    #expect(pager.finished())
  }
}
