import Testing

@testable import SegueAnimation

@Suite struct CAAnimationCalculationModeTests {
  @Test func rawValuesAreCoreAnimationConstants() {
    #expect(CAAnimationCalculationMode.linear.rawValue == "linear")
    #expect(CAAnimationCalculationMode.discrete.rawValue == "discrete")
    #expect(CAAnimationCalculationMode.paced.rawValue == "paced")
    #expect(CAAnimationCalculationMode.cubic.rawValue == "cubic")
    #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
    #expect(CAAnimationCalculationMode(rawValue: "cubic") == .cubic)
  }

  @Test func onlyPacedModesArePaced() {
    #expect(CAAnimationCalculationMode.paced.isPaced)
    #expect(CAAnimationCalculationMode.cubicPaced.isPaced)
    #expect(!CAAnimationCalculationMode.linear.isPaced)
    #expect(!CAAnimationCalculationMode.discrete.isPaced)
    #expect(!CAAnimationCalculationMode.cubic.isPaced)
  }

  @Test func uikitOptionBitsDecodeAsUIKitDoes() {
    let expected: [(UInt, CAAnimationCalculationMode)] = [
      (0 << 10, .linear), (1 << 10, .discrete), (2 << 10, .paced), (3 << 10, .cubic),
      (4 << 10, .cubicPaced), (5 << 10, .linear), (6 << 10, .linear), (7 << 10, .linear),
    ]
    for (bits, mode) in expected {
      #expect(CAAnimationCalculationMode(keyframeAnimationOptionsRawValue: bits) == mode)
    }
  }

  @Test func otherOptionBitsAreIgnored() {
    // curveLinear (3 << 16), repeat (1 << 3), autoreverse (1 << 4), bit 13 just above the field.
    let noise: UInt = 3 << 16 | 1 << 3 | 1 << 4 | 1 << 13 | 1 << 9
    #expect(UIViewKeyframeCalculationMode(keyframeAnimationOptionsRawValue: noise) == .linear)
    #expect(
      UIViewKeyframeCalculationMode(keyframeAnimationOptionsRawValue: noise | 3 << 10) == .cubic)
  }

  @Test func optionBitsMatchUIKitConstants() {
    #expect(UIViewKeyframeCalculationMode.linear.optionBits == 0)
    #expect(UIViewKeyframeCalculationMode.discrete.optionBits == 1024)
    #expect(UIViewKeyframeCalculationMode.paced.optionBits == 2048)
    #expect(UIViewKeyframeCalculationMode.cubic.optionBits == 3072)
    #expect(UIViewKeyframeCalculationMode.cubicPaced.optionBits == 4096)
    for mode in UIViewKeyframeCalculationMode.allCases {
      #expect(
        UIViewKeyframeCalculationMode(keyframeAnimationOptionsRawValue: mode.optionBits) == mode)
      #expect(mode.calculationMode.rawValue == "\(mode)")
    }
  }
}
