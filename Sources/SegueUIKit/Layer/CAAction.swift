import Foundation
import SegueAnimation

/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`).
/// UIKit's view animations are actions: the view, as the layer's delegate, returns one
/// from `action(for:forKey:)` while an animation block is running.
@preconcurrency @MainActor public protocol CAAction: AnyObject {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// A layer's delegate (Core Animation's `CALayerDelegate`). `UIView` is the delegate of its
/// layer.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
  /// The action to run for a change of `event` (a property key), or nil for none.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
  /// Makes the layer's contents; by default the layer draws a bitmap with `draw(in:)`.
  func display(_ layer: CALayer)
  /// Draws the layer's contents into `ctx` (the layer's bounds coordinates, points); by
  /// default nothing.
  func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
  public func layoutSublayers(of layer: CALayer) {}
  public func display(_ layer: CALayer) { layer.drawContents() }
  public func draw(_ layer: CALayer, in ctx: CGContext) { layer.displayState.reachedDefaultDrawing = true }
}

/// An animation is an action: running it adds it to the layer for the event's key, as Core
/// Animation's `CAAnimation` does (`layer.actions = ["position": fade]`, or a subclass's
/// `action(forKey:)`).
extension CAAnimation: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }
}
