import Foundation

/// UIKit's segue: a transition from `source` to `destination` named by `identifier`.
/// Subclasses override `perform()` to run it (UIKit's base class does nothing there; the
/// segues a storyboard makes show or present the destination). Segues come from a
/// storyboard (docs/interface-builder.md, "Segues"), or are registered in code with
/// Segue's `UIViewController.registerSegue(withIdentifier:…)`; either way
/// `performSegue(withIdentifier:sender:)` calls `prepare(for:sender:)` first, then
/// `perform()`, as UIKit does.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController

  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Runs the segue. The base class does nothing, as in UIKit; `registerSegue`'s default
  /// kind is `UIStoryboardShowSegue`.
  open func perform() {}
}

/// A "show" segue as a storyboard makes it: pushes onto the source's navigation controller,
/// or presents modally when there is none (UIKit's `show(_:sender:)` rule).
@preconcurrency @MainActor open class UIStoryboardShowSegue: UIStoryboardSegue {
  open override func perform() {
    source.show(destination, sender: nil)
  }
}

/// A "present modally" segue as a storyboard makes it.
@preconcurrency @MainActor open class UIStoryboardPresentSegue: UIStoryboardSegue {
  open override func perform() {
    source.present(destination, animated: true)
  }
}

extension UIViewController {
  /// Registers a segue this controller can perform, the code form of a storyboard segue
  /// (Segue's; UIKit reads them from storyboards): `destination` makes the destination each
  /// time, `segueClass` runs it (default `UIStoryboardShowSegue`).
  public func registerSegue(
    withIdentifier identifier: String, segueClass: UIStoryboardSegue.Type = UIStoryboardShowSegue.self,
    destination: @escaping @MainActor () -> UIViewController
  ) {
    registeredSegues[identifier] = (segueClass, destination)
  }

  /// UIKit's `performSegue(withIdentifier:sender:)`: makes the storyboard's (or the
  /// registered) segue, calls `prepare(for:sender:)`, then `perform()`. An identifier with
  /// no segue is reported in one sentence on standard error and nothing happens (UIKit
  /// raises an exception there).
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    if registeredSegues[identifier] == nil, performStoryboardSegue(withIdentifier: identifier, sender: sender) {
      return
    }
    guard let (segueClass, makeDestination) = registeredSegues[identifier] else {
      FileHandle.standardError.write(
        Data(
          "segue: \(type(of: self)) has no segue '\(identifier)'; give a segue from its scene that identifier in the storyboard, or register it: registerSegue(withIdentifier: \"\(identifier)\") { DetailViewController() }\n"
            .utf8))
      return
    }
    let segue = segueClass.init(identifier: identifier, source: self, destination: makeDestination())
    prepare(for: segue, sender: sender)
    segue.perform()
  }
}
