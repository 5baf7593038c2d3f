#if canImport(SwiftSyntax) && canImport(SwiftParser)
  internal import SwiftSyntax

  /// Overrides written in extensions (`extension DetailViewController { override func
  /// viewDidLoad() … }`): Swift allows them only for `@objc` members, which need the
  /// Objective-C runtime, so on Linux they do not compile. An override in an extension of a
  /// class declared in the same file moves into the class's body (valid for UIKit too);
  /// elsewhere it gets a note saying where it must go.
  enum ExtensionOverrides {
    /// One member to move: its bytes (leading comments and blank line included) and where
    /// the class body takes it.
    struct Move {
      var start: Int
      var end: Int
      var insertion: Int
      var name: String
      var typeName: String
      /// The member, for the note's line.
      var member: Syntax
    }

    /// What to do with the overrides of `node`: the moves into `classDecl` (nil when the
    /// class is not in this file), or a sentence for each that cannot move.
    static func plan(_ node: ExtensionDeclSyntax, classDecl: ClassDeclSyntax?) -> (
      moves: [Move], notes: [(node: Syntax, message: String)]
    ) {
      let typeName = node.extendedType.trimmedDescription
      // An Array: `filter` on the syntax collection itself builds a new, detached collection
      // whose positions start at its first kept member, not the file's.
      let overrides = Array(node.memberBlock.members).filter { member in
        modifiers(of: member.decl)?.contains { $0.name.text == "override" } == true
      }
      guard !overrides.isEmpty else { return ([], []) }
      guard let classDecl, node.genericWhereClause == nil else {
        let isFramework = ["UI", "CA", "NS", "CG"].contains { typeName.hasPrefix($0) }
        let subclassName = String((typeName.split(separator: ".").last ?? "").dropFirst(2))
        return (
          [],
          overrides.map { member in
            let name = memberName(member.decl)
            let message =
              isFramework
              ? "\(name) overrides a member of \(typeName) in an extension, which compiles only with the Objective-C runtime; declare a subclass (class \(subclassName): \(typeName) { override … }) and use it where the extended class was"
              : node.genericWhereClause != nil
                ? "\(name) is an override in a constrained extension of \(typeName), which compiles only with the Objective-C runtime; move it into \(typeName)'s class body"
                : "\(name) is an override in an extension of \(typeName), declared in another file, which compiles only with the Objective-C runtime; move it into \(typeName)'s class body"
            return (Syntax(member.decl), message)
          }
        )
      }
      let members = classDecl.memberBlock.members
      let insertion =
        members.last?.endPosition.utf8Offset
        ?? classDecl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      let moves = overrides.map { member in
        Move(
          start: member.position.utf8Offset, end: member.endPosition.utf8Offset, insertion: insertion,
          name: memberName(member.decl), typeName: typeName, member: Syntax(member.decl))
      }
      return (moves, [])
    }

    private static func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
      if let function = decl.as(FunctionDeclSyntax.self) { return function.modifiers }
      if let variable = decl.as(VariableDeclSyntax.self) { return variable.modifiers }
      if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { return subscriptDecl.modifiers }
      if let initializer = decl.as(InitializerDeclSyntax.self) { return initializer.modifiers }
      return nil
    }

    /// `viewDidLoad()`, `prefersStatusBarHidden`, `init(coder:)`.
    static func memberName(_ decl: DeclSyntax) -> String {
      if let function = decl.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
      }
      if let variable = decl.as(VariableDeclSyntax.self) {
        return variable.bindings.first?.pattern.trimmedDescription ?? "a property"
      }
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "init(\(labels))"
      }
      return "a subscript"
    }
  }
#endif
