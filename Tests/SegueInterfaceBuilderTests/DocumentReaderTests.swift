import Foundation
import Testing

@testable import SegueInterfaceBuilder

/// The reader on documents written the way Xcode writes them, and on deliberately broken
/// ones: each broken document gives one `DocumentError` naming the file, the line and a fix.
@Suite struct DocumentReaderTests {
  static func storyboard(_ scenes: String, initial: String = "vc1", resources: String = "") -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
          </dependencies>
          <scenes>
      \(scenes)
          </scenes>
      \(resources)
      </document>
      """.utf8)
  }

  static let twoScenes = """
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="List" id="vc1" customClass="ListViewController" customModule="Fruit" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label opaque="NO" text="Hello" textAlignment="center" id="l1">
                                    <rect key="frame" x="20" y="100" width="350" height="21"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g1"/>
                            <color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstItem="l1" firstAttribute="leading" secondItem="g1" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="l1" firstAttribute="width" secondItem="v1" secondAttribute="width" multiplier="16:9" priority="750" id="c2"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="l1" id="o1"/>
                            <segue destination="vc2" kind="show" identifier="showDetail" id="sg1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <sparkleEmitter id="x1"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

  @Test func aStoryboardIsReadIntoScenesObjectsConstraintsAndConnections() throws {
    let document = try InterfaceBuilderDocument.read(Self.storyboard(Self.twoScenes), file: "Main.storyboard")
    #expect(document.kind == .storyboard)
    #expect(document.initialViewController == "vc1")
    #expect(document.scenes.map(\.id) == ["s1", "s2"])
    #expect(document.scene(withIdentifier: "List")?.controller.id == "vc1")
    let controller = try #require(document.objectsByID["vc1"])
    #expect(controller.customClass == "ListViewController")
    #expect(controller.customModule == "Fruit")
    #expect(controller.moduleIsTarget)
    let view = try #require(controller.keyed["view"])
    #expect(view.rects["frame"] == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(view.subviews.map(\.element) == ["label"])
    let label = view.subviews[0]
    #expect(label.string("text") == "Hello")
    #expect(label.rects["frame"] == CGRect(x: 20, y: 100, width: 350, height: 21))
    #expect(view.constraints.count == 2)
    let ratio = view.constraints[1]
    #expect(ratio.firstItem == "l1" && ratio.firstAttribute == "width" && ratio.secondItem == "v1")
    #expect(abs(ratio.multiplier - 16.0 / 9.0) < 1e-12)
    #expect(ratio.priority == 750)
    #expect(view.constraints[0].constant == 20 && view.constraints[0].priority == 1000)
    #expect(controller.connections.count == 2)
    #expect(
      controller.connections[0] == .outlet(property: "titleLabel", destination: "l1", collection: false, line: 27))
    guard case .segue(let segue) = controller.connections[1] else {
      Issue.record("the second connection is not a segue: \(controller.connections[1])")
      return
    }
    #expect(segue.kind == "show" && segue.destination == "vc2" && segue.identifier == "showDetail")
  }

  /// An element the reader has no type for inside a view is kept as an object (the UIKit
  /// layer reports it when it makes the view); one beside the scenes is reported here, once.
  @Test func anUnknownElementIsReportedOnceWithItsLineAndTheRestLoads() throws {
    let data = Self.storyboard(Self.twoScenes, resources: "    <sparkles/>\n    <sparkles/>")
    let document = try InterfaceBuilderDocument.read(data, file: "Main.storyboard")
    let unknown = document.warnings.filter { $0.message.contains("sparkles") }
    #expect(unknown.map(\.description) == ["Main.storyboard:45: <sparkles> is not read by Segue; skipped"])
    let view = try #require(document.objectsByID["v2"])
    #expect(view.lists["sparkleEmitter"]?.map(\.line) == [39])
    #expect(document.scene(withControllerID: "vc2") != nil)
  }

  @Test func brokenXMLNamesTheLine() {
    let text = String(decoding: Self.storyboard(Self.twoScenes), as: UTF8.self)
      .replacingOccurrences(of: "<label opaque=\"NO\"", with: "<label opaque=NO")
    #expect {
      _ = try InterfaceBuilderDocument.read(Data(text.utf8), file: "Broken.storyboard")
    } throws: { error in
      let error = error as? DocumentError
      return error?.file == "Broken.storyboard" && error?.line == 13
        && error?.problem.contains("not well-formed XML") == true
        && error?.description.hasPrefix("Broken.storyboard:13: the file is not well-formed XML") == true
    }
  }

  static func problem(replacing old: String, with new: String) -> DocumentError? {
    let text = String(decoding: Self.storyboard(Self.twoScenes), as: UTF8.self).replacingOccurrences(of: old, with: new)
    precondition(
      text != String(decoding: Self.storyboard(Self.twoScenes), as: UTF8.self), "\(old) is not in the document")
    do {
      _ = try InterfaceBuilderDocument.read(Data(text.utf8), file: "Main.storyboard")
      return nil
    } catch {
      return error
    }
  }

  @Test func aConstraintToAnUnknownItemNamesTheConstraintsLine() {
    let error = Self.problem(replacing: "secondItem=\"g1\"", with: "secondItem=\"zzz-99-xyz\"")
    #expect(
      error?.description
        == "Main.storyboard:22: the constraint's secondItem \"zzz-99-xyz\" is not an object of this document; connect the constraint again in Interface Builder or delete it."
    )
  }

  @Test func aSegueToAMissingSceneNamesTheSegue() {
    let error = Self.problem(replacing: "destination=\"vc2\"", with: "destination=\"gone\"")
    #expect(error?.line == 28)
    #expect(error?.problem.contains("the segue \"showDetail\" leads to \"gone\"") == true)
  }

  @Test func anOutletToAMissingObjectNamesTheOutlet() {
    let error = Self.problem(replacing: "destination=\"l1\"", with: "destination=\"nope\"")
    #expect(error?.line == 27)
    #expect(error?.problem.hasPrefix("the outlet \"titleLabel\" points at \"nope\"") == true)
  }

  @Test func aMissingInitialControllerAndADuplicateIDAreReported() {
    let initial = Self.problem(replacing: "initialViewController=\"vc1\"", with: "initialViewController=\"vc9\"")
    #expect(initial?.line == 2)
    #expect(initial?.problem.contains("\"vc9\" is not a scene's controller") == true)
    let duplicate = Self.problem(replacing: "id=\"x1\"", with: "id=\"l1\"")
    #expect(duplicate?.line == 39)
    #expect(duplicate?.problem.contains("already used by the <label> on line 13") == true)
  }

  @Test func anUnknownSegueKindAndANonInterfaceBuilderRootAreReported() {
    let kind = Self.problem(replacing: "kind=\"show\"", with: "kind=\"teleport\"")
    #expect(kind?.problem.hasPrefix("the segue kind \"teleport\" is not one UIKit has") == true)
    #expect {
      _ = try InterfaceBuilderDocument.read(Data("<plist version=\"1.0\"><dict/></plist>".utf8), file: "Info.plist")
    } throws: { error in
      (error as? DocumentError)?.problem.hasPrefix(
        "this is not an iOS Interface Builder document (its root is <plist>)")
        == true
    }
  }

  @Test func aXibKeepsItsPlaceholdersFirstAndNamedColoursResolve() throws {
    let xib = Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeOwner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="b1" customClass="BadgeView">
                  <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                  <color key="backgroundColor" name="Accent"/>
              </view>
          </objects>
          <resources>
              <namedColor name="Accent">
                  <color red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </namedColor>
          </resources>
      </document>
      """.utf8)
    let document = try InterfaceBuilderDocument.read(xib, file: "BadgeView.xib")
    #expect(document.kind == .xib)
    #expect(document.objects.map(\.id) == ["-1", "-2", "b1"])
    #expect(document.objects[0].attributes["placeholderIdentifier"] == "IBFilesOwner")
    #expect(document.namedColors["Accent"] != nil)
    #expect(document.warnings.isEmpty)
  }

  @Test func ratiosAndNumbersAreMultipliers() {
    #expect(DocumentConstraint.multiplier("0.5") == 0.5)
    #expect(DocumentConstraint.multiplier("4:3") == 4.0 / 3.0)
    #expect(DocumentConstraint.multiplier("4:0") == nil)
    #expect(DocumentConstraint.multiplier("wide") == nil)
  }
}

/// `<variation>`s: which constraints and subviews are installed per size class.
@Suite struct DocumentVariationTests {
  typealias Variation = DocumentVariation

  @Test func keysAreReadAsXcodeWritesThem() {
    #expect(Variation.parse(key: "default", line: 1)?.isDefault == true)
    let both = Variation.parse(key: "heightClass=compact-widthClass=regular", line: 1)
    #expect(both?.height == .compact && both?.width == .regular && both?.isDefault == false)
    #expect(Variation.parse(key: "widthClass=compact", line: 1)?.width == .compact)
    #expect(Variation.parse(key: "widthClass=huge", line: 1) == nil)
    #expect(Variation.parse(key: "idiom=pad", line: 1) == nil)
  }

  /// Base, then one class, then both classes: the more specific variation wins.
  @Test func theMostSpecificVariationDecides() {
    var base = Variation(isDefault: true, line: 1)
    base.excluded = ["landscapeTop"]
    var compactHeight = Variation(isDefault: false, height: .compact, line: 2)
    compactHeight.included = ["landscapeTop"]
    compactHeight.excluded = ["portraitTop", "banner"]
    var regularWidthCompactHeight = Variation(isDefault: false, width: .regular, height: .compact, line: 3)
    regularWidthCompactHeight.included = ["banner"]
    let all = [base, compactHeight, regularWidthCompactHeight]
    func installed(_ id: String, _ width: Variation.SizeClass, _ height: Variation.SizeClass) -> Bool {
      Variation.isInstalled(id, in: all, width: width, height: height)
    }
    #expect(installed("portraitTop", .compact, .regular) && !installed("landscapeTop", .compact, .regular))
    #expect(!installed("portraitTop", .compact, .compact) && installed("landscapeTop", .compact, .compact))
    #expect(installed("banner", .compact, .regular) && !installed("banner", .compact, .compact))
    #expect(installed("banner", .regular, .compact))
    #expect(installed("unmanaged", .regular, .compact))
    #expect(Variation.managedIDs(all) == ["landscapeTop", "portraitTop", "banner"])
  }

  @Test func masksAreReadAndOverriddenValuesReportedOnce() throws {
    let scene = """
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v1">
                              <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                              <subviews>
                                  <label opaque="NO" text="Hi" id="l1">
                                      <rect key="frame" x="20" y="100" width="350" height="21"/>
                                      <variation key="widthClass=regular">
                                          <fontDescription key="fontDescription" type="system" pointSize="40"/>
                                      </variation>
                                  </label>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="100" id="c1"/>
                                  <constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="20" id="c2"/>
                              </constraints>
                              <variation key="default">
                                  <mask key="constraints">
                                      <exclude reference="c2"/>
                                  </mask>
                              </variation>
                              <variation key="heightClass=compact">
                                  <mask key="constraints">
                                      <include reference="c2"/>
                                      <exclude reference="c1"/>
                                  </mask>
                              </variation>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """
    let document = try InterfaceBuilderDocument.read(DocumentReaderTests.storyboard(scene), file: "Main.storyboard")
    let view = try #require(document.objectsByID["v1"])
    #expect(view.variations.count == 2)
    #expect(view.variations[0].isDefault && view.variations[0].excluded == ["c2"])
    #expect(view.variations[1].height == .compact && view.variations[1].included == ["c2"])
    #expect(view.variations[1].excluded == ["c1"])
    #expect(
      document.warnings.map(\.description) == [
        "Main.storyboard:16: size-class values (<fontDescription key=\"fontDescription\"> in a <variation>) are not applied by Segue yet; the base value is used"
      ])
  }
}
