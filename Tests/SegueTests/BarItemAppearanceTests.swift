import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UITabBarAppearance`, `UIToolbarAppearance` and `UIBarButtonItemAppearance`, and the bar
/// items' own `setTitleTextAttributes(_:for:)`, set the way apps set them
/// (docs/uikit-behaviour-2.md §30), checked on the bars' views and on rendered pixels.
@Suite @MainActor struct BarItemAppearanceTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

  /// The opaque ARGB of a light-mode colour.
  static func argb(_ red: Int, _ green: Int, _ blue: Int) -> UInt32 {
    0xff00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// A tab bar controller with two tabs, each a navigation controller over a titled screen,
  /// shown in a 390 × 844 host at scale 1.
  func showTabs() -> (HeadlessHost, UITabBarController, [UINavigationController]) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let tabs = UITabBarController()
    let navigations = [("Inbox", "star.fill"), ("Settings", "heart.fill")].enumerated().map { index, pair in
      let screen = UIViewController()
      screen.title = pair.0
      screen.view.backgroundColor = .systemBackground
      let navigation = UINavigationController(rootViewController: screen)
      navigation.tabBarItem = UITabBarItem(title: pair.0, image: UIImage(systemName: pair.1), tag: index)
      return navigation
    }
    tabs.viewControllers = navigations
    _ = host.show(tabs)
    host.step()
    return (host, tabs, navigations)
  }

  @Test func appearancesAreCopiedWithTheirItemAppearances() {
    let tabBar = UITabBarAppearance()
    tabBar.stackedLayoutAppearance.selected.iconColor = .systemRed
    tabBar.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
    let copy = tabBar.copy() as? UITabBarAppearance
    #expect(copy?.stackedLayoutAppearance !== tabBar.stackedLayoutAppearance)
    #expect(copy?.stackedLayoutAppearance.selected.iconColor == .systemRed)
    #expect(copy?.stackedLayoutAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
    // Assigning an item appearance stores a copy.
    let items = UITabBarItemAppearance()
    items.normal.iconColor = .systemOrange
    tabBar.inlineLayoutAppearance = items
    items.normal.iconColor = .systemPink
    #expect(tabBar.inlineLayoutAppearance.normal.iconColor == .systemOrange)
    items.configureWithDefault(for: .stacked)
    #expect(items.normal.iconColor == nil)

    let toolbar = UIToolbarAppearance()
    toolbar.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
    let fromBar = UIToolbarAppearance(barAppearance: toolbar)
    #expect(fromBar.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
    let navigation = UINavigationBarAppearance()
    navigation.buttonAppearance.highlighted.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
    navigation.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: nil)
    let navigationCopy = navigation.copy() as? UINavigationBarAppearance
    #expect(navigationCopy?.buttonAppearance.highlighted.titleTextAttributes.count == 1)
    #expect(navigationCopy?.backIndicatorImage != nil)
  }

  @Test func aTabBarAppearanceColoursTheBarItsLineAndItsItems() throws {
    let (host, tabs, navigations) = showTabs()
    let bar = tabs.tabBar
    let selectedButton = try #require(bar.button(for: navigations[0].tabBarItem))
    let otherButton = try #require(bar.button(for: navigations[1].tabBarItem))
    // Before an appearance: the material, the grey line, the system blue and grey.
    #expect(!bar.material.isHidden && bar.barTint.isHidden && !bar.hairline.isHidden)
    #expect(selectedButton.titleLabel.textColor == .systemBlue && otherButton.titleLabel.textColor == .systemGray)

    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.magenta
    appearance.shadowColor = nil
    appearance.stackedLayoutAppearance.normal.iconColor = .white
    appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.stackedLayoutAppearance.selected.iconColor = .black
    appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
      .foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 12, weight: .bold),
    ]
    bar.standardAppearance = appearance
    appearance.backgroundColor = .systemGreen  // a copy was stored: no change
    #expect(bar.material.isHidden && !bar.barTint.isHidden && bar.hairline.isHidden)
    #expect(selectedButton.imageView.tintColor == .black && selectedButton.titleLabel.textColor == .black)
    #expect(selectedButton.titleLabel.font.pointSize == 12)
    #expect(otherButton.imageView.tintColor == .white && otherButton.titleLabel.textColor == .white)
    #expect(otherButton.titleLabel.font.pointSize == 10)
    host.step()
    let frame = host.render()
    #expect(frame[4, 844 - 40] == Self.argb(255, 0, 255))
    #expect(frame[4, 844 - 83] == Self.argb(255, 0, 255), "no line along the bar's top")
    try GoldenImage.verify(frame, named: "tab-bar-appearance", in: Self.goldens)

    // The selected item's own appearance wins while it is selected.
    let own = UITabBarAppearance()
    own.configureWithOpaqueBackground()
    own.backgroundColor = .systemRed
    navigations[1].tabBarItem.standardAppearance = own
    #expect(bar.barTint.backgroundColor == Self.magenta)
    tabs.selectedIndex = 1
    host.step()
    #expect(bar.barTint.backgroundColor == .systemRed)
    #expect(host.render()[4, 844 - 40] == Self.argb(255, 59, 48))
    // Its item appearance is the default one: the system colours again.
    #expect(otherButton.titleLabel.textColor == .systemBlue)
    tabs.selectedIndex = 0
    #expect(bar.barTint.backgroundColor == Self.magenta)
  }

  @Test func aTabBarItemsOwnTitleAttributesSitOverTheAppearance() throws {
    let (_, tabs, navigations) = showTabs()
    let first = navigations[0].tabBarItem!
    let second = navigations[1].tabBarItem!
    // The usual idiom before appearances: a font for every state, colours per state.
    for item in [first, second] {
      item.setTitleTextAttributes(
        [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.systemGray2], for: .normal)
      item.setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .selected)
    }
    #expect(first.titleTextAttributes(for: .selected)?.count == 1)
    let selected = try #require(tabs.tabBar.button(for: first))
    let other = try #require(tabs.tabBar.button(for: second))
    #expect(selected.titleLabel.textColor == .systemOrange && selected.titleLabel.font.pointSize == 11)
    #expect(other.titleLabel.textColor == .systemGray2 && other.titleLabel.font.pointSize == 11)
    // The icons keep the bar's colours.
    #expect(selected.imageView.tintColor == .systemBlue && other.imageView.tintColor == .systemGray)
    first.badgeValue = "3"
    let appearance = UITabBarAppearance()
    appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .systemPurple
    appearance.stackedLayoutAppearance.selected.badgeTextAttributes = [.foregroundColor: UIColor.black]
    tabs.tabBar.standardAppearance = appearance
    #expect(selected.badge.backgroundColor == .systemPurple && selected.badgeLabel.textColor == .black)
    #expect(selected.titleLabel.textColor == .systemOrange, "the item's own attributes win")
  }

  @Test func aToolbarAppearanceColoursTheToolbarAndItsItems() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let screen = UIViewController()
    screen.title = "Compose"
    screen.view.backgroundColor = .systemBackground
    let send = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
    let draft = UIBarButtonItem(title: "Draft", style: .plain, target: nil, action: nil)
    screen.toolbarItems = [draft, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), send]
    let navigation = UINavigationController(rootViewController: screen)
    navigation.isToolbarHidden = false
    _ = host.show(navigation)
    host.step()
    let toolbar = try #require(navigation.toolbar)
    let controls = toolbar.currentItemViews.compactMap { $0 as? BarButtonItemControl }
    try #require(controls.count == 2)
    #expect(controls[1].label.font.pointSize == 17 && controls[0].label.textColor == .systemBlue)

    let appearance = UIToolbarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.magenta
    appearance.shadowColor = .clear
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.doneButtonAppearance.normal.titleTextAttributes = [
      .foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 20, weight: .heavy),
    ]
    toolbar.standardAppearance = appearance
    #expect(toolbar.backgroundColor == Self.magenta && toolbar.hairline.isHidden)
    #expect(controls[0].label.textColor == .white)
    #expect(controls[1].label.textColor == .black && controls[1].label.font.pointSize == 20)
    host.step()
    let frame = host.render()
    #expect(frame[4, 844 - 60] == Self.argb(255, 0, 255))
    #expect(controls[1].bounds.width > 50, "the bigger font widens the item: \(controls[1].bounds.width)")
    try GoldenImage.verify(frame, named: "toolbar-appearance", in: Self.goldens)
  }

  @Test func navigationBarItemsTakeTheButtonAppearanceAndTheirOwnAttributesPerState() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let screen = UIViewController()
    screen.title = "Inbox"
    let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    screen.navigationItem.leftBarButtonItem = edit
    screen.navigationItem.rightBarButtonItem = done
    let navigation = UINavigationController(rootViewController: screen)
    _ = host.show(navigation)
    host.step()
    let appearance = UINavigationBarAppearance()
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
    appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
    appearance.doneButtonAppearance.highlighted.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
    navigation.navigationBar.standardAppearance = appearance
    host.step()
    let controls = navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemControl }
    let editControl = try #require(controls.first { $0.item === edit })
    let doneControl = try #require(controls.first { $0.item === done })
    #expect(editControl.label.textColor == .systemRed)
    #expect(doneControl.label.textColor == .systemGreen && doneControl.label.font.pointSize == 17)
    doneControl.isHighlighted = true
    #expect(doneControl.label.textColor == .systemOrange, "the state's own colour, not dimmed")
    editControl.isHighlighted = true
    // No colour of its own for the state: the normal colour, dimmed.
    let dimmed = editControl.label.textColor.cgColor
    #expect(dimmed.alpha == 0.3 && dimmed.components?[0] == UIColor.systemRed.cgColor.components?[0])
    // The item's own attributes sit over the appearance's.
    edit.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
    host.step()
    let remade = try #require(
      navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemControl }.first { $0.item === edit })
    #expect(remade.label.font.pointSize == 15 && remade.label.textColor == .systemRed)
  }
}
