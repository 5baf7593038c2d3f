import Foundation

/// The picture of a page curling: the page's snapshot cut into strips across the navigation
/// axis, each placed by `PageCurlGeometry` (a faceted cylinder; the strips are a few points
/// wide, so the facets don't show), shaded by how far it is turned, its back showing the
/// page's content mirrored through the paper, and a shadow cast on the page below
/// (docs/uikit-behaviour-2.md §17.5).
final class PageCurlView: UIView {
  /// Strips across the page's length.
  static let stripCount = 48
  /// How opaque the paper is from behind: the back is the mirrored content under white at
  /// this opacity.
  static let backWash: CGFloat = 0.82
  /// The shadow on the page below: its width (points) and darkest opacity.
  static let shadowWidth: CGFloat = 28
  static let shadowOpacity: CGFloat = 0.35

  let axis: UIPageViewController.NavigationOrientation
  /// True when `u` grows towards the view's minimum x (y): the spine is on the right (bottom).
  let mirrored: Bool
  private(set) var geometry: PageCurlGeometry
  private var strips: [Strip] = []

  /// One strip of the page: its view, the front and back pictures of its part of the page,
  /// and its extent along the axis (points from the spine).
  private struct Strip {
    let view: UIImageView
    let shade: UIView
    let front: UIImage?
    let back: UIImage?
    let from: CGFloat
    let to: CGFloat
  }
  private let shadow = CAGradientLayer()

  /// - Parameters:
  ///   - frame: the curling page's frame (points).
  ///   - image: the page's snapshot.
  ///   - mirrored: the spine is at the view's maximum edge.
  init(frame: CGRect, image: UIImage, axis: UIPageViewController.NavigationOrientation, mirrored: Bool) {
    self.axis = axis
    self.mirrored = mirrored
    let length = axis == .horizontal ? frame.width : frame.height
    geometry = PageCurlGeometry(
      fold: length, radius: max(length / 8, 8), length: length,
      eyeDistance: 2 * max(frame.width, frame.height, 1))
    super.init(frame: frame)
    isUserInteractionEnabled = false
    shadow.opacity = 1
    let dark = UIColor(white: 0, alpha: Self.shadowOpacity).cgColor
    let clear = UIColor(white: 0, alpha: 0).cgColor
    shadow.colors = [dark, clear]
    layer.addSublayer(shadow)
    makeStrips(image: image, length: length)
  }

  required init?(coder: NSCoder) { nil }

  private func makeStrips(image: UIImage, length: CGFloat) {
    let count = Self.stripCount
    let scale = image.scale
    let cgImage = image.cgImage
    // The back is the page seen through the paper: its content under a white wash, baked
    // into a picture of its own so that only a light shade is laid over each strip.
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let washed = UIGraphicsImageRenderer(size: image.size, format: format).image { context in
      image.draw(in: CGRect(origin: .zero, size: image.size))
      UIColor(white: 1, alpha: Self.backWash).setFill()
      context.fill(CGRect(origin: .zero, size: image.size))
    }.cgImage
    for index in 0..<count {
      // Strip edges on whole device pixels, so neighbours meet without a seam.
      let from = (length * CGFloat(index) / CGFloat(count) * scale).rounded() / scale
      let to = (length * CGFloat(index + 1) / CGFloat(count) * scale).rounded() / scale
      guard to > from else { continue }
      let rect = pageRect(from: from, to: to)
      let pixels = CGRect(
        x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
      let view = UIImageView(frame: rect)
      let front = cgImage?.cropping(to: pixels).map { UIImage(cgImage: $0, scale: scale) }
      let back = washed?.cropping(to: pixels).map { UIImage(cgImage: $0, scale: scale) }
      view.image = front
      let shade = UIView(frame: view.bounds)
      view.addSubview(shade)
      addSubview(view)
      strips.append(Strip(view: view, shade: shade, front: front, back: back, from: from, to: to))
    }
  }

  /// The rectangle of the page (view coordinates) between `from` and `to` along the axis.
  private func pageRect(from: CGFloat, to: CGFloat) -> CGRect {
    let length = axis == .horizontal ? bounds.width : bounds.height
    let start = mirrored ? length - to : from
    let size = to - from
    return axis == .horizontal
      ? CGRect(x: start, y: 0, width: size, height: bounds.height)
      : CGRect(x: 0, y: start, width: bounds.width, height: size)
  }

  /// View coordinate along the axis of page position `u`.
  private func place(_ u: CGFloat) -> CGFloat {
    let length = axis == .horizontal ? bounds.width : bounds.height
    return mirrored ? length - u : u
  }

  /// Curls the page with its fold line `fold` points from the spine.
  func update(fold: CGFloat) {
    geometry.fold = fold
    let across = axis == .horizontal ? bounds.height : bounds.width
    let centre = (axis == .horizontal ? bounds.width : bounds.height) / 2
    for strip in strips {
      let start = geometry.map(strip.from)
      let end = geometry.map(strip.to)
      let middleZ = (start.z + end.z) / 2
      let perspective = geometry.scale(atHeight: middleZ)
      // Positions along the axis shrink towards the page's centre as they recede.
      let a = centre + (place(start.u) - centre) * geometry.scale(atHeight: start.z)
      let b = centre + (place(end.u) - centre) * geometry.scale(atHeight: end.z)
      let width = strip.to - strip.from
      // Each strip reaches half a point past both of its edges so that neighbours overlap
      // and their antialiased edges leave no seam.
      let stretch = (b - a + (b >= a ? 1 : -1)) / width
      let midAlong = (a + b) / 2
      let view = strip.view
      if axis == .horizontal {
        view.center = CGPoint(x: midAlong, y: across / 2)
        view.transform = CGAffineTransform(a: stretch, b: 0, c: 0, d: perspective, tx: 0, ty: 0)
      } else {
        view.center = CGPoint(x: across / 2, y: midAlong)
        view.transform = CGAffineTransform(a: perspective, b: 0, c: 0, d: stretch, tx: 0, ty: 0)
      }
      let turn = geometry.angle(at: (strip.from + strip.to) / 2)
      let facesUp = turn <= .pi / 2
      let picture = facesUp ? strip.front : strip.back
      if view.image !== picture { view.image = picture }
      // Lit from the viewer: darker the more the surface turns away, on either face (the
      // back is brightest lying flat and greyer where it rounds the cylinder).
      let darkness = facesUp ? 0.3 * (1 - cos(turn)) : 0.2 * (1 + cos(turn))
      strip.shade.backgroundColor = UIColor(white: 0, alpha: darkness)
      strip.shade.isHidden = darkness < 0.004
    }
    layoutShadow()
  }

  private func layoutShadow() {
    let curled = geometry.fold < geometry.length
    shadow.isHidden = !curled
    guard curled else { return }
    let reach = place(geometry.reach)
    let width = Self.shadowWidth
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let towardsMax = !mirrored
    if axis == .horizontal {
      shadow.frame = CGRect(x: towardsMax ? reach : reach - width, y: 0, width: width, height: bounds.height)
      shadow.startPoint = CGPoint(x: towardsMax ? 0 : 1, y: 0.5)
      shadow.endPoint = CGPoint(x: towardsMax ? 1 : 0, y: 0.5)
    } else {
      shadow.frame = CGRect(x: 0, y: towardsMax ? reach : reach - width, width: bounds.width, height: width)
      shadow.startPoint = CGPoint(x: 0.5, y: towardsMax ? 0 : 1)
      shadow.endPoint = CGPoint(x: 0.5, y: towardsMax ? 1 : 0)
    }
    CATransaction.commit()
  }
}
