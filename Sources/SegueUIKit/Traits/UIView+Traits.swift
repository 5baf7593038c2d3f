import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable {
  /// The collection the view inherits before its own overrides: its controller's (for a
  /// controller's root view), else its superview's, else the screen's (the frame loop's
  /// root view), else the one it had when it left its superview.
  var inheritedTraitCollection: UITraitCollection {
    if let controller = owningViewController as? UIViewController, controller.viewIfLoaded === self {
      return controller.traitCollection
    }
    if let superview { return superview.traitCollection }
    if let loop = layer.frameLoop { return loop.screenTraits }
    return traitState.detachedBase
  }

  /// The view's collection, computed once per change of what it inherits.
  var resolvedTraitCollection: UITraitCollection {
    if let cached = traitState.cached { return cached }
    var computed = inheritedTraitCollection.applying(traitState.overrides)
    if let forced = traitState.semanticContentAttribute.forcedLayoutDirection,
      computed.layoutDirection != forced
    {
      computed = computed.modifyingTraits { $0.layoutDirection = forced }
    }
    traitState.cached = computed
    return computed
  }

  /// Something the subtree's collections depend on changed: caches are dropped, and the next
  /// trait update (before the next layout) reports the changes.
  func invalidateTraits() {
    markTraitsStale()
    var ancestor = superview
    while let view = ancestor, !view.traitState.subtreeNeedsUpdate {
      view.traitState.subtreeNeedsUpdate = true
      ancestor = view.superview
    }
    setNeedsLayout()
    if let loop = FrameLoop.showing(layer) { loop.setNeedsFrames() }
  }

  private func markTraitsStale() {
    traitState.cached = nil
    traitState.needsUpdate = true
    traitState.subtreeNeedsUpdate = true
    for subview in subviews { subview.markTraitsStale() }
  }

  /// The view leaves its superview: it keeps the traits it had until it joins another.
  func traitsWillLeaveSuperview() {
    traitState.detachedBase = traitCollection
  }

  /// Reports pending trait changes in the subtree, parents before children (the layout pass
  /// calls it on the root first).
  func reportPendingTraitChanges() {
    let state = traitState
    guard state.needsUpdate || state.subtreeNeedsUpdate else { return }
    state.subtreeNeedsUpdate = false
    if state.needsUpdate {
      state.needsUpdate = false
      reportTraitChange()
    }
    for subview in subviews { subview.reportPendingTraitChanges() }
  }

  private func reportTraitChange() {
    if let controller = owningViewController as? UIViewController, controller.viewIfLoaded === self {
      controller.reportTraitChange()
    }
    let current = traitCollection
    let previous = traitState.reported
    guard previous != current else { return }
    traitState.reported = current
    current.performAsCurrent {
      traitsDidChange(from: previous)
      traitCollectionDidChange(previous)
      if traitState.hasRegistrations { traitState.registry.notify(self, previous: previous, current: current) }
    }
  }

  /// The layer's background: the view's colour resolved with its traits (unchanged values
  /// are not set again, so content caches keep their entries).
  func applyResolvedBackgroundColor() {
    let resolved = traitState.backgroundColor?.resolvedColor(with: traitCollection).cgColor
    if layer.backgroundColor != resolved { layer.backgroundColor = resolved }
  }

  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitState.registry.add(traits, handler: handler)
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState.registry.remove(registration)
  }
}
