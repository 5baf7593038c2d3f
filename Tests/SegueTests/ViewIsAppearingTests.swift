import Foundation
import Testing

@testable import SegueUIKit

/// `viewIsAppearing(_:)` (docs/uikit-behaviour-2.md §28): once per appearance, after
/// `viewWillAppear`, in a window, laid out by its superview, before `viewWillLayoutSubviews`
/// of that pass and before `viewDidAppear`.
@Suite @MainActor struct ViewIsAppearingTests {
  /// Records its appearance and layout callbacks with what the view looked like at
  /// `viewIsAppearing`, the way an app that sizes things there does.
  final class RecordingController: UIViewController {
    var events: [String] = []
    var sizeAtIsAppearing: CGSize?
    var inWindowAtIsAppearing: Bool?
    var styleAtIsAppearing: UIUserInterfaceStyle?

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      events.append("willAppear(\(animated)) window=\(view.window != nil)")
    }
    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      events.append("isAppearing(\(animated))")
      sizeAtIsAppearing = view.bounds.size
      inWindowAtIsAppearing = view.window != nil
      styleAtIsAppearing = traitCollection.userInterfaceStyle
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      if events.last != "willLayout" { events.append("willLayout") }
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      events.append("didAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      events.append("willDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      events.append("didDisappear(\(animated))")
    }
  }

  @Test func aPushedControllerHearsItInItsFirstLayoutInTheWindowAndAgainAfterAPop() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let root = RecordingController()
    let navigation = UINavigationController(rootViewController: root)
    _ = host.show(navigation)
    host.step()
    // A window's first root controller appears as it is shown, before the first frame's
    // layout (Segue's host appears it at once): it hears it just before viewDidAppear.
    #expect(root.events == ["willAppear(false) window=true", "isAppearing(false)", "didAppear(false)", "willLayout"])

    let detail = RecordingController()
    root.events.removeAll()
    navigation.pushViewController(detail, animated: true)
    host.step()
    // Before the push's animations end: it appeared in the container and was laid out.
    #expect(detail.events == ["willAppear(true) window=false", "isAppearing(true)", "willLayout"])
    #expect(detail.inWindowAtIsAppearing == true)
    host.runUntilIdle()
    #expect(detail.sizeAtIsAppearing == detail.view.bounds.size)
    #expect(detail.events.filter { $0.hasPrefix("isAppearing") }.count == 1)
    #expect(detail.events.last == "didAppear(true)")
    #expect(root.events == ["willDisappear(true)", "didDisappear(true)"])

    root.events.removeAll()
    navigation.popViewController(animated: true)
    host.runUntilIdle()
    #expect(root.events.filter { $0.hasPrefix("isAppearing") } == ["isAppearing(true)"])
    let isAppearing = root.events.firstIndex(of: "isAppearing(true)")
    let willAppear = root.events.firstIndex { $0.hasPrefix("willAppear") }
    let didAppear = root.events.firstIndex { $0.hasPrefix("didAppear") }
    #expect(willAppear != nil && isAppearing != nil && didAppear != nil)
    if let willAppear, let isAppearing, let didAppear {
      #expect(willAppear < isAppearing && isAppearing < didAppear)
    }
  }

  @Test func aPresentedControllerSeesItsFinalSizeAndTraits() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.settings.userInterfaceStyle = .dark
    let root = RecordingController()
    _ = host.show(root)
    host.step()
    let sheet = RecordingController()
    sheet.modalPresentationStyle = .fullScreen
    root.present(sheet, animated: true)
    host.step()
    #expect(sheet.events.prefix(2) == ["willAppear(true) window=false", "isAppearing(true)"])
    #expect(sheet.sizeAtIsAppearing == CGSize(width: 390, height: 844))
    #expect(sheet.styleAtIsAppearing == .dark)
    host.runUntilIdle()
    #expect(sheet.events.last == "didAppear(true)")
    #expect(sheet.events.filter { $0.hasPrefix("isAppearing") }.count == 1)
  }

  /// A controller whose view never reaches a window hears it just before `viewDidAppear`;
  /// one that disappears again first never hears it.
  @Test func aChildOutsideAWindowHearsItBeforeDidAppear() {
    let child = RecordingController()
    child.beginAppearanceTransition(true, animated: false)
    #expect(child.events == ["willAppear(false) window=false"])
    child.endAppearanceTransition()
    #expect(child.events == ["willAppear(false) window=false", "isAppearing(false)", "didAppear(false)"])
    #expect(child.inWindowAtIsAppearing == false)

    // Disappearing before it was laid out in a window: no viewIsAppearing.
    let other = RecordingController()
    other.beginAppearanceTransition(true, animated: true)
    other.beginAppearanceTransition(false, animated: true)
    other.endAppearanceTransition()
    #expect(other.events == ["willAppear(true) window=false", "willDisappear(true)", "didDisappear(false)"])
  }
}
