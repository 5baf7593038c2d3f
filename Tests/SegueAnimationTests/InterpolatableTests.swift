import Foundation
import Testing

@testable import SegueAnimation

@Suite struct InterpolatableTests {
  @Test func endpointsAreExact() {
    let a = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
    let b = CGRect(x: 10.3, y: -4.1, width: 99.9, height: 0.1)
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }

  @Test func pointsBlendAndExtrapolate() {
    let a = CGPoint(x: 0, y: 100)
    let b = CGPoint(x: 200, y: 300)
    #expect(a.interpolated(to: b, fraction: 0.25) == CGPoint(x: 50, y: 150))
    #expect(a.interpolated(to: b, fraction: 1.5) == CGPoint(x: 300, y: 400))
  }

  @Test func rectDeltasKeepNegativeSizes() {
    let delta = CGRect(x: 0, y: 0, width: 10, height: 10) - CGRect(x: 5, y: 5, width: 40, height: 20)
    #expect(delta.size == CGSize(width: -30, height: -10))
    #expect(delta.origin == CGPoint(x: -5, y: -5))
  }

  @Test func distanceIsEuclidean() {
    #expect(CGPoint(x: 1, y: 1).distance(to: CGPoint(x: 4, y: 5)) == 5)
  }
}
