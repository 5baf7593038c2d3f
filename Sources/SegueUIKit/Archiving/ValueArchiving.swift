import Foundation
import SegueAnimation
import SegueRender

// Keyed archiving of the values views hold — colours, fonts, images — so that views archive
// with Foundation's `NSKeyedArchiver` (docs/uikit-behaviour-2.md §20.1). Keys are UIKit's where
// its archives are known ("UIRed", "UIFontName", "UIFontPointSize"), else prefixed "Segue".

extension UIColor: NSSecureCoding {
  public static var supportsSecureCoding: Bool { true }

  /// Archives the colour's components (sRGB, 0…1): a dynamic colour (a system colour) as its
  /// light and its dark appearance, which decode to a dynamic colour again.
  public func encode(with coder: NSCoder) {
    let light = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    Self.encodeComponents(of: light, prefix: "UI", with: coder)
    coder.encode(isDynamic, forKey: "SegueDynamic")
    if isDynamic {
      Self.encodeComponents(
        of: resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), prefix: "SegueDark", with: coder)
    }
  }

  public convenience init?(coder: NSCoder) {
    guard coder.containsValue(forKey: "UIRed") else { return nil }
    let light = Self.decodeComponents(prefix: "UI", from: coder)
    guard coder.decodeBool(forKey: "SegueDynamic") else {
      self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
      return
    }
    let dark = Self.decodeComponents(prefix: "SegueDark", from: coder)
    let lightColor = UIColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    let darkColor = UIColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : lightColor })
  }

  private static func encodeComponents(of color: UIColor, prefix: String, with coder: NSCoder) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    coder.encode(Double(red), forKey: prefix + "Red")
    coder.encode(Double(green), forKey: prefix + "Green")
    coder.encode(Double(blue), forKey: prefix + "Blue")
    coder.encode(Double(alpha), forKey: prefix + "Alpha")
  }

  private static func decodeComponents(prefix: String, from coder: NSCoder) -> (
    red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    (
      CGFloat(coder.decodeDouble(forKey: prefix + "Red")), CGFloat(coder.decodeDouble(forKey: prefix + "Green")),
      CGFloat(coder.decodeDouble(forKey: prefix + "Blue")), CGFloat(coder.decodeDouble(forKey: prefix + "Alpha"))
    )
  }
}

extension UIFont: NSSecureCoding {
  public static var supportsSecureCoding: Bool { true }

  /// Archives the family, size, weight and slant.
  public func encode(with coder: NSCoder) {
    coder.encode(familyName, forKey: "UIFontName")
    coder.encode(Double(pointSize), forKey: "UIFontPointSize")
    coder.encode(Double(weight.rawValue), forKey: "SegueFontWeight")
    coder.encode(isItalic, forKey: "SegueFontItalic")
  }

  public convenience init?(coder: NSCoder) {
    guard let family = coder.decodeObject(of: NSString.self, forKey: "UIFontName") as String? else { return nil }
    self.init(
      familyName: family, pointSize: CGFloat(coder.decodeDouble(forKey: "UIFontPointSize")),
      weight: Weight(rawValue: CGFloat(coder.decodeDouble(forKey: "SegueFontWeight"))),
      isItalic: coder.decodeBool(forKey: "SegueFontItalic"))
  }
}

extension UIImage: NSSecureCoding {
  public static var supportsSecureCoding: Bool { true }

  /// Archives the pixels exactly (premultiplied BGRA rows), their scale, the rendering mode
  /// and whether the image is a symbol.
  public func encode(with coder: NSCoder) {
    let bitmap = renderImage.bitmap
    var pixels = Data(capacity: bitmap.width * bitmap.height * 4)
    for row in 0..<bitmap.height {
      pixels.append(
        Data(bytes: bitmap.baseAddress.advanced(by: row * bitmap.stride), count: bitmap.width * 4))
    }
    coder.encode(bitmap.width, forKey: "SegueImageWidth")
    coder.encode(bitmap.height, forKey: "SegueImageHeight")
    coder.encode(pixels, forKey: "SegueImagePixels")
    coder.encode(renderImage.scale, forKey: "UIScale")
    coder.encode(renderingMode.rawValue, forKey: "UIRenderingMode")
    coder.encode(isSymbolImage, forKey: "SegueSymbolImage")
  }

  public convenience init?(coder: NSCoder) {
    let width = coder.decodeInteger(forKey: "SegueImageWidth")
    let height = coder.decodeInteger(forKey: "SegueImageHeight")
    guard width >= 0, height >= 0,
      let pixels = coder.decodeObject(of: NSData.self, forKey: "SegueImagePixels") as Data?,
      pixels.count == width * height * 4
    else { return nil }
    let bitmap = Bitmap(width: width, height: height)
    pixels.withUnsafeBytes { source in
      for row in 0..<height {
        bitmap.baseAddress.advanced(by: row * bitmap.stride).copyMemory(
          from: source.baseAddress!.advanced(by: row * width * 4), byteCount: width * 4)
      }
    }
    self.init(
      renderImage: RenderImage(bitmap: bitmap, scale: max(coder.decodeDouble(forKey: "UIScale"), 1)),
      renderingMode: RenderingMode(rawValue: coder.decodeInteger(forKey: "UIRenderingMode")) ?? .automatic,
      isSymbolImage: coder.decodeBool(forKey: "SegueSymbolImage"))
  }
}
