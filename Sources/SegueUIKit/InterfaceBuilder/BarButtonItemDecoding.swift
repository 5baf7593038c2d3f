import Foundation
import SegueInterfaceBuilder

/// What a `<barButtonItem>` holds: a system item, a title or an image, a style.
@MainActor enum BarButtonItemDecoding {
  static let systemItems: [String: UIBarButtonItem.SystemItem] = [
    "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
    "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
    "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
    "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
    "undo": .undo, "redo": .redo, "close": .close,
  ]

  static func make(_ object: DocumentObject, values: ValueDecoding) -> UIBarButtonItem {
    let item = UIBarButtonItem()
    if let name = object.string("systemItem"), let system = systemItems[name] { item.applySystemItem(system) }
    if let title = object.string("title") { item.title = title }
    if let image = object.string("image") {
      item.image = values.image(image, system: object.string("catalog") == "system")
    }
    switch object.string("style") {
    case "done": item.style = .done
    default: break
    }
    if let width = object.number("width") { item.width = CGFloat(width) }
    if let enabled = object.flag("enabled") { item.isEnabled = enabled }
    if let tag = object.number("tag") { item.tag = Int(tag) }
    if let color = object.colors["tintColor"] { item.tintColor = values.color(color) }
    return item
  }
}
