import Foundation
import SegueAnimation
import SegueRender
import SegueSupport
import SegueUIKit

/// What the window shows right of the phone in one frame (the animation inspector's panel).
struct SidePanelFrame: Sendable {
  /// The panel's tree, or nil when it has not changed since the last one.
  var tree: RenderTree?
  /// The playhead, panel points: a line drawn over the panel's pixels each frame, so a
  /// moving playhead neither redraws nor re-composites the panel.
  var playhead: CGRect?
}

/// Puts the side panel into the window's buffers (`put` runs on the render queue).
///
/// The panel is composited only when its tree changed, by its own renderer (its own content
/// cache: the panel's layers never evict the phone's) on its own queue, so a panel redrawn as
/// a transition starts never delays the phone's frame: until the new picture is ready the
/// window keeps the last one, then `onPictureReady` asks for a frame. Each window buffer
/// remembers which picture and playhead it holds: an unchanged panel is not copied again, and
/// a moved playhead restores the pixels under its old place and draws the new one — a few
/// columns.
///
/// Thread safety: the pictures are swapped under `lock`, which `put` holds while it reads the
/// front picture; the panel queue renders only into the back one (hence `@unchecked Sendable`).
final class SidePanelCompositor: @unchecked Sendable {
  /// Called on the panel queue when a new picture is ready to be shown.
  var onPictureReady: (@Sendable () -> Void)?
  private let queue = DispatchQueue(label: "segue.render.panel", qos: .userInitiated)
  private let lock = NSLock()
  /// `SEGUE_TRACE=frames` also logs each panel picture's composite time.
  private let traces = SegueTrace.isOn("frames")
  private let renderer = FrameRenderer(threadCount: 1)
  /// The picture shown (front) and the one being composited (back).
  private var picture: Bitmap?
  private var back: Bitmap?
  /// The newest tree waiting for the panel queue, and whether the queue is working.
  private var pendingTree: RenderTree?
  private var isCompositing = false
  /// A picture was made and no frame has put it yet.
  private var isUnshown = false
  /// Bumped each time `picture` changes.
  private var generation = 0
  /// What each buffer holds: the picture's generation, the playhead's pixel rectangle, and
  /// the buffer's size (a resized buffer holds nothing).
  private var held: [ObjectIdentifier: (generation: Int, playhead: PixelRect?, width: Int, height: Int)] = [:]
  private var playheadPixels: Bitmap?

  /// A rectangle in panel pixels.
  struct PixelRect: Equatable {
    var x, y, width, height: Int
  }

  init() {}

  /// Whether a panel picture is being composited or waits to be.
  var isBusy: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isCompositing || pendingTree != nil || isUnshown
  }

  /// Puts `frame` into `target` from pixel column `x` on (the render queue). A new tree is
  /// handed to the panel queue; the last picture is put meanwhile.
  func put(_ frame: SidePanelFrame, into target: RenderPipeline.Target, atX x: Int) {
    if let tree = frame.tree { submit(tree) }
    lock.lock()
    defer { lock.unlock() }
    isUnshown = false
    guard let picture, target.width > x else { return }
    let bytes = target.format.bitsPerPixel / 8
    let origin = target.data + x * bytes
    let width = target.width - x
    let playhead = frame.playhead.flatMap { pixelRect($0, scale: picture.scale, in: picture) }
    let key = ObjectIdentifier(target.buffer)
    if let previous = held[key], previous.generation == generation, previous.width == target.width,
      previous.height == target.height
    {
      guard previous.playhead != playhead else { return }
      if let old = previous.playhead {
        target.format.convert(
          picture, fromX: old.x, fromY: old.y, into: origin + old.y * target.stride + old.x * bytes,
          stride: target.stride, width: old.width, height: old.height)
      }
    } else {
      target.format.convert(picture, into: origin, stride: target.stride, width: width, height: target.height)
    }
    if let playhead { drawPlayhead(playhead, into: target, origin: origin, bytes: bytes) }
    if held.count > 8 { held.removeAll() }
    held[key] = (generation, playhead, target.width, target.height)
  }

  /// A copy of the last panel with `playhead` drawn (tests, screenshots); waits for a
  /// picture being composited.
  func pictureCopy(playhead: CGRect?) -> Bitmap? {
    queue.sync {}
    lock.lock()
    let copied = picture?.copy()
    lock.unlock()
    guard let copy = copied else { return nil }
    if let rect = playhead.flatMap({ pixelRect($0, scale: copy.scale, in: copy) }) {
      for y in rect.y..<(rect.y + rect.height) {
        for x in rect.x..<(rect.x + rect.width) { copy[x, y] = Self.playheadColor }
      }
    }
    return copy
  }

  /// The playhead's colour, opaque ARGB (the inspector's red).
  static let playheadColor: UInt32 = 0xFFE6_2626

  private func drawPlayhead(
    _ rect: PixelRect, into target: RenderPipeline.Target, origin: UnsafeMutableRawPointer, bytes: Int
  ) {
    let line: Bitmap
    if let playheadPixels, playheadPixels.width == rect.width, playheadPixels.height == rect.height {
      line = playheadPixels
    } else {
      line = Bitmap(width: rect.width, height: rect.height)
      for y in 0..<rect.height {
        for x in 0..<rect.width { line[x, y] = Self.playheadColor }
      }
      playheadPixels = line
    }
    target.format.convert(
      line, into: origin + rect.y * target.stride + rect.x * bytes, stride: target.stride, width: rect.width,
      height: rect.height)
  }

  /// `rect` (points) in whole pixels of `picture`, clipped to it; nil when outside.
  private func pixelRect(_ rect: CGRect, scale: Int, in picture: Bitmap) -> PixelRect? {
    let s = CGFloat(scale)
    let minX = max(Int((rect.minX * s).rounded()), 0)
    let minY = max(Int((rect.minY * s).rounded()), 0)
    let maxX = min(Int((rect.maxX * s).rounded()), picture.width)
    let maxY = min(Int((rect.maxY * s).rounded()), picture.height)
    guard maxX > minX, maxY > minY else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Composites `tree` on the panel queue into the back picture, then makes it the front
  /// one; trees submitted meanwhile are coalesced to the newest.
  private func submit(_ tree: RenderTree) {
    lock.lock()
    pendingTree = tree
    let start = !isCompositing
    isCompositing = true
    lock.unlock()
    guard start else { return }
    queue.async { [self] in
      while true {
        lock.lock()
        guard let tree = pendingTree else {
          isCompositing = false
          lock.unlock()
          return
        }
        pendingTree = nil
        var bitmap = back
        lock.unlock()
        if bitmap?.width != tree.pixelWidth || bitmap?.height != tree.pixelHeight {
          bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
        }
        guard let bitmap else { continue }
        let start = monotonicSeconds()
        renderer.render(tree, into: bitmap)
        if traces {
          FileHandle.standardError.write(
            Data(
              "[segue frames] inspector panel composited in \(String(format: "%.2f", (monotonicSeconds() - start) * 1000)) ms\n"
                .utf8))
        }
        lock.lock()
        back = picture
        picture = bitmap
        generation += 1
        isUnshown = true
        lock.unlock()
        onPictureReady?()
      }
    }
  }
}
