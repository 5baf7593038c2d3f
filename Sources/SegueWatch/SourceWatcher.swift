import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Watches a package's sources and resources for saves (inotify, on the main queue) and
/// reports each burst of changes once, `debounce` seconds after its last event.
///
/// What counts: files written and closed, renamed into place, created, deleted or moved
/// away, under `Sources/` (every folder, new ones included) and `Package.swift`. What an
/// editor writes on the way is ignored — hidden files, backups (`~`), swap files (`.swp`,
/// `.swx`), Vim's `4913` probe, Emacs' `#…#` and `.#…` — so an atomic save (write a temp
/// file, rename it over the original) or several writes in a row are one change.
@MainActor package final class SourceWatcher {
  /// Called on the main queue with the changed paths (relative to the package, sorted) and
  /// the monotonic time of the burst's first event (the save).
  package var onChange: (([String], TimeInterval) -> Void)?

  private let root: URL
  private let debounce: TimeInterval
  private let descriptor: Int32
  private var source: DispatchSourceRead?
  /// Watch descriptor → folder path relative to the package ("" for the package itself).
  private var folders: [Int32: String] = [:]
  private var pending: Set<String> = []
  /// Files created in the current burst: one moved away or deleted again before the burst
  /// ends was an editor's temporary file (`sed -i`, atomic saves), not a change.
  private var created: Set<String> = []
  private var firstEvent: TimeInterval?
  private var timer: DispatchWorkItem?

  /// Starts watching the package at `root`.
  ///
  /// - Throws: `SourceWatcherError` when inotify is unavailable or the limit of watches is
  ///   reached (with the sysctl to raise it).
  package init(root: URL, debounce: TimeInterval = 0.12) throws {
    self.root = root.standardizedFileURL
    self.debounce = debounce
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw SourceWatcherError(errno: errno) }
    do {
      try add(folder: "", recursive: false)
      let sources = self.root.appendingPathComponent("Sources")
      if FileManager.default.fileExists(atPath: sources.path) { try add(folder: "Sources", recursive: true) }
    } catch {
      close(descriptor)
      throw error
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.read() } }
    // Closed once the source is done with it: closing earlier would let a new watcher get
    // the same descriptor number while this source still reads it.
    source.setCancelHandler { [descriptor] in close(descriptor) }
    source.resume()
    self.source = source
  }

  isolated deinit {
    source?.cancel()
  }

  private static let mask: UInt32 =
    UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
    | UInt32(IN_DELETE_SELF)

  private func add(folder: String, recursive: Bool) throws {
    let path = folder.isEmpty ? root.path : root.appendingPathComponent(folder).path
    let watch = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR))
    guard watch >= 0 else {
      let code = errno
      // A folder removed between listing and watching is not an error.
      if code == ENOENT || code == ENOTDIR { return }
      throw SourceWatcherError(errno: code)
    }
    folders[watch] = folder
    guard recursive, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names.sorted() where !Self.isIgnored(name) {
      var isDirectory: ObjCBool = false
      let child = folder.isEmpty ? name : folder + "/" + name
      if FileManager.default.fileExists(atPath: root.appendingPathComponent(child).path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        try add(folder: child, recursive: true)
      }
    }
  }

  /// Names an editor or the build writes that are not sources.
  package static func isIgnored(_ name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
      || name == "4913" || (name.hasPrefix("#") && name.hasSuffix("#"))
  }

  private func read() {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let (watch, mask, length, name) = buffer.withUnsafeBytes { bytes -> (Int32, UInt32, Int, String) in
          let base = bytes.baseAddress!.advanced(by: offset)
          let event = base.loadUnaligned(as: inotify_event.self)
          let nameStart = base.advanced(by: MemoryLayout<inotify_event>.size).assumingMemoryBound(to: CChar.self)
          let name = event.len > 0 ? String(cString: nameStart) : ""
          return (event.wd, event.mask, Int(event.len), name)
        }
        offset += MemoryLayout<inotify_event>.size + length
        handle(watch: watch, mask: mask, name: name)
      }
    }
  }

  private func handle(watch: Int32, mask: UInt32, name: String) {
    guard let folder = folders[watch] else { return }
    if mask & UInt32(IN_IGNORED) != 0 || mask & UInt32(IN_DELETE_SELF) != 0 {
      folders[watch] = nil
      return
    }
    guard !name.isEmpty, !Self.isIgnored(name) else { return }
    let path = folder.isEmpty ? name : folder + "/" + name
    // At the package's top level only the manifest matters.
    if folder.isEmpty && name != "Package.swift" { return }
    if mask & UInt32(IN_ISDIR) != 0 {
      if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 { try? add(folder: path, recursive: true) }
      record(path)
      return
    }
    if mask & UInt32(IN_CREATE) != 0 { created.insert(path) }
    if mask & (UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)) != 0, created.remove(path) != nil {
      pending.remove(path)
      return
    }
    record(path)
  }

  private func record(_ path: String) {
    pending.insert(path)
    if firstEvent == nil { firstEvent = monotonicNow() }
    timer?.cancel()
    let item = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.fire() } }
    timer = item
    DispatchQueue.main.asyncAfter(deadline: .now() + debounce, execute: item)
  }

  private func fire() {
    let paths = pending.sorted()
    guard !paths.isEmpty else {
      created.removeAll()
      firstEvent = nil
      return
    }
    let first = firstEvent ?? monotonicNow()
    pending.removeAll()
    created.removeAll()
    firstEvent = nil
    timer = nil
    onChange?(paths, first)
  }
}

/// Monotonic seconds (`CLOCK_MONOTONIC`), the clock progress times are measured on.
package func monotonicNow() -> TimeInterval {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1e9
}

/// inotify could not watch the package.
package struct SourceWatcherError: Error, CustomStringConvertible {
  let errno: Int32

  package var description: String {
    if errno == ENOSPC {
      return
        "cannot watch the package's folders: the limit of inotify watches is reached; raise it with 'sudo sysctl fs.inotify.max_user_watches=524288' and run segue watch again."
    }
    return "cannot watch the package's folders (\(String(cString: strerror(errno)))); check that they are readable."
  }
}
