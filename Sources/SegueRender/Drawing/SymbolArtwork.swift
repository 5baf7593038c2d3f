import CCairo
import Foundation

/// Segue's drawings of the SF Symbols transition code uses most (close, chevrons, arrows,
/// plus, checkmark, ellipsis, heart, star, share), as vectors on a 24-unit design grid,
/// drawn black on transparent so that a template image can be tinted. They are Segue's
/// own shapes, not Apple's artwork: the same meaning and about the same weight and size.
package enum SymbolArtwork {
  private enum Shape {
    /// Open polylines, stroked with round caps and joins.
    case strokes([[(Double, Double)]])
    /// A closed path, stroked (outline) or filled.
    case path([RenderPathElement], filled: Bool)
    /// Dots (filled circles): centre and radius.
    case dots([(Double, Double)], radius: Double)
    /// Several shapes drawn in order.
    indirect case composite([Shape])
  }

  /// A circular arc as cubic Béziers (one per quarter turn at most), from angle `from` to `to`
  /// (radians, y down), starting with a move.
  private static func arc(_ cx: Double, _ cy: Double, _ r: Double, from: Double, to: Double, move: Bool = true)
    -> [RenderPathElement]
  {
    let pieces = max(Int((abs(to - from) / (Double.pi / 2)).rounded(.up)), 1)
    let step = (to - from) / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var elements: [RenderPathElement] = []
    var angle = from
    if move { elements.append(.move(x: cx + r * cos(angle), y: cy + r * sin(angle))) }
    for _ in 0..<pieces {
      let next = angle + step
      let (x0, y0) = (cx + r * cos(angle), cy + r * sin(angle))
      let (x1, y1) = (cx + r * cos(next), cy + r * sin(next))
      elements.append(
        .curve(
          c1x: x0 - k * r * sin(angle), c1y: y0 + k * r * cos(angle), c2x: x1 + k * r * sin(next),
          c2y: y1 - k * r * cos(next), x: x1, y: y1))
      angle = next
    }
    return elements
  }

  /// Wi-Fi: two bands of a 90° fan over a wedge, filled.
  private static func wifi() -> [RenderPathElement] {
    var elements: [RenderPathElement] = []
    let (cx, cy) = (12.0, 19.5)
    let from = -3 * Double.pi / 4
    let to = -Double.pi / 4
    for (outer, inner) in [(16.5, 13.0), (10.8, 7.3)] {
      elements += arc(cx, cy, outer, from: from, to: to)
      elements.append(.line(x: cx + inner * cos(to), y: cy + inner * sin(to)))
      elements += arc(cx, cy, inner, from: to, to: from, move: false)
      elements.append(.close)
    }
    elements.append(.move(x: cx, y: cy))
    elements.append(.line(x: cx + 5 * cos(from), y: cy + 5 * sin(from)))
    elements += arc(cx, cy, 5, from: from, to: to, move: false)
    elements.append(.close)
    return elements
  }

  /// Rectangle outline or fill helper (a closed path).
  private static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [RenderPathElement] {
    [.move(x: x, y: y), .line(x: x + w, y: y), .line(x: x + w, y: y + h), .line(x: x, y: y + h), .close]
  }

  private static func heart() -> [RenderPathElement] {
    [
      .move(x: 12, y: 20.5),
      .curve(c1x: 5, c1y: 15.5, c2x: 2.5, c2y: 11.5, x: 2.5, y: 8.3),
      .curve(c1x: 2.5, c1y: 5.5, c2x: 4.7, c2y: 3.5, x: 7.3, y: 3.5),
      .curve(c1x: 9.3, c1y: 3.5, c2x: 11, c2y: 4.6, x: 12, y: 6.3),
      .curve(c1x: 13, c1y: 4.6, c2x: 14.7, c2y: 3.5, x: 16.7, y: 3.5),
      .curve(c1x: 19.3, c1y: 3.5, c2x: 21.5, c2y: 5.5, x: 21.5, y: 8.3),
      .curve(c1x: 21.5, c1y: 11.5, c2x: 19, c2y: 15.5, x: 12, y: 20.5),
      .close,
    ]
  }

  private static func star() -> [RenderPathElement] {
    var elements: [RenderPathElement] = []
    for index in 0..<10 {
      let radius = index.isMultiple(of: 2) ? 9.8 : 4.1
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      let point = (x: 12 + radius * cos(angle), y: 12.8 + radius * sin(angle))
      elements.append(index == 0 ? .move(x: point.x, y: point.y) : .line(x: point.x, y: point.y))
    }
    elements.append(.close)
    return elements
  }

  private static let shapes: [String: Shape] = [
    "xmark": .strokes([[(6, 6), (18, 18)], [(18, 6), (6, 18)]]),
    "plus": .strokes([[(12, 4.5), (12, 19.5)], [(4.5, 12), (19.5, 12)]]),
    "checkmark": .strokes([[(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)]]),
    "chevron.left": .strokes([[(15.5, 4.5), (8, 12), (15.5, 19.5)]]),
    "chevron.right": .strokes([[(8.5, 4.5), (16, 12), (8.5, 19.5)]]),
    "chevron.up": .strokes([[(4.5, 15.5), (12, 8), (19.5, 15.5)]]),
    "chevron.down": .strokes([[(4.5, 8.5), (12, 16), (19.5, 8.5)]]),
    "arrow.left": .strokes([[(19.5, 12), (4.5, 12)], [(11, 5.5), (4.5, 12), (11, 18.5)]]),
    "arrow.right": .strokes([[(4.5, 12), (19.5, 12)], [(13, 5.5), (19.5, 12), (13, 18.5)]]),
    "arrow.up": .strokes([[(12, 19.5), (12, 4.5)], [(5.5, 11), (12, 4.5), (18.5, 11)]]),
    "arrow.down": .strokes([[(12, 4.5), (12, 19.5)], [(5.5, 13), (12, 19.5), (18.5, 13)]]),
    "square.and.arrow.up": .strokes([
      [(8.5, 9.5), (5.5, 9.5), (5.5, 20.5), (18.5, 20.5), (18.5, 9.5), (15.5, 9.5)],
      [(12, 14.5), (12, 2.5)], [(8, 6.5), (12, 2.5), (16, 6.5)],
    ]),
    "ellipsis": .dots([(5, 12), (12, 12), (19, 12)], radius: 1.8),
    "magnifyingglass": .composite([
      .path(arc(10.5, 10.5, 6.5, from: 0, to: 2 * Double.pi) + [.close], filled: false),
      .strokes([[(15.3, 15.3), (20.5, 20.5)]]),
    ]),
    "heart": .path(heart(), filled: false),
    "heart.fill": .path(heart(), filled: true),
    "star": .path(star(), filled: false),
    "star.fill": .path(star(), filled: true),
    // Status-bar glyphs.
    "wifi": .path(wifi(), filled: true),
    "cellularbars": .path(
      rect(2.5, 15, 3.5, 5) + rect(7.5, 12, 3.5, 8) + rect(12.5, 8.5, 3.5, 11.5) + rect(17.5, 5, 3.5, 15), filled: true),
    "battery.100": .composite([
      .path(rect(1.5, 7, 19, 10), filled: false), .path(rect(3.5, 9, 15, 6), filled: true),
      .path(rect(21.5, 10, 1.5, 4), filled: true),
    ]),
  ]

  /// The names Segue draws.
  package static var names: [String] { shapes.keys.sorted() }

  /// Draws `name` on a square `side` points wide (rounded to whole pixels) at `scale` pixels per point, black on
  /// transparent; `weight` multiplies the stroke width (1 = regular, 2 grid units).
  ///
  /// - Returns: nil for a name Segue does not draw.
  /// - Throws: `CairoError` when cairo fails (out of memory).
  package static func bitmap(named name: String, side: Double, weight: Double = 1, scale: Int) throws
    -> Bitmap?
  {
    guard let shape = shapes[name], side > 0, side.isFinite, scale > 0 else { return nil }
    let pixels = max(Int((side * Double(scale)).rounded()), 1)
    let bitmap = Bitmap(width: pixels, height: pixels, scale: scale)
    try bitmap.withCairoContext("drawing the symbol \(name)") { cr in
      let unit = Double(pixels) / 24
      cairo_scale(cr, unit, unit)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_set_line_width(cr, 2 * max(weight, 0.1))
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      draw(shape, cr, weight: weight)
    }
    return bitmap
  }

  private static func draw(_ shape: Shape, _ cr: OpaquePointer, weight: Double) {
    switch shape {
    case .composite(let shapes):
      for part in shapes { draw(part, cr, weight: weight) }
    case .strokes(let lines):
      for line in lines {
        guard let first = line.first else { continue }
        cairo_move_to(cr, first.0, first.1)
        for point in line.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        cairo_stroke(cr)
      }
    case .path(let elements, let filled):
      addPath(cr, elements)
      if filled { cairo_fill(cr) } else { cairo_stroke(cr) }
    case .dots(let centres, let radius):
      for centre in centres {
        cairo_new_sub_path(cr)
        cairo_arc(cr, centre.0, centre.1, radius * max(weight, 0.5), 0, 2 * Double.pi)
      }
      cairo_fill(cr)
    }
  }
}

extension Bitmap {
  /// A copy whose every pixel is `color` at the pixel's own coverage (a template image
  /// tinted): premultiplied, so alpha × the colour's components and alpha.
  package func tinted(with color: RenderColor) -> Bitmap {
    let copy = Bitmap(width: width, height: height, scale: scale)
    let r = min(max(color.red, 0), 1)
    let g = min(max(color.green, 0), 1)
    let b = min(max(color.blue, 0), 1)
    let a = min(max(color.alpha, 0), 1)
    for y in 0..<height {
      let source = row(y)
      let target = copy.row(y)
      for x in 0..<width {
        let coverage = Double(source[x] >> 24) / 255 * a
        let channel = { (value: Double) in UInt32((value * coverage * 255).rounded()) }
        target[x] = channel(1) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
      }
    }
    return copy
  }
}
