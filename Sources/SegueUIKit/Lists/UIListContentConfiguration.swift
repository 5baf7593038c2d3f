import Foundation

/// UIKit's content configuration (iOS 14): a value describing a view's content, which makes
/// the view that shows it.
public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> any UIView & UIContentView
}

/// A view made from a content configuration.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
}

extension UIView {
  /// Shows `configuration` filling this view (a cell's content view): `current`, the view an
  /// earlier configuration made, is given the new one when it is of the same type, as UIKit
  /// reuses it; otherwise it is replaced by the new configuration's view. Returns the view shown.
  func showContent(_ configuration: (any UIContentConfiguration)?, replacing current: UIView?) -> UIView? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    if let current, let shown = current as? any UIContentView,
      type(of: shown.configuration) == type(of: configuration)
    {
      shown.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: leadingAnchor),
      view.trailingAnchor.constraint(equalTo: trailingAnchor),
      view.topAnchor.constraint(equalTo: topAnchor),
      view.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    return view
  }
}

/// UIKit's list content: an image, a text and a secondary text in a list cell's layout (16 pt
/// margins, 44 pt tall at least, the secondary text below the text, or trailing for `valueCell()`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// How a text is drawn.
  public struct TextProperties: Hashable, Sendable {
    public var font: UIFont
    public var color: UIColor
    public var numberOfLines: Int
    public var alignment: NSTextAlignment
  }

  /// How the image is drawn.
  public struct ImageProperties: Hashable, Sendable {
    public init(tintColor: UIColor? = nil, maximumSize: CGSize = .zero, cornerRadius: CGFloat = 0) {
      self.tintColor = tintColor
      self.maximumSize = maximumSize
      self.cornerRadius = cornerRadius
    }
    public var tintColor: UIColor?
    public var maximumSize: CGSize
    public var cornerRadius: CGFloat
  }

  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public var textProperties: TextProperties
  public var secondaryTextProperties: TextProperties
  public var imageProperties: ImageProperties
  /// Points between the image and the text.
  public var imageToTextPadding: CGFloat = 16
  public var textToSecondaryTextVerticalPadding: CGFloat = 2
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  var trailingSecondary = false
  /// The content's least height, points (a row's 44; 0 for headers).
  var minimumHeight: CGFloat = 44

  init(secondary font: UIFont, color: UIColor) {
    textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label, numberOfLines: 0, alignment: .natural)
    secondaryTextProperties = TextProperties(font: font, color: color, numberOfLines: 0, alignment: .natural)
    imageProperties = ImageProperties(tintColor: nil, maximumSize: .zero, cornerRadius: 0)
  }

  /// A list cell's content: text, with secondary text below it.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(secondary: .systemFont(ofSize: 15), color: .secondaryLabel)
  }

  /// Text with a smaller secondary text below it.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(secondary: .systemFont(ofSize: 12), color: .label)
  }

  /// Text with the secondary text at the trailing edge.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(secondary: .systemFont(ofSize: 17), color: .secondaryLabel)
    configuration.trailingSecondary = true
    return configuration
  }

  @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// A plain list's section header: 15 pt semibold (Segue's size) in the label colour.
  public static func plainHeader() -> UIListContentConfiguration {
    header(font: .systemFont(ofSize: 15, weight: .semibold))
  }

  /// A grouped list's section header: 13 pt in the secondary label colour.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = header(font: .systemFont(ofSize: 13))
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }

  /// A section header for the list it is in (`plainHeader()` in Segue).
  public static func header() -> UIListContentConfiguration { plainHeader() }

  private static func header(font: UIFont) -> UIListContentConfiguration {
    var configuration = cell()
    configuration.textProperties.font = font
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    configuration.minimumHeight = 0
    return configuration
  }

  /// Points from the content's leading edge to the text's: where a list cell's separator
  /// starts.
  var textLeadingOffset: CGFloat {
    guard image != nil else { return directionalLayoutMargins.leading }
    return directionalLayoutMargins.leading + imageSide + imageToTextPadding
  }

  /// The image's side, points: 28, or `imageProperties.maximumSize`'s width up to 44.
  var imageSide: CGFloat {
    imageProperties.maximumSize == .zero ? 28 : min(imageProperties.maximumSize.width, 44)
  }
}

/// The view a `UIListContentConfiguration` makes, laid out with constraints.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryLabel = UILabel()
  private var made: [NSLayoutConstraint] = []

  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    apply()
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  public var listConfiguration: UIListContentConfiguration {
    didSet { apply() }
  }

  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
  }

  private func apply() {
    let c = listConfiguration
    textLabel.text = c.text
    textLabel.font = c.textProperties.font
    textLabel.textColor = c.textProperties.color
    textLabel.numberOfLines = c.textProperties.numberOfLines
    secondaryLabel.text = c.secondaryText
    secondaryLabel.font = c.secondaryTextProperties.font
    secondaryLabel.textColor = c.secondaryTextProperties.color
    secondaryLabel.numberOfLines = c.trailingSecondary ? 1 : c.secondaryTextProperties.numberOfLines
    secondaryLabel.isHidden = (c.secondaryText ?? "").isEmpty
    imageView.image = c.image
    imageView.tintColor = c.imageProperties.tintColor
    imageView.isHidden = c.image == nil
    imageView.layer.cornerRadius = c.imageProperties.cornerRadius
    imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
    NSLayoutConstraint.deactivate(made)
    let m = c.directionalLayoutMargins
    var constraints: [NSLayoutConstraint] = []
    let textLeading: NSLayoutXAxisAnchor
    if c.image != nil {
      let side = c.imageSide
      constraints += [
        imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading),
        imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
        imageView.widthAnchor.constraint(equalToConstant: side),
        imageView.heightAnchor.constraint(equalToConstant: side),
      ]
      textLeading = imageView.trailingAnchor
    } else {
      textLeading = leadingAnchor
    }
    let padding = c.image != nil ? c.imageToTextPadding : m.leading
    let minimumHeight = heightAnchor.constraint(greaterThanOrEqualToConstant: c.minimumHeight)
    constraints += [
      textLabel.leadingAnchor.constraint(equalTo: textLeading, constant: padding),
      textLabel.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
      minimumHeight,
    ]
    if c.trailingSecondary {
      constraints += [
        secondaryLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
        secondaryLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        secondaryLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor, constant: 8),
        textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        textLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom),
      ]
    } else if secondaryLabel.isHidden {
      constraints += [
        textLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
        textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        textLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom),
      ]
    } else {
      let top = textLabel.topAnchor.constraint(equalTo: topAnchor, constant: m.top)
      top.priority = .defaultHigh
      constraints += [
        top,
        textLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
        secondaryLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
        secondaryLabel.trailingAnchor.constraint(equalTo: textLabel.trailingAnchor),
        secondaryLabel.topAnchor.constraint(
          equalTo: textLabel.bottomAnchor, constant: c.textToSecondaryTextVerticalPadding),
        secondaryLabel.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom),
      ]
    }
    made = constraints
    NSLayoutConstraint.activate(constraints)
  }
}
