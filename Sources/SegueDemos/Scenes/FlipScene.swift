// flip — UIKit's `UIView.transition(with:duration:options:animations:completion:)` with
// `.transitionFlipFromLeft`, for comparison with the custom transitions: a card turns over
// to show its back. UIKit code: only the import differs between iOS and Segue.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The scene's only screen: a card (a photo on the front, facts on the back) and a button
/// that turns it over; the card itself turns over when tapped too.
final class FlipViewController: UIViewController {
  /// Seconds per flip.
  static let flipDuration: TimeInterval = 0.6
  /// The view the transition runs on; it holds both faces.
  let cardView = UIControl()
  let frontView = UIImageView(image: UIImage(named: "forest"))
  let backView = UIView()
  private let backTitleLabel = UILabel()
  private let backDetailLabel = UILabel()
  let flipButton = UIButton(type: .system)
  /// Whether the back is showing.
  private(set) var isShowingBack = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Flip"
    view.backgroundColor = .systemGroupedBackground
    cardView.layer.cornerRadius = 16
    cardView.clipsToBounds = true
    cardView.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
    frontView.contentMode = .scaleAspectFill
    frontView.isUserInteractionEnabled = false
    backView.backgroundColor = .systemIndigo
    backView.isUserInteractionEnabled = false
    backView.isHidden = true
    backTitleLabel.text = "Forest Trail"
    backTitleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    backTitleLabel.textColor = .white
    backTitleLabel.textAlignment = .center
    backDetailLabel.text = "4.2 km loop · 1 h 20 min\nEasy · shaded all the way"
    backDetailLabel.font = .systemFont(ofSize: 17)
    backDetailLabel.textColor = UIColor.white.withAlphaComponent(0.85)
    backDetailLabel.textAlignment = .center
    backDetailLabel.numberOfLines = 0
    backView.addSubview(backTitleLabel)
    backView.addSubview(backDetailLabel)
    cardView.addSubview(frontView)
    cardView.addSubview(backView)
    flipButton.setTitle("Flip Card", for: .normal)
    flipButton.setTitleColor(.white, for: .normal)
    flipButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    flipButton.backgroundColor = .systemBlue
    flipButton.layer.cornerRadius = 12
    flipButton.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
    view.addSubview(cardView)
    view.addSubview(flipButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width - 48
    cardView.frame = CGRect(x: 24, y: 48, width: width, height: (width * 2 / 3).rounded())
    frontView.frame = cardView.bounds
    backView.frame = cardView.bounds
    backTitleLabel.frame = CGRect(x: 16, y: cardView.bounds.midY - 52, width: width - 32, height: 36)
    backDetailLabel.frame = CGRect(x: 16, y: cardView.bounds.midY - 8, width: width - 32, height: 52)
    flipButton.frame = CGRect(x: 24, y: cardView.frame.maxY + 40, width: width, height: 50)
  }

  /// Turns the card to the side not showing.
  func toggle() {
    if isShowingBack { showFront() } else { showBack() }
  }

  /// Flips from the left to the back (the forward transition).
  func showBack() {
    guard !isShowingBack else { return }
    isShowingBack = true
    UIView.transition(
      with: cardView, duration: Self.flipDuration, options: [.transitionFlipFromLeft],
      animations: {
        self.frontView.isHidden = true
        self.backView.isHidden = false
      })
  }

  /// Flips from the right back to the front (the back transition).
  func showFront() {
    guard isShowingBack else { return }
    isShowingBack = false
    UIView.transition(
      with: cardView, duration: Self.flipDuration, options: [.transitionFlipFromRight],
      animations: {
        self.frontView.isHidden = false
        self.backView.isHidden = true
      })
  }
}
