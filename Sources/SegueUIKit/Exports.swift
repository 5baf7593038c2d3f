// Segue's public API is UIKit's. From the animation engine (SegueAnimation) this module
// re-exports only the names UIKit and Core Animation have (the CAAnimation classes, timing
// functions and parameters, CATransform3D, CGAffineTransform, CGVector,
// CACurrentMediaTime); the engine's own types (springs, keyframe sequences, clocks) stay
// behind `import SegueAnimation`.
@_exported import Foundation
import SegueAnimation

@_exported import class SegueAnimation.CAAnimation
@_exported import struct SegueAnimation.CAAnimationCalculationMode
@_exported import protocol SegueAnimation.CAAnimationDelegate
@_exported import class SegueAnimation.CABasicAnimation
@_exported import func SegueAnimation.CACurrentMediaTime
@_exported import class SegueAnimation.CAKeyframeAnimation
@_exported import protocol SegueAnimation.CAMediaTiming
@_exported import struct SegueAnimation.CAMediaTimingFillMode
@_exported import class SegueAnimation.CAMediaTimingFunction
@_exported import struct SegueAnimation.CAMediaTimingFunctionName
@_exported import class SegueAnimation.CAPropertyAnimation
@_exported import class SegueAnimation.CASpringAnimation
@_exported import struct SegueAnimation.CATransform3D
@_exported import func SegueAnimation.CATransform3DConcat
@_exported import func SegueAnimation.CATransform3DEqualToTransform
@_exported import func SegueAnimation.CATransform3DGetAffineTransform
@_exported import var SegueAnimation.CATransform3DIdentity
@_exported import func SegueAnimation.CATransform3DInvert
@_exported import func SegueAnimation.CATransform3DIsAffine
@_exported import func SegueAnimation.CATransform3DIsIdentity
@_exported import func SegueAnimation.CATransform3DMakeAffineTransform
@_exported import func SegueAnimation.CATransform3DMakeRotation
@_exported import func SegueAnimation.CATransform3DMakeScale
@_exported import func SegueAnimation.CATransform3DMakeTranslation
@_exported import func SegueAnimation.CATransform3DRotate
@_exported import func SegueAnimation.CATransform3DScale
@_exported import func SegueAnimation.CATransform3DTranslate
@_exported import typealias SegueAnimation.CFTimeInterval
@_exported import struct SegueAnimation.CGAffineTransform
@_exported import struct SegueAnimation.CGVector
@_exported import struct SegueAnimation.UICubicTimingParameters
@_exported import class SegueAnimation.UISpringTimingParameters
@_exported import protocol SegueAnimation.UITimingCurveProvider
@_exported import enum SegueAnimation.UITimingCurveType
@_exported import enum SegueAnimation.UIViewAnimatingPosition
@_exported import enum SegueAnimation.UIViewAnimatingState
@_exported import enum SegueAnimation.UIViewAnimationCurve
@_exported import enum SegueAnimation.UIViewKeyframeCalculationMode
