import Foundation
import SegueAnimation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `CAGradientLayer` (docs/uikit-behaviour-drawing.md §11): defaults, the three types,
/// locations, animations of colours and locations, and a gradient as a soft-edged mask.
/// Goldens: tolerance 2 per channel.
@Suite @MainActor struct GradientLayerTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  let red: UInt32 = 0xFFFF_0000
  let blue: UInt32 = 0xFF00_00FF
  let white: UInt32 = 0xFFFF_FFFF
  let redColour = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  let blueColour = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

  /// A 200 × 100 gradient layer at (0, 0): red until 40 % of the way, blue from 60 %.
  func gradient(_ type: CAGradientLayerType, in host: HeadlessHost) -> CAGradientLayer {
    let layer = CAGradientLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    layer.type = type
    layer.colors = [redColour, redColour, blueColour, blueColour]
    layer.locations = [0, 0.4, 0.6, 1]
    host.rootView.layer.addSublayer(layer)
    return layer
  }

  @Test func defaultsAreCoreAnimations() {
    let layer = CAGradientLayer()
    #expect(layer.type == .axial)
    #expect(layer.colors == nil)
    #expect(layer.locations == nil)
    #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(CAGradientLayerType.conic.rawValue == "conic")
    layer.colors = [redColour, blueColour]
    #expect((layer.colors as? [CGColor]) == [redColour, blueColour])
    for key in ["colors", "locations", "startPoint", "startPoint.x", "endPoint", "endPoint.y"] {
      #expect(CAGradientLayer.propertyTable.target(forKeyPath: key) != nil, "\(key)")
    }
    #expect(CAGradientLayer.propertyTable.target(forKeyPath: "type") == nil)
  }

  @Test func axialRunsFromStartToEnd() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
    let layer = gradient(.axial, in: host)
    var frame = host.render()
    // Top to bottom by default.
    #expect(frame[200, 2 * 10] == red)
    #expect(frame[200, 2 * 39] == red)
    #expect(frame[200, 2 * 61] == blue)
    #expect(frame[10, 2 * 90] == blue)
    #expect(frame[200, 2 * 50] != red && frame[200, 2 * 50] != blue)
    // Left to right.
    layer.startPoint = CGPoint(x: 0, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
    frame = host.render()
    #expect(frame[2 * 79, 100] == red)
    #expect(frame[2 * 121, 100] == blue)
    try GoldenImage.verify(frame, named: "gradient-axial", in: Self.goldens)
    withExtendedLifetime(host) {}
  }

  @Test func radialIsAnEllipseThroughTheEndPoint() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
    let layer = gradient(.radial, in: host)
    layer.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 1)
    // The ellipse of radii 100 × 50 about (100, 50): red within 0.4 of it, blue past 0.6.
    let frame = host.render()
    #expect(frame[2 * 100, 2 * 50] == red)
    #expect(frame[2 * 138, 2 * 50] == red)  // 0.38 of rx along x
    #expect(frame[2 * 100, 2 * 69] == red)  // 0.38 of ry along y
    #expect(frame[2 * 163, 2 * 50] == blue)  // 0.63 of rx
    #expect(frame[2 * 100, 2 * 82] == blue)  // 0.64 of ry
    #expect(frame[2, 2] == blue)  // outside the ellipse: the last colour
    try GoldenImage.verify(frame, named: "gradient-radial", in: Self.goldens)
    withExtendedLifetime(host) {}
  }

  @Test func conicTurnsClockwiseFromTheEndPointsDirection() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
    let layer = gradient(.conic, in: host)
    layer.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
    let frame = host.render()
    // From the centre (100, 50): 20° below the right-hand direction is 0.06 of a turn (red),
    // up and to the left 0.70 of a turn (blue), 20° above the right-hand direction 0.94 (blue).
    #expect(frame[2 * 140, 2 * 50 + 29] == red)
    #expect(frame[176, 24] == blue)
    #expect(frame[2 * 140, 2 * 50 - 29] == blue)
    // 0.25 of a turn (straight down) is red: locations place red until 0.4.
    #expect(frame[2 * 100, 2 * 90] == red)
    try GoldenImage.verify(frame, named: "gradient-conic", in: Self.goldens)
    withExtendedLifetime(host) {}
  }

  @Test func coloursAndLocationsAnimateElementByElement() {
    let layer = CAGradientLayer()
    layer.colors = [blueColour, redColour]
    let colours = CABasicAnimation(keyPath: "colors")
    colours.fromValue = [redColour, blueColour]
    colours.toValue = [blueColour, redColour]
    colours.duration = 2
    colours.beginTime = 10
    layer.add(colours, forKey: "colours")
    let locations = CABasicAnimation(keyPath: "locations")
    locations.fromValue = [NSNumber(value: 0), NSNumber(value: 0.5)]
    locations.toValue = [NSNumber(value: 0.5), NSNumber(value: 1)]
    locations.duration = 2
    locations.beginTime = 10
    layer.add(locations, forKey: "locations")
    let state = layer.presentationState(atLocalTime: 11)
    let purple = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    #expect(state[CAGradientLayer.colorsProperty].colors == [purple, purple])
    #expect(state[CAGradientLayer.locationsProperty].locations == [0.25, 0.75])
    // The model keeps its values.
    #expect(layer.locations == nil)
  }

  @Test func aGradientMaskFadesTheLayerOut() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    host.rootView.addSubview(view)
    let fade = CAGradientLayer()
    fade.frame = view.bounds
    // Opaque (any colour) on the left quarter, clear on the right quarter.
    fade.colors = [blueColour, blueColour, CGColor.clear, CGColor.clear]
    fade.locations = [0, 0.25, 0.75, 1]
    fade.startPoint = CGPoint(x: 0, y: 0.5)
    fade.endPoint = CGPoint(x: 1, y: 0.5)
    view.layer.mask = fade
    let frame = host.render()
    #expect(frame[2 * 40, 100] == red)
    #expect(frame[2 * 160, 100] == white)
    let middle = frame[2 * 100, 100]
    #expect(middle >> 16 & 0xFF == 0xFF)  // red over white stays full red …
    #expect(middle & 0xFF > 0x60 && middle & 0xFF < 0xA0)  // … with about half the white showing
    try GoldenImage.verify(frame, named: "gradient-soft-mask", in: Self.goldens)
    withExtendedLifetime(host) {}
  }
}
