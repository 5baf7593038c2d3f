import Foundation
import Testing

@testable import SegueUIKit

/// Dynamic Type: text-style fonts at each content size category, and labels that follow the
/// host's text size (docs/uikit-behaviour-2.md §7.2).
@Suite @MainActor struct DynamicTypeTests {
  @Test func textStylesScaleWithTheCategory() {
    func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
      UIFont.preferredFont(
        forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
      )
      .pointSize
    }
    #expect(size(.body, .extraSmall) == CGFloat(14))
    #expect(size(.body, .large) == CGFloat(17))
    #expect(size(.body, .extraExtraExtraLarge) == CGFloat(23))
    #expect(size(.body, .accessibilityExtraExtraExtraLarge) == CGFloat(53))
    #expect(size(.caption2, .medium) == CGFloat(11))
    #expect(size(.largeTitle, .extraLarge) == CGFloat(36))
    #expect(size(.footnote, .unspecified) == CGFloat(13))
    let headline = UIFont.preferredFont(
      forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small))
    #expect(headline.pointSize == CGFloat(15))
    #expect(headline.weight == .semibold)
  }

  @Test func anAdjustingLabelFollowsTheHostsTextSize() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let controller = UIViewController()
    let adjusting = UILabel()
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    controller.view.addSubview(adjusting)
    controller.view.addSubview(fixed)
    host.show(controller)
    host.step()
    #expect(adjusting.font.pointSize == CGFloat(17))
    host.settings.preferredContentSizeCategory = .extraLarge
    host.step()
    #expect(adjusting.font.pointSize == CGFloat(19))
    #expect(fixed.font.pointSize == CGFloat(17))
    host.settings.preferredContentSizeCategory = .accessibilityMedium
    host.step()
    #expect(adjusting.font.pointSize == CGFloat(28))
    // Inside an update, preferredFont(forTextStyle:) reads the current traits.
    var sizeInLayout: CGFloat = 0
    adjusting.traitCollection.performAsCurrent { sizeInLayout = UIFont.preferredFont(forTextStyle: .body).pointSize }
    #expect(sizeInLayout == CGFloat(28))
    withExtendedLifetime(host) {}
  }
}
