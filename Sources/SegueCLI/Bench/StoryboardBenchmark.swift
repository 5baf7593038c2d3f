import Foundation
import Segue

/// `segue bench storyboard`: what an app pays for Interface Builder documents
/// (docs/interface-builder.md).
///
/// A storyboard of `sceneCount` scenes is written as Xcode writes one: each scene a view
/// controller whose view holds a title label, a body label, an image view, a vertical stack
/// of two buttons and a container, 14 constraints (safe area, ratios, priorities), a named
/// system colour and a show segue to the next scene; a navigation controller is the initial
/// scene. Load: reading the XML and checking the whole document (every reference, class,
/// outlet, action and segue), `UIStoryboard` made from a file it has not read before.
/// Instantiate: `instantiateViewController(withIdentifier:)` of one scene with its view
/// loaded and laid out (`loadViewIfNeeded`, `layoutIfNeeded`), scenes taken in turn.
enum StoryboardBenchmark {
  struct Result {
    let scenes: Int
    let bytes: Int
    let load: TimingSamples
    let instantiate: TimingSamples
  }

  static let loadTargetMilliseconds = 50.0
  static let instantiateTargetMilliseconds = 2.0

  /// - Throws: when the temporary folder cannot be written, or the generated storyboard does
  ///   not load (a bug: the message says where).
  @MainActor static func run(sceneCount: Int, rounds: Int) throws -> Result {
    // The screen and frame loop the controllers are made on.
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    defer { withExtendedLifetime(host) {} }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-bench-storyboard-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = Data(document(sceneCount: sceneCount).utf8)
    var load = TimingSamples()
    var storyboard: UIStoryboard?
    for round in 0..<rounds {
      // A new file each round: read documents are kept per path.
      let path = directory.appendingPathComponent("Bench\(round).storyboard").path
      try data.write(to: URL(fileURLWithPath: path))
      var failure: Error?
      load.append(
        measure {
          do { storyboard = try UIStoryboard(path: path) } catch { failure = error }
        } * 1000)
      if let failure { throw failure }
    }
    var instantiate = TimingSamples()
    if let storyboard {
      for index in 0..<max(rounds * 4, 20) {
        let identifier = "Scene\(index % sceneCount)"
        // Kept past the measurement, so its release is not timed.
        var made: UIViewController?
        instantiate.append(
          measure {
            let controller = storyboard.instantiateViewController(withIdentifier: identifier)
            controller.loadViewIfNeeded()
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            controller.view.layoutIfNeeded()
            made = controller
          } * 1000)
        withExtendedLifetime(made) {}
      }
    }
    return Result(scenes: sceneCount, bytes: data.count, load: load, instantiate: instantiate)
  }

  /// The storyboard's XML: a navigation controller, then `sceneCount` scenes chained by show segues.
  static func document(sceneCount: Int) -> String {
    var scenes = """
              <scene sceneID="nav-scene">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                              <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <connections>
                              <segue destination="vc-0" kind="relationship" relationship="rootViewController" id="nav-root"/>
                          </connections>
                      </navigationController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="nav-first" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>

      """
    for index in 0..<sceneCount {
      let next = (index + 1) % sceneCount
      let n = "\(index)"
      scenes += """
                <scene sceneID="scene-\(n)">
                    <objects>
                        <viewController storyboardIdentifier="Scene\(n)" title="Scene \(n)" id="vc-\(n)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(n)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scene \(n)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title-\(n)">
                                        <rect key="frame" x="20" y="123" width="353" height="41"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A scene of a large storyboard, with a body text long enough to wrap." textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="body-\(n)">
                                        <rect key="frame" x="20" y="180" width="353" height="41"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <color key="textColor" systemColor="secondaryLabelColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="image-\(n)">
                                        <rect key="frame" x="20" y="237" width="353" height="198"/>
                                        <color key="backgroundColor" systemColor="systemTealColor"/>
                                    </imageView>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stack-\(n)">
                                        <rect key="frame" x="20" y="451" width="353" height="80"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="next-\(n)">
                                                <rect key="frame" x="0.0" y="0.0" width="353" height="34"/>
                                                <state key="normal" title="Next"/>
                                                <connections>
                                                    <segue destination="vc-\(next)" kind="show" identifier="next" id="segue-\(n)"/>
                                                </connections>
                                            </button>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="other-\(n)">
                                                <rect key="frame" x="0.0" y="46" width="353" height="34"/>
                                                <state key="normal" title="Other"/>
                                            </button>
                                        </subviews>
                                    </stackView>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-\(n)">
                                        <rect key="frame" x="20" y="547" width="353" height="120"/>
                                        <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                <integer key="value" value="12"/>
                                            </userDefinedRuntimeAttribute>
                                        </userDefinedRuntimeAttributes>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-\(n)"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="title-\(n)" firstAttribute="top" secondItem="safe-\(n)" secondAttribute="top" constant="20" id="c1-\(n)"/>
                                    <constraint firstItem="title-\(n)" firstAttribute="leading" secondItem="safe-\(n)" secondAttribute="leading" constant="20" id="c2-\(n)"/>
                                    <constraint firstItem="safe-\(n)" firstAttribute="trailing" secondItem="title-\(n)" secondAttribute="trailing" constant="20" id="c3-\(n)"/>
                                    <constraint firstItem="body-\(n)" firstAttribute="top" secondItem="title-\(n)" secondAttribute="bottom" constant="16" id="c4-\(n)"/>
                                    <constraint firstItem="body-\(n)" firstAttribute="leading" secondItem="title-\(n)" secondAttribute="leading" id="c5-\(n)"/>
                                    <constraint firstItem="body-\(n)" firstAttribute="trailing" secondItem="title-\(n)" secondAttribute="trailing" id="c6-\(n)"/>
                                    <constraint firstItem="image-\(n)" firstAttribute="top" secondItem="body-\(n)" secondAttribute="bottom" constant="16" id="c7-\(n)"/>
                                    <constraint firstItem="image-\(n)" firstAttribute="leading" secondItem="title-\(n)" secondAttribute="leading" id="c8-\(n)"/>
                                    <constraint firstItem="image-\(n)" firstAttribute="trailing" secondItem="title-\(n)" secondAttribute="trailing" id="c9-\(n)"/>
                                    <constraint firstItem="image-\(n)" firstAttribute="width" secondItem="image-\(n)" secondAttribute="height" multiplier="16:9" id="c10-\(n)"/>
                                    <constraint firstItem="stack-\(n)" firstAttribute="top" secondItem="image-\(n)" secondAttribute="bottom" constant="16" id="c11-\(n)"/>
                                    <constraint firstItem="stack-\(n)" firstAttribute="leading" secondItem="title-\(n)" secondAttribute="leading" id="c12-\(n)"/>
                                    <constraint firstItem="stack-\(n)" firstAttribute="trailing" secondItem="title-\(n)" secondAttribute="trailing" id="c13-\(n)"/>
                                    <constraint firstItem="box-\(n)" firstAttribute="top" secondItem="stack-\(n)" secondAttribute="bottom" constant="16" priority="750" id="c14-\(n)"/>
                                    <constraint firstItem="box-\(n)" firstAttribute="leading" secondItem="title-\(n)" secondAttribute="leading" id="c15-\(n)"/>
                                    <constraint firstItem="box-\(n)" firstAttribute="trailing" secondItem="title-\(n)" secondAttribute="trailing" id="c16-\(n)"/>
                                    <constraint firstItem="box-\(n)" firstAttribute="height" constant="120" id="c17-\(n)"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="first-\(n)" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(index * 800)" y="0"/>
                </scene>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
          </dependencies>
          <scenes>
      \(scenes)    </scenes>
          <resources>
              <systemColor name="labelColor"><color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
              <systemColor name="secondaryLabelColor"><color red="0.235" green="0.235" blue="0.263" alpha="0.6" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
              <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
              <systemColor name="systemGroupedBackgroundColor"><color red="0.949" green="0.949" blue="0.969" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
              <systemColor name="systemTealColor"><color red="0.188" green="0.690" blue="0.780" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
          </resources>
      </document>

      """
  }
}

extension BenchCommand {
  static func runStoryboard(_ options: inout OptionParser) throws {
    let json = options.flag("json")
    let scenes =
      try options.integer(
        "scenes", accepts: "a whole number of scenes from 1 to 5000", where: { (1...5000).contains($0) })
      ?? 200
    let rounds =
      try options.integer(
        "rounds", accepts: "a whole number of rounds from 1 to 1000", where: { (1...1000).contains($0) })
      ?? 21
    try options.finish(command: "bench")
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures run 'swift run -c release segue bench storyboard'.\n".utf8)
      )
    #endif
    let result = try MainActor.assumeIsolated { try StoryboardBenchmark.run(sceneCount: scenes, rounds: rounds) }
    func number(_ value: Double) -> String { String(format: "%.3f", value) }
    if json {
      print(
        "{\"scenes\": \(result.scenes), \"bytes\": \(result.bytes), "
          + "\"load_ms_p50\": \(number(result.load.median)), \"load_ms_p99\": \(number(result.load.quantile(0.99))), "
          + "\"instantiate_ms_p50\": \(number(result.instantiate.median)), "
          + "\"instantiate_ms_p99\": \(number(result.instantiate.quantile(0.99))), "
          + "\"load_target_ms\": \(number(StoryboardBenchmark.loadTargetMilliseconds)), "
          + "\"instantiate_target_ms\": \(number(StoryboardBenchmark.instantiateTargetMilliseconds))}")
    } else {
      print(
        "storyboard of \(result.scenes) scenes (\(result.bytes / 1024) KiB): load median \(number(result.load.median)) ms, "
          + "p99 \(number(result.load.quantile(0.99))) ms (target ≤ \(number(StoryboardBenchmark.loadTargetMilliseconds)) ms); "
          + "one scene instantiated with its view laid out: median \(number(result.instantiate.median)) ms, "
          + "p99 \(number(result.instantiate.quantile(0.99))) ms (target ≤ \(number(StoryboardBenchmark.instantiateTargetMilliseconds)) ms)"
      )
    }
  }
}
