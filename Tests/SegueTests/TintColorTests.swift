import Foundation
import Testing

@testable import SegueUIKit

/// Tint colour inheritance (UIKit's rule): a view without its own tint shows its
/// superview's, a window's tint reaches the navigation bar's back button and template images,
/// and `tintColorDidChange` runs when the tint a view shows changes.
@Suite @MainActor struct TintColorTests {
  final class CountingView: UIView {
    var changes = 0
    override func tintColorDidChange() {
      super.tintColorDidChange()
      changes += 1
    }
  }

  @Test func subviewsInheritAndHearChanges() {
    let parent = UIView()
    let child = CountingView()
    #expect(child.tintColor == .systemBlue)  // outside any hierarchy
    parent.addSubview(child)
    #expect(child.changes == 0)  // the same blue
    parent.tintColor = .systemIndigo
    #expect(child.tintColor == .systemIndigo && child.changes == 1)
    child.tintColor = .systemRed
    parent.tintColor = .systemGreen
    #expect(child.tintColor == .systemRed && child.changes == 2)  // its own tint wins
    child.tintColor = nil
    #expect(child.tintColor == .systemGreen && child.changes == 3)
    child.removeFromSuperview()
    #expect(child.tintColor == .systemBlue && child.changes == 4)
  }

  @Test func aWindowsTintReachesTheBackButtonAndTemplateImages() throws {
    let host = HeadlessHost()
    let first = UIViewController()
    first.title = "First"
    let second = UIViewController()
    let icon = UIImageView(image: UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate))
    second.view.addSubview(icon)
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    host.show(navigation)
    host.advance(by: 0.1)
    let window = try #require(host.window)
    window.tintColor = .systemIndigo
    host.advance(by: 0.05)
    let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? NavigationBackControl }.first)
    #expect(back.tintColor == .systemIndigo)
    #expect(back.subviews.compactMap { $0 as? UILabel }.first?.textColor == .systemIndigo)
    #expect(icon.tintColor == .systemIndigo)
    withExtendedLifetime(host) {}
  }
}
