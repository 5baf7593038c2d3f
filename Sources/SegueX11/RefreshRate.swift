import CX11
import Foundation

/// The refresh rate of the monitor showing a window, from XRandR.
///
/// Rate = dotClock / (hTotal × vTotal) of the CRTC's mode (×2 interlaced, ÷2 double-scan).
/// Xvfb reports all-zero mode timings, so a zero or absurd result means "unknown" (nil),
/// and the display link keeps its 60 Hz default or learns the period from Present.
@MainActor enum RefreshRate {
  /// Hertz, or nil when RandR is missing or gives no usable timing.
  static func of(window: Window, on display: X11Display) -> Double? {
    guard display.queryExtension("RANDR") != nil else { return nil }
    let dpy = display.display
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    _ = XTranslateCoordinates(dpy, window, display.rootWindow, 0, 0, &x, &y, &child)
    guard let resources = XRRGetScreenResourcesCurrent(dpy, display.rootWindow) else { return nil }
    defer { XRRFreeScreenResources(resources) }
    let res = resources.pointee
    var modeID: RRMode = 0
    var fallbackMode: RRMode = 0
    for index in 0..<Int(res.ncrtc) {
      guard let crtcs = res.crtcs, let crtc = XRRGetCrtcInfo(dpy, resources, crtcs[index]) else { continue }
      defer { XRRFreeCrtcInfo(crtc) }
      let c = crtc.pointee
      guard c.mode != 0 else { continue }
      if fallbackMode == 0 { fallbackMode = c.mode }
      if x >= c.x && y >= c.y && x < c.x + Int32(c.width) && y < c.y + Int32(c.height) {
        modeID = c.mode
        break
      }
    }
    if modeID == 0 { modeID = fallbackMode }
    guard modeID != 0, let modes = res.modes else { return nil }
    for index in 0..<Int(res.nmode) where modes[index].id == modeID {
      let mode = modes[index]
      guard mode.dotClock > 0, mode.hTotal > 0, mode.vTotal > 0 else { return nil }
      var rate = Double(mode.dotClock) / (Double(mode.hTotal) * Double(mode.vTotal))
      if mode.modeFlags & UInt(RR_Interlace) != 0 { rate *= 2 }
      if mode.modeFlags & UInt(RR_DoubleScan) != 0 { rate /= 2 }
      return rate >= 10 && rate <= 1000 ? rate : nil
    }
    return nil
  }
}
