// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Segue",
  products: [
    .executable(name: "segue", targets: ["SegueCLI"]),
    .library(name: "SegueAnimation", targets: ["SegueAnimation"]),
    .library(name: "SegueRender", targets: ["SegueRender"]),
    .library(name: "Segue", targets: ["Segue"]),
  ],
  targets: [
    .target(name: "SegueAnimation"),
    .target(name: "SegueRender"),
    .target(name: "Segue", dependencies: ["SegueAnimation", "SegueRender"]),
    .executableTarget(name: "SegueCLI", dependencies: ["SegueAnimation"]),
    .testTarget(name: "SegueAnimationTests", dependencies: ["SegueAnimation"]),
    .testTarget(name: "SegueTests", dependencies: ["Segue"]),
  ],
  swiftLanguageModes: [.v6]
)
