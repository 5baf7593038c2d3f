import Foundation
import SegueSupport

#if canImport(UIKit)
  import UIKit
#else
  import SeguePlayback
  import SegueUIKit
#endif

/// Where a scene's tappable elements are, measured by opening the scene for real: what
/// `segue scenes` prints, so scripts and the gallery window can find the trigger and the
/// way back without hard-coded coordinates.
public struct SceneLayout: Sendable, Equatable {
  /// The scene's command-line name.
  public let name: String
  public let title: String
  public let description: String
  /// The window the scene was measured in, points.
  public let viewport: CGSize
  /// The trigger element's frame on the first screen, window coordinates, points.
  public let trigger: CGRect
  /// The back element's frame on the second screen once the forward transition has
  /// completed, window coordinates, points.
  public let back: CGRect
  public let backGesture: TransitionScene.BackGesture

  /// One JSON object on one line, keys in this order: `name`, `title`, `description`,
  /// `viewport` (`width`, `height`), `trigger` and `back` (`x`, `y`, `width`, `height`),
  /// `backGesture`. Numbers have at most 3 decimals.
  public var json: String {
    let fields = [
      "\"name\": \(JSONText.string(name))",
      "\"title\": \(JSONText.string(title))",
      "\"description\": \(JSONText.string(description))",
      "\"viewport\": {\"width\": \(Self.jsonNumber(viewport.width)), \"height\": \(Self.jsonNumber(viewport.height))}",
      "\"trigger\": \(Self.json(trigger))",
      "\"back\": \(Self.json(back))",
      "\"backGesture\": \(JSONText.string(backGesture.rawValue))",
    ]
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A JSON array of `layouts`, one object per line.
  public static func jsonArray(_ layouts: [SceneLayout]) -> String {
    guard !layouts.isEmpty else { return "[]" }
    return "[\n" + layouts.map { "  " + $0.json }.joined(separator: ",\n") + "\n]"
  }

  static func json(_ rect: CGRect) -> String {
    "{\"x\": \(jsonNumber(rect.minX)), \"y\": \(jsonNumber(rect.minY)), "
      + "\"width\": \(jsonNumber(rect.width)), \"height\": \(jsonNumber(rect.height))}"
  }

  /// `value` with at most 3 decimals, trailing zeros removed; non-finite values are `null`.
  static func jsonNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "null" }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}

/// A scene's trigger or back element could not be found while measuring it.
public struct SceneLayoutError: Error, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}

extension TransitionScene {
  /// Opens the scene the way the gallery shows it (on top of the list) in a headless
  /// window of `viewport` points, measures its trigger after the first layout, runs the
  /// forward transition to completion, measures its back element, then goes back so no
  /// animation is left running.
  ///
  /// Makes a `HeadlessHost`, whose clock becomes the process's media clock.
  ///
  /// - Throws: `SceneLayoutError` naming the scene and the element that is missing.
  @MainActor public func measureLayout(viewport: CGSize = CGSize(width: 390, height: 844)) throws -> SceneLayout {
    let host = HeadlessHost(size: viewport, scale: 2)
    guard let root = GalleryApp.makeRootViewController(openingScene: name) else {
      throw SceneLayoutError(message: "the scene '\(name)' is not in the gallery.")
    }
    host.show(root)
    host.step()
    guard let trigger = triggerElement(in: root)?.frameInWindow else {
      throw SceneLayoutError(message: "the scene '\(name)' shows no trigger element on its first screen.")
    }
    performForward(in: root)
    host.step()
    host.advance(by: forwardDuration)
    host.runUntilIdle(limit: 5)
    guard let back = backElement(in: root)?.frameInWindow else {
      throw SceneLayoutError(
        message: "the scene '\(name)' shows no back element after its forward transition completed.")
    }
    performBack(in: root)
    host.step()
    host.advance(by: backDuration)
    host.runUntilIdle(limit: 5)
    return SceneLayout(
      name: name, title: title, description: description, viewport: viewport, trigger: trigger, back: back,
      backGesture: backGesture)
  }
}
