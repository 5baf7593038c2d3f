import Foundation
import SegueAnimation
import SegueRender

/// A replicator layer's copies of its sublayers (docs/uikit-behaviour-drawing.md §13).
extension RenderCommit {
  /// `source` (the sublayers at the replicator's time) followed by copies 1 ..< count: copy k
  /// at time `time − k × instanceDelay`, moved by `instanceTransform` k times about the
  /// replicator's anchor point (before its `sublayerTransform`), every copy's layers tinted by
  /// its colour: `instanceColor` plus k times the offsets, each component clamped to 0…1.
  /// Copy k's render ids carry k in bits 40 and up (`idSalt`), so each copy keeps rasters of
  /// its own.
  static func replicatedSublayers(
    of replicator: CAReplicatorLayer, state: LayerState, time: CFTimeInterval, sublayerTransform: CATransform3D?,
    idSalt: UInt64, source: [RenderLayer]
  ) -> [RenderLayer] {
    let requested = state[CAReplicatorLayer.instanceCountProperty]
    if requested > CAReplicatorLayer.maximumInstanceCount, !replicator.reportedInstanceLimit {
      replicator.reportedInstanceLimit = true
      TransitionTrace.warn(
        "a CAReplicatorLayer's instanceCount is \(requested), more than the \(CAReplicatorLayer.maximumInstanceCount) copies Segue draws; the rest are left out — lower instanceCount, or nest two replicators."
      )
    }
    let count = min(max(requested, 0), CAReplicatorLayer.maximumInstanceCount)
    guard count > 0 else { return [] }
    let base = renderColor(state[CAReplicatorLayer.instanceColorProperty] ?? .white)
    let offsets = (
      red: Double(state[CAReplicatorLayer.instanceRedOffsetProperty]),
      green: Double(state[CAReplicatorLayer.instanceGreenOffsetProperty]),
      blue: Double(state[CAReplicatorLayer.instanceBlueOffsetProperty]),
      alpha: Double(state[CAReplicatorLayer.instanceAlphaOffsetProperty])
    )
    func colour(_ k: Int) -> RenderColor {
      func component(_ value: Double, _ offset: Double) -> Double { min(max(value + Double(k) * offset, 0), 1) }
      return RenderColor(
        red: component(base.red, offsets.red), green: component(base.green, offsets.green),
        blue: component(base.blue, offsets.blue), alpha: component(base.alpha, offsets.alpha))
    }
    var result = source.map { $0.modulated(by: colour(0)) }
    guard count > 1 else { return result }
    let anchorX = state.bounds.width * state.anchorPoint.x
    let anchorY = state.bounds.height * state.anchorPoint.y
    let step = CATransform3DConcat(
      CATransform3DConcat(
        CATransform3DMakeTranslation(-anchorX, -anchorY, 0), state[CAReplicatorLayer.instanceTransformProperty]),
      CATransform3DMakeTranslation(anchorX, anchorY, 0))
    let delay = Double(state[CAReplicatorLayer.instanceDelayProperty])
    var moved = CATransform3DIdentity
    for k in 1..<count {
      moved = CATransform3DConcat(moved, step)
      let placement = sublayerTransform.map { CATransform3DConcat(moved, $0) } ?? moved
      let copy = renderSublayers(
        of: replicator, state: state, time: time - Double(k) * delay, sublayerTransform: placement,
        idSalt: idSalt &+ UInt64(k) << 40)
      let tint = colour(k)
      result += copy.map { $0.modulated(by: tint) }
    }
    return result
  }
}

extension RenderLayer {
  /// The layer multiplied by `colour`: its opacity by the alpha, and the red, green and blue
  /// of every solid colour in its tree (backgrounds, borders, shadows, a shape's fill and
  /// stroke) by the colour's. Images, text and gradients keep their colours (an
  /// approximation, docs/uikit-behaviour-drawing.md §13).
  func modulated(by colour: RenderColor) -> RenderLayer {
    guard colour != .white else { return self }
    var layer = tinted(by: colour)
    layer.opacity *= colour.alpha
    return layer
  }

  private func tinted(by colour: RenderColor) -> RenderLayer {
    guard colour.red != 1 || colour.green != 1 || colour.blue != 1 else { return self }
    func tint(_ c: RenderColor) -> RenderColor {
      RenderColor(red: c.red * colour.red, green: c.green * colour.green, blue: c.blue * colour.blue, alpha: c.alpha)
    }
    var layer = self
    layer.appearance.backgroundColor = appearance.backgroundColor.map(tint)
    layer.appearance.borderColor = tint(appearance.borderColor)
    if case .drawing(let drawing)? = appearance.contents, var shape = drawing.base as? RenderShape {
      shape.fillColor = shape.fillColor.map(tint)
      shape.strokeColor = shape.strokeColor.map(tint)
      layer.appearance.contents = .drawing(AnyRenderDrawing(shape))
    }
    layer.shadow?.color = tint(shadow?.color ?? .black)
    layer.sublayers = sublayers.map { $0.tinted(by: colour) }
    return layer
  }
}
