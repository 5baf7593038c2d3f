import Foundation

/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, with the Objective-C runtime's
/// names and raw values. docs/uikit-behaviour-2.md §19.3.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference here (unretained in the runtime, where reading it after the value goes
  /// crashes; here it reads nil).
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying`'s `copy()`; a value of another type is kept as it is).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static or global variable,
/// `&Keys.badge`), as the Objective-C runtime does; nil removes the association. Only class
/// instances carry associations (a value type is boxed on iOS, so its association is lost there
/// too). The value is released after `object` goes, at the latest when later associations are
/// made. docs/uikit-behaviour-2.md §19.3.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard type(of: object as Any) is AnyClass else { return }
  AssociatedObjectTable.shared.set(object as AnyObject, key: key, value: value, policy: policy)
}

/// The value associated with `object` under `key`, or nil. docs/uikit-behaviour-2.md §19.3.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  guard type(of: object as Any) is AnyClass else { return nil }
  return AssociatedObjectTable.shared.value(of: object as AnyObject, key: key)
}

/// Removes every association of `object`. docs/uikit-behaviour-2.md §19.3.
public func objc_removeAssociatedObjects(_ object: Any) {
  guard type(of: object as Any) is AnyClass else { return }
  AssociatedObjectTable.shared.removeAll(of: object as AnyObject)
}

/// The associations of live objects: each object's entry holds it weakly, so an object that
/// went (and a new one at its address) never sees the old values; entries of objects that went
/// are dropped whenever the table has doubled since the last sweep.
final class AssociatedObjectTable: @unchecked Sendable {
  static let shared = AssociatedObjectTable()

  private enum Stored {
    case strong(Any)
    case weak(WeakBox)
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Stored] = [:]
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var countAfterSweep = 0

  /// The number of objects with associations the table still holds (for tests).
  var objectCount: Int { lock.withLock { entries.count } }

  func set(_ object: AnyObject, key: UnsafeRawPointer, value: Any?, policy: objc_AssociationPolicy) {
    let stored: Stored? = value.map { value in
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN:
        if type(of: value as Any) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
        return .strong(value)
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        return .strong((value as? NSCopying)?.copy() ?? value)
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        return .strong(value)
      }
    }
    // Values released by the change are released outside the lock (their deinit may associate).
    var released: [Any] = []
    lock.withLock {
      let id = ObjectIdentifier(object)
      var entry = entries[id]
      if entry?.owner == nil, let stale = entry { released.append(stale.values) }
      if entry?.owner == nil { entry = Entry(owner: object) }
      if let old = entry?.values[key] { released.append(old) }
      entry?.values[key] = stored
      entries[id] = entry?.values.isEmpty == true ? nil : entry
      if entries.count >= max(16, countAfterSweep * 2) {
        for (id, entry) in entries where entry.owner == nil {
          released.append(entry.values)
          entries[id] = nil
        }
        countAfterSweep = entries.count
      }
    }
    released.removeAll()
  }

  func value(of object: AnyObject, key: UnsafeRawPointer) -> Any? {
    let stored: Stored? = lock.withLock {
      guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
      return entry.values[key]
    }
    switch stored {
    case .strong(let value): return value
    case .weak(let box): return box.object
    case nil: return nil
    }
  }

  func removeAll(of object: AnyObject) {
    let removed = lock.withLock { entries.removeValue(forKey: ObjectIdentifier(object)) }
    _ = removed
  }
}
