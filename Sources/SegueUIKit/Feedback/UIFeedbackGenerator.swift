import Foundation

/// UIKit's haptic feedback generators. A Linux desktop has no Taptic Engine: each feedback is
/// logged under the `haptics` trace category (`SEGUE_TRACE=haptics`, one line per feedback with
/// its kind) and kept by the running host's frame loop (`FrameLoop.playedFeedback`), so code that
/// plays haptics runs unchanged and tests can see what it played. `prepare()` does nothing (there is no engine to wake).
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
  override public init() { super.init() }

  /// Readies the engine for feedback soon (nothing to do here).
  open func prepare() {}

  /// Logs `description` as one played feedback.
  func play(_ description: String) {
    FrameLoop.current?.playedFeedback.append(description)
    if Self.traces {
      FileHandle.standardError.write(
        Data((String(format: "[segue haptics %.4f] ", CACurrentMediaTime()) + description + "\n").utf8))
    }
  }

  /// `SEGUE_TRACE=haptics`.
  private static let traces = SegueTrace.isOn("haptics")
}

/// A physical impact: `impactOccurred()` after a collision or a snap into place.
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// UIKit's impact styles (raw values as in UIKit).
  public enum FeedbackStyle: Int, Sendable {
    case light = 0
    case medium, heavy
    case soft, rigid
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A medium impact.
  override public convenience init() { self.init(style: .medium) }

  /// Plays the impact at full intensity.
  open func impactOccurred() { impactOccurred(intensity: 1) }

  /// Plays the impact at `intensity` (0…1, clamped).
  open func impactOccurred(intensity: CGFloat) {
    play("impact \(style) intensity \(String(format: "%.2f", Double(min(max(intensity, 0), 1))))")
  }
}

/// A change of selection: `selectionChanged()` as a picker's value moves.
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection tick.
  open func selectionChanged() { play("selection changed") }
}

/// The outcome of a task: `notificationOccurred(.success)`.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// UIKit's notification kinds (raw values as in UIKit).
  public enum FeedbackType: Int, Sendable {
    case success = 0
    case warning, error
  }

  /// Plays the notification of `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) { play("notification \(notificationType)") }
}
