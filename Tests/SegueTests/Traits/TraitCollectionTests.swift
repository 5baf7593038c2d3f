import Foundation
import Testing

@testable import SegueUIKit

/// `UITraitCollection` values: construction, merging, equality, `current`, colour appearance.
@Suite @MainActor struct TraitCollectionTests {
  struct ThemeTrait: UITraitDefinition {
    static let defaultValue = 0
    static let affectsColorAppearance = true
  }

  @Test func unspecifiedTraitsHaveTheirDefaults() {
    let empty = UITraitCollection()
    #expect(empty.userInterfaceStyle == .unspecified)
    #expect(empty.displayScale == CGFloat(0))
    #expect(empty.horizontalSizeClass == .unspecified)
    #expect(empty.preferredContentSizeCategory == .unspecified)
    #expect(empty[ThemeTrait.self] == 0)
  }

  @Test func laterCollectionsWinForTheTraitsTheySpecify() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
      UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .unspecified),
    ])
    #expect(merged.userInterfaceStyle == .light)
    #expect(merged.displayScale == CGFloat(2))
    #expect(
      merged
        == UITraitCollection {
          $0.userInterfaceStyle = .light
          $0.displayScale = 2
        })
    #expect(merged != UITraitCollection(userInterfaceStyle: .light))
    #expect(merged.containsTraits(in: UITraitCollection(displayScale: 2)))
    #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
  }

  @Test func modifyingTraitsAndCustomTraits() {
    let base = UITraitCollection(userInterfaceStyle: .dark)
    let themed = base.modifyingTraits { $0[ThemeTrait.self] = 2 }
    #expect(themed[ThemeTrait.self] == 2)
    #expect(themed.userInterfaceStyle == .dark)
    #expect(base[ThemeTrait.self] == 0)
    #expect(themed.hasDifferentColorAppearance(comparedTo: base))
    let sized = base.modifyingTraits { $0.preferredContentSizeCategory = .small }
    #expect(!sized.hasDifferentColorAppearance(comparedTo: base))
    #expect(base.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
  }

  @Test func performAsCurrentSetsAndRestoresCurrent() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let before = UITraitCollection.current
    dark.performAsCurrent {
      #expect(UITraitCollection.current === dark)
      #expect(UIColor.label.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
    #expect(UITraitCollection.current == before)
  }

  @Test func contentSizeCategoriesAreOrdered() {
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
  }
}
