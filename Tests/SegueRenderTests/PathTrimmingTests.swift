import Testing

@testable import SegueRender

/// `PathTrimming`: strokeStart/strokeEnd by arc length (docs/uikit-behaviour-drawing.md §9).
@Suite struct PathTrimmingTests {
  let corner: [RenderPathElement] = [.move(x: 0, y: 0), .line(x: 100, y: 0), .line(x: 100, y: 100)]

  @Test func linesAreCutAtTheirLength() {
    #expect(
      PathTrimming.trimmed(corner, from: 0.25, to: 0.75) == [
        .move(x: 50, y: 0), .line(x: 100, y: 0), .line(x: 100, y: 50),
      ])
    #expect(PathTrimming.trimmed(corner, from: 0, to: 1) == corner)
    #expect(PathTrimming.trimmed(corner, from: 0.6, to: 0.4) == [])
    #expect(PathTrimming.trimmed(corner, from: 0.5, to: 2) == [.move(x: 100, y: 0), .line(x: 100, y: 100)])
    #expect(PathTrimming.length(of: corner) == 200)
  }

  @Test func closedSubpathsKeepTheirCloseOnlyWhenWhole() {
    let square: [RenderPathElement] = [
      .move(x: 0, y: 0), .line(x: 10, y: 0), .line(x: 10, y: 10), .line(x: 0, y: 10), .close,
    ]
    // Two subpaths: the square (40 pt), then the corner (200 pt): 240 pt in all.
    let both = square + corner
    #expect(PathTrimming.length(of: both) == 240)
    #expect(PathTrimming.trimmed(both, from: 0, to: 0.5) == square + [.move(x: 0, y: 0), .line(x: 80, y: 0)])
    // The closing side is cut like any line: 35 of the square's 40 points.
    #expect(
      PathTrimming.trimmed(square, from: 0, to: 0.875) == [
        .move(x: 0, y: 0), .line(x: 10, y: 0), .line(x: 10, y: 10), .line(x: 0, y: 10), .line(x: 0, y: 5),
      ])
  }

  @Test func curvesAreCutAtTheParameterOfTheirArcLength() throws {
    // A quarter circle of radius 100 as one cubic (k = 0.5523): length 157.08.
    let k = 4.0 / 3 * (2.0.squareRoot() - 1)
    let arc: [RenderPathElement] = [
      .move(x: 100, y: 0), .curve(c1x: 100, c1y: 100 * k, c2x: 100 * k, c2y: 100, x: 0, y: 100),
    ]
    #expect(abs(PathTrimming.length(of: arc) - 50 * Double.pi) < 0.02)
    let half = PathTrimming.trimmed(arc, from: 0, to: 0.5)
    #expect(half.count == 2)
    guard case .curve(_, _, _, _, let x, let y) = try #require(half.last) else {
      Issue.record("the trimmed arc ends in a curve")
      return
    }
    // Half the length of a symmetric arc is its middle: 45°.
    #expect(abs(x - 100 * 0.5.squareRoot()) < 0.01 && abs(y - 100 * 0.5.squareRoot()) < 0.01, "\(x), \(y)")
  }

  /// Pieces a trim keeps whole are the path's own elements, however the lengths before
  /// them add up (not cut at 0…length, which rounding can move by an ulp).
  @Test func piecesKeptWholeAreThePathsOwn() {
    var path: [RenderPathElement] = [.move(x: 0.1, y: 0.3)]
    var x = 0.1
    for i in 1...40 {
      x += 0.1 * Double(i % 7 + 1) + 1e-3 / 3
      path.append(
        i % 3 == 0
          ? .curve(c1x: x - 0.3, c1y: 2.7, c2x: x - 0.1, c2y: 0.9, x: x, y: 0.3)
          : .line(x: x, y: 0.3 + Double(i % 2) / 3))
    }
    for end in [0.37, 0.5, 0.999] {
      let trimmed = PathTrimming.trimmed(path, from: 0, to: end)
      #expect(Array(trimmed.dropLast()) == Array(path.prefix(trimmed.count - 1)), "strokeEnd \(end)")
    }
    #expect(PathTrimming.measurement(of: path).trimsKeepElements)
    // A move that starts nothing, or a path not starting with a move, is not kept by a trim.
    #expect(!PathTrimming.measurement(of: [.move(x: 0, y: 0), .move(x: 5, y: 5), .line(x: 9, y: 5)]).trimsKeepElements)
    #expect(!PathTrimming.measurement(of: [.line(x: 9, y: 5)]).trimsKeepElements)
  }
}
