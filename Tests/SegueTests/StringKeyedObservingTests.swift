import Foundation
import Testing

@testable import SegueUIKit

/// A controller observing the way pre-Swift iOS code does: `addObserver(_:forKeyPath:…)` and
/// an `observeValue(forKeyPath:of:change:context:)` override.
final class OffsetWatchingController: UIViewController {
  /// The observing context: a variable whose address tells this class's observations from
  /// a superclass's.
  nonisolated(unsafe) static var offsetContext = 0
  let scrollView = UIScrollView()
  let download = DownloadModel()
  var offsets: [(old: CGPoint?, new: CGPoint?)] = []
  var progress: [Double] = []
  var contexts: [Bool] = []

  func startObserving() {
    scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.old, .new], context: &Self.offsetContext)
    download.addObserver(self, forKeyPath: "progress", options: [.initial, .new], context: nil)
  }

  func stopObserving() {
    scrollView.removeObserver(self, forKeyPath: "contentOffset", context: &Self.offsetContext)
    download.removeObserver(self, forKeyPath: "progress")
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    // Read on the observing thread (the main thread here), then recorded on the main actor.
    let ownContext = context == UnsafeMutableRawPointer(&Self.offsetContext)
    let isOffset = keyPath == "contentOffset"
    let old = isOffset ? (change?[.oldKey] as? NSValue)?.cgPointValue : nil
    let new = isOffset ? (change?[.newKey] as? NSValue)?.cgPointValue : nil
    let fraction = isOffset ? nil : change?[.newKey] as? Double
    MainActor.assumeIsolated {
      switch keyPath {
      case "contentOffset":
        contexts.append(ownContext)
        offsets.append((old, new))
      case "progress":
        progress.append(fraction ?? -1)
      default:
        break
      }
    }
  }
}

@Suite @MainActor struct StringKeyedObservingTests {
  /// A scroll view's offset reaches `observeValue` with its old and new values boxed in
  /// `NSValue`s and the context given; a model property announced by `didChangeValue(for:)`
  /// reaches it by its name, `.initial` at once; after `removeObserver` nothing does.
  @Test func observeValueHearsUIKitAndOwnPropertiesByName() throws {
    let controller = OffsetWatchingController()
    controller.scrollView.contentSize = CGSize(width: 100, height: 1000)
    controller.startObserving()
    #expect(controller.progress == [0])

    controller.scrollView.contentOffset = CGPoint(x: 0, y: 30)
    controller.download.progress = 0.5
    #expect(controller.offsets.count == 1)
    #expect(controller.offsets.first?.old == .zero && controller.offsets.first?.new == CGPoint(x: 0, y: 30))
    #expect(controller.contexts == [true])
    #expect(controller.progress == [0, 0.5])
    let kind = NSKeyValueChangeKey.kindKey
    #expect(kind.rawValue == "kind" && NSKeyValueChangeKey.newKey.rawValue == "new")

    controller.stopObserving()
    controller.scrollView.contentOffset = CGPoint(x: 0, y: 60)
    controller.download.progress = 1
    #expect(controller.offsets.count == 1)
    #expect(controller.progress == [0, 0.5])
  }
}

/// A plain `NSObject` observer, as `segue port` leaves one written for iOS with
/// `override func observeValue(…)`: the method without `override`, and the class adopting
/// `NSKeyValueObserving`.
final class ProgressLogger: NSObject, NSKeyValueObserving, @unchecked Sendable {
  var reports: [(keyPath: String?, new: Double?, old: Double?)] = []
  weak var observed: AnyObject?

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    observed = object as AnyObject?
    reports.append((keyPath, change?[.newKey] as? Double, change?[.oldKey] as? Double))
  }
}

@Suite @MainActor struct PlainObjectObserverTests {
  /// A model's `@objc dynamic` property observed by name from a plain `NSObject` reaches its
  /// `observeValue` with the old and new values, and nothing after `removeObserver`.
  @Test func aPlainNSObjectObserverHearsAModelsProperty() {
    let model = DownloadModel()
    let logger = ProgressLogger()
    model.addObserver(logger, forKeyPath: "progress", options: [.old, .new], context: nil)
    model.progress = 0.25
    model.progress = 0.75
    #expect(logger.reports.count == 2)
    #expect(logger.reports.map(\.keyPath) == ["progress", "progress"])
    #expect(logger.reports.map(\.new) == [0.25, 0.75])
    #expect(logger.reports.map(\.old) == [0, 0.25])
    #expect(logger.observed === model)
    model.removeObserver(logger, forKeyPath: "progress")
    model.progress = 1
    #expect(logger.reports.count == 2)
  }

  /// A view's frame observed from a plain `NSObject`.
  @Test func aPlainNSObjectObserverHearsAViewsFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let logger = FrameLogger()
    view.addObserver(logger, forKeyPath: "frame", options: [.new], context: nil)
    view.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
    #expect(logger.frames == [CGRect(x: 5, y: 6, width: 7, height: 8)])
    view.removeObserver(logger, forKeyPath: "frame")
  }
}

final class FrameLogger: NSObject, NSKeyValueObserving, @unchecked Sendable {
  var frames: [CGRect] = []
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if let value = change?[.newKey] as? NSValue { frames.append(value.cgRectValue) }
  }
}
