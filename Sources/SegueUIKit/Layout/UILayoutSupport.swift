import Foundation

/// The bar guides of iOS 7–10 (`topLayoutGuide`, `bottomLayoutGuide`; deprecated in iOS 11
/// for the safe area, still in code written then): a guide whose `length` is how far the bars
/// reach into the controller's view.
@preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
  /// Points the bars cover: the top guide runs from the view's top to the bottom of the status
  /// and navigation bars, the bottom guide from the top of the toolbar or tab bar (or the home
  /// indicator's inset) to the view's bottom.
  var length: CGFloat { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var heightAnchor: NSLayoutDimension { get }
}

/// A bar guide: a layout guide pinned between the view's edge and its safe area's, which is
/// what the bars cover (on iOS 11 and later UIKit derives both from the same insets).
@MainActor final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
  var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// The guide from the view's top to the bottom of the status and navigation bars (UIKit's
  /// `topLayoutGuide`): `length` is the safe area's top inset. Loads the view.
  public var topLayoutGuide: any UILayoutSupport { barGuide(top: true) }

  /// The guide from the top of the bottom bars (or the home indicator's inset) to the view's
  /// bottom (UIKit's `bottomLayoutGuide`): `length` is the safe area's bottom inset. Loads the
  /// view.
  public var bottomLayoutGuide: any UILayoutSupport { barGuide(top: false) }

  private func barGuide(top: Bool) -> BarLayoutGuide {
    let identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    let view: UIView = view
    if let guide = view.layoutGuides.first(where: { $0.identifier == identifier }) as? BarLayoutGuide {
      return guide
    }
    let guide = BarLayoutGuide()
    guide.identifier = identifier
    view.addLayoutGuide(guide)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      top
        ? guide.topAnchor.constraint(equalTo: view.topAnchor)
        : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
      top
        ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
        : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    return guide
  }
}
