import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `maskedCorners`: only the chosen corners of the background, the border and the
/// `masksToBounds` clip are rounded; the others stay square.
@Suite @MainActor struct MaskedCornersTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  /// A 200 × 120 pt card at (20, 20) rounded at 30 pt on `corners`, clipping a red subview
  /// that fills it, on white; scale 2.
  func render(corners: CACornerMask) -> Bitmap {
    let host = HeadlessHost(size: CGSize(width: 240, height: 160), scale: 2)
    host.rootView.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 30
    card.layer.maskedCorners = corners
    card.clipsToBounds = true
    let fill = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 60))
    fill.backgroundColor = .systemRed
    card.addSubview(fill)
    host.rootView.addSubview(card)
    host.step()
    return host.render()
  }

  @Test func onlyTheMaskedCornersAreRounded() throws {
    let top = render(corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    let white: UInt32 = 0xffff_ffff
    // Device pixels 2 px in from each corner of the card (at (40, 40)–(440, 280)).
    #expect(top[42, 42] == white && top[437, 42] == white)  // the top corners are cut off
    #expect(top[42, 277] != white && top[437, 277] != white)  // the bottom corners are square
    // The clipped red subview follows the mask: square at the bottom.
    let red = UIColor.systemRed.cgColor
    func channel(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }
    #expect(top[42, 277] == 0xff00_0000 | channel(red.red) << 16 | channel(red.green) << 8 | channel(red.blue))
    let bottom = render(corners: [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(bottom[42, 42] != white && bottom[437, 42] != white)
    #expect(bottom[42, 277] == white && bottom[437, 277] == white)
    let all = render(corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(all[42, 42] == white && all[437, 277] == white)
    try GoldenImage.verify(top, named: "masked-corners-top", in: Self.goldens)
  }

  @Test func theDefaultIsAllFourAndTheCurveIsKept() {
    let layer = CALayer()
    #expect(
      layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(layer.cornerCurve == .circular)
    layer.cornerCurve = .continuous
    #expect(layer.cornerCurve == .continuous)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
  }
}
