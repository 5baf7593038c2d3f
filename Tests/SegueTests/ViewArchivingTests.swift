import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// A view subclass archiving a property of its own, as iOS code does: `encode(with:)` calls
/// super, `init?(coder:)` decodes after `super.init(coder:)`.
final class BadgeCardView: UIView {
  var badgeCount = 0

  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    badgeCount = coder.decodeInteger(forKey: "badgeCount")
  }

  override func encode(with coder: NSCoder) {
    super.encode(with: coder)
    coder.encode(badgeCount, forKey: "badgeCount")
  }
}

/// Copying views through Foundation's `NSKeyedArchiver` (docs/uikit-behaviour-2.md §20.1).
@Suite @MainActor struct ViewArchivingTests {
  /// The hierarchy archived: a card (a subclass with its own property) holding a label, an
  /// image view and a button.
  func makeCard() -> (BadgeCardView, UILabel, UIImageView, UIButton) {
    let card = BadgeCardView(frame: CGRect(x: 20, y: 30, width: 200, height: 150))
    card.badgeCount = 5
    card.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.systemBlue.cgColor
    card.clipsToBounds = true
    card.tag = 42
    card.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 24))
    label.text = "Archived"
    label.font = .boldSystemFont(ofSize: 18)
    label.textColor = .darkGray
    label.textAlignment = .center
    label.numberOfLines = 2
    label.lineBreakMode = .byWordWrapping
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
      UIColor.systemOrange.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      UIColor.white.setFill()
      context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
    }
    let imageView = UIImageView(frame: CGRect(x: 10, y: 44, width: 40, height: 40))
    imageView.image = image
    imageView.contentMode = .scaleAspectFit
    imageView.alpha = 0.8
    imageView.transform = CGAffineTransform(rotationAngle: .pi / 8)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 60, y: 100, width: 120, height: 36)
    button.setTitle("Open", for: .normal)
    button.setTitle("Opening", for: .highlighted)
    button.setTitleColor(.systemRed, for: .normal)
    button.isSelected = true
    card.addSubview(label)
    card.addSubview(imageView)
    card.addSubview(button)
    return (card, label, imageView, button)
  }

  @Test func aHierarchyRoundTripsWithItsPropertiesAndPixels() throws {
    let host = HeadlessHost(size: CGSize(width: 240, height: 200), scale: 2)
    let (card, label, imageView, button) = makeCard()
    host.rootView.addSubview(card)
    host.runUntilIdle()
    let original = host.render()

    let data = try NSKeyedArchiver.archivedData(withRootObject: card, requiringSecureCoding: false)
    let copy = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? BadgeCardView)
    #expect(copy !== card)
    #expect(copy.badgeCount == 5)
    #expect(copy.frame == card.frame && copy.bounds == card.bounds && copy.center == card.center)
    #expect(copy.backgroundColor == card.backgroundColor)
    #expect(copy.layer.cornerRadius == 12 && copy.layer.borderWidth == 2)
    #expect(copy.layer.borderColor == card.layer.borderColor)
    #expect(copy.clipsToBounds && copy.tag == 42 && copy.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(copy.subviews.count == 3)
    let copiedLabel = try #require(copy.subviews[0] as? UILabel)
    #expect(copiedLabel.text == "Archived" && copiedLabel.font == label.font)
    #expect(copiedLabel.textColor == label.textColor && copiedLabel.textAlignment == .center)
    #expect(copiedLabel.numberOfLines == 2 && copiedLabel.lineBreakMode == .byWordWrapping)
    #expect(copiedLabel.frame == label.frame && !copiedLabel.isUserInteractionEnabled)
    let copiedImageView = try #require(copy.subviews[1] as? UIImageView)
    #expect(copiedImageView.contentMode == .scaleAspectFit && copiedImageView.alpha == imageView.alpha)
    #expect(copiedImageView.transform == imageView.transform && copiedImageView.center == imageView.center)
    #expect(copiedImageView.image?.size == CGSize(width: 20, height: 20) && copiedImageView.image?.scale == 2)
    let copiedButton = try #require(copy.subviews[2] as? UIButton)
    #expect(copiedButton.title(for: .normal) == "Open" && copiedButton.title(for: .highlighted) == "Opening")
    // A system colour comes back as a dynamic colour with the same light and dark appearance.
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(
      copiedButton.titleColor(for: .normal)?.resolvedColor(with: light) == UIColor.systemRed.resolvedColor(with: light))
    #expect(
      copiedButton.titleColor(for: .normal)?.resolvedColor(with: dark) == UIColor.systemRed.resolvedColor(with: dark))
    #expect(copiedButton.isSelected && copiedButton.isEnabled && copiedButton.subviews.count == button.subviews.count)

    card.removeFromSuperview()
    host.rootView.addSubview(copy)
    host.runUntilIdle()
    let copied = host.render()
    #expect(differingPixels(original, copied) == 0)
  }

  /// `unarchivedObject(ofClass:from:)` (secure coding) and the older
  /// `archivedData(withRootObject:)`.
  @Test func secureAndOlderFormsRoundTrip() throws {
    let (card, _, _, _) = makeCard()
    let data = NSKeyedArchiver.archivedData(withRootObject: card)
    let copy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIView.self, from: data))
    #expect(copy is BadgeCardView && copy.subviews.count == 3)
    #expect((copy.subviews[0] as? UILabel)?.text == "Archived")
  }

  /// A Segue view Segue does not archive is left out: as a subview the copy lacks it, as the
  /// root unarchiving throws Foundation's "data isn't in the correct format" error.
  @Test func anUnarchivableViewIsLeftOut() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.addSubview(UISwitch())
    view.addSubview(UILabel())
    let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false)
    let copy = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UIView)
    #expect(copy.subviews.count == 1 && copy.subviews.first is UILabel)
    let root = try NSKeyedArchiver.archivedData(withRootObject: UISwitch(), requiringSecureCoding: false)
    #expect {
      _ = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(root)
    } throws: { error in
      (error as NSError).code == CocoaError.coderReadCorrupt.rawValue
    }
  }

  private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return -1 }
    var count = 0
    for row in 0..<a.height {
      let left = a.baseAddress.advanced(by: row * a.stride).assumingMemoryBound(to: UInt32.self)
      let right = b.baseAddress.advanced(by: row * b.stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<a.width where left[column] != right[column] { count += 1 }
    }
    return count
  }
}
