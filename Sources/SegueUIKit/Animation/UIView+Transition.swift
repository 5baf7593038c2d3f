import Foundation
import SegueAnimation

extension UIView {
  /// Animates a change of `view`'s content with a transition from `options`: cross-dissolve
  /// or one of the four flips (a real 3D rotation with perspective, not a squash). The
  /// changes `animations` makes are applied at once (animated only with
  /// `.allowAnimatedContent`); what the view showed before is a snapshot that dissolves or
  /// flips away while the new content comes in. Curl transitions fall back to a dissolve.
  ///
  /// - Parameters:
  ///   - duration: seconds; the whole transition.
  ///   - completion: called once with `finished` (false if the transition's animations were
  ///     removed early).
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let before = view.snapshotImage()
    if options.contains(.allowAnimatedContent) {
      animate(withDuration: duration, delay: 0, options: options, animations: { animations?() })
    } else {
      performWithoutAnimation { animations?() }
    }
    let kind = TransitionKind(options: options)
    let overlay = CALayer()
    // A flip shows the old content alone in its first half and the new alone in its second,
    // so the snapshot turns beside the view (a sibling layer placed exactly over it, with the
    // same flip), not inside it: a face's antialiased edges never show the other face
    // through them. A dissolve fades the snapshot inside the view, over the new content.
    var flipsBeside = false
    if case .flip = kind, let superlayer = view.layer.superlayer {
      flipsBeside = true
      CATransaction.performWithoutActions {
        overlay.contents = before
        overlay.bounds = CGRect(origin: .zero, size: view.bounds.size)
        overlay.anchorPoint = view.layer.anchorPoint
        overlay.position = view.layer.position
        overlay.transform = view.layer.transform
        overlay.zPosition = view.layer.zPosition
        overlay.opacity = view.layer.opacity
        superlayer.insertSublayer(overlay, above: view.layer)
      }
    } else {
      CATransaction.performWithoutActions {
        overlay.contents = before
        overlay.frame = view.bounds
        overlay.zPosition = .greatestFiniteMagnitude
        view.layer.addSublayer(overlay)
      }
    }
    let state = ViewAnimationState(
      duration: duration, delay: 0, options: options.union([.overrideInheritedDuration, .overrideInheritedCurve]),
      timing: timing(for: options),
      completion: { finished in
        overlay.removeFromSuperlayer()
        completion?(finished)
      })
    state.origin = .viewTransition
    state.run {
      let fade = CABasicAnimation(keyPath: "opacity")
      if case .flip(let axis) = kind {
        let flip = TransitionFlipAnimation(axis: axis, size: view.bounds.size, base: view.layer.transform)
        let opacity = view.layer.opacity
        // The snapshot until the half-way point, then the view.
        let hide = CAKeyframeAnimation(keyPath: "opacity")
        hide.values = [opacity, Float(0)]
        hide.keyTimes = [0, 0.5]
        hide.calculationMode = .discrete
        var animations: [(CAAnimation, CALayer, String)] = [
          (flip, view.layer, "segue.transition.flip"), (hide, overlay, "segue.transition.hide"),
        ]
        if flipsBeside {
          let reveal = CAKeyframeAnimation(keyPath: "opacity")
          reveal.values = [Float(0), opacity]
          reveal.keyTimes = [0, 0.5]
          reveal.calculationMode = .discrete
          animations += [
            (flip.animationCopy(), overlay, "segue.transition.flip"), (reveal, view.layer, "segue.transition.reveal"),
          ]
        }
        for (animation, layer, key) in animations {
          animation.duration = duration
          animation.timingFunction = timingFunction(for: options)
          state.configureTiming(animation, on: layer)
          state.register(animation)
          layer.add(animation, forKey: key)
        }
      } else {
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = duration
        fade.timingFunction = timingFunction(for: options)
        state.configureTiming(fade, on: overlay)
        state.register(fade)
        CATransaction.performWithoutActions { overlay.opacity = 0 }
        overlay.add(fade, forKey: "segue.transition.fade")
      }
    }
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview using a transition (with
  /// `.showHideTransitionViews`, hides and shows them instead of removing and adding).
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      completion.map { block in MainQueueTurn.enqueue(for: fromView.layer) { block(true) } }
      return
    }
    transition(
      with: container, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else {
          if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  private static func timingFunction(for options: AnimationOptions) -> CAMediaTimingFunction {
    if case .curve(let function) = timing(for: options) { return function }
    return CAMediaTimingFunction(name: .easeInEaseOut)
  }
}

/// Which transition the option bits 20–22 select.
enum TransitionKind {
  case dissolve
  case flip(TransitionFlipAnimation.Axis)

  init(options: UIView.AnimationOptions) {
    switch options.transitionBits {
    case 1: self = .flip(.fromLeft)
    case 2: self = .flip(.fromRight)
    case 6: self = .flip(.fromTop)
    case 7: self = .flip(.fromBottom)
    default: self = .dissolve
    }
  }
}

/// The transform of a flip transition: a half turn about the view's vertical (or
/// horizontal) centre line seen in perspective. In the first half the old content (the
/// snapshot above) turns away to 90°; in the second the new content turns in from −90°,
/// so neither face is ever seen mirrored.
///
/// Perspective: eye distance = 2 × the larger side of the view (m34 = −1/d), an inference
/// [I] that matches the depth of UIKit's flip by eye.
@MainActor final class TransitionFlipAnimation: CAPropertyAnimation {
  enum Axis { case fromLeft, fromRight, fromTop, fromBottom }

  let axis: Axis
  let size: CGSize
  let base: CATransform3D

  init(axis: Axis, size: CGSize, base: CATransform3D) {
    self.axis = axis
    self.size = size
    self.base = base
    super.init(keyPath: "transform")
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = TransitionFlipAnimation(axis: axis, size: size, base: base)
    copyProperties(to: copy)
    return copy
  }

  /// The flip matrix at progress `p` (0…1).
  func transform(atProgress p: Double) -> CATransform3D {
    let p = min(max(p, 0), 1)
    let angle = p < 0.5 ? p * .pi : (p - 1) * .pi
    var perspective = CATransform3D.identity
    perspective.m34 = -1 / (2 * max(size.width, size.height, 1))
    let rotation: CATransform3D
    switch axis {
    case .fromLeft: rotation = CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
    case .fromRight: rotation = CATransform3DMakeRotation(CGFloat(-angle), 0, 1, 0)
    case .fromTop: rotation = CATransform3DMakeRotation(CGFloat(-angle), 1, 0, 0)
    case .fromBottom: rotation = CATransform3DMakeRotation(CGFloat(angle), 1, 0, 0)
    }
    return CATransform3DConcat(CATransform3DConcat(rotation, perspective), base)
  }

  override func value<T: Interpolatable>(atSimpleTime simpleTime: Double, underlying: T, model: T) -> T? {
    transform(atProgress: progress(atSimpleTime: simpleTime)) as? T
  }
}
