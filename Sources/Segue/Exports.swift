// `import Segue` is `import UIKit` on Linux: UIKit's names from SegueUIKit (which re-exports
// Foundation and the animation engine's Core Animation types), and the app entry points
// (`UIApplicationMain`, `@main` on a `UIApplicationDelegate`) that open the X11 window.
@_exported import SegueUIKit
