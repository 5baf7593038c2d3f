import Foundation
import SegueRender

/// Core Foundation's data type (`data as CFData`). Foundation on Linux has no Core
/// Foundation types; an `NSData` is what a `CFData` bridges to.
public typealias CFData = NSData

/// Core Foundation's URL type (`url as CFURL`); an `NSURL` is what a `CFURL` bridges to.
public typealias CFURL = NSURL

/// Core Foundation's error type, which Core Text's font registration reports through
/// (`Unmanaged<CFError>?`); an `NSError` is what a `CFError` bridges to.
public typealias CFError = NSError

/// Bytes for Core Graphics to read (Core Graphics' `CGDataProvider`): here, the bytes of a
/// font file for `CGFont(_:)`.
public final class CGDataProvider: @unchecked Sendable {
  /// The provider's bytes.
  package let bytes: Data

  /// A provider of `data`'s bytes (Core Graphics'; never nil here).
  public init?(data: CFData) { bytes = Data(referencing: data) }

  /// A provider of the bytes of the file at `url`; nil when it cannot be read.
  public init?(url: CFURL) {
    guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
    self.bytes = bytes
  }

  /// A provider of the bytes of the file at the path `filename`; nil when it cannot be read.
  public convenience init?(filename: String) {
    self.init(url: URL(fileURLWithPath: filename) as NSURL)
  }
}

/// A font's data (Core Graphics' `CGFont`): a TrueType or OpenType font, which
/// `CTFontManagerRegisterGraphicsFont(_:_:)` makes available to `UIFont(name:size:)` under
/// its PostScript name or family name (docs/uikit-behaviour-2.md §24).
public final class CGFont: @unchecked Sendable {
  /// The font file's bytes.
  package let bytes: Data
  /// The family name in the font's `name` table ("Montserrat").
  package let familyName: String

  /// The font's PostScript name ("Montserrat-Regular"), from its `name` table.
  public let postScriptName: CFString?

  /// The font in `provider`'s bytes; nil when they are not a TrueType or OpenType font with
  /// glyphs (as in Core Graphics).
  public init?(_ provider: CGDataProvider) {
    guard let names = RegisteredFonts.names(in: provider.bytes) else { return nil }
    bytes = provider.bytes
    familyName = names.family
    postScriptName = names.postScriptName
  }

  /// The font named `name` (a PostScript name or family name) that
  /// `CTFontManagerRegisterGraphicsFont(_:_:)` registered; nil for any other name (Segue
  /// reads no installed font files into a `CGFont`).
  public convenience init?(_ name: CFString) {
    guard let font = RegisteredGraphicsFonts.font(named: name) else { return nil }
    self.init(CGDataProvider(data: font.bytes as NSData)!)
  }
}
