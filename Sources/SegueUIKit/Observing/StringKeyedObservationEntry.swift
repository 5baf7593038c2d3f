import Foundation

/// One `addObserver(_:forKeyPath:options:context:)` registration: the observed property's
/// name, the observer (weak), the options and the context pointer (its address). It matches a
/// UIKit property's change by name and your own property's by its key path's last component
/// (`\Downloads.progress` is "progress"), and reads values through the key path announced or,
/// for UIKit properties, by name (`KeyValueCodingNames`).
final class StringKeyedObservationEntry: KeyValueObservationEntryProtocol, @unchecked Sendable {
  let key: String
  weak var observer: NSObject?
  let options: NSKeyValueObservingOptions
  let contextAddress: UInt?
  /// The observation keeping this entry in the observed object's list.
  weak var observation: NSKeyValueObservation?
  private var valueBefore: Any?

  init(object: NSObject, observer: NSObject, key: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
    self.key = key
    self.observer = observer
    self.options = options
    contextAddress = context.map { UInt(bitPattern: $0) }
  }

  /// Whether a change announced by `name` or `keyPath` is of this entry's property.
  private func concerns(_ keyPath: AnyKeyPath?, _ name: String?) -> Bool {
    if let name { return name == key }
    guard let keyPath else { return false }
    return Self.lastComponent(of: keyPath) == key
  }

  /// `\Downloads.progress` → "progress" (Swift describes a key path as its source form).
  static func lastComponent(of keyPath: AnyKeyPath) -> String? {
    let described = String(describing: keyPath)
    guard let dot = described.lastIndex(of: ".") else { return nil }
    return String(described[described.index(after: dot)...])
  }

  /// The property's value now: through the key path announced, else by name.
  func currentValue(of object: AnyObject, changed keyPath: AnyKeyPath?) -> Any? {
    if let keyPath, let root = object as? NSObject, let value = root[keyPath: keyPath] { return value }
    return KeyValueCodingNames.value(of: object, forKey: key)
  }

  func willChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    guard concerns(keyPath, name) else { return }
    valueBefore = currentValue(of: object, changed: keyPath)
    guard options.contains(.prior) else { return }
    var change: [NSKeyValueChangeKey: Any] = [
      .kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue), .notificationIsPriorKey: true,
    ]
    if options.contains(.old) { change[.oldKey] = valueBefore ?? NSNull() }
    deliver(object: object, change: change)
  }

  func didChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    guard concerns(keyPath, name) else { return }
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
    if options.contains(.new) { change[.newKey] = currentValue(of: object, changed: keyPath) ?? NSNull() }
    if options.contains(.old) { change[.oldKey] = valueBefore ?? NSNull() }
    valueBefore = nil
    deliver(object: object, change: change)
  }

  /// Calls the observer's `observeValue(forKeyPath:of:change:context:)`.
  func deliver(object: AnyObject, change: [NSKeyValueChangeKey: Any]) {
    guard let responder = observer as? UIResponder else { return }
    responder.observeValue(
      forKeyPath: key, of: object, change: change, context: contextAddress.flatMap(UnsafeMutableRawPointer.init(bitPattern:)))
  }

  // MARK: Registrations by observed object

  /// The observations made with `addObserver(_:forKeyPath:options:context:)` on each object
  /// (held strongly here: Foundation keeps a registration until it is removed).
  private static let registrations = Registrations()

  static func registry(for object: AnyObject) -> RegistrationList { registrations.list(for: object) }

  /// Ends the registrations on `object` whose entry `matches`.
  static func remove(from object: AnyObject, where matches: (StringKeyedObservationEntry) -> Bool) {
    let list = registrations.list(for: object)
    for observation in list.removeAll(where: { ($0.entry as? StringKeyedObservationEntry).map(matches) ?? false }) {
      observation.invalidate()
    }
  }

  /// Registrations of one object.
  final class RegistrationList: @unchecked Sendable {
    private let lock = NSLock()
    private var observations: [NSKeyValueObservation] = []

    func append(_ observation: NSKeyValueObservation) {
      lock.lock()
      observations.append(observation)
      lock.unlock()
    }

    func removeAll(where matches: (NSKeyValueObservation) -> Bool) -> [NSKeyValueObservation] {
      lock.lock()
      defer { lock.unlock() }
      let removed = observations.filter(matches)
      observations.removeAll(where: matches)
      return removed
    }
  }

  /// The lists by object identity; a list whose object was released is dropped when the
  /// table is next used.
  final class Registrations: @unchecked Sendable {
    private let lock = NSLock()
    private var lists: [ObjectIdentifier: (object: WeakObject, list: RegistrationList)] = [:]

    struct WeakObject {
      weak var object: AnyObject?
    }

    func list(for object: AnyObject) -> RegistrationList {
      lock.lock()
      defer { lock.unlock() }
      let id = ObjectIdentifier(object)
      if let found = lists[id], found.object.object === object { return found.list }
      lists = lists.filter { $0.value.object.object != nil }
      let list = RegistrationList()
      lists[id] = (WeakObject(object: object), list)
      return list
    }
  }
}

/// The UIKit properties announced by name, read by name (Foundation's `value(forKey:)` for
/// them).
enum KeyValueCodingNames {
  static func value(of object: AnyObject, forKey key: String) -> Any? {
    // UIKit's properties are set, and so announced, on the main actor.
    let box = ValueBox(object)
    MainActor.assumeIsolated { box.value = mainActorValue(of: box.object, forKey: key) }
    return box.value
  }

  /// Carries the object in and the value out of the main actor's closure (both stay on
  /// the calling thread, which is the main thread).
  private final class ValueBox: @unchecked Sendable {
    let object: AnyObject
    var value: Any?
    init(_ object: AnyObject) { self.object = object }
  }

  @MainActor private static func mainActorValue(of object: AnyObject, forKey key: String) -> Any? {
    do {
      if let scrollView = object as? UIScrollView {
        switch key {
        case "contentOffset": return NSValue(cgPoint: scrollView.contentOffset)
        case "contentSize": return NSValue(cgSize: scrollView.contentSize)
        case "contentInset": return NSValue(uiEdgeInsets: scrollView.contentInset)
        default: break
        }
      }
      if let view = object as? UIView {
        switch key {
        case "frame": return NSValue(cgRect: view.frame)
        case "bounds": return NSValue(cgRect: view.bounds)
        case "center": return NSValue(cgPoint: view.center)
        case "transform": return NSValue(cgAffineTransform: view.transform)
        case "alpha": return NSNumber(value: Double(view.alpha))
        case "hidden": return NSNumber(value: view.isHidden)
        default: return nil
        }
      }
      if let controller = object as? UIViewController {
        switch key {
        case "title": return controller.title
        case "preferredContentSize": return NSValue(cgSize: controller.preferredContentSize)
        default: return nil
        }
      }
      if let layer = object as? CALayer { return layer.value(forKey: key) }
      return nil
    }
  }
}
