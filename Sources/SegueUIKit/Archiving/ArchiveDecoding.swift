import Foundation

/// What `init?(coder:)` does in Segue: UIKit decodes views and controllers from nib and
/// storyboard archives; Segue has neither, so no archive ever reaches these initializers
/// from Segue itself. When user code calls one with a coder, the initializer returns nil
/// (UIKit's failure contract) after one sentence on standard error naming the fix.
enum ArchiveDecoding {
  static func reportUndecodable(_ type: Any.Type) {
    FileHandle.standardError.write(
      Data(
        "segue: \(type)(coder:) cannot decode an archive: Segue has no nibs or storyboards; create it in code, e.g. \(type)(\(initializerExample(type)))\n"
          .utf8))
  }

  private static func initializerExample(_ type: Any.Type) -> String {
    type is UIView.Type ? "frame: .zero" : "nibName: nil, bundle: nil"
  }
}
