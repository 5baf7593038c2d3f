import Foundation
import SegueAnimation
import SegueRender

/// The stack of current drawing contexts UIKit's drawing calls use
/// (`UIGraphicsGetCurrentContext`, `UIColor.setFill`, `UIRectFill`, `UIImage.draw`): one per
/// thread, as UIKit keeps it, so an image drawn on a background queue and a view drawn on the
/// main actor never see each other's contexts. Like UIKit's, these functions are not isolated
/// to the main actor.
///
/// The main queue has one stack of its own, whichever thread runs it: under `dispatchMain`
/// (every Segue window) and in tests, main-queue blocks — the main actor — run on worker
/// threads, and code that suspends between `UIGraphicsBeginImageContext` and
/// `UIGraphicsEndImageContext` may resume on another one. On iOS the main queue is always the
/// main thread, so this is the same stack UIKit's main thread has.
enum GraphicsContextStack {
  struct Entry {
    let context: CGContext
    /// Made by `UIGraphicsBeginImageContextWithOptions` (an image can be taken from it).
    let bitmap: Bitmap?
    let scale: CGFloat
  }

  /// The calling thread's stack (kept in its thread dictionary).
  private final class Stack {
    var entries: [Entry] = []
  }

  private static let key = "SegueGraphicsContextStack"
  /// The main queue's stack; only main-queue work (serial) touches it.
  nonisolated(unsafe) private static let mainQueueStack = Stack()
  /// Marks the main queue (once, from any thread) so it can be recognized on any thread.
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: ScreenTraits.mainQueueKey, value: true)

  private static var stack: Stack {
    _ = markMainQueue
    if Thread.isMainThread || DispatchQueue.getSpecific(key: ScreenTraits.mainQueueKey) != nil { return mainQueueStack }
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? Stack { return stack }
    let stack = Stack()
    dictionary[key] = stack
    return stack
  }

  /// The calling thread's contexts, the current one last.
  static var entries: [Entry] {
    get { stack.entries }
    set { stack.entries = newValue }
  }
}

/// The current drawing context, or nil outside one.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.entries.last?.context
}

/// Makes `context` current until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.entries.append(.init(context: context, bitmap: nil, scale: 1))
}

public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.entries.popLast()
}

/// Begins a bitmap context `size` points large at `scale` pixels per point (0: the
/// screen's); `opaque` is accepted (the bitmap starts transparent either way). The size is
/// rounded up to whole pixels.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  // The running host's screen scale (`UIScreen.main.scale`), readable from any thread.
  let resolved = scale > 0 ? scale : UIImage.preferredScale
  let pixelScale = max(Int(resolved.rounded()), 1)
  let width = max(Int((size.width * CGFloat(pixelScale)).rounded(.up)), 1)
  let height = max(Int((size.height * CGFloat(pixelScale)).rounded(.up)), 1)
  let bitmap = Bitmap(width: width, height: height, scale: pixelScale)
  let context = CGContext(bitmap: bitmap, size: size)
  GraphicsContextStack.entries.append(.init(context: context, bitmap: bitmap, scale: CGFloat(pixelScale)))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current bitmap context holds; nil when the current context is not
/// a bitmap context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = GraphicsContextStack.entries.last, let bitmap = entry.bitmap else { return nil }
  entry.context.canvas.flush()
  return UIImage(bitmap: bitmap.copy(), scale: entry.scale)
}

public func UIGraphicsEndImageContext() {
  guard GraphicsContextStack.entries.last?.bitmap != nil else { return }
  _ = GraphicsContextStack.entries.popLast()
}

/// Fills `rect` (points) with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

extension UIColor {
  /// Makes this the current context's fill colour.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Makes this the current context's stroke colour.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
  /// Makes this the current context's fill and stroke colour.
  public func set() {
    setFill()
    setStroke()
  }
}

extension UIImage {
  /// Draws the image scaled into `rect` (points) in the current context.
  public func draw(in rect: CGRect) {
    UIGraphicsGetCurrentContext()?.draw(renderImage.bitmap, in: rect)
  }

  /// Draws the image scaled into `rect` at `alpha` with `blendMode` (cairo's operators;
  /// `plusDarker` draws as `.normal`).
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setAlpha(alpha)
    context.setBlendMode(blendMode)
    context.draw(renderImage.bitmap, in: rect)
    context.restoreGState()
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
