import Foundation
import Testing

@testable import SegueUIKit

/// A model object as iOS code declares an observable property (`@objc dynamic` there; what
/// `segue port` makes of it here: a `didSet` announcing the change).
class DownloadModel: NSObject {
  dynamic var progress: Double = 0 {
    didSet { didChangeValue(for: \DownloadModel.progress) }
  }
}

final class LabelledDownload: DownloadModel {}

final class CardView: UIView {}

@Suite @MainActor struct KeyValueObservingTests {
  @Test func aScrollViewsOffsetIsReportedOnEveryScrollWithOldAndNewValues() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 300), scale: 1)
    let scrollView = UIScrollView(frame: host.rootView.bounds)
    scrollView.contentSize = CGSize(width: 200, height: 2000)
    host.rootView.addSubview(scrollView)
    host.step()
    var changes: [(old: CGPoint?, new: CGPoint?)] = []
    var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
      changes.append((change.oldValue, change.newValue))
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(changes.count == 1 && changes[0].old == .zero && changes[0].new == CGPoint(x: 0, y: 40))
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(changes.count == 2, "a set of the same value is reported, as Foundation's automatic notifications are")
    // A drag scrolls: each move reports the offset the delegate saw.
    host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.2, steps: 5)
    #expect(changes.count > 4)
    #expect(changes.last?.new == scrollView.contentOffset)
    for (previous, next) in zip(changes.dropFirst(2), changes.dropFirst(3)) { #expect(previous.new == next.old) }
    let count = changes.count
    observation?.invalidate()
    scrollView.contentOffset = .zero
    #expect(changes.count == count)
    observation = nil
  }

  @Test func aSubclassKeyPathNamesTheSameViewPropertyAndOthersStaySilent() {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var frames: [CGRect] = []
    let observation = card.observe(\.frame, options: [.new]) { view, change in
      #expect(view === card)
      frames.append(change.newValue ?? .null)
    }
    card.alpha = 0.5
    card.center = CGPoint(x: 80, y: 80)
    #expect(frames.isEmpty, "only sets of frame itself are reported, as in UIKit")
    card.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    #expect(frames == [CGRect(x: 10, y: 10, width: 50, height: 50)])
    _ = observation
  }

  @Test func initialAndPriorOptionsAndAReleasedObservation() {
    let view = UIView()
    var calls: [String] = []
    let observation = view.observe(\.alpha, options: [.initial, .prior, .old, .new]) { _, change in
      calls.append(
        "\(change.isPrior ? "prior" : "after") \(change.oldValue.map { "\($0)" } ?? "-") \(change.newValue.map { "\($0)" } ?? "-")"
      )
    }
    view.alpha = 0.25
    #expect(calls == ["after - 1.0", "prior 1.0 -", "after 1.0 0.25"])
    observation.invalidate()
    // Not kept: released at once, so it never runs.
    var released = 0
    _ = view.observe(\.alpha) { _, _ in released += 1 }
    view.alpha = 0.5
    #expect(released == 0)
  }

  @Test func ownPropertiesAnnounceThemselvesAndTitlesAreObservable() {
    let model = DownloadModel()
    var seen: [Double] = []
    let observation = model.observe(\.progress, options: .new) { _, change in seen.append(change.newValue ?? -1) }
    model.progress = 0.5
    model.progress = 0.5
    #expect(seen == [0.5, 0.5])
    // A key path rooted at a subclass: reported when the value changed.
    let labelled = LabelledDownload()
    var labelledSeen: [Double] = []
    let subclassObservation = labelled.observe(\LabelledDownload.progress, options: .new) { _, change in
      labelledSeen.append(change.newValue ?? -1)
    }
    labelled.progress = 0.75
    #expect(labelledSeen == [0.75])
    let controller = UIViewController()
    var titles: [String?] = []
    let titleObservation = controller.observe(\.title, options: .new) { _, change in
      titles.append(change.newValue ?? nil)
    }
    controller.title = "Inbox"
    #expect(titles == ["Inbox"])
    var itemTitles = 0
    let itemObservation = controller.navigationItem.observe(\.title) { _, _ in itemTitles += 1 }
    controller.title = "Archive"
    #expect(itemTitles == 1, "the navigation item follows the controller's title")
    _ = (observation, subclassObservation, titleObservation, itemObservation)
  }

  @Test func aChangeOnAnotherThreadRunsTheHandlerThere() async {
    let model = DownloadModel()
    let observation = model.observe(\.progress) { _, _ in
      #expect(!Thread.isMainThread)
    }
    nonisolated(unsafe) let unsafeModel = model
    await Task.detached { unsafeModel.progress = 1 }.value
    observation.invalidate()
  }
}

/// Segue's form of selector-based notification observers: held weakly, removed with the
/// observer.
@Suite @MainActor struct NotificationObserverTests {
  final class Listener {
    var received: [String] = []
    func note(_ notification: Notification) { received.append(notification.name.rawValue) }
  }

  @Test func aBlockObserverIsRemovedWithItsObserverAndReleasedWithIt() {
    let center = NotificationCenter()
    let ping = Notification.Name("Ping")
    let pong = Notification.Name("Pong")
    var listener: Listener? = Listener()
    weak let weakListener = listener
    center.addObserver(listener!, name: ping, object: nil) { observer, notification in observer.note(notification) }
    center.addObserver(listener!, name: pong, object: nil) { observer, notification in observer.note(notification) }
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    #expect(listener?.received == ["Ping", "Pong"])
    center.removeObserver(listener!, name: ping, object: nil)
    center.post(name: ping, object: nil)
    center.post(name: pong, object: nil)
    #expect(listener?.received == ["Ping", "Pong", "Pong"])
    center.removeObserver(listener!)
    center.post(name: pong, object: nil)
    #expect(listener?.received.count == 3)
    center.addObserver(listener!, name: ping, object: nil) { observer, notification in observer.note(notification) }
    listener = nil
    #expect(weakListener == nil, "the center does not keep the observer alive")
    center.post(name: ping, object: nil)
  }
}
