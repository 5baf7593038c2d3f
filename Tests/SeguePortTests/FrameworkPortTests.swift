import SeguePort
import Testing

/// `segue port` on the idioms of published transition libraries (measured in docs/porting.md,
/// "Measured on public projects"): framework files that see UIKit through the umbrella header,
/// and selectors qualified with their own type's name.
@Suite struct FrameworkPortTests {
  @Test func aFrameworkFileWithoutUIKitGetsSeguesImportAfterItsImports() {
    let source =
      "import Foundation\n\nstruct Options {\n    var duration: TimeInterval = 0.3\n    var color: UIColor = .black\n}\n"
    let result = SourcePort.port(source, file: "Options.swift", inFrameworkImportingUIKit: true)
    #expect(
      result.text
        == "import Foundation\n#if !canImport(UIKit)\nimport Segue\n#endif\n\nstruct Options {\n    var duration: TimeInterval = 0.3\n    var color: UIColor = .black\n}\n"
    )
    #expect(
      result.changes.map(\.description) == [
        "Options.swift:1: no import of UIKit (a framework's umbrella header gave it UIKit on iOS) → import Segue under #if !canImport(UIKit)"
      ])
    #expect(result.unported.isEmpty)
    let again = SourcePort.port(result.text, file: "Options.swift", inFrameworkImportingUIKit: true)
    #expect(again.text == result.text)
    #expect(!again.changed)
  }

  @Test func aFrameworkFileWithoutImportsGetsItBeforeItsFirstDeclarationBelowTheHeader() {
    let source =
      "//\n//  Constants.swift\n//\n\n@objc class Constants: NSObject {\n    static let width: CGFloat = 20\n}\n"
    let result = SourcePort.port(source, file: "Constants.swift", inFrameworkImportingUIKit: true)
    #expect(
      result.text
        == "//\n//  Constants.swift\n//\n\n#if !canImport(UIKit)\nimport Segue\n#endif\n\n#if canImport(UIKit)\n@objc\n#endif\nclass Constants: NSObject {\n    static let width: CGFloat = 20\n}\n"
    )
    #expect(SourcePort.port(result.text, file: "Constants.swift", inFrameworkImportingUIKit: true).text == result.text)
  }

  @Test func filesImportingUIKitOrOutsideAFrameworkAreLeftAlone() {
    let plain = "import Foundation\n\nlet x = 1\n"
    #expect(!SourcePort.port(plain, file: "A.swift").changed)
    #expect(SourcePort.importsUIKit("#if canImport(UIKit)\nimport UIKit\n#else\nimport Segue\n#endif\n"))
    #expect(SourcePort.importsUIKit("import QuartzCore\n"))
    #expect(!SourcePort.importsUIKit("import Foundation\nlet s = \"import UIKit\"\n"))
  }

  @Test func aSelectorQualifiedWithItsOwnTypeIsPorted() {
    let source = """
      final class PresentingController: UIViewController {
          func observeKeyboard() {
              NotificationCenter.default.addObserver(self, selector: #selector(PresentingController.keyboardWasShown(notification:)), name: UIResponder.keyboardDidShowNotification, object: nil)
          }
          @objc func keyboardWasShown(notification: Notification) {}
      }

      """
    let result = SourcePort.port(source, file: "Presenting.swift")
    #expect(result.unported.isEmpty)
    #expect(
      result.text.contains(
        "NotificationCenter.default.addObserver(self, name: UIResponder.keyboardDidShowNotification, object: nil) { observer, notification in observer.keyboardWasShown(notification: notification) }"
      ))
    let other = SourcePort.port(
      source.replacingOccurrences(of: "#selector(PresentingController.", with: "#selector(OtherController."),
      file: "Presenting.swift")
    #expect(other.unported.count == 1)
  }
}

/// Apple frameworks and calls Segue does not have are reported with the fix.
@Suite struct MissingFrameworkPortTests {
  @Test func accelerateAndBackgroundFontRegistrationAreReportedWithTheFix() {
    let source = """
      import Accelerate
      import UIKit

      func load(_ font: CGFont, _ urls: [URL]) -> Bool {
          var error: Unmanaged<CFError>?
          CTFontManagerRegisterFontURLs(urls as CFArray, .process, true, nil)
          return CTFontManagerRegisterGraphicsFont(font, &error)
      }

      """
    let result = SourcePort.port(source, file: "F.swift")
    #expect(
      result.unported.map(\.description) == [
        "F.swift:1: Apple's Accelerate framework (vImage, vDSP) does not exist on Linux; put the code that uses it under #if canImport(Accelerate), and under #else blur with UIVisualEffectView(effect: UIBlurEffect(style: .light)), which Segue draws",
        "F.swift:6: CTFontManagerRegisterFontURLs registers fonts with Core Text in the background, which Segue does not do; under #else register each file with CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil), which Segue has",
      ])
    #expect(
      result.text.hasPrefix("import Accelerate\n#if canImport(UIKit)\nimport UIKit\n#else\nimport Segue\n#endif\n"))
  }

  @Test func uikitTypesSegueDoesNotHaveYetAreReportedOncePerLine() {
    let source = """
      import UIKit

      final class EmptyController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              var configuration = UIButton.Configuration.filled()
              configuration.title = "Retry"
              let retry = UIButton(configuration: configuration)
              view.addSubview(retry)
              let delete: UIContextualAction = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
              _ = UISwipeActionsConfiguration(actions: [delete])
          }
      }
      #if canImport(UIKit)
      let interaction = UIContextMenuInteraction(delegate: self)
      #endif

      """
    let result = SourcePort.port(source, file: "E.swift")
    let tail =
      "is not in Segue yet (docs/porting.md, \"Not supported yet\"); put the code that uses it under #if canImport(UIKit) and write the Segue branch with what Segue has"
    // UIButton.Configuration (line 6) is in Segue: no note.
    #expect(
      result.unported.map(\.description) == [
        "E.swift:10: UIContextualAction, swipe actions on table and list rows (iOS 11), \(tail)",
        "E.swift:11: UISwipeActionsConfiguration, swipe actions on table and list rows (iOS 11), \(tail)",
      ])
  }
}
