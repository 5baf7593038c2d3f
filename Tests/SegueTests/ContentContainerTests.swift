import Foundation
import Testing

@testable import SegueUIKit

/// `UIContentContainer`: a window resize reaches controllers before the views change, the
/// coordinator's blocks run after the new layout, and preferred sizes are reported upward
/// (docs/uikit-behaviour.md, "Size changes").
@Suite @MainActor struct ContentContainerTests {
  final class SizeLoggingController: UIViewController {
    let name: String
    let sink: (String) -> Void

    init(_ name: String, sink: @escaping (String) -> Void) {
      self.name = name
      self.sink = sink
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      sink("\(name) will \(Int(size.width))×\(Int(size.height)), view \(Int(view.bounds.width))")
      coordinator.animate(
        alongsideTransition: { _ in
          self.sink("\(self.name) alongside, view \(Int(self.view.bounds.width))")
        },
        completion: { context in
          self.sink("\(self.name) completion, animated \(context.isAnimated)")
        })
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
      sink(
        "\(name) child prefers \(Int(container.preferredContentSize.width))×\(Int(container.preferredContentSize.height))"
      )
    }
  }

  @Test func resizeReachesControllersBeforeTheLayoutAndBlocksAfterIt() {
    var log: [String] = []
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let root = SizeLoggingController("root") { log.append($0) }
    let child = SizeLoggingController("child") { log.append($0) }
    root.addChild(child)
    child.view.frame = root.view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    host.show(root)
    host.advance(by: 1.0 / 60)
    host.resize(to: CGSize(width: 600, height: 800))
    #expect(
      log == [
        "child will 600×800, view 390",
        "root will 600×800, view 390",
        "child alongside, view 600",
        "root alongside, view 600",
        "child completion, animated false",
        "root completion, animated false",
      ])
    #expect(host.rootView.bounds.size == CGSize(width: 600, height: 800))
    #expect(UIScreen.main.bounds.size == CGSize(width: 600, height: 800))
  }

  @Test func aPreferredSizeIsReportedToTheParent() {
    var log: [String] = []
    let root = SizeLoggingController("root") { log.append($0) }
    let child = UIViewController()
    root.addChild(child)
    child.preferredContentSize = CGSize(width: 300, height: 200)
    child.preferredContentSize = CGSize(width: 300, height: 200)  // unchanged: not reported
    #expect(log == ["root child prefers 300×200"])
  }

  final class HalfHeightPresentation: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
  }

  final class HalfHeightDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      HalfHeightPresentation(presentedViewController: presented, presenting: presenting)
    }
  }

  @Test func aPresentedViewFollowsItsFrameAfterAResize() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let root = UIViewController()
    host.show(root)
    let delegate = HalfHeightDelegate()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    root.present(sheet, animated: false)
    host.runUntilIdle()
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    host.resize(to: CGSize(width: 500, height: 600))
    #expect(sheet.view.frame == CGRect(x: 0, y: 300, width: 500, height: 300))
  }
}
