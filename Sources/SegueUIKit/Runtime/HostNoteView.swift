import Foundation

/// A short note a host draws over everything when one of its keys toggles a setting ("Dark
/// mode on", "Slow animations ×10 off"): white text in a dark translucent pill above the
/// bottom safe area, fading out after it has been read. It takes no touches and is not part
/// of any app's hierarchy (it sits on the frame loop's root view, like the status bar).
@MainActor final class HostNoteView: UIView {
  private let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    backgroundColor = UIColor(white: 0.1, alpha: 0.82)
    layer.cornerRadius = 18
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    label.textColor = .white
    label.textAlignment = .center
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  /// The text, while the note is on screen (until its fade ends).
  var text: String? { isShowing ? label.text : nil }
  private var isShowing = false

  /// Shows `text` centred 24 pt above the bottom safe area of `bounds`, for `seconds` of the
  /// loop's media time before a 0.3 s fade (both scaled by `timeScale`, so slowed animations
  /// do not hold the note ten times longer).
  func show(_ text: String, in bounds: CGRect, seconds: TimeInterval, timeScale: Double) {
    label.text = text
    let size = label.sizeThatFits(.zero)
    let width = min(size.width + 36, bounds.width - 32)
    let bottom = bounds.height - UIView.deviceSafeAreaInsets(for: bounds.size).bottom - 24
    layer.removeAllAnimations()
    UIView.performWithoutAnimation {
      frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: bottom - 36, width: width, height: 36)
      label.frame = self.bounds
      alpha = 1
    }
    isShowing = true
    UIView.animate(
      withDuration: 0.3 * timeScale, delay: seconds * timeScale, options: [],
      animations: { self.alpha = 0 },
      completion: { finished in if finished { self.isShowing = false } })
  }
}

extension FrameLoop {
  /// Shows a host's note over the windows (see `HostNoteView`).
  ///
  /// - Parameters:
  ///   - seconds: how long the note stays before it fades, in real seconds.
  ///   - timeScale: the media clock's rate (0.1 with slow animations), so the note lasts the
  ///     same real time either way.
  package func showNote(_ text: String, seconds: TimeInterval = 1.2, timeScale: Double = 1) {
    let note = noteView ?? HostNoteView(frame: .zero)
    noteView = note
    if note.superview !== rootView || rootView.subviews.last !== note { rootView.addSubview(note) }
    note.show(text, in: rootView.bounds, seconds: seconds, timeScale: timeScale)
    lastNoteText = text
    setNeedsFrames()
  }

  /// The note on screen, if any (tests).
  package var noteText: String? { noteView?.text }
}
