/// Cuts a path down to the part between two fractions of its arc length: Core Animation's
/// `strokeStart`/`strokeEnd` (docs/uikit-behaviour-drawing.md §9).
///
/// The length is the sum over every subpath of its lines and curves, a closing segment
/// counted as the line back to the subpath's start. Cubic curves are measured on a table of
/// `samplesPerCurve` chords (uniform in the curve parameter) and cut with de Casteljau's
/// construction at the parameter the table gives for a length, so the trimmed path keeps
/// its curves. A subpath that lies wholly inside the kept range keeps its close (its joins
/// stay joins); a cut one ends open.
enum PathTrimming {
  /// Chords per cubic curve in the arc-length table: 32 keeps the length of a quarter
  /// circle within 1.3·10⁻⁴ of its radius (the chord error falls with the square of the
  /// count).
  static let samplesPerCurve = 32

  fileprivate struct Point {
    var x: Double
    var y: Double

    func lerp(_ other: Point, _ t: Double) -> Point {
      Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    func distance(to other: Point) -> Double {
      let dx = other.x - x
      let dy = other.y - y
      return (dx * dx + dy * dy).squareRoot()
    }
  }

  /// One measured piece: a line (`c1`, `c2` unused) or a cubic from `p0` to `p3`.
  fileprivate struct Piece {
    var p0: Point
    var c1: Point
    var c2: Point
    var p3: Point
    var isCurve: Bool
    /// Cumulative chord lengths at t = i / samplesPerCurve (curves only).
    var table: [Double]
    var length: Double
  }

  fileprivate struct Subpath {
    var start: Point
    var pieces: [Piece] = []
    /// The pieces before the closing line (all of them when the subpath is open).
    var drawnCount = 0
    var isClosed = false
  }

  /// The part of `path` from `start` to `end` (fractions 0…1 of its whole length, clamped).
  /// The whole path when the range is 0…1; nothing when `end ≤ start` or the path has no
  /// length.
  ///
  /// - Parameter measured: `measurement(of: path)`, when the caller keeps it (a shape drawn
  ///   on frame after frame is measured once); measured here otherwise.
  static func trimmed(
    _ path: [RenderPathElement], from start: Double, to end: Double, measured: Measurement? = nil
  ) -> [RenderPathElement] {
    let start = start.isNaN ? 0 : min(max(start, 0), 1)
    let end = end.isNaN ? 0 : min(max(end, 0), 1)
    if start <= 0 && end >= 1 { return path }
    guard end > start else { return [] }
    let measurement = measured ?? measurement(of: path)
    let subpaths = measurement.subpaths
    let total = measurement.total
    guard total > 0, total.isFinite else { return [] }
    let low = start * total
    let high = end * total
    var result: [RenderPathElement] = []
    var offset = 0.0
    for subpath in subpaths {
      let length = subpath.pieces.reduce(0.0) { $0 + $1.length }
      defer { offset += length }
      guard offset + length > low, offset < high else { continue }
      if subpath.isClosed && offset >= low && offset + length <= high {
        result.append(.move(x: subpath.start.x, y: subpath.start.y))
        for piece in subpath.pieces.prefix(subpath.drawnCount) { append(piece, to: &result) }
        result.append(.close)
        continue
      }
      var position = offset
      var started = false
      for piece in subpath.pieces {
        defer { position += piece.length }
        let from = max(low, position) - position
        let to = min(high, position + piece.length) - position
        guard to > from else { continue }
        // A piece kept whole is passed on as the path has it (not cut at 0…length, which
        // rounding could move by an ulp), so a trim and the whole path agree on it.
        let isWhole = position >= low && position + piece.length <= high
        let part = isWhole ? piece : cut(piece, from: from, to: to)
        if !started {
          result.append(.move(x: part.p0.x, y: part.p0.y))
          started = true
        }
        append(part, to: &result)
      }
    }
    return result
  }

  /// The box of the control points of every line and curve of `path` whose stretch of arc
  /// length meets one of `ranges` (fractions 0…1 of the whole length, as `trimmed` takes
  /// them; a piece touching a range's end counts), nil when none does. Every point the
  /// pieces pass through lies inside it (a cubic stays within its control points' hull).
  static func bounds(
    of path: [RenderPathElement], meeting ranges: [ClosedRange<Double>], measured: Measurement? = nil
  ) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
    let measurement = measured ?? measurement(of: path)
    let subpaths = measurement.subpaths
    let total = measurement.total
    guard total > 0, total.isFinite else { return nil }
    var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
    var position = 0.0
    for piece in subpaths.flatMap(\.pieces) {
      defer { position += piece.length }
      let meets = ranges.contains { range in
        position <= range.upperBound * total && position + piece.length >= range.lowerBound * total
      }
      guard meets else { continue }
      for point in [piece.p0, piece.c1, piece.c2, piece.p3] {
        box =
          box.map { (min($0.x0, point.x), min($0.y0, point.y), max($0.x1, point.x), max($0.y1, point.y)) }
          ?? (point.x, point.y, point.x, point.y)
      }
    }
    return box
  }

  /// The total arc length of `path` (points), measured as `trimmed` measures it.
  static func length(of path: [RenderPathElement]) -> Double {
    measurement(of: path).total
  }

  /// A path's lines and curves with their arc lengths: what `trimmed` and `bounds` work
  /// from. Measuring is most of a trim's cost (`samplesPerCurve` points on every curve), so
  /// a caller that trims one path again and again keeps this (`RenderShape.measured`).
  struct Measurement: Sendable {
    fileprivate let subpaths: [Subpath]
    /// The whole length (points).
    let total: Double
    /// Whether a trim passes every element it keeps whole on as `path` has it: the path
    /// starts with a move, has no pieces of zero length (a trim drops them), and no move
    /// that starts nothing (a trim drops those too). Then a trim short of one end and the
    /// whole path differ only in the pieces the trim cuts or drops.
    let trimsKeepElements: Bool
  }

  /// Measures `path` (see `Measurement`).
  static func measurement(of path: [RenderPathElement]) -> Measurement {
    let subpaths = measure(path)
    let total = subpaths.reduce(0.0) { sum, subpath in subpath.pieces.reduce(sum) { $0 + $1.length } }
    // The path a trim of everything would emit, piece by piece, compared with `path`.
    var rebuilt: [RenderPathElement] = []
    rebuilt.reserveCapacity(path.count)
    for subpath in subpaths {
      rebuilt.append(.move(x: subpath.start.x, y: subpath.start.y))
      for piece in subpath.pieces.prefix(subpath.drawnCount) where piece.length > 0 { append(piece, to: &rebuilt) }
      if subpath.isClosed { rebuilt.append(.close) }
    }
    return Measurement(subpaths: subpaths, total: total, trimsKeepElements: rebuilt == path)
  }

  private static func append(_ piece: Piece, to result: inout [RenderPathElement]) {
    if piece.isCurve {
      result.append(
        .curve(c1x: piece.c1.x, c1y: piece.c1.y, c2x: piece.c2.x, c2y: piece.c2.y, x: piece.p3.x, y: piece.p3.y))
    } else {
      result.append(.line(x: piece.p3.x, y: piece.p3.y))
    }
  }

  private static func measure(_ path: [RenderPathElement]) -> [Subpath] {
    var subpaths: [Subpath] = []
    var current = Point(x: 0, y: 0)
    var open: Subpath?
    func finish() {
      if var subpath = open, !subpath.pieces.isEmpty {
        if !subpath.isClosed { subpath.drawnCount = subpath.pieces.count }
        subpaths.append(subpath)
      }
      open = nil
    }
    for element in path {
      switch element {
      case .move(let x, let y):
        finish()
        current = Point(x: x, y: y)
        open = Subpath(start: current)
      case .line(let x, let y):
        if open == nil { open = Subpath(start: current) }
        let next = Point(x: x, y: y)
        open?.pieces.append(line(from: current, to: next))
        current = next
      case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
        if open == nil { open = Subpath(start: current) }
        let next = Point(x: x, y: y)
        open?.pieces.append(curve(current, Point(x: c1x, y: c1y), Point(x: c2x, y: c2y), next))
        current = next
      case .close:
        guard var subpath = open else { continue }
        subpath.drawnCount = subpath.pieces.count
        subpath.pieces.append(line(from: current, to: subpath.start))
        subpath.isClosed = true
        current = subpath.start
        open = subpath
        finish()
        // A drawing element after a close starts a new subpath at the same point.
        open = nil
      }
    }
    finish()
    return subpaths
  }

  private static func line(from a: Point, to b: Point) -> Piece {
    Piece(p0: a, c1: a, c2: b, p3: b, isCurve: false, table: [], length: a.distance(to: b))
  }

  private static func curve(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point) -> Piece {
    let n = samplesPerCurve
    var table = [Double](repeating: 0, count: n + 1)
    var previous = p0
    var length = 0.0
    for i in 1...n {
      let point = evaluate(p0, c1, c2, p3, Double(i) / Double(n))
      length += previous.distance(to: point)
      table[i] = length
      previous = point
    }
    return Piece(p0: p0, c1: c1, c2: c2, p3: p3, isCurve: true, table: table, length: length)
  }

  private static func evaluate(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
  }

  /// The curve parameter at arc length `distance` along a measured curve.
  private static func parameter(_ piece: Piece, at distance: Double) -> Double {
    let table = piece.table
    if distance <= 0 { return 0 }
    if distance >= piece.length { return 1 }
    var low = 0
    var high = table.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if table[middle] <= distance { low = middle } else { high = middle }
    }
    let span = table[high] - table[low]
    let within = span > 0 ? (distance - table[low]) / span : 0
    return (Double(low) + within) / Double(table.count - 1)
  }

  /// The part of `piece` from arc length `from` to `to` (points from its start).
  private static func cut(_ piece: Piece, from: Double, to: Double) -> Piece {
    guard piece.length > 0 else { return piece }
    if !piece.isCurve {
      let a = piece.p0.lerp(piece.p3, from / piece.length)
      let b = piece.p0.lerp(piece.p3, to / piece.length)
      return Piece(p0: a, c1: a, c2: b, p3: b, isCurve: false, table: [], length: to - from)
    }
    let t0 = parameter(piece, at: from)
    let t1 = parameter(piece, at: to)
    // [0, t1] first, then the part of that from t0 / t1 on.
    var (p0, c1, c2, p3) = (piece.p0, piece.c1, piece.c2, piece.p3)
    if t1 < 1 { (p0, c1, c2, p3) = split(p0, c1, c2, p3, at: t1).left }
    if t0 > 0, t1 > 0 { (p0, c1, c2, p3) = split(p0, c1, c2, p3, at: t0 / t1).right }
    return Piece(p0: p0, c1: c1, c2: c2, p3: p3, isCurve: true, table: [], length: to - from)
  }

  private static func split(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, at t: Double) -> (
    left: (Point, Point, Point, Point), right: (Point, Point, Point, Point)
  ) {
    let a = p0.lerp(c1, t)
    let b = c1.lerp(c2, t)
    let c = c2.lerp(p3, t)
    let d = a.lerp(b, t)
    let e = b.lerp(c, t)
    let f = d.lerp(e, t)
    return ((p0, a, d, f), (f, e, c, p3))
  }
}
