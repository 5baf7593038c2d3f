import Foundation
import SegueInterfaceBuilder

/// Finds `.storyboard` and `.xib` files the way an app's code asks for them
/// (docs/interface-builder.md, "Finding documents"): in `bundle`'s resources, or — for a
/// nil bundle or the main bundle — in the main bundle and the SwiftPM resource bundles
/// beside the executable (as `UIImage(named:)` does); in each, the folder itself, its
/// `<language>.lproj` folders for the preferred languages (regional ones first), `Base.lproj`, then its
/// immediate subfolders. Read documents are kept for the process (they are immutable).
@MainActor enum DocumentFiles {
  static func directories(for bundle: Bundle?) -> [String] {
    let roots: [String]
    if let bundle, bundle != Bundle.main {
      roots = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
    } else {
      roots = UIImage.bundleDirectories
    }
    // A regional localization first (`pt-BR.lproj`, or Xcode's older `pt_BR.lproj`), then
    // its language (`pt.lproj`), as Bundle's lookup goes.
    let languages =
      Locale.preferredLanguages.flatMap { code in
        [code, code.replacingOccurrences(of: "-", with: "_"), String(code.prefix { $0 != "-" && $0 != "_" })]
      } + ["en"]
    var result: [String] = []
    for root in roots {
      result.append(root)
      for language in languages { result.append(root + "/" + language + ".lproj") }
      result.append(root + "/Base.lproj")
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
      for name in names where !name.hasSuffix(".lproj") && !name.hasSuffix(".xcassets") {
        var isDirectory: ObjCBool = false
        let path = root + "/" + name
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
          result.append(path)
          result.append(path + "/Base.lproj")
        }
      }
    }
    var seen: Set<String> = []
    return result.filter { seen.insert($0).inserted }
  }

  static func find(_ name: String, extension fileExtension: String, bundle: Bundle?) -> String? {
    let file = name.hasSuffix("." + fileExtension) ? name : name + "." + fileExtension
    for directory in directories(for: bundle) {
      let path = directory + "/" + file
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return nil
  }

  static func notFound(_ name: String, extension fileExtension: String, bundle: Bundle?) -> DocumentError {
    let kind = fileExtension == "xib" ? "nib" : "storyboard"
    return DocumentError(
      file: name + "." + fileExtension, line: nil,
      problem:
        "there is no \(kind) named \(name) in \(bundle.map { $0 == Bundle.main ? "the main bundle" : $0.bundlePath } ?? "the main bundle or the app's resource bundles"); add it to the target's resources in Package.swift, e.g. resources: [.copy(\"\(name).\(fileExtension)\")] (or the Base.lproj folder holding it)"
    )
  }

  private static var documents: [String: InterfaceBuilderDocument] = [:]

  /// The document at `path`, read once.
  static func read(path: String, name: String) throws(DocumentError) -> InterfaceBuilderDocument {
    if let document = documents[path] { return document }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DocumentError(file: name, line: nil, problem: "the file at \(path) cannot be read; check its permissions")
    }
    let document = try InterfaceBuilderDocument.read(data, file: name)
    InterfaceBuilderReport.flush(document)
    documents[path] = document
    return document
  }
}
