import Foundation
import SegueRender
import SegueUIKit

/// The animation inspector in the window (docs/inspector.md, "In the window"): `I` or
/// `--inspector` opens it; the window widens by the panel, the phone keeps its size and
/// pixels, and pointer events right of the phone go to the panel.
extension X11Host {
  /// Whether the animation inspector shows beside the phone. Opening it starts recording
  /// the window's animations; closing it stops, lets frozen animations go and runs a
  /// paused clock again.
  package var showsInspector: Bool {
    get { inspector != nil }
    set {
      guard newValue != showsInspector else { return }
      let phoneWidth = phonePixelWidth
      let height = presenter.height
      if newValue {
        let opened = WindowInspector(window: self)
        inspector = opened
        window.resize(width: phoneWidth + opened.pixelWidth, height: height)
      } else {
        inspector?.close()
        inspector = nil
        panelHasPointer = false
        window.resize(width: phoneWidth, height: height)
      }
      setNeedsFrame()
    }
  }

  /// A copy of the inspector panel's last composited pixels (tests, screenshots).
  package func lastPanelFrame() -> Bitmap? {
    framePresenterPipeline.lastPanelCopy(playhead: inspector?.playheadFrame)
  }

  /// Window pixel (`x`, `y`) in the panel's points.
  private func panelPoint(x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: CGFloat(Int(x) - phonePixelWidth) / CGFloat(scale), y: CGFloat(y) / CGFloat(scale))
  }

  /// A left press right of the phone goes to the panel (returns true).
  func panelTakesPress(x: Int32, y: Int32) -> Bool {
    guard let inspector, Int(x) >= phonePixelWidth else { return false }
    panelHasPointer = true
    inspector.pointer(.down, at: panelPoint(x: x, y: y))
    return true
  }

  /// The release of a press the panel took goes to it (returns true).
  func panelTakesRelease(x: Int32, y: Int32) -> Bool {
    guard let inspector, panelHasPointer else { return false }
    panelHasPointer = false
    inspector.pointer(.up, at: panelPoint(x: x, y: y))
    return true
  }

  /// Motion of a press the panel took, or hover over the panel with no touch on the phone,
  /// goes to the panel (returns true); motion over the phone ends a hover.
  func panelTakesMotion(x: Int32, y: Int32) -> Bool {
    guard let inspector else { return false }
    if panelHasPointer || (Int(x) >= phonePixelWidth && !phoneTouchIsDown) {
      inspector.pointer(.move, at: panelPoint(x: x, y: y))
      return true
    }
    inspector.pointerLeft()
    return false
  }
}
