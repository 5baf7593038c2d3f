import Foundation

// Xcode's object literals — `#colorLiteral(red:green:blue:alpha:)` and
// `#imageLiteral(resourceName:)`, what the editor's colour and image pickers insert — are
// Swift's, on Linux too: UIKit makes UIColor and UIImage their default types, and so does
// Segue, so code using them compiles unchanged.

/// The type `#colorLiteral(…)` makes when nothing else is asked for.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(…)` makes when nothing else is asked for.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
  /// `#colorLiteral(red:green:blue:alpha:)`: components 0…1 in sRGB.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension UIImage: _ExpressibleByImageLiteral {
  /// `#imageLiteral(resourceName:)`: the image `UIImage(named:)` finds. UIKit stops the program
  /// when there is none; Segue says so in one sentence on standard error and gives an empty
  /// image.
  public convenience init(imageLiteralResourceName path: String) {
    if let found = UIImage(named: path) {
      self.init(bitmap: found.renderImage.bitmap, scale: CGFloat(found.renderImage.scale))
    } else {
      FileHandle.standardError.write(
        Data(
          "segue: #imageLiteral(resourceName: \"\(path)\") names no image in the app's bundles or UIImage.searchPaths; add the PNG (or its asset catalog) to the target's resources.\n"
            .utf8))
      self.init()
    }
  }
}
