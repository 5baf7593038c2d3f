import Foundation

/// Where a property a layer subclass declares keeps its value in `LayerState`: a slot
/// identified by its own token, reading `defaultValue` until set. The value is stored
/// typed in an immutable box, so copying a state (every frame, for presentation) copies
/// references, and reading needs no dynamic cast.
package struct LayerStateSlot<Value: Hashable & Sendable>: Hashable, Sendable {
  let token = LayerSlotToken()
  let defaultValue: Value

  package init(defaultValue: Value) { self.defaultValue = defaultValue }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}

/// The identity of one slot.
final class LayerSlotToken: Sendable {}

/// The values of the slots a layer's properties have set.
package struct LayerStateSlots: Hashable, Sendable {
  private var values: [ObjectIdentifier: any LayerSlotValue] = [:]

  package init() {}

  subscript<Value>(slot: LayerStateSlot<Value>) -> Value {
    get {
      guard let box = values[ObjectIdentifier(slot.token)] else { return slot.defaultValue }
      // Only this subscript writes under the slot's token, always a `LayerSlotBox<Value>`.
      return unsafeDowncast(box as AnyObject, to: LayerSlotBox<Value>.self).value
    }
    set { values[ObjectIdentifier(slot.token)] = LayerSlotBox(newValue) }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.values.count == rhs.values.count
      && lhs.values.allSatisfy { key, value in rhs.values[key].map { value.isEqual(to: $0) } ?? false }
  }

  package func hash(into hasher: inout Hasher) {
    // Order-independent: the dictionary's order is not part of the value.
    var combined = 0
    for (key, value) in values {
      var entry = Hasher()
      entry.combine(key)
      value.hash(into: &entry)
      combined ^= entry.finalize()
    }
    hasher.combine(values.count)
    hasher.combine(combined)
  }
}

/// A slot's value behind its type.
protocol LayerSlotValue: AnyObject, Sendable {
  func isEqual(to other: any LayerSlotValue) -> Bool
  func hash(into hasher: inout Hasher)
}

final class LayerSlotBox<Value: Hashable & Sendable>: LayerSlotValue {
  let value: Value
  init(_ value: Value) { self.value = value }

  func isEqual(to other: any LayerSlotValue) -> Bool { (other as? LayerSlotBox<Value>)?.value == value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
