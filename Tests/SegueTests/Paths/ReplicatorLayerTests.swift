import Foundation
import SegueAnimation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `CAReplicatorLayer` (docs/uikit-behaviour-drawing.md §13): copies moved by the instance
/// transform about the anchor point, tinted by the instance colour and offsets, and started
/// `instanceDelay` apart.
@Suite @MainActor struct ReplicatorLayerTests {
  static let goldens = GoldenImage.directory(besides: #filePath)
  /// A replicator of `size` points at the origin of a black 200 × 100 pt host (scale 1).
  func host(_ replicator: CAReplicatorLayer, size: CGSize) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
    host.rootView.backgroundColor = .black
    replicator.frame = CGRect(origin: .zero, size: size)
    host.rootView.layer.addSublayer(replicator)
    return host
  }

  func square(_ frame: CGRect, colour: CGColor = .white) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = colour
    return layer
  }

  /// The render layer of `layer` in `tree`.
  func rendered(_ layer: CALayer, in tree: RenderTree) -> RenderLayer? {
    func find(_ node: RenderLayer) -> RenderLayer? {
      if node.id == layer.layerID { return node }
      for sublayer in node.sublayers { if let found = find(sublayer) { return found } }
      return nil
    }
    return find(tree.root)
  }

  /// Channels of a premultiplied ARGB32 pixel.
  func channels(_ pixel: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
    (Int(pixel >> 24), Int(pixel >> 16 & 0xff), Int(pixel >> 8 & 0xff), Int(pixel & 0xff))
  }

  @Test func defaultsAndAnimatableKeysAreCoreAnimations() {
    let layer = CAReplicatorLayer()
    #expect(layer.instanceCount == 1)
    #expect(layer.instanceDelay == 0)
    #expect(CATransform3DIsIdentity(layer.instanceTransform))
    #expect(layer.instanceColor == CGColor.white)
    #expect(layer.instanceRedOffset == 0 && layer.instanceAlphaOffset == 0)
    #expect(!layer.preservesDepth)
    for key in [
      "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
      "instanceBlueOffset", "instanceAlphaOffset",
    ] {
      #expect(CAReplicatorLayer.propertyTable.target(forKeyPath: key) != nil, "\(key)")
    }
    #expect(CAReplicatorLayer.propertyTable.target(forKeyPath: "instanceCount") == nil)
  }

  /// Apple's example: five squares, each 30 pt right of the last, the blue and green
  /// channels stepping down by a fifth — white to red.
  @Test func copiesStepByTheTransformAndTheColourOffsets() {
    let replicator = CAReplicatorLayer()
    replicator.addSublayer(square(CGRect(x: 0, y: 0, width: 20, height: 20)))
    replicator.instanceCount = 5
    replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    replicator.instanceBlueOffset = -0.2
    replicator.instanceGreenOffset = -0.2
    let host = host(replicator, size: CGSize(width: 200, height: 20))
    let frame = host.render()
    for k in 0..<5 {
      let pixel = channels(frame[10 + 30 * k, 10])
      let expected = Int((255 * (1 - 0.2 * Double(k))).rounded())
      #expect(pixel.a == 255 && pixel.r == 255, "copy \(k)")
      #expect(abs(pixel.g - expected) <= 1 && abs(pixel.b - expected) <= 1, "copy \(k): \(pixel)")
      // Between the squares, the background.
      #expect(frame[25 + 30 * k, 10] == 0xFF00_0000, "gap after copy \(k)")
    }
    #expect(frame[160, 10] == 0xFF00_0000)
  }

  /// A spinner: eight dots around the replicator's centre (the transform turns about its
  /// anchor point), fading by an alpha offset.
  @Test func theTransformTurnsAboutTheAnchorPointAndAlphaOffsetsFade() {
    let replicator = CAReplicatorLayer()
    replicator.addSublayer(
      square(CGRect(x: 45, y: 5, width: 10, height: 10), colour: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
    replicator.instanceCount = 8
    replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    replicator.instanceAlphaOffset = -0.1
    let host = host(replicator, size: CGSize(width: 100, height: 100))
    let frame = host.render()
    for k in 0..<8 {
      // The dot's centre (50, 10) turned k × 45° clockwise (y down) about (50, 50).
      let angle = Double(k) * .pi / 4
      let x = 50 + 40 * sin(angle)
      let y = 50 - 40 * cos(angle)
      let pixel = channels(frame[Int(x), Int(y)])
      let expected = Int((255 * (1 - 0.1 * Double(k))).rounded())
      #expect(abs(pixel.r - expected) <= 1 && pixel.g == 0 && pixel.b == 0, "dot \(k) at (\(x), \(y)): \(pixel)")
    }
    #expect(frame[50, 50] == 0xFF00_0000)
    // Turning the spinner draws no copy again (once every dot is turned off the pixel grid,
    // none is a plain filled rectangle any more).
    replicator.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
    _ = host.render()
    let drawn = host.renderer.contentCache.rasterizationCount
    replicator.transform = CATransform3DMakeRotation(0.6, 0, 0, 1)
    _ = host.render()
    #expect(host.renderer.contentCache.rasterizationCount == drawn)
  }

  /// Copy k shows its sublayers' animations k × `instanceDelay` earlier; copies have render
  /// ids of their own.
  @Test func copiesRunTheirAnimationsInstanceDelayApart() throws {
    let replicator = CAReplicatorLayer()
    let dot = square(CGRect(x: 0, y: 0, width: 10, height: 10))
    replicator.addSublayer(dot)
    replicator.instanceCount = 3
    replicator.instanceDelay = 0.25
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    let host = host(replicator, size: CGSize(width: 60, height: 10))
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    fade.fillMode = .backwards
    fade.beginTime = CACurrentMediaTime()
    dot.add(fade, forKey: "fade")
    host.advance(by: 0.5)
    let tree = RenderCommit.tree(
      of: host.rootView.layer, atMediaTime: fade.beginTime + 0.5, size: CGSize(width: 200, height: 100), scale: 1)
    let copies = try #require(rendered(replicator, in: tree)?.sublayers)
    try #require(copies.count == 3)
    let opacities = copies.map(\.opacity)
    #expect(
      abs(opacities[0] - 0.5) < 1e-9 && abs(opacities[1] - 0.25) < 1e-9 && abs(opacities[2]) < 1e-9, "\(opacities)")
    #expect(Set(copies.map(\.id)).count == 3)
  }

  @Test func aCountPastTheLimitIsCutAndReportedOnce() {
    var warnings: [String] = []
    let previousSink = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previousSink }
    let replicator = CAReplicatorLayer()
    replicator.addSublayer(square(CGRect(x: 0, y: 0, width: 1, height: 1)))
    replicator.instanceCount = 50_000
    let host = host(replicator, size: CGSize(width: 10, height: 10))
    _ = host.render()
    _ = host.render()
    let tree = RenderCommit.tree(
      of: host.rootView.layer, atMediaTime: host.now, size: CGSize(width: 200, height: 100), scale: 1)
    #expect(rendered(replicator, in: tree)?.sublayers.count == CAReplicatorLayer.maximumInstanceCount)
    #expect(
      warnings == [
        "Segue warning: a CAReplicatorLayer's instanceCount is 50000, more than the 1000 copies Segue draws; the rest are left out — lower instanceCount, or nest two replicators."
      ])
  }

  /// An activity spinner (twelve rounded bars turning about the centre, fading by an alpha
  /// offset) and an equaliser (five bars growing from the bottom, each 0.1 s after the last,
  /// white to blue), 0.3 s into the bars' animation. Compared with a tolerance of 2 per channel.
  @Test func spinnerAndEqualiserGolden() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
    host.rootView.backgroundColor = UIColor(white: 0.12, alpha: 1)
    let spinner = CAReplicatorLayer()
    spinner.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
    let bar = CALayer()
    bar.frame = CGRect(x: 37, y: 4, width: 6, height: 20)
    bar.cornerRadius = 3
    bar.backgroundColor = CGColor.white
    spinner.addSublayer(bar)
    spinner.instanceCount = 12
    spinner.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    spinner.instanceAlphaOffset = -1 / 12
    host.rootView.layer.addSublayer(spinner)
    let equaliser = CAReplicatorLayer()
    equaliser.frame = CGRect(x: 110, y: 20, width: 80, height: 60)
    let level = CALayer()
    level.anchorPoint = CGPoint(x: 0.5, y: 1)
    level.frame = CGRect(x: 2, y: 0, width: 12, height: 60)
    level.backgroundColor = CGColor.white
    equaliser.addSublayer(level)
    equaliser.instanceCount = 5
    equaliser.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
    equaliser.instanceDelay = 0.1
    equaliser.instanceRedOffset = -0.15
    equaliser.instanceGreenOffset = -0.1
    host.rootView.layer.addSublayer(equaliser)
    let grow = CABasicAnimation(keyPath: "transform.scale.y")
    grow.fromValue = 0.1
    grow.toValue = 1
    grow.duration = 0.5
    grow.fillMode = .backwards
    grow.beginTime = CACurrentMediaTime()
    level.add(grow, forKey: "grow")
    host.advance(by: 0.3)
    try GoldenImage.verify(host.render(), named: "replicator-spinner-equaliser", in: Self.goldens)
  }
}
