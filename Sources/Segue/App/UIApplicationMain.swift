import Foundation
import SegueUIKit

extension UIApplicationDelegate {
  /// `@main` on the app delegate: runs the app as `UIApplicationMain` does.
  ///
  /// Never returns; exits with status 0 when the window closes or a command finishes, 2 for
  /// a mistake in the arguments (one sentence on standard error), 1 for other failures.
  @MainActor public static func main() {
    AppCommand.exit(AppCommand.run(delegateType: Self.self, arguments: CommandLine.arguments))
  }
}

/// UIKit's entry point: launches the app whose delegate class is named `delegateClassName`
/// (`NSStringFromClass(AppDelegate.self)`) and runs it — in a Segue window by default, or,
/// with `record`, `replay` or `render` as the first argument, as that command (see
/// `AppCommand`). `principalClassName` must be nil or `UIApplication` (Segue has no other
/// application classes).
///
/// - Returns: never; the process exits with status 0 when the app ends, 2 for a mistake in
///   the arguments or the class names (one sentence on standard error), 1 for other
///   failures.
@MainActor @discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  let arguments = (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
  guard let delegateClassName,
    let delegateType = NSClassFromString(delegateClassName) as? any UIApplicationDelegate.Type
  else {
    let named =
      delegateClassName.map { "'\($0)' is not a class conforming to UIApplicationDelegate" }
      ?? "no app delegate class was named"
    FileHandle.standardError.write(
      Data("segue: UIApplicationMain: \(named); pass NSStringFromClass(AppDelegate.self) as its last argument.\n".utf8))
    AppCommand.exit(2)
  }
  AppCommand.exit(AppCommand.run(delegateType: delegateType, arguments: arguments))
}
