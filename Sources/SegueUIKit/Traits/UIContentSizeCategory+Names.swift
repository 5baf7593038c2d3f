extension UIContentSizeCategory {
  /// The categories from smallest to largest, named as in Swift (`large`,
  /// `accessibilityExtraLarge`) for command lines, with the label Settings ▸ Accessibility ▸
  /// Display & Text Size shows under its slider (our wording of its steps).
  package static let named: [(name: String, category: UIContentSizeCategory, label: String)] = [
    ("extraSmall", .extraSmall, "Extra Small"), ("small", .small, "Small"), ("medium", .medium, "Medium"),
    ("large", .large, "Large (default)"), ("extraLarge", .extraLarge, "Extra Large"),
    ("extraExtraLarge", .extraExtraLarge, "Extra Extra Large"),
    ("extraExtraExtraLarge", .extraExtraExtraLarge, "Extra Extra Extra Large"),
    ("accessibilityMedium", .accessibilityMedium, "Accessibility Medium"),
    ("accessibilityLarge", .accessibilityLarge, "Accessibility Large"),
    ("accessibilityExtraLarge", .accessibilityExtraLarge, "Accessibility Extra Large"),
    ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge, "Accessibility Extra Extra Large"),
    ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge, "Accessibility Extra Extra Extra Large"),
  ]

  /// The category a command line names (`large`, `accessibilityMedium`, …), or nil.
  package static func named(_ name: String) -> UIContentSizeCategory? {
    named.first { $0.name.lowercased() == name.lowercased() }?.category
  }

  /// The next category up (`by` 1) or down (-1), staying within the twelve.
  package func stepped(by steps: Int) -> UIContentSizeCategory {
    let all = Self.named.map(\.category)
    let index = all.firstIndex(of: self) ?? 3
    return all[min(max(index + steps, 0), all.count - 1)]
  }

  /// Settings' label of the category ("Extra Large").
  package var label: String { Self.named.first { $0.category == self }?.label ?? rawValue }
}
