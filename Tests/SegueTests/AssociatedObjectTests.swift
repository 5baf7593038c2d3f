import Foundation
import Testing

@testable import SegueUIKit

/// `objc_setAssociatedObject`/`objc_getAssociatedObject` (docs/uikit-behaviour-2.md §19.3):
/// the extension-stored-property idiom of transition libraries.
@MainActor @Suite(.serialized) struct AssociatedObjectTests {
  private nonisolated(unsafe) static var cornerKey: UInt8 = 0
  private nonisolated(unsafe) static var delegateKey: UInt8 = 0

  private final class Tracked {}

  @Test func aRetainedValueIsReadBackPerObjectAndKey() {
    let first = UIView()
    let second = UIView()
    objc_setAssociatedObject(first, &Self.cornerKey, 12.5 as CGFloat, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(first, &Self.delegateKey, "card", .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(first, &Self.cornerKey) as? CGFloat == 12.5)
    #expect(objc_getAssociatedObject(first, &Self.delegateKey) as? String == "card")
    #expect(objc_getAssociatedObject(second, &Self.cornerKey) == nil)
    objc_setAssociatedObject(first, &Self.cornerKey, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(first, &Self.cornerKey) == nil)
    objc_removeAssociatedObjects(first)
    #expect(objc_getAssociatedObject(first, &Self.delegateKey) == nil)
  }

  @Test func assignHoldsWeaklyAndRetainKeepsTheValueAlive() {
    let owner = UIViewController()
    weak var assigned: Tracked?
    weak var retained: Tracked?
    do {
      let a = Tracked()
      let r = Tracked()
      assigned = a
      retained = r
      objc_setAssociatedObject(owner, &Self.cornerKey, a, .OBJC_ASSOCIATION_ASSIGN)
      objc_setAssociatedObject(owner, &Self.delegateKey, r, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(assigned == nil)
    #expect(objc_getAssociatedObject(owner, &Self.cornerKey) == nil)
    #expect(retained != nil)
    #expect(objc_getAssociatedObject(owner, &Self.delegateKey) as AnyObject? === retained)
  }

  @Test func copyPolicyStoresACopy() {
    let owner = UIView()
    let text = NSMutableString(string: "Deck")
    objc_setAssociatedObject(owner, &Self.cornerKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    text.append(" changed")
    #expect((objc_getAssociatedObject(owner, &Self.cornerKey) as? NSString).map { $0 as String } == "Deck")
  }

  @Test func valuesGoAfterTheirObjectAndAreNotSeenByANewObject() {
    weak var value: Tracked?
    do {
      let owner = UIView()
      let tracked = Tracked()
      value = tracked
      objc_setAssociatedObject(owner, &Self.cornerKey, tracked, .OBJC_ASSOCIATION_RETAIN)
    }
    // Later associations sweep the entries of objects that went.
    var owners: [UIView] = []
    for _ in 0..<(AssociatedObjectTable.shared.objectCount * 2 + 16) {
      let owner = UIView()
      owners.append(owner)
      objc_setAssociatedObject(owner, &Self.delegateKey, 1, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(value == nil)
    let fresh = UIView()
    #expect(objc_getAssociatedObject(fresh, &Self.cornerKey) == nil)
    for owner in owners { objc_removeAssociatedObjects(owner) }
  }

  @Test func valueTypesCarryNoAssociations() {
    objc_setAssociatedObject(CGPoint(x: 1, y: 2), &Self.cornerKey, 3, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(CGPoint(x: 1, y: 2), &Self.cornerKey) == nil)
  }
}
