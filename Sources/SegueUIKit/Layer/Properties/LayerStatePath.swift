import Foundation

/// A typed place in `LayerState`: a key path, read and written through the field's byte
/// offset when it names stored fields (Core Animation's properties and their components),
/// so setters and per-frame sampling do not go through the key path machinery.
package struct LayerStatePath<Value> {
  package let keyPath: WritableKeyPath<LayerState, Value>
  /// The byte offset of the field in `LayerState`, nil for a computed path (a subclass
  /// property's slot).
  private let offset: Int?

  package init(_ keyPath: WritableKeyPath<LayerState, Value>) {
    self.keyPath = keyPath
    offset = MemoryLayout<LayerState>.offset(of: keyPath)
  }

  /// The value in `state`.
  @inline(__always)
  package func get(_ state: LayerState) -> Value {
    guard let offset else { return state[keyPath: keyPath] }
    return withUnsafePointer(to: state) { base in
      (UnsafeRawPointer(base) + offset).assumingMemoryBound(to: Value.self).pointee
    }
  }

  /// Stores `newValue` in `state`, returning the value it replaced.
  @inline(__always)
  @discardableResult
  package func exchange(_ newValue: Value, in state: inout LayerState) -> Value {
    guard let offset else {
      let old = state[keyPath: keyPath]
      state[keyPath: keyPath] = newValue
      return old
    }
    return withUnsafeMutablePointer(to: &state) { base in
      let field = (UnsafeMutableRawPointer(base) + offset).assumingMemoryBound(to: Value.self)
      let old = field.pointee
      field.pointee = newValue
      return old
    }
  }
}
