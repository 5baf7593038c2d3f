import Foundation
import SegueAnimation
import SegueRender
import SegueUIKit

/// The window's frame presenter: each frame is composited on the render queue
/// (`RenderPipeline`) into a free buffer of the window's `WindowPresenter` (MIT-SHM or
/// `XPutImage`), which the main queue then puts in the window (docs/architecture.md, "Hosts").
/// One frame at a time: a frame asked for while one is being made, or with no buffer free,
/// is not taken.
@MainActor final class WindowFramePresenter: FramePresenter {
  let buffers: WindowPresenter
  let pipeline = RenderPipeline()
  /// Draws the frame-timing HUD over each frame when it returns a snapshot.
  var hud: () -> HUDSnapshot? = { nil }
  /// The side panel's tree for each frame (the animation inspector), committed after the
  /// phone's, and the rectangle to outline over the phone (root points); nil when closed.
  var panel: () -> (frame: SidePanelFrame, outline: CGRect?)? = { nil }
  /// Whether a frame is being composited now.
  private(set) var isRendering = false
  /// Seconds the last frame took to be put in the window (after compositing).
  private(set) var lastPresentSeconds: Double = 0
  /// Set when the window closes: a frame finishing afterwards is dropped.
  var isClosed = false

  /// The render queue's renderer (snapshots borrow its rasters).
  var renderer: FrameRenderer { pipeline.renderer }

  init(buffers: WindowPresenter) {
    self.buffers = buffers
  }

  func present(_ commit: () -> RenderTree, completion: @escaping @MainActor (Double) -> Void) -> Bool {
    guard !isRendering, let buffer = buffers.acquire() else { return false }
    guard let data = buffer.data else {
      buffers.release(buffer)
      return false
    }
    isRendering = true
    let target = RenderPipeline.Target(
      buffer: buffer, data: data, stride: buffer.stride, width: buffer.width, height: buffer.height,
      format: buffer.pixelFormat)
    let tree = commit()
    let panelStart = monotonicSeconds()
    let side = panel()
    if X11Host.tracesFrames, side?.frame.tree != nil {
      FileHandle.standardError.write(
        Data(
          "[segue frames] inspector panel committed in \(String(format: "%.2f", (monotonicSeconds() - panelStart) * 1000)) ms\n"
            .utf8))
    }
    pipeline.render(tree, hud: hud(), side: side?.frame, outline: side?.outline, into: target) { [weak self] result in
      guard let self else { return }
      isRendering = false
      guard !isClosed else { return }
      let start = monotonicSeconds()
      buffers.present(result.buffer)
      lastPresentSeconds = monotonicSeconds() - start
      completion(result.renderSeconds)
    }
    return true
  }
}
