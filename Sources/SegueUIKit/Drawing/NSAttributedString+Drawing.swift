import Foundation
import SegueAnimation
import SegueRender

extension NSAttributedString {
  /// The string as Pango draws it: each attribute run with its `.font` (system 12 pt when
  /// absent), `.foregroundColor` (black when absent) and the attributes
  /// `AttributedTextRuns` reads.
  private var styled: (text: RenderText, runs: [RenderTextRun]) {
    let base = StringDrawing.renderText(string, attributes: nil)
    return (base, AttributedTextRuns.runs(of: self, font: .systemFont(ofSize: 12), color: .black, traits: nil))
  }

  /// Draws the string with the top-left of its first line at `point` (points) in the current
  /// context; lines break only at newlines.
  public func draw(at point: CGPoint) {
    let (text, runs) = styled
    UIGraphicsGetCurrentContext()?.canvas.drawText(
      text, runs: runs, x: Double(point.x), y: Double(point.y), width: nil, height: nil)
  }

  /// Draws the string wrapped by word to `rect`'s width from its top-left corner, clipped
  /// to `rect` (points).
  public func draw(in rect: CGRect) {
    guard rect.width > 0, rect.height > 0 else { return }
    let (text, runs) = styled
    UIGraphicsGetCurrentContext()?.canvas.drawText(
      text, runs: runs, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }

  /// The size (points) `draw(at:)` covers.
  public func size() -> CGSize {
    let (text, runs) = styled
    let size = BitmapCanvas.textSize(text, runs: runs, width: nil)
    return CGSize(width: size.width, height: size.height)
  }
}
