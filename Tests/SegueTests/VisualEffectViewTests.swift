import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UIVisualEffectView` with `UIBlurEffect` (docs/uikit-behaviour-drawing.md §12): every
/// style over a known pattern, the effect animated from nil and scrubbed, traits, and the
/// content view.
@Suite @MainActor struct VisualEffectViewTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  static let allStyles: [UIBlurEffect.Style] = [
    .extraLight, .light, .dark, .regular, .prominent,
    .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial,
    .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
    .systemChromeMaterialLight,
    .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
    .systemChromeMaterialDark,
  ]

  /// Vertical stripes 10 pt wide in six colours with black bars across every 30 pt: what
  /// the effect views blur.
  static func addPattern(to root: UIView, size: CGSize) {
    let colors: [UIColor] = [
      UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1), UIColor(red: 1, green: 0.85, blue: 0, alpha: 1),
      UIColor(red: 0.1, green: 0.75, blue: 0.3, alpha: 1), UIColor(red: 0.1, green: 0.4, blue: 1, alpha: 1),
      .black, .white,
    ]
    for column in 0..<Int(size.width / 10) {
      let stripe = UIView(frame: CGRect(x: CGFloat(column) * 10, y: 0, width: 10, height: size.height))
      stripe.backgroundColor = colors[column % colors.count]
      root.addSubview(stripe)
    }
    for row in 0..<Int(size.height / 30) {
      let bar = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 30 + 13, width: size.width, height: 4))
      bar.backgroundColor = .black
      root.addSubview(bar)
    }
  }

  /// The 20 styles in a 5 × 4 grid of 62 × 52 pt effect views over the pattern, scale 2.
  func renderAllStyles(_ appearance: UIUserInterfaceStyle) -> Bitmap {
    let size = CGSize(width: 350, height: 240)
    let host = HeadlessHost(size: size, scale: 2)
    host.settings.userInterfaceStyle = appearance
    Self.addPattern(to: host.rootView, size: size)
    for (index, style) in Self.allStyles.enumerated() {
      let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
      view.frame = CGRect(x: CGFloat(index % 5) * 70 + 4, y: CGFloat(index / 5) * 60 + 4, width: 62, height: 52)
      host.rootView.addSubview(view)
    }
    host.step()
    let bitmap = host.render()
    withExtendedLifetime(host) {}
    return bitmap
  }

  @Test func everyStyleOverAPatternLight() throws {
    try GoldenImage.verify(renderAllStyles(.light), named: "blur-styles-light", in: Self.goldens)
  }

  /// Only the un-suffixed materials, `.regular` and `.prominent` change in dark mode.
  @Test func everyStyleOverAPatternDark() throws {
    let dark = renderAllStyles(.dark)
    try GoldenImage.verify(dark, named: "blur-styles-dark", in: Self.goldens)
    let light = renderAllStyles(.light)
    // Centre pixels of each cell: the adaptive styles differ. So does the third row (the
    // Light variants): its blur reads 3σ = 60 pt around it, which takes in the adaptive row
    // composited above it, as a backdrop on iOS sees the effect views behind it. The other
    // fixed styles agree, within one level: the fourth row's reads reach the third row's
    // edge, which adds a fraction of a level that can round either way.
    for (index, style) in Self.allStyles.enumerated() {
      let x = (index % 5) * 140 + 70
      let y = (index / 5) * 120 + 60
      let adaptive = [.regular, .prominent].contains(style) || (6...10).contains(style.rawValue)
      if adaptive || index / 5 == 2 {
        #expect(light[x, y] != dark[x, y], "\(style)")
      } else {
        let lightPixel = light[x, y]
        let darkPixel = dark[x, y]
        let difference = (0..<4).map { (channel: Int) -> Int in
          let shift = UInt32(8 * channel)
          return abs(Int((lightPixel >> shift) & 0xff) - Int((darkPixel >> shift) & 0xff))
        }
        #expect(difference.max()! <= 1, "\(style)")
      }
    }
  }

  @Test func materialsHaveTheTableValues() {
    let light = BlurMaterial(style: .light, userInterfaceStyle: .light)
    #expect(light.blurRadius == 30 && light.saturation == 1.8 && light.tintWhite == 1 && light.tintAlpha == 0.3)
    let extraLight = BlurMaterial(style: .extraLight, userInterfaceStyle: .dark)
    #expect(extraLight.blurRadius == 20 && extraLight.tintWhite == 0.97 && extraLight.tintAlpha == 0.82)
    let dark = BlurMaterial(style: .dark, userInterfaceStyle: .light)
    #expect(dark.blurRadius == 20 && dark.tintWhite == 0.11 && dark.tintAlpha == 0.73)
    #expect(
      BlurMaterial(style: .systemMaterial, userInterfaceStyle: .dark)
        == BlurMaterial(style: .systemMaterialDark, userInterfaceStyle: .light))
    #expect(
      BlurMaterial(style: .systemMaterial, userInterfaceStyle: .unspecified)
        == BlurMaterial(style: .systemMaterialLight, userInterfaceStyle: .dark))
    let material = BlurMaterial(style: .systemMaterialLight, userInterfaceStyle: .light)
    #expect(material.blurRadius == 20 && material.tintWhite == 1 && material.tintAlpha == 0.72)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
  }

  /// Set inside `UIView.animate` from nil, the blur radius, saturation and tint alpha ramp
  /// up together: halfway through a linear second they are half the material's.
  @Test func effectAnimatesFromNil() throws {
    let size = CGSize(width: 200, height: 140)
    let host = HeadlessHost(size: size, scale: 2)
    Self.addPattern(to: host.rootView, size: size)
    let view = UIVisualEffectView(effect: nil)
    view.frame = CGRect(x: 20, y: 20, width: 160, height: 100)
    host.rootView.addSubview(view)
    host.step()
    #expect(view.effect == nil)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.effect = UIBlurEffect(style: .systemMaterialLight)
    }
    host.advance(by: 0.5)
    let filter = try #require((view.layer.presentation() as? VisualEffectLayer)?.filter)
    #expect(abs(filter.blurRadius - 10) < 1e-6)
    #expect(abs(filter.saturation - 1.4) < 1e-6)
    #expect(abs(filter.tint[3] - 0.36) < 1e-6)
    #expect(abs(filter.tint[0] - 0.36) < 1e-6)
    // The model value is the whole material at once.
    #expect(
      (view.layer as? VisualEffectLayer)?.filter
        == UIBlurEffect(style: .systemMaterialLight).backdropFilter(with: view.traitCollection))
    try GoldenImage.verify(host.render(), named: "blur-from-nil-half", in: Self.goldens)
    host.advance(by: 0.6)
    let end = try #require((view.layer.presentation() as? VisualEffectLayer)?.filter)
    #expect(end.blurRadius == 20)
    withExtendedLifetime(host) {}
  }

  /// A paused property animator scrubs the effect (an interactive transition's blur).
  @Test func propertyAnimatorScrubsTheEffect() throws {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
    let view = UIVisualEffectView(effect: nil)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    host.rootView.addSubview(view)
    host.step()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.effect = UIBlurEffect(style: .dark)
    }
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    host.step()
    let filter = try #require((view.layer.presentation() as? VisualEffectLayer)?.filter)
    #expect(abs(filter.blurRadius - 5) < 1e-6)
    #expect(abs(filter.tint[3] - 0.73 * 0.25) < 1e-6)
    animator.fractionComplete = 0.75
    host.step()
    let later = try #require((view.layer.presentation() as? VisualEffectLayer)?.filter)
    #expect(abs(later.blurRadius - 15) < 1e-6)
    animator.stopAnimation(true)
    withExtendedLifetime(host) {}
  }

  /// An adaptive material follows the appearance: dark mode switches it without animation.
  @Test func adaptiveMaterialFollowsTheAppearance() {
    let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    host.rootView.addSubview(view)
    host.step()
    let layer = view.layer as? VisualEffectLayer
    #expect(layer?.filter == BlurMaterial(style: .systemThinMaterialLight, userInterfaceStyle: .light).filter)
    host.settings.userInterfaceStyle = .dark
    host.step()
    #expect(layer?.filter == BlurMaterial(style: .systemThinMaterialDark, userInterfaceStyle: .dark).filter)
    #expect(layer?.animationKeys() ?? [] == [])
    withExtendedLifetime(host) {}
  }

  /// Subviews go in the content view, which fills the effect view, above the blur.
  @Test func contentViewFillsTheEffectView() {
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    view.frame = CGRect(x: 10, y: 10, width: 120, height: 80)
    view.layoutIfNeeded()
    #expect(view.subviews.count == 1 && view.subviews.first === view.contentView)
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    let label = UILabel()
    view.contentView.addSubview(label)
    #expect(label.superview === view.contentView)
    view.effect = nil
    #expect((view.layer as? VisualEffectLayer)?.filter == VisualEffectFilter.none)
    let copy = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(copy.effect == nil && copy.frame.width == 5)
  }

  /// A subview added to the effect view itself is reported (UIKit raises) and goes into
  /// `contentView`.
  @Test func aSubviewAddedDirectlyIsReportedAndGoesIntoTheContentView() {
    var warnings: [String] = []
    let previousSink = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previousSink }
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    let label = UILabel()
    view.addSubview(label)
    #expect(label.superview === view.contentView)
    #expect(view.subviews.count == 1 && view.subviews.first === view.contentView)
    #expect(
      warnings == [
        "Segue warning: UIVisualEffectView does not take subviews directly (UILabel was added); add them to its contentView instead: effectView.contentView.addSubview(view). Segue added it to contentView (UIKit raises)."
      ])
  }

  /// Vibrancy (§12.4): the content view's content is drawn in the style's system colour for
  /// the appearance, through the content's own alpha; what the content leaves transparent
  /// shows what lies behind.
  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func vibrancyDrawsContentInTheStylesColourThroughItsAlpha(_ appearance: UIUserInterfaceStyle) {
    let host = HeadlessHost(size: CGSize(width: 120, height: 60), scale: 1)
    host.settings.userInterfaceStyle = appearance
    host.rootView.backgroundColor = .white
    let blur = UIBlurEffect(style: .systemMaterial)
    var views: [UIVisualEffectView] = []
    for (index, style) in [UIVibrancyEffectStyle.label, .secondaryLabel].enumerated() {
      let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
      view.frame = CGRect(x: CGFloat(index) * 60, y: 0, width: 60, height: 60)
      // A red square, and a half-transparent green one: their colours do not show.
      let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      let faint = UIView(frame: CGRect(x: 30, y: 30, width: 20, height: 20))
      faint.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
      view.contentView.addSubview(square)
      view.contentView.addSubview(faint)
      host.rootView.addSubview(view)
      views.append(view)
    }
    let frame = host.render()
    let traits = views[0].traitCollection
    /// `color` at `coverage` OVER white, as 8-bit channels.
    func over(_ color: UIColor, coverage: Double) -> UInt32 {
      let c = color.resolvedColor(with: traits).cgColor
      let a = Double(c.alpha) * coverage
      func channel(_ v: CGFloat) -> UInt32 { UInt32((Double(v) * a + (1 - a)) * 255 + 0.5) }
      return 0xFF00_0000 | channel(c.red) << 16 | channel(c.green) << 8 | channel(c.blue)
    }
    func close(_ a: UInt32, _ b: UInt32) -> Bool {
      (0..<3).allSatisfy { shift in
        abs(Int((a >> (8 * UInt32(shift))) & 0xFF) - Int((b >> (8 * UInt32(shift))) & 0xFF)) <= 2
      }
    }
    #expect(close(frame[20, 20], over(.label, coverage: 1)), "\(String(frame[20, 20], radix: 16))")
    #expect(close(frame[40, 40], over(.label, coverage: 0.5)), "\(String(frame[40, 40], radix: 16))")
    #expect(close(frame[80, 20], over(.secondaryLabel, coverage: 1)), "\(String(frame[80, 20], radix: 16))")
    #expect(frame[5, 50] == 0xFFFF_FFFF)  // no content there: the white behind
    // No effect: the content's own colours again.
    views[0].effect = nil
    let plain = host.render()
    #expect(plain[20, 20] == 0xFFFF_0000)
    withExtendedLifetime(host) {}
  }
}
