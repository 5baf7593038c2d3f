import Foundation
import SegueRender

/// UIKit's status-bar styles (same raw values).
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in the light style, light content in the dark one (the controlling
  /// controller's `traitCollection`).
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content.
  case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade, slide
}

/// A window scene's status bar as UIKit reports it: the style and visibility its controlling
/// controller asked for, and its frame (47 pt tall on the simulated notch phone, zero while
/// hidden).
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
  weak var scene: UIWindowScene?

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  private var controller: (style: UIViewController?, hidden: UIViewController?) {
    guard let window = scene?.windows.last(where: { $0.isKeyWindow }) ?? scene?.windows.last else { return (nil, nil) }
    return StatusBarResolution.controllers(in: window)
  }

  open var statusBarStyle: UIStatusBarStyle { controller.style?.preferredStatusBarStyle ?? .default }
  open var isStatusBarHidden: Bool { controller.hidden?.prefersStatusBarHidden ?? false }
  open var statusBarFrame: CGRect {
    guard !isStatusBarHidden, let screen = scene?.screen else { return .zero }
    return CGRect(
      x: 0, y: 0, width: screen.bounds.width, height: UIView.deviceSafeAreaInsets(for: screen.bounds.size).top)
  }
}

/// Which controller decides the status bar (UIKit's rules): the topmost presented controller
/// that was presented full screen or captures the status bar's appearance, else the window's
/// root; then its `childForStatusBarStyle` / `childForStatusBarHidden`, recursively.
@MainActor enum StatusBarResolution {
  /// Whether a sheet in `window` has its presenter more than half receded (the status bar
  /// then sits over black).
  static func sheetRecedesPresenter(in window: UIWindow) -> Bool {
    var presented = window.rootViewController?.presentedViewController
    while let next = presented {
      if let sheet = next.storedPresentationController as? UISheetPresentationController, sheet.isRunningAsSheet,
        sheet.containerView != nil,
        sheet.presenterProgress(sheetTop: (sheet.sheetView.layer.presentation() ?? sheet.sheetView.layer).frame.minY)
          > 0.5
      {
        return true
      }
      presented = next.presentedViewController
    }
    return false
  }

  static func controllers(in window: UIWindow) -> (style: UIViewController?, hidden: UIViewController?) {
    guard var owner = window.rootViewController else { return (nil, nil) }
    var presented = owner.presentedViewController
    while let next = presented {
      if next.modalPresentationStyle == .fullScreen || next.modalPresentationCapturesStatusBarAppearance {
        owner = next
      }
      presented = next.presentedViewController
    }
    func follow(_ controller: UIViewController, _ child: (UIViewController) -> UIViewController?) -> UIViewController {
      var current = controller
      var steps = 0
      while let next = child(current), next !== current, steps < 32 {
        current = next
        steps += 1
      }
      return current
    }
    return (follow(owner) { $0.childForStatusBarStyle }, follow(owner) { $0.childForStatusBarHidden })
  }
}

/// The drawn status bar of a window or render: the time (9:41) centred in the left ear and
/// cellular, Wi-Fi and battery glyphs in the right ear of the simulated notch phone, dark or
/// light by the controlling controller's `preferredStatusBarStyle`, hidden by its
/// `prefersStatusBarHidden` (docs/uikit-behaviour-2.md §8). It sits above every window and
/// takes no touches. Hosts show it when asked (`HeadlessHost.settings.showsStatusBar`, the window);
/// tests' frames leave it out.
@MainActor final class StatusBarView: UIView {
  private let time = UILabel()
  private let glyphs = ["cellularbars", "wifi", "battery.100"].map { UIImageView(image: UIImage(systemName: $0)) }
  private var applied: (lightContent: Bool, hidden: Bool)?
  weak var loop: FrameLoop?

  init(loop: FrameLoop) {
    self.loop = loop
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    backgroundColor = nil
    time.text = "9:41"
    time.font = .systemFont(ofSize: 16, weight: .semibold)
    time.textAlignment = .center
    addSubview(time)
    for glyph in glyphs {
      glyph.contentMode = .scaleAspectFit
      addSubview(glyph)
    }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    // The ears of a 390 pt notch phone: the notch is about 210 pt wide, centred.
    let ear = max((bounds.width - 210) / 2, 60)
    time.frame = CGRect(x: 0, y: (height - 21) / 2 + 2, width: ear, height: 21)
    let side: CGFloat = 17
    let widths: [CGFloat] = [17, 16, 25]
    var x = bounds.width - ear + (ear - (widths.reduce(0, +) + 10)) / 2
    for (glyph, width) in zip(glyphs, widths) {
      glyph.frame = CGRect(x: x, y: (height - side) / 2 + 2, width: width, height: side)
      x += width + 5
    }
  }

  /// Reads the controlling controller's style and visibility; a change animates inside an
  /// animation block (UIKit fades the style and, by `preferredStatusBarUpdateAnimation`, fades
  /// or slides the bar).
  func refresh(animated: Bool = false) {
    guard let loop else { return }
    let window = loop.rootView.subviews.compactMap { $0 as? UIWindow }.last
    let (styleOwner, hiddenOwner) = window.map(StatusBarResolution.controllers(in:)) ?? (nil, nil)
    // Over the black behind a receding sheet presenter the bar turns light, as on iOS.
    let style =
      window.map(StatusBarResolution.sheetRecedesPresenter(in:)) == true
      ? .lightContent : (styleOwner?.preferredStatusBarStyle ?? .default)
    let hidden = hiddenOwner?.prefersStatusBarHidden ?? false
    let traits = styleOwner?.traitCollection ?? window?.traitCollection ?? loop.screenTraits
    let lightContent = style == .lightContent || (style == .default && traits.userInterfaceStyle == .dark)
    guard applied.map({ $0.lightContent != lightContent || $0.hidden != hidden }) ?? true else { return }
    applied = (lightContent, hidden)
    let color: UIColor = lightContent ? .white : .black
    let slide = hiddenOwner?.preferredStatusBarUpdateAnimation == .slide
    let change = {
      self.time.textColor = color
      for glyph in self.glyphs { glyph.tintColor = color }
      self.alpha = hidden ? 0 : 1
      self.transform = hidden && slide ? CGAffineTransform(translationX: 0, y: -self.bounds.height) : .identity
    }
    if animated { change() } else { UIView.performWithoutAnimation(change) }
  }
}
