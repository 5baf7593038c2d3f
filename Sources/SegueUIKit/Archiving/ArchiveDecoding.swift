import Foundation

/// What `init?(coder:)` does with a coder it cannot read: Segue decodes views and controllers
/// from the Interface Builder documents it reads (`InterfaceBuilderCoder`,
/// docs/interface-builder.md), and `UIView`, `UILabel`, `UIImageView`, `UIControl` and
/// `UIButton` (and subclasses) from `NSKeyedArchiver` archives (`ViewArchive`). Any other
/// class with another coder returns nil (UIKit's failure contract) after one sentence on
/// standard error naming the fix.
enum ArchiveDecoding {
  static func reportUndecodable(_ type: Any.Type) {
    FileHandle.standardError.write(
      Data(
        "segue: \(type)(coder:) cannot decode this archive: Segue decodes it only from storyboards and xibs (NSKeyedArchiver archives only for UIView, UILabel, UIImageView, UIControl and UIButton); load it from one, or create it in code, e.g. \(type)(\(initializerExample(type)))\n"
          .utf8))
  }

  private static func initializerExample(_ type: Any.Type) -> String {
    type is UIView.Type ? "frame: .zero" : "nibName: nil, bundle: nil"
  }
}
