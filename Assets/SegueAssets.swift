import Foundation

/// The demo images in `Assets/Images` (drawn by `Assets/generate.py`), shipped as this
/// target's resources so `Bundle.module` finds them wherever the package is built.
public enum SegueAssets {
  /// The directory holding the PNGs (`NAME@2x.png`), or nil if the resource bundle is
  /// missing.
  public static var imagesDirectory: String? {
    Bundle.module.resourceURL?.appendingPathComponent("Images").path
  }
}
