import Foundation

/// What `init?(coder:)` does with a coder that is not a storyboard's or a xib's: Segue
/// decodes views and controllers only from the Interface Builder documents it reads
/// (`InterfaceBuilderCoder`, docs/interface-builder.md). When user code calls one with
/// another coder (an `NSKeyedUnarchiver` archive), the initializer returns nil (UIKit's
/// failure contract) after one sentence on standard error naming the fix.
enum ArchiveDecoding {
  static func reportUndecodable(_ type: Any.Type) {
    FileHandle.standardError.write(
      Data(
        "segue: \(type)(coder:) cannot decode this archive: Segue decodes views and controllers only from storyboards and xibs; load it from one, or create it in code, e.g. \(type)(\(initializerExample(type)))\n"
          .utf8))
  }

  private static func initializerExample(_ type: Any.Type) -> String {
    type is UIView.Type ? "frame: .zero" : "nibName: nil, bundle: nil"
  }
}
