import Foundation
import SegueLayout

extension LayoutEngine {
  /// Whether `root`'s tree uses Auto Layout at all (any installed constraint or a view that
  /// does not translate its mask), found by one walk; a tree that does not needs no engine.
  static func treeUsesConstraints(_ root: UIView) -> Bool {
    if !root.layoutState.installed.isEmpty || !root.layoutState.translatesAutoresizingMaskIntoConstraints {
      return true
    }
    return root.subviews.contains { treeUsesConstraints($0) }
  }

  /// Re-reads `root`'s tree: items that joined or left, constraints activated or deactivated,
  /// views that moved to another superview or changed `translatesAutoresizingMaskIntoConstraints`.
  /// Engine-made constraints go in before the user's, and the user's in activation order, so
  /// that when a system cannot hold, the constraint activated last is the one broken
  /// (docs/uikit-behaviour-2.md §3.6).
  func sync(root: UIView) {
    rootOfRecords = root
    // A tree no host shows rounds to half points, the simulated phone's scale (not whichever
    // host happens to be current).
    var rootLayer = root.layer
    while let parent = rootLayer.superlayer { rootLayer = parent }
    scale = rootLayer.frameLoop?.screen.scale ?? 2
    var active: [NSLayoutConstraint] = []
    var order: [AnyObject] = []
    var members: Set<ObjectIdentifier> = []

    func join(_ item: AnyObject) {
      guard members.insert(ObjectIdentifier(item)).inserted else { return }
      order.append(item)
    }
    func walk(_ view: UIView) {
      active.append(contentsOf: view.layoutState.installed)
      if !view.layoutState.translatesAutoresizingMaskIntoConstraints { join(view) }
      for subview in view.subviews { walk(subview) }
    }
    walk(root)
    for constraint in active {
      for (item, attribute, other) in [
        (constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
        (constraint.secondItem, constraint.secondAttribute, constraint.firstItem),
      ] {
        guard let item else { continue }
        join(item)
        let relative = Self.contentRelative(item, other)
        if relative !== item { join(relative) }
        if let view = item as? UIView {
          if attribute.isMarginAttribute { join(view.layoutMarginsGuide) }
          if attribute == .firstBaseline, view.viewForFirstBaselineLayout !== view {
            join(view.viewForFirstBaselineLayout)
          }
          if attribute == .lastBaseline, view.viewForLastBaselineLayout !== view {
            join(view.viewForLastBaselineLayout)
          }
        }
      }
    }
    // Ancestors (and the owners of guides) hold their descendants in place.
    var index = 0
    while index < order.count {
      let item = order[index]
      index += 1
      if let guide = item as? UILayoutGuide {
        if let owner = guide.owningView { join(owner) }
      } else if let view = item as? UIView, view !== root, let superview = view.superview {
        join(superview)
      }
    }
    if !order.isEmpty { join(root) }

    // Items that left, or whose situation changed, lose their engine-made constraints.
    for (id, record) in records where !members.contains(id) || record.item == nil {
      removeRecord(id)
    }
    var fresh: [ItemRecord] = []
    for item in order {
      let id = ObjectIdentifier(item)
      if let record = records[id] {
        if let view = item as? UIView,
          record.superview !== view.superview || record.translatesMask != view.translatesAutoresizingMaskIntoConstraints
            || record.isRoot != (view === root)
        {
          removeInternal(of: record)
          fresh.append(record)
        }
        continue
      }
      let record = ItemRecord(item: item, solver: solver)
      records[id] = record
      for variable in [record.left, record.top, record.width, record.height] { owners[variable] = id }
      fresh.append(record)
    }
    // Parents before children (the order of `order` after the ancestor closure is not), so
    // autoresizing constraints of a parent are in place before its children's.
    for record in fresh.sorted(by: { depth(of: $0) < depth(of: $1) }) {
      if let view = record.item as? UIView {
        record.superview = view.superview
        record.translatesMask = view.translatesAutoresizingMaskIntoConstraints
        record.isRoot = view === root
        if view.layoutState.guides.contains(where: { $0.systemRole != nil }) {
          guideOwners[ObjectIdentifier(view)] = view
        }
      } else if let guide = record.item as? UILayoutGuide, guide.systemRole != nil, let owner = guide.owningView {
        guideOwners[ObjectIdentifier(owner)] = owner
      }
      installInternal(for: record)
    }

    // User constraints.
    let activeIDs = Set(active.map(ObjectIdentifier.init))
    for (id, entry) in installed where !activeIDs.contains(id) {
      remove(entry.constraint)
    }
    let newcomers = active.filter { installed[ObjectIdentifier($0)] == nil }.sorted {
      $0.activationStamp < $1.activationStamp
    }
    for constraint in newcomers { add(constraint) }
  }

  private func depth(of record: ItemRecord) -> Int {
    var depth = record.item is UILayoutGuide ? 1 : 0
    var view = LayoutItems.view(of: record.item)
    while let current = view?.superview {
      depth += 1
      view = current
    }
    return depth
  }

  private func removeRecord(_ id: ObjectIdentifier) {
    guard let record = records.removeValue(forKey: id) else { return }
    removeInternal(of: record)
    for variable in [record.left, record.top, record.width, record.height, record.firstBaseline, record.lastBaseline]
      .compactMap({ $0 })
    {
      owners[variable] = nil
    }
    guideOwners[id] = nil
    measuredWidths[id] = nil
  }

  func removeInternal(of record: ItemRecord) {
    for entry in record.engineConstraints.values {
      if let id = entry.id {
        solver.remove(id)
        origins[id] = nil
      }
    }
    record.engineConstraints.removeAll()
  }

  /// Adds a user constraint to the solver; one that cannot hold is reported as UIKit reports
  /// it and kept out.
  func add(_ constraint: NSLayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard let expression = expression(for: constraint) else {
      installed[key] = (constraint, nil)
      return
    }
    if !isScratch { constraint.engine = self }
    installedValues[key] = (constraint.constant, constraint.priority)
    do {
      let id = try solver.add(
        expression, constraint.relation.solverRelation, strength: constraint.priority.solverStrength)
      origins[id] = .user(constraint)
      installed[key] = (constraint, id)
    } catch {
      if let victim = stackViewPrecedenceVictim(for: constraint, conflicting: error.conflicting),
        let victimID = installed[ObjectIdentifier(victim)]?.id,
        let retried = try? retry(expression, constraint, replacing: victim, victimID)
      {
        origins[retried] = .user(constraint)
        installed[key] = (constraint, retried)
        reportUnsatisfiable(conflicting: error.conflicting + [retried], breaking: victim.describedText)
      } else {
        installed[key] = (constraint, nil)
        reportUnsatisfiable(conflicting: error.conflicting, breaking: constraint.describedText)
      }
    }
    markItemsForLayout(constraint.firstItem, constraint.secondItem)
  }

  /// A stack view's own constraint (`UISV-…`, hiding a view most often) that cannot hold
  /// breaks the conflicting user constraint activated last instead, as UIKit's logs show it
  /// doing (the row collapses; the content's fixed height is the one broken).
  private func stackViewPrecedenceVictim(for constraint: NSLayoutConstraint, conflicting: [LayoutConstraintID])
    -> NSLayoutConstraint?
  {
    guard constraint.identifier?.hasPrefix("UISV-") == true else { return nil }
    let candidates = conflicting.compactMap { id -> NSLayoutConstraint? in
      guard case .user(let other) = origins[id], other.identifier?.hasPrefix("UISV-") != true else { return nil }
      return other
    }
    return candidates.max { $0.activationStamp < $1.activationStamp }
  }

  private func retry(
    _ expression: LinearExpression, _ constraint: NSLayoutConstraint, replacing victim: NSLayoutConstraint,
    _ victimID: LayoutConstraintID
  ) throws(UnsatisfiableConstraint) -> LayoutConstraintID {
    solver.remove(victimID)
    origins[victimID] = nil
    installed[ObjectIdentifier(victim)] = (victim, nil)
    return try solver.add(expression, constraint.relation.solverRelation, strength: constraint.priority.solverStrength)
  }
}

extension NSLayoutConstraint.Relation {
  var solverRelation: LayoutRelation {
    switch self {
    case .lessThanOrEqual: return .lessThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}

extension NSLayoutConstraint.Attribute {
  var isMarginAttribute: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default: return false
    }
  }
}
