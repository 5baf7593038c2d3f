import Foundation
import SegueAnimation
import SegueRender

/// UIKit's screen: the viewport's bounds in points, its scale and refresh rate. Each frame
/// loop has one (a window's comes from the X server: its refresh rate from XRandR).
@preconcurrency @MainActor public final class UIScreen: NSObject {
  /// The screen of the loop that is running (its host made current last); before any host
  /// exists, a 390 × 844 pt screen at scale 2 and 60 Hz. Deprecated in iOS 16 in favour of
  /// a window scene's screen, but still what most transition code reads.
  public static var main: UIScreen { FrameLoop.current?.screen ?? unattached }

  private static let unattached = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2, maximumFramesPerSecond: 60)

  /// The viewport in points.
  public internal(set) var bounds: CGRect
  /// Pixels per point.
  public internal(set) var scale: CGFloat
  /// The display's refresh rate, frames per second.
  public internal(set) var maximumFramesPerSecond: Int
  /// `bounds` in pixels (points × scale).
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// Pixels per point of the physical display (the same as `scale` here).
  public var nativeScale: CGFloat { scale }

  /// Renders snapshots (its own cache: snapshots never evict a host's frame contents). Its
  /// host lends it the rasters of the frames on screen (`FrameRenderer.borrowRasters`), so
  /// a view already shown is snapshotted without being drawn again.
  let snapshotRenderer = FrameRenderer(threadCount: 1)

  init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int) {
    self.bounds = bounds
    self.scale = scale
    self.maximumFramesPerSecond = maximumFramesPerSecond
  }
}
