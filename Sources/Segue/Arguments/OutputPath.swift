import Foundation

/// Checks of an output file's path made before any work starts (a window opens, frames
/// render), so a mistake costs one sentence, not a run.
package enum OutputPath {
  /// Fails when `path` cannot be written: the path itself is a directory, its directory is
  /// not writable, or a file stands where a folder on the way would go. Missing folders on
  /// the way are made, as `-o` makes the folder for frames, so every output option treats
  /// them alike.
  ///
  /// - Parameters:
  ///   - option: the flag that named the path (`-o`, `--sheet`), for the message.
  ///   - example: a file name to suggest when `path` is a directory.
  /// - Throws: `UsageError` with the cause and the fix.
  package static func checkWritable(_ path: String, option: String, example: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      try checkWritableDirectory(directory, option: option)
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw UsageError("the directory '\(directory)' for '\(path)' cannot be made; choose another \(option) path.")
      }
      isDirectory = true
    }
    guard isDirectory.boolValue else {
      throw UsageError("'\(directory)' is a file, so '\(path)' cannot be written; choose another \(option) path.")
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
