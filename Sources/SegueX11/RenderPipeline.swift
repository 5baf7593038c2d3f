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
  private let renderer: FrameRenderer
  private var scratch: Bitmap?
  /// The side panel's renderer (its own content cache: the panel's layers never evict the
  /// phone's) and bitmap, made when a panel first shows.
  private var panelRenderer: FrameRenderer?
  private var panelScratch: Bitmap?
  private let threadCount: Int

  init(threadCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.threadCount = threadCount
    renderer = FrameRenderer(threadCount: threadCount)
  }

  /// Composites `tree` (plus the HUD when given) into `target` on the render queue, then
  /// calls `completion` on the main queue.
  ///
  /// - Parameters:
  ///   - panel: a side panel's tree (the animation inspector), composited on its own and put
  ///     right of the phone, starting `tree.pixelWidth` pixels in; the phone's pixels are
  ///     the same with or without it. Nil with `showsPanel` puts the last panel again.
  ///   - outline: a rectangle to outline over the phone, root points (the layer under the
  ///     inspector's pointer).
  func render(
    _ tree: RenderTree, hud: HUDSnapshot?, panel: RenderTree? = nil, showsPanel: Bool = false, outline: CGRect? = nil,
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
      if let panel {
        let side = panelBitmap(width: panel.pixelWidth, height: panel.pixelHeight, scale: panel.scale)
        panelRenderer(for: panel).render(panel, into: side)
      }
      if showsPanel, target.width > tree.pixelWidth, let side = panelScratch {
        target.format.convert(
          side, into: target.data + tree.pixelWidth * (target.format.bitsPerPixel / 8), stride: target.stride,
          width: target.width - tree.pixelWidth, height: target.height)
      }
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

  /// A copy of the last side panel composited (waits for the queue).
  func lastPanelCopy() -> Bitmap? {
    queue.sync { panelScratch?.copy() }
  }

  private func panelRenderer(for panel: RenderTree) -> FrameRenderer {
    if let panelRenderer { return panelRenderer }
    let made = FrameRenderer(threadCount: threadCount)
    panelRenderer = made
    return made
  }

  private func panelBitmap(width: Int, height: Int, scale: Int) -> Bitmap {
    if let panelScratch, panelScratch.width == width, panelScratch.height == height { return panelScratch }
    let made = Bitmap(width: width, height: height, scale: scale)
    panelScratch = made
    return made
  }

  /// The scratch bitmap, reused while the frame size stays (the compositor overwrites it).
  private func bitmap(width: Int, height: Int, scale: Int) -> Bitmap {
    if let scratch, scratch.width == width, scratch.height == height { return scratch }
    let made = Bitmap(width: width, height: height, scale: scale)
    scratch = made
    return made
  }
}
