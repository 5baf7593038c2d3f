import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// A settings screen as iOS code builds it: a stack of rows, each a label and a control,
/// laid out with Auto Layout, the controls wired with target–action.
@MainActor final class ControlPanelViewController: UIViewController {
  let toggle = UISwitch()
  let volume = UISlider()
  let mode = UISegmentedControl(items: ["Day", "Week", "Month"])
  let copies = UIStepper()
  let pages = UIPageControl()
  let spinner = UIActivityIndicatorView(style: .medium)
  let upload = UIProgressView(progressViewStyle: .default)
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    toggle.isOn = true
    volume.value = 0.3
    mode.selectedSegmentIndex = 0
    copies.value = 2
    copies.maximumValue = 5
    pages.numberOfPages = 4
    pages.currentPage = 1
    pages.pageIndicatorTintColor = .systemGray4
    pages.currentPageIndicatorTintColor = .systemBlue
    upload.progress = 0.6
    toggle.addTarget(self, action: ControlPanelViewController.toggled, for: .valueChanged)
    volume.addTarget(self, action: ControlPanelViewController.volumeChanged, for: .valueChanged)
    mode.addTarget(self, action: ControlPanelViewController.modeChanged, for: .valueChanged)
    copies.addTarget(self, action: ControlPanelViewController.copiesChanged, for: .valueChanged)
    pages.addTarget(self, action: ControlPanelViewController.pageChanged, for: .valueChanged)

    let rows = UIStackView()
    rows.axis = .vertical
    rows.spacing = 20
    rows.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(rows)
    NSLayoutConstraint.activate([
      rows.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
      rows.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      rows.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
    for (title, control) in [
      ("Wi-Fi", toggle as UIView), ("Copies", copies), ("Loading", spinner),
    ] {
      let label = UILabel()
      label.text = title
      let row = UIStackView(arrangedSubviews: [label, control])
      row.alignment = .center
      rows.addArrangedSubview(row)
    }
    rows.addArrangedSubview(volume)
    rows.addArrangedSubview(mode)
    rows.addArrangedSubview(upload)
    rows.addArrangedSubview(pages)
    spinner.startAnimating()
  }

  func toggled(_ sender: UISwitch) { events.append("switch \(sender.isOn)") }
  func volumeChanged(_ sender: UISlider) { events.append("slider \(sender.value)") }
  func modeChanged(_ sender: UISegmentedControl) { events.append("segment \(sender.selectedSegmentIndex)") }
  func copiesChanged(_ sender: UIStepper) { events.append("stepper \(sender.value)") }
  func pageChanged(_ sender: UIPageControl) { events.append("page \(sender.currentPage)") }
}

@Suite @MainActor struct ControlsTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  func showPanel(scale: Int = 1) -> (HeadlessHost, ControlPanelViewController) {
    let host = HeadlessHost(size: CGSize(width: 320, height: 420), scale: scale)
    let controller = ControlPanelViewController()
    host.show(controller)
    host.step()
    return (host, controller)
  }

  func centre(of view: UIView, in host: HeadlessHost) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.rootView)
  }

  @Test func thePanelLooksLikeIOS() throws {
    let (host, controller) = showPanel(scale: 2)
    #expect(controller.toggle.frame.size == CGSize(width: 51, height: 31))
    #expect(controller.copies.frame.size == CGSize(width: 94, height: 32))
    #expect(controller.mode.frame.height == 32)
    #expect(controller.volume.frame.height == 31)
    #expect(controller.upload.frame.height == 4)
    #expect(controller.pages.frame.height == 37)
    #expect(controller.spinner.frame.size == CGSize(width: 20, height: 20))
    try GoldenImage.verify(host.render(), named: "control-panel", in: Self.goldens)
  }
}

@Suite @MainActor struct ControlInteractionTests {
  func showPanel() -> (HeadlessHost, ControlPanelViewController) { ControlsTests().showPanel() }

  func point(_ x: CGFloat, _ y: CGFloat, in view: UIView, host: HeadlessHost) -> CGPoint {
    view.convert(CGPoint(x: x, y: y), to: host.rootView)
  }

  @Test func aTapTogglesTheSwitchAndSetOnSendsNothing() {
    let (host, panel) = showPanel()
    host.tap(at: point(25, 15, in: panel.toggle, host: host))
    #expect(!panel.toggle.isOn)
    #expect(panel.events == ["switch false"])
    panel.toggle.setOn(true, animated: true)
    host.runUntilIdle()
    #expect(panel.events == ["switch false"], "setOn(_:animated:) sends no action, as in UIKit")
    // A drag to the off side and back to the on side ends on: no change, no action.
    host.drag(
      from: point(40, 15, in: panel.toggle, host: host), to: point(45, 15, in: panel.toggle, host: host),
      duration: 0.2)
    #expect(panel.toggle.isOn && panel.events == ["switch false"])
    host.drag(
      from: point(40, 15, in: panel.toggle, host: host), to: point(5, 15, in: panel.toggle, host: host),
      duration: 0.2)
    #expect(!panel.toggle.isOn && panel.events == ["switch false", "switch false"])
  }

  @Test func theSliderFollowsItsThumbAndIgnoresTapsOnTheTrack() {
    let (host, panel) = showPanel()
    let slider = panel.volume
    let width = slider.bounds.width
    #expect(width == 280)
    // The thumb's centre runs from 14 to width − 14 pt: at 0.3 it is at 14 + 0.3 × 252.
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.3)
    #expect(thumb.midX == 14 + CGFloat(Float(0.3)) * 252)
    #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 2, y: 13.5, width: 276, height: 4))
    host.tap(at: point(250, 15, in: slider, host: host))
    #expect(slider.value == 0.3 && panel.events.isEmpty, "a tap off the thumb does not move it")
    // Grabbed 3 pt right of its centre and moved 63 pt right: the value rises by 63 / 252.
    let grab = CGPoint(x: thumb.midX + 3, y: 15)
    host.drag(
      from: point(grab.x, grab.y, in: slider, host: host), to: point(grab.x + 63, grab.y, in: slider, host: host),
      duration: 0.3, steps: 3)
    #expect(abs(slider.value - 0.55) < 1e-6)
    #expect(panel.events.count == 3, "each move sends .valueChanged while continuous")
    slider.isContinuous = false
    panel.events = []
    let now = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
    host.drag(
      from: point(now.midX, 15, in: slider, host: host), to: point(now.midX + 500, 15, in: slider, host: host),
      duration: 0.3, steps: 3)
    #expect(slider.value == 1 && panel.events == ["slider 1.0"], "clamped, and one action at the end")
  }

  @Test func aTappedSegmentIsSelectedAndThePlatterSlides() {
    let (host, panel) = showPanel()
    let control = panel.mode
    let segmentWidth = control.bounds.width / 3
    host.tap(at: point(segmentWidth * 2.5, 16, in: control, host: host))
    #expect(control.selectedSegmentIndex == 2 && panel.events == ["segment 2"])
    let platter = control.subviews.first { !($0 is UILabel) && $0.layer.shadowOpacity > 0 }
    #expect(platter != nil)
    host.runUntilIdle()
    #expect(abs((platter?.frame.minX ?? 0) - (segmentWidth * 2 + 2)) < 1e-9)
    host.tap(at: point(segmentWidth * 2.5, 16, in: control, host: host))
    #expect(panel.events == ["segment 2"], "the selected segment again sends nothing")
    control.isMomentary = true
    host.tap(at: point(segmentWidth * 0.5, 16, in: control, host: host))
    #expect(panel.events == ["segment 2", "segment 0"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func theStepperStepsOnceAndThenRepeatsWhileHeld() {
    let (host, panel) = showPanel()
    let stepper = panel.copies
    host.tap(at: point(70, 16, in: stepper, host: host))
    #expect(stepper.value == 3 && panel.events == ["stepper 3.0"])
    host.tap(at: point(20, 16, in: stepper, host: host))
    #expect(stepper.value == 2)
    stepper.maximumValue = 100
    panel.events = []
    // Held for 1 s: one step at once, then at 0.5 s and every 0.1 s after: 0.5 … 1.0.
    host.send(PointerEvent(phase: .down, location: point(70, 16, in: stepper, host: host), timestamp: host.now))
    host.advance(by: 1.0)
    host.send(PointerEvent(phase: .up, location: point(70, 16, in: stepper, host: host), timestamp: host.now))
    #expect(stepper.value == 9)
    #expect(panel.events.count == 7)
    stepper.value = 100
    host.tap(at: point(70, 16, in: stepper, host: host))
    #expect(stepper.value == 100 && panel.events.count == 7, "at the maximum nothing changes")
    stepper.wraps = true
    host.tap(at: point(70, 16, in: stepper, host: host))
    #expect(stepper.value == 0, "with wraps it goes round to the minimum")
  }

  @Test func thePageControlMovesOnePageTowardTheTappedSide() {
    let (host, panel) = showPanel()
    let pages = panel.pages
    #expect(pages.size(forNumberOfPages: 4) == CGSize(width: 55, height: 37))
    host.tap(at: point(pages.bounds.maxX - 2, 18, in: pages, host: host))
    #expect(pages.currentPage == 2 && panel.events == ["page 2"])
    host.tap(at: point(pages.bounds.minX + 2, 18, in: pages, host: host))
    host.tap(at: point(pages.bounds.minX + 2, 18, in: pages, host: host))
    host.tap(at: point(pages.bounds.minX + 2, 18, in: pages, host: host))
    #expect(pages.currentPage == 0 && panel.events == ["page 2", "page 1", "page 0"], "no action at the first page")
  }

  @Test func aSpinningIndicatorDoesNotKeepTheHostBusy() {
    let (host, panel) = showPanel()
    #expect(panel.spinner.isAnimating && !panel.spinner.isHidden)
    let waited = host.runUntilIdle(limit: 5)
    #expect(waited < 0.05, "an animation repeated forever is not waited for")
    #expect(host.isIdle && host.loop.needsFrames, "it still asks for frames")
    // It turns one spoke (45°) every eighth of a second.
    let spokes = panel.spinner.subviews[0].layer
    let start = host.now
    func angle() -> CGFloat {
      let transform = spokes.presentation()?.transform ?? CATransform3DIdentity
      return atan2(transform.m12, transform.m11)
    }
    let first = angle()
    host.advance(by: 0.125)
    let second = angle()
    var turned = second - first
    if turned < 0 { turned += 2 * .pi }
    #expect(abs(turned - .pi / 4) < 1e-6, "turned \(turned) in \(host.now - start) s")
    panel.spinner.stopAnimating()
    #expect(panel.spinner.isHidden && !host.loop.needsFrames)
  }

  @Test func anAnimatedProgressMovesTheFill() {
    let (host, panel) = showPanel()
    let fill = panel.upload.subviews[1]
    #expect(fill.frame.width == 280 * CGFloat(Float(0.6)))
    panel.upload.setProgress(1, animated: true)
    host.advance(by: 0.1)
    let width = fill.layer.presentation()?.bounds.width ?? 0
    #expect(width > 168 && width < 280)
    host.runUntilIdle()
    #expect(fill.frame.width == 280)
  }
}

/// A control written the UIKit way: it overrides the tracking methods.
@MainActor final class KnobControl: UIControl {
  var calls: [String] = []
  var stopsTrackingAfterMoves = Int.max
  private var moves = 0
  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("begin highlighted=\(isHighlighted)")
    return true
  }
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    moves += 1
    calls.append("continue inside=\(isTouchInside)")
    return moves < stopsTrackingAfterMoves
  }
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
  override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

@Suite @MainActor struct ControlTrackingTests {
  @Test func trackingRunsInUIKitsOrderWithDragEvents() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 300), scale: 1)
    let knob = KnobControl(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    host.rootView.addSubview(knob)
    var events: [String] = []
    let names: [(UIControl.Event, String)] = [
      (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
      (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
      (.touchUpOutside, "upOutside"), (.primaryActionTriggered, "primary"),
    ]
    for (event, name) in names {
      knob.addAction(UIAction { _ in events.append(name) }, for: event)
    }
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 130, y: 130), timestamp: host.now))
    #expect(knob.isTracking && knob.isHighlighted)
    host.send(PointerEvent(phase: .move, location: CGPoint(x: 140, y: 130), timestamp: host.now))
    host.send(PointerEvent(phase: .move, location: CGPoint(x: 200, y: 130), timestamp: host.now))
    #expect(!knob.isHighlighted && !knob.isTouchInside)
    host.send(PointerEvent(phase: .move, location: CGPoint(x: 150, y: 130), timestamp: host.now))
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 150, y: 130), timestamp: host.now))
    #expect(
      events == ["down", "dragInside", "dragOutside", "exit", "dragInside", "enter", "upInside", "primary"])
    #expect(
      knob.calls == [
        "begin highlighted=true", "continue inside=true", "continue inside=false", "continue inside=true", "end",
      ])
    #expect(!knob.isTracking && !knob.isHighlighted)
    // A control that stops tracking gets no more calls and sends no touch-up.
    events = []
    knob.calls = []
    knob.stopsTrackingAfterMoves = 1
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 130, y: 130), timestamp: host.now))
    host.send(PointerEvent(phase: .move, location: CGPoint(x: 135, y: 130), timestamp: host.now))
    host.send(PointerEvent(phase: .move, location: CGPoint(x: 140, y: 130), timestamp: host.now))
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 140, y: 130), timestamp: host.now))
    #expect(knob.calls.count == 2 && events == ["down"])
    #expect(knob.state == [])
    knob.isSelected = true
    knob.isEnabled = false
    #expect(knob.state == [.selected, .disabled])
  }

  /// A slider keeps a drag along its track that began on its thumb: the card's pan (on an
  /// ancestor, as a dismissal pan is) does not begin, and the slider's value follows. A drag
  /// up from the thumb, or across the card away from the slider, is the pan's.
  @Test func aSliderKeepsADragAlongItsTrackFromAnAncestorsPan() {
    @MainActor final class Counter {
      var began = 0
      func handle(_ pan: UIPanGestureRecognizer) { if pan.state == .began { began += 1 } }
    }
    let host = HeadlessHost(size: CGSize(width: 300, height: 400), scale: 1)
    let card = UIView(frame: host.rootView.bounds)
    host.rootView.addSubview(card)
    let counter = Counter()
    card.addGestureRecognizer(UIPanGestureRecognizer(target: counter, action: Counter.handle))
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 260, height: 31))
    slider.value = 0.5
    card.addSubview(slider)
    let thumb = slider.convert(
      slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5),
      to: card)
    host.down(thumb.midX, thumb.midY)
    host.move(thumb.midX + 15, thumb.midY + 2)
    host.move(thumb.midX + 60, thumb.midY + 5)
    host.up(thumb.midX + 60, thumb.midY + 5)
    #expect(counter.began == 0)
    #expect(slider.value > 0.6)
    // Up from the thumb: the pan's.
    host.down(thumb.midX, thumb.midY)
    host.move(thumb.midX + 2, thumb.midY - 20)
    host.move(thumb.midX + 2, thumb.midY - 60)
    host.up(thumb.midX + 2, thumb.midY - 60)
    #expect(counter.began == 1)
    // Across the card below the slider: the pan's.
    host.down(40, 300)
    host.move(80, 302)
    host.up(80, 302)
    #expect(counter.began == 2)
  }

  /// iOS 14's `UIAction.sender` is the control that sent it, read inside the handler as
  /// `action.sender as? UISlider`; an identifier given at creation is kept, and one is made
  /// when none is given.
  @Test func anActionsSenderIsTheControl() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 300), scale: 1)
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 260, height: 31))
    host.rootView.addSubview(slider)
    var values: [Float] = []
    let action = UIAction(identifier: UIAction.Identifier("volume")) { action in
      guard let slider = action.sender as? UISlider else { return }
      values.append(slider.value)
    }
    #expect(action.sender == nil)
    slider.addAction(action, for: .valueChanged)
    slider.setValue(0.25, animated: false)
    slider.sendActions(for: .valueChanged)
    #expect(values == [0.25])
    #expect((action.sender as? UISlider) === slider)
    #expect(action.identifier.rawValue == "volume")
    #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
  }
}

/// The value controls in a storyboard, with the attributes Xcode writes for them.
@Suite @MainActor struct ControlDocumentTests {
  static let controls = """
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                    <rect key="frame" x="20" y="60" width="51" height="31"/>
                                    <color key="onTintColor" systemColor="systemOrangeColor"/>
                                </switch>
                                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="40" minValue="0.0" maxValue="100" continuous="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                                    <rect key="frame" x="18" y="110" width="354" height="31"/>
                                </slider>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="sc">
                                    <rect key="frame" x="20" y="160" width="350" height="32"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second"/>
                                        <segment title="Third"/>
                                    </segments>
                                </segmentedControl>
                                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" maximumValue="10" stepValue="0.5" wraps="YES" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                                    <rect key="frame" x="20" y="210" width="94" height="32"/>
                                </stepper>
                                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" currentPage="2" translatesAutoresizingMaskIntoConstraints="NO" id="pc">
                                    <rect key="frame" x="20" y="260" width="71" height="37"/>
                                    <color key="pageIndicatorTintColor" systemColor="systemGray3Color"/>
                                    <color key="currentPageIndicatorTintColor" systemColor="labelColor"/>
                                </pageControl>
                                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" animating="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="ai">
                                    <rect key="frame" x="20" y="320" width="37" height="37"/>
                                </activityIndicatorView>
                                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="pv">
                                    <rect key="frame" x="20" y="380" width="350" height="4"/>
                                </progressView>
    """

  @Test func eachControlIsMadeWithItsAttributesAndNothingIsSkipped() throws {
    let path = try InterfaceBuilderLoadingTests.write(
      InterfaceBuilderLoadingTests.storyboard(
        controllerClass: "LoadingTestController", subviews: Self.controls, connections: ""))
    let storyboard = try UIStoryboard(path: path)
    let controller = try #require(storyboard.instantiateInitialViewController() as? LoadingTestController)
    controller.loadViewIfNeeded()
    let views = controller.view.subviews
    let toggle = try #require(views[0] as? UISwitch)
    #expect(toggle.isOn && toggle.onTintColor == .systemOrange)
    let slider = try #require(views[1] as? UISlider)
    #expect(slider.value == 40 && slider.maximumValue == 100 && !slider.isContinuous)
    let segmented = try #require(views[2] as? UISegmentedControl)
    #expect(segmented.numberOfSegments == 3 && segmented.selectedSegmentIndex == 1)
    #expect(segmented.titleForSegment(at: 2) == "Third")
    let stepper = try #require(views[3] as? UIStepper)
    #expect(stepper.value == 3 && stepper.maximumValue == 10 && stepper.stepValue == 0.5 && stepper.wraps)
    let pages = try #require(views[4] as? UIPageControl)
    #expect(pages.numberOfPages == 5 && pages.currentPage == 2 && pages.currentPageIndicatorTintColor == .label)
    let indicator = try #require(views[5] as? UIActivityIndicatorView)
    #expect(indicator.style == .large && indicator.isAnimating)
    let progress = try #require(views[6] as? UIProgressView)
    #expect(progress.progress == 0.25)
    #expect(storyboard.document.warnings.isEmpty, "\(storyboard.document.warnings)")
  }
}
