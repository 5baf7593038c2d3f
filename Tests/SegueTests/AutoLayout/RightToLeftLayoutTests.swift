import Foundation
import Testing

@testable import SegueUIKit

/// Right-to-left layout (docs/uikit-behaviour-2.md §10): leading and trailing constraints,
/// directional margins and horizontal stack views mirror, to the point, when the host's
/// language runs right to left or a view forces it; left and right constraints do not.
@Suite @MainActor struct RightToLeftLayoutTests {
  final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A controller whose view holds a box 16 pt from the leading edge (100 × 40), a box 20 pt
  /// from the left edge, a label-free stack of three blocks (60, 40, 80 wide, spacing 10)
  /// from the trailing margin, and a box on the leading margin.
  final class Screen: UIViewController {
    let leadingBox = UIView()
    let leftBox = UIView()
    let marginBox = UIView()
    let stack = UIStackView(arrangedSubviews: [Block(60, 20), Block(40, 30), Block(80, 10)])

    override func viewDidLoad() {
      super.viewDidLoad()
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 12)
      viewRespectsSystemMinimumLayoutMargins = false
      stack.spacing = 10
      for box in [leadingBox, leftBox, marginBox, stack] as [UIView] {
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
      }
      NSLayoutConstraint.activate([
        leadingBox.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        leadingBox.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        leadingBox.widthAnchor.constraint(equalToConstant: 100),
        leadingBox.heightAnchor.constraint(equalToConstant: 40),
        leftBox.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20),
        leftBox.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
        leftBox.widthAnchor.constraint(equalToConstant: 50),
        leftBox.heightAnchor.constraint(equalToConstant: 40),
        marginBox.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        marginBox.topAnchor.constraint(equalTo: view.topAnchor, constant: 300),
        marginBox.widthAnchor.constraint(equalToConstant: 44),
        marginBox.heightAnchor.constraint(equalToConstant: 44),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 400),
      ])
    }
  }

  func frames(_ screen: Screen) -> [CGRect] {
    [screen.leadingBox.frame, screen.leftBox.frame, screen.marginBox.frame, screen.stack.frame]
      + screen.stack.arrangedSubviews.map(\.frame)
  }

  @Test func theHostsRightToLeftLanguageMirrorsLeadingTrailingMarginsAndStacks() throws {
    let host = HeadlessHost()
    let screen = Screen()
    _ = host.show(screen)
    host.advance(by: 0.05)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(screen.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(
      frames(screen) == [
        CGRect(x: 16, y: 100, width: 100, height: 40), CGRect(x: 20, y: 200, width: 50, height: 40),
        CGRect(x: 30, y: 300, width: 44, height: 44), CGRect(x: 178, y: 400, width: 200, height: 30),
        CGRect(x: 0, y: 0, width: 60, height: 30), CGRect(x: 70, y: 0, width: 40, height: 30),
        CGRect(x: 120, y: 0, width: 80, height: 30),
      ])

    host.settings.layoutDirection = .rightToLeft
    host.advance(by: 0.05)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    #expect(screen.traitCollection.layoutDirection == .rightToLeft)
    #expect(screen.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // Leading 16 from the right: 390 − 16 − 100 = 274; the left box stays; the margins swap
    // (leading 30 on the right: 390 − 30 − 44 = 316; trailing 12 on the left); the stack's
    // first block is rightmost.
    #expect(screen.view.layoutMargins == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 30))
    #expect(
      frames(screen) == [
        CGRect(x: 274, y: 100, width: 100, height: 40), CGRect(x: 20, y: 200, width: 50, height: 40),
        CGRect(x: 316, y: 300, width: 44, height: 44), CGRect(x: 12, y: 400, width: 200, height: 30),
        CGRect(x: 140, y: 0, width: 60, height: 30), CGRect(x: 90, y: 0, width: 40, height: 30),
        CGRect(x: 0, y: 0, width: 80, height: 30),
      ])

    host.settings.layoutDirection = .leftToRight
    host.advance(by: 0.05)
    #expect(screen.leadingBox.frame == CGRect(x: 16, y: 100, width: 100, height: 40))
    withExtendedLifetime(host) {}
  }

  @Test func aForcedSemanticContentAttributeMirrorsTheViewAndItsSubviews() throws {
    let host = HeadlessHost()
    let screen = Screen()
    _ = host.show(screen)
    host.advance(by: 0.05)
    screen.view.semanticContentAttribute = .forceRightToLeft
    host.advance(by: 0.05)
    #expect(screen.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(screen.stack.traitCollection.layoutDirection == .rightToLeft)
    #expect(screen.leadingBox.frame == CGRect(x: 274, y: 100, width: 100, height: 40))
    #expect(screen.stack.arrangedSubviews.map(\.frame.minX) == [140, 90, 0])
    // Playback content never flips, whatever the direction.
    screen.stack.semanticContentAttribute = .playback
    host.advance(by: 0.05)
    #expect(screen.stack.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(screen.stack.arrangedSubviews.map(\.frame.minX) == [0, 70, 120])
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
    withExtendedLifetime(host) {}
  }

  /// `.natural` text sits at the right under right to left (the localization's alignment), and
  /// follows the direction when it changes; explicit alignments stay.
  @Test func naturalTextAlignsWithTheLayoutDirection() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 40), scale: 1)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Hi"
    label.textColor = .black
    host.rootView.backgroundColor = .white
    host.rootView.addSubview(label)
    func inkColumns() -> (first: Int, last: Int) {
      host.advance(by: 1.0 / 60)
      let frame = host.render()
      let columns = (0..<200).filter { x in (0..<40).contains { frame[x, $0] & 0xFF < 0x80 } }
      return (columns.first ?? -1, columns.last ?? -1)
    }
    #expect(label.drawnAlignment == .left)
    #expect(inkColumns().first < 20)
    host.settings.layoutDirection = .rightToLeft
    #expect(label.drawnAlignment == .right)
    #expect(inkColumns().last > 180)
    label.textAlignment = .left
    #expect(inkColumns().first < 20)
    withExtendedLifetime(host) {}
  }
}
