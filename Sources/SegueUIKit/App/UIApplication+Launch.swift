import Foundation
import SegueAnimation

extension UIApplication {
  /// Launches an app on `loop` in iOS's order (docs/uikit-behaviour.md, "App launch"):
  /// the delegate is made, hears `willFinishLaunching` then `didFinishLaunching`; then the
  /// scene session connects when the delegate's configuration names a scene delegate
  /// (`scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`),
  /// else the delegate hears `applicationDidBecomeActive`. The matching notifications are
  /// posted on `NotificationCenter.default`. An `Info.plist` the app carries
  /// (`InfoPropertyList`) is read first: `UIMainStoryboardFile` roots the delegate's window in
  /// the storyboard's initial controller before `willFinishLaunching` (the window is shown
  /// after `didFinishLaunching`); a scene manifest decides whether the app has scenes and
  /// fills the configuration's delegate class, scene class and storyboard.
  ///
  /// - Returns: the running app (also `UIApplication.shared` from now on).
  package static func launch(_ delegateType: any UIApplicationDelegate.Type, on loop: FrameLoop) -> UIApplication {
    loop.activate()
    let app = UIApplication(loop: loop)
    loop.application = app
    let module = String(reflecting: delegateType).split(separator: ".").first.map(String.init) ?? ""
    let info = launchInfo(module: module)
    guard let delegate = delegateType.init(coder: LaunchCoder()) else {
      refuse(delegateType, role: "app delegate")
    }
    app.retainedDelegate = delegate
    app.delegate = delegate
    // UIMainStoryboardFile (apps without scenes): the main interface is loaded before
    // willFinishLaunching, and the window shown after didFinishLaunching returns.
    var mainWindow: UIWindow?
    if let info, !info.hasSceneManifest, let name = info.mainStoryboardFile {
      mainWindow = storyboardWindow(UIStoryboard(name: name, bundle: nil), key: "UIMainStoryboardFile", info: info) {
        UIWindow(frame: loop.screen.bounds)
      }
      delegate.window = mainWindow
    }
    _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: didFinishLaunchingNotification, object: app)
    mainWindow?.makeKeyAndVisible()

    let options = UIScene.ConnectionOptions()
    let session = UISceneSession(
      role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    // An Info.plist without a scene manifest makes an app without scenes, as on iOS.
    let usesScenes = info?.hasSceneManifest ?? true
    let configuration: UISceneConfiguration
    if usesScenes {
      configuration = delegate.application(app, configurationForConnecting: session, options: options)
    } else {
      configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    }
    if usesScenes, let info { fill(configuration, from: info, module: module) }
    if info == nil, configuration.delegateClass == nil {
      // Without an Info.plist: Xcode's template name for the scene delegate.
      configuration.delegateClass = NSClassFromString(module + ".SceneDelegate")
    }
    let sceneDelegate = (configuration.delegateClass as? any UISceneDelegate.Type).map {
      (type: any UISceneDelegate.Type) -> any UISceneDelegate in
      guard let made = type.init(coder: LaunchCoder()) else { refuse(type, role: "scene delegate") }
      return made
    }
    guard let sceneDelegate else {
      app.applicationState = .active
      delegate.applicationDidBecomeActive(app)
      NotificationCenter.default.post(name: didBecomeActiveNotification, object: app)
      return app
    }
    session.configuration = configuration
    let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
    let scene = sceneType.init(session: session, connectionOptions: options)
    scene.delegate = sceneDelegate
    app.connect(scene)
    // A configuration with a storyboard: UIKit makes the scene's window, roots it in the
    // initial controller and hands it to the delegate before willConnectTo.
    var sceneWindow: UIWindow?
    if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
      sceneWindow = storyboardWindow(storyboard, key: "UISceneStoryboardFile", info: info) {
        UIWindow(windowScene: windowScene)
      }
      if let sceneDelegate = scene.delegate as? any UIWindowSceneDelegate { sceneDelegate.window = sceneWindow }
    }
    NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    scene.delegate?.scene(scene, willConnectTo: session, options: options)
    sceneWindow?.makeKeyAndVisible()
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

  /// A delegate class whose `init?(coder:)` gives nil cannot be made: one sentence, exit 1.
  private static func refuse(_ type: AnyClass, role: String) -> Never {
    FileHandle.standardError.write(
      Data(
        "segue: \(type).init?(coder:) returned nil, and Segue makes the \(role) through it; remove that initializer from \(type), or let it call super.init(coder: coder).\n"
          .utf8))
    exit(1)
  }

  /// The app's Info.plist, if it carries one; a file that is not a property list is
  /// reported (one sentence) and the app exits with status 1, as an iOS app would not build.
  private static func launchInfo(module: String) -> InfoPropertyList? {
    do {
      return try InfoPropertyList.find(module: module)
    } catch {
      FileHandle.standardError.write(Data("segue: \(error.description).\n".utf8))
      exit(1)
    }
  }

  /// Fills what `configuration` leaves nil from the manifest's entry of the same name.
  private static func fill(_ configuration: UISceneConfiguration, from info: InfoPropertyList, module: String) {
    guard let entry = info.sceneEntry(named: configuration.name) else { return }
    if configuration.delegateClass == nil, let name = entry.delegateClassName {
      let qualified = InfoPropertyList.expand(name, module: module)
      configuration.delegateClass = NSClassFromString(qualified)
      if configuration.delegateClass == nil {
        FileHandle.standardError.write(
          Data(
            "segue: \(info.path): UISceneDelegateClassName \"\(name)\" names no class of the app; write it as $(PRODUCT_MODULE_NAME).SceneDelegate, with the class's own name.\n"
              .utf8))
      }
    }
    if configuration.sceneClass == nil, let name = entry.sceneClassName {
      configuration.sceneClass = NSClassFromString(InfoPropertyList.expand(name, module: module))
    }
    if configuration.storyboard == nil, let name = entry.storyboardName {
      configuration.storyboard = UIStoryboard(name: name, bundle: nil)
    }
  }

  /// A window made by `makeWindow`, rooted in `storyboard`'s initial controller; a storyboard
  /// without one is reported as UIKit logs it, and the window stays empty.
  private static func storyboardWindow(
    _ storyboard: UIStoryboard, key: String, info: InfoPropertyList?, makeWindow: () -> UIWindow
  ) -> UIWindow {
    let window = makeWindow()
    if let root = storyboard.instantiateInitialViewController() {
      window.rootViewController = root
    } else {
      FileHandle.standardError.write(
        Data(
          "segue: \(storyboard.documentFile) has no initial view controller, which \(key) in \(info?.path ?? "Info.plist") needs; tick \"Is Initial View Controller\" on its first controller in Interface Builder.\n"
            .utf8))
    }
    return window
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

/// The coder the app's and scenes' delegates are made with (`UIResponder.init?(coder:)`):
/// it holds nothing, as those classes decode nothing.
private final class LaunchCoder: NSCoder {}
