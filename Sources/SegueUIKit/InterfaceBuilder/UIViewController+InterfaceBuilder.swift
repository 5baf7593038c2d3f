import Foundation
import SegueInterfaceBuilder

extension UIViewController {
  /// `loadView()`'s Interface Builder part: the scene's view of a storyboard controller;
  /// else the nib `nibName` names, or — when it is nil — the nib named like the class
  /// without a "Controller" suffix, then like the class (UIKit's `nibName` rules,
  /// docs/interface-builder.md, "Xibs"), loaded with the controller as File's Owner.
  /// False when there is none: the caller makes the view in code.
  func loadsInterfaceBuilderView() -> Bool {
    if let source = storyboardView {
      storyboardView = nil
      source.load(into: self)
      return isViewLoaded
    }
    guard let nib = controllerNib() else { return false }
    _ = nib.instantiate(withOwner: self, options: nil)
    if !isViewLoaded {
      InterfaceBuilderReport.error(
        DocumentError(
          file: (nibName ?? "\(type(of: self))") + ".xib", line: nil,
          problem:
            "the nib did not set File's Owner's view outlet; connect File's Owner's view to the root view in Interface Builder"
        ))
    }
    return isViewLoaded
  }

  private func controllerNib() -> UINib? {
    if let nibName {
      do {
        return UINib(source: try UINib.load(nibName: nibName, bundle: nibBundle))
      } catch {
        InterfaceBuilderReport.fail(error)
      }
    }
    let name = "\(type(of: self))"
    var candidates = [name]
    if name.hasSuffix("Controller") { candidates.insert(String(name.dropLast("Controller".count)), at: 0) }
    for candidate in candidates where DocumentFiles.find(candidate, extension: "xib", bundle: nibBundle) != nil {
      do {
        return UINib(source: try UINib.load(nibName: candidate, bundle: nibBundle))
      } catch {
        InterfaceBuilderReport.fail(error)
      }
    }
    return nil
  }

  /// The storyboard segue `identifier` of this controller, run without asking
  /// `shouldPerformSegue` (UIKit asks only for triggered segues).
  func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    guard let template = storyboardSegues[identifier] else { return false }
    template.run(from: self, sender: sender, triggered: false)
    return true
  }
}
