import SegueAssets
import SegueUIKit

/// The gallery's photos and icons (`Assets/Images`, the `SegueAssets` target), found by
/// `UIImage(named:)` once registered. They belong to the demos, not to Segue: an app's
/// `UIImage(named:)` finds only its own resources.
public enum DemoImages {
  /// Adds the demo images' directory to `UIImage.searchPaths` (once).
  public static func register() {
    guard let directory = SegueAssets.imagesDirectory, !UIImage.searchPaths.contains(directory) else { return }
    UIImage.searchPaths.append(directory)
  }
}
