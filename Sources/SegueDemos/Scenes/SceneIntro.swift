// The common top of the scenes' first screens. UIKit code: only the import differs.
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// A scene's introduction: a rounded photo (3:2), a bold headline and a line or two of body
/// text, in a column 16 pt from the screen's edges; scenes put their trigger (the photo
/// itself, or a button) in or below it.
@MainActor struct SceneIntro {
  let photoView: UIImageView
  let headlineLabel = UILabel()
  let bodyLabel = UILabel()

  init(photo: String, headline: String, body: String) {
    photoView = UIImageView(image: UIImage(named: photo))
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    photoView.layer.cornerRadius = 12
    headlineLabel.text = headline
    headlineLabel.font = .systemFont(ofSize: 22, weight: .bold)
    bodyLabel.text = body
    bodyLabel.font = .systemFont(ofSize: 15)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 0
  }

  /// Lays the intro out in `view` (points). The photo's frame goes to `photoHolder` — the
  /// photo itself, or a control wrapping it, which the photo then fills. Returns the body
  /// text's bottom edge.
  @discardableResult
  func layout(in view: UIView, photoHolder: UIView? = nil) -> CGFloat {
    let width = view.bounds.width - 32
    let holder = photoHolder ?? photoView
    holder.frame = CGRect(x: 16, y: 20, width: width, height: (width * 2 / 3).rounded())
    if holder !== photoView { photoView.frame = holder.bounds }
    headlineLabel.frame = CGRect(x: 16, y: holder.frame.maxY + 16, width: width, height: 28)
    bodyLabel.frame = CGRect(x: 16, y: headlineLabel.frame.maxY + 6, width: width, height: 44)
    return bodyLabel.frame.maxY
  }

  /// Styles `button` as the scene's full-width filled trigger.
  static func styleTrigger(_ button: UIButton, title: String, color: UIColor) {
    button.setTitle(title, for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    button.backgroundColor = color
    button.layer.cornerRadius = 12
  }

  /// The trigger button's frame below the intro ending at `bottom`.
  static func triggerFrame(in view: UIView, below bottom: CGFloat) -> CGRect {
    CGRect(x: 16, y: bottom + 24, width: view.bounds.width - 32, height: 50)
  }
}
