import UIKit

// An app without scenes whose Info.plist names its main storyboard (UIMainStoryboardFile =
// Navigation, Interface/Info.plist, no scene manifest): UIKit makes the window, roots it in
// the storyboard's initial controller and hands it to the delegate before
// willFinishLaunching; the window is shown after didFinishLaunching.

public final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// The window's root controller's class when each launch callback ran.
    public private(set) var rootsSeen: [String] = []
    public private(set) var keyWhenFinishing: Bool?

    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        rootsSeen.append(window?.rootViewController.map { "\(type(of: $0))" } ?? "none")
        return true
    }

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        rootsSeen.append(window?.rootViewController.map { "\(type(of: $0))" } ?? "none")
        keyWhenFinishing = window?.isKeyWindow
        return true
    }
}
