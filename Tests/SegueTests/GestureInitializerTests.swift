import Foundation
import Testing

@testable import SegueUIKit

/// A pan subclass written as iOS libraries write them: its own designated initializer,
/// calling UIKit's designated `init(target: nil, action: nil)`, and no other initializer.
@MainActor private final class DirectionalPan: UIPanGestureRecognizer {
  let direction: String
  init(direction: String) {
    self.direction = direction
    super.init(target: nil, action: nil)
  }
}

/// A controller whose action method the recognizer names, held as a plain `UIViewController`.
@MainActor private final class MenuController: UIViewController {
  var taps = 0
  func handleTap(recognizer: UITapGestureRecognizer) { taps += 1 }
}

/// A subclass without initializers of its own inherits all of them.
@MainActor private final class PlainTap: UITapGestureRecognizer {}

/// docs/uikit-behaviour-2.md §21.1: `init(target:action:)` is the designated initializer and
/// none is `required`.
@Suite @MainActor struct GestureInitializerTests {
  @Test func aSubclassWithItsOwnDesignatedInitializerRecognizesADrag() {
    let host = HeadlessHost()
    let pan = DirectionalPan(direction: "right")
    var translations: [CGFloat] = []
    pan.addTarget { recognizer in
      guard let pan = recognizer as? DirectionalPan, pan.direction == "right" else { return }
      translations.append(pan.translation(in: nil).x)
    }
    fullView(in: host).addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 10)
    #expect(translations.count == 11)
    #expect(translations.first == 10)
    #expect(translations.last == 100)
    #expect(pan.state == .possible)
  }

  @Test func initAndTheNilTargetFormMakeARecognizerWithoutActions() {
    let tap = PlainTap()
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    #expect(tap.state == .possible)
    #expect(tap.isEnabled)
    #expect(tap.cancelsTouchesInView)
    #expect(pan.state == .possible)
    #expect(pan.view == nil)
  }

  /// §21.5: the target's static type is a superclass of the action's class, as when a
  /// transition animator holds `toViewController: UIViewController`.
  @Test func aTargetTypedAsASuperclassGetsTheActionOfItsClass() {
    let host = HeadlessHost()
    let menu = MenuController()
    let target: UIViewController = menu
    let tap = UITapGestureRecognizer(target: target, action: MenuController.handleTap(recognizer:))
    fullView(in: host).addGestureRecognizer(tap)
    host.down(100, 100)
    host.advance(by: 0.05)
    host.up(100, 100)
    #expect(menu.taps == 1)
  }

  @Test func aTargetOfAnotherClassGetsNoAction() {
    let host = HeadlessHost()
    let menu = MenuController()
    let other: UIViewController = UIViewController()
    let tap = UITapGestureRecognizer()
    tap.addTarget(other, action: MenuController.handleTap(recognizer:))
    tap.addTarget(menu, action: MenuController.handleTap(recognizer:))
    fullView(in: host).addGestureRecognizer(tap)
    host.down(100, 100)
    host.advance(by: 0.05)
    host.up(100, 100)
    #expect(menu.taps == 1)
  }
}
