import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// What each delegate call saw, in order.
@MainActor var launchLog: [String] = []

@MainActor final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launchLog.append("willFinishLaunching state=\(application.applicationState.rawValue)")
    return true
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launchLog.append("didFinishLaunching shared=\(UIApplication.shared === application)")
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    launchLog.append("configurationForConnecting role=\(connectingSceneSession.role.rawValue)")
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = LoggingSceneDelegate.self
    return configuration
  }

  func applicationDidBecomeActive(_ application: UIApplication) { launchLog.append("applicationDidBecomeActive") }
  func applicationWillTerminate(_ application: UIApplication) { launchLog.append("applicationWillTerminate") }
}

@MainActor final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    launchLog.append("willConnect state=\(scene.activationState.rawValue)")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let root = UIViewController()
    root.title = "Home"
    window.rootViewController = root
    self.window = window
    window.makeKeyAndVisible()
  }

  func sceneWillEnterForeground(_ scene: UIScene) { launchLog.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) {
    launchLog.append("didBecomeActive state=\(scene.activationState.rawValue)")
  }
  func sceneWillResignActive(_ scene: UIScene) { launchLog.append("willResignActive") }
  func sceneDidDisconnect(_ scene: UIScene) { launchLog.append("didDisconnect") }
}

/// An app without scenes: its delegate makes the window (the pre-iOS 13 life cycle).
@MainActor final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    root.title = "Classic"
    window.rootViewController = root
    self.window = window
    window.makeKeyAndVisible()
    launchLog.append("didFinishLaunching")
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) { launchLog.append("applicationDidBecomeActive") }
}

/// Delegates as Xcode's templates write them — not `final`, no initializer — and a subclass
/// of one: Segue makes the class named, with its stored properties' initial values.
@MainActor class OpenAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var made = "open"

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = OpenSceneDelegate.self
    return configuration
  }
}

@MainActor class DerivedAppDelegate: OpenAppDelegate {
  var derived = true
}

@MainActor class OpenSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let root = UIViewController()
    root.title = "Open"
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = root
    window?.makeKeyAndVisible()
  }
}

@Suite(.serialized) @MainActor struct AppLaunchTests {
  @Test func aSceneAppLaunchesInIOSOrderAndShowsItsWindow() throws {
    launchLog = []
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let window = try #require(driver.launch(LoggingAppDelegate.self))
    #expect(
      launchLog == [
        "willFinishLaunching state=1", "didFinishLaunching shared=true",
        "configurationForConnecting role=UIWindowSceneSessionRoleApplication", "willConnect state=-1",
        "willEnterForeground", "didBecomeActive state=0",
      ])
    let app = UIApplication.shared
    #expect(app.delegate is LoggingAppDelegate)
    #expect(app.applicationState == .active)
    #expect(app.connectedScenes.count == 1)
    let scene = try #require(app.connectedScenes.first as? UIWindowScene)
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.delegate is LoggingSceneDelegate)
    #expect(scene.windows == [window] && scene.keyWindow === window)
    #expect(app.windows == [window] && app.keyWindow === window)
    #expect(window.windowScene === scene && window.screen === UIScreen.main)
    #expect(window.superview === driver.host.rootView && window.frame == driver.host.rootView.bounds)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && UIScreen.main.scale == 1)
    #expect(driver.finalState == .final(stack: ["Home"], presented: nil))

    app.terminate()
    #expect(launchLog.suffix(3) == ["willResignActive", "didDisconnect", "applicationWillTerminate"])
  }

  @Test func delegatesThatAreNotFinalAreMadeAsTheirOwnClass() throws {
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    _ = try #require(driver.launch(DerivedAppDelegate.self))
    let delegate = try #require(UIApplication.shared.delegate as? DerivedAppDelegate)
    #expect(delegate.made == "open" && delegate.derived)
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    #expect(scene.delegate is OpenSceneDelegate)
    #expect(driver.finalState == .final(stack: ["Open"], presented: nil))
  }

  @Test func anAppWithoutScenesBecomesActiveThroughItsDelegate() throws {
    launchLog = []
    let driver = SceneDriver(width: 390, height: 844, scale: 1)
    let window = try #require(driver.launch(WindowAppDelegate.self))
    #expect(launchLog == ["didFinishLaunching", "applicationDidBecomeActive"])
    #expect(UIApplication.shared.connectedScenes.isEmpty)
    #expect(UIApplication.shared.keyWindow === window && window.superview === driver.host.rootView)
    #expect(driver.finalState == .final(stack: ["Classic"], presented: nil))
  }

  @Test func appsLaunchedSideBySideKeepTheirOwnSharedApplication() throws {
    let first = SceneDriver(width: 390, height: 844, scale: 1)
    first.launch(WindowAppDelegate.self)
    let firstApp = UIApplication.shared
    let second = SceneDriver(width: 320, height: 568, scale: 2)
    second.launch(LoggingAppDelegate.self)
    #expect(UIApplication.shared !== firstApp && UIApplication.shared.delegate is LoggingAppDelegate)
    #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 568))
    first.host.activate()
    #expect(UIApplication.shared === firstApp && UIApplication.shared.delegate is WindowAppDelegate)
    #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
  }

  @Test func openingAURLSaysItIsNotOpenedAndCompletesWithFalse() {
    let driver = SceneDriver(width: 100, height: 100, scale: 1)
    driver.launch(WindowAppDelegate.self)
    var result: Bool?
    UIApplication.shared.open(URL(string: "https://example.com")!) { opened in result = opened }
    #expect(result == nil, "the completion runs on the next turn, as UIKit's does")
    driver.advance(by: 0)
    #expect(result == false)
    #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
  }
}
