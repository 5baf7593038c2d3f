import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's
/// `UILayoutGuide`): constrain its anchors like a view's; `layoutFrame` is where the engine
/// put it, in the owning view's bounds space (points). The safe-area, margins, readable-content
/// and keyboard guides of a view are guides whose edges the view itself keeps in place.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
  /// The view the guide belongs to (set by `UIView.addLayoutGuide(_:)`).
  open internal(set) weak var owningView: UIView?
  /// A name shown in the layout engine's messages.
  open var identifier = ""

  public override init() { super.init() }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  /// The guide's rectangle in the owning view's bounds space, as last solved (points); zero
  /// before the first layout pass.
  open var layoutFrame: CGRect {
    guard let owningView, let engine = owningView.rootView.layoutEngine,
      let rect = engine.solvedRect(of: self), let owner = engine.solvedRect(of: owningView)
    else { return .zero }
    return CGRect(x: rect.minX - owner.minX, y: rect.minY - owner.minY, width: rect.width, height: rect.height)
  }

  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// Whether the guide's position or size is not fully determined by its constraints.
  open var hasAmbiguousLayout: Bool {
    guard let engine = owningView?.rootView.layoutEngine else { return false }
    return engine.isAmbiguous(self, axis: .horizontal) || engine.isAmbiguous(self, axis: .vertical)
  }

  /// What keeps a system guide's edges in place (nil for a guide made in code).
  var systemRole: SystemLayoutGuideRole?

  nonisolated open override var description: String {
    MainActor.assumeIsolated {
      "<\(LayoutDescription.className(of: self)): \(LayoutDescription.address(of: self)) - \(layoutFrame), "
        + "layoutFrame = \(layoutFrame), owningView = \(owningView.map(LayoutDescription.name(of:)) ?? "nil")>"
    }
  }
}

/// The keyboard's guide (UIKit's `UIKeyboardLayoutGuide`, iOS 15). Segue shows no keyboard,
/// so the guide is always the keyboard's undocked, hidden state: as wide as the owning view,
/// its bottom at the view's bottom and its top at the bottom of the safe area (its height is
/// the bottom safe-area inset, 34 pt on the simulated phone).
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the hidden keyboard's guide rises above the bottom safe area (UIKit's default true).
  open var usesBottomSafeArea = true {
    didSet { owningView?.setNeedsLayout() }
  }
  /// Whether the guide follows an undocked keyboard (no keyboard in Segue; kept for source compatibility).
  open var followsUndockedKeyboard = false
}

/// The guides a view keeps itself.
enum SystemLayoutGuideRole {
  case safeArea, margins, readableContent, keyboard
  /// A scroll view's content area (`contentLayoutGuide`) and its viewport (`frameLayoutGuide`).
  case scrollContent, scrollFrame
}

extension UIView {
  /// Adds `layoutGuide` to the view (its anchors may then be constrained).
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    guard !layoutState.guides.contains(where: { $0 === layoutGuide }) else { return }
    layoutState.guides.append(layoutGuide)
    layoutGuide.owningView = self
    rootView.setNeedsConstraintSync()
  }

  /// Removes `layoutGuide` and deactivates the constraints that use it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutState.guides.contains(where: { $0 === layoutGuide }) else { return }
    var view: UIView? = self
    while let current = view {
      for constraint in current.layoutState.installed
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        current.uninstall(constraint)
      }
      view = current.superview
    }
    layoutState.guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    rootView.setNeedsConstraintSync()
  }

  /// The guides added to the view with `addLayoutGuide(_:)` (system guides not included).
  public var layoutGuides: [UILayoutGuide] { layoutState.guides.filter { $0.systemRole == nil } }
}
