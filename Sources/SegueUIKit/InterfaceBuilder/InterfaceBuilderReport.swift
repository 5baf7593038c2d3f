import Foundation
import SegueInterfaceBuilder

/// Where Interface Builder warnings and errors go: standard error, one line each, with
/// the document's `file:line:` prefix.
enum InterfaceBuilderReport {
  /// Writes the document's warnings not written yet.
  @MainActor static func flush(_ document: InterfaceBuilderDocument) {
    let key = ObjectIdentifier(document)
    let written = writtenCounts[key] ?? 0
    guard document.warnings.count > written else { return }
    for warning in document.warnings[written...] {
      FileHandle.standardError.write(Data("segue: \(warning.description)\n".utf8))
    }
    writtenCounts[key] = document.warnings.count
  }

  static func error(_ error: DocumentError) {
    FileHandle.standardError.write(Data("segue: \(error.description)\n".utf8))
  }

  @MainActor private static var writtenCounts: [ObjectIdentifier: Int] = [:]
}

/// The element names Segue makes objects for, and the class each stands for.
@MainActor enum InterfaceBuilderClasses {
  static let controllers: [String: UIViewController.Type] = [
    "viewController": UIViewController.self, "navigationController": UINavigationController.self,
    "tabBarController": UITabBarController.self,
    "tableViewController": UITableViewController.self, "collectionViewController": UICollectionViewController.self,
  ]

  static let views: [String: UIView.Type] = [
    "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
    "stackView": UIStackView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
    "tableViewCell": UITableViewCell.self, "collectionView": UICollectionView.self,
    "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
    "visualEffectView": UIVisualEffectView.self, "containerView": UIView.self, "window": UIWindow.self,
    "switch": UISwitch.self, "slider": UISlider.self, "segmentedControl": UISegmentedControl.self,
    "stepper": UIStepper.self, "pageControl": UIPageControl.self,
    "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
    "textField": UITextField.self, "textView": UITextView.self,
  ]

  static let gestureRecognizers: [String: UIGestureRecognizer.Type] = [
    "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
    "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
    "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
    "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
    "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
  ]

  /// A new recognizer of UIKit's class `type`, or nil for a subclass: UIKit makes a
  /// document's recognizers with `init(coder:)` through the Objective-C runtime; in Swift
  /// no initializer of `UIGestureRecognizer` is `required` (so that subclasses with their own
  /// designated initializer compile, docs/uikit-behaviour-2.md §21), so a subclass cannot be
  /// made from its metatype.
  static func makeGestureRecognizer(_ type: UIGestureRecognizer.Type) -> UIGestureRecognizer? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(UITapGestureRecognizer.self): UITapGestureRecognizer()
    case ObjectIdentifier(UIPanGestureRecognizer.self): UIPanGestureRecognizer()
    case ObjectIdentifier(UISwipeGestureRecognizer.self): UISwipeGestureRecognizer()
    case ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self): UIScreenEdgePanGestureRecognizer()
    case ObjectIdentifier(UIPinchGestureRecognizer.self): UIPinchGestureRecognizer()
    case ObjectIdentifier(UIRotationGestureRecognizer.self): UIRotationGestureRecognizer()
    case ObjectIdentifier(UILongPressGestureRecognizer.self): UILongPressGestureRecognizer()
    default: nil
    }
  }

  /// Elements a storyboard or xib may hold whose objects Segue does not have yet.
  static func reportMissing(_ object: DocumentObject, in document: InterfaceBuilderDocument) {
    document.warn(
      "<\(object.element)> is not made by Segue yet (no such class, or not one Interface Builder loading covers); it is skipped with what it holds",
      line: object.line)
  }
}

extension InterfaceBuilderReport {
  /// A document Segue cannot load where UIKit would raise: the sentence, then exit 1.
  static func fail(_ error: DocumentError) -> Never {
    Self.error(error)
    exit(1)
  }
}
