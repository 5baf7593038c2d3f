import CX11
import Foundation

/// The pixel size of the monitor a new window opens on, and the scale that fits a viewport
/// on it.
@MainActor enum MonitorSize {
  /// Pixels kept free below a window that fits: a desktop panel and the title bar
  /// (GNOME's top bar is 32 px at scale 1, a typical title bar 30–40 px).
  static let reservedHeight = 80

  /// Width and height in pixels of the primary monitor: XRandR's primary output's CRTC,
  /// else the first active CRTC, else the whole X screen (`XDisplayWidth`/`Height`).
  static func primary(on display: X11Display) -> (width: Int, height: Int) {
    let dpy = display.display
    let screen = (width: Int(XDisplayWidth(dpy, display.screen)), height: Int(XDisplayHeight(dpy, display.screen)))
    guard display.queryExtension("RANDR") != nil,
      let resources = XRRGetScreenResourcesCurrent(dpy, display.rootWindow)
    else { return screen }
    defer { XRRFreeScreenResources(resources) }
    let primary = XRRGetOutputPrimary(dpy, display.rootWindow)
    if primary != 0, let output = XRRGetOutputInfo(dpy, resources, primary) {
      defer { XRRFreeOutputInfo(output) }
      if output.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(dpy, resources, output.pointee.crtc) {
        defer { XRRFreeCrtcInfo(crtc) }
        if crtc.pointee.width > 0, crtc.pointee.height > 0 {
          return (Int(crtc.pointee.width), Int(crtc.pointee.height))
        }
      }
    }
    let res = resources.pointee
    for index in 0..<Int(res.ncrtc) {
      guard let crtcs = res.crtcs, let crtc = XRRGetCrtcInfo(dpy, resources, crtcs[index]) else { continue }
      defer { XRRFreeCrtcInfo(crtc) }
      if crtc.pointee.mode != 0, crtc.pointee.width > 0, crtc.pointee.height > 0 {
        return (Int(crtc.pointee.width), Int(crtc.pointee.height))
      }
    }
    return screen
  }

  /// The largest scale of `candidates` (tried in order) at which a window of `size` points
  /// fits a monitor of `monitor` pixels with `reservedHeight` pixels to spare; the last
  /// candidate when none does. A 390 × 844 pt phone viewport is 780 × 1688 px at scale 2,
  /// taller than a 1080p monitor, so there it opens at scale 1.
  static func fittingScale(
    for size: CGSize, on monitor: (width: Int, height: Int), candidates: [Int] = [2, 1]
  ) -> Int {
    for scale in candidates {
      let width = Int((size.width * CGFloat(scale)).rounded())
      let height = Int((size.height * CGFloat(scale)).rounded())
      if width <= monitor.width && height + reservedHeight <= monitor.height { return scale }
    }
    return candidates.last ?? 1
  }
}
