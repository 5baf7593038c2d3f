import Dispatch
import Foundation
import SegueAnimation
import SegueRender
import SegueUIKit

/// The render queue: composites committed render trees off the main thread and writes
/// the result into a presenter buffer's pixel memory, so the main queue keeps taking input
/// while a frame is made.
///
/// Confined to its own serial queue: the frame renderer (the compositor and content cache
/// every presenter uses) and the scratch bitmap are touched only there (hence
/// `@unchecked Sendable`). Inputs are `Sendable`
/// values (`RenderTree`, `HUDSnapshot`) and a buffer the presenter handed over; the
/// completion runs on the main queue.
final class RenderPipeline: @unchecked Sendable {
  /// Where a frame's pixels go: a presenter buffer's memory and its format.
  struct Target: @unchecked Sendable {
    let buffer: FrameBuffer
    let data: UnsafeMutableRawPointer
    let stride: Int
    let width: Int
    let height: Int
    let format: PixelFormat
  }

  /// What one frame cost.
  struct Result: Sendable {
    let buffer: FrameBuffer
    /// Composite + HUD + conversion into the buffer, seconds.
    let renderSeconds: Double
  }

  let queue = DispatchQueue(label: "segue.render", qos: .userInteractive)
  /// Composites the frames on `queue`; lends rasters to snapshots (under its own lock).
  let renderer: FrameRenderer
  private var scratch: Bitmap?
  /// The side panel (the animation inspector) beside the phone.
  let panel = SidePanelCompositor()

  init(threadCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
    renderer = FrameRenderer(threadCount: threadCount)
  }

  /// Composites `tree` (plus the HUD when given) into `target` on the render queue, then
  /// calls `completion` on the main queue.
  ///
  /// - Parameters:
  ///   - side: the side panel's frame (the animation inspector), put right of the phone,
  ///     starting `tree.pixelWidth` pixels in (`SidePanelCompositor`); the phone's pixels
  ///     are the same with or without it.
  ///   - outline: a rectangle to outline over the phone, root points (the layer under the
  ///     inspector's pointer).
  func render(
    _ tree: RenderTree, hud: HUDSnapshot?, side: SidePanelFrame? = nil, outline: CGRect? = nil,
    into target: Target,
    completion: @escaping @MainActor @Sendable (Result) -> Void
  ) {
    queue.async { [self] in
      let start = monotonicSeconds()
      let bitmap = bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
      renderer.render(tree, into: bitmap)
      if let outline { LayerOutline.draw(outline, into: bitmap, scale: tree.scale) }
      if let hud { FrameTimingHUD.draw(hud, into: bitmap, scale: tree.scale) }
      target.format.convert(
        bitmap, into: target.data, stride: target.stride, width: target.width, height: target.height)
      if let side { panel.put(side, into: target, atX: tree.pixelWidth) }
      let result = Result(buffer: target.buffer, renderSeconds: monotonicSeconds() - start)
      DispatchQueue.main.async {
        MainActor.assumeIsolated { completion(result) }
      }
    }
  }

  /// A copy of the last composited frame, HUD included (waits for the queue).
  func lastFrameCopy() -> Bitmap? {
    queue.sync { scratch?.copy() }
  }

  /// A copy of the last side panel composited, with `playhead` (panel points) drawn
  /// (waits for the queue).
  func lastPanelCopy(playhead: CGRect?) -> Bitmap? {
    queue.sync {}
    return panel.pictureCopy(playhead: playhead)
  }

  /// The scratch bitmap, reused while the frame size stays (the compositor overwrites it).
  private func bitmap(width: Int, height: Int, scale: Int) -> Bitmap {
    if let scratch, scratch.width == width, scratch.height == height { return scratch }
    let made = Bitmap(width: width, height: height, scale: scale)
    scratch = made
    return made
  }
}
