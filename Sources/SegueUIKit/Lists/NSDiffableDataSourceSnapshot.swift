import Foundation

/// UIKit's snapshot of a list's contents: sections and their items by identifier, in order.
/// Identifiers are unique across the snapshot (UIKit raises on duplicates; Segue reports them
/// and keeps the first).
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private(set) var sections: [SectionIdentifierType] = []
  private(set) var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Items to be reloaded (a new cell) or reconfigured (the same cell) on apply.
  private(set) var reloadedItems: Set<ItemIdentifierType> = []
  private(set) var reconfiguredItems: Set<ItemIdentifierType> = []

  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sectionOfItem.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { reloadedItems.contains($0) } }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    itemIdentifiers.filter { reconfiguredItems.contains($0) }
  }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemsBySection[identifier]?.count ?? 0
  }

  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    itemsBySection[identifier] ?? []
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier]
  }

  /// The item's position in `itemIdentifiers`, nil if absent.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier], let index = itemsBySection[section]?.firstIndex(of: identifier),
      let sectionIndex = sections.firstIndex(of: section)
    else { return nil }
    return sections[..<sectionIndex].reduce(0) { $0 + (itemsBySection[$1]?.count ?? 0) } + index
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where itemsBySection[identifier] == nil {
      sections.append(identifier)
      itemsBySection[identifier] = []
    }
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
    insertSections(identifiers, at: index)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
    insertSections(identifiers, at: index + 1)
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    let fresh = identifiers.filter { itemsBySection[$0] == nil }
    sections.insert(contentsOf: fresh, at: index)
    for identifier in fresh { itemsBySection[identifier] = [] }
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      for item in itemsBySection[identifier] ?? [] { sectionOfItem[item] = nil }
      itemsBySection[identifier] = nil
      sections.removeAll { $0 == identifier }
    }
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard identifier != toIdentifier, sections.contains(identifier) else { return }
    sections.removeAll { $0 == identifier }
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
    sections.insert(identifier, at: index)
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    guard identifier != toIdentifier, sections.contains(identifier) else { return }
    sections.removeAll { $0 == identifier }
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
    sections.insert(identifier, at: index + 1)
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { reloadedItems.formUnion(itemsBySection[identifier] ?? []) }
  }

  public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { reconfiguredItems.formUnion(itemsBySection[identifier] ?? []) }
  }

  // MARK: Items

  /// Appends to `sectionIdentifier`, or to the last section when nil.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last, itemsBySection[section] != nil else {
      snapshotWarning("appendItems: the snapshot has no such section; append the section first with appendSections.")
      return
    }
    let fresh = unique(identifiers, in: section)
    itemsBySection[section, default: []].append(contentsOf: fresh)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    guard let section = sectionOfItem[beforeIdentifier],
      let index = itemsBySection[section]?.firstIndex(of: beforeIdentifier)
    else { return }
    let fresh = unique(identifiers, in: section)
    itemsBySection[section]?.insert(contentsOf: fresh, at: index)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    guard let section = sectionOfItem[afterIdentifier],
      let index = itemsBySection[section]?.firstIndex(of: afterIdentifier)
    else { return }
    let fresh = unique(identifiers, in: section)
    itemsBySection[section]?.insert(contentsOf: fresh, at: index + 1)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
      itemsBySection[section]?.removeAll { $0 == identifier }
      reloadedItems.remove(identifier)
      reconfiguredItems.remove(identifier)
    }
  }

  public mutating func deleteAllItems() {
    sections.removeAll()
    itemsBySection.removeAll()
    sectionOfItem.removeAll()
    reloadedItems.removeAll()
    reconfiguredItems.removeAll()
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else {
      return
    }
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else {
      return
    }
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  /// The items get new cells on apply.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItems.formUnion(identifiers.filter { sectionOfItem[$0] != nil })
  }

  /// The items' existing cells are configured again on apply (iOS 15).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItems.formUnion(identifiers.filter { sectionOfItem[$0] != nil })
  }

  /// The identifiers not in the snapshot yet (each once), now filed under `section`.
  private mutating func unique(_ identifiers: [ItemIdentifierType], in section: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    var result: [ItemIdentifierType] = []
    for identifier in identifiers {
      guard sectionOfItem[identifier] == nil else {
        snapshotWarning(
          "diffable snapshot: item identifier \(identifier) is already in the snapshot; identifiers must be unique.")
        continue
      }
      sectionOfItem[identifier] = section
      result.append(identifier)
    }
    return result
  }

  /// Clears the reload and reconfigure marks (the applied snapshot keeps none).
  mutating func clearingMarks() -> NSDiffableDataSourceSnapshot {
    var copy = self
    copy.reloadedItems.removeAll()
    copy.reconfiguredItems.removeAll()
    return copy
  }
}

/// Reports a misuse of a snapshot on standard error (snapshots are built off the main actor too).
private func snapshotWarning(_ message: String) {
  FileHandle.standardError.write(Data(("Segue warning: " + message + "\n").utf8))
}
