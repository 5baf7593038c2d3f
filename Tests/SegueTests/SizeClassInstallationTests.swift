import Foundation
import Segue
import Testing

@testable import SegueUIKit

/// Constraints and subviews installed per size class, followed through a rotation.
@MainActor @Suite struct SizeClassInstallationTests {
  /// Portrait: the title 100 pt below the view's top, a banner under it. Landscape (compact
  /// height): the title 20 pt below the top and no banner, as the variations say.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="scene">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="20" y="100" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="tw"/>
                                        <constraint firstAttribute="height" constant="40" id="th"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                    <rect key="frame" x="20" y="160" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="bw"/>
                                        <constraint firstAttribute="height" constant="40" id="bh"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                    <rect key="frame" x="20" y="700" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="fw"/>
                                        <constraint firstAttribute="height" constant="40" id="fh"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="portraitTop"/>
                                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="landscapeTop"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="tl"/>
                                <constraint firstItem="banner" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="bt"/>
                                <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
                                <constraint firstItem="footer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="ft"/>
                                <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fl"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="landscapeTop"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact">
                                <mask key="subviews">
                                    <exclude reference="banner"/>
                                </mask>
                                <mask key="constraints">
                                    <include reference="landscapeTop"/>
                                    <exclude reference="portraitTop"/>
                                    <exclude reference="bt"/>
                                    <exclude reference="bl"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func aRotationInstallsTheCompactHeightConstraintsAndSubviews() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-sizeclass-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("Rotating.storyboard").path
    try Data(Self.document.utf8).write(to: URL(fileURLWithPath: path))
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let storyboard = try UIStoryboard(path: path)
    let controller = try #require(storyboard.instantiateInitialViewController())
    host.show(controller)
    host.step()
    let root = controller.view!
    func frames() -> [String: CGRect] {
      var result: [String: CGRect] = [:]
      for (name, index) in [("title", 0), ("second", 1), ("third", 2)] where index < root.subviews.count {
        result[name] = root.subviews[index].frame
      }
      return result
    }
    #expect(root.subviews.count == 3)
    #expect(frames()["title"] == CGRect(x: 20, y: 100, width: 100, height: 40))
    #expect(frames()["second"] == CGRect(x: 20, y: 160, width: 100, height: 40), "the banner under the title")
    #expect(frames()["third"] == CGRect(x: 20, y: 300, width: 100, height: 40))
    let banner = root.subviews[1]

    host.resize(to: CGSize(width: 844, height: 390))
    host.step()
    #expect(controller.traitCollection.verticalSizeClass == .compact)
    #expect(root.subviews.count == 2 && banner.superview == nil)
    #expect(frames()["title"] == CGRect(x: 20, y: 20, width: 100, height: 40))
    #expect(frames()["second"] == CGRect(x: 20, y: 300, width: 100, height: 40), "the footer")

    host.resize(to: CGSize(width: 390, height: 844))
    host.step()
    #expect(root.subviews.count == 3 && root.subviews[1] === banner, "back in its place")
    #expect(frames()["title"] == CGRect(x: 20, y: 100, width: 100, height: 40))
    #expect(frames()["second"] == CGRect(x: 20, y: 160, width: 100, height: 40))
  }
}
