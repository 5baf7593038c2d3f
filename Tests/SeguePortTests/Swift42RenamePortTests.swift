import SeguePort
import Testing

/// `segue port` writes the names Swift 4.2 renamed with their new names (docs/uikit-behaviour-2.md §22.1).
@Suite struct Swift42RenamePortTests {
  @Test func renamedTypesConstantsAndMembersGetTheirNewNames() {
    let source = """
      func go(_ operation: UINavigationControllerOperation, _ pan: UIPanGestureRecognizer, link: CADisplayLink) {
          switch pan.state {
          case UIGestureRecognizerState.began: break
          default: break
          }
          link.add(to: RunLoop.main, forMode: RunLoopMode(rawValue: RunLoopMode.commonModes.rawValue))
          link.remove(from: .main, forMode: .commonModes)
          let options: UIViewAnimationOptions = [.curveEaseIn]
          let key = UIKeyboardFrameEndUserInfoKey
          let name = NSNotification.Name.UIKeyboardWillShow
          layer.fillMode = kCAFillModeForwards
          let insets = UIEdgeInsetsMake(1, 2, 3, 4)
          let inner = UIEdgeInsetsInsetRect(view.bounds, insets)
          let plain = UIAccessibilityIsReduceTransparencyEnabled()
      }

      """
    let expected = """
      func go(_ operation: UINavigationController.Operation, _ pan: UIPanGestureRecognizer, link: CADisplayLink) {
          switch pan.state {
          case UIGestureRecognizer.State.began: break
          default: break
          }
          link.add(to: RunLoop.main, forMode: RunLoop.Mode(rawValue: RunLoop.Mode.common.rawValue))
          link.remove(from: .main, forMode: .common)
          let options: UIView.AnimationOptions = [.curveEaseIn]
          let key = UIResponder.keyboardFrameEndUserInfoKey
          let name = UIResponder.keyboardWillShowNotification
          layer.fillMode = CAMediaTimingFillMode.forwards
          let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
          let inner = view.bounds.inset(by: insets)
          let plain = UIAccessibility.isReduceTransparencyEnabled
      }

      """
    let result = SourcePort.port(source, file: "A.swift")
    #expect(result.text == expected)
    #expect(
      result.changes.map(\.description) == [
        "A.swift:1: UINavigationControllerOperation → UINavigationController.Operation (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:3: UIGestureRecognizerState → UIGestureRecognizer.State (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:6: RunLoopMode → RunLoop.Mode (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:6: RunLoopMode.commonModes → RunLoop.Mode.common (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:7: .commonModes → .common (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:8: UIViewAnimationOptions → UIView.AnimationOptions (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:9: UIKeyboardFrameEndUserInfoKey → UIResponder.keyboardFrameEndUserInfoKey (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:10: NSNotification.Name.UIKeyboardWillShow → UIResponder.keyboardWillShowNotification (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:11: kCAFillModeForwards → CAMediaTimingFillMode.forwards (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:12: UIEdgeInsetsMake(…) → UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:13: UIEdgeInsetsInsetRect(…) → view.bounds.inset(by: insets) (renamed in Swift 4.2; UIKit has the new name too)",
        "A.swift:14: UIAccessibilityIsReduceTransparencyEnabled(…) → UIAccessibility.isReduceTransparencyEnabled (renamed in Swift 4.2; UIKit has the new name too)",
      ])
    #expect(SourcePort.port(result.text, file: "A.swift").changes.isEmpty)
  }

  @Test func aTypeTheFileDeclaresKeepsItsName() {
    let source = "enum UIViewAnimationOptions { case one }\nlet o: UIViewAnimationOptions = .one\n"
    #expect(SourcePort.port(source, file: "A.swift").text == source)
  }
}

/// `open static` was accepted before Swift 4; it is `public static` now.
@Suite struct OpenStaticPortTests {
  @Test func openStaticBecomesPublicStatic() {
    let source = "open class Animator {\n  open static let shared = Animator()\n  open var debug = false\n}\n"
    let result = SourcePort.port(source, file: "M.swift")
    #expect(
      result.text == "open class Animator {\n  public static let shared = Animator()\n  open var debug = false\n}\n")
    #expect(
      result.changes.map(\.description) == [
        "M.swift:2: open static → public static (static members are final; Swift 4 refuses open on them)"
      ])
  }
}
