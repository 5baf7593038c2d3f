#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

extension TransitionScene {
  /// Every scene, in gallery order: the four seeds, UIKit's own transitions, then patterns
  /// apps build.
  @MainActor public static let all: [TransitionScene] = [
    TransitionScene(
      name: "spring-sheet", title: "Spring Sheet", description: "Rises on a spring, options drop in",
      iconName: "icon-spring", kind: .seed, forwardDuration: 0.55, backDuration: 0.55,
      backGesture: .tap,
      make: { SpringSheetViewController() },
      forward: { $0.presentLessonOptions() }, back: { $0.dismissLessonOptions() },
      trigger: { SceneElement($0.chooseButton) },
      backElement: { screen in
        guard let sheet = screen.presentedViewController as? LessonOptionsViewController,
          let presentation = sheet.presentationController as? LessonOptionsPresentationController
        else { return nil }
        return .dimmedArea(presentation.dimmingView, above: sheet.view)
      }),
    TransitionScene(
      name: "rotate-fade", title: "Rotate & Fade", description: "Rotate out, fade in, drag to pop",
      iconName: "icon-rotate", kind: .seed, forwardDuration: 1.05, backDuration: 1.05,
      backGesture: .panLeftHalf,
      make: { RotateFadeViewController() },
      forward: { $0.showPhoto() }, back: { $0.navigationController?.popViewController(animated: true) },
      trigger: { SceneElement($0.photoButton) },
      backElement: { screen in
        screen.navigationController?.topViewController is RotateFadeDetailViewController
          ? .navigationBackButton(of: screen) : nil
      }),
    TransitionScene(
      name: "magic-move", title: "Magic Move", description: "A photo flies into the detail screen",
      iconName: "icon-move", kind: .seed, forwardDuration: 0.8, backDuration: 0.8,
      // The navigation delegate animates the pop itself, so UIKit's edge swipe stays off.
      backGesture: .none,
      make: { MagicMoveViewController() },
      forward: { $0.showPhoto(at: 0) }, back: { $0.navigationController?.popViewController(animated: true) },
      trigger: { SceneElement($0.photoButtons[0]) },
      backElement: { screen in
        screen.navigationController?.topViewController is MagicMoveDetailViewController
          ? .navigationBackButton(of: screen) : nil
      }),
    TransitionScene(
      name: "drop", title: "Drop", description: "Drops in with a bounce, swings away",
      iconName: "icon-drop", kind: .seed, forwardDuration: 0.55, backDuration: 0.85,
      backGesture: .none,
      make: { DropViewController() },
      forward: { $0.showEvent() }, back: { $0.closeEvent() },
      trigger: { SceneElement($0.detailsButton) },
      backElement: { screen in
        (screen.presentedViewController as? DropEventViewController).map { SceneElement($0.closeButton) }
      }),
    TransitionScene(
      name: "ios-push", title: "iOS Push", description: "UIKit's push, pop and edge swipe",
      iconName: "icon-system", kind: .system, forwardDuration: 0.4, backDuration: 0.4,
      backGesture: .edgePan,
      make: { SystemPushViewController() },
      forward: { $0.showDetail() }, back: { $0.navigationController?.popViewController(animated: true) },
      trigger: { SceneElement($0.photoButton) },
      backElement: { screen in
        screen.navigationController?.topViewController is SystemPushDetailViewController
          ? .navigationBackButton(of: screen) : nil
      }),
    TransitionScene(
      name: "cover-vertical", title: "Cover Vertical", description: "UIKit's full-screen modal",
      iconName: "icon-system", kind: .system, forwardDuration: 0.55, backDuration: 0.55,
      backGesture: .none,
      make: { SystemModalViewController() },
      matches: { $0.presentationTransitionStyle == .coverVertical },
      forward: { $0.presentModal() }, back: { $0.dismissModal() },
      trigger: { SceneElement($0.presentButton) },
      backElement: { $0.presentedModal.map { SceneElement($0.doneButton) } }),
    TransitionScene(
      name: "cross-dissolve", title: "Cross Dissolve", description: "UIKit's fading modal presentation",
      iconName: "icon-system", kind: .system, forwardDuration: 0.45, backDuration: 0.45, backGesture: .none,
      make: { () -> SystemModalViewController in
        let controller = SystemModalViewController()
        controller.presentationTransitionStyle = .crossDissolve
        return controller
      },
      matches: { $0.presentationTransitionStyle == .crossDissolve },
      forward: { $0.presentModal() }, back: { $0.dismissModal() },
      trigger: { SceneElement($0.presentButton) },
      backElement: { $0.presentedModal.map { SceneElement($0.doneButton) } }),
    TransitionScene(
      name: "flip", title: "Flip", description: "UIView.transition, flip from left",
      iconName: "icon-system", kind: .system, forwardDuration: 0.65, backDuration: 0.65,
      backGesture: .none,
      make: { FlipViewController() },
      forward: { $0.showBack() }, back: { $0.showFront() },
      // One button turns the card both ways (a tap on the card does too).
      trigger: { SceneElement($0.flipButton) },
      backElement: { $0.isShowingBack ? SceneElement($0.flipButton) : nil }),
    TransitionScene(
      name: "full-width-back", title: "Full-Width Back", description: "Swipe back from anywhere (iOS 26)",
      iconName: "icon-system", kind: .system, forwardDuration: 0.55, backDuration: 0.55,
      backGesture: .contentSwipe,
      make: { FullWidthBackViewController() },
      forward: { $0.showAlbum() }, back: { $0.navigationController?.popViewController(animated: true) },
      trigger: { SceneElement($0.photoButton) },
      backElement: { screen in
        screen.navigationController?.topViewController is AlbumViewController ? .navigationBackButton(of: screen) : nil
      }),
    TransitionScene(
      name: "page-sheet", title: "Page Sheet", description: "UIKit's default present since iOS 13",
      iconName: "icon-system", kind: .system, forwardDuration: 0.55, backDuration: 0.55,
      backGesture: .dragDown,
      make: { SystemSheetViewController() },
      forward: { $0.presentSheet() }, back: { $0.dismissSheet() },
      trigger: { SceneElement($0.presentButton) },
      backElement: { $0.presentedSheet.map { SceneElement($0.doneButton) } }),
    TransitionScene(
      name: "sheet-detents", title: "Sheet Detents", description: "Medium and large, a list inside",
      iconName: "icon-system", kind: .system, forwardDuration: 0.55, backDuration: 0.55,
      backGesture: .dragDown,
      make: { SheetDetentsViewController() },
      forward: { $0.showPlaces() }, back: { $0.dismissPlaces() },
      trigger: { SceneElement($0.presentButton) },
      backElement: { $0.presentedPlaces.map { SceneElement($0.doneButton) } }),
    TransitionScene(
      name: "zoom-grid", title: "Zoom Grid", description: "iOS 18's zoom, drag down to close",
      iconName: "icon-system", kind: .system, forwardDuration: 0.8, backDuration: 0.7,
      backGesture: .dragDown,
      make: { ZoomGridViewController() },
      forward: { $0.showPhoto(at: IndexPath(item: 4, section: 0)) },
      back: { $0.navigationController?.popViewController(animated: true) },
      trigger: { screen in
        screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)).map { SceneElement($0) }
      },
      backElement: { screen in
        screen.navigationController?.topViewController is ZoomDetailViewController
          ? .navigationBackButton(of: screen) : nil
      }),
    TransitionScene(
      name: "photo-zoom", title: "Photo Zoom", description: "Zooms out of a grid, drag to close",
      iconName: "icon-move", kind: .app, forwardDuration: 0.55, backDuration: 0.5,
      backGesture: .dragDown,
      make: { PhotoGridViewController() },
      forward: { $0.showPhoto(at: IndexPath(item: 4, section: 0)) },
      back: { $0.presentedViewController?.dismiss(animated: true) },
      trigger: { screen in
        screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)).map { SceneElement($0) }
      },
      backElement: { screen in
        (screen.presentedViewController as? PhotoDetailViewController).map { SceneElement($0.closeButton) }
      }),
    TransitionScene(
      name: "blurred-card", title: "Blurred Card", description: "A card over a blur that fades in",
      iconName: "icon-spring", kind: .app, forwardDuration: 0.5, backDuration: 0.35,
      backGesture: .none,
      make: { BlurredCardViewController() },
      forward: { $0.showCard() }, back: { $0.closeCard() },
      trigger: { SceneElement($0.showButton) },
      backElement: { $0.presentedCard.map { SceneElement($0.doneButton) } }),
    TransitionScene(
      name: "circular-reveal", title: "Circular Reveal", description: "Grows out of a button, drag to shrink",
      iconName: "icon-drop", kind: .app, forwardDuration: 0.5, backDuration: 0.45,
      backGesture: .dragDown,
      make: { CircularRevealViewController() },
      forward: { $0.reveal() },
      back: { $0.presentedViewController?.dismiss(animated: true) },
      trigger: { SceneElement($0.revealButton) },
      backElement: { screen in
        (screen.presentedViewController as? CircularRevealComposerViewController).map { SceneElement($0.closeButton) }
      }),
  ]
}
