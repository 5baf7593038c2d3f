import CX11
import Dispatch
import Foundation
import SegueAnimation

/// A drag played into a window as synthetic X events (`XSendEvent`): a left-button press,
/// motion at `eventsPerSecond` along `path`, a release. The events travel through the X
/// server and arrive like real ones (read source, coalescing, frame delivery), so the
/// whole input path is measured; `segue preview --measure` uses it. (Tests inject real
/// device input with XTest instead.)
@MainActor package final class ScriptedDrag {
  private let host: X11Host
  private let path: (TimeInterval) -> CGPoint
  private let duration: TimeInterval
  private let timer: DispatchSourceTimer
  private var start: TimeInterval?
  private var completion: (() -> Void)?

  /// - Parameters:
  ///   - path: the pointer's position in points at a time in seconds from the press.
  ///   - duration: seconds from press to release.
  ///   - eventsPerSecond: motion events per second (a mouse sends 125 or more).
  package init(
    host: X11Host, duration: TimeInterval, eventsPerSecond: Double = 125,
    path: @escaping (TimeInterval) -> CGPoint
  ) {
    self.host = host
    self.path = path
    self.duration = duration
    timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
    let interval = 1 / max(eventsPerSecond, 1)
    timer.schedule(deadline: .now(), repeating: interval, leeway: .microseconds(500))
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.step() }
    }
  }

  /// Starts the drag; `completion` runs after the release was sent.
  package func start(completion: @escaping () -> Void) {
    self.completion = completion
    timer.resume()
  }

  private func step() {
    let now = monotonicSeconds()
    guard let start else {
      self.start = now
      send(type: ButtonPress, at: path(0), time: now, state: 0)
      return
    }
    let t = now - start
    if t < duration {
      send(type: MotionNotify, at: path(t), time: now, state: UInt32(Button1Mask))
    } else {
      send(type: ButtonRelease, at: path(duration), time: now, state: UInt32(Button1Mask))
      timer.cancel()
      let done = completion
      completion = nil
      done?()
    }
  }

  private func send(type: Int32, at point: CGPoint, time: TimeInterval, state: UInt32) {
    let dpy = host.display.display
    let window = host.window.id
    let x = Int32((point.x * CGFloat(host.scale)).rounded())
    let y = Int32((point.y * CGFloat(host.scale)).rounded())
    let milliseconds = Time(UInt32(truncatingIfNeeded: UInt64(time * 1000)))
    var event = XEvent()
    let mask: Int
    if type == MotionNotify {
      event.xmotion = XMotionEvent(
        type: type, serial: 0, send_event: 1, display: dpy, window: window, root: host.display.rootWindow,
        subwindow: 0, time: milliseconds, x: x, y: y, x_root: x, y_root: y, state: state, is_hint: 0,
        same_screen: 1)
      mask = PointerMotionMask
    } else {
      event.xbutton = XButtonEvent(
        type: type, serial: 0, send_event: 1, display: dpy, window: window, root: host.display.rootWindow,
        subwindow: 0, time: milliseconds, x: x, y: y, x_root: x, y_root: y, state: state, button: UInt32(Button1),
        same_screen: 1)
      mask = type == ButtonPress ? ButtonPressMask : ButtonReleaseMask
    }
    XSendEvent(dpy, window, 0, mask, &event)
    // Xlib's flush also reads what the server has sent, leaving it queued where the read
    // source cannot see it: drain here.
    XFlush(dpy)
    host.drainEvents()
  }
}
