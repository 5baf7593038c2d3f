// swift-tools-version:6.0
import Foundation
import PackageDescription

/// pkg-config modules for CCairo. Pango's own `.pc` files inherit `-pthread` (through gio
/// and gmodule), which SwiftPM reports as a prohibited flag on every build, so Pango's
/// header directory comes from `Sources/CCairo/segue-pango.pc` (SwiftPM accepts an absolute
/// `.pc` path) and the rest from modules whose flags are all allowed. A package directory
/// containing a space cannot be named in the space-separated list; then fall back to
/// `pangocairo` (it builds, with that warning).
let cairoPkgConfig: String = {
  let system = "cairo pixman-1 harfbuzz gobject-2.0"
  let pangoFile = Context.packageDirectory + "/Sources/CCairo/segue-pango.pc"
  return pangoFile.contains(" ") ? system + " pangocairo" : system + " " + pangoFile
}()

/// The toolchain's SwiftSyntax and SwiftParser (`usr/lib/swift/host`, beside the `swift` on
/// PATH), which `segue port` parses Swift with. Only the `SeguePort` target (inside the
/// `segue` tool) uses them, so packages depending on the `Segue` library never see these
/// flags. Without them the tool still builds, and `segue port` says what is missing.
let swiftSyntaxHost: String? = {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
    let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    let modules = ["SwiftSyntax", "SwiftParser"]
    if modules.allSatisfy({ FileManager.default.fileExists(atPath: host.appendingPathComponent("lib\($0).so").path) }) {
      return host.path
    }
  }
  return nil
}()

/// Where the SwiftSyntax modules are, for SeguePort and the targets that import it (debug
/// builds compile with testing enabled, so an importer loads SeguePort's dependencies too).
let swiftSyntaxSearchPath: [SwiftSetting] = swiftSyntaxHost.map { [.unsafeFlags(["-I", $0])] } ?? []

let seguePort: Target = .target(
  name: "SeguePort",
  swiftSettings: swiftSyntaxSearchPath,
  linkerSettings: swiftSyntaxHost.map {
    [
      .unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0]), .linkedLibrary("SwiftSyntax"),
      .linkedLibrary("SwiftParser"),
    ]
  } ?? [])

let package = Package(
  name: "Segue",
  // What users depend on: `Segue` (UIKit's API and the app entry points), `SegueTesting`
  // (headless drivers and goldens for their tests), `SegueAnimation` (the curves and springs
  // on their own) and the `segue` tool. Every other target is a support target of these.
  products: [
    .executable(name: "segue", targets: ["SegueCLI"]),
    .library(name: "Segue", targets: ["Segue"]),
    .library(name: "SegueTesting", targets: ["SegueTesting"]),
    .library(name: "SegueAnimation", targets: ["SegueAnimation"]),
  ],
  targets: [
    .target(name: "SegueAnimation"),
    // What the commands share and no layer owns: the documented input limits, how messages
    // quote input and suggest names, stable JSON text (Foundation only).
    .target(name: "SegueSupport"),
    // The Cassowary constraint solver behind Auto Layout (no dependencies, not even Foundation).
    .target(name: "SegueLayout"),
    .systemLibrary(
      name: "CCairo", pkgConfig: cairoPkgConfig,
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev", "libpixman-1-dev", "fonts-dejavu-core"])
      ]),
    .target(name: "SegueRender", dependencies: ["CCairo"]),
    // The renderer's benchmarks (`segue bench render`), linked by the CLI and the renderer's
    // tests only.
    .target(name: "SegueBenchmarks", dependencies: ["SegueRender", "CCairo"]),
    .target(
      name: "SegueAssets", path: "Assets", exclude: ["generate.py"], resources: [.copy("Images")]),
    // Xcode's storyboard and xib documents read into typed values (knows no UIKit).
    .target(name: "SegueInterfaceBuilder"),
    // `segue watch`'s parts: the messages between the watcher and the app builds it runs,
    // the session files a reload replays, the source watcher, the build and the app process.
    .target(name: "SegueWatch"),
    .target(
      name: "SegueUIKit",
      dependencies: ["SegueSupport", "SegueAnimation", "SegueRender", "SegueLayout", "SegueInterfaceBuilder"]),
    // Playback: the headless scene driver, pointer scripts and lifecycle records, used by the
    // `Segue` library (record, replay, render, watch) and re-exported by SegueTesting.
    .target(name: "SeguePlayback", dependencies: ["SegueSupport", "SegueUIKit", "SegueRender", "SegueAnimation"]),
    .target(name: "SegueTesting", dependencies: ["SeguePlayback", "SegueUIKit", "SegueRender"]),
    .systemLibrary(
      name: "CX11", pkgConfig: "x11 xext xrandr xpresent xi",
      providers: [.apt(["libx11-dev", "libxext-dev", "libxrandr-dev", "libxpresent-dev", "libxi-dev"])]),
    .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
    .target(
      name: "SegueX11", dependencies: ["SegueSupport", "CX11", "CCairo", "SegueUIKit", "SegueRender", "SegueAnimation"]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux libwebp", providers: [.apt(["libwebp-dev"])]),
    .target(name: "SegueExport", dependencies: ["SegueSupport", "SegueRender", "CWebP"]),
    .target(name: "SegueDemos", dependencies: ["SegueSupport", "SegueUIKit", "SegueAssets", "SeguePlayback"]),
    .target(
      name: "Segue",
      dependencies: [
        "SegueSupport",
        "SegueUIKit", "SegueAnimation", "SegueX11", "SeguePlayback", "SegueExport", "SegueRender", "CX11", "SegueWatch",
      ]),
    .executableTarget(
      name: "SegueCLI",
      dependencies: [
        "SegueSupport",
        "SegueAnimation", "SegueRender", "Segue", "SegueX11", "CX11", "SeguePlayback", "SegueExport", "SegueDemos",
        "SeguePort", "SegueLayout", "SegueWatch", "CXTest", "SegueBenchmarks",
      ],
      swiftSettings: swiftSyntaxSearchPath),
    seguePort,
    // The app `segue init` makes (Templates/App), written as for iOS: AppDelegate,
    // SceneDelegate, a custom push animator with an interactive pop. Built and tested here as
    // it is, so the template always compiles and passes; the end-to-end tests run it.
    .executableTarget(
      name: "ExampleApp", dependencies: ["Segue"], path: "Templates/App/Sources/ExampleApp",
      resources: [.copy("Assets.xcassets")]),
    .testTarget(
      name: "ExampleAppTests", dependencies: ["ExampleApp", "Segue", "SegueTesting"],
      path: "Templates/App/Tests/ExampleAppTests", exclude: ["Goldens", "Fixtures"]),
    // The app `segue init --storyboard` makes (Templates/StoryboardApp): Xcode's storyboard
    // template (Main.storyboard, Info.plist with a scene manifest), built and tested here too.
    .executableTarget(
      name: "ExampleStoryboardApp", dependencies: ["Segue"],
      path: "Templates/StoryboardApp/Sources/ExampleStoryboardApp",
      resources: [.copy("Base.lproj"), .copy("Resources")]),
    .testTarget(
      name: "ExampleStoryboardAppTests", dependencies: ["ExampleStoryboardApp", "Segue", "SegueTesting"],
      path: "Templates/StoryboardApp/Tests/ExampleStoryboardAppTests", exclude: ["Goldens"]),
    // The compatibility suite: transition code written as for iOS (Compatibility/), compiled
    // in Swift 5 language mode and, for the files that are also valid Swift 6 on iOS (linked
    // into CompatibilitySwift6), in Swift 6 mode; CompatibilityTests runs both headless.
    .target(
      name: "CompatibilitySwift5", dependencies: ["Segue"], path: "Compatibility/Sources/CompatibilitySwift5",
      resources: [.copy("Interface")], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "CompatibilitySwift6", dependencies: ["Segue"], path: "Compatibility/Sources/CompatibilitySwift6",
      resources: [.copy("Interface")]),
    .testTarget(
      name: "CompatibilityTests",
      dependencies: ["CompatibilitySwift5", "CompatibilitySwift6", "Segue", "SegueTesting"],
      path: "Compatibility/Tests/CompatibilityTests", exclude: ["Goldens"]),
    .testTarget(name: "SeguePortTests", dependencies: ["SeguePort"], swiftSettings: swiftSyntaxSearchPath),
    .testTarget(name: "SegueAnimationTests", dependencies: ["SegueAnimation"]),
    .testTarget(name: "SegueLayoutTests", dependencies: ["SegueLayout"]),
    .testTarget(name: "SegueInterfaceBuilderTests", dependencies: ["SegueInterfaceBuilder"]),
    .testTarget(name: "SegueWatchTests", dependencies: ["SegueWatch"]),
    .testTarget(name: "SegueSupportTests", dependencies: ["SegueSupport"]),
    .testTarget(name: "DocumentationTests", path: "Tests/DocumentationTests"),
    .testTarget(
      name: "SegueRenderTests", dependencies: ["SegueRender", "SegueTesting", "CCairo", "SegueBenchmarks"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "SegueTests", dependencies: ["SegueUIKit", "SegueAnimation", "Segue", "SegueTesting"],
      exclude: [
        "Goldens", "AutoLayout/Goldens", "Paths/Goldens", "Scrolling/Goldens", "PageView/Goldens", "TextInput/Goldens",
      ]),
    .testTarget(
      name: "SegueTestingTests", dependencies: ["SegueTesting", "SegueUIKit", "Segue"], exclude: ["Goldens"]),
    .testTarget(
      name: "SegueExportTests", dependencies: ["SegueExport", "SegueRender", "SegueTesting"], exclude: ["Goldens"]),
    .testTarget(
      name: "SegueX11Tests",
      dependencies: ["SegueX11", "SegueUIKit", "Segue", "SegueRender", "SegueTesting", "CX11", "CXTest", "SegueWatch"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "SegueDemosTests",
      dependencies: ["SegueSupport", "SegueDemos", "SegueUIKit", "SegueAnimation", "Segue", "SegueTesting"],
      exclude: ["Goldens"]),
  ],
  swiftLanguageModes: [.v6]
)
