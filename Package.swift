// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Segue",
  products: [
    .library(name: "SegueAnimation", targets: ["SegueAnimation"]),
  ],
  targets: [
    .target(name: "SegueAnimation"),
    .testTarget(name: "SegueAnimationTests", dependencies: ["SegueAnimation"]),
  ],
  swiftLanguageModes: [.v6]
)
