import Foundation
import SegueAnimation

extension UIViewController {
  /// A bar button item that toggles editing mode (`setEditing(!isEditing, animated: true)`),
  /// titled "Edit", or "Done" in the semibold weight while editing, as UIKit's is.
  public var editButtonItem: UIBarButtonItem {
    if let item = storedEditButtonItem { return item }
    let item = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self,
      action: UIViewController.toggleEditing)
    storedEditButtonItem = item
    return item
  }

  private func toggleEditing() { setEditing(!isEditing, animated: true) }
}
