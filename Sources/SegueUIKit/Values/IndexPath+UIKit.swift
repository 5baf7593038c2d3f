import Foundation

/// UIKit's index-path accessors for table rows and collection items (UIKit adds these to
/// Foundation's `IndexPath`): element 0 is the section, element 1 the row or item.
extension IndexPath {
  /// A table-view index path: `[section, row]`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// A collection-view index path: `[section, item]`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// Element 0. UIKit traps on an index path with fewer than two elements; so does this.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// Element 1 (a table row).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// Element 1 (a collection item).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
