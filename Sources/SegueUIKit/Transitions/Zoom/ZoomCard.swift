import Foundation
import SegueAnimation

/// Where the zooming page is and how it looks at one instant: the clipping card's frame in
/// the container (points), its corner radius (points), the page's scale and centre inside the
/// card, the card's alpha and the dimming's alpha (0…1).
struct ZoomPose {
  var frame: CGRect
  var cornerRadius: CGFloat
  var contentScale: CGFloat
  var contentCenter: CGPoint
  var alpha: CGFloat
  var dimming: CGFloat
}

/// The views of one zoom transition (docs/uikit-behaviour-2.md §5.6): the dimming over the
/// screen behind, a clipping, rounded card holding the zoomed controller's view at its
/// full-screen size (scaled), and over it a picture of the source view that cross-fades. The
/// source view is asked for once, when the card is made, and hidden until `finish`.
@MainActor final class ZoomCard {
  let container: UIView
  let zoomedView: UIView
  let dimming = UIView()
  let card = ZoomCardView()
  let sourcePicture: UIView?
  let hasSource: Bool
  /// The zoomed view's frame at full screen, container coordinates (points).
  let fullFrame: CGRect
  /// The card at the source view, or the stand-in of §5.5 when there is none.
  let collapsedPose: ZoomPose
  var fullPose: ZoomPose {
    ZoomPose(
      frame: fullFrame, cornerRadius: 0, contentScale: 1,
      contentCenter: CGPoint(x: fullFrame.width / 2, y: fullFrame.height / 2), alpha: 1, dimming: 1)
  }
  private let sourceView: UIView?
  private let sourceWasHidden: Bool

  /// Corner radius of the zoomed page while a finger holds it, points at full size: the
  /// display's corner radius on a 390 × 844 phone (docs/uikit-behaviour-2.md §5.2).
  static let heldCornerRadius: CGFloat = 47.33
  /// Default dimming: black at alpha 0.2 (docs/uikit-behaviour-2.md §5.5).
  static let defaultDimmingColor = UIColor(white: 0, alpha: 0.2)

  /// Builds the card for `context`: `zoomingIn` for a push or presentation, else for the
  /// pop or dismissal. Nil when the context lacks the zoomed controller or its view.
  init?(context: any UIViewControllerContextTransitioning, zoomingIn: Bool, transition: UIViewController.Transition) {
    let zoomedKey: UITransitionContextViewControllerKey = zoomingIn ? .to : .from
    let sourceKey: UITransitionContextViewControllerKey = zoomingIn ? .from : .to
    guard let zoomed = context.viewController(forKey: zoomedKey), let zoom = transition.zoom,
      let source = context.viewController(forKey: sourceKey)
    else { return nil }
    container = context.containerView
    let zoomedView: UIView = context.view(forKey: zoomingIn ? .to : .from) ?? zoomed.view
    self.zoomedView = zoomedView
    let final = zoomingIn ? context.finalFrame(for: zoomed) : context.initialFrame(for: zoomed)
    fullFrame = final.isEmpty ? container.bounds : final

    // The screen behind: the navigation controller's lower page goes into the container
    // below everything; a presenter stays below the container in the window.
    if !zoomingIn, let lower = context.view(forKey: .to), lower.superview == nil {
      let frame = context.finalFrame(for: source)
      lower.frame = frame.isEmpty ? container.bounds : frame
      container.insertSubview(lower, at: 0)
    }
    let lower = context.view(forKey: zoomingIn ? .from : .to)
    lower?.layoutIfNeeded()
    source.viewIfLoaded?.layoutIfNeeded()

    let providerContext = UIZoomTransitionSourceViewProviderContext(
      sourceViewController: source, zoomedViewController: zoomed)
    let sourceView = zoom.provider(providerContext).flatMap { $0.window == nil ? nil : $0 }
    self.sourceView = sourceView
    hasSource = sourceView != nil
    sourceWasHidden = sourceView?.isHidden ?? false
    sourcePicture = sourceView?.snapshotView(afterScreenUpdates: false)
    sourceView?.isHidden = true

    dimming.backgroundColor = zoom.options?.dimmingColor ?? Self.defaultDimmingColor
    if let effect = zoom.options?.dimmingVisualEffect {
      // The blur, then the colour over it; both fade with the dimming's alpha.
      let blur = UIVisualEffectView(effect: effect)
      let color = UIView()
      color.backgroundColor = dimming.backgroundColor
      dimming.backgroundColor = .clear
      for layer in [blur, color] {
        layer.frame = CGRect(origin: .zero, size: container.bounds.size)
        layer.isUserInteractionEnabled = false
        dimming.addSubview(layer)
      }
    }
    dimming.isUserInteractionEnabled = false
    dimming.frame = container.bounds
    if let lower, lower.superview === container {
      container.insertSubview(dimming, aboveSubview: lower)
    } else {
      container.insertSubview(dimming, at: 0)
    }

    // The page keeps the safe area it has at home while the card carries it (its layout
    // would otherwise follow the card's frame across the screen's unsafe edges).
    if zoomedView.superview !== container {
      zoomedView.transform = .identity
      zoomedView.frame = fullFrame
      container.addSubview(zoomedView)
    }
    card.carriedSafeArea = zoomedView.safeAreaRect()
    card.clipsToBounds = true
    card.autoresizesSubviews = false
    container.addSubview(card)
    card.addSubview(zoomedView)
    if let sourcePicture {
      sourcePicture.isUserInteractionEnabled = false
      sourcePicture.alpha = zoomingIn ? 1 : 0
      card.addSubview(sourcePicture)
    }
    zoomedView.transform = .identity
    zoomedView.frame = CGRect(origin: .zero, size: fullFrame.size)
    zoomedView.layoutIfNeeded()

    collapsedPose = Self.collapsedPose(
      source: sourceView, in: container, full: fullFrame,
      alignment: sourceView.flatMap { view in
        zoom.options?.alignmentRectProvider?(
          UIZoomTransitionAlignmentRectContext(sourceView: view, zoomedViewController: zoomed))
      } ?? CGRect(origin: .zero, size: fullFrame.size))
  }

  /// The card over the source view: the alignment rectangle A of the zoomed view fills the
  /// source's frame S (aspect fill, scale k = max(S.w / A.w, S.h / A.h)), centres matched;
  /// the card takes the source's corner radius. Without a source, the card is 40 % of the
  /// screen at its centre, transparent (§5.5, our choice).
  static func collapsedPose(source: UIView?, in container: UIView, full: CGRect, alignment: CGRect) -> ZoomPose {
    let target: CGRect
    let radius: CGFloat
    if let source {
      target = source.convert(source.bounds, to: container)
      radius = source.layer.cornerRadius
    } else {
      let size = CGSize(width: full.width * 0.4, height: full.height * 0.4)
      target = CGRect(
        x: full.midX - size.width / 2, y: full.midY - size.height / 2, width: size.width, height: size.height)
      radius = 0
    }
    let a = alignment.width > 0 && alignment.height > 0 ? alignment : CGRect(origin: .zero, size: full.size)
    let k = max(target.width / a.width, target.height / a.height)
    let center = CGPoint(
      x: target.width / 2 + k * (full.width / 2 - a.midX), y: target.height / 2 + k * (full.height / 2 - a.midY))
    return ZoomPose(
      frame: target, cornerRadius: radius, contentScale: k, contentCenter: center, alpha: source == nil ? 0 : 1,
      dimming: 0)
  }

  /// The card held by a finger: the page at `scale` (0…1) centred at `center` (container
  /// points), rounded at the held radius × scale; the dimming fades from 1 at full size to 0
  /// at the smallest held scale, 0.37 (§5.4).
  func heldPose(scale: CGFloat, center: CGPoint) -> ZoomPose {
    let size = CGSize(width: fullFrame.width * scale, height: fullFrame.height * scale)
    return ZoomPose(
      frame: CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
      cornerRadius: Self.heldCornerRadius * scale, contentScale: scale,
      contentCenter: CGPoint(x: size.width / 2, y: size.height / 2), alpha: 1,
      dimming: min(max((scale - ZoomDismissPhysics.smallestScale) / (1 - ZoomDismissPhysics.smallestScale), 0), 1))
  }

  /// Sets the views to `pose` (animated when called inside an animation block).
  func apply(_ pose: ZoomPose) {
    card.frame = pose.frame
    card.layer.cornerRadius = pose.cornerRadius
    card.alpha = pose.alpha
    zoomedView.center = pose.contentCenter
    zoomedView.transform = CGAffineTransform(scaleX: pose.contentScale, y: pose.contentScale)
    sourcePicture?.frame = CGRect(origin: .zero, size: pose.frame.size)
    dimming.alpha = pose.dimming
  }

  /// Fades the source's picture: out over the first 0.15 s when zooming in, in over
  /// 0.15 s after `delay` seconds when zooming out (our choice, §5.6).
  func fadeSourcePicture(zoomingIn: Bool, delay: TimeInterval) {
    guard let sourcePicture else { return }
    UIView.performWithoutAnimation { sourcePicture.alpha = zoomingIn ? 1 : 0 }
    UIView.animate(
      withDuration: 0.15, delay: delay, options: zoomingIn ? .curveEaseOut : .curveEaseIn,
      animations: { sourcePicture.alpha = zoomingIn ? 0 : 1 })
  }

  /// Takes the views down: the zoomed view goes back into the container at its full frame
  /// (where the navigation or presentation machinery finds it), the card, the picture and
  /// the dimming leave, and the source view shows again.
  func finish() {
    UIView.performWithoutAnimation {
      let index = container.subviews.firstIndex(of: card) ?? container.subviews.count
      zoomedView.transform = .identity
      zoomedView.frame = fullFrame
      container.insertSubview(zoomedView, at: index)
      card.removeFromSuperview()
      sourcePicture?.removeFromSuperview()
      dimming.removeFromSuperview()
      sourceView?.isHidden = sourceWasHidden
    }
  }
}

/// The zoom's clipping card. The page it carries keeps the safe area it had at home
/// (`carriedSafeArea`, the page's bounds space), whatever the card's frame.
@MainActor final class ZoomCardView: UIView {
  var carriedSafeArea: CGRect?
}
