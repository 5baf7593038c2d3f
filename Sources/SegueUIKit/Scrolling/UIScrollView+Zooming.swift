import Foundation

extension UIScrollView {
  /// The zoomed view's scale (1 unless zoomed); setting it zooms about the view's origin.
  public var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// The pinch that zooms, when the delegate names a view for zooming and the scales allow it.
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchRecognizer }

  /// Zooms `viewForZooming(in:)` to `scale`, clamped to the minimum and maximum, as UIKit
  /// does: the view's transform scales it, its frame's origin stays at the content's origin,
  /// and `contentSize` becomes its scaled size; animated over 0.3 s when asked.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    guard let view = delegate?.viewForZooming(in: self), clamped.isFinite, clamped > 0 else { return }
    let apply = { self.applyZoom(clamped, to: view, keeping: nil) }
    if animated {
      UIView.animate(withDuration: UIScrollView.scrollingAnimationDuration, animations: apply)
    } else {
      apply()
    }
  }

  /// Zooms so that `rect` (in the zoomed view's coordinates) fills the view, then scrolls to it.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    let scale = min(bounds.width / rect.width, bounds.height / rect.height)
    setZoomScale(scale, animated: animated)
    let target = clampedOffset(CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale))
    setContentOffset(target, animated: animated)
  }

  /// Scales `view` to `scale`; with `anchor` (a point of the view's content and where it is on
  /// screen, scroll-view bounds space) the offset keeps that point under the fingers.
  func applyZoom(_ scale: CGFloat, to view: UIView, keeping anchor: (content: CGPoint, location: CGPoint)?) {
    storedZoomScale = scale
    let size = view.bounds.size
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    let anchorPoint = view.layer.anchorPoint
    view.center = CGPoint(x: size.width * scale * anchorPoint.x, y: size.height * scale * anchorPoint.y)
    contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    if let anchor {
      let offset = CGPoint(
        x: anchor.content.x * scale - (anchor.location.x - bounds.minX),
        y: anchor.content.y * scale - (anchor.location.y - bounds.minY))
      applyOffset(isZooming ? offset : clampedOffset(offset))
    }
    delegate?.scrollViewDidZoom(self)
  }

  func updateZoomRecognizer() {
    let zooms = maximumZoomScale > minimumZoomScale && delegate != nil
    if zooms, pinchRecognizer == nil {
      let pinch = UIPinchGestureRecognizer(handler: { [weak self] recognizer in
        guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
        self.handlePinch(pinch)
      })
      pinchRecognizer = pinch
      addGestureRecognizer(pinch)
    } else if !zooms, let pinch = pinchRecognizer {
      removeGestureRecognizer(pinch)
      pinchRecognizer = nil
    }
  }

  /// The pinch's steps: the scale follows the fingers about their midpoint (past the limits with
  /// `bouncesZoom`, halved beyond them), and springs back within the limits when they lift.
  private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    guard let view = delegate?.viewForZooming(in: self) else { return }
    let location = pinch.location(in: self)
    switch pinch.state {
    case .began:
      stopMotion(notify: true)
      isZooming = true
      zoomStart = storedZoomScale
      zoomAnchor = CGPoint(x: location.x / storedZoomScale, y: location.y / storedZoomScale)
      delegate?.scrollViewWillBeginZooming(self, with: view)
    case .changed:
      var scale = zoomStart * pinch.scale
      let upper = max(minimumZoomScale, maximumZoomScale)
      if bouncesZoom {
        if scale > upper { scale = upper * pow(scale / upper, 0.5) }
        if scale < minimumZoomScale { scale = minimumZoomScale * pow(scale / minimumZoomScale, 0.5) }
      } else {
        scale = min(max(scale, minimumZoomScale), upper)
      }
      applyZoom(scale, to: view, keeping: (zoomAnchor, location))
    case .ended, .cancelled:
      isZooming = false
      let upper = max(minimumZoomScale, maximumZoomScale)
      let settled = min(max(storedZoomScale, minimumZoomScale), upper)
      if settled != storedZoomScale {
        isZoomBouncing = true
        UIView.animate(
          withDuration: UIScrollView.scrollingAnimationDuration,
          animations: { self.applyZoom(settled, to: view, keeping: (self.zoomAnchor, location)) },
          completion: { _ in self.isZoomBouncing = false })
      } else {
        applyOffset(clampedOffset(contentOffset))
      }
      delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
    default:
      break
    }
  }
}
