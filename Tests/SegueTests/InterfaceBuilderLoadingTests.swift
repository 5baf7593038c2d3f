import Foundation
import Segue
import SegueInterfaceBuilder
import Testing

@testable import SegueUIKit

/// A controller with one outlet and one action, bound as `segue port` writes it.
final class LoadingTestController: UIViewController {
  weak var titleLabel: UILabel!
  private(set) var taps = 0

  func tapped(_ sender: UIButton) { taps += 1 }

  override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
    super.interfaceBuilderBindings + [
      .outlet("titleLabel", \LoadingTestController.titleLabel),
      .action("tapped:", LoadingTestController.tapped(_:)),
    ]
  }
}

/// A table cell from its own xib, registered with `register(_:forCellReuseIdentifier:)`.
final class NibCell: UITableViewCell {
  weak var nameLabel: UILabel!
  private(set) var awoke = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke += 1
    nameLabel.textColor = .systemRed
  }

  override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
    super.interfaceBuilderBindings + [.outlet("nameLabel", \NibCell.nameLabel)]
  }
}

/// A pan recognizer subclass, named as a storyboard recognizer's custom class.
final class StoryboardCustomPan: UIPanGestureRecognizer {}

/// Storyboards that load only in part, or not at all: the class, binding and type checks of
/// the UIKit layer, each one sentence with file:line, and what is skipped with a report.
@MainActor @Suite struct InterfaceBuilderLoadingTests {
  static func storyboard(controllerClass: String, subviews: String, constraints: String = "", connections: String)
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="scene">
                <objects>
                    <viewController id="vc" customClass="\(controllerClass)" customModule="SegueTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                        <connections>
    \(connections)
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static let label = """
                                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="20" y="100" width="350" height="21"/>
                                </label>
    """
  static let button = """
                                <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                    <rect key="frame" x="20" y="200" width="350" height="44"/>
                                    <state key="normal" title="Go"/>
                                    <connections>
                                        <action selector="tapped:" destination="vc" eventType="EVENT" id="act"/>
                                    </connections>
                                </button>
    """

  static func write(_ text: String, name: String = "Main.storyboard") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func loadError(_ text: String) throws -> DocumentError? {
    let path = try write(text)
    do {
      _ = try UIStoryboard(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test func aClassThatDoesNotExistIsOneSentenceWithTheLine() throws {
    let error = try Self.loadError(
      Self.storyboard(controllerClass: "NoSuchController", subviews: Self.label, connections: ""))
    #expect(error?.file == "Main.storyboard")
    #expect(error?.line == 6)
    #expect(error?.problem.hasPrefix("there is no class NoSuchController (tried ") == true)
  }

  /// uikit-behaviour-2.md §21.1: no `UIGestureRecognizer` initializer is required, so a
  /// custom class cannot be made from a document; UIKit's own classes still load.
  @Test func aGestureRecognizerWithACustomClassIsRefusedWithTheFix() throws {
    let text = Self.storyboard(controllerClass: "LoadingTestController", subviews: Self.label, connections: "")
      .replacingOccurrences(
        of: "            </objects>",
        with:
          "                <panGestureRecognizer customClass=\"StoryboardCustomPan\" customModule=\"SegueTests\" id=\"pan\"/>\n            </objects>"
      )
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains("<panGestureRecognizer")
    }
    let error = try Self.loadError(text)
    #expect(error?.line == line.map { $0 + 1 })
    #expect(
      error?.problem
        == "the custom class StoryboardCustomPan of this <panGestureRecognizer> cannot be made from a document by Segue (no initializer of a UIGestureRecognizer subclass is required, so none can be called from its class); leave the class empty in Interface Builder and add the recognizer in code, e.g. in viewDidLoad: view.addGestureRecognizer(StoryboardCustomPan(target: self, action: MyController.handleGesture))"
    )
    let plain = text.replacingOccurrences(
      of: " customClass=\"StoryboardCustomPan\" customModule=\"SegueTests\"", with: "")
    #expect(try Self.loadError(plain) == nil)
  }

  @Test func anOutletTheClassDoesNotBindNamesTheFix() throws {
    let error = try Self.loadError(
      Self.storyboard(
        controllerClass: "LoadingTestController", subviews: Self.label,
        connections: #"<outlet property="subtitleLabel" destination="label" id="o1"/>"#))
    #expect(error?.line == 19)
    #expect(
      error?.problem.hasPrefix(
        "LoadingTestController has no outlet subtitleLabel that Segue can set; run `segue port` on the file declaring LoadingTestController"
      ) == true)
  }

  @Test func anOutletOfTheWrongTypeIsReportedNotCrashed() throws {
    let error = try Self.loadError(
      Self.storyboard(
        controllerClass: "LoadingTestController",
        subviews: Self.button.replacingOccurrences(of: "EVENT", with: "touchUpInside"),
        connections: #"<outlet property="titleLabel" destination="button" id="o1"/>"#))
    #expect(error?.line == 23)
    #expect(error?.problem.contains("titleLabel") == true)
    #expect(error?.problem.contains("UIButton") == true)
  }

  @Test func anActionTheClassDoesNotBindNamesTheFix() throws {
    let error = try Self.loadError(
      Self.storyboard(
        controllerClass: "LoadingTestController",
        subviews: Self.button.replacingOccurrences(of: "EVENT", with: "touchUpInside")
          .replacingOccurrences(of: "tapped:", with: "pressed:"),
        connections: ""))
    #expect(
      error?.problem.hasPrefix("LoadingTestController has no action pressed: that Segue can call; run `segue port`")
        == true)
  }

  /// A `<datePicker>` Segue has no class for is skipped with its constraints (which must not
  /// land on the holding view); the rest of the scene loads and its outlet is connected.
  @Test func aSkippedElementTakesItsConstraintsWithItAndTheRestLoads() throws {
    let field = """
                                  <datePicker opaque="NO" contentMode="scaleToFill" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                      <rect key="frame" x="20" y="300" width="350" height="34"/>
                                  </datePicker>
      """
    let constraints = """
                                  <constraint firstItem="field" firstAttribute="height" constant="34" id="c1"/>
                                  <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
                                  <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
      """
    let path = try Self.write(
      Self.storyboard(
        controllerClass: "LoadingTestController", subviews: Self.label + "\n" + field, constraints: constraints,
        connections: #"<outlet property="titleLabel" destination="label" id="o1"/>"#))
    let storyboard = try UIStoryboard(path: path)
    let controller = try #require(storyboard.instantiateInitialViewController() as? LoadingTestController)
    controller.loadViewIfNeeded()
    #expect(controller.titleLabel?.text == "Title")
    #expect(controller.view.subviews.count == 1)
    #expect(controller.view.constraints.count == 1)
    #expect(controller.view.constraints.first?.firstItem === controller.titleLabel)
    #expect(
      storyboard.document.warnings.contains {
        $0.line == 13 && $0.message.hasPrefix("<datePicker> is not made by Segue yet")
      })
  }

  @Test func anEventSegueDoesNotSendIsReportedAndTheActionStillConnects() throws {
    let path = try Self.write(
      Self.storyboard(
        controllerClass: "LoadingTestController",
        subviews: Self.button.replacingOccurrences(of: "EVENT", with: "menuActionTriggered"), connections: ""))
    let storyboard = try UIStoryboard(path: path)
    let controller = try #require(storyboard.instantiateInitialViewController() as? LoadingTestController)
    controller.loadViewIfNeeded()
    #expect(
      storyboard.document.warnings.contains {
        $0.line == 14
          && $0.message.hasPrefix("the control event menuActionTriggered is not one Segue's controls send yet")
      })
    let button = try #require(controller.view.subviews.first as? UIButton)
    button.sendActions(for: .primaryActionTriggered)
    #expect(controller.taps == 1)
  }

  /// An action connected to First Responder goes up the responder chain from the button to
  /// the controller that has it, as UIKit's nil-targeted actions do.
  @Test func anActionSentToFirstResponderReachesTheControllerUpTheChain() throws {
    let text = Self.storyboard(
      controllerClass: "LoadingTestController",
      subviews: Self.button.replacingOccurrences(of: "EVENT", with: "touchUpInside")
        .replacingOccurrences(of: #"destination="vc""#, with: #"destination="first""#),
      connections: ""
    ).replacingOccurrences(
      of: "</viewController>",
      with:
        #"</viewController><placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>"#
    )
    let storyboard = try UIStoryboard(path: try Self.write(text))
    let controller = try #require(storyboard.instantiateInitialViewController() as? LoadingTestController)
    controller.loadViewIfNeeded()
    let button = try #require(controller.view.subviews.first as? UIButton)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.taps == 2)
  }

  /// An attributed label keeps its characters (joined from the fragments), reported once.
  @Test func anAttributedLabelKeepsItsText() throws {
    let label = """
                                  <label opaque="NO" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                      <rect key="frame" x="20" y="100" width="350" height="21"/>
                                      <attributedString key="attributedText">
                                          <fragment content="Hello ">
                                              <attributes><font key="NSFont" size="17" name="Helvetica"/></attributes>
                                          </fragment>
                                          <fragment content="world"/>
                                      </attributedString>
                                  </label>
      """
    let storyboard = try UIStoryboard(
      path: try Self.write(
        Self.storyboard(
          controllerClass: "LoadingTestController", subviews: label,
          connections: #"<outlet property="titleLabel" destination="label" id="o1"/>"#)))
    let controller = try #require(storyboard.instantiateInitialViewController() as? LoadingTestController)
    controller.loadViewIfNeeded()
    #expect(controller.titleLabel.text == "Hello world")
    #expect(
      storyboard.document.warnings.contains { $0.line == 10 && $0.message.hasPrefix("an attributed label's text") })
  }

  /// Each cell made from a registered nib is a new instance of the xib's cell, its outlet
  /// connected and `awakeFromNib` called once; dequeued again after reuse, it is the same cell.
  @Test func aCellRegisteredFromANibIsMadeFromItsXib() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="NibCell" rowHeight="60" id="cell" customClass="NibCell" customModule="SegueTests">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                      <subviews>
                          <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                              <rect key="frame" x="20" y="20" width="350" height="21"/>
                          </label>
                      </subviews>
                  </tableViewCellContentView>
                  <connections>
                      <outlet property="nameLabel" destination="name" id="out"/>
                  </connections>
              </tableViewCell>
          </objects>
      </document>
      """
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.register(UINib(data: Data(xib.utf8), bundle: nil), forCellReuseIdentifier: "NibCell")
    let first = try #require(table.dequeueReusableCell(withIdentifier: "NibCell") as? NibCell)
    let second = try #require(table.dequeueReusableCell(withIdentifier: "NibCell") as? NibCell)
    #expect(first !== second)
    #expect(first.nameLabel?.text == "Name" && first.nameLabel.superview === first.contentView)
    #expect(first.awoke == 1 && second.awoke == 1)
    #expect(first.nameLabel.textColor == .systemRed)
  }
}
