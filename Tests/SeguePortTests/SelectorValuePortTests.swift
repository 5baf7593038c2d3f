import SeguePort
import Testing

/// `#selector` as a value becomes Segue's `Selector` made from the method (docs/uikit-behaviour-2.md §22.2).
@Suite struct SelectorValuePortTests {
  @Test func aSelectorPassedToAFactoryOrAnInitializerOfTheProjectBecomesASelectorOfTheMethod() {
    let source = """
      final class Interactor: NSObject {
          var factory: (Any?, Selector?) -> UIPanGestureRecognizer = UIPanGestureRecognizer.init(target:action:)
          let close = #selector(handleClose)

          func setup(view: UIView) {
              let recognizer = factory(self, #selector(handleGesture(_:)))
              view.addGestureRecognizer(SidePan(addTo: view, target: self, action: #selector(handleGesture(_:))))
          }

          @objc private func handleGesture(_ recognizer: UIPanGestureRecognizer) {}
          @objc private func handleClose() {}
      }
      let named = Selector("handleClose")

      """
    let expected = """
      final class Interactor: NSObject {
          var factory: (Any?, Selector?) -> UIPanGestureRecognizer = UIPanGestureRecognizer.init(target:action:)
          #if canImport(UIKit)
          let close = #selector(handleClose)
          #else
          let close = Selector(Interactor.handleClose)
          #endif

          func setup(view: UIView) {
              #if canImport(UIKit)
              let recognizer = factory(self, #selector(handleGesture(_:)))
              #else
              let recognizer = factory(self, Selector(Interactor.handleGesture(_:)))
              #endif
              #if canImport(UIKit)
              view.addGestureRecognizer(SidePan(addTo: view, target: self, action: #selector(handleGesture(_:))))
              #else
              view.addGestureRecognizer(SidePan(addTo: view, target: self, action: Selector(Interactor.handleGesture(_:))))
              #endif
          }

          #if canImport(UIKit)
          @objc
          #endif
          private func handleGesture(_ recognizer: UIPanGestureRecognizer) {}
          #if canImport(UIKit)
          @objc
          #endif
          private func handleClose() {}
      }
      let named = Selector("handleClose")

      """
    let result = SourcePort.port(source, file: "I.swift")
    #expect(result.text == expected)
    #expect(
      result.unported.map(\.description) == [
        "I.swift:13: Selector(\"…\") finds a method by its Objective-C name, which needs the runtime; make it from the method: Selector(Type.method(_:))"
      ])
    #expect(SourcePort.port(result.text, file: "I.swift").changes.isEmpty)
  }
}

/// An `@objc` protocol is class-bound: its Swift form says so.
@Suite struct ObjectiveCProtocolPortTests {
  @Test func anObjcProtocolWithoutInheritanceBecomesClassBound() {
    let source = "@objc public protocol Observer {\n  func didUpdate(_ dt: CGFloat)\n}\n"
    let result = SourcePort.port(source, file: "O.swift")
    #expect(result.text == "public protocol Observer: AnyObject {\n  func didUpdate(_ dt: CGFloat)\n}\n")
    #expect(
      result.changes.map(\.description) == [
        "O.swift:1: @objc removed from a protocol (a Swift protocol on both platforms)",
        "O.swift:1: @objc protocol Observer → Observer: AnyObject (only classes adopt an @objc protocol)",
      ])
    #expect(SourcePort.port(result.text, file: "O.swift").changes.isEmpty)
  }
}
