import Foundation

/// The layout engine's messages: UIKit's warnings (always), and with `SEGUE_TRACE=layout`
/// the views whose layout is ambiguous after each solve. Lines go to `TransitionTrace.sink`
/// (standard error unless a test captures it).
@MainActor package enum LayoutTrace {
  /// Whether ambiguity tracing is on (`SEGUE_TRACE` contains "layout").
  package static var isEnabled: Bool = {
    SegueTrace.isOn("layout")
  }()

  /// A UIKit-style message, written as UIKit writes it (no prefix of Segue's own).
  static func emit(_ message: String) { TransitionTrace.sink(message) }

  /// A mistake in the use of the API: one sentence with the cause and the fix.
  static func warn(_ message: String) { TransitionTrace.sink("Segue warning: " + message) }
}
