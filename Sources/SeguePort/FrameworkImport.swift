#if canImport(SwiftSyntax) && canImport(SwiftParser)
  internal import SwiftSyntax

  /// A file without `import UIKit` in a framework whose other files import it: on iOS the
  /// framework's umbrella header (`MyKit.h`, `#import <UIKit/UIKit.h>`, which CocoaPods and
  /// Xcode's framework template write) gives every Swift file of the framework UIKit, so such
  /// files use `UIView` or `CGFloat` with no import of their own. On Linux nothing does, so the
  /// file gets `import Segue` under `#if !canImport(UIKit)`, after its last import (or before
  /// its first declaration). docs/porting.md, "Porting iOS code".
  enum FrameworkImport {
    /// The modules whose import (anywhere in the file, `#if` blocks included) means the file
    /// needs nothing more.
    static let sufficientModules: Set<String> = PortRules.appleModules.union(["Segue"])

    /// Whether `tree` imports UIKit, one of its relatives or Segue.
    static func importsUIKit(_ tree: SourceFileSyntax) -> Bool {
      let finder = ImportFinder(viewMode: .sourceAccurate)
      finder.walk(tree)
      return !finder.modules.isDisjoint(with: sufficientModules)
    }

    /// Whether `tree` imports UIKit or one of its relatives (Segue not counted).
    static func importsAppleModule(_ tree: SourceFileSyntax) -> Bool {
      let finder = ImportFinder(viewMode: .sourceAccurate)
      finder.walk(tree)
      return !finder.modules.isDisjoint(with: PortRules.appleModules)
    }

    /// The insertion for a file of a framework whose other files import UIKit, or nil when the
    /// file imports it (or Segue) itself or declares nothing.
    static func edit(for tree: SourceFileSyntax) -> (edit: TextEdit, line: Int)? {
      guard !importsUIKit(tree), let first = tree.statements.first else { return nil }
      let block = "#if !canImport(UIKit)\nimport Segue\n#endif"
      let converter = SourceLocationConverter(fileName: "", tree: tree)
      if let lastImport = tree.statements.last(where: { $0.item.is(ImportDeclSyntax.self) }) {
        let end = lastImport.endPositionBeforeTrailingTrivia
        return (
          TextEdit(start: end.utf8Offset, end: end.utf8Offset, replacement: "\n" + block),
          converter.location(for: end).line
        )
      }
      let start = first.positionAfterSkippingLeadingTrivia
      return (
        TextEdit(start: start.utf8Offset, end: start.utf8Offset, replacement: block + "\n\n"),
        converter.location(for: start).line
      )
    }
  }

  /// Every module a file imports, at any depth.
  final class ImportFinder: SyntaxVisitor {
    var modules: Set<String> = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if let module = node.path.first?.name.text { modules.insert(module) }
      return .skipChildren
    }
  }
#endif
