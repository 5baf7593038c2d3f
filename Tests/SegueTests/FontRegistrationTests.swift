import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// Core Text's `CTFontManagerRegisterGraphicsFont` (docs/uikit-behaviour-2.md §24): a font
/// read from its bytes and registered draws under its PostScript name. The font is DejaVu
/// Serif (Segue's system fonts come from fonts-dejavu-core) with its names changed to one
/// no installed font has, so only the registration can make it draw.
@Suite @MainActor struct FontRegistrationTests {
  /// DejaVu Serif's bytes with "DejaVu Serif" → "SegueT Serif" and "DejaVuSerif" →
  /// "SegueTSerif" in its `name` table (same lengths: ASCII and UTF-16BE records).
  static func renamedSerif() throws -> Data {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")))
    for (old, new) in [("DejaVu Serif", "SegueT Serif"), ("DejaVuSerif", "SegueTSerif")] {
      for encode in [
        { (s: String) in Array(s.utf8) }, { (s: String) in s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } },
      ] {
        let (from, to) = (encode(old), encode(new))
        var index = 0
        while index + from.count <= bytes.count {
          if bytes[index] == from[0], Array(bytes[index..<index + from.count]) == from {
            bytes.replaceSubrange(index..<index + from.count, with: to)
            index += from.count
          } else {
            index += 1
          }
        }
      }
    }
    return Data(bytes)
  }

  func drawn(_ text: String, fontName: String) throws -> Bitmap {
    let host = HeadlessHost(size: CGSize(width: 160, height: 60), scale: 1)
    host.rootView.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
    label.font = try #require(UIFont(name: fontName, size: 40))
    label.textColor = .black
    label.text = text
    host.rootView.addSubview(label)
    return host.render()
  }

  @Test func aRegisteredFontDrawsUnderItsPostScriptNameAndRegistersOnce() throws {
    let data = try Self.renamedSerif()
    let provider = try #require(CGDataProvider(data: data as CFData))
    let font = try #require(CGFont(provider))
    #expect(font.postScriptName == "SegueTSerif")
    #expect(font.familyName == "SegueT Serif")
    #expect(CGFont("SegueTSerif") == nil)

    let serif = try drawn("Hag", fontName: "DejaVu Serif")
    let before = try drawn("Hag", fontName: "SegueTSerif")
    #expect(!before.hasSamePixels(as: serif))  // an unknown family falls back to DejaVu Sans

    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(error == nil)
    #expect(try drawn("Hag", fontName: "SegueTSerif").hasSamePixels(as: serif))
    #expect(try drawn("Hag", fontName: "SegueT Serif").hasSamePixels(as: serif))
    #expect(CGFont("SegueTSerif")?.postScriptName == "SegueTSerif")

    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    let failure = try #require(error).takeRetainedValue()
    #expect(failure.domain == "com.apple.CoreText.CTFontManagerErrorDomain")
    #expect(failure.code == 105)
  }

  @Test func bytesThatAreNoFontMakeNoCGFont() {
    let provider = CGDataProvider(data: Data("not a font".utf8) as CFData)
    #expect(provider != nil)
    #expect(CGFont(provider!) == nil)
    #expect(CGDataProvider(filename: "/nonexistent/font.ttf") == nil)
  }

  @Test func aFileThatIsNoFontIsNotRegisteredAndSaysWhy() throws {
    var error: Unmanaged<CFError>?
    let url = URL(fileURLWithPath: "/nonexistent/font.ttf")
    #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
    let failure = try #require(error).takeRetainedValue()
    #expect(failure.domain == kCTFontManagerErrorDomain)
    #expect(failure.code == 101)
    #expect(
      failure.localizedDescription
        == "No font could be read from /nonexistent/font.ttf; pass the URL of a .ttf or .otf file, for example Bundle.main.url(forResource: \"Name\", withExtension: \"ttf\")."
    )
  }
}
