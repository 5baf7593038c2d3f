/// How a scroll event was made (iPadOS 13.4): a mouse wheel's notches, or a touchpad's
/// continuous two-finger scrolling.
public enum UIScrollType: UInt, Sendable {
  /// A mouse wheel: notches of `UIScrollView.wheelStep` points each, no momentum.
  case discrete = 0
  /// A touchpad: small deltas that drag the scroll view, then momentum when they stop.
  case continuous = 1
}
