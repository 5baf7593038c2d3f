import Foundation
import Testing

@testable import SegueUIKit

/// Trait propagation: window → controllers → views, overrides on a subtree, presented
/// controllers, `traitCollectionDidChange` order and only on change, trait-change
/// registrations (docs/uikit-behaviour-2.md §7).
@Suite @MainActor struct TraitPropagationTests {
  /// A view that logs its trait changes into a shared journal.
  final class LoggingView: UIView {
    var journal: Journal?
    var name = ""
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      journal?.entries.append(
        "\(name): \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)→\(traitCollection.userInterfaceStyle.rawValue) current \(UITraitCollection.current.userInterfaceStyle.rawValue)"
      )
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      journal?.entries.append("\(name): layout")
    }
  }

  final class LoggingController: UIViewController {
    var journal: Journal?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      journal?.entries.append("controller: →\(traitCollection.userInterfaceStyle.rawValue)")
    }
  }

  final class Journal { var entries: [String] = [] }

  @Test func theScreenGivesAPortraitPhonesTraits() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 3)
    let controller = UIViewController()
    host.show(controller)
    host.step()
    let traits = controller.view.traitCollection
    #expect(traits.userInterfaceStyle == .light)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.displayScale == CGFloat(3))
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(traits.userInterfaceLevel == .base)
    // Landscape: compact height; a Max phone's landscape width is regular.
    host.resize(to: CGSize(width: 844, height: 390))
    #expect(controller.view.traitCollection.verticalSizeClass == .compact)
    #expect(controller.view.traitCollection.horizontalSizeClass == .compact)
    host.resize(to: CGSize(width: 932, height: 430))
    #expect(controller.view.traitCollection.horizontalSizeClass == .regular)
    withExtendedLifetime(host) {}
  }

  @Test func anOverrideOnAMiddleViewAffectsOnlyItsSubtree() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let controller = UIViewController()
    let middle = UIView()
    let leaf = UIView()
    let sibling = UIView()
    controller.view.addSubview(middle)
    middle.addSubview(leaf)
    controller.view.addSubview(sibling)
    host.show(controller)
    host.step()
    middle.overrideUserInterfaceStyle = .dark
    #expect(middle.overrideUserInterfaceStyle == .dark)
    #expect(middle.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(sibling.traitCollection.userInterfaceStyle == .light)
    #expect(controller.view.traitCollection.userInterfaceStyle == .light)
    // Moving the leaf out of the overridden subtree gives it the light style again.
    sibling.addSubview(leaf)
    #expect(leaf.traitCollection.userInterfaceStyle == .light)
    middle.overrideUserInterfaceStyle = .unspecified
    #expect(middle.traitOverrides.contains(UITraitUserInterfaceStyle.self) == false)
    #expect(middle.traitCollection.userInterfaceStyle == .light)
    withExtendedLifetime(host) {}
  }

  @Test func aControllerOverrideReachesItsViewsAndChildren() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let navigation = UINavigationController(rootViewController: UIViewController())
    let top = navigation.topViewController!
    let label = UILabel()
    top.view.addSubview(label)
    host.show(navigation)
    host.step()
    navigation.overrideUserInterfaceStyle = .dark
    #expect(navigation.traitCollection.userInterfaceStyle == .dark)
    #expect(top.traitCollection.userInterfaceStyle == .dark)
    #expect(label.traitCollection.userInterfaceStyle == .dark)
    #expect(host.window?.traitCollection.userInterfaceStyle == .light)
    // iOS 17's traitOverrides set any trait the same way.
    top.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(label.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(navigation.traitCollection.preferredContentSizeCategory == .large)
    withExtendedLifetime(host) {}
  }

  @Test func aPresentedControllerInheritsTheWindowsTraits() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.settings.userInterfaceStyle = .dark
    let root = UIViewController()
    root.overrideUserInterfaceStyle = .light
    host.show(root)
    host.step()
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    host.step()
    // The presented controller's view is in the window, not under the presenter's view.
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
    #expect(root.view.traitCollection.userInterfaceStyle == .light)
    withExtendedLifetime(host) {}
  }

  @Test func changesAreReportedParentsFirstBeforeLayoutAndOnlyOnChange() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let journal = Journal()
    let controller = LoggingController()
    controller.journal = journal
    let parent = LoggingView()
    let child = LoggingView()
    parent.name = "parent"
    child.name = "child"
    parent.journal = journal
    child.journal = journal
    parent.addSubview(child)
    controller.view.addSubview(parent)
    host.show(controller)
    host.step()
    // Joining a light window from light initial traits reports nothing.
    #expect(journal.entries.filter { !$0.hasSuffix("layout") }.isEmpty)
    journal.entries = []
    host.settings.userInterfaceStyle = .dark
    parent.setNeedsLayout()
    child.setNeedsLayout()
    host.step()
    #expect(
      journal.entries == [
        "controller: →2", "parent: 1→2 current 2", "child: 1→2 current 2", "parent: layout", "child: layout",
      ])
    journal.entries = []
    // Setting the same style again, or changing a trait nobody overrides to the same value,
    // reports nothing.
    host.settings.userInterfaceStyle = .dark
    parent.overrideUserInterfaceStyle = .dark
    host.step()
    #expect(journal.entries.filter { !$0.hasSuffix("layout") }.isEmpty)
    withExtendedLifetime(host) {}
  }

  @Test func registeredHandlersRunForTheirTraitsOnly() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let controller = UIViewController()
    let view = UIView()
    controller.view.addSubview(view)
    host.show(controller)
    host.step()
    var styleChanges: [UIUserInterfaceStyle] = []
    var sizeChanges = 0
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
      styleChanges.append(previous.userInterfaceStyle)
      styleChanges.append(view.traitCollection.userInterfaceStyle)
      styleChanges.append(UITraitCollection.current.userInterfaceStyle)
    }
    let sizeRegistration = controller.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (_: UIViewController, _: UITraitCollection) in sizeChanges += 1
    }
    host.settings.userInterfaceStyle = .dark
    host.step()
    #expect(styleChanges == [.light, .dark, .dark])
    #expect(sizeChanges == 0)
    host.settings.preferredContentSizeCategory = .extraLarge
    host.step()
    #expect(sizeChanges == 1)
    #expect(styleChanges.count == 3)
    controller.unregisterForTraitChanges(sizeRegistration)
    host.settings.preferredContentSizeCategory = .small
    host.step()
    #expect(sizeChanges == 1)
    withExtendedLifetime(host) {}
  }

  @Test func updateTraitsIfNeededReportsAtOnce() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let journal = Journal()
    let view = LoggingView()
    view.name = "view"
    view.journal = journal
    let controller = UIViewController()
    controller.view.addSubview(view)
    host.show(controller)
    host.step()
    journal.entries = []
    view.overrideUserInterfaceStyle = .dark
    #expect(journal.entries.isEmpty)
    view.updateTraitsIfNeeded()
    #expect(journal.entries == ["view: 1→2 current 2"])
    withExtendedLifetime(host) {}
  }
}
