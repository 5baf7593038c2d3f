import Foundation

/// A message a host shows over the windows until it is taken away: `segue watch`'s failed
/// build (the compiler's first errors) or crashed build (its last words). A dark card below
/// the status bar, a red title and the lines in DejaVu Sans Mono, wrapped; it takes no
/// touches, so the app under it stays usable, and it is not part of any app's hierarchy (it
/// sits on the frame loop's root view, like the status bar and `HostNoteView`).
@MainActor final class HostMessageView: UIView {
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    backgroundColor = UIColor(white: 0.08, alpha: 0.92)
    layer.cornerRadius = 14
    titleLabel.font = .systemFont(ofSize: 15, weight: .bold)
    titleLabel.textColor = UIColor(red: 1, green: 0.42, blue: 0.38, alpha: 1)
    titleLabel.numberOfLines = 0
    bodyLabel.font = UIFont(familyName: "DejaVu Sans Mono", pointSize: 11.5, weight: .regular)
    bodyLabel.textColor = UIColor(white: 0.94, alpha: 1)
    bodyLabel.numberOfLines = 0
    bodyLabel.lineBreakMode = .byCharWrapping
    addSubview(titleLabel)
    addSubview(bodyLabel)
  }

  required init?(coder: NSCoder) { nil }

  /// The title and lines shown (tests).
  private(set) var text: (title: String, lines: [String]) = ("", [])

  /// Shows `title` over `lines` in a card 12 pt from the sides of `bounds`, below its top
  /// safe area, at most half the viewport tall (later lines are cut).
  func show(title: String, lines: [String], in bounds: CGRect) {
    text = (title, lines)
    titleLabel.text = title
    bodyLabel.text = lines.joined(separator: "\n")
    let width = max(bounds.width - 24, 40)
    let inner = width - 28
    let titleHeight = titleLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
    let bodyHeight = min(
      bodyLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height,
      bounds.height / 2 - titleHeight - 36)
    let top = UIView.deviceSafeAreaInsets(for: bounds.size).top + 8
    UIView.performWithoutAnimation {
      frame = CGRect(x: 12, y: top, width: width, height: titleHeight + bodyHeight + (lines.isEmpty ? 24 : 32))
      titleLabel.frame = CGRect(x: 14, y: 12, width: inner, height: titleHeight)
      bodyLabel.frame = CGRect(x: 14, y: 12 + titleHeight + 8, width: inner, height: max(bodyHeight, 0))
    }
  }
}

extension FrameLoop {
  /// Shows a host's message over the windows until `hideMessage()` (see `HostMessageView`);
  /// a second call replaces the first.
  package func showMessage(title: String, lines: [String]) {
    let view = messageView ?? HostMessageView(frame: .zero)
    messageView = view
    if view.superview !== rootView || rootView.subviews.last !== view { rootView.addSubview(view) }
    view.show(title: title, lines: lines, in: rootView.bounds)
    setNeedsFrames()
  }

  /// Takes the message away.
  package func hideMessage() {
    messageView?.removeFromSuperview()
    messageView = nil
    setNeedsFrames()
  }

  /// The message on screen, if any (tests).
  package var messageText: (title: String, lines: [String])? { messageView?.text }
}
