import Foundation
import SegueInterfaceBuilder

/// What the value controls read from a document (docs/interface-builder.md, "Views"):
/// `<switch>`, `<slider>`, `<segmentedControl>`, `<stepper>`, `<pageControl>`,
/// `<activityIndicatorView>` and `<progressView>`, with the attribute names Xcode writes.
extension ViewDecoding {
  func decodeControl(_ control: UIControl, _ object: DocumentObject) {
    if let enabled = object.flag("enabled") { control.isEnabled = enabled }
    if let selected = object.flag("selected") { control.isSelected = selected }
    switch control {
    case let toggle as UISwitch:
      if let on = object.flag("on") { toggle.isOn = on }
      if let color = object.colors["onTintColor"] { toggle.onTintColor = values.color(color) }
      if let color = object.colors["thumbTintColor"] { toggle.thumbTintColor = values.color(color) }
    case let slider as UISlider:
      if let minimum = object.number("minValue") { slider.minimumValue = Float(minimum) }
      if let maximum = object.number("maxValue") { slider.maximumValue = Float(maximum) }
      if let value = object.number("value") { slider.value = Float(value) }
      if let continuous = object.flag("continuous") { slider.isContinuous = continuous }
      if let color = object.colors["minimumTrackTintColor"] { slider.minimumTrackTintColor = values.color(color) }
      if let color = object.colors["maximumTrackTintColor"] { slider.maximumTrackTintColor = values.color(color) }
      if let color = object.colors["thumbTintColor"] { slider.thumbTintColor = values.color(color) }
    case let segmented as UISegmentedControl:
      _ = object.string("segmentControlStyle")
      for segment in object.lists["segments"] ?? [] {
        if let name = segment.string("image") {
          segmented.insertSegment(
            with: values.image(name, system: segment.string("catalog") == "system"), at: segmented.numberOfSegments,
            animated: false)
        } else {
          segmented.insertSegment(withTitle: segment.string("title"), at: segmented.numberOfSegments, animated: false)
        }
        if let width = segment.number("width"), width > 0 {
          segmented.setWidth(CGFloat(width), forSegmentAt: segmented.numberOfSegments - 1)
        }
        if segment.flag("enabled") == false {
          segmented.setEnabled(false, forSegmentAt: segmented.numberOfSegments - 1)
        }
      }
      if let index = object.number("selectedSegmentIndex") { segmented.selectedSegmentIndex = Int(index) }
      if let momentary = object.flag("momentary") { segmented.isMomentary = momentary }
      if let apportions = object.flag("apportionsSegmentWidthsByContent") {
        segmented.apportionsSegmentWidthsByContent = apportions
      }
      if let color = object.colors["selectedSegmentTintColor"] {
        segmented.selectedSegmentTintColor = values.color(color)
      }
    case let stepper as UIStepper:
      if let minimum = object.number("minimumValue") { stepper.minimumValue = minimum }
      if let maximum = object.number("maximumValue") { stepper.maximumValue = maximum }
      if let step = object.number("stepValue") { stepper.stepValue = step }
      if let value = object.number("value") { stepper.value = value }
      if let wraps = object.flag("wraps") { stepper.wraps = wraps }
      if let autorepeat = object.flag("autorepeat") { stepper.autorepeat = autorepeat }
      if let continuous = object.flag("continuous") { stepper.isContinuous = continuous }
    case let pages as UIPageControl:
      if let count = object.number("numberOfPages") { pages.numberOfPages = Int(count) }
      if let page = object.number("currentPage") { pages.currentPage = Int(page) }
      if let hides = object.flag("hidesForSinglePage") { pages.hidesForSinglePage = hides }
      if let color = object.colors["pageIndicatorTintColor"] { pages.pageIndicatorTintColor = values.color(color) }
      if let color = object.colors["currentPageIndicatorTintColor"] {
        pages.currentPageIndicatorTintColor = values.color(color)
      }
      if let style = object.string("backgroundStyle") {
        pages.backgroundStyle = style == "prominent" ? .prominent : style == "minimal" ? .minimal : .automatic
      }
    default: break
    }
  }

  func decodeActivityIndicator(_ indicator: UIActivityIndicatorView, _ object: DocumentObject) {
    switch object.string("style") {
    case "large", "whiteLarge": indicator.style = object.string("style") == "large" ? .large : Self.legacyWhiteLarge
    case "white": indicator.style = Self.legacyWhite
    case "gray": indicator.style = Self.legacyGray
    default: indicator.style = .medium
    }
    if let color = object.colors["color"] { indicator.color = values.color(color) }
    if let hides = object.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
    if object.flag("animating") == true { indicator.startAnimating() }
  }

  func decodeProgressView(_ progress: UIProgressView, _ object: DocumentObject) {
    if object.string("progressViewStyle") == "bar" { progress.progressViewStyle = .bar }
    if let value = object.number("progress") { progress.progress = Float(value) }
    if let color = object.colors["progressTintColor"] { progress.progressTintColor = values.color(color) }
    if let color = object.colors["trackTintColor"] { progress.trackTintColor = values.color(color) }
  }

  // The iOS 12 styles Xcode still writes for older documents.
  static var legacyWhiteLarge: UIActivityIndicatorView.Style { UIActivityIndicatorView.Style(rawValue: 0) ?? .large }
  static var legacyWhite: UIActivityIndicatorView.Style { UIActivityIndicatorView.Style(rawValue: 1) ?? .medium }
  static var legacyGray: UIActivityIndicatorView.Style { UIActivityIndicatorView.Style(rawValue: 2) ?? .medium }
}
