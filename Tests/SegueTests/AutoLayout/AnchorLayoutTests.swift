import Foundation
import Testing

@testable import SegueUIKit

/// Frames from each anchor form, checked to the point against values worked out by hand
/// (a 390 × 844 pt container at scale 2, so edges round to half points).
@Suite @MainActor struct AnchorLayoutTests {
  func container() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    return root
  }

  func constrained(in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
  }

  @Test func edgesAndConstantsPlaceTheView() {
    let root = container()
    let view = constrained(in: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      view.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 100, width: 350, height: 44))
  }

  @Test func centresAndMultipliersPlaceTheView() {
    let root = container()
    let view = constrained(in: root)
    NSLayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -22),
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: 10),
    ])
    root.layoutIfNeeded()
    // Width 195, height 107.5, centre (195, 400): top 346.25 and bottom 453.75 round to the
    // nearest pixel (half point) away from zero: 346.5 and 454.
    #expect(view.frame == CGRect(x: 97.5, y: 346.5, width: 195, height: 107.5))
  }

  @Test func inequalitiesHoldAgainstOptionalConstraints() {
    let root = container()
    let view = constrained(in: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultHigh
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 16),
      view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
      view.heightAnchor.constraint(lessThanOrEqualToConstant: 20).withPriority(.defaultLow),
      wide,
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 0, width: 358, height: 30))
  }

  @Test func systemSpacingIsEightPoints() {
    let root = container()
    let a = constrained(in: root)
    let b = constrained(in: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalToConstant: 50),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 116, y: 58, width: 100, height: 50))
  }

  @Test func itemAttributeInitializerMatchesAnchors() {
    let root = container()
    let view = constrained(in: root)
    root.addConstraints([
      NSLayoutConstraint(
        item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 10),
      NSLayoutConstraint(
        item: view, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1,
        constant: -10),
      NSLayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 60),
      NSLayoutConstraint(
        item: view, attribute: .height, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 2,
        constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 714, width: 60, height: 120))
    #expect(root.constraints.count == 4)  // addConstraint installs where it is told
    #expect(root.constraints.allSatisfy { $0.isActive })
  }

  @Test func constraintsAcrossLevelsUseTheCommonAncestor() {
    let root = container()
    let card = UIView(frame: CGRect(x: 40, y: 200, width: 300, height: 300))
    root.addSubview(card)
    let badge = constrained(in: card)
    let label = constrained(in: root)
    let constraints = [
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 30),
      label.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 4),
      label.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
      label.widthAnchor.constraint(equalToConstant: 80),
      label.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(constraints)
    #expect(constraints[0].isActive)
    // Each goes to the closest common ancestor: a size alone to the view itself.
    #expect(card.constraints.count == 2)
    #expect(badge.constraints.count == 2)
    #expect(label.constraints.count == 2)
    #expect(root.constraints.count == 2)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 260, y: 10, width: 30, height: 30))
    #expect(label.frame == CGRect(x: 275 + 40 - 40, y: 244, width: 80, height: 20))
  }

  @Test func changingAConstantMovesTheViewAtTheNextLayoutPass() {
    let root = container()
    let view = constrained(in: root)
    let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.minY == 10)
    top.constant = 300
    #expect(view.frame.minY == 10)
    view.layoutIfNeeded()  // the topmost ancestor needing layout is laid out (Core Animation's rule)
    #expect(view.frame.minY == 300)
    top.isActive = false
    #expect(!top.isActive)
    #expect(root.constraints.count == 1)
    #expect(view.constraints.count == 2)
  }

  @Test func noCommonAncestorIsReportedAndNotInstalled() {
    var lines: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { lines.append($0) }
    defer { TransitionTrace.sink = previous }
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(lines.count == 1)
    #expect(lines.first?.contains("because they have no common ancestor.") == true)
  }

  @Test func removingAViewDeactivatesConstraintsThatCrossIntoIt() {
    let root = container()
    let view = constrained(in: root)
    let inner = constrained(in: view)
    let crossing = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let inside = inner.widthAnchor.constraint(equalTo: view.widthAnchor)
    NSLayoutConstraint.activate([crossing, inside])
    view.removeFromSuperview()
    #expect(!crossing.isActive)
    #expect(inside.isActive)
  }
}

extension NSLayoutConstraint {
  fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

/// `anchorWithOffset(to:)`: the distance between two anchors as a dimension.
@Suite @MainActor struct AnchorOffsetTests {
  @Test func theDistanceBetweenAnchorsCanBeConstrained() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      a.heightAnchor.constraint(equalToConstant: 20),
      // b starts 80 pt after a ends, and is as far below a's bottom as a is wide.
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 80),
      a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: a.widthAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 140, y: 70, width: 10, height: 10))
    #expect(!b.hasAmbiguousLayout)
  }
}
