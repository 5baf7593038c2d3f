/// UIKit's bar styles (same raw values). Segue keeps a bar's style; its colours come from the
/// trait collection's interface style and the bar's appearance instead.
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
  @available(*, deprecated, message: "Use UIBarStyle.black and set isTranslucent to true")
  case blackTranslucent = 2
}

/// UIKit's bar metrics (same raw values): which of a bar's background images applies.
public enum UIBarMetrics: Int, Sendable {
  case `default` = 0
  case compact = 1
  case defaultPrompt = 101
  case compactPrompt = 102
}
