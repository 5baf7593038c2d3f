#if canImport(SwiftSyntax) && canImport(SwiftParser)
  internal import SwiftSyntax

  /// What `segue port` writes for a class's `@IBOutlet`s and `@IBAction`s: the entries of its
  /// `interfaceBuilderBindings` (Segue binds outlets and actions through that table, having
  /// no Objective-C runtime), with the action's Objective-C selector as UIKit names it.
  enum InterfaceBuilderTable {
    /// One entry: the name a document uses (outlet name or selector) and the entry's source.
    struct Entry {
      var name: String
      var text: String
    }

    /// What one member of a class gives the table.
    enum Member {
      /// Not an outlet or action (or a static one, which Interface Builder cannot connect).
      case none
      case entries([Entry])
      /// An outlet or action the table cannot hold; the message says why.
      case unsupported(String)
    }

    static let comment =
      "// segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime)."
    static let propertyName = "interfaceBuilderBindings"

    /// The table's entries for `decl`, a member of `typeName`. `overloaded` holds the base
    /// names of the methods declared more than once (an action without arguments among them
    /// is named with its type, `Type.m as (Type) -> () -> Void`).
    static func member(_ decl: DeclSyntax, typeName: String, overloaded: Set<String>) -> Member {
      if let variable = decl.as(VariableDeclSyntax.self) {
        guard has("IBOutlet", in: variable.attributes), !isStatic(variable.modifiers),
          variable.bindingSpecifier.text == "var"
        else { return .none }
        var entries: [Entry] = []
        let bindings = Array(variable.bindings)
        for (index, binding) in bindings.enumerated() {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          // `@IBOutlet var a, b: [UIButton]!`: the type is written on the last one.
          let type = bindings[index...].lazy.compactMap { $0.typeAnnotation?.type }.first
          let kind = isArray(type) ? "outletCollection" : "outlet"
          entries.append(
            Entry(name: unquoted(name), text: ".\(kind)(\"\(unquoted(name))\", \\\(typeName).\(name))"))
        }
        return .entries(entries)
      }
      if let function = decl.as(FunctionDeclSyntax.self) {
        guard has("IBAction", in: function.attributes), !isStatic(function.modifiers) else { return .none }
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
        guard labels.count <= 2 else {
          return .unsupported(
            "@IBAction \(name) takes \(labels.count) arguments; an Interface Builder action takes none, a sender, or a sender and the event"
          )
        }
        let selector =
          objectiveCName(in: function.attributes)
          ?? objectiveCSelector(base: unquoted(name), labels: labels.map { $0 == "_" ? "" : unquoted($0) })
        let reference: String
        if labels.isEmpty {
          reference =
            overloaded.contains(name)
            ? "\(typeName).\(name) as (\(typeName)) -> () -> Void" : "\(typeName).\(name)"
        } else {
          reference = "\(typeName).\(name)(\(labels.map { "\($0):" }.joined()))"
        }
        return .entries([Entry(name: selector, text: ".action(\"\(selector)\", \(reference))")])
      }
      return .none
    }

    /// The members marked `@IBOutlet` or `@IBAction` inside `#if` blocks of a type's body,
    /// which the table cannot list unconditionally.
    static func conditionalMembers(in ifConfig: IfConfigDeclSyntax) -> [DeclSyntax] {
      var found: [DeclSyntax] = []
      for clause in ifConfig.clauses {
        guard case .decls(let members)? = clause.elements else { continue }
        for item in members {
          if let nested = item.decl.as(IfConfigDeclSyntax.self) {
            found += conditionalMembers(in: nested)
          } else if let variable = item.decl.as(VariableDeclSyntax.self), has("IBOutlet", in: variable.attributes) {
            found.append(item.decl)
          } else if let function = item.decl.as(FunctionDeclSyntax.self), has("IBAction", in: function.attributes) {
            found.append(item.decl)
          }
        }
      }
      return found
    }

    /// Whether `members` declare `interfaceBuilderBindings` already (ported text), in `#if`
    /// blocks too.
    static func declaresTable(_ members: MemberBlockItemListSyntax) -> Bool {
      members.contains { item in
        if let variable = item.decl.as(VariableDeclSyntax.self) {
          return variable.bindings.contains {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == propertyName
          }
        }
        if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
          return ifConfig.clauses.contains {
            if case .decls(let nested)? = $0.elements { return declaresTable(nested) }
            return false
          }
        }
        return false
      }
    }

    /// The base names of the methods declared more than once in `lists` (a class body and
    /// its extensions).
    static func overloadedNames(_ lists: [MemberBlockItemListSyntax]) -> Set<String> {
      var counts: [String: Int] = [:]
      func count(_ members: MemberBlockItemListSyntax) {
        for item in members {
          if let function = item.decl.as(FunctionDeclSyntax.self) {
            counts[function.name.text, default: 0] += 1
          } else if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
              if case .decls(let nested)? = clause.elements { count(nested) }
            }
          }
        }
      }
      lists.forEach(count)
      return Set(counts.filter { $0.value > 1 }.keys)
    }

    /// The Objective-C selector Swift gives a method: `refresh`, `closeTapped:`,
    /// `share:forEvent:`, and for a labelled first parameter the label joined to the name,
    /// with "With" unless either side is a preposition (`unwind(segue:)` → `unwindWithSegue:`,
    /// `unwind(to:)` → `unwindTo:`). `labels` are the external labels, "" for none.
    static func objectiveCSelector(base: String, labels: [String]) -> String {
      guard let first = labels.first else { return base }
      var firstPiece = base
      if !first.isEmpty {
        if !isPreposition(words(of: first).first ?? "") && !isPreposition(words(of: base).last ?? "") {
          firstPiece += "With"
        }
        firstPiece += first.prefix(1).uppercased() + first.dropFirst()
      }
      return ([firstPiece] + labels.dropFirst()).map { "\($0):" }.joined()
    }

    /// The prepositions Swift's selector inference recognizes (swift/lib/Basic/PartsOfSpeech.def).
    static let prepositions: Set<String> = [
      "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
      "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
      "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    /// The camel-case words of an identifier: `loadURLFor` → load, URL, For.
    static func words(of identifier: String) -> [String] {
      let characters = Array(identifier)
      var words: [String] = []
      var current = ""
      for (index, character) in characters.enumerated() {
        if character.isUppercase, !current.isEmpty {
          let afterUppercase = characters[index - 1].isUppercase
          let beforeLowercase = index + 1 < characters.count && characters[index + 1].isLowercase
          if !afterUppercase || beforeLowercase {
            words.append(current)
            current = ""
          }
        }
        current.append(character)
      }
      if !current.isEmpty { words.append(current) }
      return words
    }

    /// Whether `attributes` hold `@name`, directly or in an attribute-only `#if` block
    /// (text ported before).
    static func has(_ name: String, in attributes: AttributeListSyntax) -> Bool {
      attributes.contains { element in
        if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
        if case .ifConfigDecl(let ifConfig) = element {
          return ifConfig.clauses.contains {
            if case .attributes(let nested)? = $0.elements { return has(name, in: nested) }
            return false
          }
        }
        return false
      }
    }

    /// The selector of an `@objc(name:)` among `attributes`.
    static func objectiveCName(in attributes: AttributeListSyntax) -> String? {
      for element in attributes {
        if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
          case .objCName(let pieces)? = attribute.arguments
        {
          return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
        }
        if case .ifConfigDecl(let ifConfig) = element {
          for clause in ifConfig.clauses {
            if case .attributes(let nested)? = clause.elements, let name = objectiveCName(in: nested) { return name }
          }
        }
      }
      return nil
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
      modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// `[T]`, `[T]!`, `[T]?`, `Array<T>` and their optional spellings.
    static func isArray(_ type: TypeSyntax?) -> Bool {
      guard var type else { return false }
      if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        type = wrapped.wrappedType
      } else if let wrapped = type.as(OptionalTypeSyntax.self) {
        type = wrapped.wrappedType
      } else if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
        let argument = named.genericArgumentClause?.arguments.first?.argument.trimmedDescription
      {
        return argument.hasPrefix("Array<") || (argument.hasPrefix("[") && !argument.contains(":"))
      }
      if type.is(ArrayTypeSyntax.self) { return true }
      return type.as(IdentifierTypeSyntax.self)?.name.text == "Array"
    }

    /// An identifier without its backticks (`` `default` `` → default).
    static func unquoted(_ name: String) -> String {
      name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// The name of a type declaration as written outside it: `Outer.Inner` for a nested
    /// type (a local type is named by itself).
    static func qualifiedName(of node: some SyntaxProtocol, name: String) -> String {
      var components = [name]
      var current = node.parent
      while let candidate = current {
        if candidate.is(CodeBlockSyntax.self) || candidate.is(ClosureExprSyntax.self)
          || candidate.is(AccessorBlockSyntax.self)
        {
          break
        }
        if let type = candidate.as(ClassDeclSyntax.self) {
          components.insert(type.name.text, at: 0)
        } else if let type = candidate.as(StructDeclSyntax.self) {
          components.insert(type.name.text, at: 0)
        } else if let type = candidate.as(EnumDeclSyntax.self) {
          components.insert(type.name.text, at: 0)
        } else if let type = candidate.as(ActorDeclSyntax.self) {
          components.insert(type.name.text, at: 0)
        } else if let type = candidate.as(ExtensionDeclSyntax.self) {
          components.insert(type.extendedType.trimmedDescription, at: 0)
          break
        }
        current = candidate.parent
      }
      return components.joined(separator: ".")
    }

    /// Whether `node` is generic or declared in a generic type or function.
    static func isGeneric(_ node: ClassDeclSyntax) -> Bool {
      var current: Syntax? = Syntax(node)
      while let candidate = current {
        if candidate.as(ClassDeclSyntax.self)?.genericParameterClause != nil
          || candidate.as(StructDeclSyntax.self)?.genericParameterClause != nil
          || candidate.as(EnumDeclSyntax.self)?.genericParameterClause != nil
          || candidate.as(ActorDeclSyntax.self)?.genericParameterClause != nil
          || candidate.as(FunctionDeclSyntax.self)?.genericParameterClause != nil
          || candidate.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil
        {
          return true
        }
        current = candidate.parent
      }
      return false
    }
  }

  /// The type declarations and extensions of one file, by the name an extension uses.
  final class TypeDeclarationFinder: SyntaxVisitor {
    private(set) var classes: [String: ClassDeclSyntax] = [:]
    /// Structs, enums, actors and protocols (whose extensions get no table).
    private(set) var otherTypes: Set<String> = []
    private(set) var extensions: [String: [ExtensionDeclSyntax]] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      classes[InterfaceBuilderTable.qualifiedName(of: node, name: node.name.text)] = node
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      otherTypes.insert(InterfaceBuilderTable.qualifiedName(of: node, name: node.name.text))
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      otherTypes.insert(InterfaceBuilderTable.qualifiedName(of: node, name: node.name.text))
      return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      otherTypes.insert(InterfaceBuilderTable.qualifiedName(of: node, name: node.name.text))
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      otherTypes.insert(InterfaceBuilderTable.qualifiedName(of: node, name: node.name.text))
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extensions[node.extendedType.trimmedDescription, default: []].append(node)
      return .visitChildren
    }
  }
#endif
