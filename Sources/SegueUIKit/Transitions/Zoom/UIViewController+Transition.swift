import Foundation
import SegueAnimation

extension UIViewController {
  /// A transition a controller asks for when it is pushed or presented (iOS 18's
  /// `UIViewController.Transition`): the zoom from a source view, or one of the four modal
  /// transition styles (docs/uikit-behaviour-2.md §5.6).
  ///
  /// Set it as `preferredTransition` of the controller being shown. A zoom applies to a push
  /// and to a presentation; the four others apply to presentations only, where they take the
  /// place of `modalTransitionStyle` (a push with one of them slides as usual).
  @preconcurrency @MainActor public final class Transition: NSObject {
    enum Kind {
      case zoom(UIZoomTransitionOptions?, (UIZoomTransitionSourceViewProviderContext) -> UIView?)
      case modal(UIModalTransitionStyle)
    }

    let kind: Kind
    /// The state of a zoom while its controller is shown zoomed in (made on the first zoom).
    var zoomState: ZoomTransitionState?

    init(kind: Kind) {
      self.kind = kind
      super.init()
    }

    /// The zoom: the shown controller's view grows out of the view `sourceViewProvider`
    /// returns, and shrinks back into the view it returns when asked again on the way back
    /// (docs/uikit-behaviour-2.md §5). The provider may return nil (the source scrolled away):
    /// the page then zooms towards the centre of the screen while it fades.
    ///
    /// - Parameters:
    ///   - options: dimming and interactive-dismissal options (nil: the defaults).
    ///   - sourceViewProvider: called when zooming in and again when zooming out; find the
    ///     view from a stable identifier, not a view kept from the first call.
    public static func zoom(
      options: UIZoomTransitionOptions? = nil,
      sourceViewProvider: @escaping (UIZoomTransitionSourceViewProviderContext) -> UIView?
    ) -> UIViewController.Transition {
      Transition(kind: .zoom(options, sourceViewProvider))
    }

    /// A presentation that slides up from the bottom (`UIModalTransitionStyle.coverVertical`).
    public static var coverVertical: UIViewController.Transition { Transition(kind: .modal(.coverVertical)) }
    /// A presentation that turns the window over (`UIModalTransitionStyle.flipHorizontal`).
    public static var flipHorizontal: UIViewController.Transition { Transition(kind: .modal(.flipHorizontal)) }
    /// A presentation that fades in (`UIModalTransitionStyle.crossDissolve`).
    public static var crossDissolve: UIViewController.Transition { Transition(kind: .modal(.crossDissolve)) }
    /// A presentation that curls the presenter up (`UIModalTransitionStyle.partialCurl`;
    /// Segue slides it up, as cover-vertical, docs/uikit-behaviour.md §7).
    public static var partialCurl: UIViewController.Transition { Transition(kind: .modal(.partialCurl)) }

    /// The modal transition style this transition stands for, nil for a zoom.
    var modalTransitionStyle: UIModalTransitionStyle? {
      if case .modal(let style) = kind { return style }
      return nil
    }

    /// The zoom's options and source-view provider, nil for the modal styles.
    var zoom: (options: UIZoomTransitionOptions?, provider: (UIZoomTransitionSourceViewProviderContext) -> UIView?)? {
      if case .zoom(let options, let provider) = kind { return (options, provider) }
      return nil
    }

    // iOS spells the context and option types as members of the transition.
    public typealias ZoomOptions = UIZoomTransitionOptions
    public typealias ZoomSourceViewProviderContext = UIZoomTransitionSourceViewProviderContext
  }
}

extension UIViewController {
  /// The modal transition style a presentation of this controller runs:
  /// `preferredTransition`'s when it is one of the four modal styles, else
  /// `modalTransitionStyle`.
  var effectiveModalTransitionStyle: UIModalTransitionStyle {
    preferredTransition?.modalTransitionStyle ?? modalTransitionStyle
  }
}
