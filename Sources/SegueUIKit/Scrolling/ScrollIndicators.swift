import Foundation

/// The scroll indicators: pills 3 pt thick, 2.5 pt from the edges, as long as the visible share
/// of the content (at least 37 pt; squeezed towards 8 pt while overscrolled), dark translucent
/// by default; shown at once when scrolling starts and faded out over 0.25 s after 0.05 s at
/// rest (docs/uikit-behaviour-2.md §1.5). Made on first use, kept above the content.
@MainActor final class ScrollIndicators {
  static let thickness: CGFloat = 3
  static let gap: CGFloat = 2.5
  static let minimumLength: CGFloat = 37
  static let squeezedLength: CGFloat = 8

  private(set) var vertical: UIView?
  private(set) var horizontal: UIView?
  private var visible = false

  private func makeViews(in scrollView: UIScrollView) {
    guard vertical == nil else { return }
    for _ in 0..<2 {
      let pill = UIView()
      pill.isUserInteractionEnabled = false
      pill.alpha = 0
      pill.layer.cornerRadius = Self.thickness / 2
      pill.backgroundColor =
        scrollView.indicatorStyle == .white ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
      if vertical == nil { vertical = pill } else { horizontal = pill }
    }
    for pill in [vertical, horizontal].compactMap({ $0 }) { scrollView.addSubview(pill) }
  }

  func show(in scrollView: UIScrollView) {
    guard scrollView.showsVerticalScrollIndicator || scrollView.showsHorizontalScrollIndicator else { return }
    makeViews(in: scrollView)
    visible = true
    layout(in: scrollView)
    UIView.performWithoutAnimation {
      vertical?.alpha = scrollView.showsVerticalScrollIndicator && scrollView.scrollsVertically ? 1 : 0
      horizontal?.alpha = scrollView.showsHorizontalScrollIndicator && scrollView.scrollsHorizontally ? 1 : 0
    }
  }

  func hide(in scrollView: UIScrollView) {
    guard visible else { return }
    visible = false
    UIView.animate(
      withDuration: 0.25, delay: 0.05, options: [.allowUserInteraction, .beginFromCurrentState],
      animations: {
        self.vertical?.alpha = 0
        self.horizontal?.alpha = 0
      })
  }

  /// Hides the indicators at once, without the fade (a sheet taking the drag: a fade started now
  /// would run on the sheet's paused transition time).
  func hideImmediately() {
    visible = false
    UIView.performWithoutAnimation {
      vertical?.alpha = 0
      horizontal?.alpha = 0
    }
  }

  func flash(in scrollView: UIScrollView) {
    show(in: scrollView)
    hide(in: scrollView)
  }

  func keepOnTop(in scrollView: UIScrollView) {
    for pill in [vertical, horizontal].compactMap({ $0 }) where scrollView.subviews.last !== pill {
      if scrollView.subviews.suffix(2).contains(where: { $0 === pill }) { continue }
      scrollView.bringSubviewToFront(pill)
    }
  }

  /// Places the pills for the current offset (content coordinates).
  func layout(in scrollView: UIScrollView) {
    guard let vertical, let horizontal else { return }
    let bounds = scrollView.bounds
    let inset = scrollView.adjustedContentInset
    let size = scrollView.contentSize
    UIView.performWithoutAnimation {
      let trackTop = bounds.minY + inset.top + scrollView.verticalScrollIndicatorInsets.top + Self.gap
      let trackBottom = bounds.maxY - inset.bottom - scrollView.verticalScrollIndicatorInsets.bottom - Self.gap
      vertical.frame =
        Self.pill(
          track: trackTop...max(trackTop, trackBottom), visible: bounds.height,
          content: size.height + inset.top + inset.bottom, offset: bounds.minY,
          range: scrollView.offsetRange.y.lowerBound...scrollView.offsetRange.y.upperBound
        ).map {
          CGRect(
            x: bounds.maxX - Self.gap - Self.thickness - scrollView.verticalScrollIndicatorInsets.right,
            y: $0.lowerBound, width: Self.thickness, height: $0.upperBound - $0.lowerBound)
        } ?? .zero
      let trackLeft = bounds.minX + inset.left + scrollView.horizontalScrollIndicatorInsets.left + Self.gap
      let trackRight =
        bounds.maxX - inset.right - scrollView.horizontalScrollIndicatorInsets.right - Self.gap - Self.thickness
      horizontal.frame =
        Self.pill(
          track: trackLeft...max(trackLeft, trackRight), visible: bounds.width,
          content: size.width + inset.left + inset.right, offset: bounds.minX,
          range: scrollView.offsetRange.x.lowerBound...scrollView.offsetRange.x.upperBound
        ).map {
          CGRect(
            x: $0.lowerBound,
            y: bounds.maxY - Self.gap - Self.thickness - scrollView.horizontalScrollIndicatorInsets.bottom,
            width: $0.upperBound - $0.lowerBound, height: Self.thickness)
        } ?? .zero
    }
  }

  /// The pill's extent along `track`, nil when there is nothing to scroll.
  static func pill(
    track: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>
  ) -> ClosedRange<CGFloat>? {
    let length = track.upperBound - track.lowerBound
    guard content > 0, length > 0 else { return nil }
    var pill = max(min(length * visible / content, length), minimumLength)
    let scrollable = range.upperBound - range.lowerBound
    var fraction = scrollable > 0 ? (offset - range.lowerBound) / scrollable : 0
    // Overscrolled: the pill shrinks by the overscroll, down to the squeezed length.
    let over = fraction < 0 ? -fraction * scrollable : (fraction > 1 ? (fraction - 1) * scrollable : 0)
    if over > 0 { pill = max(pill - over, squeezedLength) }
    fraction = min(max(fraction, 0), 1)
    let start = track.lowerBound + (length - pill) * fraction
    return start...(start + pill)
  }
}
