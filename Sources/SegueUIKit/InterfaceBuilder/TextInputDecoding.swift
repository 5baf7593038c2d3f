import Foundation
import SegueInterfaceBuilder

/// What text fields and text views read from a document (docs/interface-builder.md, "Views"):
/// `<textField>` and `<textView>` with the attribute names Xcode writes. The keyboard's traits
/// (`<textInputTraits>`) are not read (the document reader skips that element).
extension ViewDecoding {
  func decodeTextField(_ field: UITextField, _ object: DocumentObject) {
    if let enabled = object.flag("enabled") { field.isEnabled = enabled }
    if let text = object.string("text") ?? object.strings["text"] { field.text = text }
    if let placeholder = object.string("placeholder") ?? object.strings["placeholder"] {
      field.placeholder = placeholder
    }
    if let style = object.string("borderStyle"), let value = Self.borderStyles[style] { field.borderStyle = value }
    if let mode = object.string("clearButtonMode"), let value = Self.viewModes[mode] { field.clearButtonMode = value }
    if let alignment = object.string("textAlignment"), let value = Self.alignments[alignment] {
      field.textAlignment = value
    }
    if let font = object.fonts["fontDescription"] { field.font = values.font(font) }
    if let color = object.colors["textColor"] { field.textColor = values.color(color) }
    if let clears = object.flag("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
    if let adjusts = object.flag("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
    if let size = object.number("minimumFontSize") { field.minimumFontSize = CGFloat(size) }
  }

  func decodeTextView(_ textView: UITextView, _ object: DocumentObject) {
    decodeScrollView(textView)
    if let text = object.string("text") ?? object.strings["text"] { textView.text = text }
    if let alignment = object.string("textAlignment"), let value = Self.alignments[alignment] {
      textView.textAlignment = value
    }
    if let font = object.fonts["fontDescription"] { textView.font = values.font(font) }
    if let color = object.colors["textColor"] { textView.textColor = values.color(color) }
    if let editable = object.flag("editable") { textView.isEditable = editable }
    if let selectable = object.flag("selectable") { textView.isSelectable = selectable }
  }

  static let borderStyles: [String: UITextField.BorderStyle] = [
    "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
  ]

  static let viewModes: [String: UITextField.ViewMode] = [
    "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
  ]
}
