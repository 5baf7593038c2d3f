import Foundation
import SegueAnimation
import SegueRender

/// One host of the frame loop: a frame loop paced by a frame clock, fed by an input source and shown through a
/// frame presenter (docs/architecture.md, "Hosts"). The headless host and the X11 window are
/// two configurations of it:
///
/// | | frame clock | input source | presenter | input timing |
/// |---|---|---|---|---|
/// | `HeadlessHost` | `SteppedFrameClock` | `ScriptedInput` | `BitmapPresenter` | `.immediate` |
/// | the window (`X11Host`) | its display link | X11 pointer and scroll events | render queue → window buffer | `.framed` |
///
/// What every host does the same way lives here: the settings, how input reaches the loop
/// (traced under `SEGUE_TRACE=input`, seen by the observers a recording installs), and how a
/// frame is committed and handed to the presenter.
@MainActor package final class FrameHost {
  /// How input reaches the loop.
  package enum InputTiming: Sendable {
    /// As it is sent, between frames the caller steps (headless: a test's `send` runs the
    /// recognizers' actions before it returns).
    case immediate
    /// At the next frame, each pointer event with a frame at its time before and after
    /// (`FrameLoop.deliverPointerEvent`), so a recording replays to what the window showed.
    case framed
  }

  /// The frame loop (clock, animations, touches, commit) the host runs.
  package let loop: FrameLoop
  package let frameClock: any FrameClock
  package let input: any InputSource
  package let presenter: any FramePresenter
  package let inputTiming: InputTiming

  /// Every pointer event, as it goes to the loop (a recording writes them).
  package var onPointerEvent: ((PointerEvent) -> Void)?
  /// Every scroll, as it goes to the loop: the distance in points towards the content's end,
  /// the pointer in root points, the kind and the media time (a recording writes them).
  package var onScrollEvent: ((CGVector, CGPoint, UIScrollType, TimeInterval) -> Void)?

  /// - Parameters:
  ///   - size: the viewport in points.
  ///   - scale: pixels per point (1…3).
  ///   - settings: the simulated phone's settings to start with.
  package init(
    size: CGSize, scale: Int, frameClock: any FrameClock, input: any InputSource, presenter: any FramePresenter,
    inputTiming: InputTiming, settings: HostSettings = HostSettings()
  ) {
    self.frameClock = frameClock
    self.input = input
    self.presenter = presenter
    self.inputTiming = inputTiming
    loop = FrameLoop(
      size: size, scale: scale, mediaClock: frameClock.mediaClock,
      maximumFramesPerSecond: Int(frameClock.framesPerSecond.rounded()))
    loop.settings = settings
    loop.screen.snapshotRenderer.borrowRasters(from: presenter.renderer)
    loop.onDemand = { [weak frameClock] in frameClock?.setNeedsFrame() }
  }

  /// The simulated phone's settings; a change shows at the next frame (dynamic colours
  /// re-resolve, traits propagate, the status bar comes or goes).
  package var settings: HostSettings {
    get { loop.settings }
    set {
      loop.activate()
      loop.settings = newValue
      frameClock.setNeedsFrame()
    }
  }

  /// `SEGUE_TRACE=input` logs every pointer event delivered, with its media time.
  static let tracesInput = SegueTrace.isOn("input")

  /// Gives the loop the input its source received since the last call, in order (see
  /// `InputTiming`). Returns the pointer events delivered, and whether a scroll view took the
  /// last scroll.
  @discardableResult
  package func deliverInput() -> (pointerEvents: [PointerEvent], scrollTaken: Bool) {
    var pointerEvents: [PointerEvent] = []
    var scrollTaken = false
    for item in input.takeInput() {
      switch item {
      case .pointer(let event):
        if Self.tracesInput {
          FileHandle.standardError.write(
            Data(
              "[segue input] \(event.phase) (\(event.location.x), \(event.location.y)) t=\(event.timestamp) now=\(CACurrentMediaTime())\n"
                .utf8))
        }
        onPointerEvent?(event)
        switch inputTiming {
        case .immediate: loop.touchRouter.send(event)
        case .framed: loop.deliverPointerEvent(event)
        }
        pointerEvents.append(event)
      case .scroll(let delta, let location, let type, let time):
        onScrollEvent?(delta, location, type, time ?? loop.mediaClock.now)
        scrollTaken = loop.scroll(by: delta, at: location, type: type, time: time)
      case .key(let event):
        loop.deliverKey(event)
      }
    }
    return (pointerEvents, scrollTaken)
  }

  /// Commits the frame at `mediaTime` (seconds) and hands it to the presenter; false when the
  /// presenter cannot take a frame now (nothing is committed then).
  @discardableResult
  package func present(
    atMediaTime mediaTime: CFTimeInterval, completion: @escaping @MainActor (_ renderSeconds: Double) -> Void = { _ in }
  ) -> Bool {
    presenter.present({ loop.commit(atMediaTime: mediaTime) }, completion: completion)
  }
}
