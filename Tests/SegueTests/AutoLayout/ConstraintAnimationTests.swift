import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// Constraint changes animated the way iOS code animates them: change a constant, then
/// `layoutIfNeeded()` inside an animation block (curves, springs, property animators), and a
/// stack view's arranged subview hidden inside one. Goldens beside this file (±2 per channel).
@Suite @MainActor struct ConstraintAnimationTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  /// A card pinned to the bottom of its controller's safe area, with a title pinned inside it,
  /// whose height constraint expands it: the canonical constraint animation.
  final class CardController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let accent = UIView()
    var height: NSLayoutConstraint!

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGray6
      card.backgroundColor = .systemBlue
      card.layer.cornerRadius = 12
      card.translatesAutoresizingMaskIntoConstraints = false
      titleLabel.text = "Card"
      titleLabel.textColor = .white
      titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
      titleLabel.translatesAutoresizingMaskIntoConstraints = false
      accent.backgroundColor = .systemOrange
      accent.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      card.addSubview(titleLabel)
      card.addSubview(accent)
      height = card.heightAnchor.constraint(equalToConstant: 60)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        height,
        titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
        titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        accent.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
        accent.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        accent.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        accent.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
      ])
    }

    func expand() {
      height.constant = 300
      UIView.animate(
        withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
        animations: { self.view.layoutIfNeeded() })
    }
  }

  func showCard(size: CGSize = CGSize(width: 390, height: 844), scale: Int = 2) -> (HeadlessHost, CardController) {
    let host = HeadlessHost(size: size, scale: scale)
    let controller = CardController()
    host.show(controller)
    host.advance(by: 1.0 / 60)
    return (host, controller)
  }

  @Test func theCardStartsWhereItsConstraintsPutIt() {
    let (host, controller) = showCard()
    // Margins 16; bottom of the safe area 810, minus 16; 60 tall.
    #expect(controller.card.frame == CGRect(x: 16, y: 734, width: 358, height: 60))
    #expect(controller.accent.frame.maxY == 48)
    withExtendedLifetime(host) {}
  }

  @Test func aLinearAnimationMovesTheSolvedFramesOverTime() {
    let (host, controller) = showCard()
    controller.height.constant = 260
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { controller.view.layoutIfNeeded() })
    #expect(controller.card.frame == CGRect(x: 16, y: 534, width: 358, height: 260))
    host.advance(by: 0.5)
    let presented = controller.card.layer.presentation()
    #expect(abs((presented?.bounds.height ?? 0) - 160) < 0.6)
    #expect(abs((presented?.frame.maxY ?? 0) - 794) < 0.01)
    // The accent inside the card stretches with it.
    let accent = 160 - 12 - controller.titleLabel.frame.height - 8 - 12
    #expect(abs((controller.accent.layer.presentation()?.bounds.height ?? 0) - accent) < 0.6)
    host.advance(by: 0.6)
    #expect(controller.card.layer.presentation()?.bounds.height == 260)
  }

  @Test func aPropertyAnimatorScrubsAConstraintChange() {
    let (host, controller) = showCard()
    controller.height.constant = 460
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { controller.view.layoutIfNeeded() }
    animator.fractionComplete = 0.25
    #expect(abs((controller.card.layer.presentation()?.bounds.height ?? 0) - 160) < 0.6)
    animator.stopAnimation(true)
    withExtendedLifetime(host) {}
  }

  @Test func aSpringExpandingTheCardMidAnimation() throws {
    let (host, controller) = showCard(size: CGSize(width: 200, height: 420), scale: 2)
    controller.expand()
    host.advance(by: 0.15)
    try GoldenImage.verify(host.render(), named: "card-expanding-spring-0.15s", in: Self.goldens)
    host.advance(by: 1.5)
    #expect(controller.card.layer.presentation()?.bounds.height == 300)
  }

  @Test func hidingAStackViewsArrangedSubviewAnimatesTheCollapse() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let controller = UIViewController()
    host.show(controller)
    let views = (0..<3).map { _ in UIView() }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
      stack.heightAnchor.constraint(equalToConstant: 50),
    ])
    host.advance(by: 1.0 / 60)
    #expect(views.map(\.frame.width) == [130, 130, 130])
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = true })
    #expect(views[1].isHidden)
    #expect(!views[1].layer.isHidden)  // shown while it collapses
    #expect(views.map(\.frame.width) == [195, 0, 195])
    host.advance(by: 0.5)
    #expect(abs((views[1].layer.presentation()?.bounds.width ?? 0) - 65) < 0.6)
    host.advance(by: 0.6)
    #expect(views[1].layer.isHidden)
    #expect(views[1].isHidden)
  }
}
