#if canImport(SwiftSyntax) && canImport(SwiftParser)
  internal import SwiftSyntax

  /// Walks one file and collects the edits of `SourcePort`'s rules, with a note for each.
  final class PortRules: SyntaxVisitor {
    private let bytes: [UInt8]
    private let file: String
    private let converter: SourceLocationConverter
    private let optionalNames: Set<String>
    /// The file's classes and extensions, for the classes' Interface Builder tables.
    private let declarations: TypeDeclarationFinder
    private var edits: [TextEdit] = []
    private(set) var changes: [PortNote] = []
    private(set) var unported: [PortNote] = []
    /// Statements to keep for UIKit and repeat, rewritten, under `#else`: keyed by the
    /// statement's start offset.
    private var selectorStatements: [Int: (node: Syntax, edits: [TextEdit])] = [:]
    /// Overrides to move out of extensions into their class's body (`ExtensionOverrides`).
    private var overrideMoves: [ExtensionOverrides.Move] = []
    /// Whether the file imports UIKit or a relative (QuartzCore, CoreGraphics).
    private let importsUIKit: Bool

    static let appleModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]
    static let objectiveCAttributes: Set<String> = [
      "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
    ]

    init(source: String, file: String, tree: SourceFileSyntax, optionalNames: Set<String>) {
      bytes = Array(source.utf8)
      self.file = file
      converter = SourceLocationConverter(fileName: file, tree: tree)
      self.optionalNames = optionalNames
      declarations = TypeDeclarationFinder(viewMode: .sourceAccurate)
      declarations.walk(tree)
      importsUIKit = FrameworkImport.importsAppleModule(tree)
      super.init(viewMode: .sourceAccurate)
    }

    /// Every edit, the `#selector` statements assembled.
    func finish() -> [TextEdit] {
      // A statement inside another one's range (a target–action inside an `if` whose
      // condition is ported) gives its edits to the outer statement's `#else` copy.
      var statements: [(start: Int, end: Int, edits: [TextEdit])] = []
      for (_, entry) in selectorStatements.sorted(by: { $0.key < $1.key }) {
        let start = entry.node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = entry.node.endPositionBeforeTrailingTrivia.utf8Offset
        if let last = statements.last, start < last.end {
          statements[statements.count - 1].edits += entry.edits
        } else {
          statements.append((start, end, entry.edits))
        }
      }
      for statement in statements {
        let (start, end) = (statement.start, statement.end)
        // Other rules' edits inside the statement (a `delegate?.m?()` call, `#keyPath`)
        // apply to both copies.
        let inner = edits.filter { $0.start >= start && $0.end <= end }
        edits.removeAll { $0.start >= start && $0.end <= end }
        let shift = { (edit: TextEdit) in
          TextEdit(start: edit.start - start, end: edit.end - start, replacement: edit.replacement)
        }
        let original = TextEdit.apply(inner.map(shift), to: text(start, end))
        let ported = TextEdit.apply((inner + statement.edits).map(shift), to: text(start, end))
        let indent = indentation(at: start)
        edits.append(
          TextEdit(
            start: start, end: end,
            replacement:
              "#if canImport(UIKit)\n\(indent)\(original)\n\(indent)#else\n\(indent)\(ported)\n\(indent)#endif"))
      }
      // A moved override takes its own ported text (the edits inside it) along.
      for move in overrideMoves {
        let inner = edits.filter {
          $0.start >= move.start && $0.end <= move.end && !($0.start == move.start && $0.end == move.end)
        }
        .map { TextEdit(start: $0.start - move.start, end: $0.end - move.start, replacement: $0.replacement) }
        var moved = TextEdit.apply(inner, to: text(move.start, move.end))
        if !moved.hasPrefix("\n\n") { moved = "\n" + moved }  // a blank line before it in the class
        edits.append(TextEdit(start: move.start, end: move.end, replacement: ""))
        edits.append(TextEdit(start: move.insertion, end: move.insertion, replacement: moved))
      }
      return edits
    }

    // MARK: Imports

    /// `import UIKit` — or a submodule, `import UIKit.UIGestureRecognizerSubclass` — is kept for
    /// UIKit, with `import Segue` under `#else`.
    ///
    /// `import Foundation` in a file that imports UIKit too goes under `#if canImport(UIKit)`
    /// the same way: Segue re-exports Foundation and declares its own `Timer` (which fires from
    /// main-actor code); a file importing both Foundation and Segue would see two `Timer`s.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.path.first?.name.text else { return .skipChildren }
      if let advice = Self.missingModules[name], !isInside(canImport: name, node) {
        unportedNote(node, advice)
        return .skipChildren
      }
      let isFoundation = name == "Foundation" && node.path.count == 1 && importsUIKit
      let module = isFoundation ? "UIKit" : name
      guard Self.appleModules.contains(module), !isInside(canImport: module, node) else { return .skipChildren }
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let indent = indentation(at: start)
      edits.append(
        TextEdit(
          start: start, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement:
            "#if canImport(\(module))\n\(indent)\(node.trimmedDescription)\n\(indent)#else\n\(indent)import Segue\n\(indent)#endif"
        ))
      note(node, "import \(node.path.trimmedDescription) → #if canImport(\(module)) … #else import Segue #endif")
      return .skipChildren
    }

    // MARK: Whole-file platform guards

    /// Conditions that are false on Linux and, around a whole file, hide it from Segue.
    static let applePlatformConditions = [
      "os(iOS)", "os(tvOS)", "os(visionOS)", "targetEnvironment(", "canImport(UIKit)",
    ]

    /// A top-level `#if os(iOS)` (or `targetEnvironment(…)`, `canImport(UIKit)`) without an
    /// `#else` that holds declarations hides them all on Linux: its condition is widened with
    /// `|| canImport(Segue)`.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.parent?.is(CodeBlockItemSyntax.self) == true,
        node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
        node.clauses.count == 1, let clause = node.clauses.first, let condition = clause.condition,
        case .statements(let statements)? = clause.elements,
        statements.contains(where: { !$0.item.is(ImportDeclSyntax.self) })
      else { return .visitChildren }
      let text = condition.trimmedDescription
      guard Self.applePlatformConditions.contains(where: { text.contains($0) }), !text.contains("canImport(Segue)")
      else {
        return .visitChildren
      }
      let widened =
        condition.is(DeclReferenceExprSyntax.self) || condition.is(FunctionCallExprSyntax.self)
        ? "\(text) || canImport(Segue)" : "(\(text)) || canImport(Segue)"
      edits.append(
        TextEdit(
          start: condition.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: condition.endPositionBeforeTrailingTrivia.utf8Offset, replacement: widened))
      note(node, "#if \(text) would hide these declarations on Linux → #if \(widened)")
      return .visitChildren
    }

    // MARK: Objective-C attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      let name = node.attributeName.trimmedDescription
      guard Self.objectiveCAttributes.contains(name), !isInside(canImport: "UIKit", node) else {
        return .visitChildren
      }
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      // Up to the next token, so the declaration continues on its own line.
      let end = node.endPosition.utf8Offset
      if name == "objc", isOnProtocolOrRequirement(node) {
        edits.append(TextEdit(start: start, end: end, replacement: ""))
        note(node, "@objc removed from a protocol (a Swift protocol on both platforms)")
        if let protocolDecl = node.parent?.parent?.as(ProtocolDeclSyntax.self) {
          keepClassBound(protocolDecl)
          optionalInsteadOfImplicitlyUnwrapped(protocolDecl)
        }
        return .visitChildren
      }
      let indent = indentation(at: start)
      var editStart = start
      var lineStart = ""
      // After another attribute this rule wraps (`@objc(name:) @IBAction`), that one's block
      // ends the line already.
      if !startsLine(start), !followsWrappedAttribute(node) {
        // Break the line after what precedes the attribute (its spaces go).
        while editStart > 0, bytes[editStart - 1] == UInt8(ascii: " ") { editStart -= 1 }
        lineStart = "\n\(indent)"
      }
      edits.append(
        TextEdit(
          start: editStart, end: end,
          replacement:
            "\(lineStart)#if canImport(UIKit)\n\(indent)\(node.trimmedDescription)\n\(indent)#endif\n\(indent)"))
      note(node, "@\(name) kept for UIKit only (#if canImport(UIKit))")
      return .visitChildren
    }

    /// Whether the attribute before `node` in its list is one this rule wraps in its own
    /// `#if canImport(UIKit)` block.
    private func followsWrappedAttribute(_ node: AttributeSyntax) -> Bool {
      guard let list = node.parent?.as(AttributeListSyntax.self) else { return false }
      var previous: AttributeSyntax?
      for element in list {
        guard case .attribute(let attribute) = element else {
          previous = nil
          continue
        }
        if attribute.id == node.id { break }
        previous = attribute
      }
      guard let previous else { return false }
      let name = previous.attributeName.trimmedDescription
      return Self.objectiveCAttributes.contains(name) && !(name == "objc" && isOnProtocolOrRequirement(previous))
    }

    // MARK: Interface Builder bindings

    /// A class with `@IBOutlet`s or `@IBAction`s (in its body or in extensions in this file)
    /// gets `interfaceBuilderBindings` listing them for Segue, at the end of its body.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      guard !isInside(canImport: "UIKit", node), !InterfaceBuilderTable.isGeneric(node),
        !InterfaceBuilderTable.declaresTable(node.memberBlock.members)
      else { return .visitChildren }
      let typeName = InterfaceBuilderTable.qualifiedName(of: node, name: node.name.text)
      let extensions = declarations.extensions[typeName, default: []].filter { !isInside(canImport: "UIKit", $0) }
      let lists = [node.memberBlock.members] + extensions.map(\.memberBlock.members)
      let overloaded = InterfaceBuilderTable.overloadedNames(lists)
      let entries = lists.flatMap { bindingEntries($0, typeName: typeName, overloaded: overloaded) }
      guard !entries.isEmpty else { return .visitChildren }

      let members = node.memberBlock.members
      let classIndent = indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
      let step = indentationStep([node] + extensions)
      let indent = classIndent + step
      let access =
        node.modifiers.first(where: { ["open", "public", "package"].contains($0.name.text) }).map { "\($0.name.text) " }
        ?? ""
      let lines =
        [
          "#if !canImport(UIKit)",
          InterfaceBuilderTable.comment,
          "\(access)override class var \(InterfaceBuilderTable.propertyName): [InterfaceBuilderBinding] {",
          "\(step)super.\(InterfaceBuilderTable.propertyName) + [",
        ] + entries.map { "\(step)\(step)\($0.text)," } + ["\(step)]", "}", "#endif"]
      let block = lines.map { indent + $0 }.joined(separator: "\n")

      let brace = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      let braceStartsLine = startsLine(brace)
      if let last = members.last, braceStartsLine {
        let end = last.endPosition.utf8Offset
        edits.append(TextEdit(start: end, end: end, replacement: "\n\n\(block)"))
      } else if let last = members.last {
        edits.append(
          TextEdit(
            start: last.endPositionBeforeTrailingTrivia.utf8Offset, end: brace,
            replacement: "\n\n\(block)\n\(classIndent)"))
      } else if braceStartsLine {
        var lineStart = brace
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        edits.append(TextEdit(start: lineStart, end: lineStart, replacement: "\(block)\n"))
      } else {
        edits.append(
          TextEdit(
            start: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, end: brace,
            replacement: "\n\(block)\n\(classIndent)"))
      }
      note(
        node.name,
        "\(typeName)'s outlets and actions → override class var interfaceBuilderBindings under #if !canImport(UIKit) (\(entries.map(\.name).joined(separator: ", ")))"
      )
      return .visitChildren
    }

    /// The file's indentation step: a member on a line of its own past its class's or
    /// extension's indentation (4 spaces when there is none).
    private func indentationStep(_ containers: [any DeclGroupSyntax]) -> String {
      for container in containers {
        let outer = indentation(at: container.positionAfterSkippingLeadingTrivia.utf8Offset)
        for member in container.memberBlock.members {
          let start = member.positionAfterSkippingLeadingTrivia.utf8Offset
          let inner = indentation(at: start)
          if startsLine(start), inner.hasPrefix(outer), inner.count > outer.count {
            return String(inner.dropFirst(outer.count))
          }
        }
      }
      return "    "
    }

    /// An extension with `@IBOutlet`s or `@IBAction`s of a class this file does not declare:
    /// the table belongs in the class's body, so the entries are reported to add there.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let typeName = node.extendedType.trimmedDescription
      if !isInside(canImport: "UIKit", node) {
        let plan = ExtensionOverrides.plan(node, classDecl: declarations.classes[typeName])
        for move in plan.moves {
          overrideMoves.append(move)
          note(
            move.member,
            "override \(move.name) in an extension of \(typeName) → moved into \(typeName)'s class body (an override in an extension needs the Objective-C runtime)"
          )
        }
        for (member, message) in plan.notes { unportedNote(member, message) }
      }
      guard declarations.classes[typeName] == nil, !declarations.otherTypes.contains(typeName),
        !isInside(canImport: "UIKit", node)
      else { return .visitChildren }
      let members = node.memberBlock.members
      let entries = bindingEntries(
        members, typeName: typeName, overloaded: InterfaceBuilderTable.overloadedNames([members]))
      if !entries.isEmpty {
        unportedNote(
          node,
          "\(typeName) is declared in another file, so its interfaceBuilderBindings cannot be written here; add these outlets and actions to the override in \(typeName)'s body (under #if !canImport(UIKit)): \(entries.map(\.text).joined(separator: ", "))"
        )
      }
      return .visitChildren
    }

    /// The table entries of `members`; an outlet or action inside `#if`, or one the table
    /// cannot hold, is reported instead.
    private func bindingEntries(_ members: MemberBlockItemListSyntax, typeName: String, overloaded: Set<String>)
      -> [InterfaceBuilderTable.Entry]
    {
      var entries: [InterfaceBuilderTable.Entry] = []
      for item in members {
        if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
          for member in InterfaceBuilderTable.conditionalMembers(in: ifConfig) {
            switch InterfaceBuilderTable.member(member, typeName: typeName, overloaded: overloaded) {
            case .entries(let conditional):
              unportedNote(
                member,
                "an outlet or action inside #if is not in \(typeName).interfaceBuilderBindings; add \(conditional.map(\.text).joined(separator: ", ")) to it under the same condition"
              )
            case .unsupported(let message): unportedNote(member, message)
            case .none: break
            }
          }
          continue
        }
        switch InterfaceBuilderTable.member(item.decl, typeName: typeName, overloaded: overloaded) {
        case .entries(let found): entries += found
        case .unsupported(let message): unportedNote(item.decl, message)
        case .none: break
        }
      }
      return entries
    }

    // MARK: Observable properties

    /// An `@objc dynamic` stored property of a class — observable on iOS through the
    /// Objective-C runtime — gets a `didSet` (or its `didSet` gets a last statement) calling
    /// `didChangeValue(for: \\Class.property)` under `#if !canImport(UIKit)`, which runs its
    /// `observe(_:options:changeHandler:)` observers in Segue.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.modifiers.contains(where: { $0.name.text == "dynamic" }), !isInside(canImport: "UIKit", node),
        let member = node.parent?.as(MemberBlockItemSyntax.self),
        let classDecl = member.parent?.parent?.parent?.as(ClassDeclSyntax.self)
      else { return .visitChildren }
      func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
          if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
          return false
        }
      }
      guard hasAttribute(node.attributes, "objc") || hasAttribute(classDecl.attributes, "objcMembers") else {
        return .visitChildren
      }
      guard node.bindings.count == 1, let binding = node.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else {
        unportedNote(
          node, "several observable properties in one declaration; declare each on its own line and port again")
        return .visitChildren
      }
      let typeName = InterfaceBuilderTable.qualifiedName(of: classDecl, name: classDecl.name.text)
      let call = "didChangeValue(for: \\\(typeName).\(name))"
      let indent = indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
      let step = indentationStep([classDecl])
      func announcement(_ inner: String) -> String {
        "\(inner)#if !canImport(UIKit)\n\(inner)\(call)\n\(inner)#endif\n"
      }
      let computedAdvice =
        "an @objc dynamic computed property is observable on iOS only; call \(call) where its value changes"
      switch binding.accessorBlock?.accessors {
      case nil:
        let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
          TextEdit(
            start: end, end: end,
            replacement:
              " {\n\(indent)\(step)didSet {\n\(announcement(indent + step + step))\(indent)\(step)}\n\(indent)}"))
      case .accessors(let accessors):
        let kinds = accessors.map(\.accessorSpecifier.text)
        guard kinds.allSatisfy({ $0 == "willSet" || $0 == "didSet" }) else {
          unportedNote(node, computedAdvice)
          return .visitChildren
        }
        if let didSet = accessors.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = didSet.body {
          let brace = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
          if startsLine(brace) {
            var lineStart = brace
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            edits.append(
              TextEdit(start: lineStart, end: lineStart, replacement: announcement(indentation(at: brace) + step)))
          } else {
            let inner = indentation(at: didSet.positionAfterSkippingLeadingTrivia.utf8Offset) + step
            edits.append(
              TextEdit(
                start: body.statements.endPositionBeforeTrailingTrivia.utf8Offset, end: brace,
                replacement:
                  "\n\(announcement(inner))\(indentation(at: didSet.positionAfterSkippingLeadingTrivia.utf8Offset))"))
          }
        } else if let last = accessors.last {
          let end = last.endPositionBeforeTrailingTrivia.utf8Offset
          let accessorIndent = indentation(at: last.positionAfterSkippingLeadingTrivia.utf8Offset)
          edits.append(
            TextEdit(
              start: end, end: end,
              replacement: "\n\(accessorIndent)didSet {\n\(announcement(accessorIndent + step))\(accessorIndent)}"))
        }
      default:
        unportedNote(node, computedAdvice)
        return .visitChildren
      }
      note(
        node,
        "@objc dynamic var \(name) → its didSet calls \(call) for observe(_:options:changeHandler:) (#if !canImport(UIKit))"
      )
      return .visitChildren
    }

    // MARK: Cell initializers

    /// A table cell's `override init(style:reuseIdentifier:)`: Segue's is `required` (so the
    /// table can make registered classes), so the declaration is kept for UIKit and repeated
    /// as `required init` under `#else`.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
      let isCellStyle = labels == ["style", "reuseIdentifier"]
      // A collection view cell's or reusable view's `init(frame:)`, which Segue requires too.
      let isReusableFrame = labels == ["frame"] && Self.reusableViewClasses.contains(superclassName(of: node) ?? "")
      // A Core Animation layer's `init()`, which Segue requires (a view makes its
      // `layerClass` with it).
      let isLayerInit = labels.isEmpty && Self.layerClasses.contains(superclassName(of: node) ?? "")
      guard isCellStyle || isReusableFrame || isLayerInit,
        let override = node.modifiers.first(where: { $0.name.text == "override" }),
        !node.modifiers.contains(where: { $0.name.text == "required" }), !isInside(canImport: "UIKit", node)
      else { return .visitChildren }
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      let original = text(start, end)
      let overrideStart = override.positionAfterSkippingLeadingTrivia.utf8Offset - start
      let overrideEnd = override.endPositionBeforeTrailingTrivia.utf8Offset - start
      let ported = TextEdit.apply(
        [TextEdit(start: overrideStart, end: overrideEnd, replacement: "required")], to: original)
      let indent = indentation(at: start)
      edits.append(
        TextEdit(
          start: start, end: end,
          replacement: "#if canImport(UIKit)\n\(indent)\(original)\n\(indent)#else\n\(indent)\(ported)\n\(indent)#endif"
        ))
      note(
        node,
        isCellStyle
          ? "override init(style:reuseIdentifier:) → required init under #else (Segue's is required)"
          : isLayerInit
            ? "override init() in a layer subclass → required init under #else (Segue's is required: a view makes its layerClass with it)"
            : "override init(frame:) → required init under #else (Segue's is required for collection view cells and reusable views)"
      )
      return .skipChildren
    }

    // MARK: String-keyed observers

    /// `override func observeValue(forKeyPath:of:change:context:)` in a class deriving from
    /// `NSObject` itself: Foundation on Linux declares no such method to override, so the
    /// declaration is kept for UIKit and repeated without `override` under `#else`, and the
    /// class adopts Segue's `NSKeyValueObserving` (which `addObserver(_:forKeyPath:options:context:)`
    /// delivers to) in an extension under `#if canImport(Segue)` (a top-level `#if
    /// !canImport(UIKit)` would be widened by the whole-file guard rule).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
      guard node.name.text == "observeValue", labels == ["forKeyPath", "of", "change", "context"],
        superclassName(of: node) == "NSObject",
        let override = node.modifiers.first(where: { $0.name.text == "override" }), !isInside(canImport: "UIKit", node),
        let classDecl = enclosingClass(of: node)
      else { return .visitChildren }
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      let original = text(start, end)
      // `super.observeValue(…)` has nothing to reach on Linux: its statement becomes a
      // comment (on iOS, NSObject's raises for an observation nobody handled).
      let superCalls = SuperObserveValueCallFinder(viewMode: .sourceAccurate)
      superCalls.walk(node)
      let ported = TextEdit.apply(
        [
          TextEdit(
            start: override.positionAfterSkippingLeadingTrivia.utf8Offset - start,
            end: override.endPosition.utf8Offset - start, replacement: "")
        ]
          + superCalls.statements.map {
            TextEdit(
              start: $0.positionAfterSkippingLeadingTrivia.utf8Offset - start,
              end: $0.endPositionBeforeTrailingTrivia.utf8Offset - start,
              replacement:
                "// NSObject has no observeValue to call on Linux (on iOS it raises for an unhandled observation)")
          }, to: original)
      let indent = indentation(at: start)
      edits.append(
        TextEdit(
          start: start, end: end,
          replacement: "#if canImport(UIKit)\n\(indent)\(original)\n\(indent)#else\n\(indent)\(ported)\n\(indent)#endif"
        ))
      var outermost = Syntax(classDecl)
      while let parent = outermost.parent, !parent.is(SourceFileSyntax.self) {
        if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(SourceFileSyntax.self) == true {
          outermost = parent
          break
        }
        outermost = parent
      }
      let typeName = InterfaceBuilderTable.qualifiedName(of: classDecl, name: classDecl.name.text)
      let insertion = outermost.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(
        TextEdit(
          start: insertion, end: insertion,
          replacement: "\n\n#if canImport(Segue)\nextension \(typeName): NSKeyValueObserving {}\n#endif"))
      note(
        node,
        "override observeValue(forKeyPath:of:change:context:) in an NSObject subclass → without override under #else, and \(typeName) adopts NSKeyValueObserving"
      )
      return .skipChildren
    }

    /// The statements calling `super.observeValue(forKeyPath:of:change:context:)`.
    final class SuperObserveValueCallFinder: SyntaxVisitor {
      var statements: [CodeBlockItemSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "observeValue",
          let statement = node.parent?.as(CodeBlockItemSyntax.self)
        {
          statements.append(statement)
        }
        return .visitChildren
      }
    }

    /// The class declaring `node` (nil when it is a member of something else).
    private func enclosingClass(of node: some SyntaxProtocol) -> ClassDeclSyntax? {
      var parent = node.parent
      while let current = parent {
        if let type = current.as(ClassDeclSyntax.self) { return type }
        if current.is(FunctionDeclSyntax.self) || current.is(StructDeclSyntax.self) { return nil }
        parent = current.parent
      }
      return nil
    }

    /// Classes whose `init(frame:)` is required in Segue (so a registered class can be made).
    static let reusableViewClasses: Set<String> = ["UICollectionViewCell", "UICollectionReusableView"]

    /// Segue's Core Animation layer classes, whose `init()` is required.
    static let layerClasses: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer"]

    /// The first inherited type of the class declaring `node`, if it is a class's member.
    private func superclassName(of node: some SyntaxProtocol) -> String? {
      var parent = node.parent
      while let current = parent {
        if let type = current.as(ClassDeclSyntax.self) {
          return type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        }
        if current.is(FunctionDeclSyntax.self) || current.is(StructDeclSyntax.self) { return nil }
        parent = current.parent
      }
      return nil
    }

    // MARK: Optional protocol requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      var defaults: [String] = []
      let access =
        node.modifiers.first(where: { ["public", "open", "package"].contains($0.name.text) }).map {
          ($0.name.text == "open" ? "public" : $0.name.text) + " "
        } ?? ""
      for member in node.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self),
          let optional = function.modifiers.first(where: { $0.name.text == "optional" })
        {
          removeModifier(optional)
          let returnType = function.signature.returnClause?.type.trimmedDescription
          var declaration = function.with(\.attributes, []).with(\.modifiers, [])
          declaration.leadingTrivia = []
          declaration.trailingTrivia = []
          let header = declaration.trimmedDescription
          if returnType == nil || returnType == "Void" || returnType == "()" {
            defaults.append("\(access)\(header) {}")
            note(function, "optional requirement \(function.name.text) → a requirement with an empty default")
          } else if let returnType, returnType.hasSuffix("?") || returnType.hasPrefix("Optional<") {
            defaults.append("\(access)\(header) { nil }")
            note(function, "optional requirement \(function.name.text) → a requirement whose default returns nil")
          } else if let returnType, let type = function.signature.returnClause?.type {
            // What a caller sees on iOS is already `T?` (nil when the conformer lacks the
            // method), so the requirement becomes `T?` with a default returning nil.
            replaceWithOptional(type)
            let optionalType = Self.optionalSpelling(of: returnType)
            var optionalDeclaration = declaration
            optionalDeclaration.signature.returnClause?.type = TypeSyntax(
              IdentifierTypeSyntax(name: .identifier(optionalType)))
            defaults.append("\(access)\(optionalDeclaration.trimmedDescription) { nil }")
            note(
              function,
              "optional requirement \(function.name.text) returns \(returnType) → \(optionalType), as callers see it on iOS, with a default returning nil; conformers return \(optionalType)"
            )
          }
        } else if let variable = member.decl.as(VariableDeclSyntax.self),
          let optional = variable.modifiers.first(where: { $0.name.text == "optional" })
        {
          removeModifier(optional)
          let binding = variable.bindings.first
          let type = binding?.typeAnnotation?.type.trimmedDescription ?? ""
          let name = binding?.pattern.trimmedDescription ?? ""
          if type.hasSuffix("?") {
            defaults.append("\(access)var \(name): \(type) { nil }")
            note(variable, "optional requirement \(name) → a requirement whose default is nil")
          } else if let typeSyntax = binding?.typeAnnotation?.type, !type.isEmpty {
            replaceWithOptional(typeSyntax)
            let optionalType = Self.optionalSpelling(of: type)
            defaults.append("\(access)var \(name): \(optionalType) { nil }")
            note(
              variable,
              "optional requirement \(name) is a \(type) → \(optionalType), as callers see it on iOS, with a default of nil; conformers declare \(optionalType)"
            )
          }
        }
      }
      if !defaults.isEmpty {
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        // The file's indentation step, from the protocol's first member.
        let memberIndent = node.memberBlock.members.first.map {
          indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        let step = memberIndent.map { String($0.dropFirst(indent.count)) }.flatMap { $0.isEmpty ? nil : $0 } ?? "    "
        let body = defaults.map { indent + step + $0 }.joined(separator: "\n")
        edits.append(
          TextEdit(
            start: end, end: end,
            replacement: "\n\n\(indent)extension \(node.name.text) {\n\(body)\n\(indent)}"))
      }
      return .visitChildren
    }

    /// `T` as an optional: `T?`, parenthesized when `T` is a function, composition or `some`/`any` type.
    static func optionalSpelling(of type: String) -> String {
      let needsParentheses =
        type.contains("->") || type.contains("&") || type.hasPrefix("some ") || type.hasPrefix("any ")
      return needsParentheses ? "(\(type))?" : type + "?"
    }

    /// Rewrites the type `type` in place as its optional spelling.
    private func replaceWithOptional(_ type: TypeSyntax) {
      edits.append(
        TextEdit(
          start: type.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: type.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: Self.optionalSpelling(of: type.trimmedDescription)))
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.expression.as(MemberAccessExprSyntax.self),
        optionalNames.contains(member.declName.baseName.text),
        let call = node.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == node.id
      else { return .visitChildren }
      edits.append(
        TextEdit(
          start: node.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.questionMark.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
      note(
        node,
        "\(member.declName.baseName.text)?( → \(member.declName.baseName.text)( (the requirement has a default now)")
      return .visitChildren
    }

    // MARK: Swift 4.2 renames

    /// A name Swift 4.2 renamed (`UIGestureRecognizerState`, `RunLoopMode`, `kCAFillModeForwards`,
    /// `Swift42Renames.names`), as a type or in an expression, is written with its new name, which
    /// UIKit accepts too; one the file declares itself is left alone.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      renameSwift42(node, name: node.name.text, end: node.name.endPositionBeforeTrailingTrivia.utf8Offset)
      noteUnsupported(node, name: node.name.text)
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return .visitChildren
      }
      renameSwift42(node, name: node.baseName.text, end: node.baseName.endPositionBeforeTrailingTrivia.utf8Offset)
      noteUnsupported(node, name: node.baseName.text)
      return .visitChildren
    }

    /// A UIKit type Segue does not have yet (`UnsupportedAPI`), outside `#if canImport(UIKit)`
    /// and not declared by the file: one note per line.
    private func noteUnsupported(_ node: some SyntaxProtocol, name: String) {
      guard let what = UnsupportedAPI.types[name] else { return }
      noteUnsupported(node, UnsupportedAPI.note(name, what), declared: name)
    }

    private func noteUnsupported(_ node: some SyntaxProtocol, _ message: String, declared name: String) {
      guard !declaresType(name), !isInside(canImport: "UIKit", node) else { return }
      let at = line(node)
      guard !unported.contains(where: { $0.line == at && $0.message == message }) else { return }
      unportedNote(node, message)
    }

    private func renameSwift42(_ node: some SyntaxProtocol, name: String, end: Int) {
      guard let new = Swift42Renames.names[name], !declaresType(name) else { return }
      edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, replacement: new))
      note(node, "\(name) → \(new) (renamed in Swift 4.2; UIKit has the new name too)")
    }

    /// `RunLoopMode.commonModes` → `RunLoop.Mode.common`, `.commonModes` → `.common`, and
    /// `NSNotification.Name.UIKeyboardWillShow` (or `.UIKeyboardWillShow`) →
    /// `UIResponder.keyboardWillShowNotification`.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let member = node.declName.baseName.text
      let base = node.base?.trimmedDescription
      var new: String?
      if let base, let renamed = Swift42Renames.members[base]?[member], !declaresType(base),
        let type = Swift42Renames.names[base]
      {
        new = "\(type).\(renamed)"
      } else if base == nil, let renamed = Swift42Renames.bareMember(member) {
        new = "." + renamed
      } else if base == nil || base == "NSNotification.Name" || base == "Notification.Name",
        let renamed = Swift42Renames.notificationNames[member]
      {
        new = renamed
      }
      guard let new else { return .visitChildren }
      edits.append(
        TextEdit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: new))
      note(node, "\(node.trimmedDescription) → \(new) (renamed in Swift 4.2; UIKit has the new name too)")
      return .skipChildren
    }

    /// `UIEdgeInsetsMake(t, l, b, r)` → `UIEdgeInsets(top: t, left: l, bottom: b, right: r)`,
    /// `UIEdgeInsetsInsetRect(r, i)` → `r.inset(by: i)`,
    /// `UIAccessibilityIsReduceTransparencyEnabled()` → `UIAccessibility.isReduceTransparencyEnabled`:
    /// the functions Swift 4.2 replaced with members.
    private func renameSwift42Function(_ node: FunctionCallExprSyntax) {
      guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
      let arguments = node.arguments.map { $0.expression.trimmedDescription }
      var new: String?
      switch (name, arguments.count) {
      case ("UIEdgeInsetsMake", 4):
        new =
          "UIEdgeInsets(top: \(arguments[0]), left: \(arguments[1]), bottom: \(arguments[2]), right: \(arguments[3]))"
      case ("UIEdgeInsetsInsetRect", 2):
        let rect = node.arguments.first!.expression
        let receiver =
          rect.is(DeclReferenceExprSyntax.self) || rect.is(MemberAccessExprSyntax.self)
            || rect.is(FunctionCallExprSyntax.self) ? arguments[0] : "(\(arguments[0]))"
        new = "\(receiver).inset(by: \(arguments[1]))"
      case ("UIAccessibilityIsReduceTransparencyEnabled", 0), ("UIAccessibilityIsReduceMotionEnabled", 0):
        new = "UIAccessibility.is\(name.dropFirst("UIAccessibilityIs".count))"
      default: return
      }
      guard let new, !declaresType(name) else { return }
      edits.append(
        TextEdit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: new))
      note(node, "\(name)(…) → \(new) (renamed in Swift 4.2; UIKit has the new name too)")
    }

    /// `open static` (a Swift 3 spelling; static members are final, and Swift 4 refuses `open`
    /// on them, on iOS too) → `public static`.
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
      guard node.name.text == "open", let list = node.parent?.as(DeclModifierListSyntax.self),
        list.contains(where: { $0.name.text == "static" })
      else { return .visitChildren }
      edits.append(
        TextEdit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "public"))
      note(node, "open static → public static (static members are final; Swift 4 refuses open on them)")
      return .visitChildren
    }

    private func declaresType(_ name: String) -> Bool {
      declarations.classes[name] != nil || declarations.otherTypes.contains(name)
    }

    // MARK: Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
      switch node.macroName.text {
      case "selector": portSelector(node)
      case "keyPath": portKeyPathString(node)
      default: break
      }
      return .visitChildren
    }

    /// `#keyPath(CALayer.opacity)` is the string `"opacity"` (the type's name dropped, the
    /// property path kept): written as that string, which both platforms accept wherever
    /// the `#keyPath` was (an animation's key path, a KVC key).
    private func portKeyPathString(_ node: MacroExpansionExprSyntax) {
      guard !isInside(canImport: "UIKit", node), node.arguments.count == 1,
        let argument = node.arguments.first?.expression
      else {
        unportedNote(node, "#keyPath needs the Objective-C runtime; write the key as a string (\"property.path\")")
        return
      }
      var components = argument.trimmedDescription.split(separator: ".").map(String.init)
      if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
      guard !components.isEmpty, components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
      else {
        unportedNote(node, "#keyPath needs the Objective-C runtime; write the key as a string (\"property.path\")")
        return
      }
      let key = "\"\(components.joined(separator: "."))\""
      edits.append(
        TextEdit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: key))
      note(node, "\(node.trimmedDescription) → \(key) (the key it stands for)")
    }

    /// Apple frameworks that have no Linux counterpart, and what to write instead.
    static let missingModules: [String: String] = [
      "Accelerate":
        "Apple's Accelerate framework (vImage, vDSP) does not exist on Linux; put the code that uses it under #if canImport(Accelerate), and under #else blur with UIVisualEffectView(effect: UIBlurEffect(style: .light)), which Segue draws"
    ]

    /// Core Text font registration Segue does not have (it has `CTFontManagerRegisterGraphicsFont`
    /// and `CTFontManagerRegisterFontsForURL`).
    static let fontRegistrationCalls: Set<String> = ["CTFontManagerRegisterFontURLs"]

    /// Objective-C runtime calls for swizzling and associated objects, and what Swift writes instead.
    static let runtimeCalls: [String: String] = [
      "method_exchangeImplementations":
        "method swizzling needs the Objective-C runtime; subclass and override the method, or call your code where the method is called",
      "class_getInstanceMethod":
        "method swizzling needs the Objective-C runtime; subclass and override the method, or call your code where the method is called",
      "class_replaceMethod":
        "method swizzling needs the Objective-C runtime; subclass and override the method, or call your code where the method is called",
      "objc_setAssociatedObject":
        "associated objects need the Objective-C runtime; add a stored property to your own subclass, or keep a dictionary keyed by ObjectIdentifier(object)",
      "objc_getAssociatedObject":
        "associated objects need the Objective-C runtime; add a stored property to your own subclass, or keep a dictionary keyed by ObjectIdentifier(object)",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let advice = Self.runtimeCalls[name]
      {
        unportedNote(node, advice)
      }
      renameSwift42Function(node)
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        Self.fontRegistrationCalls.contains(name), !isInside(canImport: "UIKit", node)
      {
        unportedNote(
          node,
          "\(name) registers fonts with Core Text in the background, which Segue does not do; under #else register each file with CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil), which Segue has"
        )
      }
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector",
        node.arguments.count == 1, node.arguments.first?.label == nil,
        node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
      {
        unportedNote(
          node,
          "Selector(\"…\") finds a method by its Objective-C name, which needs the runtime; make it from the method: Selector(Type.method(_:))"
        )
      }
      let calledName =
        node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      if calledName == "responds", node.arguments.first?.label?.text == "to" {
        if portRespondsToMember(node) { return .visitChildren }
        unportedNote(
          node,
          "responds(to:) needs the Objective-C runtime; give the protocol requirement a default implementation and call it"
        )
      }
      return .visitChildren
    }

    /// `object.responds(to: #selector(Type.method(_:)))` for a method `Type` always has (not
    /// one of the `optional` requirements being ported): under `#else`, `(object as Any) is
    /// Type` — an object of that type (or conforming to that protocol) has the method, as it
    /// responds to its selector on iOS (docs/uikit-behaviour-2.md §21). False when the
    /// selector names no type or an optional requirement (then the call is reported).
    private func portRespondsToMember(_ call: FunctionCallExprSyntax) -> Bool {
      guard call.arguments.count == 1,
        let selector = call.arguments.first?.expression.as(MacroExpansionExprSyntax.self),
        selector.macroName.text == "selector",
        let member = selector.arguments.first?.expression.as(MemberAccessExprSyntax.self),
        let type = member.base?.trimmedDescription, type.first?.isUppercase == true,
        !optionalNames.contains(member.declName.baseName.text),
        let statement = enclosingStatement(of: call)
      else { return false }
      if isInside(canImport: "UIKit", call) { return true }
      let object = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self"
      note(
        call,
        "responds(to: #selector(\(member.trimmedDescription))) → (\(object) as Any) is \(type) under #else; UIKit keeps the selector"
      )
      replaceUnderElse(call, in: statement, with: "(\(object) as Any) is \(type)")
      return true
    }

    private func portSelector(_ node: MacroExpansionExprSyntax) {
      guard let argument = node.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      else {
        portSelectorValue(node)
        return
      }
      let label = argument.label?.text
      let callee = calleeName(call)
      // `responds(to: #selector(…))` and a runtime call's selector get one note, the call's
      // (one fix per line).
      if callee.method == "responds" || Self.runtimeCalls[callee.method ?? ""] != nil { return }
      let isAddTarget = callee.method == "addTarget" && label == "action"
      // A recognizer's own convenience initializer (`init(addTo:target:action:)`) takes a
      // `Selector`: the selector value is passed on.
      let isGestureInit =
        callee.type?.hasSuffix("GestureRecognizer") == true && label == "action"
        && call.arguments.map({ $0.label?.text ?? "_" }) == ["target", "action"]
      let isDisplayLink = callee.type == "CADisplayLink" && label == "selector"
      let isBarButtonItem = callee.type == "UIBarButtonItem" && label == "action"
      let isRemoveTarget = callee.method == "removeTarget" && label == "action"
      if callee.method == "perform" && label == nil, call.arguments.contains(where: { $0.label?.text == "afterDelay" })
      {
        portDelayedPerform(node, call: call)
        return
      }
      if callee.method == "scheduledTimer" && label == "selector" {
        portSelectorTimer(node, call: call)
        return
      }
      if callee.method == "addObserver" && label == "selector" {
        portSelectorObserver(node, call: call)
        return
      }
      guard isAddTarget || isGestureInit || isDisplayLink || isRemoveTarget || isBarButtonItem else {
        if ["perform", "scheduledTimer", "Timer", "UIBarButtonItem"].contains(callee.method ?? callee.type ?? "") {
          unportedNote(node, "#selector in \(callee.description) needs the Objective-C runtime; \(advice(for: callee))")
        } else {
          portSelectorValue(node)
        }
        return
      }
      guard let statement = enclosingStatement(of: node) else { return }
      if isInside(canImport: "UIKit", node) { return }
      let edit: TextEdit
      if isRemoveTarget {
        // Drop "action: #selector(…)," (or ", action: …" when last).
        var start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = argument.endPosition.utf8Offset
        if argument.trailingComma == nil, let previous = previousArgument(argument, in: call) {
          start = previous.trailingComma.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? start
          end = argument.endPositionBeforeTrailingTrivia.utf8Offset
        }
        edit = TextEdit(start: start, end: end, replacement: "")
        note(node, "removeTarget: the action argument goes under #else (Segue removes the target's actions)")
      } else {
        guard let reference = methodReference(node) else { return }
        edit = TextEdit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: reference)
        note(node, "\(node.trimmedDescription) → \(reference) under #else; UIKit keeps the selector")
      }
      let key = statement.positionAfterSkippingLeadingTrivia.utf8Offset
      selectorStatements[key, default: (statement, [])].edits.append(edit)
    }

    /// `#selector(m)` as a value — stored, or passed to a function of the project's or to an
    /// initializer taking a `Selector` — is kept for UIKit and is `Selector(Type.m)` under
    /// `#else`, Segue's selector made from the method (docs/uikit-behaviour-2.md §22.2).
    private func portSelectorValue(_ node: MacroExpansionExprSyntax) {
      guard let statement = enclosingStatement(of: node), !isInside(canImport: "UIKit", node),
        let reference = methodReference(node)
      else { return }
      let replacement = "Selector(\(reference))"
      note(node, "\(node.trimmedDescription) → \(replacement) under #else; UIKit keeps the selector")
      let edit = TextEdit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement)
      selectorStatements[statement.positionAfterSkippingLeadingTrivia.utf8Offset, default: (statement, [])].edits
        .append(edit)
    }

    /// `perform(#selector(method), with: argument, afterDelay: delay)` on `self`: under `#else`,
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
    /// self?.method(argument) }` — the same call on the main queue after the same delay (the
    /// argument passed when the method takes one).
    private func portDelayedPerform(_ node: MacroExpansionExprSyntax, call: FunctionCallExprSyntax) {
      guard isCalledOnSelf(call) else {
        unportedNote(
          node,
          "#selector in perform(…) on another object needs the Objective-C runtime; use DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }"
        )
        return
      }
      guard let statement = enclosingStatement(of: node), !isInside(canImport: "UIKit", node),
        let method = selectorMethod(node), let delay = call.arguments.first(where: { $0.label?.text == "afterDelay" })
      else { return }
      let argument = call.arguments.first(where: { $0.label?.text == "with" })?.expression.trimmedDescription
      let invocation = method.invocation(passing: argument)
      // UIKit's delayed perform is a one-shot timer on the current run loop: Segue's `Timer`
      // fires it on the host's clock (virtual headless). The timer's block is `@Sendable`, so
      // an argument other than nil or self (which Swift 6 could not send into it) keeps the
      // main queue's `asyncAfter`, on the wall clock.
      let replacement: String
      if argument == nil || argument == "nil" || argument == "self" {
        replacement =
          "Timer.scheduledTimer(withTimeInterval: \(delay.expression.trimmedDescription), repeats: false) { [weak self] _ in MainActor.assumeIsolated { guard let self else { return }; self.\(invocation) } }"
        note(node, "perform(\(node.trimmedDescription), …, afterDelay:) → a one-shot Timer under #else")
      } else {
        replacement =
          "DispatchQueue.main.asyncAfter(deadline: .now() + \(parenthesized(delay.expression))) { [weak self] in self?.\(invocation) }"
        note(node, "perform(\(node.trimmedDescription), …, afterDelay:) → DispatchQueue.main.asyncAfter under #else")
      }
      replaceUnderElse(call, in: statement, with: replacement)
    }

    /// `Timer.scheduledTimer(timeInterval:target: self, selector:userInfo: nil, repeats:)`: under
    /// `#else`, `Timer.scheduledTimer(withTimeInterval:repeats:)` with a block calling the
    /// method on the main actor (the timer passed when the method takes it).
    private func portSelectorTimer(_ node: MacroExpansionExprSyntax, call: FunctionCallExprSyntax) {
      func argument(_ label: String) -> LabeledExprSyntax? { call.arguments.first { $0.label?.text == label } }
      let target = argument("target")?.expression.trimmedDescription
      let userInfo = argument("userInfo")?.expression.trimmedDescription
      guard target == "self", userInfo == nil || userInfo == "nil" else {
        unportedNote(
          node,
          "#selector in Timer.scheduledTimer(…) with another target or a userInfo needs the Objective-C runtime; use Timer.scheduledTimer(withTimeInterval:repeats:block:)"
        )
        return
      }
      guard let statement = enclosingStatement(of: node), !isInside(canImport: "UIKit", node),
        let method = selectorMethod(node), let interval = argument("timeInterval"), let repeats = argument("repeats")
      else { return }
      let takesTimer = !method.labels.isEmpty
      // The block runs on the main run loop; the timer (not Sendable) crosses into the
      // main-actor closure as an unchecked value, which Swift 6 accepts.
      let body =
        (takesTimer ? "nonisolated(unsafe) let timer = timer; " : "")
        + "MainActor.assumeIsolated { self?.\(method.invocation(passing: takesTimer ? "timer" : nil)) }"
      let replacement =
        "\(call.calledExpression.trimmedDescription)(withTimeInterval: \(interval.expression.trimmedDescription), repeats: \(repeats.expression.trimmedDescription)) { [weak self] \(takesTimer ? "timer" : "_") in \(body) }"
      note(node, "Timer.scheduledTimer(…, selector: \(node.trimmedDescription), …) → a block timer under #else")
      replaceUnderElse(call, in: statement, with: replacement)
    }

    /// `center.addObserver(self, selector: #selector(method), name:object:)`: under `#else`,
    /// `center.addObserver(self, name:object:) { observer, notification in
    /// observer.method(notification) }` — Segue's form, which holds the observer weakly and
    /// which `removeObserver(self)` removes (the notification passed when the method takes it).
    private func portSelectorObserver(_ node: MacroExpansionExprSyntax, call: FunctionCallExprSyntax) {
      func argument(_ label: String) -> LabeledExprSyntax? { call.arguments.first { $0.label?.text == label } }
      let observer = call.arguments.first?.expression.trimmedDescription
      guard call.arguments.first?.label == nil, observer == "self",
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let center = member.base
      else {
        unportedNote(
          node,
          "#selector in addObserver(…) with another observer needs the Objective-C runtime; use NotificationCenter.default.addObserver(forName:object:queue:using:)"
        )
        return
      }
      guard let statement = enclosingStatement(of: node), !isInside(canImport: "UIKit", node),
        let method = selectorMethod(node), let name = argument("name"), let object = argument("object")
      else { return }
      let takesNotification = !method.labels.isEmpty
      // Segue passes a `Notification`; a method taking the Objective-C class gets it bridged.
      let passed = method.firstParameterType == "NSNotification" ? "notification as NSNotification" : "notification"
      let replacement =
        "\(center.trimmedDescription).addObserver(self, name: \(name.expression.trimmedDescription), object: \(object.expression.trimmedDescription)) { observer, \(takesNotification ? "notification" : "_") in observer.\(method.invocation(passing: takesNotification ? passed : nil)) }"
      note(
        node,
        "addObserver(self, selector: \(node.trimmedDescription), …) → addObserver(self, name:object:) with a block under #else"
      )
      replaceUnderElse(call, in: statement, with: replacement)
    }

    /// Replaces `call` with `replacement` in the copy of `statement` repeated under `#else`
    /// (the statement itself is kept for UIKit; `finish()` assembles the block).
    private func replaceUnderElse(_ call: FunctionCallExprSyntax, in statement: Syntax, with replacement: String) {
      let edit = TextEdit(
        start: call.positionAfterSkippingLeadingTrivia.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: replacement)
      selectorStatements[statement.positionAfterSkippingLeadingTrivia.utf8Offset, default: (statement, [])].edits
        .append(edit)
    }

    /// A method a selector names: its base name and argument labels (`_` for none), taken from
    /// the selector (`#selector(update(_:))`) or, when it gives none (`#selector(hide)`), from
    /// the one method of that name in the enclosing type.
    private struct SelectorMethod {
      var name: String
      var labels: [String]
      /// The first parameter's type as written, when the method's declaration was found.
      var firstParameterType: String? = nil

      /// `name()`, or `name(argument)` / `name(label: argument)` for a one-argument method
      /// (nil passed when no argument is given).
      func invocation(passing argument: String?) -> String {
        guard let label = labels.first else { return "\(name)()" }
        let value = argument ?? "nil"
        return label == "_" ? "\(name)(\(value))" : "\(name)(\(label): \(value))"
      }
    }

    private func selectorMethod(_ node: MacroExpansionExprSyntax) -> SelectorMethod? {
      guard let expression = node.arguments.first?.expression else { return nil }
      var reference: DeclReferenceExprSyntax?
      if let plain = expression.as(DeclReferenceExprSyntax.self) {
        reference = plain
      } else if let member = expression.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedDescription == "self"
          || member.base?.trimmedDescription == enclosingTypeName(of: node)
      {
        reference = member.declName
      }
      guard let reference else {
        unportedNote(node, "#selector(\(expression.trimmedDescription)) is not a method of self this tool can port")
        return nil
      }
      let name = reference.baseName.text
      if let names = reference.argumentNames {
        return SelectorMethod(name: name, labels: names.arguments.map { $0.name.text })
      }
      let declared = methods(named: name, around: node)
      guard declared.count <= 1 else {
        unportedNote(
          node, "#selector(\(name)) names one of several methods \(name)(…); write its labels: #selector(\(name)(_:))")
        return nil
      }
      return SelectorMethod(
        name: name, labels: declared.first?.labels ?? [], firstParameterType: declared.first?.firstParameterType)
    }

    /// The argument labels and first parameter type of each method `name` declared in the
    /// type around `node`, or in an extension of that type in the same file.
    private func methods(named name: String, around node: some SyntaxProtocol) -> [(
      labels: [String], firstParameterType: String?
    )] {
      func declared(in group: some DeclGroupSyntax) -> [(labels: [String], firstParameterType: String?)] {
        group.memberBlock.members.compactMap { item in
          guard let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name else { return nil }
          let parameters = function.signature.parameterClause.parameters
          return (parameters.map { $0.firstName.text }, parameters.first?.type.trimmedDescription)
        }
      }
      var current: Syntax? = Syntax(node)
      while let parent = current?.parent {
        if let group = parent.asProtocol(DeclGroupSyntax.self) {
          var found = declared(in: group)
          if let typeName = enclosingTypeName(of: node), let file = parent.root.as(SourceFileSyntax.self) {
            for item in file.statements {
              guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                extensionDecl.extendedType.trimmedDescription == typeName, Syntax(extensionDecl) != parent
              else { continue }
              found += declared(in: extensionDecl)
            }
          }
          return found
        }
        current = parent
      }
      return []
    }

    /// Whether `call` is made on `self` (implicitly or written out).
    private func isCalledOnSelf(_ call: FunctionCallExprSyntax) -> Bool {
      if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        return member.base == nil || member.base?.trimmedDescription == "self"
      }
      return false
    }

    /// `expression` as an operand of `+`: in parentheses unless it is a literal or a name.
    private func parenthesized(_ expression: ExprSyntax) -> String {
      let text = expression.trimmedDescription
      let simple =
        expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
        || expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
      return simple ? text : "(\(text))"
    }

    /// `Type.method(labels:)` for `#selector(method(labels:))`, `#selector(self.method)`,
    /// `#selector(Type.method)`.
    private func methodReference(_ node: MacroExpansionExprSyntax) -> String? {
      guard let first = node.arguments.first else { return nil }
      if let label = first.label?.text {
        unportedNote(
          node, "#selector(\(label):) names a property accessor (KVO); observe the property in Swift instead")
        return nil
      }
      let expression = first.expression
      let enclosing = enclosingTypeName(of: node)
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        guard let enclosing else {
          unportedNote(node, "#selector(\(reference.trimmedDescription)) outside a type; name the type: Type.method")
          return nil
        }
        return "\(enclosing).\(reference.trimmedDescription)"
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        let base = member.base?.trimmedDescription
        let name = member.declName.trimmedDescription
        if base == nil || base == "self" || base == "Self" {
          guard let enclosing else {
            unportedNote(node, "#selector(\(expression.trimmedDescription)) outside a type; name the type: Type.method")
            return nil
          }
          return "\(enclosing).\(name)"
        }
        return "\(base ?? "").\(name)"
      }
      unportedNote(node, "#selector(\(expression.trimmedDescription)) is not a method name this tool can port")
      return nil
    }

    private struct Callee: CustomStringConvertible {
      var method: String?
      var type: String?
      var description: String { [type, method].compactMap { $0 }.joined(separator: ".") + "(…)" }
    }

    private func calleeName(_ call: FunctionCallExprSyntax) -> Callee {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        if name == "init", let base = member.base?.trimmedDescription { return Callee(method: nil, type: base) }
        return Callee(method: name, type: nil)
      }
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return name.first?.isUppercase == true ? Callee(method: nil, type: name) : Callee(method: name, type: nil)
      }
      return Callee(method: call.calledExpression.trimmedDescription, type: nil)
    }

    private func advice(for callee: Callee) -> String {
      switch callee.method ?? callee.type ?? "" {
      case "perform": "use DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }"
      case "addObserver": "use NotificationCenter.default.addObserver(forName:object:queue:using:)"
      case "scheduledTimer", "Timer": "use Timer.scheduledTimer(withTimeInterval:repeats:block:)"
      case "UIBarButtonItem": "use UIBarButtonItem(title:image:primaryAction:menu:) with a UIAction"
      default: "pass a closure (a UIAction or a handler) instead"
      }
    }

    // MARK: Syntax helpers

    private func enclosingStatement(of node: some SyntaxProtocol) -> Syntax? {
      var current = node.parent
      while let candidate = current {
        if candidate.is(CodeBlockItemSyntax.self) || candidate.is(MemberBlockItemSyntax.self) { return candidate }
        current = candidate.parent
      }
      return nil
    }

    private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
      var current = node.parent
      while let candidate = current {
        if let type = candidate.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = candidate.as(StructDeclSyntax.self) { return type.name.text }
        if let type = candidate.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = candidate.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = candidate.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        current = candidate.parent
      }
      return nil
    }

    private func previousArgument(_ argument: LabeledExprSyntax, in call: FunctionCallExprSyntax) -> LabeledExprSyntax?
    {
      var previous: LabeledExprSyntax?
      for candidate in call.arguments {
        if candidate.id == argument.id { return previous }
        previous = candidate
      }
      return nil
    }

    /// Whether `node` sits in a `#if canImport(module)` clause already (ported text).
    private func isInside(canImport module: String, _ node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let candidate = current {
        if let clause = candidate.as(IfConfigClauseSyntax.self),
          clause.condition?.trimmedDescription.contains("canImport(\(module))") == true
            || clause.poundKeyword.text == "#else"
        {
          return true
        }
        current = candidate.parent
      }
      return false
    }

    /// An `@objc` protocol is class-bound (only classes adopt it, so a `weak` reference or
    /// `Weak<P>` of it compiles, and its settable properties are set through a `let`): the
    /// Swift protocol it becomes says so with `AnyObject`, unless it inherits from a protocol
    /// (which, being `@objc` too, is class-bound already or says so the same way).
    private func keepClassBound(_ node: ProtocolDeclSyntax) {
      guard node.inheritanceClause == nil else { return }
      let end = node.name.endPositionBeforeTrailingTrivia.utf8Offset
      let after = node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia.utf8Offset ?? end
      edits.append(TextEdit(start: after, end: after, replacement: ": AnyObject"))
      note(
        node.name,
        "@objc protocol \(node.name.text) → \(node.name.text): AnyObject (only classes adopt an @objc protocol)")
    }

    /// An `@objc` protocol's property requirement of type `T!` is met by a class's `T?`
    /// property (UIKit's `superview`, …), a Swift protocol's is not: the requirement becomes
    /// `T?` on both platforms (what conformers and callers are given is the same optional).
    private func optionalInsteadOfImplicitlyUnwrapped(_ node: ProtocolDeclSyntax) {
      for member in node.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          guard let type = binding.typeAnnotation?.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) else {
            continue
          }
          let mark = type.exclamationMark
          edits.append(
            TextEdit(
              start: mark.positionAfterSkippingLeadingTrivia.utf8Offset,
              end: mark.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "?"))
          note(
            binding,
            "requirement \(binding.pattern.trimmedDescription): \(type.trimmedDescription) → \(type.wrappedType.trimmedDescription)? (a Swift protocol's T! requirement is not met by a T? property, as UIKit's are)"
          )
        }
      }
    }

    private func isOnProtocolOrRequirement(_ attribute: AttributeSyntax) -> Bool {
      var current = attribute.parent
      while let candidate = current {
        if candidate.is(ProtocolDeclSyntax.self) { return true }
        if candidate.is(ClassDeclSyntax.self) || candidate.is(StructDeclSyntax.self)
          || candidate.is(ExtensionDeclSyntax.self) || candidate.is(EnumDeclSyntax.self)
        {
          return false
        }
        current = candidate.parent
      }
      return false
    }

    private func removeModifier(_ modifier: DeclModifierSyntax) {
      edits.append(
        TextEdit(
          start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset, end: modifier.endPosition.utf8Offset,
          replacement: ""))
    }

    private func text(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The whitespace that starts the line containing `offset`.
    private func indentation(at offset: Int) -> String {
      var lineStart = offset
      while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
      var end = lineStart
      while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
      return text(lineStart, end)
    }

    /// Whether only whitespace precedes `offset` on its line.
    private func startsLine(_ offset: Int) -> Bool {
      var index = offset
      while index > 0, bytes[index - 1] != UInt8(ascii: "\n") {
        if bytes[index - 1] != UInt8(ascii: " ") && bytes[index - 1] != UInt8(ascii: "\t") { return false }
        index -= 1
      }
      return true
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
      node.startLocation(converter: converter).line
    }

    private func note(_ node: some SyntaxProtocol, _ message: String) {
      changes.append(PortNote(file: file, line: line(node), message: message))
    }

    private func unportedNote(_ node: some SyntaxProtocol, _ message: String) {
      unported.append(PortNote(file: file, line: line(node), message: message))
    }
  }
#endif
