import Foundation
import SegueInterfaceBuilder

/// Applies a view element's attributes and makes its subviews (docs/interface-builder.md,
/// "Views"): what `UIView` and Segue's view classes read from a document.
@MainActor struct ViewDecoding {
  let coder: InterfaceBuilderCoder
  var object: DocumentObject { coder.object }
  var instantiation: NibInstantiation { coder.instantiation }
  var values: ValueDecoding { ValueDecoding(document: instantiation.document) }

  func decode(_ view: UIView) {
    decodeCommon(view, object)
    switch view {
    case let label as UILabel: decodeLabel(label, object)
    case let button as UIButton: decodeButton(button, object)
    case let imageView as UIImageView: decodeImageView(imageView, object)
    case let stack as UIStackView: decodeStackView(stack)
    case let cell as UITableViewCell: decodeTableCell(cell)
    case let cell as UICollectionViewCell: decodeCollectionCell(cell)
    case let effect as UIVisualEffectView: decodeEffectView(effect)
    case let indicator as UIActivityIndicatorView: decodeActivityIndicator(indicator, object)
    case let progress as UIProgressView: decodeProgressView(progress, object)
    case let field as UITextField: decodeTextField(field, object)
    case let control as UIControl: decodeControl(control, object)
    case let textView as UITextView: decodeTextView(textView, object)
    case let table as UITableView:
      decodeScrollView(table)
      decodeTableView(table)
    case let collection as UICollectionView:
      decodeScrollView(collection)
      decodeCollectionView(collection)
    case let scroll as UIScrollView: decodeScrollView(scroll)
    default: break
    }
    if !(view is UIStackView) { addSubviews(object.subviews, to: view) }
    values.applyRuntimeAttributes(object, to: view, in: instantiation)
  }

  /// Makes `subviews` and adds them in order (a styled cell's `textLabel` is the cell's own).
  func addSubviews(_ subviews: [DocumentObject], to view: UIView) {
    for child in subviews {
      if let cell = view.enclosingTableCell, let key = child.key, key == "textLabel" || key == "detailTextLabel" {
        if let label = key == "textLabel" ? cell.textLabel : cell.detailTextLabel {
          decodeCommon(label, child)
          decodeLabel(label, child)
          instantiation.alias(child, label)
        }
        continue
      }
      if let made = instantiation.make(child) as? UIView { view.addSubview(made) }
    }
  }

  // MARK: UIView

  func decodeCommon(_ view: UIView, _ object: DocumentObject) {
    if let frame = object.rects["frame"], view.frame != frame { view.frame = frame }
    if let mask = object.autoresizing { view.autoresizingMask = Self.autoresizingMask(mask) }
    if object.attributes["translatesAutoresizingMaskIntoConstraints"] == "NO" {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let color = object.colors["backgroundColor"] { view.backgroundColor = values.color(color) }
    if let color = object.colors["tintColor"] { view.tintColor = values.color(color) }
    if let alpha = object.number("alpha") { view.alpha = CGFloat(alpha) }
    if object.flag("hidden") == true { view.isHidden = true }
    if let clips = object.flag("clipsSubviews") { view.clipsToBounds = clips }
    if let interaction = object.flag("userInteractionEnabled") { view.isUserInteractionEnabled = interaction }
    if let tag = object.number("tag") { view.tag = Int(tag) }
    if let mode = object.string("contentMode"), let contentMode = Self.contentModes[mode] {
      view.contentMode = contentMode
    }
    _ = object.string("opaque")
    if let accessibility = object.keyed["accessibilityConfiguration"] ?? object.keyed["accessibility"] {
      if let identifier = accessibility.string("identifier") { view.accessibilityIdentifier = identifier }
      if let label = accessibility.string("label") { view.accessibilityLabel = label }
      if let hint = accessibility.string("hint") { view.accessibilityHint = hint }
      if let isElement = accessibility.flag("isElement") { view.isAccessibilityElement = isElement }
    }
    if let margins = object.insets["layoutMargins"] {
      view.layoutMargins = UIEdgeInsets(
        top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
    }
    for (attribute, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
      if let hugging = object.attributes["\(attribute)HuggingPriority"].flatMap(Float.init) {
        view.setContentHuggingPriority(UILayoutPriority(hugging), for: axis)
      }
      if let resistance = object.attributes["\(attribute)CompressionResistancePriority"].flatMap(Float.init) {
        view.setContentCompressionResistancePriority(UILayoutPriority(resistance), for: axis)
      }
    }
    // Layout guides the document names: constraints and outlets reach them by id.
    if let guide = object.keyed["safeArea"] { instantiation.alias(guide, view.safeAreaLayoutGuide) }
    if let guide = object.keyed["layoutMarginsGuide"] { instantiation.alias(guide, view.layoutMarginsGuide) }
  }

  static func autoresizingMask(_ mask: DocumentAutoresizing) -> UIView.AutoresizingMask {
    var result: UIView.AutoresizingMask = []
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("widthSizable", .flexibleWidth), ("heightSizable", .flexibleHeight), ("flexibleMinX", .flexibleLeftMargin),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, flag) in flags where mask.flags.contains(name) { result.insert(flag) }
    return result
  }

  static let contentModes: [String: UIView.ContentMode] = [
    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
    "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
    "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]

  // MARK: Controls

  func decodeLabel(_ label: UILabel, _ object: DocumentObject) {
    if let text = object.string("text") ?? object.strings["text"] {
      label.text = text
    } else if let text = object.strings["attributedText"] {
      // Segue's labels draw one font and colour: the attributed text's characters are kept,
      // its per-run attributes are not (reported once).
      label.text = text
      instantiation.document.warn(
        "an attributed label's text is shown with the label's font and colour (Segue's UILabel has no attributedText yet)",
        line: object.line)
    }
    if let alignment = object.string("textAlignment"), let value = Self.alignments[alignment] {
      label.textAlignment = value
    }
    if let lines = object.number("numberOfLines") { label.numberOfLines = Int(lines) }
    if let font = object.fonts["fontDescription"] { label.font = values.font(font) }
    if let color = object.colors["textColor"] { label.textColor = values.color(color) }
    if let adjusts = object.flag("adjustsFontForContentSizeCategory") {
      label.adjustsFontForContentSizeCategory = adjusts
    }
    _ = object.string("highlightedColor")
  }

  static let alignments: [String: NSTextAlignment] = [
    "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
  ]

  func decodeButton(_ button: UIButton, _ object: DocumentObject) {
    _ = object.string("buttonType")
    for state in object.buttonStates {
      let controlState: UIButton.State =
        switch state.state {
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        default: .normal
        }
      if let title = state.title { button.setTitle(title, for: controlState) }
      if let color = state.titleColor { button.setTitleColor(values.color(color), for: controlState) }
      if let image = state.image { button.setImage(values.image(image, system: false), for: controlState) }
    }
    if let configuration = object.keyed["configuration"] {
      if let title = configuration.string("title") { button.setTitle(title, for: .normal) }
      if let image = configuration.string("image") {
        button.setImage(values.image(image, system: configuration.attributes["catalog"] == "system"), for: .normal)
      }
      _ = configuration.string("style")
      _ = configuration.string("cornerStyle")
    }
    if let font = object.fonts["fontDescription"] { button.titleLabel?.font = values.font(font) }
    if let enabled = object.flag("enabled") { button.isEnabled = enabled }
  }

  func decodeImageView(_ imageView: UIImageView, _ object: DocumentObject) {
    if let name = object.string("image") {
      imageView.image = values.image(name, system: object.string("catalog") == "system")
    }
  }

  // MARK: Containers

  func decodeStackView(_ stack: UIStackView) {
    if object.string("axis") == "vertical" { stack.axis = .vertical }
    let distributions: [String: UIStackView.Distribution] = [
      "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    if let name = object.string("distribution"), let value = distributions[name] { stack.distribution = value }
    let alignments: [String: UIStackView.Alignment] = [
      "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
      "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]
    if let name = object.string("alignment"), let value = alignments[name] { stack.alignment = value }
    if let spacing = object.number("spacing") { stack.spacing = CGFloat(spacing) }
    if let relative = object.flag("layoutMarginsFollowReadableWidth") { _ = relative }
    if let relative = object.flag("layoutMarginsRelativeArrangement") {
      stack.isLayoutMarginsRelativeArrangement = relative
    }
    if let baseline = object.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
    // A stack view's subviews in a document are its arranged subviews.
    for child in object.subviews {
      if let made = instantiation.make(child) as? UIView { stack.addArrangedSubview(made) }
    }
  }

  func decodeScrollView(_ scroll: UIScrollView) {
    if let shows = object.flag("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
    if let shows = object.flag("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
    if let bounces = object.flag("bounces") { scroll.bounces = bounces }
    if let always = object.flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = always }
    if let always = object.flag("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = always }
    if let paging = object.flag("pagingEnabled") { scroll.isPagingEnabled = paging }
    if let enabled = object.flag("scrollEnabled") { scroll.isScrollEnabled = enabled }
    if let minimum = object.number("minimumZoomScale") { scroll.minimumZoomScale = CGFloat(minimum) }
    if let maximum = object.number("maximumZoomScale") { scroll.maximumZoomScale = CGFloat(maximum) }
    if let guide = object.keyed["contentLayoutGuide"] { instantiation.alias(guide, scroll.contentLayoutGuide) }
    if let guide = object.keyed["frameLayoutGuide"] { instantiation.alias(guide, scroll.frameLayoutGuide) }
  }

  func decodeTableView(_ table: UITableView) {
    if let height = object.number("rowHeight"), height > 0 { table.rowHeight = CGFloat(height) }
    if let height = object.number("estimatedRowHeight") { table.estimatedRowHeight = CGFloat(height) }
    if let style = object.string("separatorStyle") {
      table.separatorStyle = style == "none" ? .none : .singleLine
    }
    _ = object.string("style")
    _ = object.string("sectionHeaderHeight")
    _ = object.string("sectionFooterHeight")
    _ = object.string("estimatedSectionHeaderHeight")
    _ = object.string("estimatedSectionFooterHeight")
    switch object.string("dataMode") {
    case "static":
      instantiation.document.warn(
        "static table cells (dataMode=\"static\") are not made by Segue yet; give the table a data source in code",
        line: object.line)
    default: break
    }
    for prototype in object.lists["prototypes"] ?? [] {
      guard let identifier = prototype.attributes["reuseIdentifier"] else {
        instantiation.document.warn(
          "a prototype cell has no reuse identifier, so no code can dequeue it; set its Identifier in the attributes inspector",
          line: prototype.line)
        continue
      }
      table.register(UINib(prototype: prototype, of: instantiation), forCellReuseIdentifier: identifier)
    }
  }

  func decodeCollectionView(_ collection: UICollectionView) {
    for prototype in object.lists["cells"] ?? [] {
      guard let identifier = prototype.attributes["reuseIdentifier"] else { continue }
      collection.register(UINib(prototype: prototype, of: instantiation), forCellWithReuseIdentifier: identifier)
    }
  }

  func decodeTableCell(_ cell: UITableViewCell) {
    if let accessory = object.string("accessoryType") {
      let types: [String: UITableViewCell.AccessoryType] = [
        "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark, "detailButton": .detailButton,
        "detailDisclosureButton": .detailDisclosureButton, "none": .none,
      ]
      cell.accessoryType = types[accessory] ?? .none
    }
    if let selection = object.string("selectionStyle") {
      let styles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
      ]
      cell.selectionStyle = styles[selection] ?? .default
    }
    _ = object.string("reuseIdentifier")
    _ = object.string("style")
    _ = object.string("preservesSuperviewLayoutMargins")
    if let height = object.number("rowHeight") { _ = height }
    if let content = object.keyed["contentView"] { decodeContent(content, into: cell.contentView) }
  }

  func decodeCollectionCell(_ cell: UICollectionViewCell) {
    _ = object.string("reuseIdentifier")
    if let content = object.keyed["contentView"] { decodeContent(content, into: cell.contentView) }
  }

  func decodeEffectView(_ effectView: UIVisualEffectView) {
    if let content = object.keyed["contentView"] { decodeContent(content, into: effectView.contentView) }
  }

  /// A view the container made itself (a cell's or effect view's content view): its
  /// attributes and subviews go into the existing view.
  func decodeContent(_ content: DocumentObject, into view: UIView) {
    let keepsFrame = view.frame
    decodeCommon(view, content)
    if content.rects["frame"] != nil { view.frame = keepsFrame }
    instantiation.alias(content, view)
    addSubviews(content.subviews, to: view)
    values.applyRuntimeAttributes(content, to: view, in: instantiation)
  }
}

extension UIView {
  /// The table cell this view is the content view of, if any.
  fileprivate var enclosingTableCell: UITableViewCell? { superview as? UITableViewCell }
}
