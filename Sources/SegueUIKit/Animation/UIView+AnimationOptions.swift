import Foundation
import SegueAnimation

extension UIView {
  /// UIKit's animation options, bit for bit (docs/uikit-behaviour.md §1.3).
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// Curve bits 16–18: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear, 7 the system spring.
    public var curveBits: UInt { (rawValue >> 16) & 7 }
    /// Transition bits 20–22.
    public var transitionBits: UInt { (rawValue >> 20) & 7 }
  }

  /// UIKit's keyframe options: the animation options plus a calculation mode in bits 10–12.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    public static let calculationModeLinear = KeyframeAnimationOptions(
      rawValue: UIViewKeyframeCalculationMode.linear.optionBits)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(
      rawValue: UIViewKeyframeCalculationMode.discrete.optionBits)
    public static let calculationModePaced = KeyframeAnimationOptions(
      rawValue: UIViewKeyframeCalculationMode.paced.optionBits)
    public static let calculationModeCubic = KeyframeAnimationOptions(
      rawValue: UIViewKeyframeCalculationMode.cubic.optionBits)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(
      rawValue: UIViewKeyframeCalculationMode.cubicPaced.optionBits)
  }

  /// UIKit's curve type, spelled `UIView.AnimationCurve`.
  public typealias AnimationCurve = UIViewAnimationCurve
}
