import Foundation
import Testing

@testable import SegueUIKit

/// Reduce Motion: the accessibility flags and notification, and system transitions that
/// cross-fade instead of sliding (docs/uikit-behaviour-2.md §7.3).
@Suite @MainActor struct ReduceMotionTests {
  /// Counts posts; the default centre calls observers synchronously on the posting thread.
  final class Counter: @unchecked Sendable { var count = 0 }

  @Test func theFlagsFollowTheHostAndTheChangeIsPosted() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    #expect(UIAccessibility.isReduceMotionEnabled == false)
    let posts = Counter()
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in posts.count += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    host.settings.reducesMotion = true
    #expect(UIAccessibility.isReduceMotionEnabled)
    #expect(UIAccessibility.prefersCrossFadeTransitions)
    // Reduce Transparency is a separate switch, which Segue does not have.
    #expect(UIAccessibility.isReduceTransparencyEnabled == false)
    #expect(
      UIAccessibility.reduceTransparencyStatusDidChangeNotification.rawValue
        == "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    host.settings.reducesMotion = true
    #expect(posts.count == 1)
    host.settings.reducesMotion = false
    #expect(posts.count == 2)
    #expect(UIAccessibility.isReduceMotionEnabled == false)
    withExtendedLifetime(host) {}
  }

  @Test(arguments: [false, true])
  func aPushSlidesOrCrossFades(_ reducesMotion: Bool) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.settings.reducesMotion = reducesMotion
    let navigation = UINavigationController(rootViewController: UIViewController())
    host.show(navigation)
    host.step()
    let first = navigation.topViewController!.view!
    let second = UIViewController()
    navigation.pushViewController(second, animated: true)
    host.step()
    host.advance(by: 0.175)
    let incoming = second.view.layer.presentation() ?? second.view.layer
    let outgoing = first.layer.presentation() ?? first.layer
    if reducesMotion {
      // In place, the new screen half faded in over the old one (ease-in-out: half-way at
      // half the time).
      #expect(incoming.position.x == CGFloat(195))
      #expect(outgoing.position.x == CGFloat(195))
      #expect(abs(incoming.opacity - 0.5) < 0.01)
      #expect(outgoing.opacity == 1)
    } else {
      #expect(incoming.position.x > CGFloat(195))
      #expect(incoming.opacity == 1)
    }
    host.advance(by: 0.3)
    #expect(navigation.topViewController === second)
    #expect(first.alpha == 1)
    #expect(second.view.alpha == 1)
    // The pop slides the upper screen out, or fades it out in place over the one below.
    navigation.popViewController(animated: true)
    host.step()
    host.advance(by: 0.175)
    let leaving = second.view.layer.presentation() ?? second.view.layer
    if reducesMotion {
      #expect(abs(leaving.opacity - 0.5) < 0.01)
      #expect(leaving.position.x == CGFloat(195))
    } else {
      #expect(leaving.opacity == 1)
      #expect(leaving.position.x > CGFloat(195))
    }
    #expect((first.layer.presentation() ?? first.layer).opacity == 1)
    host.advance(by: 0.3)
    #expect(navigation.topViewController === navigation.viewControllers.first)
    #expect(second.view.alpha == 1)
    withExtendedLifetime(host) {}
  }

  @Test func aCoverVerticalPresentationCrossDissolves() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.settings.reducesMotion = true
    let root = UIViewController()
    host.show(root)
    host.step()
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: true)
    host.step()
    host.advance(by: 0.2)
    let layer = presented.view.layer.presentation() ?? presented.view.layer
    #expect(layer.position.y == CGFloat(422))
    #expect(layer.opacity > 0.05 && layer.opacity < 0.95)
    host.advance(by: 0.5)
    #expect(root.presentedViewController === presented)
    #expect(presented.view.alpha == 1)
    withExtendedLifetime(host) {}
  }
}
