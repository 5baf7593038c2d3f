/// UIKit types Segue does not have yet (docs/porting.md, "Not supported yet"), which
/// `segue port` reports with a note instead of leaving the build to say "cannot find … in
/// scope". Keep this list in step with that section.
enum UnsupportedAPI {
  /// Type names, and what the note adds.
  static let types: [String: String] = [
    "UISwipeActionsConfiguration": "swipe actions on table and list rows (iOS 11)",
    "UIContextualAction": "swipe actions on table and list rows (iOS 11)",
    "UIContextMenuInteraction": "context menus on views (iOS 13)",
    "UIDragInteraction": "drag and drop (iOS 11)",
    "UIDropInteraction": "drag and drop (iOS 11)",
  ]

  /// The note for `name` (`what` says what it is).
  static func note(_ name: String, _ what: String) -> String {
    "\(name), \(what), is not in Segue yet (docs/porting.md, \"Not supported yet\"); put the code that uses it under #if canImport(UIKit) and write the Segue branch with what Segue has"
  }
}
