import Foundation
import SegueAnimation

// How an added animation becomes an `AnimationRecord`: its layer's name, its values as
// numbers, its curve and the call that made it.

extension AnimationRecord.Value {
  /// The numbers of a layer property's value (see `AnimationRecord.Value`).
  init(_ value: Any?) {
    guard let value else {
      self = .described("nil")
      return
    }
    switch value {
    case let number as Double: self = .number(number)
    case let number as CGFloat: self = .number(Double(number))
    case let number as Float: self = .number(Double(number))
    case let number as Int: self = .number(Double(number))
    case let flag as Bool: self = .number(flag ? 1 : 0)
    case let point as CGPoint: self = .components([.init("x", point.x), .init("y", point.y)])
    case let size as CGSize: self = .components([.init("width", size.width), .init("height", size.height)])
    case let rect as CGRect:
      self = .components([
        .init("x", rect.origin.x), .init("y", rect.origin.y), .init("width", rect.width),
        .init("height", rect.height),
      ])
    case let color as CGColor:
      self = .components([
        .init("r", color.red), .init("g", color.green), .init("b", color.blue), .init("a", color.alpha),
      ])
    case let transform as CATransform3D: self = Self.transform(transform)
    case let affine as CGAffineTransform: self = Self.transform(CATransform3DMakeAffineTransform(affine))
    default: self = .described("\(type(of: value))")
    }
  }

  /// A transform by its decomposition: translation, scale and rotation about z always, the
  /// 3-D parts (rotation about x and y, z translation, perspective m34) when not at rest.
  private static func transform(_ transform: CATransform3D) -> Self {
    guard let parts = DecomposedTransform3D(transform) else { return .described("CATransform3D (singular)") }
    let q = parts.rotation
    var components: [Component] = [
      .init("translation.x", parts.translation.x), .init("translation.y", parts.translation.y),
      .init("scale.x", parts.scale.x), .init("scale.y", parts.scale.y),
      .init("rotation.z", 2 * atan2(q.z, q.w)),
    ]
    let rotationX = 2 * atan2(q.x, q.w)
    let rotationY = 2 * atan2(q.y, q.w)
    if abs(rotationX) > 1e-9 { components.append(.init("rotation.x", rotationX)) }
    if abs(rotationY) > 1e-9 { components.append(.init("rotation.y", rotationY)) }
    if abs(parts.translation.z) > 1e-9 { components.append(.init("translation.z", parts.translation.z)) }
    if transform.m34 != 0 { components.append(.init("m34", Double(transform.m34))) }
    return .components(components)
  }
}

extension CALayer {
  /// The layer's name in animation records (see `AnimationRecord.layer`).
  var inspectorName: String {
    if let view = delegate as? UIView { return view.inspectorName }
    var ancestor = superlayer
    while let layer = ancestor {
      if let view = layer.delegate as? UIView { return "\(type(of: self)) in \(view.inspectorName)" }
      ancestor = layer.superlayer
    }
    return "\(type(of: self))"
  }
}

extension UIView {
  /// The class and accessibility identifier, else a path of at most four steps from the
  /// nearest view controller's view (`Detail.view/UIStackView[0]/UIImageView[1]`).
  var inspectorName: String {
    if let identifier = accessibilityIdentifier, !identifier.isEmpty { return "\(type(of: self))#\(identifier)" }
    var steps: [String] = []
    var current: UIView? = self
    while let view = current, steps.count < 4 {
      if let controller = view.owningViewController as? UIViewController {
        steps.append("\(controller.title ?? controller.navigationItem.title ?? "\(type(of: controller))").view")
        break
      }
      guard let parent = view.superview, !(view is UIWindow) else {
        steps.append("\(type(of: view))")
        break
      }
      let index = parent.subviews.firstIndex { $0 === view } ?? 0
      steps.append("\(type(of: view))[\(index)]")
      current = parent
    }
    return steps.reversed().joined(separator: "/")
  }
}

extension AnimationRecord.Timing {
  /// The curve of `animation`, as made by `state` (nil: an explicit animation) or driven by
  /// `animator`.
  @MainActor static func of(
    _ animation: CAAnimation, state: ViewAnimationState?, animator: UIViewPropertyAnimator?
  ) -> Self {
    if let animator { return of(provider: animator.timeline.timingParameters, duration: animator.duration) }
    if let spring = animation as? CASpringAnimation {
      var uikit: AnimationRecord.UIKitSpring?
      if case .spring(let timing) = state?.timing {
        uikit = AnimationRecord.UIKitSpring(duration: timing.duration, dampingRatio: timing.dampingRatio)
      }
      return .spring(
        mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
        initialVelocity: Double(spring.initialVelocity), settlingDuration: spring.settlingDuration, uikit: uikit)
    }
    if let keyframes = animation as? CAKeyframeAnimation {
      return .keyframes(
        keyTimes: keyframes.keyTimes?.map(\.doubleValue) ?? [], calculationMode: keyframes.calculationMode.rawValue,
        overall: keyframes.timingFunction.map(bezier))
    }
    let function = animation.timingFunction ?? CAMediaTimingFunction(name: .linear)
    let points = bezier(function)
    return .bezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
  }

  /// A property animator's timing parameters.
  @MainActor private static func of(provider: any UITimingCurveProvider, duration: Double) -> Self {
    if let spring = provider.springTimingParameters {
      let uikit =
        spring.hasImplicitDuration
        ? nil : AnimationRecord.UIKitSpring(duration: duration, dampingRatio: spring.dampingRatio)
      let parameters =
        spring.parameters
        ?? UIViewSpringTiming(duration: duration, dampingRatio: spring.dampingRatio, initialVelocity: 0)
        .parameters
      return .spring(
        mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
        initialVelocity: spring.scalarInitialVelocity, settlingDuration: spring.settlingDuration, uikit: uikit)
    }
    let function = provider.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .linear)
    let points = bezier(function)
    return .bezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
  }

  @MainActor private static func bezier(_ function: CAMediaTimingFunction) -> AnimationRecord.Bezier {
    let curve = function.curve
    return AnimationRecord.Bezier(x1: curve.c1.x, y1: curve.c1.y, x2: curve.c2.x, y2: curve.c2.y)
  }

  /// Progress (0 at the start, 1 at the end; springs overshoot) `time` seconds into an
  /// iteration of `duration` seconds.
  func progress(atTime time: Double, duration: Double) -> Double {
    switch self {
    case .bezier(let x1, let y1, let x2, let y2):
      guard duration > 0 else { return 1 }
      return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: min(max(time / duration, 0), 1))
    case .spring(let mass, let stiffness, let damping, let velocity, _, let uikit):
      if let uikit {
        return UIViewSpringTiming(duration: uikit.duration, dampingRatio: uikit.dampingRatio, initialVelocity: velocity)
          .curve.value(at: time)
      }
      return SpringCurve(
        parameters: SpringParameters(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: velocity,
        allowsOverdamping: true
      ).value(at: time)
    case .keyframes(_, _, let overall):
      guard duration > 0 else { return 1 }
      let fraction = min(max(time / duration, 0), 1)
      guard let overall else { return fraction }
      return CubicBezier(x1: overall.x1, y1: overall.y1, x2: overall.x2, y2: overall.y2).value(at: fraction)
    }
  }

  /// "spring", "bezier" or "keyframes".
  var name: String {
    switch self {
    case .bezier: "bezier"
    case .spring: "spring"
    case .keyframes: "keyframes"
    }
  }
}

extension AnimationRecord.Origin {
  /// What made an animation whose delegate is `state` (nil: no view animation block).
  @MainActor init(state: ViewAnimationState?, animator: UIViewPropertyAnimator?) {
    if animator != nil {
      self = .propertyAnimator
    } else if let state {
      self = state.origin
    } else {
      self = .layerAdd
    }
  }
}
