import Foundation
import Testing

/// `segue init`: the files it writes and the mistakes it reports. (Building and testing the
/// package it makes, with Segue as a path and as a git URL dependency, is
/// `Scripts/check-template`, which `.ci/run` runs.)
@Suite(.serialized) struct InitCommandTests {
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().standardized

  /// Every file under `root`, relative, sorted.
  static func files(under root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    return (enumerator?.allObjects as? [String] ?? []).filter { path in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
      return exists && !isDirectory.boolValue
    }.sorted()
  }

  @Test func makesTheTemplateUnderTheNewName() throws {
    let directory = try CommandLineTests.directory()
    let result = try runSegue(["init", "PhotoApp"], in: directory)
    #expect(result.status == 0, "\(result.err)")
    let package = directory.appendingPathComponent("PhotoApp").standardizedFileURL
    #expect(
      result.out.hasSuffix(
        "next:\n  cd \(package.path)\n  swift run -c release --package-path \(Self.checkout.path) segue watch   # the app in a window, rebuilt on every save\n  swift run -c release PhotoApp   # or just the app\n  swift test\n"
      ), "\(result.out)")
    #expect(
      Self.files(under: package) == [
        ".gitignore", "Package.swift", "README.md",
        "Sources/PhotoApp/AppDelegate.swift", "Sources/PhotoApp/Assets.xcassets/Contents.json",
        "Sources/PhotoApp/Assets.xcassets/photo.imageset/Contents.json",
        "Sources/PhotoApp/Assets.xcassets/photo.imageset/photo@2x.png",
        "Sources/PhotoApp/ListViewController.swift", "Sources/PhotoApp/SceneDelegate.swift",
        "Sources/PhotoApp/SlideAnimator.swift", "Tests/PhotoAppTests/Fixtures/push-pop.json",
        "Tests/PhotoAppTests/Goldens/pop-half-way.png", "Tests/PhotoAppTests/PhotoAppTests.swift",
      ])
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".package(path: \"\(Self.checkout.path)\")"))
    #expect(
      manifest.contains(".product(name: \"Segue\", package: \"\(Self.checkout.lastPathComponent.lowercased())\")"))
    #expect(manifest.contains("name: \"PhotoAppTests\""))
    // Nothing of the template's own name is left, in any text file.
    for file in Self.files(under: package) where !file.hasSuffix(".png") {
      let text = try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
      let placeholders = ["ExampleApp", "SEGUE_DEPENDENCY", "SEGUE_PACKAGE", "SEGUE_HOME"]
      #expect(placeholders.allSatisfy { !text.contains($0) }, "\(file)")
    }
    // The photo is copied byte for byte.
    let photo = "Assets.xcassets/photo.imageset/photo@2x.png"
    #expect(
      try Data(contentsOf: package.appendingPathComponent("Sources/PhotoApp/\(photo)"))
        == Data(contentsOf: Self.checkout.appendingPathComponent("Templates/App/Sources/ExampleApp/\(photo)")))
  }

  @Test func storyboardMakesXcodesStoryboardTemplateUnderTheNewName() throws {
    let directory = try CommandLineTests.directory()
    let result = try runSegue(["init", "CardApp", "--storyboard"], in: directory)
    #expect(result.status == 0, "\(result.err)")
    let package = directory.appendingPathComponent("CardApp").standardizedFileURL
    #expect(
      Self.files(under: package) == [
        ".gitignore", "Package.swift", "README.md", "Sources/CardApp/AppDelegate.swift",
        "Sources/CardApp/Base.lproj/LaunchScreen.storyboard", "Sources/CardApp/Base.lproj/Main.storyboard",
        "Sources/CardApp/Resources/Info.plist", "Sources/CardApp/SceneDelegate.swift",
        "Sources/CardApp/ViewController.swift", "Tests/CardAppTests/CardAppTests.swift",
        "Tests/CardAppTests/Goldens/card-growing.png", "Tests/CardAppTests/Goldens/card.png",
        "Tests/CardAppTests/Goldens/cards.png",
      ])
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("resources: [.copy(\"Base.lproj\"), .copy(\"Resources\")]"))
    let storyboard = try String(
      contentsOf: package.appendingPathComponent("Sources/CardApp/Base.lproj/Main.storyboard"), encoding: .utf8)
    #expect(storyboard.contains("customModule=\"CardApp\""))
    for file in Self.files(under: package) where !file.hasSuffix(".png") {
      let text = try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
      let placeholders = ["ExampleApp", "ExampleStoryboardApp", "SEGUE_DEPENDENCY", "SEGUE_PACKAGE", "SEGUE_HOME"]
      #expect(placeholders.allSatisfy { !text.contains($0) }, "\(file)")
    }
  }

  @Test func aGitURLDependencyNamesItsBranchAndPackage() throws {
    let directory = try CommandLineTests.directory()
    let result = try runSegue(
      [
        "init", "Demo", "--output", "apps/demo", "--segue-url", "https://example.com/team/segue.git", "--branch", "dev",
      ],
      in: directory)
    #expect(result.status == 0, "\(result.err)")
    let manifest = try String(
      contentsOf: directory.appendingPathComponent("apps/demo/Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".package(url: "https://example.com/team/segue.git", branch: "dev")"#))
    #expect(manifest.contains(#".product(name: "SegueTesting", package: "segue")"#))
  }

  @Test func aRelativeOutputIsResolvedAgainstTheWorkingDirectory() throws {
    let directory = try CommandLineTests.directory()
    let inside = directory.appendingPathComponent("repo")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    let up = try runSegue(["init", "Up", "--output", "../Up"], in: inside)
    #expect(up.status == 0, "\(up.err)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Up/Package.swift").path))
    let around = try runSegue(["init", "Around", "--output", "sub/../Around"], in: inside)
    #expect(around.status == 0, "\(around.err)")
    #expect(FileManager.default.fileExists(atPath: inside.appendingPathComponent("Around/Package.swift").path))
    #expect(!FileManager.default.fileExists(atPath: "/Around"))
  }

  @Test func mistakesAreOneSentenceWithStatus2() throws {
    let directory = try CommandLineTests.directory()
    let cases: [([String], String)] = [
      (["init"], "segue: 'segue init' needs the new package's name, e.g. 'segue init PhotoApp'.\n"),
      (
        ["init", "9lives"],
        "segue: '9lives' is not a Swift identifier (it names the module); use ASCII letters, digits and _, starting with a letter, e.g. PhotoApp.\n"
      ),
      (["init", "Segue"], "segue: 'Segue' is one of Segue's own modules; choose another name, e.g. SegueApp.\n"),
      (
        ["init", "Demo", "--branch", "dev"],
        "segue: --branch goes with --segue-url; add --segue-url URL or drop --branch.\n"
      ),
    ]
    for (arguments, message) in cases {
      let result = try runSegue(arguments, in: directory)
      #expect(result.status == 2 && result.err == message, "\(arguments)")
    }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Taken/Sources"), withIntermediateDirectories: true)
    let taken = try runSegue(["init", "Taken"], in: directory)
    #expect(taken.status == 2)
    #expect(
      taken.err
        == "segue: \(directory.appendingPathComponent("Taken").standardized.path) already exists and is not empty; choose another name or --output DIR.\n"
    )
  }
}
