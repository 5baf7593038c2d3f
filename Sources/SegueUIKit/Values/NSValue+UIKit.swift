import Foundation
import SegueAnimation

/// UIKit's `NSValue` boxing of edge insets (four doubles: top, left, bottom, right).
extension NSValue {
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(
      doubles: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) },
      objCType: Self.edgeInsetsType)
  }

  /// The boxed insets; zero insets when the value holds none.
  public var uiEdgeInsetsValue: UIEdgeInsets {
    guard let m = doubles(count: 4, objCType: Self.edgeInsetsType) else { return UIEdgeInsets() }
    return UIEdgeInsets(top: CGFloat(m[0]), left: CGFloat(m[1]), bottom: CGFloat(m[2]), right: CGFloat(m[3]))
  }

  static let edgeInsetsType = "[4d]"
}
