import Foundation
import SegueAnimation

/// A horizontal and a vertical distance in points (UIKit's `UIOffset`): where an attachment
/// or a push acts on a dynamic item relative to its center, or how far a bar item's title is
/// moved.
public struct UIOffset: Hashable, Sendable {
  /// Points to the right (negative: to the left).
  public var horizontal: CGFloat
  /// Points down (negative: up).
  public var vertical: CGFloat

  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public init() { self.init(horizontal: 0, vertical: 0) }

  /// No offset.
  public static let zero = UIOffset()
}
