import Foundation
import SegueLayout

extension LayoutEngine {
  /// UIKit's autoresizing-mask constraints (`NSAutoresizingMaskLayoutConstraint`, printed
  /// `h=--& v=--&`): two required equations per axis that keep the view's current frame at its
  /// superview's current size and, when the superview's size changes in the same solve, move
  /// the flexible parts as springs and struts do (docs/uikit-behaviour-2.md §3.3).
  ///
  /// Per axis, with o the origin (in the superview's bounds space; layout space ignores bounds
  /// origins, so a scroll view's content does not move with its offset), l the length and t the
  /// trailing margin: the flexible parts are those in the mask, or the trailing margin when
  /// none is. Fixed parts keep their values; two flexible parts keep their ratio; three keep
  /// their proportions of the superview's length.
  func installAutoresizing(_ record: ItemRecord, _ view: UIView) {
    guard let superview = view.superview, let parent = records[ObjectIdentifier(superview)] else { return }
    let frame = view.untransformedFrame
    let mask = view.autoresizingMask
    let bounds = superview.bounds
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let horizontal = axis == .horizontal
      let o0 = Double(horizontal ? frame.minX : frame.minY)
      let l0 = Double(horizontal ? frame.width : frame.height)
      let p0 = Double(horizontal ? bounds.width : bounds.height)
      let t0 = p0 - o0 - l0
      let vOrigin = horizontal ? record.left : record.top
      let vLength = horizontal ? record.width : record.height
      let sOrigin = horizontal ? parent.left : parent.top
      let sLength = horizontal ? parent.width : parent.height
      let origin: Terms = [(vOrigin, 1), (sOrigin, -1)]
      let length: Terms = [(vLength, 1)]
      let trailing: Terms = [(sLength, 1), (vOrigin, -1), (sOrigin, 1), (vLength, -1)]
      var leading = mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
      let size = mask.contains(horizontal ? .flexibleWidth : .flexibleHeight)
      var trailingFlexible = mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
      if !leading && !size && !trailingFlexible { trailingFlexible = true }
      if leading && size && trailingFlexible && p0 == 0 { leading = false }

      var equations: [LinearExpression] = []
      func pin(_ terms: Terms, _ value: Double) { equations.append(LinearExpression(terms, constant: -value)) }
      func ratio(_ a: Terms, _ a0: Double, _ b: Terms, _ b0: Double) {
        // a / b stays a0 / b0: a·b0 − b·a0 = 0 (equal shares when both are 0).
        let (ca, cb) = a0 == 0 && b0 == 0 ? (1.0, 1.0) : (b0, a0)
        equations.append(LinearExpression(Self.merged(a.scaled(ca) + b.scaled(-cb))))
      }
      switch (leading, size, trailingFlexible) {
      case (false, false, _):
        pin(origin, o0)
        pin(length, l0)
      case (false, true, false):
        pin(origin, o0)
        pin(trailing, t0)
      case (true, false, false):
        pin(length, l0)
        pin(trailing, t0)
      case (true, true, false):
        pin(trailing, t0)
        ratio(origin, o0, length, l0)
      case (false, true, true):
        pin(origin, o0)
        ratio(length, l0, trailing, t0)
      case (true, false, true):
        pin(length, l0)
        ratio(origin, o0, trailing, t0)
      case (true, true, true):
        ratio(origin, o0, [(sLength, 1)], p0)
        ratio(length, l0, [(sLength, 1)], p0)
      }
      for (index, equation) in equations.enumerated() {
        setInternal(record, .autoresizing(axis, index), equation, .equal, strength: LayoutSolver.required)
      }
    }
  }

  /// UIKit's mask notation for a view, `h=--& v=--&`: per axis the leading margin, the
  /// length and the trailing margin, `-` fixed and `&` flexible.
  static func maskNotation(_ mask: UIView.AutoresizingMask) -> String {
    func axis(_ leading: Bool, _ size: Bool, _ trailing: Bool) -> String {
      let trailingFlexible = trailing || (!leading && !size)
      return (leading ? "&" : "-") + (size ? "&" : "-") + (trailingFlexible ? "&" : "-")
    }
    return "h="
      + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
      + " v="
      + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
  }

  /// The constants of a changed frame (or, when the shape of the equations changed, new
  /// equations) for each view that translates its mask and was moved since the last solve.
  func applyChangedFrames() {
    for id in changedFrames {
      guard let record = records[id], let view = record.item as? UIView else { continue }
      if record.isRoot {
        installRootPin(record, view)
      } else if record.translatesMask {
        installAutoresizing(record, view)
      }
    }
    changedFrames.removeAll()
  }
}

extension Array where Element == (variable: LayoutVariable, coefficient: Double) {
  func scaled(_ factor: Double) -> Self { map { ($0.variable, $0.coefficient * factor) } }
}

extension UIView {
  /// The frame without the transform: the rectangle of `bounds.size` whose anchor point is at
  /// `center`, in the superview's bounds space (what Auto Layout reads and writes).
  var untransformedFrame: CGRect {
    let size = bounds.size
    let anchor = layer.anchorPoint
    return CGRect(
      x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width, height: size.height)
  }

  /// Gives the view `frame` (superview bounds space, transform not included) as Auto Layout
  /// does: by its bounds size and center, so a transform stays applied on top.
  func setUntransformedFrame(_ frame: CGRect) {
    let current = untransformedFrame
    guard current != frame else { return }
    if bounds.size != frame.size {
      bounds = CGRect(origin: bounds.origin, size: frame.size)
    }
    let anchor = layer.anchorPoint
    let newCenter = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    if center != newCenter { center = newCenter }
  }
}
