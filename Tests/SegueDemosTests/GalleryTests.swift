import Foundation
import Segue
import SegueRender
import SegueTesting
import Testing

@testable import SegueDemos

/// The gallery list, the scene registry, and every scene's scripted round trip.
@Suite @MainActor struct GalleryTests {
  /// The scene names, in gallery order.
  nonisolated static let sceneNames = [
    "spring-sheet", "rotate-fade", "magic-move", "drop", "ios-push", "cover-vertical", "cross-dissolve", "flip",
    "full-width-back", "page-sheet", "sheet-detents", "zoom-grid", "photo-zoom", "blurred-card",
    "circular-reveal",
  ]

  @Test func registryNamesAreUniqueAndTheCLIsNamesExist() {
    let names = TransitionScene.names
    #expect(Set(names).count == names.count)
    #expect(names == Self.sceneNames)
    #expect(TransitionScene.named("nope") == nil && GalleryApp.makeRootViewController(openingScene: "nope") == nil)
    DemoImages.register()
    for scene in TransitionScene.all { #expect(UIImage(named: scene.iconName) != nil, "\(scene.iconName)") }
  }

  @Test func theListShowsEveryScene() throws {
    let driver = SceneDriver()
    let root = GalleryApp.makeRootViewController()
    driver.show(root)
    let navigation = try #require(root as? UINavigationController)
    let gallery = try #require(navigation.topViewController as? GalleryViewController)
    try driver.verifyScreenshot(named: "gallery")
    // The list is taller than the screen: the rows on it, then the rest after scrolling to the end.
    var titles = gallery.rows.map { $0.titleLabel.text ?? "" }
    let sections = gallery.tableView.numberOfSections
    let last = IndexPath(row: gallery.tableView.numberOfRows(inSection: sections - 1) - 1, section: sections - 1)
    gallery.tableView.scrollToRow(at: last, at: .bottom, animated: false)
    driver.advance(by: 1.0 / 60)
    for title in gallery.rows.map({ $0.titleLabel.text ?? "" }) where !titles.contains(title) { titles.append(title) }
    #expect(titles == TransitionScene.all.map(\.title))
    try driver.verifyScreenshot(named: "gallery-end")
  }

  @Test func tappingARowHighlightsItAndPushesItsScene() throws {
    let driver = SceneDriver()
    let host = driver.host
    let root = GalleryApp.makeRootViewController()
    driver.show(root)
    let navigation = try #require(root as? UINavigationController)
    let gallery = try #require(navigation.topViewController as? GalleryViewController)
    let row = try #require(gallery.row(named: "magic-move"))
    let indexPath = try #require(gallery.indexPath(named: "magic-move"))
    #expect(indexPath == IndexPath(row: 2, section: 0))
    let center = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    driver.send(.down, at: center)
    // A table delays content touches (150 ms) in case the finger scrolls.
    #expect(!row.isHighlighted)
    driver.advance(by: 0.2)
    #expect(row.isHighlighted)
    driver.send(.up, at: center)
    #expect(!row.isHighlighted && row.isSelected)
    #expect(gallery.tableView.indexPathForSelectedRow == indexPath)
    host.advance(by: 0.6)
    #expect(navigation.topViewController is MagicMoveViewController)
    #expect(navigation.navigationBar.topItem?.title == "Magic Move")
    // Back: the row stays selected under the pop and fades out with it
    // (clearsSelectionOnViewWillAppear).
    navigation.popViewController(animated: true)
    host.advance(by: 0.6)
    #expect(navigation.topViewController === gallery)
    #expect(gallery.tableView.indexPathForSelectedRow == nil && !row.isSelected)
  }

  /// Every scene: the scripted forward action changes what is on screen, the back action
  /// restores the scene's first screen exactly.
  @Test(arguments: GalleryTests.sceneNames)
  func scriptedForwardAndBackRoundTrip(_ name: String) throws {
    let harness = try SceneHarness(name)
    let window = try #require(harness.host.window)
    let stack = harness.navigationController.viewControllers
    let before = harness.host.render()
    harness.forward()
    // The scene's forward duration is enough for the transition to complete and settle.
    harness.host.advance(by: harness.scene.forwardDuration)
    #expect(
      harness.navigationController.viewControllers.count == 3 || harness.screen.presentedViewController != nil
        || name == "flip")
    harness.back()
    harness.host.advance(by: harness.scene.backDuration)
    #expect(harness.navigationController.viewControllers == stack)
    #expect(harness.screen.presentedViewController == nil)
    #expect(window.subviews == [harness.navigationController.view])
    #expect(harness.screen.view.superview != nil && harness.screen.view.transform == .identity)
    // Back where it started, pixel for pixel.
    let after = harness.host.render()
    #expect(ImageDiff(actual: after, expected: before, tolerance: 2)?.differingPixels == 0)
  }
}

/// The gallery's list rebuilt with Auto Layout lays out exactly as the frame-based one.
@Suite @MainActor struct ConstrainedGalleryTests {
  @Test func constraintsReproduceTheFrameLayout() {
    let framesHost = HeadlessHost(size: CGSize(width: 390, height: 753), scale: 2)
    let frameBased = FrameGalleryViewController()
    framesHost.show(frameBased)
    framesHost.advance(by: 1.0 / 60)
    let constraintsHost = HeadlessHost(size: CGSize(width: 390, height: 753), scale: 2)
    let constrained = ConstrainedGalleryViewController()
    constraintsHost.show(constrained)
    constraintsHost.advance(by: 1.0 / 60)
    func inWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }
    #expect(frameBased.rows.count == constrained.rows.count)
    for (a, b) in zip(frameBased.rows, constrained.rows) {
      #expect(inWindow(a) == inWindow(b))
      #expect(inWindow(a.iconView) == inWindow(b.iconView))
      #expect(inWindow(a.titleLabel) == inWindow(b.titleLabel))
      #expect(inWindow(a.detailLabel) == inWindow(b.detailLabel))
      #expect(inWindow(a.separatorView) == inWindow(b.separatorView))
    }
    // Pixels match except inside the disclosure chevrons: Auto Layout rounds the bars' edges to
    // whole pixels (their centres move by 0.1 pt), which the frame-based row does not.
    let chevrons = constrained.rows.map { row -> CGRect in
      let box = inWindow(row)
      return CGRect(x: box.maxX - 28, y: box.midY - 9, width: 16, height: 18)
    }
    let a = framesHost.render()
    let b = constraintsHost.render()
    var outside = 0
    var inside = 0
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        let point = CGPoint(x: CGFloat(x) / 2, y: CGFloat(y) / 2)
        if chevrons.contains(where: { $0.contains(point) }) { inside += 1 } else { outside += 1 }
      }
    }
    #expect(outside == 0)
    #expect(inside > 0)
  }
}
