import Foundation
import Testing

@testable import SegueUIKit

/// `UIStackView`'s distributions and alignments, each checked against frames worked out by
/// hand from UIKit's documented rules (docs/uikit-behaviour-2.md §3.7). Blocks have fixed
/// intrinsic sizes: 60 × 20, 40 × 30 and 80 × 10 points; edges round to half points.
@Suite @MainActor struct StackViewLayoutTests {
  final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A stack of the three blocks, pinned to (0, 0, width, height) of a 390 × 844 root.
  func stack(
    _ axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat = 300, height: CGFloat = 100,
    configure: (UIStackView) -> Void
  ) -> (UIStackView, [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let blocks = [Block(60, 20), Block(40, 30), Block(80, 10)]
    let stack = UIStackView(arrangedSubviews: blocks)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: width),
      stack.heightAnchor.constraint(equalToConstant: height),
    ])
    configure(stack)
    root.layoutIfNeeded()
    return (stack, blocks)
  }

  func frames(_ views: [UIView]) -> [CGRect] { views.map(\.frame) }

  @Test func fillStretchesTheLastOfEquallyHuggingViews() {
    let (_, blocks) = stack { $0.spacing = 10 }
    #expect(
      frames(blocks) == [
        CGRect(x: 0, y: 0, width: 60, height: 100), CGRect(x: 70, y: 0, width: 40, height: 100),
        CGRect(x: 120, y: 0, width: 180, height: 100),
      ])
  }

  @Test func fillStretchesTheLowestHuggingView() {
    let (_, blocks) = stack { stack in
      stack.spacing = 10
      stack.arrangedSubviews[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    }
    #expect(frames(blocks).map(\.width) == [160, 40, 80])
  }

  @Test func fillShrinksTheLowestCompressionResistance() {
    let (_, blocks) = stack(width: 150) { stack in
      stack.spacing = 5
      stack.arrangedSubviews[1].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    }
    // 60 + 40 + 80 + 10 = 190 > 150: the middle block gives up 40 points (to 0).
    #expect(frames(blocks).map(\.width) == [60, 0, 80])
    #expect(frames(blocks).map(\.minX) == [0, 65, 70])
  }

  @Test func fillEquallySharesTheLength() {
    let (_, blocks) = stack { stack in
      stack.spacing = 10
      stack.distribution = .fillEqually
    }
    // (300 − 20) / 3 = 93.33 each: edges 0 | 93.33 · 103.33 | 196.67 · 206.67 | 300, rounded.
    #expect(frames(blocks).map(\.minX) == [0, 103.5, 206.5])
    #expect(frames(blocks).map(\.width) == [93.5, 93, 93.5])
  }

  @Test func fillProportionallyFollowsIntrinsicSizes() {
    let (_, blocks) = stack { stack in
      stack.spacing = 10
      stack.distribution = .fillProportionally
    }
    // 280 points shared 60 : 40 : 80 → 93.33, 62.22, 124.44.
    #expect(frames(blocks).map(\.minX) == [0, 103.5, 175.5])
    #expect(frames(blocks).map(\.width) == [93.5, 62, 124.5])
  }

  @Test func equalSpacingKeepsSizesAndSplitsTheRest() {
    let (_, blocks) = stack { stack in
      stack.spacing = 10
      stack.distribution = .equalSpacing
    }
    // 300 − 180 = 120 points of gaps, 60 each.
    #expect(frames(blocks).map(\.minX) == [0, 120, 220])
    #expect(frames(blocks).map(\.width) == [60, 40, 80])
  }

  @Test func equalCenteringSpacesTheCentres() {
    let (_, blocks) = stack { stack in
      stack.spacing = 10
      stack.distribution = .equalCentering
    }
    // Centres 30 and 260; the middle one at 145, so its left edge is at 125.
    #expect(frames(blocks).map(\.midX) == [30, 145, 260])
  }

  @Test func crossAxisAlignments() {
    let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
      (.fill, [0, 0, 0], [100, 100, 100]),
      (.leading, [0, 0, 0], [20, 30, 10]),
      (.center, [40, 35, 45], [20, 30, 10]),
      (.trailing, [80, 70, 90], [20, 30, 10]),
      // Blocks' baselines are their bottoms: aligned, as high as the tallest allows.
      (.firstBaseline, [10, 0, 20], [20, 30, 10]),
      (.lastBaseline, [10, 0, 20], [20, 30, 10]),
    ]
    for (alignment, tops, heights) in expected {
      let (_, blocks) = stack { $0.alignment = alignment }
      #expect(frames(blocks).map(\.minY) == tops, "\(alignment)")
      #expect(frames(blocks).map(\.height) == heights, "\(alignment)")
    }
  }

  @Test func verticalStackWithCustomSpacing() {
    let (stack, blocks) = stack(.vertical, width: 100, height: 300) { stack in
      stack.spacing = 5
      stack.alignment = .center
    }
    stack.setCustomSpacing(20, after: blocks[0])
    stack.layoutIfNeeded()
    #expect(frames(blocks).map(\.minY) == [0, 40, 75])
    #expect(frames(blocks).map(\.height) == [20, 30, 225])
    #expect(frames(blocks).map(\.minX) == [20, 30, 10])
  }

  @Test func hiddenViewsTakeNoSpaceAndNoSpacing() {
    let (stack, blocks) = stack { $0.spacing = 10 }
    blocks[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(blocks[0].frame.width == 60)
    #expect(blocks[1].frame.width == 0)
    #expect(blocks[2].frame == CGRect(x: 70, y: 0, width: 230, height: 100))
    #expect(stack.arrangedSubviews.count == 3)
  }

  @Test func marginsRelativeArrangementInsetsTheViews() {
    let (_, blocks) = stack { stack in
      stack.isLayoutMarginsRelativeArrangement = true
      stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    }
    #expect(frames(blocks).first == CGRect(x: 20, y: 10, width: 60, height: 80))
    #expect(frames(blocks).last?.maxX == 280)
  }

  @Test func removingAnArrangedSubviewKeepsItAsASubview() {
    let (stack, blocks) = stack { $0.spacing = 10 }
    stack.removeArrangedSubview(blocks[0])
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 2)
    #expect(blocks[0].superview === stack)
    #expect(blocks[1].frame.minX == 0)
    blocks[2].removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test func anUnconstrainedStackHugsItsViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let stack = UIStackView(arrangedSubviews: [Block(60, 20), Block(40, 30)])
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 141, y: 407, width: 108, height: 30))
  }
}
