import Foundation
import SegueAnimation

extension UIApplication {
  /// Launches an app on `loop` in iOS's order (docs/uikit-behaviour.md, "App launch"):
  /// the delegate is made, hears `willFinishLaunching` then `didFinishLaunching`; then the
  /// scene session connects when the delegate's configuration names a scene delegate
  /// (`scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`),
  /// else the delegate hears `applicationDidBecomeActive`. The matching notifications are
  /// posted on `NotificationCenter.default`.
  ///
  /// - Returns: the running app (also `UIApplication.shared` from now on).
  package static func launch(_ delegateType: any UIApplicationDelegate.Type, on loop: FrameLoop) -> UIApplication {
    loop.activate()
    let app = UIApplication(loop: loop)
    loop.application = app
    let delegate = delegateType.init()
    app.retainedDelegate = delegate
    app.delegate = delegate
    _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: didFinishLaunchingNotification, object: app)

    let options = UIScene.ConnectionOptions()
    let session = UISceneSession(
      role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    let configuration = delegate.application(app, configurationForConnecting: session, options: options)
    guard let delegateClass = configuration.delegateClass as? any UISceneDelegate.Type else {
      app.applicationState = .active
      delegate.applicationDidBecomeActive(app)
      NotificationCenter.default.post(name: didBecomeActiveNotification, object: app)
      return app
    }
    session.configuration = configuration
    let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
    let scene = sceneType.init(session: session, connectionOptions: options)
    scene.delegate = delegateClass.init()
    app.connect(scene)
    NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    scene.delegate?.scene(scene, willConnectTo: session, options: options)
    scene.activationState = .foregroundInactive
    scene.delegate?.sceneWillEnterForeground(scene)
    NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
    scene.activationState = .foregroundActive
    app.applicationState = .active
    scene.delegate?.sceneDidBecomeActive(scene)
    NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    NotificationCenter.default.post(name: didBecomeActiveNotification, object: app)
    return app
  }

  /// Ends the app as iOS does when it quits: scenes resign active and disconnect, then the
  /// delegate hears `applicationWillTerminate`.
  package func terminate() {
    for scene in connectedScenes {
      scene.delegate?.sceneWillResignActive(scene)
      scene.activationState = .unattached
      scene.delegate?.sceneDidDisconnect(scene)
    }
    applicationState = .background
    delegate?.applicationWillTerminate(self)
    NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    if loop?.application === self { loop?.application = nil }
  }
}
