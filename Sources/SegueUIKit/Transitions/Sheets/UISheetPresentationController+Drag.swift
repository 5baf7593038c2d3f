import Foundation
import SegueAnimation

/// What a drag on a sheet is doing, decided when it begins (docs/uikit-behaviour-2.md §4.4).
@MainActor struct SheetDrag {
  enum Mode {
    /// Moving between detents (rubber-banding past the largest and the smallest).
    case detents
    /// Dismissing interactively: the drag scrubs the system dismissal.
    case dismissing(UIPercentDrivenInteractiveTransition)
    /// Dismissal refused (`isModalInPresentation` or the delegate): the sheet gives a little.
    case refused
    /// A scroll view inside the sheet has the drag; the sheet takes over if it is pulled
    /// down past its top.
    case scrolling(UIScrollView)
  }

  var mode: Mode
  /// The sheet's top when the drag began, points in the container.
  var startTop: CGFloat
  /// The pan's translation (points, down) when the sheet took the drag: 0, or where a scroll
  /// view inside it handed the drag over.
  var baseline: CGFloat = 0
}

extension UISheetPresentationController {
  /// The sheet's pan: a drag down from the smallest detent dismisses (when allowed), any
  /// other drag moves the sheet, and the release picks the detent nearest to where the
  /// sheet's motion would come to rest (the scroll view's projection at the normal rate,
  /// 0.998 per millisecond).
  ///
  /// A drag that starts in a vertical scroll view inside the sheet is the sheet's when it
  /// pulls down with the scroll view at its top, or pushes up below the largest detent with
  /// `prefersScrollingExpandsWhenScrolledToEdge`; otherwise the scroll view scrolls, and hands
  /// the drag to the sheet when it is pulled down past its top (docs/uikit-behaviour-2.md §4.6).
  func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let container = containerView else { return }
    let fullTranslation = pan.translation(in: container).y
    let translation = fullTranslation - (dragState?.baseline ?? 0)
    let velocity = pan.velocity(in: container).y
    switch pan.state {
    case .began:
      if let scrollView = trackedScrollView(at: pan.location(in: sheetView)) {
        beginDrag(over: scrollView, translation: translation, velocity: velocity)
      } else {
        beginDrag(translation: translation, velocity: velocity)
      }
    case .changed:
      guard let drag = dragState else { return }
      switch drag.mode {
      case .scrolling(let scrollView):
        // Pulled down past its top: the sheet takes the rest of the drag.
        guard scrollView.contentOffset.y < scrollView.offsetRange.y.lowerBound, velocity > 0 else { return }
        take(from: scrollView)
        beginDrag(translation: 0, velocity: velocity)
        dragState?.baseline = fullTranslation
      case .dismissing(let interaction):
        interaction.update(min(max(translation / max(sheetView.bounds.height, 1), 0), 1))
      case .refused:
        // Gives way with the rubber band's resistance, never leaving.
        let give = RubberBand.offset(overshoot: Double(max(translation, 0)), dimension: Double(container.bounds.height))
        moveSheet(toTop: drag.startTop + CGFloat(give))
      case .detents:
        moveSheet(toTop: draggedTop(drag.startTop + translation))
      }
    case .ended, .cancelled, .failed:
      guard let drag = dragState else { return }
      dragState = nil
      switch drag.mode {
      case .scrolling:
        break
      case .dismissing(let interaction):
        let projected = ScrollDeceleration.projectedOffset(
          start: Double(translation), velocity: Double(velocity), rate: 0.998)
        if pan.state == .ended, CGFloat(projected) > sheetView.bounds.height / 2 {
          interaction.finish()
        } else {
          interaction.cancel()
        }
      case .refused:
        settle(at: currentDetentIdentifier, velocity: velocity)
      case .detents:
        let top = sheetView.frame.minY
        let rest = CGFloat(
          ScrollDeceleration.projectedOffset(start: Double(top), velocity: Double(velocity), rate: 0.998))
        // A flick whose projection passes the bottom of the screen goes through the smallest
        // detent and dismisses (when allowed), as one swipe does on iOS.
        let bottom = containerView?.bounds.height ?? .infinity
        if pan.state == .ended, rest > bottom {
          if dismissalIsAllowed() {
            startUserDismissal(interaction: nil)
          } else {
            settle(at: resolvedDetents[0].identifier, velocity: velocity)
          }
          return
        }
        let nearest = resolvedDetents.min { abs($0.top - rest) < abs($1.top - rest) }?.identifier
        settle(at: nearest ?? currentDetentIdentifier, velocity: velocity)
      }
    default:
      break
    }
  }

  /// The vertical scroll view inside the sheet under `location` (sheet points), if any.
  private func trackedScrollView(at location: CGPoint) -> UIScrollView? {
    var view = sheetView.hitTest(location, with: nil)
    while let current = view, current !== sheetView {
      if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.scrollsVertically {
        return scrollView
      }
      view = current.superview
    }
    return nil
  }

  /// A drag beginning over `scrollView`: the sheet's, or the scroll view's to scroll.
  private func beginDrag(over scrollView: UIScrollView, translation: CGFloat, velocity: CGFloat) {
    let atTop = scrollView.contentOffset.y <= scrollView.offsetRange.y.lowerBound + 0.5
    let down = translation > 0 || (translation == 0 && velocity > 0)
    let atLargest = currentDetentIdentifier == resolvedDetents.last?.identifier
    if (down && atTop) || (!down && !atLargest && prefersScrollingExpandsWhenScrolledToEdge) {
      take(from: scrollView)
      beginDrag(translation: translation, velocity: velocity)
    } else {
      dragState = SheetDrag(mode: .scrolling(scrollView), startTop: sheetView.frame.minY)
    }
  }

  /// Takes the drag from `scrollView`: its pan is cancelled (or fails, if it had not begun) and
  /// the content rests at its top.
  private func take(from scrollView: UIScrollView) {
    scrollView.panGestureRecognizer.isEnabled = false
    scrollView.panGestureRecognizer.isEnabled = true
    let top = CGPoint(x: scrollView.contentOffset.x, y: scrollView.offsetRange.y.lowerBound)
    if scrollView.contentOffset != top { scrollView.setContentOffset(top, animated: false) }
    scrollView.indicators.hideImmediately()
  }

  private func beginDrag(translation: CGFloat, velocity: CGFloat) {
    let startTop = sheetView.frame.minY
    let atSmallest = currentDetentIdentifier == resolvedDetents[0].identifier
    guard atSmallest, translation >= 0 || velocity > 0 else {
      dragState = SheetDrag(mode: .detents, startTop: startTop)
      return
    }
    guard dismissalIsAllowed() else {
      dragState = SheetDrag(mode: .refused, startTop: startTop)
      return
    }
    let interaction = UIPercentDrivenInteractiveTransition()
    dragState = SheetDrag(mode: .dismissing(interaction), startTop: startTop)
    startUserDismissal(interaction: interaction)
  }

  /// Whether the user may dismiss the sheet now (`isModalInPresentation`, the delegate's
  /// `presentationControllerShouldDismiss`); when not, the delegate hears
  /// `presentationControllerDidAttemptToDismiss`.
  private func dismissalIsAllowed() -> Bool {
    let presented = adaptedViewController ?? presentedViewController
    if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return false
    }
    return true
  }

  /// Starts the user's dismissal: driven by `interaction` while the finger is down, or
  /// animated from where the sheet is (a flick).
  private func startUserDismissal(interaction: UIPercentDrivenInteractiveTransition?) {
    isUserDismissal = true
    (adaptedViewController ?? presentedViewController).dismiss(
      animated: true, systemInteractor: interaction,
      willBegin: { [weak self] in
        guard let self else { return }
        self.delegate?.presentationControllerWillDismiss(self)
      }, completion: nil)
  }

  /// The sheet's top for a finger that would put it at `raw`: past the largest or the
  /// smallest detent it follows the rubber band (d = the container's height).
  private func draggedTop(_ raw: CGFloat) -> CGFloat {
    let resolved = resolvedDetents
    let height = Double(containerView?.bounds.height ?? 1)
    guard let highest = resolved.last?.top, let lowest = resolved.first?.top else { return raw }
    if raw < highest {
      return highest - CGFloat(RubberBand.offset(overshoot: Double(highest - raw), dimension: height))
    }
    if raw > lowest {
      return lowest + CGFloat(RubberBand.offset(overshoot: Double(raw - lowest), dimension: height))
    }
    return raw
  }

  private func moveSheet(toTop top: CGFloat) {
    guard let container = containerView else { return }
    UIView.performWithoutAnimation {
      sheetView.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
      sheetView.layoutIfNeeded()
      applyAppearance(sheetTop: top, detent: nearestDetent(toTop: top))
    }
  }

  private func nearestDetent(toTop top: CGFloat) -> Detent.Identifier {
    resolvedDetents.min { abs($0.top - top) < abs($1.top - top) }?.identifier ?? currentDetentIdentifier
  }

  /// Springs the sheet to `identifier` (the system spring, critically damped, 0.5 s), then
  /// tells the delegate when the detent changed.
  private func settle(at identifier: Detent.Identifier, velocity: CGFloat) {
    let previous = currentDetentIdentifier
    let distance = restingTop(for: identifier) - sheetView.frame.minY
    let initialVelocity = abs(distance) > 1 ? velocity / distance : 0
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: initialVelocity, options: [],
      animations: { self.selectedDetentIdentifier = identifier },
      completion: { _ in
        guard identifier != previous else { return }
        (self.delegate as? any UISheetPresentationControllerDelegate)?
          .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
      })
  }
}

/// Lets the sheet's pan run beside the pans of scroll views inside the sheet, so the sheet can
/// take a drag from one at its top (the sheet's pan decides who moves, `handlePan`).
@MainActor final class SheetPanArbiter: NSObject, UIGestureRecognizerDelegate {
  weak var sheetView: UIView?

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let sheetView, let scrollView = otherGestureRecognizer.view as? UIScrollView,
      otherGestureRecognizer === scrollView.panGestureRecognizer
    else { return false }
    return scrollView.isDescendant(of: sheetView)
  }
}
