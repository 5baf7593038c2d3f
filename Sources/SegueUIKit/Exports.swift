// Segue's public API is UIKit's; the animation engine's types (timing functions, springs,
// CATransform3D, CGAffineTransform, Core Animation classes) come from SegueAnimation.
@_exported import Foundation
@_exported import SegueAnimation
