import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector (Core Graphics' `CGVector`, absent from Foundation on Linux).
  /// Used for spring initial velocities, in UIKit's unit for each API.
  public struct CGVector: Sendable, Hashable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }
    public init(dx: Double, dy: Double) {
      self.dx = CGFloat(dx)
      self.dy = CGFloat(dy)
    }
    public init(dx: Int, dy: Int) {
      self.dx = CGFloat(dx)
      self.dy = CGFloat(dy)
    }
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
    public var description: String { "(\(dx), \(dy))" }
  }
#endif
