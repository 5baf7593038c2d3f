import Foundation

/// UIKit's alert controller: an alert (a card in the middle of the screen) or an action
/// sheet (rows at the bottom) with a title, a message and actions.
///
/// Present it with `present(_:animated:completion:)` from any controller. It is a `.custom`
/// presentation over the presenter, which stays in the window under a black dimming at
/// 20 %: an alert fades in from 1.2 times its size, an action sheet slides up. A tap on an
/// enabled action dismisses the controller and then runs the action's handler; a tap
/// outside an action sheet runs its cancel action the same way, and an alert ignores taps
/// outside. Sizes, colours, timing and sources: docs/uikit-behaviour-2.md §14.
/// `addTextField(configurationHandler:)` is missing: Segue has no `UITextField` yet.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
  /// UIKit's two kinds of alert controller.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// The style given to `init(title:message:preferredStyle:)`.
  open var preferredStyle: Style { storedStyle }
  private var storedStyle = Style.alert
  /// The actions in the order they were added.
  open private(set) var actions: [UIAlertAction] = []
  /// The action drawn semibold (one of `actions`; nil: the cancel action is).
  open var preferredAction: UIAlertAction? {
    didSet { if isViewLoaded { showActions() } }
  }
  /// The text under the title.
  open var message: String? {
    didSet { if isViewLoaded { showText() } }
  }

  open override var title: String? {
    didSet { if isViewLoaded { showText() } }
  }

  /// Makes the transition's presentation controller and animators; held here because
  /// `transitioningDelegate` is weak.
  private let transition = AlertTransition()
  /// The action whose tap is dismissing the controller (a second tap is ignored).
  private var chosenAction: UIAlertAction?

  /// An alert controller with `title` and `message`; add its actions before presenting it.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    storedStyle = preferredStyle
    self.title = title
    self.message = message
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
    transitioningDelegate = transition
  }

  /// UIKit's archive initializer; an alert controller is never in a storyboard, so this is
  /// the view controller's (nil for a coder that is not a storyboard's).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .custom
    transitioningDelegate = transition
  }

  /// Adds `action` (a second `.cancel` action is a programming error in UIKit; here it is
  /// ignored with a warning).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      TransitionTrace.warn("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
    if isViewLoaded { showActions() }
  }

  /// The alert's text fields, in order, or nil when it has none.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  private var fields: [UITextField] = []

  /// Adds a text field below the message, set up by `configurationHandler` (an `.alert`
  /// only: UIKit raises for an action sheet; here it is ignored with a warning). The first
  /// field becomes first responder when the alert has appeared, so the keyboard comes up and
  /// the alert centres in the space above it (docs/uikit-behaviour-2.md §14.4).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      TransitionTrace.warn("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField()
    field.font = .systemFont(ofSize: 13)
    field.borderStyle = .none
    field.backgroundColor = .systemBackground
    configurationHandler?(field)
    fields.append(field)
    if let card = viewIfLoaded as? AlertCardView { card.setTextFields(fields) }
    presentationController?.containerView?.setNeedsLayout()
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = fields.first?.becomeFirstResponder()
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if !fields.isEmpty { view.endEditing(true) }
  }

  open override func loadView() {
    let card = preferredStyle == .alert ? AlertCardView() : nil
    view = card ?? ActionSheetView()
    card?.setTextFields(fields)
    showText()
    showActions()
  }

  /// The view's height (points) for a width of `width`.
  func contentHeight(width: CGFloat) -> CGFloat {
    loadViewIfNeeded()
    if let card = view as? AlertCardView { return card.fittingHeight }
    return (view as? ActionSheetView)?.fittingHeight(width: width) ?? 0
  }

  private func showText() {
    if let card = view as? AlertCardView {
      card.titleLabel.text = title
      card.messageLabel.text = message
    } else if let sheet = view as? ActionSheetView {
      sheet.titleLabel.text = title
      sheet.messageLabel.text = message
    }
    presentationController?.containerView?.setNeedsLayout()
    view.setNeedsLayout()
  }

  private func showActions() {
    let buttons: [AlertActionButton]
    if let card = view as? AlertCardView {
      buttons = card.setActions(actions, preferred: preferredAction)
    } else if let sheet = view as? ActionSheetView {
      buttons = sheet.setActions(actions, preferred: preferredAction)
    } else {
      return
    }
    for button in buttons {
      button.addTarget(self, action: UIAlertController.actionButtonTapped(_:), for: .touchUpInside)
    }
    presentationController?.containerView?.setNeedsLayout()
  }

  private func actionButtonTapped(_ sender: AlertActionButton) {
    choose(sender.action)
  }

  /// A tap outside an action sheet: its cancel action, if it has one.
  func tappedOutside() {
    guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else {
      return
    }
    choose(cancel)
  }

  /// Dismisses the controller, then runs `action`'s handler (once, however often tapped).
  private func choose(_ action: UIAlertAction) {
    guard action.isEnabled, chosenAction == nil, presentingViewController != nil, !isBeingDismissed else {
      return
    }
    chosenAction = action
    dismiss(animated: true) { [weak self] in
      self?.chosenAction = nil
      action.handler?(action)
    }
  }
}
