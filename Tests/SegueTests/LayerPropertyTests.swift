import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// A layer subclass that declares one animatable property, `level`, in one place (its
/// `LayerProperty`), and draws a red bar filling `level` of its width.
final class GaugeLayer: CALayer {
  static let level = LayerProperty<CGFloat>("level", defaultValue: 0, effect: .redraws, viewAnimation: .basic)
  static let properties = LayerPropertyTable(inheriting: .core, [level])
  override class var propertyTable: LayerPropertyTable { properties }

  /// The filled fraction of the width (0…1).
  var level: CGFloat {
    get { model[Self.level] }
    set { change(Self.level, to: newValue) }
  }

  override func drawnContent(presenting state: LayerState) -> (any DrawnContent)? {
    GaugeDrawing(level: Double(state[Self.level]))
  }
}

/// The bar a `GaugeLayer` draws.
struct GaugeDrawing: DrawnContent, RenderDrawing {
  var level: Double
  var renderContents: LayerAppearance.Contents { .drawing(AnyRenderDrawing(self)) }

  func draw(in context: RenderDrawingContext) {
    let width = context.width * level
    context.fill(
      [
        .move(x: 0, y: 0), .line(x: width, y: 0), .line(x: width, y: context.height), .line(x: 0, y: context.height),
        .close,
      ],
      color: RenderColor(red: 1, green: 0, blue: 0, alpha: 1))
  }
}

/// A view whose layer is a `GaugeLayer`.
final class GaugeView: UIView {
  override class var layerClass: AnyClass { GaugeLayer.self }
  var gauge: GaugeLayer { layer as! GaugeLayer }
}

/// The layer property model (docs/architecture.md, "Layer properties"): a property declared
/// by one `LayerProperty` animates with Core Animation, reads back from `presentation()`,
/// animates in view animation blocks and reaches the render tree.
@Suite @MainActor struct LayerPropertyTests {
  @Test func everyCoreKeyPathResolves() {
    let table = CALayer.propertyTable
    let keyPaths = [
      "position", "position.x", "position.y", "bounds", "bounds.origin", "bounds.size", "bounds.size.width",
      "bounds.size.height", "anchorPoint", "transform", "transform.rotation", "transform.rotation.x",
      "transform.rotation.y", "transform.rotation.z", "transform.scale", "transform.scale.x", "transform.scale.y",
      "transform.scale.z", "transform.translation.x", "transform.translation.y", "transform.translation.z",
      "sublayerTransform", "zPosition", "opacity", "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius",
      "shadowOffset", "backgroundColor", "borderColor", "shadowColor",
    ]
    #expect(keyPaths.filter { table.target(forKeyPath: $0) == nil } == [])
    // Not animatable, as before the property model: hidden and masksToBounds have no target.
    #expect(table.target(forKeyPath: "hidden") == nil)
    #expect(table.target(forKeyPath: "masksToBounds") == nil)
    #expect(table.property(forKey: "hidden")?.key == "hidden")
    #expect(table.target(forKeyPath: "transform.skew") == nil)
    // A subclass's property is its own: a plain layer has no "level".
    #expect(table.target(forKeyPath: "level") == nil)
    #expect(GaugeLayer.propertyTable.target(forKeyPath: "level") != nil)
    #expect(GaugeLayer.propertyTable.target(forKeyPath: "position.x") != nil)
  }

  @Test func declaredPropertyHasItsDefaultAndChanges() {
    let layer = GaugeLayer()
    #expect(layer.level == 0)
    let version = layer.contentVersion
    layer.level = 0.75
    #expect(layer.level == 0.75)
    // `.redraws`: the layer's own pixels change.
    #expect(layer.contentVersion == version + 1)
    layer.level = 0.75
    #expect(layer.contentVersion == version + 1)
    // Another layer's value is its own.
    #expect(GaugeLayer().level == 0)
  }

  @Test func basicAnimationSamplesTheDeclaredProperty() {
    let layer = GaugeLayer()
    layer.level = 0.25
    let animation = CABasicAnimation(keyPath: "level")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 2
    animation.beginTime = 10
    layer.add(animation, forKey: "fill")
    #expect(layer.presentationState(atLocalTime: 10.5)[GaugeLayer.level] == 0.25)
    #expect(layer.presentationState(atLocalTime: 11)[GaugeLayer.level] == 0.5)
    #expect(layer.presentationState(atLocalTime: 11.5)[GaugeLayer.level] == 0.75)
    // The model keeps its value; after the animation (fill mode removed) the model shows.
    #expect(layer.level == 0.25)
    #expect(layer.presentationState(atLocalTime: 12.5)[GaugeLayer.level] == 0.25)

    let additive = CABasicAnimation(keyPath: "level")
    additive.fromValue = 0.5
    additive.toValue = 0.0
    additive.duration = 2
    additive.beginTime = 20
    additive.isAdditive = true
    layer.add(additive, forKey: "bump")
    // The model (0.25) plus the delta half-way from 0.5 to 0 (0.25).
    #expect(layer.presentationState(atLocalTime: 21)[GaugeLayer.level] == 0.5)
  }

  @Test func presentationIsOfTheSubclassAndReadsTheAnimatedValue() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let layer = GaugeLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    host.rootView.layer.addSublayer(layer)
    let animation = CABasicAnimation(keyPath: "level")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 1
    layer.add(animation, forKey: "fill")
    host.advance(by: 0.25)
    let presented = layer.presentation()
    #expect(presented?.layerID == layer.layerID)
    #expect(presented.map { abs($0.level - 0.25) < 1e-9 } == true, "\(String(describing: presented?.level))")
    #expect(presented?.bounds == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(layer.level == 0)
    withExtendedLifetime(host) {}
  }

  @Test func viewAnimationBlocksAnimateTheDeclaredProperty() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let view = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    host.rootView.addSubview(view)
    var finished: Bool?
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.gauge.level = 1 }) {
      finished = $0
    }
    let animation = view.gauge.animation(forKey: "level") as? CABasicAnimation
    #expect(animation?.fromValue as? CGFloat == 0)
    #expect(animation?.toValue as? CGFloat == 1)
    #expect(animation?.isAdditive == false)
    #expect(view.gauge.level == 1)
    host.advance(by: 0.5)
    let presented = view.gauge.presentation()?.level
    #expect(presented.map { abs($0 - 0.5) < 1e-9 } == true, "\(String(describing: presented))")
    _ = host.runUntilIdle()
    #expect(finished == true)
    withExtendedLifetime(host) {}
  }

  @Test func theDrawingFollowsThePresentation() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 40), scale: 1)
    host.rootView.backgroundColor = .white
    let layer = GaugeLayer()
    layer.frame = CGRect(x: 0, y: 10, width: 100, height: 20)
    host.rootView.layer.addSublayer(layer)
    let red: UInt32 = 0xFFFF_0000
    let white: UInt32 = 0xFFFF_FFFF
    var frame = host.render()
    #expect([frame[5, 20], frame[50, 20], frame[95, 20]] == [white, white, white])

    let animation = CABasicAnimation(keyPath: "level")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 1
    layer.add(animation, forKey: "fill")
    host.advance(by: 0.5)
    frame = host.render()
    // Half filled: red to x = 50, white beyond; rows outside the layer stay white.
    #expect([frame[5, 20], frame[45, 20], frame[55, 20], frame[95, 20]] == [red, red, white, white])
    #expect([frame[5, 5], frame[5, 35]] == [white, white])

    host.advance(by: 1)
    layer.level = 0.2
    frame = host.render()
    #expect([frame[5, 20], frame[15, 20], frame[25, 20]] == [red, red, white])
    withExtendedLifetime(host) {}
  }
}

/// A view whose `layerClass` is written as on iOS: `AnyClass`.
final class GradientHeaderView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A view whose `layerClass` is not a layer class.
final class MisdeclaredLayerView: UIView {
  override class var layerClass: AnyClass { NSObject.self }
}

/// `UIView.layerClass` is `AnyClass`, as in UIKit.
@Suite @MainActor struct LayerClassTests {
  @Test func anAnyClassOverrideGivesTheViewThatLayer() {
    #expect(GradientHeaderView().layer is CAGradientLayer)
    #expect(GaugeView().layer is GaugeLayer)
    #expect(type(of: UIView().layer) == CALayer.self)
  }

  @Test func aClassThatIsNotALayerIsReportedAndGivesAPlainLayer() {
    var warnings: [String] = []
    let previousSink = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previousSink }
    let view = MisdeclaredLayerView()
    #expect(type(of: view.layer) == CALayer.self)
    #expect(
      warnings == [
        "Segue warning: MisdeclaredLayerView.layerClass is NSObject, which is not a CALayer subclass; return a CALayer subclass from it, for example `override class var layerClass: AnyClass { CAGradientLayer.self }`. Segue gave the view a plain CALayer (UIKit raises)."
      ])
  }
}
