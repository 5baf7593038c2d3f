import Foundation
import SegueInterfaceBuilder

/// A storyboard segue ready to run: what triggers it (a controller's `performSegue`, a
/// control's action, a cell's selection, a gesture) and how it runs, in UIKit's order
/// (docs/interface-builder.md, "Segues"): `shouldPerformSegue(withIdentifier:sender:)`
/// for triggered segues only, the segue object, `prepare(for:sender:)`, `perform()`.
@MainActor struct StoryboardSegueTemplate {
  let segue: DocumentSegue
  let storyboard: UIStoryboard
  let resolver: ClassResolver

  /// Runs the segue from `source`; `triggered` asks `shouldPerformSegue` first.
  func run(from source: UIViewController, sender: Any?, triggered: Bool) {
    if triggered, let identifier = segue.identifier,
      !source.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    {
      return
    }
    if segue.kind == "unwind" {
      UnwindSegueSearch.run(segue, from: source, sender: sender, resolver: resolver, file: storyboard.documentFile)
      return
    }
    guard let destinationID = segue.destination,
      let destination = storyboard.instantiateScene(controllerID: destinationID)
    else { return }
    let styles = [
      "fullScreen": UIModalPresentationStyle.fullScreen, "overFullScreen": .overFullScreen,
      "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext, "custom": .custom,
      "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
    ]
    if let style = segue.modalPresentationStyle.flatMap({ styles[$0] }) { destination.modalPresentationStyle = style }
    if segue.kind == "popoverPresentation" { destination.modalPresentationStyle = .popover }
    if let style = segue.modalTransitionStyle.flatMap({ ControllerDecoding.transitionStyles[$0] }) {
      destination.modalTransitionStyle = style
    }
    let segueClass: UIStoryboardSegue.Type
    if let name = segue.customClass,
      let found = try? resolver.lookUp(
        name, module: segue.customModule, moduleIsTarget: segue.customModule == nil, object: nil,
        file: storyboard.documentFile) as? UIStoryboardSegue.Type
    {
      segueClass = found
    } else {
      switch segue.kind {
      case "presentation", "modal", "popoverPresentation": segueClass = StoryboardPresentationSegue.self
      default: segueClass = UIStoryboardShowSegue.self
      }
    }
    let made = segueClass.init(identifier: segue.identifier, source: source, destination: destination)
    (made as? StoryboardPresentationSegue)?.animates = segue.animates
    source.prepare(for: made, sender: sender)
    made.perform()
  }
}

/// A presentation segue as a storyboard makes it, with its "Animates" box.
@preconcurrency @MainActor final class StoryboardPresentationSegue: UIStoryboardSegue {
  var animates = true
  override func perform() { source.present(destination, animated: animates) }
}

/// An embed segue's segue object: the container's child is in place when `perform()` runs.
@preconcurrency @MainActor final class StoryboardEmbedSegue: UIStoryboardSegue {
  weak var container: UIView?
  override func perform() {
    guard let container else { return }
    source.addChild(destination)
    let view: UIView = destination.view
    view.frame = container.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(view)
    destination.didMove(toParent: source)
  }
}

@MainActor enum StoryboardSegueTrigger {
  /// Hooks a `<segue>` of `source` to its trigger.
  static func attach(_ segue: DocumentSegue, to source: AnyObject, in load: NibInstantiation) {
    guard let storyboard = load.storyboard, segue.kind != "relationship" else { return }
    let template = StoryboardSegueTemplate(segue: segue, storyboard: storyboard, resolver: load.resolver)
    if segue.kind == "embed" {
      if let container = source as? UIView { load.pendingEmbeds.append((template, container)) }
      return
    }
    // Every segue of the scene with an identifier can be performed from its controller
    // (`performSegue(withIdentifier:sender:)`), whatever triggers it.
    if let identifier = segue.identifier, let controller = (source as? UIViewController) ?? load.sceneController {
      controller.storyboardSegues[identifier] = template
    }
    switch source {
    case is UIViewController: break
    case let cell as UITableViewCell:
      cell.selectionSegue = SelectionSegue(template: template, controller: load.sceneController)
    case let cell as UICollectionViewCell:
      cell.selectionSegue = SelectionSegue(template: template, controller: load.sceneController)
    case let control as UIControl:
      control.addInterfaceBuilderAction(target: control, for: .primaryActionTriggered) {
        [weak controller = load.sceneController] sender, _ in
        guard let controller else { return }
        template.run(from: controller, sender: sender, triggered: true)
      }
    case let recognizer as UIGestureRecognizer:
      recognizer.addTarget { [weak controller = load.sceneController] recognizer in
        guard let controller, recognizer.state == .ended else { return }
        template.run(from: controller, sender: recognizer, triggered: true)
      }
    default: break
    }
  }

  /// Embeds each container view's child controller (UIKit does this while the parent's
  /// view loads, calling `prepare(for:sender:)` with the embed segue first).
  static func performEmbeds(in load: NibInstantiation) {
    guard let parent = load.sceneController else { return }
    for (template, container) in load.pendingEmbeds {
      guard let destinationID = template.segue.destination,
        let child = template.storyboard.instantiateScene(controllerID: destinationID)
      else { continue }
      let segue = StoryboardEmbedSegue(identifier: template.segue.identifier, source: parent, destination: child)
      segue.container = container
      parent.prepare(for: segue, sender: nil)
      segue.perform()
    }
    load.pendingEmbeds = []
  }
}

/// A cell's segue, run when its row or item is selected; the source is the scene's
/// controller (held weakly: the cell lives in that controller's view).
@MainActor struct SelectionSegue {
  let template: StoryboardSegueTemplate
  weak var controller: UIViewController?

  func run(sender: UIView) {
    guard let controller else { return }
    template.run(from: controller, sender: sender, triggered: true)
  }
}

/// Finds an unwind segue's destination as UIKit does: from the source up its parents and
/// presenters, each container asking its other children first (a navigation stack from
/// the top down), the first controller whose class has the unwind action wins
/// (docs/interface-builder.md, "Unwind segues").
@MainActor enum UnwindSegueSearch {
  static func run(
    _ segue: DocumentSegue, from source: UIViewController, sender: Any?, resolver: ClassResolver, file: String
  ) {
    guard let action = segue.unwindAction else { return }
    guard let (destination, binding) = destination(for: action, from: source) else {
      InterfaceBuilderReport.error(
        DocumentError(
          file: file, line: segue.line,
          problem:
            "no controller below \(type(of: source)) in its navigation stack or presenters has the unwind action \(action); declare `@IBAction func \(action.dropLast())(_ segue: UIStoryboardSegue)` in the controller to return to, and run segue port"
        ))
      return
    }
    let made = UnwindSegue(identifier: segue.identifier, source: source, destination: destination)
    made.animates = segue.animates
    source.prepare(for: made, sender: sender)
    if case .action(let call, _) = binding.kind { _ = call(destination, made, nil) }
    made.perform()
  }

  static func destination(for action: String, from source: UIViewController) -> (
    UIViewController, InterfaceBuilderBinding
  )? {
    func check(_ candidate: UIViewController) -> InterfaceBuilderBinding? {
      OutletConnection.bindings(of: candidate)[action]
    }
    var current = source
    var guardCount = 0
    while guardCount < 64 {
      guardCount += 1
      if let parent = current.parent {
        let siblings = (parent as? UINavigationController)?.viewControllers ?? parent.children
        if let index = siblings.firstIndex(where: { $0 === current }) {
          for candidate in siblings[..<index].reversed() {
            if let found = check(candidate) { return (candidate, found) }
          }
        }
        if let found = check(parent) { return (parent, found) }
        current = parent
        continue
      }
      guard let presenting = current.presentingViewController else { return nil }
      let stack = (presenting as? UINavigationController)?.viewControllers ?? [presenting]
      for candidate in stack.reversed() { if let found = check(candidate) { return (candidate, found) } }
      if presenting is UINavigationController, let found = check(presenting) { return (presenting, found) }
      current = presenting
    }
    return nil
  }
}

/// An unwind segue: dismisses what the destination presented and pops its navigation
/// stack back to it.
@preconcurrency @MainActor final class UnwindSegue: UIStoryboardSegue {
  var animates = true
  override func perform() {
    let navigation = destination.navigationController
    let popToDestination = {
      if let navigation, navigation.topViewController !== self.destination {
        navigation.popToViewController(self.destination, animated: self.animates)
      }
    }
    if destination.presentedViewController != nil || navigation?.presentedViewController != nil {
      (navigation ?? destination).dismiss(animated: animates)
      if let navigation, navigation.topViewController !== destination {
        navigation.popToViewController(destination, animated: false)
      }
    } else {
      popToDestination()
    }
  }
}
