import Foundation
import SegueAnimation

extension UIView {
  /// UIKit's autoresizing mask: which margins and dimensions follow the superview's size.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How content fills the bounds (UIKit's `UIView.ContentMode`, same raw values).
  public enum ContentMode: Int, Sendable, Hashable {
    case scaleToFill = 0
    case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// UIKit's "no intrinsic size" marker for one dimension (−1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// Applies the subviews' autoresizing masks after the bounds changed from `oldSize`
  /// (UIKit's springs and struts: flexible parts share the change in proportion to their
  /// current lengths), then asks for layout.
  func boundsSizeDidChange(from oldSize: CGSize) {
    setNeedsLayout()
    guard autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = Self.autoresized(
        subview.frame, mask: subview.autoresizingMask, from: oldSize, to: newSize)
    }
  }

  static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from oldSize: CGSize, to newSize: CGSize)
    -> CGRect
  {
    func axis(
      _ origin: CGFloat, _ length: CGFloat, _ old: CGFloat, _ new: CGFloat, leading: Bool, size: Bool,
      trailing: Bool
    ) -> (CGFloat, CGFloat) {
      let delta = new - old
      let trailingMargin = old - origin - length
      var flexible: CGFloat = 0
      if leading { flexible += origin }
      if size { flexible += length }
      if trailing { flexible += trailingMargin }
      let count = CGFloat([leading, size, trailing].filter { $0 }.count)
      guard count > 0 else { return (origin, length) }
      func share(_ part: CGFloat) -> CGFloat {
        flexible > 0 ? delta * part / flexible : delta / count
      }
      let newOrigin = leading ? origin + share(origin) : origin
      let newLength = size ? max(length + share(length), 0) : length
      return (newOrigin, newLength)
    }
    let (x, width) = axis(
      frame.minX, frame.width, oldSize.width, newSize.width, leading: mask.contains(.flexibleLeftMargin),
      size: mask.contains(.flexibleWidth), trailing: mask.contains(.flexibleRightMargin))
    let (y, height) = axis(
      frame.minY, frame.height, oldSize.height, newSize.height, leading: mask.contains(.flexibleTopMargin),
      size: mask.contains(.flexibleHeight), trailing: mask.contains(.flexibleBottomMargin))
    return CGRect(x: x, y: y, width: width, height: height)
  }
}
