import Foundation

/// One `addObserver(_:forKeyPath:options:context:)` registration: the observed property's
/// name, the observer (weak), the options and the context pointer (its address). It matches a
/// UIKit property's change by name and reads it by name (`KeyValueCodingNames`); your own
/// property is read by name through reflection (`Mirror`: its stored value, or its property
/// wrapper's), and a change announced by key path is this property's when that value changed
/// (Swift on Linux cannot name a key path's property).
final class StringKeyedObservationEntry: KeyValueObservationEntryProtocol, @unchecked Sendable {
  let key: String
  weak var observer: NSObject?
  let options: NSKeyValueObservingOptions
  let contextAddress: UInt?
  /// The observation keeping this entry in the observed object's list.
  weak var observation: NSKeyValueObservation?
  private var valueBefore: Any?
  /// The value last reported (for properties announced by key path).
  private var lastValue: Any?

  init(
    object: NSObject, observer: NSObject, key: String, options: NSKeyValueObservingOptions,
    context: UnsafeMutableRawPointer?
  ) {
    self.key = key
    self.observer = observer
    self.options = options
    contextAddress = context.map { UInt(bitPattern: $0) }
    lastValue = Self.reflectedValue(of: object, key: key)
  }

  /// Whether a change announced by `name` or by key path is of this entry's property.
  private func concerns(_ object: AnyObject, _ keyPath: AnyKeyPath?, _ name: String?) -> Bool {
    if let name { return name == key }
    guard keyPath != nil else { return false }
    let now = Self.reflectedValue(of: object, key: key)
    guard let now else { return false }
    guard let lastValue else { return true }
    return !KeyValueEquality.equal(lastValue, now)
  }

  /// The stored property `key` of `object` (or its property wrapper's `_key`), up the
  /// class hierarchy.
  static func reflectedValue(of object: AnyObject, key: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == key || child.label == "_" + key {
        return child.value
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// The property's value now: a UIKit property by name, else your own by reflection.
  func currentValue(of object: AnyObject, changed keyPath: AnyKeyPath?) -> Any? {
    KeyValueCodingNames.value(of: object, forKey: key) ?? Self.reflectedValue(of: object, key: key)
  }

  func willChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    guard name == key else { return }
    valueBefore = currentValue(of: object, changed: keyPath)
    guard options.contains(.prior) else { return }
    var change: [NSKeyValueChangeKey: Any] = [
      .kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue), .notificationIsPriorKey: true,
    ]
    if options.contains(.old) { change[.oldKey] = valueBefore ?? NSNull() }
    deliver(object: object, change: change)
  }

  func didChange(_ object: AnyObject, keyPath: AnyKeyPath?, name: String?) {
    guard concerns(object, keyPath, name) else { return }
    let value = currentValue(of: object, changed: keyPath)
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
    if options.contains(.new) { change[.newKey] = value ?? NSNull() }
    if options.contains(.old) { change[.oldKey] = valueBefore ?? lastValue ?? NSNull() }
    lastValue = value
    valueBefore = nil
    deliver(object: object, change: change)
  }

  /// Calls the observer's `observeValue(forKeyPath:of:change:context:)`.
  func deliver(object: AnyObject, change: [NSKeyValueChangeKey: Any]) {
    guard let receiver = observer as? NSKeyValueObserving else { return }
    receiver.observeValue(
      forKeyPath: key, of: object, change: change,
      context: contextAddress.flatMap(UnsafeMutableRawPointer.init(bitPattern:)))
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
      if let label = object as? UILabel {
        switch key {
        case "text": return label.text
        case "textColor": return label.textColor
        case "font": return label.font
        case "numberOfLines": return NSNumber(value: label.numberOfLines)
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
        case "hidden", "isHidden": return NSNumber(value: view.isHidden)
        case "tag": return NSNumber(value: view.tag)
        case "clipsToBounds": return NSNumber(value: view.clipsToBounds)
        case "userInteractionEnabled", "isUserInteractionEnabled": return NSNumber(value: view.isUserInteractionEnabled)
        case "backgroundColor": return view.backgroundColor
        case "tintColor": return view.tintColor
        case "superview": return view.superview
        case "subviews": return view.subviews
        default: return nil
        }
      }
      if let controller = object as? UIViewController {
        switch key {
        case "title": return controller.title
        case "preferredContentSize": return NSValue(cgSize: controller.preferredContentSize)
        case "view": return controller.view
        case "navigationItem": return controller.navigationItem
        case "parent": return controller.parent
        case "presentedViewController": return controller.presentedViewController
        case "presentingViewController": return controller.presentingViewController
        default: return nil
        }
      }
      if let layer = object as? CALayer { return layer.value(forKey: key) }
      return nil
    }
  }
}
