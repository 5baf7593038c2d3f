import Foundation
import SegueAnimation

/// Reverses paths for `UIBezierPath.reversing()`.
enum PathReversal {
  private struct Piece {
    var from: CGPoint
    var segment: PathSegment
  }

  /// Subpaths in reverse order, each traced from its end back to its start.
  static func reversed(_ segments: [PathSegment]) -> [PathSegment] {
    var subpaths: [(start: CGPoint, pieces: [Piece], closed: Bool)] = []
    var current = CGPoint.zero
    for segment in segments {
      switch segment {
      case .move(let p):
        subpaths.append((p, [], false))
        current = p
      case .close:
        guard !subpaths.isEmpty else { continue }
        let start = subpaths[subpaths.count - 1].start
        if current != start { subpaths[subpaths.count - 1].pieces.append(Piece(from: current, segment: .line(start))) }
        subpaths[subpaths.count - 1].closed = true
        current = start
      default:
        guard !subpaths.isEmpty else { continue }
        subpaths[subpaths.count - 1].pieces.append(Piece(from: current, segment: segment))
        current = segment.points.last ?? current
      }
    }
    var out: [PathSegment] = []
    for subpath in subpaths.reversed() {
      let end = subpath.pieces.last?.segment.points.last ?? subpath.start
      out.append(.move(end))
      var pieces = Array(subpath.pieces.reversed())
      // A closed loop ends where it starts; its last reversed line is the close.
      if subpath.closed, case .line? = pieces.last?.segment { pieces.removeLast() }
      for piece in pieces {
        switch piece.segment {
        case .line: out.append(.line(piece.from))
        case .quadCurve(let c, _): out.append(.quadCurve(c, piece.from))
        case .curve(let c1, let c2, _): out.append(.curve(c2, c1, piece.from))
        case .move, .close: break
        }
      }
      if subpath.closed { out.append(.close) }
    }
    return out
  }
}
