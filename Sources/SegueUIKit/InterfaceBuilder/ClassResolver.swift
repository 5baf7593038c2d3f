import Foundation
import SegueInterfaceBuilder

/// Finds the Swift class a document's `customClass` names, without the Objective-C
/// runtime: Foundation's `NSClassFromString` with a module-qualified name, trying the
/// modules a document can mean (docs/interface-builder.md, "Classes"):
///
/// 1. `customModule`, unless `customModuleProvider="target"` says it is only the name
///    Xcode had for the target;
/// 2. the module whose SwiftPM resource bundle holds the document (`Pkg_MyApp.resources`
///    → `MyApp`);
/// 3. the modules named by `additionalModules` (the app delegate's), then the
///    executable's name;
/// 4. `customModule` after all.
@MainActor package final class ClassResolver {
  private let modules: [String]
  private var cache: [String: AnyClass] = [:]

  init(documentPath: String, customModules additionalModules: [String] = []) {
    var modules: [String] = []
    for component in URL(fileURLWithPath: documentPath).pathComponents {
      guard component.hasSuffix(".resources") || component.hasSuffix(".bundle") else { continue }
      let name = String(component.dropLast(component.hasSuffix(".resources") ? 10 : 7))
      // `Package_Target`: the package name may hold "_" too, so try every split.
      var index = name.startIndex
      while let underscore = name[index...].firstIndex(of: "_") {
        modules.append(Self.moduleName(String(name[name.index(after: underscore)...])))
        index = name.index(after: underscore)
      }
      modules.append(Self.moduleName(name))
    }
    modules += additionalModules
    if let delegate = UIApplication.running?.delegate {
      modules.append(String(String(reflecting: type(of: delegate)).prefix { $0 != "." }))
    }
    if let executable = Bundle.main.executableURL?.lastPathComponent { modules.append(Self.moduleName(executable)) }
    var seen: Set<String> = []
    self.modules = modules.filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// A target's module name: SwiftPM replaces what is not an identifier character by `_`.
  static func moduleName(_ target: String) -> String {
    var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = name.first, first.isNumber { name = "_" + name }
    return name
  }

  /// The class for `object`: its `customClass` when it names one (which must be a
  /// subclass of `base`), else `base`.
  ///
  /// - Throws: `DocumentError` naming the class, the modules tried and the fix.
  func resolve(_ object: DocumentObject, base: AnyClass, file: String) throws(DocumentError) -> AnyClass {
    guard let name = object.customClass else { return base }
    let found: AnyClass = try lookUp(
      name, module: object.customModule, moduleIsTarget: object.moduleIsTarget, object: object, file: file)
    guard Self.isSubclass(found, of: base) else {
      throw DocumentError(
        file: file, line: object.line,
        problem:
          "the custom class \(name) of this <\(object.element)> is not a subclass of \(base); make \(name) inherit from \(base), or pick the matching object in Interface Builder"
      )
    }
    return found
  }

  /// The class named `name` (a segue's or an object's custom class).
  func lookUp(
    _ name: String, module: String?, moduleIsTarget: Bool, object: DocumentObject?, file: String, line: Int? = nil
  )
    throws(DocumentError) -> AnyClass
  {
    if let cached = cache[name] { return cached }
    var candidates: [String] = []
    if let module, !moduleIsTarget { candidates.append(module) }
    candidates += modules
    if let module { candidates.append(module) }
    candidates.append("SegueUIKit")
    if name.contains(".") { candidates.insert("", at: 0) }
    for module in candidates {
      let qualified = module.isEmpty ? name : module + "." + name
      if let found: AnyClass = NSClassFromString(qualified) {
        cache[name] = found
        return found
      }
    }
    let tried = candidates.filter { !$0.isEmpty }.map { "\($0).\(name)" }.joined(separator: ", ")
    throw DocumentError(
      file: file, line: line ?? object?.line,
      problem:
        "there is no class \(name) (tried \(tried)); declare `class \(name)` at the top level of your app's module (not nested, not private), or fix the class name in Interface Builder's identity inspector"
    )
  }

  static func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
      if candidate == base { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }
}
