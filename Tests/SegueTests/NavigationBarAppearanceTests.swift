import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UINavigationBarAppearance` and the bar's older properties, set the way apps set them
/// (docs/uikit-behaviour-2.md §29), checked on rendered pixels.
@Suite @MainActor struct NavigationBarAppearanceTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  /// The opaque ARGB of a light-mode colour.
  static func argb(_ red: Int, _ green: Int, _ blue: Int) -> UInt32 {
    0xff00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// A navigation controller over a titled screen with `background`, shown in a 390 × 844
  /// host at scale 1.
  func show(background: UIColor = .systemBackground) -> (HeadlessHost, UINavigationController, UIViewController) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let root = UIViewController()
    root.title = "Inbox"
    root.view.backgroundColor = background
    let navigation = UINavigationController(rootViewController: root)
    _ = host.show(navigation)
    host.step()
    return (host, navigation, root)
  }

  @Test func aNewAppearanceIsTheDefaultMaterialAndTheConfigurationsSetWhatUIKitsDo() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor != nil)
    #expect(appearance.background == .material)
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
    appearance.configureWithTransparentBackground()
    #expect(appearance.background == .transparent && appearance.shadowLineColor == nil)

    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    let copy = appearance.copy() as? UINavigationBarAppearance
    #expect(copy !== appearance)
    #expect(copy?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    #expect(copy?.background == .transparent)
    let made = UINavigationBarAppearance(barAppearance: appearance)
    #expect(made.titleTextAttributes[.foregroundColor] as? UIColor == .white)
  }

  @Test func anOpaqueAppearanceColoursTheBarAndItsTitleAndIsCopiedWhenAssigned() throws {
    let (host, navigation, _) = show()
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemRed
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    // Assigned appearances are copies: this changes nothing on screen.
    appearance.backgroundColor = .systemGreen
    host.step()
    let frame = host.render()
    #expect(frame[10, 60] == Self.argb(255, 59, 48))
    #expect(navigation.navigationBar.inlineTitle.textColor == .white)
    #expect(navigation.navigationBar.hairlineView.alpha == 1)
    try GoldenImage.verify(frame, named: "navigation-bar-opaque-appearance", in: Self.goldens)
  }

  @Test func aPushedScreensOwnAppearanceShowsWhileItIsOnTop() {
    let (host, navigation, _) = show()
    let standard = UINavigationBarAppearance()
    standard.configureWithOpaqueBackground()
    standard.backgroundColor = .systemRed
    navigation.navigationBar.standardAppearance = standard

    let detail = UIViewController()
    detail.title = "Message"
    detail.view.backgroundColor = .systemBackground
    let own = UINavigationBarAppearance()
    own.configureWithOpaqueBackground()
    own.backgroundColor = .systemBlue
    own.shadowColor = nil
    detail.navigationItem.standardAppearance = own
    navigation.pushViewController(detail, animated: true)
    host.runUntilIdle()
    var frame = host.render()
    #expect(frame[10, 60] == Self.argb(0, 122, 255))
    #expect(navigation.navigationBar.hairlineView.alpha == 0)

    navigation.popViewController(animated: true)
    host.runUntilIdle()
    frame = host.render()
    #expect(frame[10, 60] == Self.argb(255, 59, 48))
    #expect(navigation.navigationBar.hairlineView.alpha == 1)
  }

  /// The idiom from before iOS 13 that transition libraries use to hide the bar: an empty
  /// background image and an empty shadow image; and `barTintColor` for a coloured bar.
  @Test func theOlderPropertiesStillHideOrColourTheBar() {
    let (host, navigation, _) = show(background: .systemYellow)
    navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
    navigation.navigationBar.shadowImage = UIImage()
    navigation.navigationBar.isTranslucent = true
    host.step()
    var frame = host.render()
    #expect(frame[10, 60] == Self.argb(255, 204, 0))
    #expect(navigation.navigationBar.hairlineView.alpha == 0)
    #expect(navigation.navigationBar.backgroundImage(for: .default)?.size == .zero)

    navigation.navigationBar.setBackgroundImage(nil, for: .default)
    navigation.navigationBar.barTintColor = .systemIndigo
    host.step()
    frame = host.render()
    #expect(frame[10, 60] == Self.argb(88, 86, 214))
  }
}
