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
        == "#if canImport(UIKit)\nimport Foundation\n#else\nimport Segue\n#endif\n#if canImport(UIKit)\nimport UIKit\n#else\nimport Segue\n#endif\n\nlet x = 1\n"
    )
    #expect(
      result.changes.map(\.description) == [
        "A.swift:1: import Foundation → #if canImport(UIKit) … #else import Segue #endif",
        "A.swift:2: import UIKit → #if canImport(UIKit) … #else import Segue #endif",
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
      "class C {\n    @discardableResult\n    #if canImport(UIKit)\n    @objc\n    #endif\n    func go() -> Int { 1 }\n    #if canImport(UIKit)\n    @IBOutlet\n    #endif\n    weak var label: UILabel!\n\n"
      + InterfaceBuilderBindingPortTests.header
      + "\n            .outlet(\"label\", \\C.label),\n        ]\n    }\n    #endif\n}\n"
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
          func height(for card: Int) -> CGFloat?
      }

      extension CardDelegate {
          func cardDidClose(animated: Bool) {}
          func title(for card: Int) -> String? { nil }
          func height(for card: Int) -> CGFloat? { nil }
      }

      final class Card {
          weak var delegate: CardDelegate?
          func close() { delegate?.cardDidClose(animated: true) }
      }

      """
    #expect(result.text == expected)
    #expect(result.unported.isEmpty)
  }

  /// On iOS a caller reads an optional requirement of type `T` as `T?` (nil when the
  /// conformer lacks it), so the port declares it `T?` with a nil default; call sites
  /// (`if let`, `??`) compile unchanged.
  @Test func optionalRequirementsOfNonOptionalTypeBecomeOptionalWithANilDefault() {
    let source = """
      @objc public protocol DeckDelegate: class {
          @objc optional var scrollView: UIScrollView { get }
          @objc optional func handler(for card: Int) -> () -> Void
      }

      func find(_ deck: DeckDelegate) -> UIScrollView? {
          if let scrollView = deck.scrollView { return scrollView }
          return nil
      }

      """
    let names = SourcePort.optionalRequirements(in: source)
    let result = SourcePort.port(source, file: "Deck.swift", optionalRequirements: names)
    let expected = """
      public protocol DeckDelegate: class {
          var scrollView: UIScrollView? { get }
          func handler(for card: Int) -> (() -> Void)?
      }

      extension DeckDelegate {
          public var scrollView: UIScrollView? { nil }
          public func handler(for card: Int) -> (() -> Void)? { nil }
      }

      func find(_ deck: DeckDelegate) -> UIScrollView? {
          if let scrollView = deck.scrollView { return scrollView }
          return nil
      }

      """
    #expect(result.text == expected)
    #expect(result.unported.isEmpty)
    #expect(
      result.changes.map(\.description).contains(
        "Deck.swift:2: optional requirement scrollView is a UIScrollView → UIScrollView?, as callers see it on iOS, with a default of nil; conformers declare UIScrollView?"
      ))
  }

  /// An override after other members of the extension moves whole, and only it moves.
  @Test func anOverrideAfterOtherExtensionMembersMovesIntoTheClass() {
    let source = """
      final class Dialog: UIViewController {
          func show() {}
      }

      extension Dialog {
          var title2: Int {
              get { return 1 }
              set { print(newValue) }
          }

          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
          }
      }

      """
    let expected = """
      final class Dialog: UIViewController {
          func show() {}

          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
          }
      }

      extension Dialog {
          var title2: Int {
              get { return 1 }
              set { print(newValue) }
          }
      }

      """
    #expect(SourcePort.port(source, file: "Dialog.swift").text == expected)
  }

  /// `responds(to: #selector(Type.member))` for a member every `Type` has becomes a type
  /// test under `#else`; the statement is kept for UIKit (uikit-behaviour-2.md §21.2).
  @Test func respondsToAMemberOfAProtocolBecomesATypeTest() {
    let source = """
      func modalView(_ context: UIViewControllerContextTransitioning) -> UIView? {
          if context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:))) {
              return context.view(forKey: .to)
          }
          return nil
      }

      """
    let result = SourcePort.port(source, file: "Modal.swift")
    let expected = """
      func modalView(_ context: UIViewControllerContextTransitioning) -> UIView? {
          #if canImport(UIKit)
          if context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:))) {
              return context.view(forKey: .to)
          }
          #else
          if (context as Any) is UIViewControllerContextTransitioning {
              return context.view(forKey: .to)
          }
          #endif
          return nil
      }

      """
    #expect(result.text == expected)
    #expect(result.unported.isEmpty)
  }

  /// An optional requirement's `responds(to:)` and a bare selector stay reported.
  @Test func respondsToAnOptionalRequirementIsStillReported() {
    let source = """
      @objc protocol Source: AnyObject {
          @objc optional func reload()
      }

      func refresh(_ source: Source) {
          if source.responds(to: #selector(Source.reload)) { source.reload?() }
      }

      """
    let names = SourcePort.optionalRequirements(in: source)
    let result = SourcePort.port(source, file: "Source.swift", optionalRequirements: names)
    #expect(
      result.unported.map(\.description) == [
        "Source.swift:6: responds(to:) needs the Objective-C runtime; give the protocol requirement a default implementation and call it"
      ])
  }

  @Test func selectorsWithoutASegueFormAreReportedWithTheirLine() {
    let source = """
      final class Banner: UIView {
          func show(after other: Banner) {
              other.perform(#selector(hide), with: nil, afterDelay: 2)
              NotificationCenter.default.addObserver(other, selector: #selector(hide), name: .init("x"), object: nil)
              if delegate.responds(to: #selector(hide)) {}
          }
          @objc func hide() {}
      }

      """
    let result = SourcePort.port(source, file: "Banner.swift")
    #expect(
      result.unported.map(\.description) == [
        "Banner.swift:3: #selector in perform(…) on another object needs the Objective-C runtime; use DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }",
        "Banner.swift:4: #selector in addObserver(…) with another observer needs the Objective-C runtime; use NotificationCenter.default.addObserver(forName:object:queue:using:)",
        "Banner.swift:5: responds(to:) needs the Objective-C runtime; give the protocol requirement a default implementation and call it",
      ])
    #expect(result.text.contains("other.perform(#selector(hide), with: nil, afterDelay: 2)"))
  }

  /// `perform(_:with:afterDelay:)` on self and a selector-based `Timer` become, under `#else`,
  /// a one-shot block timer (`DispatchQueue.main.asyncAfter` when the argument is another
  /// value) and a block timer calling the same method; the method's
  /// labels come from the selector, else from its declaration.
  @Test func delayedPerformsAndSelectorTimersBecomeBlocks() {
    let source = """
      final class Banner: UIView {
          var timer: Timer?
          func show(_ value: Any?) {
              perform(#selector(hide), with: nil, afterDelay: 2)
              self.perform(#selector(update(_:)), with: value, afterDelay: delay * 2)
              timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
          }
          @objc func hide() {}
          @objc func update(_ value: Any?) {}
          @objc func tick(_ timer: Timer) {}
      }

      """
    let result = SourcePort.port(source, file: "Banner.swift")
    #expect(result.unported.isEmpty)
    #expect(
      result.text.contains(
        """
                #else
                Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in MainActor.assumeIsolated { guard let self else { return }; self.hide() } }
                #endif
        """))
    #expect(
      result.text.contains(
        "DispatchQueue.main.asyncAfter(deadline: .now() + (delay * 2)) { [weak self] in self?.update(value) }"))
    #expect(
      result.text.contains(
        "timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in nonisolated(unsafe) let timer = timer; MainActor.assumeIsolated { self?.tick(timer) } }"
      ))
    #expect(result.text.contains("perform(#selector(hide), with: nil, afterDelay: 2)"))
    let again = SourcePort.port(result.text, file: "Banner.swift")
    #expect(again.text == result.text)
  }

  /// A plain `NSObject` subclass overriding `observeValue`: the override kept for UIKit,
  /// repeated without `override` under `#else`, and the class adopting `NSKeyValueObserving`.
  @Test func aPlainObjectsObserveValueLosesOverrideAndAdoptsTheProtocol() {
    let source = """
      final class Watcher: NSObject {
          override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
              print(keyPath ?? "")
          }
      }

      """
    let result = SourcePort.port(source, file: "Watcher.swift")
    #expect(result.unported.isEmpty)
    #expect(
      result.text == """
        final class Watcher: NSObject {
            #if canImport(UIKit)
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                print(keyPath ?? "")
            }
            #else
            func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                print(keyPath ?? "")
            }
            #endif
        }

        #if canImport(Segue)
        extension Watcher: NSKeyValueObserving {}
        #endif

        """)
    #expect(SourcePort.port(result.text, file: "Watcher.swift").text == result.text)
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

/// The `interfaceBuilderBindings` table written for a class's `@IBOutlet`s and `@IBAction`s
/// (Segue binds Interface Builder connections through it, having no Objective-C runtime).
@Suite struct InterfaceBuilderBindingPortTests {
  static let header = """
        #if !canImport(UIKit)
        // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
        override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
            super.interfaceBuilderBindings + [
    """

  @Test func outletsAndOutletCollectionsAreListedByPropertyName() {
    let source = """
      final class ItemCell: UITableViewCell {
          @IBOutlet weak var nameLabel: UILabel!
          @IBOutlet var buttons: [UIButton]!
          @IBOutlet var stars: [UIImageView]?
          @IBOutlet private var badges: [UIView] = []
          var count = 0
      }

      """
    let expected = """
      final class ItemCell: UITableViewCell {
          #if canImport(UIKit)
          @IBOutlet
          #endif
          weak var nameLabel: UILabel!
          #if canImport(UIKit)
          @IBOutlet
          #endif
          var buttons: [UIButton]!
          #if canImport(UIKit)
          @IBOutlet
          #endif
          var stars: [UIImageView]?
          #if canImport(UIKit)
          @IBOutlet
          #endif
          private var badges: [UIView] = []
          var count = 0

      \(Self.header)
                  .outlet("nameLabel", \\ItemCell.nameLabel),
                  .outletCollection("buttons", \\ItemCell.buttons),
                  .outletCollection("stars", \\ItemCell.stars),
                  .outletCollection("badges", \\ItemCell.badges),
              ]
          }
          #endif
      }

      """
    let result = SourcePort.port(source, file: "ItemCell.swift")
    #expect(result.text == expected)
    #expect(result.unported.isEmpty)
    #expect(
      result.changes.map(\.description).first
        == "ItemCell.swift:1: ItemCell's outlets and actions → override class var interfaceBuilderBindings under #if !canImport(UIKit) (nameLabel, buttons, stars, badges)"
    )
    #expect(result.changes.count == 5)
  }

  @Test func actionsWithoutArgumentWithASenderAndWithTheEvent() {
    let source = """
      class ItemsViewController: UIViewController {
          @IBAction func refresh() {}
          @IBAction func closeTapped(_ sender: Any) {}
          @IBAction func share(_ sender: UIButton, forEvent event: UIEvent) {}
      }

      """
    let expected = """
      class ItemsViewController: UIViewController {
          #if canImport(UIKit)
          @IBAction
          #endif
          func refresh() {}
          #if canImport(UIKit)
          @IBAction
          #endif
          func closeTapped(_ sender: Any) {}
          #if canImport(UIKit)
          @IBAction
          #endif
          func share(_ sender: UIButton, forEvent event: UIEvent) {}

      \(Self.header)
                  .action("refresh", ItemsViewController.refresh),
                  .action("closeTapped:", ItemsViewController.closeTapped(_:)),
                  .action("share:forEvent:", ItemsViewController.share(_:forEvent:)),
              ]
          }
          #endif
      }

      """
    let result = SourcePort.port(source, file: "Items.swift")
    #expect(result.text == expected)
    #expect(
      result.changes.map(\.description).first
        == "Items.swift:1: ItemsViewController's outlets and actions → override class var interfaceBuilderBindings under #if !canImport(UIKit) (refresh, closeTapped:, share:forEvent:)"
    )
  }

  @Test func anExplicitObjectiveCNameIsTheSelector() {
    // `@objc(…) @IBAction` on one line: each attribute gets its block.
    let source = """
      class ItemsViewController: UIViewController {
          @objc(closeWithSender:) @IBAction func closeTapped(_ sender: Any) {}
      }

      """
    let expected = """
      class ItemsViewController: UIViewController {
          #if canImport(UIKit)
          @objc(closeWithSender:)
          #endif
          #if canImport(UIKit)
          @IBAction
          #endif
          func closeTapped(_ sender: Any) {}

      \(Self.header)
                  .action("closeWithSender:", ItemsViewController.closeTapped(_:)),
              ]
          }
          #endif
      }

      """
    let result = SourcePort.port(source, file: "Items.swift")
    #expect(result.text == expected)
    #expect(SourcePort.port(expected, file: "Items.swift").text == expected)
  }

  @Test func aLabelledFirstParameterJoinsTheSelectorsFirstPiece() {
    // Objective-C's rule: "With" and the label, unless the label or the name's last word is
    // a preposition.
    let source = """
      class ItemsViewController: UIViewController {
          @IBAction func unwind(segue: UIStoryboardSegue) {}
          @IBAction func unwind(to segue: UIStoryboardSegue) {}
          @IBAction func moveTo(place: Any) {}
      }

      """
    let result = SourcePort.port(source, file: "Items.swift")
    #expect(
      result.text.contains(
        """
                    .action("unwindWithSegue:", ItemsViewController.unwind(segue:)),
                    .action("unwindTo:", ItemsViewController.unwind(to:)),
                    .action("moveToPlace:", ItemsViewController.moveTo(place:)),
                ]
        """))
  }

  @Test func overloadsStaticMembersAndMembersOfExtensions() {
    let source = """
      public class Panel: UIViewController {
        @IBOutlet static var shared: UILabel!
        @IBAction func reload() {}
        @IBAction func reload(_ sender: UIButton) {}
        @IBAction class func reset() {}
      }

      extension Panel {
        @IBAction private func toggled(_ sender: UISwitch) {}
      }

      """
    let expected = """
      public class Panel: UIViewController {
        #if canImport(UIKit)
        @IBOutlet
        #endif
        static var shared: UILabel!
        #if canImport(UIKit)
        @IBAction
        #endif
        func reload() {}
        #if canImport(UIKit)
        @IBAction
        #endif
        func reload(_ sender: UIButton) {}
        #if canImport(UIKit)
        @IBAction
        #endif
        class func reset() {}

        #if !canImport(UIKit)
        // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
        public override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
          super.interfaceBuilderBindings + [
            .action("reload", Panel.reload as (Panel) -> () -> Void),
            .action("reload:", Panel.reload(_:)),
            .action("toggled:", Panel.toggled(_:)),
          ]
        }
        #endif
      }

      extension Panel {
        #if canImport(UIKit)
        @IBAction
        #endif
        private func toggled(_ sender: UISwitch) {}
      }

      """
    let result = SourcePort.port(source, file: "Panel.swift")
    #expect(result.text == expected)
    #expect(result.unported.isEmpty)
  }

  @Test func anExtensionOfAClassDeclaredElsewhereIsReported() {
    let source = """
      extension ItemsViewController {
          @IBAction func refresh(_ sender: Any) {}
      }

      """
    let result = SourcePort.port(source, file: "Items+Actions.swift")
    #expect(!result.text.contains("interfaceBuilderBindings"))
    #expect(
      result.unported.map(\.description) == [
        "Items+Actions.swift:1: ItemsViewController is declared in another file, so its interfaceBuilderBindings cannot be written here; add these outlets and actions to the override in ItemsViewController's body (under #if !canImport(UIKit)): .action(\"refresh:\", ItemsViewController.refresh(_:))"
      ])
  }

  /// An override in an extension of a class in the same file moves into the class's body,
  /// taking its ported text along; one in an extension of a UIKit class or of a class in
  /// another file gets a note naming the fix.
  @Test func overridesInExtensionsMoveIntoTheClassBody() {
    let source = """
      import UIKit

      final class DetailViewController: UIViewController {
          let closeButton = UIButton(type: .system)
      }

      // MARK: - Lifecycle
      extension DetailViewController {
          /// Builds the view.
          override func viewDidLoad() {
              super.viewDidLoad()
              closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
          }

          override var prefersStatusBarHidden: Bool { true }

          @objc func close() { dismiss(animated: true) }
      }

      extension UINavigationController {
          open override var childForStatusBarStyle: UIViewController? { topViewController }
      }

      extension ProfileViewController {
          override func viewWillAppear(_ animated: Bool) {}
      }

      """
    let result = SourcePort.port(source, file: "Detail.swift")
    #expect(
      result.text == """
        #if canImport(UIKit)
        import UIKit
        #else
        import Segue
        #endif

        final class DetailViewController: UIViewController {
            let closeButton = UIButton(type: .system)

            /// Builds the view.
            override func viewDidLoad() {
                super.viewDidLoad()
                #if canImport(UIKit)
                closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                #else
                closeButton.addTarget(self, action: DetailViewController.close, for: .touchUpInside)
                #endif
            }

            override var prefersStatusBarHidden: Bool { true }
        }

        // MARK: - Lifecycle
        extension DetailViewController {

            #if canImport(UIKit)
            @objc
            #endif
            func close() { dismiss(animated: true) }
        }

        extension UINavigationController {
            open override var childForStatusBarStyle: UIViewController? { topViewController }
        }

        extension ProfileViewController {
            override func viewWillAppear(_ animated: Bool) {}
        }

        """)
    #expect(
      result.unported.map(\.description) == [
        "Detail.swift:21: childForStatusBarStyle overrides a member of UINavigationController in an extension, which compiles only with the Objective-C runtime; declare a subclass (class NavigationController: UINavigationController { override … }) and use it where the extended class was",
        "Detail.swift:25: viewWillAppear(_:) is an override in an extension of ProfileViewController, declared in another file, which compiles only with the Objective-C runtime; move it into ProfileViewController's class body",
      ])
    #expect(SourcePort.port(result.text, file: "Detail.swift").text == result.text)
  }

  @Test func portedTextPortsAgainUnchanged() {
    let source = """
      class FruitCardViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!

          @IBAction func closeTapped(_ sender: Any) {
              dismiss(animated: true, completion: nil)
          }
      }

      """
    let ported = SourcePort.port(source, file: "Card.swift")
    #expect(ported.text.contains(".action(\"closeTapped:\", FruitCardViewController.closeTapped(_:)),"))
    let again = SourcePort.port(ported.text, file: "Card.swift")
    #expect(again.text == ported.text)
    #expect(again.changes.isEmpty)
    #expect(again.unported.isEmpty)
  }

  @Test func classesWithoutInterfaceBuilderMembersAndGenericClassesAreLeftAlone() {
    let plain = "class Badge: UIView {\n    var count = 0\n    func refresh() {}\n}\n"
    let result = SourcePort.port(plain, file: "Badge.swift")
    #expect(result.text == plain)
    #expect(result.changes.isEmpty)
    let generic = SourcePort.port(
      "class Holder<T>: UIView {\n    @IBOutlet var label: UILabel!\n}\n", file: "Holder.swift")
    #expect(!generic.text.contains("interfaceBuilderBindings"))
  }

  /// A UIKit submodule import is ported like `import UIKit`; a top-level `#if os(iOS)` (or
  /// `targetEnvironment`, `canImport(UIKit)`) without an `#else` around declarations is
  /// widened so Segue sees them; the port's own `#if canImport(UIKit)` blocks are left alone.
  @Test func submoduleImportsAndWholeFilePlatformGuards() {
    let source = """
      #if os(iOS)
      import UIKit.UIGestureRecognizerSubclass

      final class Tap: UIGestureRecognizer {}
      #endif

      #if targetEnvironment(simulator) && DEBUG
      let simulated = true
      #endif

      """
    let result = SourcePort.port(source, file: "Tap.swift")
    #expect(
      result.text == """
        #if os(iOS) || canImport(Segue)
        #if canImport(UIKit)
        import UIKit.UIGestureRecognizerSubclass
        #else
        import Segue
        #endif

        final class Tap: UIGestureRecognizer {}
        #endif

        #if (targetEnvironment(simulator) && DEBUG) || canImport(Segue)
        let simulated = true
        #endif

        """)
    #expect(result.unported.isEmpty)
    let again = SourcePort.port(result.text, file: "Tap.swift")
    #expect(again.text == result.text)
    #expect(again.changes.isEmpty)
  }

  /// Swizzling and associated objects get one precise note each, with the Swift replacement.
  @Test func swizzlingAndAssociatedObjectsAreReported() {
    let source = """
      extension UIViewController {
          static func swizzle() {
              let a = class_getInstanceMethod(self, #selector(viewDidLoad))
              method_exchangeImplementations(a!, a!)
          }
          var badge: String? { objc_getAssociatedObject(self, &key) as? String }
      }

      """
    let result = SourcePort.port(source, file: "Swizzle.swift")
    #expect(result.unported.map(\.line) == [3, 4, 6])
    #expect(result.unported.allSatisfy { $0.message.contains("Objective-C runtime") })
  }

  /// An `@objc dynamic` stored property announces each change to key-value observers in
  /// Segue (its `didSet` calls `didChangeValue(for:)`), and `#keyPath` becomes the string it
  /// stands for; a computed one is reported.
  @Test func observablePropertiesAnnounceTheirChangesAndKeyPathsBecomeStrings() {
    let source = """
      class DownloadTask: NSObject {
          @objc dynamic var progress: Double = 0
          @objc dynamic var state = 0 {
              didSet {
                  print("state")
              }
          }
          @objc dynamic var total: Int { 1 }
          func fade(_ layer: CALayer) {
              layer.add(CABasicAnimation(keyPath: #keyPath(CALayer.opacity)), forKey: #keyPath(progress))
          }
      }

      """
    let expected = """
      class DownloadTask: NSObject {
          #if canImport(UIKit)
          @objc
          #endif
          dynamic var progress: Double = 0 {
              didSet {
                  #if !canImport(UIKit)
                  didChangeValue(for: \\DownloadTask.progress)
                  #endif
              }
          }
          #if canImport(UIKit)
          @objc
          #endif
          dynamic var state = 0 {
              didSet {
                  print("state")
                  #if !canImport(UIKit)
                  didChangeValue(for: \\DownloadTask.state)
                  #endif
              }
          }
          #if canImport(UIKit)
          @objc
          #endif
          dynamic var total: Int { 1 }
          func fade(_ layer: CALayer) {
              layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "progress")
          }
      }

      """
    let result = SourcePort.port(source, file: "Task.swift")
    #expect(result.text == expected)
    #expect(
      result.unported.map(\.description) == [
        "Task.swift:8: an @objc dynamic computed property is observable on iOS only; call didChangeValue(for: \\DownloadTask.total) where its value changes"
      ])
    let again = SourcePort.port(result.text, file: "Task.swift")
    #expect(again.text == result.text && again.changes.isEmpty)
  }

  /// A selector-based notification observer on `self` becomes Segue's block form under
  /// `#else`, calling the method with the notification when it takes one.
  @Test func selectorObserversBecomeBlocksCallingTheMethod() {
    let source = """
      final class FormViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.addObserver(self, selector: #selector(memoryWarning(_:)), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
              center.addObserver(self, selector: #selector(refresh), name: .init("Refresh"), object: model)
          }
          @objc func memoryWarning(_ notification: Notification) {}
          @objc func refresh() {}
      }

      """
    let result = SourcePort.port(source, file: "Form.swift")
    #expect(result.unported.isEmpty)
    #expect(
      result.text.contains(
        """
                #else
                NotificationCenter.default.addObserver(self, name: UIApplication.didReceiveMemoryWarningNotification, object: nil) { observer, notification in observer.memoryWarning(notification) }
                #endif
        """))
    #expect(
      result.text.contains(
        "center.addObserver(self, name: .init(\"Refresh\"), object: model) { observer, _ in observer.refresh() }"))
    let again = SourcePort.port(result.text, file: "Form.swift")
    #expect(again.text == result.text)
  }

  /// A bar button item's `target:action: #selector(m)` passes the method under `#else`.
  @Test func barButtonItemsPassTheMethod() {
    let source = """
      final class NotesViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
          }
          @objc func addNote() {}
      }

      """
    let result = SourcePort.port(source, file: "Notes.swift")
    #expect(result.unported.isEmpty)
    #expect(
      result.text.contains(
        "navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: NotesViewController.addNote)"
      ))
  }
}
