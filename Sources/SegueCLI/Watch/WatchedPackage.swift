import Foundation
import Segue

/// The package `segue watch` builds: its folder and the executable product to run, found
/// with `swift package describe` before anything is built.
struct WatchedPackage {
  let directory: URL
  let product: String

  /// - Throws: `UsageError` when the folder is not a package, has no executable product, or
  ///   has several and `product` names none of them.
  init(directory: URL, product: String?) throws {
    self.directory = directory
    let manifest = directory.appendingPathComponent("Package.swift")
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      throw UsageError(
        "\(directory.path) has no Package.swift; run segue watch in your app's package, or name it with --package-path DIR (make one with 'segue init MyApp')."
      )
    }
    let executables = try Self.executableProducts(of: directory)
    if let product {
      guard executables.contains(product) else {
        throw UsageError(
          executables.isEmpty
            ? "the package has no executable product, so there is no '\(product)' to run; add an .executableTarget for your app (segue init makes one)."
            : "the package has no executable product '\(product)'; its executables are \(executables.joined(separator: ", ")) (e.g. --product \(executables[0]))."
        )
      }
      self.product = product
    } else if executables.count == 1 {
      self.product = executables[0]
    } else if executables.isEmpty {
      throw UsageError(
        "the package at \(directory.path) has no executable product to run; add an .executableTarget for your app (segue init makes one)."
      )
    } else {
      throw UsageError(
        "the package has several executables (\(executables.joined(separator: ", "))); choose one with --product, e.g. --product \(executables[0])."
      )
    }
  }

  /// Where the built executable is.
  func executable(release: Bool) -> URL {
    directory.appendingPathComponent(".build/\(release ? "release" : "debug")/\(product)")
  }

  /// The executable products `swift package describe --type json` lists.
  private static func executableProducts(of directory: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", directory.path, "describe", "--type", "json"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let products = object["products"] as? [[String: Any]]
    else {
      let first =
        String(decoding: message, as: UTF8.self).split(separator: "\n").first { $0.contains("error") }
        .map(String.init) ?? "swift package describe failed"
      throw UsageError(
        "the package's manifest cannot be read (\(first.trimmingCharacters(in: .whitespaces))); fix Package.swift and run segue watch again."
      )
    }
    return products.compactMap { product in
      guard let name = product["name"] as? String, let type = product["type"] as? [String: Any],
        type.keys.contains("executable")
      else { return nil }
      return name
    }.sorted()
  }
}
