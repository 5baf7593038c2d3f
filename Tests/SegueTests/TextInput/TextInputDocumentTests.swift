import Foundation
import SegueTesting
import Testing

@testable import SegueUIKit

/// Text fields and text views in a storyboard, with the attributes Xcode writes for them.
@Suite @MainActor struct TextInputDocumentTests {
  static let elements = """
                                <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="kim@example.com" borderStyle="roundedRect" placeholder="Email" textAlignment="center" minimumFontSize="17" clearButtonMode="whileEditing" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
                                    <rect key="frame" x="20" y="60" width="350" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="next"/>
                                </textField>
                                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                                    <rect key="frame" x="20" y="110" width="350" height="120"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <string key="text">Terms and conditions.</string>
                                    <color key="textColor" systemColor="secondaryLabelColor"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                </textView>
    """

  @Test func textFieldAndTextViewAreMadeWithTheirAttributes() throws {
    let path = try InterfaceBuilderLoadingTests.write(
      InterfaceBuilderLoadingTests.storyboard(
        controllerClass: "LoadingTestController", subviews: Self.elements, connections: ""))
    let storyboard = try UIStoryboard(path: path)
    let controller = try #require(storyboard.instantiateInitialViewController() as? LoadingTestController)
    controller.loadViewIfNeeded()
    let views = controller.view.subviews
    let field = try #require(views[0] as? UITextField)
    #expect(field.text == "kim@example.com")
    #expect(field.placeholder == "Email")
    #expect(field.borderStyle == .roundedRect)
    #expect(field.textAlignment == .center)
    #expect(field.clearButtonMode == .whileEditing)
    #expect(field.font?.pointSize == 14)
    let textView = try #require(views[1] as? UITextView)
    #expect(textView.text == "Terms and conditions.")
    #expect(!textView.isEditable)
    #expect(textView.font?.pointSize == 15)
    #expect(textView.textColor == .secondaryLabel)
    #expect(!textView.becomeFirstResponder())
    #expect(storyboard.document.warnings.isEmpty, "\(storyboard.document.warnings)")
  }
}
