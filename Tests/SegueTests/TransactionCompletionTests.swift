import Foundation
import Testing

@testable import SegueUIKit

/// `CATransaction.setCompletionBlock`: the block runs once every animation added in the
/// transaction has stopped, on the main queue (hence `async` tests).
@Suite @MainActor struct TransactionCompletionTests {
  func fade(_ duration: CFTimeInterval) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = duration
    return animation
  }

  @Test func runsWhenTheLastAnimationOfTheTransactionEnds() async {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    host.rootView.addSubview(view)
    var finishedAt: [CFTimeInterval] = []
    let start = host.now
    CATransaction.begin()
    CATransaction.setCompletionBlock { finishedAt.append(host.now - start) }
    view.layer.add(fade(0.3), forKey: "short")
    view.layer.add(fade(0.5), forKey: "long")
    CATransaction.commit()
    // Added after the commit: not waited for.
    view.layer.add(fade(2), forKey: "later")
    await host.advance(by: 0.4)
    #expect(finishedAt.isEmpty)
    await host.advance(by: 0.2)
    #expect(finishedAt.count == 1)
    // The long fade is seen to have ended in the frame at 0.5 s (30/60 s: frame times come
    // from the frame count, and an end on a frame is reached in it); the block runs on the
    // main queue, which the next frame (31/60 s) drains first.
    #expect(finishedAt.first.map { abs($0 - 31.0 / 60) < 1e-9 } == true, "\(finishedAt)")
    await host.advance(by: 2)
    #expect(finishedAt.count == 1)
  }

  @Test func aRemovedAnimationCountsAsStopped() async {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    host.rootView.addSubview(view)
    var runs = 0
    CATransaction.begin()
    CATransaction.setCompletionBlock { runs += 1 }
    view.layer.add(fade(5), forKey: "fade")
    CATransaction.commit()
    await host.advance(by: 0.1)
    #expect(runs == 0)
    view.layer.removeAnimation(forKey: "fade")
    await host.advance(by: 1.0 / 60)
    #expect(runs == 1)
  }

  @Test func withoutAnimationsItRunsSoonAfterTheCommit() async {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    var runs = 0
    CATransaction.begin()
    CATransaction.setCompletionBlock { runs += 1 }
    #expect(CATransaction.completionBlock() != nil)
    CATransaction.commit()
    #expect(runs == 0)
    await host.advance(by: 1.0 / 60)
    #expect(runs == 1)
  }

  @Test func uiViewAnimationsInsideTheTransactionCount() async {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    host.rootView.addSubview(view)
    var order: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { order.append("transaction") }
    UIView.animate(withDuration: 0.25, animations: { view.alpha = 0.5 }, completion: { _ in order.append("view") })
    CATransaction.commit()
    await host.advance(by: 0.2)
    #expect(order.isEmpty)
    await host.advance(by: 0.2)
    #expect(order == ["view", "transaction"])
  }
}
