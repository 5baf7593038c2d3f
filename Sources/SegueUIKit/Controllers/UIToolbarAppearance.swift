import Foundation

/// UIKit's toolbar appearance (iOS 13+): a bar appearance plus the look of the toolbar's
/// plain and done items. A toolbar draws its background, its top line and its items' titles
/// from the appearance in use (docs/uikit-behaviour-2.md §30).
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
  /// The look of plain items; a copy of what is assigned.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
    didSet { buttonAppearance = UIBarButtonItemAppearance.copied(buttonAppearance) }
  }
  /// The look of done items; a copy of what is assigned.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
    didSet { doneButtonAppearance = UIBarButtonItemAppearance.copied(doneButtonAppearance) }
  }

  public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  override func copyProperties(from other: UIBarAppearance) {
    super.copyProperties(from: other)
    if let toolbar = other as? UIToolbarAppearance { copyButtons(from: toolbar) }
  }

  private func copyButtons(from other: UIToolbarAppearance) {
    buttonAppearance = other.buttonAppearance
    doneButtonAppearance = other.doneButtonAppearance
  }

  /// The item appearance for `style`.
  func itemAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
    style == .done ? doneButtonAppearance : buttonAppearance
  }
}
