/// How an image is placed inside a layer's bounds (UIKit's `UIView.ContentMode`, same raw
/// values).
public enum RenderContentMode: Int, Sendable, Hashable {
  case scaleToFill = 0
  case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}

/// A decoded image: premultiplied ARGB32 pixels and the scale they were made for.
///
/// Compared by identity of its pixel buffer, so a render tree can hold the same image every
/// frame and the content cache recognises it without comparing pixels.
public struct RenderImage: Sendable, Hashable {
  /// The pixels (width × height pixels).
  public let bitmap: Bitmap
  /// Pixels per point of the image (an `@2x` file has scale 2).
  public let scale: Double

  public init(bitmap: Bitmap, scale: Double) {
    self.bitmap = bitmap
    self.scale = scale
  }

  /// Size in points: pixels ÷ scale.
  public var pointSize: (width: Double, height: Double) {
    (Double(bitmap.width) / scale, Double(bitmap.height) / scale)
  }

  public static func == (lhs: RenderImage, rhs: RenderImage) -> Bool {
    lhs.bitmap === rhs.bitmap && lhs.scale == rhs.scale
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(bitmap))
    hasher.combine(scale)
  }
}

/// Horizontal alignment of text lines (UIKit's `NSTextAlignment` raw values).
public enum RenderTextAlignment: Int, Sendable, Hashable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// What happens to text that does not fit (UIKit's `NSLineBreakMode` raw values).
public enum RenderLineBreakMode: Int, Sendable, Hashable {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A font request. Family names are resolved by fontconfig; Segue pins "DejaVu Sans" so
/// golden images are identical on every machine.
public struct RenderFont: Sendable, Hashable {
  /// Fontconfig family, e.g. "DejaVu Sans".
  public var family: String
  /// Size in points.
  public var size: Double
  /// Weight on the OpenType scale 100…900 (400 regular, 700 bold), as Pango uses.
  public var weight: Int
  /// Whether the italic (oblique) face is used.
  public var italic: Bool

  public init(family: String = "DejaVu Sans", size: Double, weight: Int = 400, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }
}

/// Text laid out with Pango inside a layer's bounds.
public struct RenderText: Sendable, Hashable {
  public var string: String
  public var font: RenderFont
  public var color: RenderColor
  public var alignment: RenderTextAlignment
  /// Maximum number of lines; 0 means no limit.
  public var numberOfLines: Int
  public var lineBreakMode: RenderLineBreakMode

  public init(
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
public enum RenderPathElement: Sendable, Hashable {
  case move(x: Double, y: Double)
  case line(x: Double, y: Double)
  case curve(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
  case close
}
