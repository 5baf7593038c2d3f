import CX11
import Foundation
import SegueAnimation
import SegueRender

extension X11Host {
  /// Cost of putting one frame into the window with MIT-SHM and with `XPutImage`, measured
  /// side by side: the same frame, the same window, alternating, each put followed by
  /// `XSync` so the time includes the server's work (seconds per frame).
  ///
  /// Call while the window is idle (no frames in flight). `sharedMemory` is nil when the
  /// server has no MIT-SHM.
  package func measurePresentCost(frames: Int) -> (sharedMemory: [Double]?, wire: [Double]) {
    let frame = lastFrame() ?? Bitmap(width: presenter.width, height: presenter.height)
    let wirePresenter = WindowPresenter(
      display: display, window: window.id, width: presenter.width, height: presenter.height, preferred: .wire)
    defer { wirePresenter.close() }
    let shared = presenter.path == .sharedMemory ? presenter : nil
    var shmTimes: [Double] = []
    var wireTimes: [Double] = []
    for _ in 0..<max(frames, 1) {
      for candidate in [shared, wirePresenter] {
        guard let candidate, let buffer = candidate.acquire(), let data = buffer.data else { continue }
        buffer.pixelFormat.convert(frame, into: data, stride: buffer.stride, width: buffer.width, height: buffer.height)
        let start = monotonicSeconds()
        candidate.presentSynchronously(buffer)
        let elapsed = monotonicSeconds() - start
        if candidate === wirePresenter { wireTimes.append(elapsed) } else { shmTimes.append(elapsed) }
      }
    }
    drainEvents()
    return (shared == nil ? nil : shmTimes, wireTimes)
  }
}
