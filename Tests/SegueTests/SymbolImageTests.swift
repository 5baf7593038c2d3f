import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UIImage(systemName:)`: Segue's vector symbols, tinted as templates by image views and
/// buttons; unknown names give nil (docs/uikit-behaviour.md, "Symbol images").
@Suite @MainActor struct SymbolImageTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  @Test func knownNamesGiveTemplateSymbolsAndOthersNil() throws {
    let image = try #require(UIImage(systemName: "xmark"))
    #expect(image.isSymbolImage)
    #expect(image.isTemplate)
    #expect(image.size == CGSize(width: 22, height: 22))
    #expect(image.scale == 3)
    #expect(UIImage(systemName: "not.a.symbol") == nil)
    let large = try #require(
      UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(large.size == CGSize(width: 44, height: 44))
    #expect(!image.withRenderingMode(.alwaysOriginal).isTemplate)
  }

  @Test func aSymbolIsDrawnAgainWithAnotherConfiguration() throws {
    let small = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold)))
    let large = try #require(small.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(large.size == CGSize(width: 44, height: 44) && large.isSymbolImage)
    // The weight the new configuration leaves unset stays bold: the same as drawing it bold.
    let bold = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)))
    #expect(large.renderImage.bitmap.hasSamePixels(as: bold.renderImage.bitmap))
    let original = try #require(
      small.withRenderingMode(.alwaysOriginal).applyingSymbolConfiguration(.init(scale: .large)))
    #expect(original.renderingMode == .alwaysOriginal && original.size.width == (22 * 1.2 * 3).rounded() / 3)
    #expect(UIImage(bitmap: Bitmap(width: 4, height: 4)).applyingSymbolConfiguration(.init(pointSize: 30)) == nil)
  }

  @Test func everySymbolTintedInImageViewsAndAButton() throws {
    let host = HeadlessHost(size: CGSize(width: 240, height: 200), scale: 2)
    host.rootView.backgroundColor = .white
    let colors: [UIColor] = [.systemBlue, .systemRed, .black, .systemGreen]
    for (index, name) in SymbolArtwork.names.enumerated() {
      let view = UIImageView(image: UIImage(systemName: name))
      view.tintColor = colors[index % colors.count]
      view.frame.origin = CGPoint(x: 10 + CGFloat(index % 6) * 38, y: 10 + CGFloat(index / 6) * 38)
      host.rootView.addSubview(view)
    }
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "heart.fill"), for: .normal)
    button.setTitle("Like", for: .normal)
    button.frame = CGRect(x: 60, y: 140, width: 120, height: 44)
    host.rootView.addSubview(button)
    host.advance(by: 0)
    try GoldenImage.verify(host.render(), named: "symbols", in: Self.goldens)
  }
}
