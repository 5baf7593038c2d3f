import Foundation
import Testing

@testable import SegueAnimation

/// A design-oriented initializer written as iOS code writes one: a convenience initializer in an
/// extension, which needs `UISpringTimingParameters` to be a class (docs/uikit-behaviour-2.md §21.4).
extension UISpringTimingParameters {
  fileprivate convenience init(damping ratio: CGFloat, response: CGFloat) {
    let stiffness = pow(2 * .pi / response, 2)
    let damping = 4 * .pi * ratio / response
    self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: .zero)
  }
}

@Suite struct SpringTimingParametersClassTests {
  @Test func aConvenienceInitializerInAnExtensionMakesThePhysicalSpring() {
    let spring = UISpringTimingParameters(damping: 0.5, response: 1)
    let stiffness = 4 * Double.pi * Double.pi
    #expect(spring.parameters?.mass == 1)
    #expect(spring.parameters?.stiffness == stiffness)
    #expect(spring.parameters?.damping == 2 * Double.pi)
    // ζ = c / (2√(mk)) = 2π / (2 · 2π) = 0.5.
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    #expect(spring.hasImplicitDuration)
  }

  @Test func itIsAnObjectEqualToAnotherWithTheSameParameters() {
    let first = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
    let second = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
    let other = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2))
    #expect((first as AnyObject) is NSObject)
    #expect(first !== second)
    #expect(first == second)
    #expect(first.hash == second.hash)
    #expect(first != other)
    #expect(first.springTimingParameters === first)
  }
}
