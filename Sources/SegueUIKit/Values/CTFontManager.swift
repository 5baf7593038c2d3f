import Foundation
import SegueRender

/// Core Text's font manager error domain (`kCTFontManagerErrorDomain`).
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Core Text's font manager error codes (`CTFontManagerError`, same raw values).
public enum CTFontManagerError: Int, Sendable {
  /// The font file could not be read.
  case fileNotFound = 101
  /// The font was already registered.
  case alreadyRegistered = 105
}

/// Registers `font` for this process (Core Text's `CTFontManagerRegisterGraphicsFont`): from
/// then on `UIFont(name:size:)` takes its PostScript name or its family name, and text draws
/// with it on every thread (fontconfig's application fonts, which Pango finds;
/// docs/uikit-behaviour-2.md §24).
///
/// - Returns: true when registered. False when a font with the same PostScript name was
///   registered already (`error` gets `CTFontManagerError.alreadyRegistered`, 105, in
///   `kCTFontManagerErrorDomain`), or when fontconfig cannot read it (`.fileNotFound`). The
///   error is passed retained, as Core Text does: take it with `takeRetainedValue()`.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  func fail(_ code: CTFontManagerError, _ reason: String) -> Bool {
    error?.pointee = Unmanaged.passRetained(
      NSError(
        domain: kCTFontManagerErrorDomain, code: code.rawValue,
        userInfo: [NSLocalizedDescriptionKey: reason]))
    return false
  }
  let name = font.postScriptName ?? font.familyName
  switch RegisteredGraphicsFonts.register(font) {
  case .registered: return true
  case .alreadyRegistered:
    return fail(.alreadyRegistered, "The font \(name) was already registered; register each font once.")
  case .unreadable:
    return fail(.fileNotFound, "fontconfig could not read the font \(name); pass the bytes of a .ttf or .otf file.")
  }
}

/// The fonts `CTFontManagerRegisterGraphicsFont` registered, by PostScript name, and the
/// files fontconfig reads them from (fontconfig loads fonts from files: each font's bytes
/// are written once to a directory of this process's in the temporary directory).
enum RegisteredGraphicsFonts {
  enum Outcome { case registered, alreadyRegistered, unreadable }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var fonts: [String: (family: String, bytes: Data)] = [:]

  static func register(_ font: CGFont) -> Outcome {
    let name = font.postScriptName ?? font.familyName
    lock.lock()
    defer { lock.unlock() }
    guard fonts[name] == nil else { return .alreadyRegistered }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("segue-fonts-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    let file = directory.appendingPathComponent("\(fonts.count)-\(name.filter { $0.isLetter || $0.isNumber }).font")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try font.bytes.write(to: file)
    } catch {
      return .unreadable
    }
    guard RegisteredFonts.add(fileAt: file.path) else { return .unreadable }
    fonts[name] = (font.familyName, font.bytes)
    return .registered
  }

  /// The family of the registered font whose PostScript name is `name`.
  static func family(forPostScriptName name: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return fonts[name]?.family
  }

  /// The registered font whose PostScript name or family name is `name`.
  static func font(named name: String) -> (family: String, bytes: Data)? {
    lock.lock()
    defer { lock.unlock() }
    return fonts[name] ?? fonts.values.first { $0.family == name }
  }
}

/// Where Core Text makes a registered font available (`CTFontManagerScope`, same raw values).
/// Segue registers every font for the running process only, whatever the scope (no other
/// process reads Segue's registrations; docs/porting.md, "Where Segue differs").
public enum CTFontManagerScope: UInt32, Sendable {
  case none = 0
  case process = 1
  case persistent = 2
  case session = 3
  public static let user = CTFontManagerScope.persistent
}

/// Registers the font in the file at `fontURL` (Core Text's `CTFontManagerRegisterFontsForURL`),
/// as `CTFontManagerRegisterGraphicsFont(_:_:)` does with its bytes; `scope` is recorded
/// nowhere (Segue's registrations last for the process).
///
/// - Returns: true when registered; false with `CTFontManagerError.fileNotFound` (101) in
///   `error` when the file cannot be read or holds no font, or `.alreadyRegistered` (105).
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let provider = CGDataProvider(url: fontURL), let font = CGFont(provider) else {
    error?.pointee = Unmanaged.passRetained(
      NSError(
        domain: kCTFontManagerErrorDomain, code: CTFontManagerError.fileNotFound.rawValue,
        userInfo: [
          NSLocalizedDescriptionKey:
            "No font could be read from \((fontURL as URL).path); pass the URL of a .ttf or .otf file, for example Bundle.main.url(forResource: \"Name\", withExtension: \"ttf\")."
        ]))
    return false
  }
  return CTFontManagerRegisterGraphicsFont(font, error)
}
