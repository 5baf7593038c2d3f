import Foundation
import SegueRender

/// Where `segue render` writes numbered frames: `DIR/frame-0000.png`, `frame-0001.png`, …
public struct FrameFiles: Sendable {
  /// The output directory (created when missing).
  public let directory: URL

  /// - Throws: `ExportError` when the directory cannot be created or is a file.
  public init(directory path: String) throws {
    directory = URL(fileURLWithPath: path, isDirectory: true)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw ExportError("cannot write frames into \(path): it is a file, not a directory; pass a directory to -o.")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw ExportError(
        "cannot create the output directory \(path) (\((error as NSError).localizedDescription)); check the path and permissions."
      )
    }
  }

  /// The path of frame `index` (0-based), four digits or more.
  public func path(ofFrame index: Int) -> String {
    directory.appendingPathComponent(String(format: "frame-%04d.png", index)).path
  }

  /// Writes frame `index` as PNG and returns its path.
  ///
  /// - Throws: `PNGError` naming the file.
  @discardableResult
  public func write(_ bitmap: Bitmap, index: Int) throws -> String {
    let path = path(ofFrame: index)
    try PNGCodec.write(bitmap, toFile: path)
    return path
  }
}
