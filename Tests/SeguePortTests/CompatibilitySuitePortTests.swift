import Foundation
import SeguePort
import Testing

/// The compatibility suite's sources are `segue port`'s output: each file in
/// Compatibility/iOS (written for iOS, with selectors and `@objc`) ported must equal the
/// file the Swift 5 and Swift 6 targets compile, with nothing left for a hand edit.
@Suite struct CompatibilitySuitePortTests {
  static let compatibility = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Compatibility")

  static func originals() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: compatibility.appendingPathComponent("iOS").path)
      .filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test func everyOriginalHasItsPortedTwin() throws {
    let originals = try Self.originals()
    #expect(originals.count >= 3)
    let ported = try FileManager.default.contentsOfDirectory(
      atPath: Self.compatibility.appendingPathComponent("Sources/CompatibilitySwift5").path
    ).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(ported == originals)
  }

  @Test(arguments: try originals())
  func portedFileIsThePortOfTheOriginal(_ name: String) throws {
    let original = try String(
      contentsOf: Self.compatibility.appendingPathComponent("iOS/\(name)"), encoding: .utf8)
    let compiled = try String(
      contentsOf: Self.compatibility.appendingPathComponent("Sources/CompatibilitySwift5/\(name)"), encoding: .utf8)
    let result = SourcePort.port(
      original, file: name, optionalRequirements: SourcePort.optionalRequirements(in: original))
    #expect(result.unported.isEmpty)
    #expect(
      result.text == compiled,
      "Compatibility/Sources/CompatibilitySwift5/\(name) is not the port of Compatibility/iOS/\(name); run: swift run segue port Compatibility/iOS --output Compatibility/Sources/CompatibilitySwift5"
    )
  }
}
