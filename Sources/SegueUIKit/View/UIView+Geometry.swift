import Foundation
import SegueAnimation

extension UIView {
  /// `point` in this view's bounds space converted to `view`'s (nil: the window's).
  /// Goes through every transform on the way, as UIKit does.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: view?.layer ?? rootView.layer)
  }

  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: view?.layer ?? rootView.layer)
  }

  /// The bounding box of `rect` converted to `view`'s bounds space (nil: the window's).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: view?.layer ?? rootView.layer)
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: view?.layer ?? rootView.layer)
  }

  /// The topmost ancestor (the window when the view is on screen).
  public var rootView: UIView {
    var current: UIView = self
    while let parent = current.superview { current = parent }
    return current
  }
}

/// A touch event (the minimal shape hit-testing needs; gestures come with touches).
@preconcurrency @MainActor open class UIEvent: NSObject {
  public override init() {}
  /// Seconds on the media clock when the event happened.
  open var timestamp: TimeInterval = 0
}
