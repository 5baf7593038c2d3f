import Foundation
import SegueRender
import SegueTesting
import Testing

@testable import SegueUIKit

/// `UIButton.Configuration` (iOS 15): each style's colours by state, the sizes' insets, the
/// image placements, attributed titles and transformers, and the update cycle.
@Suite @MainActor struct ButtonConfigurationTests {
  static let goldens = GoldenImage.directory(besides: #filePath)

  func button(_ configuration: UIButton.Configuration) -> UIButton {
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    button.layoutIfNeeded()
    return button
  }

  func titled(_ configuration: UIButton.Configuration, _ title: String = "Button") -> UIButton.Configuration {
    var configuration = configuration
    configuration.title = title
    return configuration
  }

  /// The fill drawn behind `button`, resolved for light mode.
  func fill(_ button: UIButton) -> CGColor? {
    button.configuredViews?.background.backgroundColor?.resolvedColor(
      with: UITraitCollection(userInterfaceStyle: .light)
    )
    .cgColor
  }

  func measured(_ text: String, size: CGFloat) -> CGSize {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.text = text
    return label.sizeThatFits(.zero)
  }

  @Test func eachSizeHasItsInsetsAndFont() {
    for (size, insets, font) in [
      (UIButton.Configuration.Size.mini, (3.0, 8.0), 13.0), (.small, (5, 10), 15), (.medium, (7, 12), 17),
      (.large, (14, 20), 17),
    ] {
      var configuration = titled(.filled())
      configuration.buttonSize = size
      let text = measured("Button", size: font)
      #expect(
        button(configuration).intrinsicContentSize
          == CGSize(width: text.width + 2 * insets.1, height: text.height + 2 * insets.0), "\(size)")
    }
    var custom = titled(.plain())
    custom.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    custom.buttonSize = .large
    #expect(
      custom.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), "set insets stay")
    custom.setDefaultContentInsets()
    #expect(custom.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
  }

  @Test func theImageIsPlacedOnItsEdgeWithItsPadding() throws {
    let image = try #require(UIImage(systemName: "star.fill"))
    let text = measured("Star", size: 17)
    for placement in [NSDirectionalRectEdge.leading, .trailing, .top, .bottom] {
      var configuration = titled(.filled(), "Star")
      configuration.image = image
      configuration.imagePlacement = placement
      configuration.imagePadding = 6
      let button = button(configuration)
      let imageFrame = try #require(button.imageView?.frame)
      let titleFrame = try #require(button.titleLabel?.frame)
      switch placement {
      case .leading:
        #expect(button.bounds.width == 24 + image.size.width + 6 + text.width)
        #expect(imageFrame.minX == 12 && titleFrame.minX == imageFrame.maxX + 6)
      case .trailing:
        #expect(titleFrame.minX == 12 && imageFrame.minX == titleFrame.maxX + 6)
      case .top:
        #expect(button.bounds.height == 14 + image.size.height + 6 + text.height)
        #expect(imageFrame.minY == 7 && titleFrame.minY == imageFrame.maxY + 6)
        #expect(imageFrame.midX == button.bounds.midX && titleFrame.midX == button.bounds.midX)
      default:
        #expect(titleFrame.minY == 7 && imageFrame.minY == titleFrame.maxY + 6)
      }
    }
  }

  @Test func eachStyleFillsAndTintsAsIOSDoes() throws {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let blue = UIColor.systemBlue.resolvedColor(with: light).cgColor
    #expect(fill(button(titled(.filled()))) == blue)
    #expect(fill(button(titled(.plain())))?.alpha == 0)
    #expect(fill(button(titled(.gray()))) == UIColor.secondarySystemFill.resolvedColor(with: light).cgColor)
    let tinted = try #require(fill(button(titled(.tinted()))))
    #expect(tinted.red == blue.red && tinted.green == blue.green && tinted.alpha == 0.15)
    let filled = button(titled(.filled()))
    #expect(filled.titleLabel?.textColor.resolvedColor(with: light).cgColor == UIColor.white.cgColor)
    var pink = titled(.filled())
    pink.baseBackgroundColor = .systemPink
    pink.baseForegroundColor = .black
    let pinkButton = button(pink)
    #expect(fill(pinkButton) == UIColor.systemPink.resolvedColor(with: light).cgColor)
    #expect(pinkButton.titleLabel?.textColor.cgColor == UIColor.black.cgColor)
    var own = titled(.filled())
    own.background.backgroundColor = .systemGreen
    #expect(
      fill(button(own)) == UIColor.systemGreen.resolvedColor(with: light).cgColor, "the background's own fill wins")
  }

  @Test func pressingDisablingAndSelectingRedrawTheButton() throws {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
    let controller = UIViewController()
    let button = UIButton(configuration: titled(.filled()))
    button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
    controller.view.addSubview(button)
    host.show(controller)
    host.step()
    let blue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor
    #expect(fill(button)?.alpha == 1)
    host.send(PointerEvent(phase: .down, location: CGPoint(x: 100, y: 40), timestamp: host.now))
    host.step()
    #expect(button.isHighlighted)
    #expect(fill(button)?.alpha == 0.75 && fill(button)?.red == blue.red, "a pressed fill is drawn at 75 %")
    host.send(PointerEvent(phase: .up, location: CGPoint(x: 100, y: 40), timestamp: host.now))
    host.step()
    #expect(fill(button)?.alpha == 1)

    button.isEnabled = false
    host.step()
    #expect(
      fill(button)
        == UIColor.tertiarySystemFill.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
    #expect(button.titleLabel?.textColor === UIColor.tertiaryLabel)

    button.isEnabled = true
    button.configuration = titled(.tinted())
    button.isSelected = true
    host.step()
    #expect(fill(button) == blue, "a selected tinted button is drawn filled")
    button.configuration?.automaticallyUpdateForSelection = false
    host.step()
    #expect(fill(button)?.alpha == 0.15)
  }

  @Test func theUpdateHandlerRunsOnceAStateChangesAndMaySetTheConfiguration() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
    let controller = UIViewController()
    let button = UIButton(configuration: titled(.gray(), "Off"))
    button.changesSelectionAsPrimaryAction = true
    var calls = 0
    var sent: [Bool] = []
    button.configurationUpdateHandler = { button in
      calls += 1
      button.configuration?.title = button.isSelected ? "On" : "Off"
    }
    button.addAction(
      UIAction { action in sent.append((action.sender as? UIButton)?.isSelected ?? false) },
      for: .primaryActionTriggered)
    button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
    controller.view.addSubview(button)
    host.show(controller)
    host.step()
    #expect(calls == 1 && button.configuration?.title == "Off")
    host.tap(at: CGPoint(x: 100, y: 40))
    host.step()
    #expect(button.isSelected && button.configuration?.title == "On")
    #expect(sent == [true], "the selection toggles before the action is sent")
    #expect(button.titleLabel?.text == "On")
    let before = calls
    host.step()
    #expect(calls == before, "no update without a change")
  }

  @Test func updatedForAButtonResolvesOnce() {
    let button = UIButton(configuration: titled(.filled()))
    button.isHighlighted = true
    let once = button.configuration!.updated(for: button)
    let twice = once.updated(for: button)
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(once.background.backgroundColor?.resolvedColor(with: light).cgColor.alpha == 0.75)
    #expect(twice.background.backgroundColor?.resolvedColor(with: light).cgColor.alpha == 0.75)
    #expect(once.baseForegroundColor?.cgColor == UIColor.white.cgColor)
  }

  @Test func attributedTitlesAndTransformersSetTheText() throws {
    var configuration = UIButton.Configuration.plain()
    var title = AttributedString("Bold ")
    title.font = UIFont.boldSystemFont(ofSize: 20)
    var rest = AttributedString("plain")
    rest.foregroundColor = .systemRed
    title.append(rest)
    configuration.attributedTitle = title
    configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.foregroundColor = .systemGray
      return outgoing
    }
    configuration.subtitle = "Below"
    #expect(configuration.title == "Bold plain")
    let button = button(configuration)
    // Read as runs: Foundation on Linux stops the process when it compares two runs whose
    // values are different Swift objects, as reading `attributedText` back would.
    let drawn = try #require(button.titleLabel?.styledText)
    #expect(drawn.string == "Bold plain")
    #expect(drawn.runs.map(\.range) == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 5)])
    #expect((drawn.runs[0].attributes[.font] as? UIFont)?.pointSize == 20)
    #expect((drawn.runs[1].attributes[.font] as? UIFont)?.pointSize == 17)
    #expect(drawn.runs[1].attributes[.foregroundColor] as? UIColor === UIColor.systemRed)
    #expect(drawn.runs[0].attributes[.foregroundColor] as? UIColor === UIColor.systemBlue)
    let subtitle = try #require(button.configuredViews?.subtitle.styledText)
    #expect(subtitle.runs.first?.attributes[.foregroundColor] as? UIColor === UIColor.systemGray)
    #expect((subtitle.runs.first?.attributes[.font] as? UIFont)?.pointSize == 15)
  }

  @Test func theStylesLookLikeIOS() throws {
    let host = HeadlessHost(size: CGSize(width: 300, height: 330), scale: 2)
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    var configurations: [UIButton.Configuration] = [
      titled(.plain(), "Plain"), titled(.gray(), "Gray"), titled(.tinted(), "Tinted"), titled(.filled(), "Filled"),
    ]
    var capsule = titled(.filled(), "Next")
    capsule.cornerStyle = .capsule
    capsule.image = UIImage(systemName: "chevron.right")
    capsule.imagePlacement = .trailing
    capsule.imagePadding = 4
    configurations.append(capsule)
    var stroked = titled(.plain(), "Outline")
    stroked.background.strokeColor = .systemOrange
    stroked.background.strokeWidth = 2
    stroked.background.cornerRadius = 10
    stroked.cornerStyle = .fixed
    stroked.baseForegroundColor = .systemOrange
    configurations.append(stroked)
    var spinner = titled(.gray(), "Loading")
    spinner.showsActivityIndicator = true
    spinner.imagePadding = 8
    configurations.append(spinner)
    for (index, configuration) in configurations.enumerated() {
      let button = UIButton(configuration: configuration)
      let size = button.intrinsicContentSize
      button.frame = CGRect(
        x: 20 + CGFloat(index % 2) * 140, y: 20 + CGFloat(index / 2) * 70, width: size.width, height: size.height)
      controller.view.addSubview(button)
    }
    let wide = UIButton(configuration: titled(.filled(), "Disabled"))
    wide.isEnabled = false
    wide.frame = CGRect(x: 160, y: 230, width: 120, height: 50)
    controller.view.addSubview(wide)
    host.show(controller)
    host.step()
    try GoldenImage.verify(host.render(), named: "button-configurations", in: Self.goldens)
  }
}
