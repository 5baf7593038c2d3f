#if canImport(SwiftSyntax) && canImport(SwiftParser)
  internal import SwiftParser
  internal import SwiftSyntax

  /// `segue port`'s rewriting of one Swift file written for iOS into source that compiles
  /// against UIKit and against Segue (docs/porting.md, "Porting iOS code"). Swift on Linux has no Objective-C
  /// runtime, so the rules are about what needs it:
  ///
  /// - `import UIKit` (and `QuartzCore`, `CoreGraphics`) becomes
  ///   `#if canImport(UIKit) import UIKit #else import Segue #endif`.
  /// - `@objc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable`, `@objcMembers`
  ///   stay for UIKit only, in an attribute-only `#if canImport(UIKit)` block.
  /// - A statement passing `#selector(m)` as the action of `addTarget`, of a gesture
  ///   recognizer's `init(target:action:)` or of `CADisplayLink(target:selector:)` is kept for
  ///   UIKit and, under `#else`, passes the method itself (`Type.m`), Segue's form; in
  ///   `removeTarget` the action argument goes.
  /// - `@objc` protocols become Swift protocols: `optional` requirements get default
  ///   implementations in an extension (empty for `Void`, `nil` for optionals; one of a
  ///   non-optional type `T` is declared `T?`, as callers see it on iOS) and calls
  ///   `x?.m?()` lose the second `?`.
  /// - `x.responds(to: #selector(Type.m))` for a non-optional member is kept for UIKit and
  ///   is `(x as Any) is Type` under `#else`.
  /// - A class with `@IBOutlet`s or `@IBAction`s (in its body or in an extension in the same
  ///   file) gets `override class var interfaceBuilderBindings` under `#if !canImport(UIKit)`
  ///   at the end of its body: outlets by name, actions by Objective-C selector, which is how
  ///   Segue connects storyboards and xibs.
  /// - A file without `import UIKit` in a folder whose other files import it (a framework,
  ///   whose umbrella header gave it UIKit on iOS) gets `import Segue` under
  ///   `#if !canImport(UIKit)` (`inFrameworkImportingUIKit`).
  ///
  /// Anything else that needs the runtime (`perform(_:with:afterDelay:)`, selector-based
  /// timers and notifications, KVO `#keyPath`, other `responds(to:)`) is left as it is and reported
  /// with what to write instead. Ported text is ported again unchanged.
  public enum SourcePort {
    public static let isAvailable = true

    /// The names of `optional` protocol requirements declared in `source` (the first pass
    /// over every file, since a call site may use another file's protocol).
    public static func optionalRequirements(in source: String) -> Set<String> {
      let finder = OptionalRequirementFinder(viewMode: .sourceAccurate)
      finder.walk(Parser.parse(source: source))
      return finder.names
    }

    /// Whether `source` imports UIKit (or `QuartzCore`, `CoreGraphics`, or Segue), anywhere.
    public static func importsUIKit(_ source: String) -> Bool {
      FrameworkImport.importsUIKit(Parser.parse(source: source))
    }

    /// Ports `source`. `file` names it in the notes; `optionalRequirements` are the
    /// optional requirements of every file ported together (`optionalRequirements(in:)`).
    /// `inFrameworkImportingUIKit`: other files ported together import UIKit
    /// (`importsUIKit(_:)`), so a file that does not gets `import Segue` for Linux.
    public static func port(
      _ source: String, file: String, optionalRequirements: Set<String> = [], inFrameworkImportingUIKit: Bool = false
    )
      -> PortResult
    {
      let tree = Parser.parse(source: source)
      let rules = PortRules(source: source, file: file, tree: tree, optionalNames: optionalRequirements)
      rules.walk(tree)
      var edits = rules.finish()
      var changes = rules.changes
      if inFrameworkImportingUIKit, let insertion = FrameworkImport.edit(for: tree) {
        edits.append(insertion.edit)
        changes.append(
          PortNote(
            file: file, line: insertion.line,
            message:
              "no import of UIKit (a framework's umbrella header gave it UIKit on iOS) → import Segue under #if !canImport(UIKit)"
          ))
      }
      // Notes in file order (a protocol's notes are made before its members' attributes').
      let byLine = { (a: PortNote, b: PortNote) in a.line < b.line }
      return PortResult(
        text: TextEdit.apply(edits, to: source), changes: changes.sorted(by: byLine),
        unported: rules.unported.sorted(by: byLine))
    }
  }

  final class OptionalRequirementFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.modifiers.contains(where: { $0.name.text == "optional" }) { names.insert(node.name.text) }
      return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.modifiers.contains(where: { $0.name.text == "optional" }) {
        for binding in node.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(name.identifier.text) }
        }
      }
      return .skipChildren
    }
  }
#else
  /// Built without the toolchain's SwiftSyntax (Package.swift did not find
  /// `usr/lib/swift/host` beside the `swift` on PATH): `segue port` says so.
  public enum SourcePort {
    public static let isAvailable = false
    public static func optionalRequirements(in source: String) -> Set<String> { [] }
    public static func importsUIKit(_ source: String) -> Bool { false }
    public static func port(
      _ source: String, file: String, optionalRequirements: Set<String> = [], inFrameworkImportingUIKit: Bool = false
    )
      -> PortResult
    {
      PortResult(text: source, changes: [], unported: [])
    }
  }
#endif
