import Foundation
import SegueInterfaceBuilder

/// A view's size-class variations at run time: the constraints and subviews Interface Builder
/// installs only for some size classes (docs/interface-builder.md, "Size classes").
///
/// Applied when the document is loaded, with the view's traits then (a view not in a window
/// yet has the screen's), and again whenever its horizontal or vertical size class changes
/// (a rotation, a window resized to landscape), as UIKit installs and uninstalls them: an
/// uninstalled subview leaves its superview and comes back at its place in the document's
/// order; an uninstalled constraint is deactivated. A constraint whose items are not all in
/// the view's subtree (one of them uninstalled) stays inactive.
@MainActor final class SizeClassInstallation {
  private let variations: [DocumentVariation]
  private weak var holder: UIView?
  /// The document's subviews of the holder, in document order, with their ids.
  private let subviews: [(id: String?, view: UIView)]
  /// The constraints the document installs on the holder, with their ids.
  private let constraints: [(id: String?, constraint: NSLayoutConstraint)]
  private let managed: Set<String>

  private init(
    variations: [DocumentVariation], holder: UIView, subviews: [(id: String?, view: UIView)],
    constraints: [(id: String?, constraint: NSLayoutConstraint)]
  ) {
    self.variations = variations
    self.holder = holder
    self.subviews = subviews
    self.constraints = constraints
    managed = DocumentVariation.managedIDs(variations)
  }

  /// Installs for the holder's current size classes and follows their changes.
  static func attach(
    _ variations: [DocumentVariation], to holder: UIView, subviews: [(id: String?, view: UIView)],
    constraints: [(id: String?, constraint: NSLayoutConstraint)]
  ) {
    let installation = SizeClassInstallation(
      variations: variations, holder: holder, subviews: subviews, constraints: constraints)
    installation.apply(holder.traitCollection)
    holder.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
      (view: UIView, _: UITraitCollection) in
      installation.apply(view.traitCollection)
    }
  }

  private func installed(_ id: String?, _ traits: UITraitCollection) -> Bool {
    guard let id, managed.contains(id) else { return true }
    let width: DocumentVariation.SizeClass = traits.horizontalSizeClass == .regular ? .regular : .compact
    let height: DocumentVariation.SizeClass = traits.verticalSizeClass == .compact ? .compact : .regular
    return DocumentVariation.isInstalled(id, in: variations, width: width, height: height)
  }

  private func apply(_ traits: UITraitCollection) {
    guard let holder else { return }
    var position = 0
    for (id, view) in subviews {
      if installed(id, traits) {
        if view.superview !== holder { holder.insertSubview(view, at: min(position, holder.subviews.count)) }
        position = (holder.subviews.firstIndex { $0 === view } ?? position) + 1
      } else if view.superview === holder {
        view.removeFromSuperview()
      }
    }
    for (id, constraint) in constraints {
      let wanted =
        installed(id, traits) && contains(constraint.firstItem, in: holder)
        && (constraint.secondItem == nil || contains(constraint.secondItem, in: holder))
      if wanted != constraint.isActive { constraint.isActive = wanted }
    }
  }

  /// Whether a constraint's item is the holder, in its subtree, or a layout guide of one.
  private func contains(_ item: AnyObject?, in holder: UIView) -> Bool {
    if let view = item as? UIView { return holder.isAncestor(of: view) }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView { return holder.isAncestor(of: owner) }
    return false
  }
}
