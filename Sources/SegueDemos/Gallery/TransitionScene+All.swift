#if canImport(UIKit)
  import UIKit
#else
  import Segue
#endif

extension TransitionScene {
  /// Every scene, in gallery order: the four seeds, then UIKit's own transitions.
  @MainActor public static let all: [TransitionScene] = [
    TransitionScene(
      name: "spring-sheet", title: "Spring Sheet", description: "Rises on a spring, options drop in",
      iconName: "icon-spring", kind: .seed, forwardDuration: 0.55, backDuration: 0.55,
      make: { SpringSheetViewController() },
      forward: { $0.presentLessonOptions() }, back: { $0.dismissLessonOptions() }),
    TransitionScene(
      name: "rotate-fade", title: "Rotate & Fade", description: "Rotate out, fade in, drag to pop",
      iconName: "icon-rotate", kind: .seed, forwardDuration: 1.05, backDuration: 1.05,
      make: { RotateFadeViewController() },
      forward: { $0.showPhoto() }, back: { $0.navigationController?.popViewController(animated: true) }),
    TransitionScene(
      name: "magic-move", title: "Magic Move", description: "A photo flies into the detail screen",
      iconName: "icon-move", kind: .seed, forwardDuration: 0.8, backDuration: 0.8,
      make: { MagicMoveViewController() },
      forward: { $0.showPhoto(at: 0) }, back: { $0.navigationController?.popViewController(animated: true) }),
    TransitionScene(
      name: "drop", title: "Drop", description: "Drops in with a bounce, swings away",
      iconName: "icon-drop", kind: .seed, forwardDuration: 0.55, backDuration: 0.85,
      make: { DropViewController() },
      forward: { $0.showEvent() }, back: { $0.closeEvent() }),
    TransitionScene(
      name: "ios-push", title: "iOS Push", description: "UIKit's push, pop and edge swipe",
      iconName: "icon-system", kind: .system, forwardDuration: 0.4, backDuration: 0.4,
      make: { SystemPushViewController() },
      forward: { $0.showDetail() }, back: { $0.navigationController?.popViewController(animated: true) }),
    TransitionScene(
      name: "cover-vertical", title: "Cover Vertical", description: "UIKit's default modal presentation",
      iconName: "icon-system", kind: .system, forwardDuration: 0.55, backDuration: 0.55,
      make: { SystemModalViewController() },
      matches: { $0.presentationTransitionStyle == .coverVertical },
      forward: { $0.presentModal() }, back: { $0.dismissModal() }),
    TransitionScene(
      name: "cross-dissolve", title: "Cross Dissolve", description: "UIKit's fading modal presentation",
      iconName: "icon-system", kind: .system, forwardDuration: 0.45, backDuration: 0.45,
      make: { () -> SystemModalViewController in
        let controller = SystemModalViewController()
        controller.presentationTransitionStyle = .crossDissolve
        return controller
      },
      matches: { $0.presentationTransitionStyle == .crossDissolve },
      forward: { $0.presentModal() }, back: { $0.dismissModal() }),
    TransitionScene(
      name: "flip", title: "Flip", description: "UIView.transition, flip from left",
      iconName: "icon-system", kind: .system, forwardDuration: 0.65, backDuration: 0.65,
      make: { FlipViewController() },
      forward: { $0.showBack() }, back: { $0.showFront() }),
  ]
}
