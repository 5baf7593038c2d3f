import Foundation
import SegueRender
import SegueSupport

/// A contact sheet: frames in a grid on white, each with its time written under it (Pango
/// text through the compositor's own text drawing), an optional title on top.
///
/// Thumbnails are the frames shrunk by a whole factor with box averaging, so a @2x frame
/// becomes one pixel per point. Layout is in sheet pixels: 24 px margins and gaps, labels
/// 13 pt DejaVu Sans. The same frames give the same pixels.
public struct ContactSheet {
  /// The frames and their times in seconds.
  public var frames: [(time: Double, bitmap: Bitmap)]
  /// Frames per row (≥ 1).
  public var columns: Int
  /// Each frame is shrunk by this whole factor (1 keeps full size).
  public var shrink: Int
  /// A line above the grid, e.g. the scene's name; nil for none.
  public var title: String?

  public init(frames: [(time: Double, bitmap: Bitmap)], columns: Int, shrink: Int, title: String? = nil) {
    self.frames = frames
    self.columns = max(columns, 1)
    self.shrink = max(shrink, 1)
    self.title = title
  }

  private static let margin = 24.0
  private static let gap = 24.0
  private static let labelHeight = 28.0
  private static let titleHeight = 36.0

  /// The sheet as one bitmap (scale 1).
  ///
  /// - Throws: `ExportError` when there are no frames or the sheet would exceed cairo's
  ///   32767-pixel side.
  public func render() throws -> Bitmap {
    guard let first = frames.first else {
      throw ExportError("a contact sheet needs at least one frame; pass --at or --fps.")
    }
    let cellWidth = Double(first.bitmap.width / shrink)
    let cellHeight = Double(first.bitmap.height / shrink)
    let columnCount = min(columns, frames.count)
    let top = Self.margin + (title == nil ? 0 : Self.titleHeight)
    let (width, height) = Self.size(
      frameCount: frames.count, cellWidth: first.bitmap.width / shrink, cellHeight: first.bitmap.height / shrink,
      columns: columns, titled: title != nil)
    guard Self.fits(width: width, height: height) else {
      throw ExportError(
        "a contact sheet of \(frames.count) frames would be \(Int(width))×\(Int(height)) px, over the sheet limit (\(SegueLimits.grouped(SegueLimits.sheetSide)) px a side, \(SegueLimits.grouped(SegueLimits.sheetPixels)) px in all); use fewer frames or other --columns."
      )
    }
    let thumbnails = frames.map { $0.bitmap.downsampled(by: shrink) }
    var layers: [RenderLayer] = []
    var nextID: UInt64 = 1
    func layer(x: Double, y: Double, width: Double, height: Double, appearance: LayerAppearance) -> RenderLayer {
      defer { nextID += 1 }
      return RenderLayer(
        id: nextID, width: width, height: height, transform: ProjectiveTransform(translationX: x, y: y),
        appearance: appearance)
    }
    if let title {
      layers.append(
        layer(
          x: Self.margin, y: Self.margin, width: width - 2 * Self.margin, height: Self.titleHeight - 8,
          appearance: LayerAppearance(contents: .text(Self.text(title, size: 17, weight: 700, alignment: .left)))))
    }
    let border = RenderColor(red: 0.8, green: 0.8, blue: 0.8)
    for (index, thumbnail) in thumbnails.enumerated() {
      let x = Self.margin + Double(index % columnCount) * (cellWidth + Self.gap)
      let y = top + Double(index / columnCount) * (cellHeight + Self.labelHeight + Self.gap)
      layers.append(
        layer(
          x: x, y: y, width: cellWidth, height: cellHeight,
          appearance: LayerAppearance(contents: .image(RenderImage(bitmap: thumbnail, scale: 1)))))
      layers.append(
        layer(
          x: x - 1, y: y - 1, width: cellWidth + 2, height: cellHeight + 2,
          appearance: LayerAppearance(borderWidth: 1, borderColor: border)))
      layers.append(
        layer(
          x: x, y: y + cellHeight + 4, width: cellWidth, height: Self.labelHeight - 4,
          appearance: LayerAppearance(
            contents: .text(Self.text(Self.label(frames[index].time), size: 13, weight: 400, alignment: .center)))))
    }
    let tree = RenderTree(
      width: width, height: height, scale: 1, backgroundColor: .white,
      root: RenderLayer(id: 0, width: width, height: height, sublayers: layers))
    let renderer = FrameRenderer(threadCount: 1)
    let bitmap = renderer.render(tree)
    if let error = renderer.contentCache.lastError {
      throw ExportError("drawing the contact sheet failed: \(error)")
    }
    return bitmap
  }

  /// The sheet's size in pixels for `frameCount` thumbnails of `cellWidth × cellHeight`
  /// pixels in rows of `columns` (fewer when there are fewer frames), known before any frame
  /// is rendered.
  public static func size(frameCount: Int, cellWidth: Int, cellHeight: Int, columns: Int, titled: Bool) -> (
    width: Double, height: Double
  ) {
    let columnCount = max(min(columns, frameCount), 1)
    let rowCount = (max(frameCount, 1) + columnCount - 1) / columnCount
    let top = margin + (titled ? titleHeight : 0)
    let width = 2 * margin + Double(columnCount) * Double(cellWidth) + Double(columnCount - 1) * gap
    let height =
      top + margin + Double(rowCount) * (Double(cellHeight) + labelHeight) + Double(rowCount - 1) * gap
    return (width, height)
  }

  /// Whether a sheet of `width × height` pixels is within `SegueLimits.sheetSide` and
  /// `SegueLimits.sheetPixels`.
  public static func fits(width: Double, height: Double) -> Bool {
    width <= Double(SegueLimits.sheetSide) && height <= Double(SegueLimits.sheetSide)
      && width.rounded(.up) * height.rounded(.up) <= Double(SegueLimits.sheetPixels)
  }

  /// "0.150 s": the time with millisecond precision.
  public static func label(_ time: Double) -> String { String(format: "%.3f s", time) }

  private static func text(_ string: String, size: Double, weight: Int, alignment: RenderTextAlignment) -> RenderText {
    RenderText(
      string: string, font: RenderFont(size: size, weight: weight),
      color: RenderColor(red: 0.2, green: 0.2, blue: 0.2), alignment: alignment)
  }
}
