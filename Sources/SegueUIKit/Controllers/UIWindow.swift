import Foundation
import SegueAnimation

/// UIKit's window: the root of the view tree on screen, holding the root view controller's
/// view and, above it, the containers of presented controllers.
///
/// Transitions that start while another runs in the same window wait for it to finish
/// (UIKit queues them; nothing is dropped and the hierarchy stays consistent).
@preconcurrency @MainActor open class UIWindow: UIView {
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

  /// A window in `windowScene`, filling its screen (iOS 13's scene-based apps).
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    backgroundColor = .black
    self.windowScene = windowScene
    windowScene.windowDidJoin(self)  // observers do not run for assignments in an initializer
  }

  /// The scene the window belongs to (nil for a window made with `init(frame:)` outside an
  /// app's scene).
  open weak var windowScene: UIWindowScene? {
    didSet {
      guard windowScene !== oldValue else { return }
      oldValue?.windowDidLeave(self)
      windowScene?.windowDidJoin(self)
    }
  }

  /// The screen the window is shown on: its frame loop's.
  open var screen: UIScreen { windowScene?.screen ?? FrameLoop.owning(layer)?.screen ?? UIScreen.main }

  open override var isWindow: Bool { true }

  /// Shows the window: the root controller's view is installed and gets its appearance
  /// callbacks.
  open func makeKeyAndVisible() {
    attachToSceneIfNeeded()
    isKeyWindow = true
    guard !isVisible else { return }
    isVisible = true
    installRootView()
    rootViewController?.setAppearance(true, animated: false)
  }

  /// A window of an app's scene that is not on screen yet goes onto its scene's viewport.
  private func attachToSceneIfNeeded() {
    guard superview == nil, let loop = windowScene?.loop ?? UIApplication.running?.loop else { return }
    if windowScene == nil { windowScene = loop.application?.firstWindowScene }
    frame = loop.rootView.bounds
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    loop.rootView.addSubview(self)
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

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }
}

extension UIView {
  /// The window this view is in, if any.
  public var window: UIWindow? { windowRoot as? UIWindow }
}
