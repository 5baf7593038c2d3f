import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// Frames rendered through the whole pipeline (views → commit → cache → compositor),
/// compared with goldens beside this file (±2 per channel, no differing pixel allowed).
@Suite @MainActor struct RenderedFrameTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  /// A 4-quadrant test image: recognisable orientation (red top-left, green top-right,
  /// blue bottom-left, yellow bottom-right), 40 × 40 pixels at scale 2.
  static func quadrantImage() -> UIImage {
    let bitmap = Bitmap(width: 40, height: 40, scale: 2)
    for y in 0..<40 {
      for x in 0..<40 {
        bitmap[x, y] =
          switch (x < 20, y < 20) {
          case (true, true): 0xFFFF_3B30
          case (false, true): 0xFF34_C759
          case (true, false): 0xFF00_7AFF
          case (false, false): 0xFFFF_CC00
          }
      }
    }
    return UIImage(bitmap: bitmap, scale: 2)
  }

  func verify(_ host: HeadlessHost, _ name: String) throws {
    try GoldenImage.verify(host.render(), named: name, in: Self.goldens)
  }

  func smallHost() -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: 120, height: 120), scale: 2)
    host.rootView.backgroundColor = .systemGray6
    return host
  }

  @Test func rotatedAndFadedView() throws {
    let host = smallHost()
    let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    back.backgroundColor = .systemBlue
    let front = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
    front.backgroundColor = .systemOrange
    front.transform = CGAffineTransform(rotationAngle: 0.5)
    front.alpha = 0.6
    host.rootView.addSubview(back)
    host.rootView.addSubview(front)
    try verify(host, "rotated-faded")
  }

  @Test func perspectiveFlippedLayer() throws {
    let host = smallHost()
    let card = UIImageView(image: Self.quadrantImage())
    card.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
    var transform = CATransform3DIdentity
    transform.m34 = -1 / 500
    card.layer.transform = CATransform3DRotate(transform, .pi / 3, 0, 1, 0)
    host.rootView.addSubview(card)
    try verify(host, "perspective-flip-60")
  }

  @Test func groupOpacityComposesAsOneImage() throws {
    let host = smallHost()
    let group = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    group.alpha = 0.5
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 70, height: 70))
    a.backgroundColor = .systemRed
    let b = UIView(frame: CGRect(x: 30, y: 30, width: 70, height: 70))
    b.backgroundColor = .systemRed
    group.addSubview(a)
    group.addSubview(b)
    host.rootView.addSubview(group)
    let frame = host.render()
    // The overlap is no darker than either square alone: one image faded as a whole.
    #expect(frame[100, 100] == frame[30, 30])
    try GoldenImage.verify(frame, named: "group-opacity", in: Self.goldens)
  }

  @Test func roundedClippingAndShadow() throws {
    let host = smallHost()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    let stripe = UIView(frame: CGRect(x: -20, y: 30, width: 120, height: 20))
    stripe.backgroundColor = .systemPurple
    card.addSubview(stripe)
    let shadowed = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
    shadowed.layer.cornerRadius = 16
    shadowed.layer.shadowOpacity = 0.4
    shadowed.layer.shadowRadius = 6
    shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
    shadowed.backgroundColor = .white
    host.rootView.addSubview(shadowed)
    host.rootView.addSubview(card)
    try verify(host, "rounded-clip-shadow")
  }

  @Test func labelAndImageContentModes() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 2)
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 24))
    label.text = "Segue — transitions"
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    host.rootView.addSubview(label)
    let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
    for (index, mode) in modes.enumerated() {
      let imageView = UIImageView(image: Self.quadrantImage())
      imageView.frame = CGRect(x: 10 + CGFloat(index) * 46, y: 45, width: 40, height: 30)
      imageView.contentMode = mode
      imageView.clipsToBounds = true
      imageView.backgroundColor = .systemGray4
      host.rootView.addSubview(imageView)
    }
    try verify(host, "label-and-content-modes")
  }

  @Test func midAnimationFrames() throws {
    let host = smallHost()
    let mover = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
    mover.backgroundColor = .systemBlue
    let spring = UIView(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
    spring.backgroundColor = .systemGreen
    let fader = UIView(frame: CGRect(x: 0, y: 90, width: 20, height: 20))
    fader.backgroundColor = .systemRed
    [mover, spring, fader].forEach(host.rootView.addSubview)
    UIView.animate(withDuration: 1) { mover.center.x = 110 }
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 6, options: [],
      animations: { spring.center.x = 90 })
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { fader.center.x = 100 }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { fader.alpha = 0.2 }
    }
    host.advance(by: 0.122)
    try verify(host, "mid-animation-0.122s")
    host.advance(by: 0.378)
    try verify(host, "mid-animation-0.5s")
  }

  @Test func crossDissolveAndFlipTransitions() throws {
    let host = smallHost()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
    card.backgroundColor = .systemBlue
    host.rootView.addSubview(card)
    var finished: Bool?
    UIView.transition(
      with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: { card.backgroundColor = .systemYellow }, completion: { finished = $0 })
    host.advance(by: 0.5)
    try verify(host, "cross-dissolve-half")
    host.advance(by: 0.6)
    #expect(finished == true)
    #expect(card.layer.sublayers == nil)
    UIView.transition(
      with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
      animations: { card.backgroundColor = .systemPink })
    host.advance(by: 0.3)
    try verify(host, "flip-from-left-0.3")
    host.advance(by: 0.4)
    try verify(host, "flip-from-left-0.7")
  }

  @Test func renderingTwiceIsByteIdenticalAndCachesContent() throws {
    let host = smallHost()
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    label.text = "Cached"
    host.rootView.addSubview(label)
    let first = host.render()
    let count = host.renderer.contentCache.rasterizationCount
    UIView.animate(withDuration: 1) {
      label.center.y = 80
      label.alpha = 0.5
      label.transform = CGAffineTransform(rotationAngle: 0.3)
    }
    for _ in 0..<10 {
      host.advance(by: 1.0 / 60)
      _ = host.render()
    }
    #expect(host.renderer.contentCache.rasterizationCount == count)
    host.advance(by: 2)
    label.transform = .identity
    label.alpha = 1
    label.center.y = 25
    #expect(try PNGCodec.encode(host.render()) == PNGCodec.encode(first))
  }
}

@Suite @MainActor struct UIImageLoadingTests {
  /// A folder holding `pic@2x.png` and an asset catalog `Art.xcassets/badge.imageset` with a
  /// 1x and a 2x file (copies of the demo photo, 600 × 400 px).
  static func resourceFolder() throws -> String {
    let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Assets/Images/mountains@2x.png")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-images-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Art.xcassets/badge.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: photo, to: folder.appendingPathComponent("pic@2x.png"))
    try FileManager.default.copyItem(at: photo, to: set.appendingPathComponent("badge-small.png"))
    try FileManager.default.copyItem(at: photo, to: set.appendingPathComponent("badge-large.png"))
    let contents =
      #"{"images":[{"filename":"badge-small.png","idiom":"universal","scale":"1x"},{"filename":"badge-large.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    return folder.path
  }

  @Test func namedImagesComeFromTheSearchPathsFilesAndAssetCatalogs() throws {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)  // the screen's scale is 2
    defer { withExtendedLifetime(host) {} }
    let folder = try Self.resourceFolder()
    let saved = UIImage.searchPaths
    UIImage.searchPaths.append(folder)
    defer { UIImage.searchPaths = saved }
    let image = try #require(UIImage(named: "pic"))
    #expect(image.size == CGSize(width: 300, height: 200))
    #expect(image.scale == 2)
    // The catalog's 2x entry at the screen's scale 2: 600 × 400 px are 300 × 200 pt.
    let badge = try #require(UIImage(named: "badge"))
    #expect(badge.scale == 2 && badge.size == CGSize(width: 300, height: 200))
    #expect(UIImage(named: "no-such-image") == nil)
  }

  /// Xcode's object literals compile and make UIKit's types: `#imageLiteral` is the image
  /// `UIImage(named:)` finds (an empty one when there is none), `#colorLiteral` a UIColor.
  @Test func objectLiteralsMakeImagesAndColors() throws {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
    defer { withExtendedLifetime(host) {} }
    let folder = try Self.resourceFolder()
    let saved = UIImage.searchPaths
    UIImage.searchPaths.append(folder)
    defer { UIImage.searchPaths = saved }
    let image = #imageLiteral(resourceName: "pic")
    #expect(image.size == CGSize(width: 300, height: 200) && image.scale == 2)
    let typed: UIImage = #imageLiteral(resourceName: "badge")
    #expect(typed.size == CGSize(width: 300, height: 200))
    let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(color == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
  }

  @Test func segueOwnResourceBundlesAreNotAnAppsResources() {
    // The test runner's folder holds Segue_SegueAssets.resources (the demo photos); an app's
    // UIImage(named:) never looks there.
    #expect(!UIImage.bundleDirectories.isEmpty)
    #expect(
      UIImage.bundleDirectories.allSatisfy { !URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("Segue_Segue") })
  }

  @Test func missingAndCorruptFilesNameThePath() throws {
    #expect(UIImage(contentsOfFile: "/nonexistent/photo.png") == nil)
    do {
      _ = try UIImage.load(contentsOfFile: "/nonexistent/photo.png")
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("/nonexistent/photo.png"))
    }
    let corrupt = FileManager.default.temporaryDirectory.appendingPathComponent("segue-corrupt.png").path
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: corrupt))
    do {
      _ = try UIImage.load(contentsOfFile: corrupt)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains(corrupt))
    }
  }
}
