import Foundation
import SegueSupport
import SegueTesting
import Testing

@testable import SegueDemos
@testable import SegueUIKit

/// `segue scenes`: every scene's trigger and back element, measured headless, equal the
/// frames of the views they name, and tapping them really runs the transitions.
@Suite @MainActor struct SceneLayoutTests {
  /// The view each scene's trigger should be, found here independently of the registry.
  func expectedTrigger(_ harness: SceneHarness) -> UIView? {
    switch harness.screen {
    case let screen as SpringSheetViewController: screen.chooseButton
    case let screen as RotateFadeViewController: screen.photoButton
    case let screen as MagicMoveViewController: screen.photoButtons[0]
    case let screen as DropViewController: screen.detailsButton
    case let screen as SystemPushViewController: screen.photoButton
    case let screen as SystemModalViewController: screen.presentButton
    case let screen as FlipViewController: screen.flipButton
    case let screen as SystemSheetViewController: screen.presentButton
    case let screen as SheetDetentsViewController: screen.presentButton
    case let screen as FullWidthBackViewController: screen.photoButton
    case let screen as BlurredCardViewController: screen.showButton
    case let screen as PhotoGridViewController: screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
    case let screen as ZoomGridViewController: screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
    case let screen as CircularRevealViewController: screen.revealButton
    default: nil
    }
  }

  /// The back element's window frame once the forward transition has completed, computed
  /// here from the views themselves.
  func expectedBack(_ harness: SceneHarness) -> CGRect? {
    let bar = harness.navigationController.navigationBar
    let backButton = bar.convert(bar.backButtonFrame, to: nil)
    switch harness.screen {
    case let screen as SpringSheetViewController:
      // The dimmed area above the floating sheet.
      guard let sheet = screen.presentedViewController else { return nil }
      return CGRect(x: 0, y: 0, width: 390, height: sheet.view.convert(sheet.view.bounds, to: nil).minY)
    case is RotateFadeViewController, is MagicMoveViewController, is SystemPushViewController,
      is FullWidthBackViewController, is ZoomGridViewController:
      return backButton
    case let screen as DropViewController:
      let close = (screen.presentedViewController as? DropEventViewController)?.closeButton
      return close.map { $0.convert($0.bounds, to: nil) }
    case let screen as SystemModalViewController:
      let done = (screen.presentedViewController as? SystemModalContentViewController)?.doneButton
      return done.map { $0.convert($0.bounds, to: nil) }
    case let screen as FlipViewController:
      return screen.flipButton.convert(screen.flipButton.bounds, to: nil)
    case let screen as SystemSheetViewController:
      return screen.presentedSheet.map { $0.doneButton.convert($0.doneButton.bounds, to: nil) }
    case let screen as BlurredCardViewController:
      return screen.presentedCard.map { $0.doneButton.convert($0.doneButton.bounds, to: nil) }
    case let screen as SheetDetentsViewController:
      return screen.presentedPlaces.map { $0.doneButton.convert($0.doneButton.bounds, to: nil) }
    case let screen as PhotoGridViewController:
      let close = (screen.presentedViewController as? PhotoDetailViewController)?.closeButton
      return close.map { $0.convert($0.bounds, to: nil) }
    case let screen as CircularRevealViewController:
      let close = (screen.presentedViewController as? CircularRevealComposerViewController)?.closeButton
      return close.map { $0.convert($0.bounds, to: nil) }
    default:
      return nil
    }
  }

  @Test(arguments: GalleryTests.sceneNames)
  func measuredElementsAreTheViewsFramesAndTappingThemRunsTheTransitions(_ name: String) throws {
    let scene = try #require(TransitionScene.named(name))
    let layout = try scene.measureLayout()
    #expect(layout.name == name && layout.title == scene.title && layout.backGesture == scene.backGesture)
    #expect(layout.viewport == CGSize(width: 390, height: 844))

    let harness = try SceneHarness(name)
    let trigger = try #require(expectedTrigger(harness))
    #expect(layout.trigger == trigger.convert(trigger.bounds, to: nil))
    #expect(layout.trigger.width >= 44 && layout.trigger.height >= 44)  // a finger-sized target

    // A real tap on the trigger's centre runs the forward transition.
    harness.driver.tap(at: CGPoint(x: layout.trigger.midX, y: layout.trigger.midY))
    harness.host.step()
    harness.settle()
    #expect(
      harness.screen.presentedViewController != nil || harness.navigationController.viewControllers.count == 3
        || (harness.screen as? FlipViewController)?.isShowingBack == true)
    #expect(layout.back == expectedBack(harness))
    #expect(scene.backElement(in: harness.navigationController)?.frameInWindow == layout.back)

    // A real tap on the back element's centre goes back to the first screen.
    harness.driver.tap(at: CGPoint(x: layout.back.midX, y: layout.back.midY))
    harness.host.step()
    harness.settle()
    #expect(harness.navigationController.topViewController === harness.screen)
    #expect(harness.screen.presentedViewController == nil)
    #expect((harness.screen as? FlipViewController)?.isShowingBack != true)
    #expect(scene.backElement(in: harness.navigationController) == nil)  // no second screen now
  }

  @Test func backGesturesAreTheScenesOwn() {
    let gestures = Dictionary(uniqueKeysWithValues: TransitionScene.all.map { ($0.name, $0.backGesture.rawValue) })
    #expect(
      gestures == [
        "spring-sheet": "tap", "rotate-fade": "pan-left-half", "magic-move": "none", "drop": "none",
        "ios-push": "edge-pan", "cover-vertical": "none", "cross-dissolve": "none", "flip": "none",
        "full-width-back": "content-swipe",
        "page-sheet": "drag-down", "sheet-detents": "drag-down", "photo-zoom": "drag-down",
        "zoom-grid": "drag-down", "blurred-card": "none", "circular-reveal": "drag-down",
      ])
  }

  @Test func theJSONArrayParsesWithEveryKeyAndTheMeasuredValues() throws {
    let layouts = try TransitionScene.all.map { try $0.measureLayout() }
    let text = SceneLayout.jsonArray(layouts)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let objects = try #require(parsed as? [[String: Any]])
    #expect(objects.count == GalleryTests.sceneNames.count)
    for (object, layout) in zip(objects, layouts) {
      #expect(
        Set(object.keys) == ["name", "title", "description", "viewport", "trigger", "back", "backGesture"])
      #expect(object["name"] as? String == layout.name)
      #expect(object["title"] as? String == layout.title)
      #expect(object["description"] as? String == layout.description)
      #expect(object["backGesture"] as? String == layout.backGesture.rawValue)
      let viewport = try #require(object["viewport"] as? [String: Double])
      #expect(viewport == ["width": 390, "height": 844])
      for (key, rect) in [("trigger", layout.trigger), ("back", layout.back)] {
        let frame = try #require(object[key] as? [String: Double], "\(layout.name).\(key)")
        #expect(
          frame == [
            "x": Double(rect.minX), "y": Double(rect.minY), "width": Double(rect.width), "height": Double(rect.height),
          ])
      }
    }
    // Keys in the documented order, and strings escaped.
    #expect(layouts[0].json.hasPrefix("{\"name\": \"spring-sheet\", \"title\": \"Spring Sheet\", \"description\": "))
    #expect(JSONText.string("a \"b\"\\\n\r") == "\"a \\\"b\\\"\\\\\\n\\r\"")
    #expect(SceneLayout.jsonArray([]) == "[]")
  }
}
