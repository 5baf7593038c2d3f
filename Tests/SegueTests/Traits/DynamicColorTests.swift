import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// Dynamic colours: resolution, the system colours' light and dark values, and colours that
/// reach layers through views following the views' traits (docs/uikit-behaviour-2.md §7.6).
@Suite @MainActor struct DynamicColorTests {
  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)

  func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
    let c = color.resolvedColor(with: traits).cgColor
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
  }

  @Test func aProviderResolvesPerTraitCollection() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    #expect(color.resolvedColor(with: Self.dark) == .black)
    #expect(color.resolvedColor(with: Self.light) == .white)
    #expect(color.resolvedColor(with: UITraitCollection()) == .white)
    // A fixed colour resolves to itself; alpha stays dynamic.
    #expect(UIColor.red.resolvedColor(with: Self.dark) === UIColor.red)
    let faded = color.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: Self.dark) == UIColor(white: 0, alpha: 0.5))
    #expect(faded.resolvedColor(with: Self.light) == UIColor(white: 1, alpha: 0.5))
    // Dynamic colours equal only themselves.
    #expect(UIColor.systemBackground == UIColor.systemBackground)
    #expect(UIColor.systemBackground != UIColor.secondarySystemGroupedBackground)
  }

  @Test func systemColoursHaveIOSsLightAndDarkValues() {
    #expect(rgba(.systemBackground, Self.light) == [255, 255, 255, 100])
    #expect(rgba(.systemBackground, Self.dark) == [0, 0, 0, 100])
    #expect(rgba(.secondarySystemBackground, Self.dark) == [28, 28, 30, 100])
    #expect(rgba(.systemGroupedBackground, Self.dark) == [0, 0, 0, 100])
    #expect(rgba(.secondarySystemGroupedBackground, Self.dark) == [28, 28, 30, 100])
    #expect(rgba(.label, Self.dark) == [255, 255, 255, 100])
    #expect(rgba(.secondaryLabel, Self.dark) == [235, 235, 245, 60])
    #expect(rgba(.separator, Self.dark) == [84, 84, 88, 60])
    #expect(rgba(.systemBlue, Self.light) == [0, 122, 255, 100])
    #expect(rgba(.systemBlue, Self.dark) == [10, 132, 255, 100])
    #expect(rgba(.systemRed, Self.dark) == [255, 69, 58, 100])
    #expect(rgba(.systemGray6, Self.dark) == [28, 28, 30, 100])
    #expect(rgba(.systemGray4, Self.dark) == [58, 58, 60, 100])
    // Elevated content (a sheet) in dark mode is lighter.
    let elevated = Self.dark.modifyingTraits { $0.userInterfaceLevel = .elevated }
    #expect(rgba(.systemBackground, elevated) == [28, 28, 30, 100])
    #expect(
      rgba(.systemBackground, Self.light.modifyingTraits { $0.userInterfaceLevel = .elevated }) == [255, 255, 255, 100])
  }

  @Test func aViewPutsItsColourOnTheLayerResolvedWithItsTraits() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let controller = UIViewController()
    let card = UIView()
    let label = UILabel()
    card.backgroundColor = .secondarySystemBackground
    label.text = "Title"
    card.addSubview(label)
    controller.view.addSubview(card)
    host.show(controller)
    host.step()
    #expect(card.layer.backgroundColor == CGColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
    #expect(card.backgroundColor === UIColor.secondarySystemBackground)
    card.overrideUserInterfaceStyle = .dark
    host.step()
    #expect(card.layer.backgroundColor == CGColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    #expect(card.backgroundColor === UIColor.secondarySystemBackground)
    guard let text = label.layer.drawnContent as? TextContent else {
      Issue.record("the label draws no text")
      return
    }
    #expect(text.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    // A colour put on the layer directly wins, as in UIKit.
    card.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(card.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    withExtendedLifetime(host) {}
  }

  @Test func cgColorResolvesWithTheCurrentTraits() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    #expect(UIColor.label.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    host.settings.userInterfaceStyle = .dark
    // Outside any update, `current` is the running screen's traits.
    #expect(UIColor.label.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
      #expect(UIColor.label.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
    withExtendedLifetime(host) {}
  }

  @Test func theStatusBarsDefaultStyleFollowsTheAppearance() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.settings.showsStatusBar = true
    host.show(UIViewController())
    host.step()
    let bar = host.loop.statusBar
    let time = bar?.subviews.compactMap { $0 as? UILabel }.first
    #expect(time?.textColor == .black)
    host.settings.userInterfaceStyle = .dark
    host.step()
    #expect(time?.textColor == .white)
    withExtendedLifetime(host) {}
  }
}
