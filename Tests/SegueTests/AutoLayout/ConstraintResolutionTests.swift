import Foundation
import Testing

@testable import SegueUIKit

/// How the engine resolves what does not fit: intrinsic sizes against hugging and compression
/// resistance, UIKit's message for constraints that cannot all hold (and which one breaks),
/// ambiguity, fitting sizes, and `updateConstraints()` (docs/uikit-behaviour-2.md §3.2, §3.6).
@Suite(.serialized) @MainActor struct ConstraintResolutionTests {
  final class Block: UIView {
    var size: CGSize {
      didSet { invalidateIntrinsicContentSize() }
    }
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

  func capturingMessages(_ body: () -> Void) -> [String] {
    var lines: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { lines.append($0) }
    defer { TransitionTrace.sink = previous }
    body()
    return lines
  }

  /// Two blocks side by side between the root's edges, `width` apart.
  func row(width: CGFloat, _ a: Block, _ b: Block) -> UIView {
    let root = root()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    box.addSubview(a)
    box.addSubview(b)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: width), box.heightAnchor.constraint(equalToConstant: 50),
      a.leadingAnchor.constraint(equalTo: box.leadingAnchor), a.topAnchor.constraint(equalTo: box.topAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.topAnchor.constraint(equalTo: box.topAnchor),
      b.trailingAnchor.constraint(equalTo: box.trailingAnchor),
    ])
    root.layoutIfNeeded()
    return root
  }

  @Test func theLowerCompressionResistanceShrinks() {
    let a = Block(120, 20)
    let b = Block(150, 20)
    b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    _ = row(width: 200, a, b)
    #expect(a.frame.width == 120)
    #expect(b.frame.width == 72)
    #expect(a.frame.height == 20)
  }

  @Test func theLowerHuggingStretches() {
    let a = Block(120, 20)
    let b = Block(150, 20)
    a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    _ = row(width: 390, a, b)
    #expect(a.frame.width == 120)
    #expect(b.frame.width == 262)
  }

  @Test func anIntrinsicSizeChangeIsReadAtTheNextPass() {
    let a = Block(120, 20)
    let b = Block(150, 20)
    a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    let root = row(width: 390, a, b)
    a.size = CGSize(width: 200, height: 20)
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    #expect(b.frame.minX == 208)
  }

  @Test func conflictingRequiredConstraintsLogUIKitsMessageAndBreakTheLastActivated() {
    let root = root()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    let wide = view.widthAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10), narrow,
    ])
    let lines = capturingMessages {
      wide.isActive = true
      root.layoutIfNeeded()
    }
    #expect(view.frame.width == 100)
    #expect(wide.isActive)  // broken, not deactivated, as in UIKit
    #expect(lines.count == 1)
    let message = lines.first ?? ""
    let text = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(text.first == "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
    #expect(text.contains("\tProbably at least one of the constraints in the following list is one you don't want. "))
    #expect(!message.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"))
    #expect(text.contains("    \"\(narrow)\","))
    #expect(text.contains("    \"\(wide)\""))
    let breaking = text.firstIndex(of: "Will attempt to recover by breaking constraint ")
    #expect(breaking.map { text[$0 + 1] } == "\(wide)")
    #expect(text.last?.hasPrefix("The methods in the UIConstraintBasedLayoutDebugging category") == true)
    #expect("\(wide)".hasSuffix(".width == 120   (active)>"))
    #expect("\(wide)".hasPrefix("<NSLayoutConstraint:0x"))
  }

  @Test func aViewStillTranslatingItsMaskConflictsWithItsOwnConstraints() {
    let root = root()
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(view)
    let lines = capturingMessages {
      view.widthAnchor.constraint(equalToConstant: 100).isActive = true
      root.layoutIfNeeded()
    }
    #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    let message = lines.joined(separator: "\n")
    #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
    #expect(message.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
    #expect(message.contains(" h=--& v=--& UIView:0x"))
    #expect(message.contains(".width == 50   (active, names: '|':UIView:0x"))
  }

  @Test func autoresizingMaskConstraintsFollowASuperviewTheEngineResizes() {
    let root = root()
    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(panel)
    let width = panel.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
      width, panel.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    let stripe = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    stripe.autoresizingMask = [.flexibleWidth]
    panel.addSubview(stripe)
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    stripe.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.trailingAnchor.constraint(equalTo: stripe.trailingAnchor),
      dot.topAnchor.constraint(equalTo: stripe.topAnchor),
      dot.widthAnchor.constraint(equalToConstant: 5), dot.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(dot.frame.minX == 175)
    width.constant = 300
    root.layoutIfNeeded()
    // The stripe's flexible width follows in the same solve: 280 wide, so the dot is at 275.
    #expect(stripe.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    #expect(dot.frame.minX == 275)
  }

  @Test func ambiguityIsReportedWithoutMovingTheView() {
    let root = root()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    let before = view.frame
    #expect(view.hasAmbiguousLayout)
    #expect(view.leadingAnchor.hasAmbiguousLayout)
    #expect(!view.topAnchor.hasAmbiguousLayout)
    root.layoutIfNeeded()
    #expect(view.frame == before)
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
    #expect(!view.hasAmbiguousLayout)
    #expect(view.frame.minX == 5)
  }

  @Test func fittingSizeSolvesTheSubtreeAlone() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
    let title = Block(100, 24)
    let body = Block(200, 60)
    card.addSubview(title)
    card.addSubview(body)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
    ])
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 232, height: 116))
    let fixedWidth = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fixedWidth == CGSize(width: 320, height: 116))
    #expect(card.frame.size == CGSize(width: 320, height: 10))
  }

  @Test func updateConstraintsRunsSubviewsFirstBeforeLayout() {
    final class Logging: UIView {
      let name: String
      let log: (String) -> Void
      init(_ name: String, _ log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { nil }
      override func updateConstraints() {
        log("update \(name)")
        super.updateConstraints()
      }
      override func layoutSubviews() {
        super.layoutSubviews()
        log("layout \(name)")
      }
    }
    var log: [String] = []
    let root = root()
    let outer = Logging("outer") { log.append($0) }
    let inner = Logging("inner") { log.append($0) }
    outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.addSubview(outer)
    outer.addSubview(inner)
    root.layoutIfNeeded()
    #expect(log == ["update inner", "update outer", "layout outer", "layout inner"])
    log.removeAll()
    inner.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(log == ["update inner"])
  }
}

/// Controls report their content's size, and a content change is laid out again.
@Suite @MainActor struct IntrinsicContentTests {
  @Test func aLabelResizesWithItsText() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let label = UILabel()
    label.text = "Hi"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    let short = label.frame.width
    label.text = "Hello, Auto Layout"
    root.layoutIfNeeded()
    #expect(label.frame.size == label.sizeThatFits(.zero))
    #expect(label.frame.width > short)
  }

  @Test func anImageViewTakesItsImagesSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let imageView = UIImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      imageView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    imageView.image = UIImage(systemName: "heart")
    root.layoutIfNeeded()
    let size = imageView.image?.size ?? .zero
    #expect(size.width > 0)
    #expect(imageView.frame.size == size)
  }

  @Test func aWrappingLabelIsMeasuredAtItsSolvedWidth() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "Constraints animate like frames do. ", count: 4)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width == 350)
    #expect(label.frame.height == label.sizeThatFits(CGSize(width: 350, height: 0)).height)
    #expect(label.frame.height > label.sizeThatFits(.zero).height)
  }
}

/// Reports from a new user's trial, each a regression test.
@Suite(.serialized) @MainActor struct AutoLayoutTrialTests {
  @Test func ambiguityProbesWorkOnViewsWithoutPositionConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(view.hasAmbiguousLayout)
  }

  @Test func aViewBelowTheWindowHasNoSideInsets() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let controller = UIViewController()
    host.show(controller)
    let card = UIView(frame: CGRect(x: 16, y: 860, width: 358, height: 460))
    controller.view.addSubview(card)
    #expect(card.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 460, right: 0))
    let partly = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 460))
    controller.view.addSubview(partly)
    #expect(partly.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 350, right: 0))
  }

  @Test func fittingMeasuresWrappingLabelsAtTheirWidth() {
    let container = UIView()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "Self-sizing cells wrap their text. ", count: 5)
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
    ])
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let wrapped = label.sizeThatFits(CGSize(width: 180, height: 0)).height
    #expect(wrapped > 40)
    #expect(size == CGSize(width: 200, height: wrapped + 20))
  }

  @Test func systemSpacingAsTheStacksSpacingIsEightPoints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = UIStackView.spacingUseSystem
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 208), stack.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame.minX == 108)
  }

  @Test func hidingARowWithAFixedHeightBreaksTheRowsConstraintNotTheStacks() {
    var lines: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { lines.append($0) }
    defer { TransitionTrace.sink = previous }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let row = UIView()
    let image = UIView()
    image.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(image)
    let fixed = image.heightAnchor.constraint(equalToConstant: 48)
    NSLayoutConstraint.activate([
      image.topAnchor.constraint(equalTo: row.topAnchor, constant: 12), fixed,
      row.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
      image.leadingAnchor.constraint(equalTo: row.leadingAnchor), image.widthAnchor.constraint(equalToConstant: 48),
    ])
    let footer = UIView()
    footer.heightAnchor.constraint(equalToConstant: 20).isActive = true
    let stack = UIStackView(arrangedSubviews: [row, footer])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 390),
    ])
    root.layoutIfNeeded()
    #expect(row.frame.height == 72)
    row.isHidden = true
    root.layoutIfNeeded()
    #expect(row.frame.height == 0)
    #expect(footer.frame.minY == 0)
    let message = lines.joined(separator: "\n")
    #expect(message.contains("'UISV-hiding'"))
    // The row's own constraint activated last gives way (UIKit's logs show the content's
    // constraint broken, never the stack's).
    let text = message.split(separator: "\n", omittingEmptySubsequences: false)
    let broken = text.firstIndex(of: "Will attempt to recover by breaking constraint ").map { String(text[$0 + 1]) }
    #expect(broken?.hasPrefix("<NSLayoutConstraint:0x") == true)
    #expect(broken?.contains("UISV-") == false)
    #expect(fixed.isActive)
  }
}
