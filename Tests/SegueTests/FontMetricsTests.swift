import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// Font metrics read from the font (DejaVu Sans: 2048 units per em, ascender 1901, descender
/// −483, cap height 1493, x-height 1120), the italic face, and accessibility properties.
@Suite @MainActor struct FontMetricsTests {
  @Test func metricsComeFromTheFont() {
    let font = UIFont.systemFont(ofSize: 17)
    let em = 17.0 / 2048
    #expect(abs(Double(font.ascender) - 1901 * em) < 0.05)
    #expect(abs(Double(font.descender) + 483 * em) < 0.05)
    #expect(abs(Double(font.capHeight) - 1493 * em) < 0.05)
    #expect(abs(Double(font.xHeight) - 1120 * em) < 0.05)
    #expect(font.lineHeight >= font.ascender - font.descender - 0.01)
    #expect(font.leading >= 0)
  }

  @Test func theItalicFaceDrawsSlanted() {
    func render(_ font: UIFont) -> Bitmap {
      let host = HeadlessHost(size: CGSize(width: 120, height: 40), scale: 2)
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      label.font = font
      label.text = "Segue"
      host.rootView.addSubview(label)
      host.advance(by: 1.0 / 60)
      return host.render()
    }
    let italic = UIFont.italicSystemFont(ofSize: 20)
    #expect(italic.isItalic && italic != UIFont.systemFont(ofSize: 20))
    let slanted = render(italic)
    let upright = render(.systemFont(ofSize: 20))
    var differing = 0
    for y in 0..<slanted.height { for x in 0..<slanted.width where slanted[x, y] != upright[x, y] { differing += 1 } }
    #expect(differing > 500)
  }

  @Test func accessibilityPropertiesAreKept() {
    let view = UIView()
    view.accessibilityIdentifier = "card"
    view.accessibilityLabel = "Card"
    view.isAccessibilityElement = true
    view.accessibilityTraits = [.button, .selected]
    #expect(view.accessibilityIdentifier == "card" && view.accessibilityTraits.contains(.selected))
  }
}
