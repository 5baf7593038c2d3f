import Foundation
import Testing

@testable import SegueUIKit

/// A controller as iOS code writes it: its own designated initializer calling
/// `super.init(nibName: nil, bundle: nil)`, the required coder initializer, and buttons wired
/// with target–action.
@MainActor final class CounterViewController: UIViewController {
  let step: Int
  var count = 0
  var senders: [UIButton] = []
  let increment = UIButton(type: .system)
  let reset = UIButton(type: .system)

  init(step: Int) {
    self.step = step
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    increment.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    reset.frame = CGRect(x: 20, y: 80, width: 100, height: 44)
    increment.addTarget(self, action: CounterViewController.incrementTapped, for: .touchUpInside)
    reset.addTarget(self, action: CounterViewController.resetTapped, for: .touchUpInside)
    view.addSubview(increment)
    view.addSubview(reset)
  }

  func incrementTapped(_ sender: UIButton) {
    count += step
    senders.append(sender)
  }

  func resetTapped() { count = 0 }
}

@Suite @MainActor struct TargetActionTests {
  @Test func tapsReachTheTargetsMethodsWithTheSender() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
    let controller = CounterViewController(step: 5)
    #expect(controller.nibName == nil && controller.nibBundle == nil)
    host.show(controller)
    host.tap(at: CGPoint(x: 50, y: 40))
    host.tap(at: CGPoint(x: 50, y: 40))
    #expect(controller.count == 10)
    #expect(controller.senders.count == 2 && controller.senders.allSatisfy { $0 === controller.increment })
    host.tap(at: CGPoint(x: 50, y: 100))
    #expect(controller.count == 0)
    #expect(controller.increment.allTargets == [AnyHashable(controller)])
    controller.increment.removeTarget(controller, for: .touchUpInside)
    host.tap(at: CGPoint(x: 50, y: 40))
    #expect(controller.count == 0 && controller.increment.allTargets.isEmpty)
  }

  @Test func aTargetIsHeldWeaklyAndAWrongSenderTypeIsNotCalled() {
    final class Receiver: UIResponder {
      var calls = 0
      func tapped(_ sender: UISwitchLike) { calls += 1 }
      func plain() { calls += 1 }
    }
    final class UISwitchLike: UIControl {}
    let button = UIButton(type: .system)
    var receiver: Receiver? = Receiver()
    weak let weakReceiver = receiver
    button.addTarget(receiver!, action: Receiver.tapped, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(receiver?.calls == 0, "a UIButton is not a UISwitchLike")
    button.addTarget(receiver!, action: Receiver.plain, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(receiver?.calls == 1)
    #expect(button.allTargets == [AnyHashable(receiver!)])
    receiver = nil
    #expect(weakReceiver == nil, "the button does not keep its target alive")
    button.sendActions(for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  /// The names are kept; the view is not loaded until asked for (there is no Detail.xib here,
  /// so loading it would be the one-sentence failure UIKit's exception stands for).
  @Test func nibNamesAreKept() {
    let controller = UIViewController(nibName: "Detail", bundle: .main)
    #expect(controller.nibName == "Detail" && controller.nibBundle === Bundle.main)
    #expect(!controller.isViewLoaded)
  }
}
