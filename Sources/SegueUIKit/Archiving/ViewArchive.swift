import Foundation
import SegueAnimation

/// Keyed archiving of views (docs/uikit-behaviour-2.md §20.1): what `encode(with:)` writes and
/// `init?(coder:)` reads when the coder is Foundation's `NSKeyedArchiver`/`NSKeyedUnarchiver`
/// — the old idiom for copying a view, `NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(
/// NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false))`.
///
/// Archived: `UIView`'s geometry (bounds, center, transform), appearance (alpha, hidden,
/// background and tint colours, clipping, content mode, opaque), tag, interaction, autoresizing,
/// its layer's corner radius, border and shadow, and its subviews, recursively; `UILabel`'s
/// text, font, colour, alignment, lines and line breaks; `UIImageView`'s image; `UIControl`'s
/// state; `UIButton`'s titles, title colours and images per state. Keys are UIKit's where its
/// archives are known ("UIBounds", "UICenter", "UISubviews", "UIText", …), else "Segue…".
///
/// Not archived: constraints, gesture recognizers, sublayers that are not views' layers, and
/// any Segue view class other than those five (a table view, a switch, …): such a view is left
/// out of the archive with one sentence on standard error naming it (as a subview, the copy
/// lacks it; as the root, unarchiving throws Foundation's `coderReadCorrupt` error). Foundation on Linux stops the process when an
/// archiver is failed with `failWithError`, so Segue cannot make `NSKeyedArchiver` throw
/// (docs/porting.md, "Where Segue differs").
@MainActor enum ViewArchive {
  /// Segue's view classes whose archives Segue writes and reads.
  static let archivableClasses: [ObjectIdentifier] = [
    ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
    ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
  ]

  /// Whether `coder` is a keyed archive of a view (not an Interface Builder document).
  static func holdsView(_ coder: NSCoder) -> Bool {
    !(coder is InterfaceBuilderCoder) && coder.allowsKeyedCoding && coder.containsValue(forKey: "UIBounds")
  }

  // MARK: Encoding

  static func encode(_ view: UIView, with coder: NSCoder) {
    let base: AnyClass = segueBase(of: type(of: view))
    guard isArchivable(view) else {
      // Foundation on Linux stops the process on an archiver's `failWithError`, so the view
      // is left out instead, with one sentence on standard error.
      reportUnarchivable(view, base: base)
      return
    }
    coder.encode(view.bounds, forKey: "UIBounds")
    coder.encode(view.center, forKey: "UICenter")
    coder.encode(view.transform, forKey: "SegueTransform")
    coder.encode(Double(view.alpha), forKey: "UIAlpha")
    coder.encode(view.isHidden, forKey: "UIHidden")
    coder.encode(view.isOpaque, forKey: "UIOpaque")
    coder.encode(view.backgroundColor, forKey: "UIBackgroundColor")
    coder.encode(view.storedTintColor, forKey: "UITintColor")
    coder.encode(view.clipsToBounds, forKey: "UIClipsToBounds")
    coder.encode(view.contentMode.rawValue, forKey: "UIContentMode")
    coder.encode(view.tag, forKey: "UITag")
    coder.encode(!view.isUserInteractionEnabled, forKey: "UIUserInteractionDisabled")
    coder.encode(Int(view.autoresizingMask.rawValue), forKey: "UIAutoresizingMask")
    coder.encode(view.autoresizesSubviews, forKey: "UIAutoresizeSubviews")
    encodeLayer(view.layer, with: coder)
    let subviews = archivedSubviews(of: view)
    coder.encode(subviews, forKey: "UISubviews")
    // Under secure coding a decoder names the classes it allows; the subviews' own classes
    // (your subclasses among them) are listed for it.
    coder.encode(subviews.map { NSStringFromClass(type(of: $0)) }, forKey: "SegueSubviewClasses")
    if let label = view as? UILabel { encodeLabel(label, with: coder) }
    if let imageView = view as? UIImageView { coder.encode(imageView.image, forKey: "UIImage") }
    if let control = view as? UIControl {
      coder.encode(!control.isEnabled, forKey: "UIDisabled")
      coder.encode(control.isSelected, forKey: "UISelected")
      coder.encode(control.isHighlighted, forKey: "UIHighlighted")
    }
    if let button = view as? UIButton { encodeButton(button, with: coder) }
  }

  /// The subviews a view archives: its own, not those a Segue class makes for itself (a
  /// button's title label and image view), and not those Segue cannot archive (reported).
  private static func archivedSubviews(of view: UIView) -> [UIView] {
    let button = view as? UIButton
    return view.subviews.filter { subview in
      guard subview !== button?.titleLabel, subview !== button?.imageView else { return false }
      guard isArchivable(subview) else {
        reportUnarchivable(subview, base: segueBase(of: type(of: subview)))
        return false
      }
      return true
    }
  }

  /// Whether Segue archives `view`'s class (one of `archivableClasses` or a subclass of one
  /// that is not another Segue class).
  static func isArchivable(_ view: UIView) -> Bool {
    archivableClasses.contains(ObjectIdentifier(segueBase(of: type(of: view))))
  }

  /// One sentence on standard error: the view is not in the archive, and what to do.
  private static func reportUnarchivable(_ view: UIView, base: AnyClass) {
    FileHandle.standardError.write(
      Data(
        "segue: \(type(of: view)) was left out of the archive: Segue archives UIView, UILabel, UIImageView, UIControl and UIButton (and your subclasses of them), not \(base); make the copy's \(base) in code with the same properties\n"
          .utf8))
  }

  private static func encodeLayer(_ layer: CALayer, with coder: NSCoder) {
    coder.encode(Double(layer.cornerRadius), forKey: "SegueLayerCornerRadius")
    coder.encode(Double(layer.borderWidth), forKey: "SegueLayerBorderWidth")
    coder.encode(layer.borderColor.map(UIColor.init(cgColor:)), forKey: "SegueLayerBorderColor")
    coder.encode(layer.shadowColor.map(UIColor.init(cgColor:)), forKey: "SegueLayerShadowColor")
    coder.encode(layer.shadowOpacity, forKey: "SegueLayerShadowOpacity")
    coder.encode(layer.shadowOffset, forKey: "SegueLayerShadowOffset")
    coder.encode(Double(layer.shadowRadius), forKey: "SegueLayerShadowRadius")
  }

  private static func encodeLabel(_ label: UILabel, with coder: NSCoder) {
    coder.encode(label.text, forKey: "UIText")
    coder.encode(label.font, forKey: "UIFont")
    coder.encode(label.textColor, forKey: "UITextColor")
    coder.encode(label.textAlignment.rawValue, forKey: "UITextAlignment")
    coder.encode(label.numberOfLines, forKey: "UINumberOfLines")
    coder.encode(label.lineBreakMode.rawValue, forKey: "UILineBreakMode")
  }

  private static func encodeButton(_ button: UIButton, with coder: NSCoder) {
    func keyed<Value>(_ table: [UInt: Value]) -> [String: Value] {
      Dictionary(uniqueKeysWithValues: table.map { (String($0.key), $0.value) })
    }
    coder.encode(keyed(button.titles) as NSDictionary, forKey: "SegueButtonTitles")
    coder.encode(keyed(button.titleColors) as NSDictionary, forKey: "SegueButtonTitleColors")
    coder.encode(keyed(button.images) as NSDictionary, forKey: "SegueButtonImages")
  }

  // MARK: Decoding

  /// Decodes the archive into `view` from the init of Segue's most derived class of the view
  /// (`level`), so every Segue class has set itself up first and a subclass's code after
  /// `super.init(coder:)` sees the decoded view. Does nothing for another coder.
  static func decode(_ view: UIView, from coder: NSCoder, at level: UIView.Type) {
    guard holdsView(coder), ObjectIdentifier(segueBase(of: type(of: view))) == ObjectIdentifier(level) else { return }
    UIView.performWithoutAnimation {
      decodeView(view, from: coder)
      if let label = view as? UILabel { decodeLabel(label, from: coder) }
      if let imageView = view as? UIImageView {
        imageView.image = object(UIImage.self, "UIImage", coder)
      }
      if let control = view as? UIControl {
        control.isEnabled = !coder.decodeBool(forKey: "UIDisabled")
        control.isSelected = coder.decodeBool(forKey: "UISelected")
        control.isHighlighted = coder.decodeBool(forKey: "UIHighlighted")
      }
      if let button = view as? UIButton { decodeButton(button, from: coder) }
    }
  }

  private static func decodeView(_ view: UIView, from coder: NSCoder) {
    view.bounds = coder.decodeCGRect(forKey: "UIBounds")
    view.center = coder.decodeCGPoint(forKey: "UICenter")
    if coder.containsValue(forKey: "SegueTransform") {
      view.transform = coder.decodeCGAffineTransform(forKey: "SegueTransform")
    }
    view.alpha = CGFloat(coder.decodeDouble(forKey: "UIAlpha"))
    view.isHidden = coder.decodeBool(forKey: "UIHidden")
    view.isOpaque = coder.decodeBool(forKey: "UIOpaque")
    view.backgroundColor = object(UIColor.self, "UIBackgroundColor", coder)
    if let tint = object(UIColor.self, "UITintColor", coder) { view.tintColor = tint }
    view.clipsToBounds = coder.decodeBool(forKey: "UIClipsToBounds")
    view.contentMode = UIView.ContentMode(rawValue: coder.decodeInteger(forKey: "UIContentMode")) ?? .scaleToFill
    view.tag = coder.decodeInteger(forKey: "UITag")
    view.isUserInteractionEnabled = !coder.decodeBool(forKey: "UIUserInteractionDisabled")
    view.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(coder.decodeInteger(forKey: "UIAutoresizingMask")))
    view.autoresizesSubviews = coder.decodeBool(forKey: "UIAutoresizeSubviews")
    let layer = view.layer
    CATransaction.performWithoutActions {
      layer.cornerRadius = CGFloat(coder.decodeDouble(forKey: "SegueLayerCornerRadius"))
      layer.borderWidth = CGFloat(coder.decodeDouble(forKey: "SegueLayerBorderWidth"))
      layer.borderColor = object(UIColor.self, "SegueLayerBorderColor", coder)?.cgColor
      layer.shadowColor = object(UIColor.self, "SegueLayerShadowColor", coder)?.cgColor
      layer.shadowOpacity = coder.decodeFloat(forKey: "SegueLayerShadowOpacity")
      layer.shadowOffset = coder.decodeCGSize(forKey: "SegueLayerShadowOffset")
      layer.shadowRadius = CGFloat(coder.decodeDouble(forKey: "SegueLayerShadowRadius"))
    }
    let subviews =
      coder.requiresSecureCoding
      ? coder.decodeObject(of: secureClasses(coder), forKey: "UISubviews") as? [UIView]
      : coder.decodeObject(forKey: "UISubviews") as? [UIView]
    for subview in subviews ?? [] { view.addSubview(subview) }
  }

  private static func decodeLabel(_ label: UILabel, from coder: NSCoder) {
    label.text = coder.decodeObject(of: NSString.self, forKey: "UIText") as String?
    if let font = object(UIFont.self, "UIFont", coder) { label.font = font }
    if let color = object(UIColor.self, "UITextColor", coder) { label.textColor = color }
    label.textAlignment = NSTextAlignment(rawValue: coder.decodeInteger(forKey: "UITextAlignment")) ?? .natural
    label.numberOfLines = coder.decodeInteger(forKey: "UINumberOfLines")
    label.lineBreakMode = NSLineBreakMode(rawValue: coder.decodeInteger(forKey: "UILineBreakMode")) ?? .byTruncatingTail
  }

  private static func decodeButton(_ button: UIButton, from coder: NSCoder) {
    func table(_ key: String) -> [UInt: Any] {
      let decoded =
        coder.requiresSecureCoding
        ? coder.decodeObject(of: secureClasses(coder), forKey: key)
        : coder.decodeObject(forKey: key)
      guard let dictionary = decoded as? [String: Any] else { return [:] }
      return Dictionary(uniqueKeysWithValues: dictionary.compactMap { key, value in UInt(key).map { ($0, value) } })
    }
    for (state, title) in table("SegueButtonTitles") {
      button.setTitle(title as? String, for: UIControl.State(rawValue: state))
    }
    for (state, color) in table("SegueButtonTitleColors") {
      button.setTitleColor(color as? UIColor, for: UIControl.State(rawValue: state))
    }
    for (state, image) in table("SegueButtonImages") {
      button.setImage(image as? UIImage, for: UIControl.State(rawValue: state))
    }
  }

  /// The classes a secure decoder allows for a view's subviews and a button's tables: the
  /// containers, strings and numbers, the values and Segue's archivable views, and the
  /// subviews' own classes as the archive lists them (those that are views).
  private static func secureClasses(_ coder: NSCoder) -> [AnyClass] {
    let names = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "SegueSubviewClasses") as? [String] ?? []
    let named: [AnyClass] = names.compactMap { NSClassFromString($0) }.filter { $0 is UIView.Type }
    return [
      NSArray.self, NSDictionary.self, NSString.self, NSNumber.self, UIColor.self, UIFont.self, UIImage.self,
      UIView.self, UILabel.self, UIImageView.self, UIControl.self, UIButton.self,
    ] + named
  }

  /// An archived object of `type` under `key` (nil when absent or of another type).
  private static func object<T: NSObject & NSCoding>(_ type: T.Type, _ key: String, _ coder: NSCoder) -> T? {
    coder.decodeObject(of: type, forKey: key)
  }

  /// The nearest superclass of `type` (itself included) that is one of Segue's own.
  static func segueBase(of type: AnyClass) -> AnyClass {
    var current: AnyClass? = type
    while let candidate = current {
      if String(reflecting: candidate).hasPrefix("SegueUIKit.") { return candidate }
      current = class_getSuperclassSafely(candidate)
    }
    return type
  }
}

/// Views are `NSCoding` (and `NSSecureCoding`), as in UIKit: `encode(with:)` and
/// `init?(coder:)` run on the main actor, where archiving a view happens.
extension UIView: @preconcurrency NSSecureCoding {}
