import Foundation
import SegueRender

extension CGPath {
  /// The path as the render tree carries it (points as `Double`, quadratic curves raised
  /// to cubic ones).
  package var renderElements: [RenderPathElement] {
    elements.map { element -> RenderPathElement in
      switch element {
      case .move(let p): .move(x: Double(p.x), y: Double(p.y))
      case .line(let p): .line(x: Double(p.x), y: Double(p.y))
      case .curve(let a, let b, let c):
        .curve(c1x: Double(a.x), c1y: Double(a.y), c2x: Double(b.x), c2y: Double(b.y), x: Double(c.x), y: Double(c.y))
      case .close: .close
      }
    }
  }
}
