import Foundation
import Segue

/// The hierarchy `segue preview` shows: a title, a card you drag that springs home with
/// the release velocity, a button that springs a tile across, and a staggered entrance so
/// the first second moves. Everything follows the window's size through autoresizing
/// masks. Geometry in points.
@MainActor final class PreviewDemo {
  let root: UIView
  private let card = UIView()
  private let tile = UIView()
  private var tileOnRight = false
  private var dragStart: CGPoint?

  init(root: UIView) {
    self.root = root
    root.backgroundColor = .systemGroupedBackground
    let width = root.bounds.width

    let title = UILabel(frame: CGRect(x: 20, y: 40, width: width - 40, height: 36))
    title.text = "Segue preview"
    title.font = .boldSystemFont(ofSize: 28)
    title.textColor = .black
    title.autoresizingMask = [.flexibleWidth]
    root.addSubview(title)

    let hint = UILabel(frame: CGRect(x: 20, y: 80, width: width - 40, height: 22))
    hint.text = "Drag the card · S slow · H HUD · Q quit"
    hint.font = .systemFont(ofSize: 14)
    hint.textColor = .systemGray
    hint.autoresizingMask = [.flexibleWidth]
    root.addSubview(hint)

    card.frame = CGRect(x: 0, y: 0, width: 220, height: 140)
    card.center = home
    card.backgroundColor = .systemIndigo
    card.layer.cornerRadius = 20
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    let pan = UIPanGestureRecognizer { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handlePan(pan)
    }
    card.addGestureRecognizer(pan)
    card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    let cardLabel = UILabel(frame: card.bounds)
    cardLabel.text = "Drag me"
    cardLabel.textAlignment = .center
    cardLabel.font = .systemFont(ofSize: 22, weight: .semibold)
    cardLabel.textColor = .white
    cardLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.addSubview(cardLabel)
    root.addSubview(card)

    tile.frame = CGRect(x: 30, y: root.bounds.height - 200, width: 60, height: 60)
    tile.backgroundColor = .systemOrange
    tile.layer.cornerRadius = 12
    tile.autoresizingMask = [.flexibleTopMargin]
    root.addSubview(tile)

    let button = UIButton(primaryAction: UIAction(title: "Spring") { [weak self] _ in self?.springTile() })
    button.frame = CGRect(x: (width - 160) / 2, y: root.bounds.height - 110, width: 160, height: 50)
    button.backgroundColor = .white
    button.layer.cornerRadius = 12
    button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    root.addSubview(button)

    // Entrance: everything rises into place, staggered.
    for (index, view) in [title, hint, card, tile, button].enumerated() {
      let final = view.center
      view.center = CGPoint(x: final.x, y: final.y + 60)
      view.alpha = 0
      UIView.animate(
        withDuration: 0.8, delay: 0.08 * Double(index), usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
        animations: {
          view.center = final
          view.alpha = 1
        })
    }
  }

  /// Where the card rests: the middle of the root view.
  private var home: CGPoint { CGPoint(x: root.bounds.midX, y: root.bounds.midY - 40) }

  /// Dragging the card: a pan that catches it where it is on screen (mid-spring
  /// included) and springs it home with the release velocity.
  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let presented = card.layer.presentation()?.position ?? card.center
      card.layer.removeAllAnimations()
      card.center = presented
      dragStart = presented
    case .changed:
      guard let start = dragStart else { return }
      let translation = pan.translation(in: root)
      card.center = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
    case .ended, .cancelled:
      guard dragStart != nil else { return }
      dragStart = nil
      let target = home
      let distance = hypot(target.x - card.center.x, target.y - card.center.y)
      // UIKit's spring velocity is in animation distances per second.
      let release = pan.velocity(in: root)
      let speed = hypot(release.x, release.y)
      let velocity = distance > 1 ? min(speed / distance, 30) : 0
      UIView.animate(
        withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: velocity,
        animations: { self.card.center = target })
    default:
      break
    }
  }

  /// The button's action: the tile springs to the other side and turns.
  func springTile() {
    tileOnRight.toggle()
    let x = tileOnRight ? root.bounds.width - 60 : 60
    let y = tile.center.y
    let rightSide = tileOnRight
    UIView.animate(
      withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0,
      animations: {
        self.tile.center = CGPoint(x: x, y: y)
        self.tile.transform = rightSide ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
      })
  }
}
