import Foundation
import Testing

@testable import SegueUIKit

/// The visual format language, checked by the frames its constraints produce.
@Suite(.serialized) @MainActor struct VisualFormatTests {
  func views() -> (UIView, UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    return (root, a, b)
  }

  @Test func standardSpacingAndEqualWidths() {
    let (root, a, b) = views()
    let views = ["a": a, "b": b]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[a(44)]", metrics: ["pad": 100], views: views))
    root.layoutIfNeeded()
    // 390 − 20 − 8 − 20 = 342, halved: 171 each.
    #expect(a.frame == CGRect(x: 20, y: 100, width: 171, height: 44))
    #expect(b.frame == CGRect(x: 199, y: 100, width: 171, height: 44))
  }

  @Test func relationsPrioritiesAndFlushViews() {
    let (root, a, b) = views()
    let constraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-(>=30)-[a(>=50,<=80@750,==200@250)][b(30)]-(10)-|", metrics: nil,
        views: ["a": a, "b": b])
      + NSLayoutConstraint.constraints(withVisualFormat: "V:[a(10)]-0-|", metrics: nil, views: ["a": a])
      + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: ["a": a, "b": b])
      + [b.topAnchor.constraint(equalTo: a.topAnchor)]
    #expect(constraints.allSatisfy { !$0.isActive })
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // a wants 200 at 250 but at most 80 at 750: 80; b is flush against it, 10 from the edge.
    #expect(a.frame == CGRect(x: 270, y: 834, width: 80, height: 10))
    #expect(b.frame == CGRect(x: 350, y: 834, width: 30, height: 10))
  }

  @Test func aFormatThatCannotBeParsedSaysSoAndGivesNothing() {
    var lines: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { lines.append($0) }
    defer { TransitionTrace.sink = previous }
    let (root, a, _) = views()
    #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[missing]", metrics: nil, views: ["a": a]) == [])
    withExtendedLifetime(root) {}
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("Unable to parse constraint format: \nmissing is not a key in the views dictionary.")
        == true)
  }
}
