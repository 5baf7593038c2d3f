import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// iOS 18's zoom transition (docs/uikit-behaviour-2.md §5.6): a push and a presentation zoom
/// out of the source view, which stays hidden while the page moves; the pop asks for the
/// source again and lands on it; a drag on the zoomed page follows the finger, and a slow
/// release returns it, a flick lands it; `interactiveDismissShouldBegin` can refuse.
@Suite @MainActor struct ZoomTransitionTests {
  /// A navigation controller showing `first`, which holds two candidate source views; the
  /// provider returns `sources[pick]` and counts its calls.
  @MainActor final class Fixture {
    let host = HeadlessHost()
    let log = EventLog()
    let first: RecordingController
    let second: RecordingController
    let navigation: UINavigationController
    let sources = [
      UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100)),
      UIView(frame: CGRect(x: 240, y: 500, width: 120, height: 80)),
    ]
    var pick = 0
    var requests: [(source: UIViewController, zoomed: UIViewController)] = []
    var asked: [UIZoomTransitionInteractionContext] = []
    var allowsDismissal = true

    init(layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) {
      host.settings.layoutDirection = layoutDirection
      let log = log
      first = RecordingController("first") { log.add($0) }
      second = RecordingController("second") { log.add($0) }
      navigation = UINavigationController(rootViewController: first)
      for source in sources {
        source.layer.cornerRadius = 12
        source.backgroundColor = .systemBlue
        first.view.addSubview(source)
      }
      second.view.backgroundColor = .systemBackground
      let options = UIViewController.Transition.ZoomOptions()
      options.interactiveDismissShouldBegin = { [unowned self] context in
        self.asked.append(context)
        return self.allowsDismissal
      }
      second.preferredTransition = .zoom(options: options) { [unowned self] context in
        self.requests.append((context.sourceViewController, context.zoomedViewController))
        return self.sources[self.pick]
      }
      _ = host.show(navigation)
      host.advance(by: 0.1)
      _ = log.take()
    }

    /// The card that carries the zoomed page while it moves (nil when none).
    var card: UIView? {
      guard let superview = second.view.superview, superview !== navigation.transitionView else { return nil }
      return superview
    }

    func pushAndSettle() {
      navigation.pushViewController(second, animated: true)
      host.advance(by: 1)
      _ = log.take()
    }
  }

  @Test func aPushZoomsOutOfTheHiddenSourceAndEndsFullScreen() throws {
    let fixture = Fixture()
    fixture.navigation.pushViewController(fixture.second, animated: true)
    fixture.host.step()
    fixture.host.step()
    let card = try #require(fixture.card)
    #expect(fixture.sources[0].isHidden && !fixture.sources[1].isHidden)
    #expect(fixture.requests.count == 1)
    #expect(fixture.requests.first?.source === fixture.first && fixture.requests.first?.zoomed === fixture.second)
    // The card starts on the source with its corner radius and grows to the screen.
    #expect(card.layer.cornerRadius == 0 && card.clipsToBounds)
    fixture.host.advance(by: 0.1)
    let moving = try #require(card.layer.presentation())
    #expect(moving.bounds.width > 100 && moving.bounds.width < 390)
    #expect(moving.cornerRadius > 0 && moving.cornerRadius < 12)
    fixture.host.advance(by: 1)
    #expect(fixture.navigation.topViewController === fixture.second)
    #expect(fixture.second.view.superview === fixture.navigation.transitionView)
    #expect(fixture.second.view.frame == fixture.navigation.childFrame)
    #expect(fixture.second.view.transform == .identity)
    #expect(!fixture.sources[0].isHidden)
    #expect(card.superview == nil)
    #expect(
      fixture.log.take() == [
        "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
        "second.viewDidAppear",
      ])
    withExtendedLifetime(fixture) {}
  }

  @Test func theBackButtonsPopAsksForTheSourceAgainAndLandsOnIt() throws {
    let fixture = Fixture()
    fixture.pushAndSettle()
    fixture.pick = 1
    _ = fixture.navigation.popViewController(animated: true)
    fixture.host.step()
    fixture.host.step()
    #expect(fixture.requests.count == 2)
    #expect(fixture.requests.last?.source === fixture.first)
    #expect(fixture.sources[1].isHidden && !fixture.sources[0].isHidden)
    let card = try #require(fixture.card)
    // The card ends on the second source: its frame, its corner radius.
    #expect(card.frame == CGRect(x: 240, y: 500, width: 120, height: 80))
    #expect(card.layer.cornerRadius == 12)
    fixture.host.advance(by: 1)
    #expect(fixture.navigation.topViewController === fixture.first)
    #expect(!fixture.sources[1].isHidden && fixture.second.view.superview == nil)
    #expect(
      fixture.log.take() == [
        "second.viewWillDisappear", "first.viewWillAppear", "second.viewDidDisappear", "first.viewDidAppear",
      ])
    withExtendedLifetime(fixture) {}
  }

  @Test func aDragFollowsTheFingerAndASlowReleaseReturnsThePage() throws {
    let fixture = Fixture()
    fixture.pushAndSettle()
    let host = fixture.host
    let page = fixture.second.view.convert(fixture.second.view.bounds, to: nil)
    #expect(page == CGRect(x: 0, y: 91, width: 390, height: 753))
    // 90 pt down: at rest, below the 0.905 scale a release needs (107 pt of a 753 pt page).
    host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 390), duration: 0.6, steps: 36, release: false)
    host.advance(by: 0.2)  // the finger rests
    let card = try #require(fixture.card)
    let pan = try #require(
      fixture.second.view.gestureRecognizers?.first { $0 is ZoomDismissPanGestureRecognizer } as? UIPanGestureRecognizer
    )
    let translation = pan.translation(in: nil)
    // Scale 1 − 0.67 × travel (page heights); the grabbed point stays under the finger.
    let scale = 1 - 0.67 * translation.y / 753
    #expect(abs(card.frame.width - 390 * scale) < 0.001 && abs(card.frame.height - 753 * scale) < 0.001)
    let grabbed = CGPoint(x: 195, y: 390 - translation.y)
    let centre = fixture.navigation.transitionView.convert(CGPoint(x: card.frame.midX, y: card.frame.midY), to: nil)
    #expect(abs(centre.y - (390 - scale * (grabbed.y - page.midY))) < 0.001)
    #expect(abs(centre.x - 195) < 0.001)
    #expect(abs(card.layer.cornerRadius - 47.33 * scale) < 0.001)
    #expect(fixture.sources[0].isHidden)
    #expect(fixture.asked.count == 1 && fixture.asked.first?.willBegin == true)
    #expect(fixture.navigation.topViewController === fixture.first)  // the pop is under way
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 195, y: 390), timestamp: host.now))
    host.advance(by: 1)
    #expect(fixture.navigation.topViewController === fixture.second)
    #expect(fixture.second.view.superview === fixture.navigation.transitionView)
    #expect(fixture.second.view.frame == fixture.navigation.childFrame)
    #expect(fixture.second.view.transform == .identity)
    #expect(!fixture.sources[0].isHidden && fixture.requests.count == 2)
    #expect(
      fixture.log.take() == [
        "second.viewWillDisappear", "first.viewWillAppear", "first.viewWillDisappear", "first.viewDidDisappear",
        "second.viewWillAppear", "second.viewDidAppear",
      ])
    // Still zoomed in: a second drag, flicked, lands on the source.
    host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), duration: 0.1, steps: 6)
    host.advance(by: 1)
    #expect(fixture.navigation.topViewController === fixture.first)
    #expect(!fixture.sources[0].isHidden && fixture.second.view.superview == nil)
    withExtendedLifetime(fixture) {}
  }

  @Test func rightToLeftTheSidewaysTravelIsLeftward() throws {
    let fixture = Fixture(layoutDirection: .rightToLeft)
    fixture.pushAndSettle()
    let host = fixture.host
    host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.6, steps: 36, release: false)
    host.advance(by: 0.2)
    let card = try #require(fixture.card)
    let pan = try #require(
      fixture.second.view.gestureRecognizers?.first { $0 is ZoomDismissPanGestureRecognizer } as? UIPanGestureRecognizer
    )
    let translation = pan.translation(in: nil)
    #expect(translation.x == -60)
    // 60 pt leftward: travel 60 / 390 page widths, scale 1 − 0.67 × 0.1538… = 0.8969.
    let scale = 1 - 0.67 * 60 / CGFloat(390)
    #expect(abs(card.frame.width - 390 * scale) < 0.001)
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 240, y: 400), timestamp: host.now))
    host.advance(by: 1)
    // At rest at 0.8969 (below 0.905): it lands.
    #expect(fixture.navigation.topViewController === fixture.first)
    withExtendedLifetime(fixture) {}
  }

  @Test func interactiveDismissShouldBeginCanRefuse() throws {
    let fixture = Fixture()
    fixture.pushAndSettle()
    fixture.allowsDismissal = false
    fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), duration: 0.1, steps: 6)
    fixture.host.advance(by: 1)
    #expect(fixture.navigation.topViewController === fixture.second)
    #expect(fixture.asked.count == 1)
    let asked = try #require(fixture.asked.first)
    #expect(asked.willBegin && asked.velocity.dy > 0)
    #expect(abs(asked.location.x - 195) < 0.001)
    #expect(fixture.requests.count == 1 && fixture.log.take().isEmpty)
    // An upward drag is the content's: not even asked.
    fixture.allowsDismissal = true
    fixture.host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), duration: 0.1, steps: 6)
    fixture.host.advance(by: 1)
    #expect(fixture.asked.count == 1 && fixture.navigation.topViewController === fixture.second)
    withExtendedLifetime(fixture) {}
  }

  @Test func aZoomPresentationCoversTheScreenAndZoomsBack() throws {
    let fixture = Fixture()
    let zoomed = UIViewController()
    zoomed.view.backgroundColor = .systemBackground
    var calls = 0
    zoomed.preferredTransition = .zoom { [unowned fixture] _ in
      calls += 1
      return fixture.sources[0]
    }
    fixture.first.present(zoomed, animated: true)
    fixture.host.advance(by: 0.15)
    #expect(zoomed.modalPresentationStyle == .fullScreen)
    #expect(fixture.sources[0].isHidden && calls == 1)
    fixture.host.advance(by: 1)
    #expect(zoomed.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && !fixture.sources[0].isHidden)
    fixture.first.dismiss(animated: true)
    fixture.host.advance(by: 0.15)
    #expect(fixture.sources[0].isHidden && calls == 2)
    fixture.host.advance(by: 1)
    #expect(fixture.first.presentedViewController == nil && !fixture.sources[0].isHidden)
    withExtendedLifetime(fixture) {}
  }

  /// `dimmingVisualEffect`: a blur under the dimming colour over the screen behind the zoom,
  /// fading in with it, so the frame behind differs from a plain dimming's.
  @Test func aDimmingBlurLiesUnderTheDimmingColour() throws {
    func frame(blurred: Bool) -> (Bitmap, UIVisualEffectView?) {
      let fixture = Fixture()
      for index in 0..<40 {
        let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 21, width: 390, height: 10))
        stripe.backgroundColor = .black
        fixture.first.view.insertSubview(stripe, at: 0)
      }
      let zoomed = UIViewController()
      zoomed.view.backgroundColor = .systemBackground
      let options = UIViewController.Transition.ZoomOptions()
      if blurred { options.dimmingVisualEffect = UIBlurEffect(style: .systemMaterial) }
      zoomed.preferredTransition = .zoom(options: options) { [unowned fixture] _ in fixture.sources[1] }
      fixture.first.present(zoomed, animated: true)
      fixture.host.advance(by: 0.1)
      func effectViews(in view: UIView) -> [UIVisualEffectView] {
        ((view as? UIVisualEffectView).map { [$0] } ?? []) + view.subviews.flatMap(effectViews(in:))
      }
      let effectView = effectViews(in: fixture.host.rootView).first
      let bitmap = fixture.host.render()
      withExtendedLifetime(fixture) {}
      return (bitmap, effectView)
    }
    let (plain, none) = frame(blurred: false)
    let (blurred, effectView) = frame(blurred: true)
    #expect(none == nil)
    let blur = try #require(effectView)
    #expect(blur.effect is UIBlurEffect)
    #expect(blur.superview?.subviews.last?.backgroundColor != nil)
    // Top-left, away from the card: the stripes show sharper without the blur.
    var differing = 0
    for y in 0..<200 where plain[20, y] != blurred[20, y] { differing += 1 }
    #expect(differing > 100)
  }

  @Test func theModalStylesStandInForModalTransitionStyle() {
    let controller = UIViewController()
    #expect(controller.preferredTransition == nil && controller.effectiveModalTransitionStyle == .coverVertical)
    let styles: [(UIViewController.Transition, UIModalTransitionStyle)] = [
      (.coverVertical, .coverVertical), (.crossDissolve, .crossDissolve), (.flipHorizontal, .flipHorizontal),
      (.partialCurl, .partialCurl),
    ]
    for (transition, style) in styles {
      controller.preferredTransition = transition
      #expect(controller.effectiveModalTransitionStyle == style)
      #expect(transition.zoom == nil)
    }
    #expect(UIViewController.Transition.zoom { _ in nil }.modalTransitionStyle == nil)
  }

  @Test func theHeldScaleIsLinearThenTendsTo037() {
    #expect(ZoomDismissPhysics.scale(travel: 0) == 1)
    #expect(abs(ZoomDismissPhysics.scale(travel: 0.5) - 0.665) < 1e-12)
    #expect(abs(ZoomDismissPhysics.scale(travel: 0.52) - 0.6516) < 1e-12)
    // Past the knee: 0.37 + 0.2816 · e^(−0.67 · 0.48 / 0.2816) = 0.37 + 0.2816 · e^(−1.14204…)
    #expect(abs(ZoomDismissPhysics.scale(travel: 1) - (0.37 + 0.2816 * exp(-0.67 * 0.48 / 0.2816))) < 1e-12)
    #expect(ZoomDismissPhysics.scale(travel: 3) > 0.37)
    // Releases: 100 pt down at rest returns (scale 0.9206); moving at 600 pt/s lands
    // (projected 172 pt: 0.8635).
    let size = CGSize(width: 390, height: 844)
    #expect(!ZoomDismissPhysics.commits(translation: CGPoint(x: 0, y: 100), velocity: .zero, size: size))
    #expect(ZoomDismissPhysics.commits(translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 600), size: size))
  }
}
