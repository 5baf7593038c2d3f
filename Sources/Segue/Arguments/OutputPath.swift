import Foundation

/// Checks of an output file's path made before any work starts (a window opens, frames
/// render), so a mistake costs one sentence, not a run.
package enum OutputPath {
  /// Fails when `path` cannot be written: its directory is missing or not a directory, the
  /// path itself is a directory, or the directory is not writable.
  ///
  /// - Parameters:
  ///   - option: the flag that named the path (`-o`, `--sheet`), for the message.
  ///   - example: a file name to suggest when `path` is a directory.
  /// - Throws: `UsageError` with the cause and the fix.
  package static func checkWritable(_ path: String, option: String, example: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError(
        "the directory '\(directory)' for '\(path)' does not exist; create it or choose another \(option) path.")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw UsageError(
        "'\(path)' is a directory; give \(option) a file name such as '\(url.appendingPathComponent(example).path)'.")
    }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      throw UsageError("the directory '\(directory)' is not writable; choose another \(option) path.")
    }
    if FileManager.default.fileExists(atPath: path), !FileManager.default.isWritableFile(atPath: path) {
      throw UsageError("'\(path)' exists and is not writable; choose another \(option) path.")
    }
  }

  /// Fails when frames cannot be written into the directory `path`: it is a file, or it (or,
  /// when it does not exist yet, the nearest folder above it that does) is not a writable
  /// directory.
  ///
  /// - Throws: `UsageError` with the cause and the fix.
  package static func checkWritableDirectory(_ path: String, option: String) throws {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw UsageError("'\(path)' is a file, not a directory; give \(option) a directory for the frames.")
      }
      guard FileManager.default.isWritableFile(atPath: url.path) else {
        throw UsageError("the directory '\(path)' is not writable; choose another \(option) directory.")
      }
      return
    }
    while url.path != "/" {
      url = url.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          throw UsageError(
            "'\(url.path)' is a file, so the directory '\(path)' cannot be created; choose another \(option) directory."
          )
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
          throw UsageError(
            "the directory '\(url.path)' is not writable, so '\(path)' cannot be created there; choose another \(option) directory."
          )
        }
        return
      }
    }
  }
}
