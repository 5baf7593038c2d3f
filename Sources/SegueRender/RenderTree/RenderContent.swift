/// How an image is placed inside a layer's bounds (UIKit's `UIView.ContentMode`, same raw
/// values).
package enum RenderContentMode: Int, Sendable, Hashable {
  case scaleToFill = 0
  case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}

/// A decoded image: premultiplied ARGB32 pixels and the scale they were made for.
///
/// Compared by identity of its pixel buffer, so a render tree can hold the same image every
/// frame and the content cache recognises it without comparing pixels.
package struct RenderImage: Sendable, Hashable {
  /// The pixels (width × height pixels).
  package let bitmap: Bitmap
  /// Pixels per point of the image (an `@2x` file has scale 2).
  package let scale: Double

  package init(bitmap: Bitmap, scale: Double) {
    self.bitmap = bitmap
    self.scale = scale
  }

  /// Size in points: pixels ÷ scale.
  package var pointSize: (width: Double, height: Double) {
    (Double(bitmap.width) / scale, Double(bitmap.height) / scale)
  }

  package static func == (lhs: RenderImage, rhs: RenderImage) -> Bool {
    lhs.bitmap === rhs.bitmap && lhs.scale == rhs.scale
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(bitmap))
    hasher.combine(scale)
  }
}

/// Horizontal alignment of text lines (UIKit's `NSTextAlignment` raw values).
package enum RenderTextAlignment: Int, Sendable, Hashable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// What happens to text that does not fit (UIKit's `NSLineBreakMode` raw values).
package enum RenderLineBreakMode: Int, Sendable, Hashable {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A font request. Family names are resolved by fontconfig; Segue pins "DejaVu Sans" so
/// golden images are identical on every machine.
package struct RenderFont: Sendable, Hashable {
  /// Fontconfig family, e.g. "DejaVu Sans".
  package var family: String
  /// Size in points.
  package var size: Double
  /// Weight on the OpenType scale 100…900 (400 regular, 700 bold), as Pango uses.
  package var weight: Int
  /// Whether the italic (oblique) face is used.
  package var italic: Bool

  package init(family: String = "DejaVu Sans", size: Double, weight: Int = 400, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }
}

/// Text laid out with Pango inside a layer's bounds.
package struct RenderText: Sendable, Hashable {
  package var string: String
  package var font: RenderFont
  package var color: RenderColor
  package var alignment: RenderTextAlignment
  /// Maximum number of lines; 0 means no limit.
  package var numberOfLines: Int
  package var lineBreakMode: RenderLineBreakMode
  /// Styled runs of an attributed string, over the base font and colour (empty: none).
  package var runs: [RenderTextRun] = []
  /// Extra points between lines (a paragraph style's `lineSpacing`).
  package var lineSpacing: Double = 0

  package init(
    string: String, font: RenderFont, color: RenderColor = .black, alignment: RenderTextAlignment = .natural,
    numberOfLines: Int = 1, lineBreakMode: RenderLineBreakMode = .byTruncatingTail
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }
}

/// One element of a vector path, in the layer's points.
package enum RenderPathElement: Sendable, Hashable {
  case move(x: Double, y: Double)
  case line(x: Double, y: Double)
  case curve(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
  case close
}
