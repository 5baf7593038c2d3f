import Foundation
import SegueRender
import SegueTesting
import Testing

@Suite struct GoldenImageTests {
  /// A fresh directory under the temporary directory.
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func image(_ pixel: UInt32, changed: Int = 0) -> Bitmap {
    let bitmap = Bitmap(width: 10, height: 10)
    bitmap.fill(pixel)
    for index in 0..<changed { bitmap[index % 10, index / 10] = 0xFF00_FF00 }
    return bitmap
  }

  @Test func recordModesComeFromTheEnvironment() throws {
    #expect(try RecordMode.fromEnvironment([:]) == .never)
    #expect(try RecordMode.fromEnvironment(["SEGUE_RECORD_GOLDENS": "1"]) == .missing)
    #expect(try RecordMode.fromEnvironment(["SEGUE_RECORD_GOLDENS": "missing"]) == .missing)
    #expect(try RecordMode.fromEnvironment(["SEGUE_RECORD_GOLDENS": "failed"]) == .failed)
    #expect(try RecordMode.fromEnvironment(["SEGUE_RECORD_GOLDENS": "all"]) == .all)
    #expect(try RecordMode.fromEnvironment(["SEGUE_RECORD_GOLDENS": "never"]) == .never)
    #expect(throws: GoldenImageMismatch.self) { try RecordMode.fromEnvironment(["SEGUE_RECORD_GOLDENS": "yes"]) }
  }

  @Test func missingGoldensFailUnlessRecorded() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: GoldenImageMismatch.self) {
      try GoldenImage.verify(Self.image(0xFFFF_0000), named: "red", in: directory, record: .never)
    }
    try GoldenImage.verify(Self.image(0xFFFF_0000), named: "red", in: directory, record: .missing)
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("red.png").path))
    try GoldenImage.verify(Self.image(0xFFFF_0000), named: "red", in: directory, record: .never)
  }

  @Test func failuresWriteActualAndDiffAndFailedModeReplaces() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try GoldenImage.verify(Self.image(0xFFFF_0000), named: "g", in: directory, record: .missing)
    #expect(throws: GoldenImageMismatch.self) {
      try GoldenImage.verify(Self.image(0xFF00_00FF), named: "g", in: directory, record: .missing)
    }
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("g.actual.png").path))
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("g.diff.png").path))
    try GoldenImage.verify(Self.image(0xFF00_00FF), named: "g", in: directory, record: .failed)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("g.actual.png").path))
    try GoldenImage.verify(Self.image(0xFF00_00FF), named: "g", in: directory, record: .never)
  }

  @Test func aShareOfDifferingPixelsIsAllowed() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try GoldenImage.verify(Self.image(0xFFFF_0000), named: "s", in: directory, record: .missing)
    // 3 of 100 pixels differ: 5 % passes, 2 % fails.
    try GoldenImage.verify(
      Self.image(0xFFFF_0000, changed: 3), named: "s", in: directory, maxDifferingShare: 0.05, record: .never)
    #expect(throws: GoldenImageMismatch.self) {
      try GoldenImage.verify(
        Self.image(0xFFFF_0000, changed: 3), named: "s", in: directory, maxDifferingShare: 0.02, record: .never)
    }
  }

  @Test func allModeRewritesEvenMatchingGoldens() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("a.png").path
    try GoldenImage.verify(Self.image(0xFFFF_0000), named: "a", in: directory, record: .missing)
    try GoldenImage.verify(Self.image(0xFFFE_0000), named: "a", in: directory, record: .all)
    #expect(try PNGCodec.decode(contentsOfFile: path)[0, 0] == 0xFFFE_0000)
  }

  @Test func aRecordRunSaysWhichGoldensItWroteAndWhy() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try GoldenImage.verify(Self.image(0xFF00_0000), named: "a", in: directory, record: .missing)
    #expect(first == "it did not exist")
    #expect(try GoldenImage.verify(Self.image(0xFF00_0000), named: "a", in: directory, record: .missing) == nil)
    let changed = try GoldenImage.verify(
      Self.image(0xFF00_0000, changed: 3), named: "a", in: directory, record: .failed)
    #expect(changed == "3 pixels differed")
    #expect(
      try GoldenImage.verify(Self.image(0xFF00_0000), named: "a", in: directory, record: .all)
        == "SEGUE_RECORD_GOLDENS=all")
  }
}
