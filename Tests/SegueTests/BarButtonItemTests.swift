import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// A list screen as iOS code sets up its bar: an add button wired with target–action, the
/// edit button item, and a detail screen whose left item replaces the back button.
@MainActor final class NotesViewController: UIViewController {
  var added = 0
  var editingChanges: [Bool] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: NotesViewController.addTapped)
    navigationItem.leftBarButtonItem = editButtonItem
  }

  func addTapped(_ sender: UIBarButtonItem) { added += 1 }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    editingChanges.append(editing)
  }
}

@MainActor final class ComposeViewController: UIViewController {
  var cancelled = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Compose"
    view.backgroundColor = .systemBackground
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel", style: .plain, target: self, action: ComposeViewController.cancel)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Send", image: nil, primaryAction: UIAction(title: "Send") { _ in })
  }
  func cancel() { cancelled += 1 }
}

@Suite @MainActor struct BarButtonItemTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  /// The bar's item controls, leading first.
  func itemControls(in navigation: UINavigationController) -> [BarButtonItemControl] {
    navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemControl }.filter { $0.alpha > 0 }
      .sorted { $0.frame.minX < $1.frame.minX }
  }

  @Test func barItemsSendTheirActionsAndTheEditItemToggles() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let notes = NotesViewController()
    let navigation = UINavigationController(rootViewController: notes)
    host.show(navigation)
    host.runUntilIdle()
    let controls = itemControls(in: navigation)
    #expect(controls.count == 2)
    let edit = try #require(controls.first)
    let add = try #require(controls.last)
    // 16 points from each edge; the add symbol's control is its 22-point image plus 11 on each side.
    #expect(edit.frame.minX == 16)
    #expect(add.frame.maxX == 390 - 16 && add.frame.width == 44)
    try GoldenImage.verify(host.render(), named: "bar-button-items", in: Self.goldens)
    host.tap(at: add.convert(CGPoint(x: 22, y: 22), to: nil))
    #expect(notes.added == 1)
    host.tap(at: edit.convert(CGPoint(x: 10, y: 22), to: nil))
    #expect(notes.isEditing && notes.editingChanges == [true])
    #expect(notes.editButtonItem.title == "Done" && notes.editButtonItem.style == .done)
    let done = try #require(itemControls(in: navigation).first)
    host.tap(at: done.convert(CGPoint(x: 10, y: 22), to: nil))
    #expect(!notes.isEditing && notes.editingChanges == [true, false])
    notes.navigationItem.rightBarButtonItem?.isEnabled = false
    let disabled = try #require(itemControls(in: navigation).last)
    host.tap(at: disabled.convert(CGPoint(x: 22, y: 22), to: nil))
    #expect(notes.added == 1, "a disabled item sends nothing")
  }

  @Test func aLeftItemReplacesTheBackButtonAndItemsFadeWithThePush() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let notes = NotesViewController()
    let navigation = UINavigationController(rootViewController: notes)
    host.show(navigation)
    host.runUntilIdle()
    let compose = ComposeViewController()
    navigation.pushViewController(compose, animated: true)
    host.advance(by: 0.15)
    let fading = navigation.navigationBar.subviews.compactMap { $0 as? BarButtonItemControl }
    #expect(fading.count == 4, "both items' controls are shown while they cross-fade")
    #expect(
      fading.contains {
        let o = $0.layer.presentation()?.opacity ?? 1
        return o > 0 && o < 1
      })
    host.runUntilIdle()
    #expect(navigation.navigationBar.displayedBackTitle == nil, "the left item replaces the back button")
    let controls = itemControls(in: navigation)
    #expect(controls.map { $0.item.title } == ["Cancel", "Send"])
    host.tap(at: controls[0].convert(CGPoint(x: 10, y: 22), to: nil))
    #expect(compose.cancelled == 1)
    compose.navigationItem.leftItemsSupplementBackButton = true
    #expect(navigation.navigationBar.displayedBackTitle == "Notes")
  }
}

/// A controller whose bar button items come from its storyboard scene.
final class StoryboardNotesController: UIViewController {
  private(set) var adds = 0
  func addNote(_ sender: UIBarButtonItem) { adds += 1 }
  override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
    super.interfaceBuilderBindings + [.action("addNote:", StoryboardNotesController.addNote(_:))]
  }
}

@Suite @MainActor struct BarButtonItemDocumentTests {
  @Test func aScenesBarButtonItemsAreMadeAndTheirActionsConnected() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
          <scenes>
              <scene sceneID="scene">
                  <objects>
                      <viewController id="vc" customClass="StoryboardNotesController" customModule="SegueTests" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                          </view>
                          <navigationItem key="navigationItem" title="Notes" id="item">
                              <barButtonItem key="leftBarButtonItem" title="Sort" style="plain" id="sort"/>
                              <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                  <connections>
                                      <action selector="addNote:" destination="vc" id="act"/>
                                  </connections>
                              </barButtonItem>
                          </navigationItem>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let path = try InterfaceBuilderLoadingTests.write(storyboard)
    let loaded = try UIStoryboard(path: path)
    let controller = try #require(loaded.instantiateInitialViewController() as? StoryboardNotesController)
    controller.loadViewIfNeeded()
    let item = controller.navigationItem
    #expect(item.title == "Notes" && item.leftBarButtonItem?.title == "Sort")
    let add = try #require(item.rightBarButtonItem)
    #expect(add.image != nil)
    add.performAction()
    #expect(controller.adds == 1)
    #expect(loaded.document.warnings.isEmpty, "\(loaded.document.warnings)")
  }
}
