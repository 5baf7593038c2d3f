import Foundation
import SegueAnimation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `cornerCurve = .continuous` (docs/uikit-behaviour-drawing.md §8): the corner's geometry,
/// and the background, border, clip and default shadow drawn with it, with `maskedCorners`.
/// Goldens: tolerance 2 per channel.
@Suite @MainActor struct ContinuousCornerTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  @Test func layerCornersAreContinuousOnlyWhenAsked() throws {
    let host = HeadlessHost(size: CGSize(width: 300, height: 160), scale: 2)
    func card(x: CGFloat, curve: CALayerCornerCurve) -> UIView {
      let view = UIView(frame: CGRect(x: x, y: 20, width: 120, height: 120))
      view.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
      view.layer.cornerRadius = 40
      view.layer.cornerCurve = curve
      view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
      view.layer.borderWidth = 4
      view.layer.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
      view.layer.shadowOpacity = 0.5
      view.layer.shadowRadius = 6
      view.layer.shadowOffset = CGSize(width: 0, height: 4)
      host.rootView.addSubview(view)
      return view
    }
    let circular = card(x: 20, curve: .circular)
    let continuous = card(x: 160, curve: .continuous)
    let frame = host.render()
    // The two corners differ where the continuous one leaves the edge earlier (on the top
    // edge, 1.3 radii from the corner, just inside) but the square corners are the same.
    var differing = 0
    for y in 0..<2 * 60 {
      for x in 0..<2 * 60 where frame[2 * 20 + x, 2 * 20 + y] != frame[2 * 160 + x, 2 * 20 + y] { differing += 1 }
    }
    #expect(differing > 100)
    #expect(frame[2 * 20 + 239, 2 * 20 + 1] == frame[2 * 160 + 239, 2 * 20 + 1])
    try GoldenImage.verify(frame, named: "corners-continuous-masked", in: Self.goldens)
    withExtendedLifetime((circular, continuous, host)) {}
  }

  @Test func theClipFollowsTheBackgroundsContinuousCorner() {
    // A red background, and a clear view clipping a red sublayer to the same corners: the
    // compositor's clip and cairo's background give the same shape: edge pixels differ only
    // by antialiasing (the clip's coverage is ½ − distance, cairo's the covered area),
    // measured at most 38 of 255.
    let host = HeadlessHost(size: CGSize(width: 300, height: 160), scale: 2)
    for (index, clips) in [false, true].enumerated() {
      let view = UIView(frame: CGRect(x: 20 + 140 * CGFloat(index), y: 20, width: 120, height: 100))
      view.layer.cornerRadius = 36
      view.layer.cornerCurve = .continuous
      view.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
      let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      if clips {
        view.layer.masksToBounds = true
        let fill = CALayer()
        fill.frame = CGRect(x: -10, y: -10, width: 140, height: 120)
        fill.backgroundColor = red
        view.layer.addSublayer(fill)
        // A transform keeps the clip on the sampled path (not a whole-pixel blit).
        view.transform = CGAffineTransform(scaleX: 1.0001, y: 1)
      } else {
        view.layer.backgroundColor = red
      }
      host.rootView.addSubview(view)
    }
    let frame = host.render()
    var worst = 0
    for y in 0..<2 * 100 {
      for x in 0..<2 * 110 {
        let a = frame[2 * 20 + x, 2 * 20 + y]
        let b = frame[2 * 160 + x, 2 * 20 + y]
        for shift in [0, 8, 16] { worst = max(worst, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))) }
      }
    }
    #expect(worst <= 40, "largest channel difference \(worst)")
    withExtendedLifetime(host) {}
  }
}
