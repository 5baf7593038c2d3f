import SeguePort
import Testing

/// `segue port`'s rules on iOS-style sources: the exact ported text, the notes, and that a
/// ported file ports again unchanged.
@Suite struct SourcePortTests {
  @Test func portingNeedsTheToolchainsSwiftSyntax() {
    #expect(SourcePort.isAvailable)
  }

  @Test func importUIKitGetsTheCanImportBlock() {
    let result = SourcePort.port("import Foundation\nimport UIKit\n\nlet x = 1\n", file: "A.swift")
    #expect(
      result.text
        == "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#else\nimport Segue\n#endif\n\nlet x = 1\n")
    #expect(
      result.changes.map(\.description) == [
        "A.swift:2: import UIKit → #if canImport(UIKit) … #else import Segue #endif"
      ])
  }

  @Test func targetActionKeepsTheSelectorForUIKitAndPassesTheMethodOtherwise() {
    let source = """
      final class ListViewController: UIViewController {
          @objc func openTapped(_ sender: UIButton) {}

          override func viewDidLoad() {
              super.viewDidLoad()
              button.addTarget(self, action: #selector(openTapped(_:)), for: .touchUpInside)
              let pan = UIPanGestureRecognizer(target: self, action: #selector(self.handlePan))
              view.addGestureRecognizer(pan)
          }
      }

      """
    let expected = """
      final class ListViewController: UIViewController {
          #if canImport(UIKit)
          @objc
          #endif
          func openTapped(_ sender: UIButton) {}

          override func viewDidLoad() {
              super.viewDidLoad()
              #if canImport(UIKit)
              button.addTarget(self, action: #selector(openTapped(_:)), for: .touchUpInside)
              #else
              button.addTarget(self, action: ListViewController.openTapped(_:), for: .touchUpInside)
              #endif
              #if canImport(UIKit)
              let pan = UIPanGestureRecognizer(target: self, action: #selector(self.handlePan))
              #else
              let pan = UIPanGestureRecognizer(target: self, action: ListViewController.handlePan)
              #endif
              view.addGestureRecognizer(pan)
          }
      }

      """
    let result = SourcePort.port(source, file: "List.swift")
    #expect(result.text == expected)
    #expect(result.unported.isEmpty)
    #expect(result.changes.count == 3)
    // Ported text is left as it is.
    let again = SourcePort.port(result.text, file: "List.swift")
    #expect(again.text == expected)
    #expect(again.changes.isEmpty)
  }

  @Test func attributesAfterOthersOnTheLineMoveToTheirOwnLines() {
    let source =
      "class C {\n    @discardableResult @objc func go() -> Int { 1 }\n    @IBOutlet weak var label: UILabel!\n}\n"
    let expected =
      "class C {\n    @discardableResult\n    #if canImport(UIKit)\n    @objc\n    #endif\n    func go() -> Int { 1 }\n    #if canImport(UIKit)\n    @IBOutlet\n    #endif\n    weak var label: UILabel!\n}\n"
    #expect(SourcePort.port(source, file: "C.swift").text == expected)
  }

  @Test func optionalRequirementsGetDefaultsAndTheirCallsLoseTheQuestionMark() {
    let source = """
      @objc protocol CardDelegate: AnyObject {
          func cardDidOpen()
          @objc optional func cardDidClose(animated: Bool)
          @objc optional func title(for card: Int) -> String?
          @objc optional func height(for card: Int) -> CGFloat
      }

      final class Card {
          weak var delegate: CardDelegate?
          func close() { delegate?.cardDidClose?(animated: true) }
      }

      """
    let names = SourcePort.optionalRequirements(in: source)
    #expect(names == ["cardDidClose", "title", "height"])
    let result = SourcePort.port(source, file: "Card.swift", optionalRequirements: names)
    let expected = """
      protocol CardDelegate: AnyObject {
          func cardDidOpen()
          func cardDidClose(animated: Bool)
          func title(for card: Int) -> String?
          func height(for card: Int) -> CGFloat
      }

      extension CardDelegate {
          func cardDidClose(animated: Bool) {}
          func title(for card: Int) -> String? { nil }
      }

      final class Card {
          weak var delegate: CardDelegate?
          func close() { delegate?.cardDidClose(animated: true) }
      }

      """
    #expect(result.text == expected)
    #expect(
      result.unported.map(\.description) == [
        "Card.swift:5: optional requirement height returns CGFloat; add a default implementation in an extension of CardDelegate returning what callers fall back to"
      ])
  }

  @Test func selectorsWithoutASegueFormAreReportedWithTheirLine() {
    let source = """
      final class Banner: UIView {
          func show() {
              perform(#selector(hide), with: nil, afterDelay: 2)
          }
          @objc func hide() {}
      }

      """
    let result = SourcePort.port(source, file: "Banner.swift")
    #expect(
      result.unported.map(\.description) == [
        "Banner.swift:3: #selector in perform(…) needs the Objective-C runtime; use DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }"
      ])
    #expect(result.text.contains("perform(#selector(hide), with: nil, afterDelay: 2)"))
  }

  @Test func removeTargetLosesItsActionUnderElse() {
    let source =
      "final class C: UIView {\n  func stop() {\n    button.removeTarget(self, action: #selector(go), for: .touchUpInside)\n  }\n}\n"
    let result = SourcePort.port(source, file: "C.swift")
    #expect(
      result.text
        == "final class C: UIView {\n  func stop() {\n    #if canImport(UIKit)\n    button.removeTarget(self, action: #selector(go), for: .touchUpInside)\n    #else\n    button.removeTarget(self, for: .touchUpInside)\n    #endif\n  }\n}\n"
    )
  }
}

/// A table cell's style initializer, which Segue requires.
@Suite struct CellInitializerPortTests {
  @Test func aCellsStyleInitializerBecomesRequiredForSegue() {
    let source = """
      final class PhotoCell: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
          }
      }

      """
    let expected = """
      final class PhotoCell: UITableViewCell {
          #if canImport(UIKit)
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
          }
          #else
          required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
          }
          #endif
      }

      """
    let result = SourcePort.port(source, file: "PhotoCell.swift")
    #expect(result.text == expected)
    #expect(
      result.changes.map(\.description) == [
        "PhotoCell.swift:2: override init(style:reuseIdentifier:) → required init under #else (Segue's is required)"
      ])
  }

  @Test func aCollectionCellsFrameInitializerBecomesRequiredForSegue() {
    let source = """
      final class PhotoTile: UICollectionViewCell {
          override init(frame: CGRect) {
              super.init(frame: frame)
          }
      }
      final class Badge: UIView {
          override init(frame: CGRect) {
              super.init(frame: frame)
          }
      }

      """
    let expected = """
      final class PhotoTile: UICollectionViewCell {
          #if canImport(UIKit)
          override init(frame: CGRect) {
              super.init(frame: frame)
          }
          #else
          required init(frame: CGRect) {
              super.init(frame: frame)
          }
          #endif
      }
      final class Badge: UIView {
          override init(frame: CGRect) {
              super.init(frame: frame)
          }
      }

      """
    let result = SourcePort.port(source, file: "PhotoTile.swift")
    #expect(result.text == expected)
    #expect(
      result.changes.map(\.description) == [
        "PhotoTile.swift:2: override init(frame:) → required init under #else (Segue's is required for collection view cells and reusable views)"
      ])
  }
}
