import Foundation

/// UIKit's window: the root of the view tree on screen, holding the root view controller's
/// view and, above it, the containers of presented controllers.
///
/// Transitions that start while another runs in the same window wait for it to finish
/// (UIKit queues them; nothing is dropped and the hierarchy stays consistent).
@MainActor open class UIWindow: UIView {
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let oldValue, isVisible { oldValue.setAppearance(false, animated: false) }
      installRootView()
      if isVisible { rootViewController?.setAppearance(true, animated: false) }
    }
  }

  public private(set) var isKeyWindow = false
  private var isVisible = false
  /// Transitions waiting for the running one.
  private var pendingTransitions: [() -> Void] = []
  /// Whether a view-controller transition is running in this window.
  public private(set) var isTransitioning = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .black
  }

  open override var isWindow: Bool { true }

  /// Shows the window: the root controller's view is installed and gets its appearance
  /// callbacks.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    guard !isVisible else { return }
    isVisible = true
    installRootView()
    rootViewController?.setAppearance(true, animated: false)
  }

  private func installRootView() {
    guard let root = rootViewController else { return }
    let view: UIView = root.view
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
  }

  /// Runs `start` now if no transition is running, otherwise after the running ones.
  func enqueueTransition(_ start: @escaping () -> Void) {
    if isTransitioning {
      pendingTransitions.append(start)
    } else {
      isTransitioning = true
      start()
    }
  }

  /// Called when a transition in this window has completed; starts the next one.
  func transitionDidEnd() {
    guard !pendingTransitions.isEmpty else {
      isTransitioning = false
      return
    }
    let next = pendingTransitions.removeFirst()
    next()
  }
}

extension UIView {
  /// The window this view is in, if any.
  public var window: UIWindow? { windowRoot as? UIWindow }
}
