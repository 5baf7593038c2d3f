#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// One entry of the gallery: a transition's scene, how to make it, and scripted forward and
/// back actions so tests and the renderer can drive it without pointer input.
///
/// `makeViewController()` returns the scene's first screen, meant to sit in a navigation
/// controller (the gallery's, or one of its own: see `GalleryApp`). The scripted actions
/// take any controller of the tree the scene is in — the scene's screen itself, the
/// navigation controller, or the window's root — and find the scene's screen in it.
public struct TransitionScene: Sendable {
  /// Which group of the gallery the scene belongs to.
  public enum Kind: Sendable {
    /// A transition ported from one of the seed articles.
    case seed
    /// UIKit's own transition, for comparison.
    case system
    /// A pattern apps build on UIKit's API (not from a seed article).
    case app
  }

  /// The command-line name (`segue render ios-push`).
  public let name: String
  public let title: String
  /// One line for the gallery row.
  public let description: String
  /// An image in the assets (`UIImage(named:)`).
  public let iconName: String
  public let kind: Kind
  /// Seconds from the forward (back) action until its transition has completed and
  /// settled, including the frame that starts it.
  public let forwardDuration: TimeInterval
  public let backDuration: TimeInterval
  /// The gesture that goes back from the scene's second screen besides its back element.
  public let backGesture: BackGesture

  private let make: @MainActor @Sendable () -> UIViewController
  private let owns: @MainActor @Sendable (UIViewController) -> Bool
  private let forward: @MainActor @Sendable (UIViewController) -> Void
  private let back: @MainActor @Sendable (UIViewController) -> Void
  private let trigger: @MainActor @Sendable (UIViewController) -> SceneElement?
  private let backElement: @MainActor @Sendable (UIViewController) -> SceneElement?

  /// - Parameters:
  ///   - trigger: the element of the first screen whose tap runs `forward`.
  ///   - backElement: once the forward transition has completed, the element of the second
  ///     screen whose tap runs `back`.
  init<Screen: UIViewController>(
    name: String, title: String, description: String, iconName: String, kind: Kind,
    forwardDuration: TimeInterval, backDuration: TimeInterval, backGesture: BackGesture,
    make: @escaping @MainActor @Sendable () -> Screen,
    matches: @escaping @MainActor @Sendable (Screen) -> Bool = { _ in true },
    forward: @escaping @MainActor @Sendable (Screen) -> Void,
    back: @escaping @MainActor @Sendable (Screen) -> Void,
    trigger: @escaping @MainActor @Sendable (Screen) -> SceneElement?,
    backElement: @escaping @MainActor @Sendable (Screen) -> SceneElement?
  ) {
    self.name = name
    self.title = title
    self.description = description
    self.iconName = iconName
    self.kind = kind
    self.forwardDuration = forwardDuration
    self.backDuration = backDuration
    self.backGesture = backGesture
    self.make = make
    owns = { controller in (controller as? Screen).map(matches) ?? false }
    self.forward = { controller in (controller as? Screen).map(forward) }
    self.back = { controller in (controller as? Screen).map(back) }
    self.trigger = { controller in (controller as? Screen).flatMap(trigger) }
    self.backElement = { controller in (controller as? Screen).flatMap(backElement) }
  }

  /// A new instance of the scene's first screen.
  @MainActor public func makeViewController() -> UIViewController { make() }

  /// The scene's first screen inside `controller`'s tree (itself, its children, navigation
  /// stacks and presented controllers), if the scene is there.
  @MainActor public func sceneViewController(in controller: UIViewController) -> UIViewController? {
    var queue = [controller]
    while !queue.isEmpty {
      let candidate = queue.removeFirst()
      if owns(candidate) { return candidate }
      queue.append(contentsOf: candidate.children)
      if let navigation = candidate as? UINavigationController {
        queue.append(contentsOf: navigation.viewControllers.filter { child in !queue.contains { $0 === child } })
      }
    }
    return nil
  }

  /// Starts the scene's forward transition (the tap on its trigger). Returns false when
  /// the scene is not in `controller`'s tree.
  @MainActor @discardableResult
  public func performForward(in controller: UIViewController) -> Bool {
    guard let screen = sceneViewController(in: controller) else { return false }
    forward(screen)
    return true
  }

  /// Starts the scene's back transition (its back button, Close button, tap on the dimmed
  /// area, or a flip back). Returns false when the scene is not in `controller`'s tree.
  @MainActor @discardableResult
  public func performBack(in controller: UIViewController) -> Bool {
    guard let screen = sceneViewController(in: controller) else { return false }
    back(screen)
    return true
  }

  /// The element of the scene's first screen whose tap starts the forward transition, when
  /// the scene is in `controller`'s tree.
  @MainActor public func triggerElement(in controller: UIViewController) -> SceneElement? {
    sceneViewController(in: controller).flatMap(trigger)
  }

  /// The element of the scene's second screen whose tap starts the back transition (a back
  /// button, a Close or Done button, the dimmed area around a sheet), when the scene is in
  /// `controller`'s tree and its forward transition has completed; nil otherwise.
  @MainActor public func backElement(in controller: UIViewController) -> SceneElement? {
    sceneViewController(in: controller).flatMap(backElement)
  }

  /// The scene called `name`, if any.
  @MainActor public static func named(_ name: String) -> TransitionScene? {
    all.first { $0.name == name }
  }

  /// The scenes' names, in gallery order.
  @MainActor public static var names: [String] { all.map(\.name) }
}
