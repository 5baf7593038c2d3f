// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Segue",
  products: [
    .executable(name: "segue", targets: ["SegueCLI"]),
    .library(name: "SegueAnimation", targets: ["SegueAnimation"]),
    .library(name: "SegueRender", targets: ["SegueRender"]),
  ],
  targets: [
    .target(name: "SegueAnimation"),
    .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
    .target(name: "SegueRender", dependencies: ["CPixman"]),
    .executableTarget(name: "SegueCLI", dependencies: ["SegueAnimation", "SegueRender"]),
    .testTarget(name: "SegueAnimationTests", dependencies: ["SegueAnimation"]),
    .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender", "CPixman"]),
  ],
  swiftLanguageModes: [.v6]
)
