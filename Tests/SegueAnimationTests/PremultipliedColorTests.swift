import Foundation
import Testing

@testable import SegueAnimation

@Suite struct PremultipliedColorTests {
  @Test func straightInitializerPremultiplies() {
    let c = PremultipliedColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
    #expect(c == PremultipliedColor(premultipliedRed: 0.5, green: 0.25, blue: 0.125, alpha: 0.5))
    #expect(c.straightRed == 1 && c.straightGreen == 0.5 && c.straightBlue == 0.25)
    #expect(
      PremultipliedColor(red: 0.2, green: 0.4, blue: 0.6)
        == .init(premultipliedRed: 0.2, green: 0.4, blue: 0.6, alpha: 1))
  }

  @Test func straightComponentsOfTransparentAreZero() {
    let transparent = PremultipliedColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0)
    #expect(transparent == .clear)
    #expect(
      transparent.straightRed == 0 && transparent.straightGreen == 0
        && transparent.straightBlue == 0)
  }

  @Test func constants() {
    #expect(PremultipliedColor.clear == .init(premultipliedRed: 0, green: 0, blue: 0, alpha: 0))
    #expect(PremultipliedColor.black == .init(premultipliedRed: 0, green: 0, blue: 0, alpha: 1))
    #expect(PremultipliedColor.white == .init(premultipliedRed: 1, green: 1, blue: 1, alpha: 1))
    #expect(PremultipliedColor.zero == .clear)
  }

  @Test func clearToRedNeverPassesThroughGrey() {
    let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
    let half = PremultipliedColor.clear.interpolated(to: red, fraction: 0.5)
    #expect(half == PremultipliedColor(premultipliedRed: 0.5, green: 0, blue: 0, alpha: 0.5))
    // Straight: still pure red, only half transparent.
    #expect(half.straightRed == 1 && half.straightGreen == 0 && half.straightBlue == 0)
    for step in 1..<10 {
      let c = PremultipliedColor.clear.interpolated(to: red, fraction: Double(step) / 10)
      #expect(abs(c.straightRed - 1) < 1e-15 && c.straightGreen == 0 && c.straightBlue == 0)
    }
  }

  @Test func translucentBlendIsComponentWiseInPremultipliedSpace() {
    let a = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 0.5)  // (0, 0, 0.5, 0.5)
    let b = PremultipliedColor(red: 1, green: 1, blue: 0, alpha: 1)
    let quarter = a.interpolated(to: b, fraction: 0.25)
    #expect(
      quarter == PremultipliedColor(premultipliedRed: 0.25, green: 0.25, blue: 0.375, alpha: 0.625))
  }

  @Test func endpointsExactAndExtrapolation() {
    let a = PremultipliedColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.3)
    let b = PremultipliedColor(red: 0.9, green: 0.2, blue: 0.6, alpha: 0.9)
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
    let over = PremultipliedColor.clear.interpolated(to: .white, fraction: 1.25)
    #expect(
      over == PremultipliedColor(premultipliedRed: 1.25, green: 1.25, blue: 1.25, alpha: 1.25))
    #expect(over.clamped() == .white)
    let under = PremultipliedColor.clear.interpolated(to: .white, fraction: -0.5)
    #expect(under.clamped() == .clear)
    let invalid = PremultipliedColor(premultipliedRed: 0.8, green: 0.1, blue: -0.2, alpha: 0.5)
    #expect(
      invalid.clamped()
        == PremultipliedColor(premultipliedRed: 0.5, green: 0.1, blue: 0, alpha: 0.5))
  }

  @Test func vectorArithmetic() {
    let a = PremultipliedColor(premultipliedRed: 0.5, green: 0.25, blue: 0, alpha: 0.5)
    let b = PremultipliedColor(premultipliedRed: 0.25, green: 0.25, blue: 0.5, alpha: 1)
    #expect(a + b == PremultipliedColor(premultipliedRed: 0.75, green: 0.5, blue: 0.5, alpha: 1.5))
    #expect(a - b == PremultipliedColor(premultipliedRed: 0.25, green: 0, blue: -0.5, alpha: -0.5))
    #expect(
      a.scaled(by: 2) == PremultipliedColor(premultipliedRed: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(a.magnitudeSquared == 0.25 + 0.0625 + 0.25)
    #expect(PremultipliedColor.black.distance(to: .white) == 3.0.squareRoot())
  }
}
