import Foundation
import SegueAnimation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `CALayer.mask` and `UIView.mask` (docs/uikit-behaviour-drawing.md §10): the mask's alpha,
/// not its colour, masks the layer and its sublayers; the mask lies in the masked layer's
/// space, follows its transform, animates on its own and is rasterized only when its own
/// content changes; row bands give the same bytes. Goldens: tolerance 2 per channel.
@Suite @MainActor struct LayerMaskTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  let red: UInt32 = 0xFFFF_0000
  let white: UInt32 = 0xFFFF_FFFF

  /// A 100 × 100 red view at (50, 50) with a blue sublayer over its right half.
  func maskedView(in host: HeadlessHost) -> UIView {
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let half = CALayer()
    half.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
    half.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    view.layer.addSublayer(half)
    host.rootView.addSubview(view)
    return view
  }

  func oval(_ rect: CGRect, colour: CGColor = .black) -> CAShapeLayer {
    let layer = CAShapeLayer()
    layer.path = CGPath(ellipseIn: rect, transform: nil)
    layer.fillColor = colour
    return layer
  }

  @Test func theMasksAlphaNotItsColourMasksTheLayerAndItsSublayers() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let view = maskedView(in: host)
    // The mask's space is the view's: the oval is inset 10 pt from the view's bounds.
    view.layer.mask = oval(CGRect(x: 10, y: 10, width: 80, height: 80))
    var frame = host.render()
    #expect(frame[2 * 70, 2 * 100] == red)  // inside the oval, left half
    #expect(frame[2 * 130, 2 * 100] == 0xFF00_00FF)  // inside the oval, over the sublayer
    #expect(frame[2 * 55, 2 * 55] == white)  // the view's corner, outside the oval
    #expect(frame[2 * 145, 2 * 145] == white)
    #expect(frame[2 * 99, 2 * 58] == white)  // above the oval's top (60)
    #expect(frame[2 * 99, 2 * 62] == red)
    try GoldenImage.verify(frame, named: "mask-oval", in: Self.goldens)
    // A mask of another colour but the same alpha masks identically.
    let colourful = oval(
      CGRect(x: 10, y: 10, width: 80, height: 80), colour: CGColor(red: 0, green: 1, blue: 0, alpha: 1))
    view.layer.mask = colourful
    let again = host.render()
    #expect(differingPixels(frame, again) == 0)
    // Half the mask's alpha: half the layer over the white behind it.
    let halfAlpha = CALayer()
    halfAlpha.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    halfAlpha.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    view.layer.mask = halfAlpha
    frame = host.render()
    #expect(frame[2 * 70, 2 * 100] == 0xFFFF_7F7F)
    // No mask: the whole square again.
    view.layer.mask = nil
    frame = host.render()
    #expect(frame[2 * 55, 2 * 55] == red)
    withExtendedLifetime(host) {}
  }

  @Test func aViewsMaskIsItsLayersMask() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let view = maskedView(in: host)
    let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
    mask.backgroundColor = .black
    view.mask = mask
    #expect(view.layer.mask === mask.layer)
    #expect(mask.superview == nil)
    let frame = host.render()
    #expect(frame[2 * 70, 2 * 100] == red)
    #expect(frame[2 * 130, 2 * 100] == white)
    view.mask = nil
    #expect(view.layer.mask == nil)
    withExtendedLifetime(host) {}
  }

  @Test func theMaskFollowsTheMaskedLayersTransform() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let view = maskedView(in: host)
    let mask = CALayer()
    mask.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    mask.backgroundColor = .black
    view.layer.mask = mask
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let frame = host.render()
    // Turned a quarter about the centre (100, 100): the mask's top band is now the right band.
    #expect(frame[2 * 140, 2 * 90] == red)
    #expect(frame[2 * 140, 2 * 140] == 0xFF00_00FF)
    #expect(frame[2 * 100, 2 * 100] == white)
    #expect(frame[2 * 60, 2 * 100] == white)
    try GoldenImage.verify(frame, named: "mask-rotated", in: Self.goldens)
    withExtendedLifetime(host) {}
  }

  @Test func aGrowingShapeMaskRevealsMidAnimation() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let view = maskedView(in: host)
    let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
    let large = CGPath(ellipseIn: CGRect(x: -21, y: -21, width: 142, height: 142), transform: nil)
    let mask = oval(.zero)
    mask.path = large
    view.layer.mask = mask
    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = small
    animation.toValue = large
    animation.duration = 1
    mask.add(animation, forKey: "reveal")
    host.advance(by: 0.5)
    // Half-way: the oval (9.5, 9.5)–(90.5, 90.5) in the view.
    var frame = host.render()
    #expect(frame[2 * 99, 2 * 61] == red)
    #expect(frame[2 * 99, 2 * 58] == white)
    #expect(frame[2 * 55, 2 * 55] == white)
    try GoldenImage.verify(frame, named: "mask-reveal-half", in: Self.goldens)
    _ = host.runUntilIdle()
    frame = host.render()
    #expect(frame[2 * 51, 2 * 51] == red)  // the whole square: its corners are inside the large oval
    #expect(mask.animationKeys() == nil)
    withExtendedLifetime(host) {}
  }

  @Test func aMaskMovedByItsPositionIsNotRasterizedAgain() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let view = maskedView(in: host)
    let mask = oval(CGRect(x: 0, y: 0, width: 40, height: 40))
    view.layer.mask = mask
    _ = host.render()
    let count = host.renderer.contentCache.rasterizationCount
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = NSValue(cgPoint: .zero)
    animation.toValue = NSValue(cgPoint: CGPoint(x: 60, y: 60))
    animation.duration = 1
    mask.add(animation, forKey: "move")
    host.advance(by: 0.5)
    let frame = host.render()
    #expect(frame[2 * 95, 2 * 100] == red)  // the oval's centre is at (100, 100) half-way
    #expect(frame[2 * 70, 2 * 70] == white)
    _ = host.render()
    view.center = CGPoint(x: 90, y: 110)
    _ = host.render()
    #expect(host.renderer.contentCache.rasterizationCount == count)
    withExtendedLifetime(host) {}
  }

  @Test func oneAndTwoThreadsGiveEqualPixels() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    let view = maskedView(in: host)
    view.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.2, y: 0.9)
    view.alpha = 0.8
    view.layer.cornerRadius = 12
    view.layer.masksToBounds = true
    let mask = oval(CGRect(x: 5, y: 15, width: 90, height: 70))
    mask.opacity = 0.9
    view.layer.mask = mask
    let tree = host.loop.commit(atMediaTime: host.now)
    let one = FrameRenderer(threadCount: 1).render(tree)
    let two = FrameRenderer(threadCount: 2).render(tree)
    #expect(differingPixels(one, two) == 0)
    #expect(differingPixels(one, host.render()) == 0)
    // Something of the view shows, and the oval's outside does not.
    #expect(one[2 * 100, 2 * 100] != white)
    #expect(one[2 * 52, 2 * 52] == white)
    withExtendedLifetime(host) {}
  }

  func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
    }
    return count
  }
}
