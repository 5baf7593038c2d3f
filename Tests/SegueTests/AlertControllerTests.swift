import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// A screen to present alerts over: a title, a tinted square and a line of text on the
/// system background, so the dimming and the blurred material show.
@MainActor final class AlertPresenterViewController: UIViewController {
  let heading = UILabel()
  let square = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    heading.text = "Photos"
    heading.font = .systemFont(ofSize: 34, weight: .bold)
    heading.frame = CGRect(x: 20, y: 70, width: 350, height: 41)
    square.backgroundColor = .systemTeal
    square.frame = CGRect(x: 20, y: 300, width: 350, height: 200)
    view.addSubview(heading)
    view.addSubview(square)
  }
}

/// An alert controller that logs its appearance callbacks.
@MainActor final class LoggingAlertController: UIAlertController {
  var log: [String] = []

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("viewDidAppear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("viewDidDisappear")
  }
}

@Suite @MainActor struct AlertControllerTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  /// A 390 × 844 pt host at scale 2 showing a presenter.
  func showPresenter() -> (HeadlessHost, AlertPresenterViewController) {
    let host = HeadlessHost()
    let presenter = AlertPresenterViewController()
    host.show(presenter)
    host.step()
    return (host, presenter)
  }

  /// The buttons of a presented alert or action sheet, in drawing order.
  func buttons(of alert: UIAlertController) -> [AlertActionButton] {
    if let card = alert.view as? AlertCardView { return card.buttons }
    let sheet = alert.view as! ActionSheetView
    return sheet.buttons + (sheet.cancelButton.map { [$0] } ?? [])
  }

  func centre(of view: UIView, in host: HeadlessHost) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.rootView)
  }

  @Test func theControllerKeepsItsTextStyleAndActionsInOrder() {
    let alert = UIAlertController(title: "Delete photo?", message: "It is removed everywhere.", preferredStyle: .alert)
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    let secondCancel = UIAlertAction(title: "Not now", style: .cancel)
    alert.addAction(delete)
    alert.addAction(cancel)
    alert.addAction(secondCancel)
    #expect(alert.title == "Delete photo?")
    #expect(alert.message == "It is removed everywhere.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions == [delete, cancel], "a second cancel action is not added")
    #expect(alert.preferredAction == nil)
    #expect(alert.modalPresentationStyle == .custom)
    #expect(alert.popoverPresentationController == nil)
    #expect(delete.style == .destructive && delete.title == "Delete" && delete.isEnabled)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(UIAlertAction.Style.cancel.rawValue == 1 && UIAlertController.Style.alert.rawValue == 1)
  }

  @Test func twoActionsSitSideBySideWithCancelOnTheLeftInUIKitsColours() throws {
    let (host, presenter) = showPresenter()
    let alert = UIAlertController(title: "Delete photo?", message: "It is removed everywhere.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    presenter.present(alert, animated: true)
    host.runUntilIdle()
    #expect(presenter.presentedViewController === alert)
    #expect(alert.presentingViewController === presenter)
    #expect(presenter.view.window != nil, "the presenter stays in the window")
    let card = try #require(alert.view as? AlertCardView)
    #expect(card.frame.width == 270)
    #expect(card.frame.midX == 195)
    #expect(abs(card.frame.midY - 422) <= 0.5)
    #expect(card.layer.cornerRadius == 14)
    let row = buttons(of: alert)
    #expect(row.map { $0.action.title } == ["Cancel", "Delete"])
    #expect(
      row.map(\.frame) == [
        CGRect(x: 0, y: card.bounds.height - 44, width: 135, height: 44),
        CGRect(x: 135, y: card.bounds.height - 44, width: 135, height: 44),
      ])
    #expect(row[0].titleLabel.font.weight == .semibold)
    #expect(row[1].titleLabel.font.weight == .regular)
    #expect(row[1].titleLabel.textColor == .systemRed)
    #expect(card.titleLabel.font.pointSize == 17 && card.titleLabel.font.weight == .semibold)
    #expect(card.messageLabel.font.pointSize == 13)
    let dimming = try #require((alert.presentationController as? AlertPresentationController)?.dimmingView)
    #expect(Float(dimming.alpha) == 0.2, "stored as a Float, as a layer's opacity is")
    #expect(dimming.backgroundColor == .black)
  }

  @Test func threeActionsStackWithCancelLastAndDefaultInTheTint() throws {
    let (host, presenter) = showPresenter()
    let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Copy Link", style: .default))
    alert.addAction(UIAlertAction(title: "Send", style: .default))
    presenter.present(alert, animated: false)
    host.runUntilIdle()
    let row = buttons(of: alert)
    #expect(row.map { $0.action.title } == ["Copy Link", "Send", "Cancel"])
    #expect(row.map(\.frame.size) == Array(repeating: CGSize(width: 270, height: 44), count: 3))
    #expect(row[1].frame.minY - row[0].frame.minY == 44)
    #expect(row[0].titleLabel.textColor == .systemBlue)
    #expect(row[2].titleLabel.font.weight == .semibold)
  }

  @Test func withoutAnimationTheDimmingComesAndGoesAtOnce() throws {
    let (host, presenter) = showPresenter()
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    presenter.present(alert, animated: false)
    host.step()
    let controller = try #require(alert.presentationController as? AlertPresentationController)
    #expect(Float(controller.dimmingView.alpha) == 0.2)
    #expect(alert.view.alpha == 1 && alert.view.transform == .identity)
    #expect(buttons(of: alert).map(\.frame) == [CGRect(x: 0, y: alert.view.bounds.height - 44, width: 270, height: 44)])
    alert.dismiss(animated: false)
    host.step()
    #expect(controller.dimmingView.superview == nil)
    #expect(presenter.presentedViewController == nil && alert.view.window == nil)
  }

  @Test func theHandlerRunsOnceAfterTheDismissalHasFinished() throws {
    let (host, presenter) = showPresenter()
    var events: [String] = []
    let token = host.loop.lifecycle.observe { event in
      if case .end(let completed) = event.phase { events.append("end \(event.kind) \(completed)") }
    }
    defer { host.loop.lifecycle.removeObserver(token) }
    let alert = LoggingAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
    var runs = 0
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Sign Out", style: .default) { action in
        runs += 1
        events.append(
          "handler \(action.title ?? "") presented \(presenter.presentedViewController == nil ? "none" : "alert")")
        alert.log.append("handler")
      })
    presenter.present(alert, animated: true)
    host.runUntilIdle()
    let signOut = buttons(of: alert)[1]
    host.tap(at: centre(of: signOut, in: host))
    host.tap(at: centre(of: signOut, in: host))
    host.runUntilIdle()
    #expect(runs == 1)
    #expect(events == ["end present true", "end dismiss true", "handler Sign Out presented none"])
    #expect(alert.log == ["viewDidAppear", "viewDidDisappear", "handler"])
    #expect(alert.presentingViewController == nil && alert.view.window == nil)
  }

  /// `addTextField`: the field sits below the message, becomes first responder once the alert
  /// has appeared, the keyboard comes up and the alert centres above it; what is typed is in
  /// `textFields` when the handler runs, after the dismissal, with the keyboard gone.
  @Test func aTextFieldTakesTheKeyboardAndItsTextReachesTheHandler() throws {
    let (host, presenter) = showPresenter()
    let alert = UIAlertController(title: "New Album", message: "Enter a name for this album.", preferredStyle: .alert)
    alert.addTextField { field in field.placeholder = "Title" }
    var named: String?
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in named = alert.textFields?.first?.text })
    #expect(alert.textFields?.count == 1)
    #expect(alert.textFields?.first?.placeholder == "Title")
    presenter.present(alert, animated: true)
    host.runUntilIdle()
    let field = try #require(alert.textFields?.first)
    #expect(field.isFirstResponder)
    let keyboard = try #require(host.loop.keyboard.currentFrame)
    #expect(keyboard.minY == 553)
    #expect(alert.view.frame.maxY <= keyboard.minY)
    #expect(abs(alert.view.frame.midY - (47 + 553) / 2) <= 0.5)
    host.type("Summer")
    host.advance(by: 0.1)
    try GoldenImage.verify(host.render(), named: "alert-text-field", in: Self.goldens, maxDifferingShare: 0.002)
    host.tap(at: centre(of: buttons(of: alert)[1], in: host))
    host.runUntilIdle()
    #expect(named == "Summer")
    #expect(!field.isFirstResponder)
    #expect(host.loop.keyboard.currentFrame == nil)
  }

  @Test func aDisabledActionIgnoresTapsAndAnAlertIgnoresTapsOutside() throws {
    let (host, presenter) = showPresenter()
    let alert = UIAlertController(title: "Rename", message: "Type a new name.", preferredStyle: .alert)
    var runs = 0
    let save = UIAlertAction(title: "Save", style: .default) { _ in runs += 1 }
    save.isEnabled = false
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in runs += 10 })
    alert.addAction(save)
    presenter.present(alert, animated: true)
    host.runUntilIdle()
    let button = buttons(of: alert)[1]
    #expect(button.titleLabel.textColor == .secondaryLabel)
    host.tap(at: centre(of: button, in: host))
    host.tap(at: CGPoint(x: 30, y: 780))
    host.runUntilIdle()
    #expect(runs == 0)
    #expect(presenter.presentedViewController === alert)
    save.isEnabled = true
    #expect(button.titleLabel.textColor == .systemBlue)
    host.tap(at: centre(of: button, in: host))
    host.runUntilIdle()
    #expect(runs == 1)
    #expect(presenter.presentedViewController == nil)
  }

  @Test func aTapOutsideAnActionSheetRunsItsCancelAction() throws {
    let (host, presenter) = showPresenter()
    let sheet = UIAlertController(title: "Photo", message: "Remove it from the album?", preferredStyle: .actionSheet)
    var chosen: [String] = []
    sheet.addAction(UIAlertAction(title: "Remove", style: .destructive) { chosen.append($0.title ?? "") })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
    presenter.present(sheet, animated: true)
    host.runUntilIdle()
    // 8 pt from the sides, above the 34 pt home-indicator area; rows of 57 pt.
    let view = try #require(sheet.view as? ActionSheetView)
    #expect(view.frame == CGRect(x: 8, y: 844 - 34 - 184, width: 374, height: 184))
    let row = buttons(of: sheet)
    #expect(row.map { $0.action.title } == ["Remove", "Cancel"])
    #expect(row.map(\.frame.height) == [57, 57])
    #expect(view.cancelGroup.frame.minY - view.group.frame.maxY == 8)
    #expect(view.titleLabel.textColor == .secondaryLabel)
    host.tap(at: CGPoint(x: 195, y: 200))
    host.advance(by: 0.15)
    // Sliding down; the handler waits for the end of the dismissal.
    let sliding = try #require(view.layer.presentation()).frame
    #expect(sliding.minY > 626 && sliding.minY < 844, "\(sliding)")
    #expect(chosen.isEmpty)
    host.runUntilIdle()
    #expect(chosen == ["Cancel"])
    #expect(presenter.presentedViewController == nil)
  }

  @Test func anActionSheetWithoutCancelStaysAfterATapOutside() {
    let (host, presenter) = showPresenter()
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    presenter.present(sheet, animated: true)
    host.runUntilIdle()
    host.tap(at: CGPoint(x: 195, y: 200))
    host.runUntilIdle()
    #expect(presenter.presentedViewController === sheet)
  }

  // MARK: Goldens

  /// Presents `alert`, renders it 0.1 s in and settled; compares both with a tolerance of
  /// 2 levels per channel and no differing pixel.
  func verifyGoldens(of alert: UIAlertController, named name: String, dark: Bool = false) throws {
    let (host, presenter) = showPresenter()
    if dark { host.settings.userInterfaceStyle = .dark }
    host.step()
    presenter.present(alert, animated: true)
    host.advance(by: 0.1)
    if !dark { try GoldenImage.verify(host.render(), named: "\(name)-0.1s", in: Self.goldens) }
    host.runUntilIdle()
    try GoldenImage.verify(host.render(), named: name, in: Self.goldens)
  }

  @Test func anAlertWithTwoActionsLooksLikeIOS() throws {
    let alert = UIAlertController(
      title: "Delete photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    try verifyGoldens(of: alert, named: "alert-two-actions")
  }

  @Test func anAlertWithThreeStackedActionsLooksLikeIOS() throws {
    let alert = UIAlertController(title: "Share Album", message: "Choose how to share it.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Copy Link", style: .default))
    alert.addAction(UIAlertAction(title: "Invite People", style: .default))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    try verifyGoldens(of: alert, named: "alert-three-actions")
  }

  @Test func anActionSheetLooksLikeIOS() throws {
    let sheet = UIAlertController(
      title: "Delete Photo", message: "This photo will be deleted from all your devices.", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    try verifyGoldens(of: sheet, named: "action-sheet")
  }

  @Test func anAlertInDarkModeLooksLikeIOS() throws {
    let alert = UIAlertController(
      title: "Delete photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    try verifyGoldens(of: alert, named: "alert-two-actions-dark", dark: true)
  }
}
