/// The UIKit, QuartzCore and Foundation names that Swift 4.2 renamed (Xcode 10's migrator
/// applied them; code from before still uses the old ones, which fail on a current iOS SDK as
/// they do against Segue). `segue port` rewrites them to the new names, which compile against
/// both (docs/uikit-behaviour-2.md §22.1).
enum Swift42Renames {
  /// A top-level name and what replaced it: a nested type (`UIGestureRecognizerState` →
  /// `UIGestureRecognizer.State`) or a static member (`UIKeyboardFrameEndUserInfoKey` →
  /// `UIResponder.keyboardFrameEndUserInfoKey`, `kCAFillModeForwards` →
  /// `CAMediaTimingFillMode.forwards`).
  static let names: [String: String] = {
    var table: [String: String] = [
      "UINavigationControllerOperation": "UINavigationController.Operation",
      "UIGestureRecognizerState": "UIGestureRecognizer.State",
      "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
      "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
      "NSLayoutRelation": "NSLayoutConstraint.Relation",
      "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
      "UIViewAnimationOptions": "UIView.AnimationOptions",
      "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
      "UIViewAnimationCurve": "UIView.AnimationCurve",
      "UIViewAnimationTransition": "UIView.AnimationTransition",
      "UIViewContentMode": "UIView.ContentMode",
      "UIViewAutoresizing": "UIView.AutoresizingMask",
      "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
      "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
      "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
      "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
      "NSAttributedStringKey": "NSAttributedString.Key",
      "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
      "UIApplicationOpenSettingsURLString": "UIApplication.openSettingsURLString",
      "UIControlState": "UIControl.State",
      "UIControlEvents": "UIControl.Event",
      "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
      "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
      "UIButtonType": "UIButton.ButtonType",
      "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
      "UIBarButtonItemStyle": "UIBarButtonItem.Style",
      "UITableViewStyle": "UITableView.Style",
      "UITableViewRowAnimation": "UITableView.RowAnimation",
      "UITableViewScrollPosition": "UITableView.ScrollPosition",
      "UITableViewAutomaticDimension": "UITableView.automaticDimension",
      "UITableViewCellStyle": "UITableViewCell.CellStyle",
      "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
      "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
      "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
      "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
      "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
      "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
      "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
      "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
      "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
      "UIBlurEffectStyle": "UIBlurEffect.Style",
      "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
      "UIAlertControllerStyle": "UIAlertController.Style",
      "UIAlertActionStyle": "UIAlertAction.Style",
      "UIStackViewDistribution": "UIStackView.Distribution",
      "UIStackViewAlignment": "UIStackView.Alignment",
      "UITextFieldViewMode": "UITextField.ViewMode",
      "UITextBorderStyle": "UITextField.BorderStyle",
      "UIImageRenderingMode": "UIImage.RenderingMode",
      "UIImageOrientation": "UIImage.Orientation",
      "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
      "UITouchPhase": "UITouch.Phase",
      "UIEventType": "UIEvent.EventType",
      "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
      "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
      "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
      "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
      "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
      "UIFontTextStyle": "UIFont.TextStyle",
      "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
      "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
      "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
      "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
      "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
      "RunLoopMode": "RunLoop.Mode",
    ]
    // QuartzCore's string constants became members of typed wrappers.
    let quartzCore: [(prefix: String, type: String, members: [String])] = [
      (
        "kCAMediaTimingFunction", "CAMediaTimingFunctionName",
        ["Linear", "EaseIn", "EaseOut", "EaseInEaseOut", "Default"]
      ),
      ("kCAFillMode", "CAMediaTimingFillMode", ["Forwards", "Backwards", "Both", "Removed"]),
      ("kCALineCap", "CAShapeLayerLineCap", ["Butt", "Round", "Square"]),
      ("kCALineJoin", "CAShapeLayerLineJoin", ["Miter", "Round", "Bevel"]),
      ("kCAFillRule", "CAShapeLayerFillRule", ["NonZero", "EvenOdd"]),
      (
        "kCAGravity", "CALayerContentsGravity",
        [
          "Center", "Top", "Bottom", "Left", "Right", "TopLeft", "TopRight", "BottomLeft", "BottomRight",
          "Resize", "ResizeAspect", "ResizeAspectFill",
        ]
      ),
      ("kCATransition", "CATransitionType", ["Fade", "MoveIn", "Push", "Reveal"]),
    ]
    for group in quartzCore {
      for member in group.members {
        table[group.prefix + member] = "\(group.type).\(member.prefix(1).lowercased())\(member.dropFirst())"
      }
    }
    for side in ["Right", "Left", "Top", "Bottom"] {
      table["kCATransitionFrom" + side] = "CATransitionSubtype.from\(side)"
    }
    return table
  }()

  /// Members of a renamed type that were renamed too, by the old type: `RunLoopMode.commonModes`
  /// is `RunLoop.Mode.common`. A member written without its type (`forMode: .commonModes`)
  /// is renamed alone.
  static let members: [String: [String: String]] = [
    "RunLoopMode": ["commonModes": "common", "defaultRunLoopMode": "default"]
  ]

  /// `NSNotification.Name.UIKeyboardWillShow` (or `Notification.Name.…`, or `.UIKeyboardWillShow`)
  /// became a static member of the class that posts it.
  static let notificationNames: [String: String] = {
    var table: [String: String] = [:]
    for name in ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"] {
      table["UIKeyboard" + name] = "UIResponder.keyboard\(name)Notification"
    }
    for name in [
      "DidBecomeActive", "WillResignActive", "DidEnterBackground", "WillEnterForeground", "WillTerminate",
      "DidReceiveMemoryWarning", "DidFinishLaunching",
    ] {
      table["UIApplication" + name] = "UIApplication.\(name.prefix(1).lowercased())\(name.dropFirst())Notification"
    }
    table["UIDeviceOrientationDidChange"] = "UIDevice.orientationDidChangeNotification"
    table["UIContentSizeCategoryDidChange"] = "UIContentSizeCategory.didChangeNotification"
    return table
  }()

  /// The renamed member written without its type, if its old name belongs to one type only.
  static func bareMember(_ name: String) -> String? {
    for (_, renamed) in members { if let new = renamed[name] { return new } }
    return nil
  }
}
