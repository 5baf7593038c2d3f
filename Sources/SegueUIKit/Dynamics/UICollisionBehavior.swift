import Foundation
import SegueAnimation

/// Makes its items collide with each other and with boundaries (UIKit's
/// `UICollisionBehavior`): the reference view's bounds (`translatesReferenceBoundsIntoBoundary`)
/// and lines or paths added with an identifier. Items bounce by their `elasticity` and slide
/// with their `friction` (`UIDynamicItemBehavior`); see docs/uikit-behaviour-2.md §23.3.
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
  /// What items collide with.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1)
    /// Items collide with boundaries.
    public static let boundaries = Mode(rawValue: 2)
    /// Both (the default).
    public static let everything = Mode(rawValue: UInt.max)
  }

  private struct Boundary {
    let identifier: any NSCopying
    let path: UIBezierPath
    /// The path flattened to segments (reference coordinates).
    let segments: [ConvexShape]
  }

  /// What a contact this step was between, to report began and ended contacts.
  private enum ContactKey: Hashable {
    case items(ObjectIdentifier, ObjectIdentifier)
    case referenceBounds(ObjectIdentifier)
    case boundary(ObjectIdentifier, Int)
  }

  open private(set) var items: [any UIDynamicItem]
  open var collisionMode: Mode = .everything { didSet { behaviorDidChange() } }
  /// Told when contacts begin and end.
  open weak var collisionDelegate: UICollisionBehaviorDelegate?
  private var boundaries: [Boundary] = []
  private var referenceInsets: UIEdgeInsets?
  /// A contact of one step: what touched, and where (reference coordinates).
  private struct Touch {
    let key: ContactKey
    let item: any UIDynamicItem
    let other: (any UIDynamicItem)?
    let point: CGPoint
  }

  /// The contacts of the last step and of the one being built, in the order found (so
  /// reports come in a repeatable order).
  private var touching: [Touch] = []
  private var touchingNow: [Touch] = []

  public init(items: [any UIDynamicItem]) {
    self.items = uniqueItems(items)
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: any UIDynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    behaviorDidChange()
  }

  open func removeItem(_ item: any UIDynamicItem) {
    items.removeAll { $0 === item }
    behaviorDidChange()
  }

  /// Whether the reference view's bounds are a boundary (its identifier is nil).
  open var translatesReferenceBoundsIntoBoundary: Bool {
    get { referenceInsets != nil }
    set {
      referenceInsets = newValue ? (referenceInsets ?? .zero) : nil
      behaviorDidChange()
    }
  }

  /// Makes the reference view's bounds, inset by `insets` (points), a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
    behaviorDidChange()
  }

  /// Adds the edges of `bezierPath` (reference coordinates; curves are flattened) as a
  /// boundary named `identifier`, replacing one of that name.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    removeBoundary(withIdentifier: identifier)
    let polylines = PathGeometry.flatten(bezierPath.cgPath.segments, tolerance: 0.25)
    var segments: [ConvexShape] = []
    for line in polylines {
      let points = line.points.map(PlaneVector.init)
      guard points.count >= 2 else { continue }
      for i in 0..<(points.count - 1) where points[i] != points[i + 1] {
        segments.append(.segment(points[i], points[i + 1]))
      }
      if line.closed, let first = points.first, let last = points.last, first != last {
        segments.append(.segment(last, first))
      }
    }
    boundaries.append(Boundary(identifier: identifier, path: bezierPath, segments: segments))
    behaviorDidChange()
  }

  /// Adds the line from `p1` to `p2` (reference coordinates) as a boundary named `identifier`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The path of the boundary named `identifier`, if there is one.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaries.first { Self.identifiersMatch($0.identifier, identifier) }?.path
  }

  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.identifiersMatch($0.identifier, identifier) }
    behaviorDidChange()
  }

  /// The identifiers of the boundaries added (not the reference bounds), in order.
  open var boundaryIdentifiers: [any NSCopying]? { boundaries.map(\.identifier) }

  open func removeAllBoundaries() {
    boundaries.removeAll()
    behaviorDidChange()
  }

  private static func identifiersMatch(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
    if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
    return (a as AnyObject) === (b as AnyObject)
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func constraints(in world: DynamicsWorld) -> [any DynamicsConstraint] {
    var constraints: [any DynamicsConstraint] = []
    touchingNow = []
    let bodies = items.map { world.body(for: $0) }
    if !collisionMode.intersection(.items).isEmpty {
      for i in bodies.indices {
        for j in bodies.indices where j > i {
          let a = bodies[i]
          let b = bodies[j]
          guard a.isMovable || b.isMovable, let manifold = ContactManifold.between(a.shape, b.shape) else { continue }
          constraints.append(
            ContactConstraint(first: a, second: b, manifold: manifold) { ContactManifold.between(a.shape, b.shape) })
          touchingNow.append(
            Touch(
              key: .items(ObjectIdentifier(a.item), ObjectIdentifier(b.item)), item: a.item, other: b.item,
              point: manifold.points[0].position.point))
        }
      }
    }
    guard !collisionMode.intersection(.boundaries).isEmpty else { return constraints }
    for body in bodies where body.isMovable {
      if let insets = referenceInsets {
        let r = world.referenceBounds.inset(by: insets)
        let planes: [(PlaneVector, PlaneVector)] = [
          (PlaneVector(x: r.minX, y: r.minY), PlaneVector(x: 1, y: 0)),
          (PlaneVector(x: r.maxX, y: r.minY), PlaneVector(x: -1, y: 0)),
          (PlaneVector(x: r.minX, y: r.minY), PlaneVector(x: 0, y: 1)),
          (PlaneVector(x: r.minX, y: r.maxY), PlaneVector(x: 0, y: -1)),
        ]
        var touched: CGPoint?
        for (point, inward) in planes {
          guard let manifold = ContactManifold.inside(body.shape, halfPlaneThrough: point, inward: inward) else {
            continue
          }
          constraints.append(
            ContactConstraint(first: body, second: nil, manifold: manifold) {
              ContactManifold.inside(body.shape, halfPlaneThrough: point, inward: inward)
            })
          touched = touched ?? manifold.points[0].position.point
        }
        if let touched {
          touchingNow.append(
            Touch(key: .referenceBounds(ObjectIdentifier(body.item)), item: body.item, other: nil, point: touched))
        }
      }
      for (index, boundary) in boundaries.enumerated() {
        var touched: CGPoint?
        for segment in boundary.segments {
          guard let manifold = ContactManifold.between(body.shape, segment) else { continue }
          constraints.append(
            ContactConstraint(first: body, second: nil, manifold: manifold) {
              ContactManifold.between(body.shape, segment)
            })
          touched = touched ?? manifold.points[0].position.point
        }
        if let touched {
          touchingNow.append(
            Touch(key: .boundary(ObjectIdentifier(body.item), index), item: body.item, other: nil, point: touched))
        }
      }
    }
    return constraints
  }

  override func stepDidEnd(in world: DynamicsWorld) {
    let before = Set(touching.map(\.key))
    let now = Set(touchingNow.map(\.key))
    let ended = touching.filter { !now.contains($0.key) }
    let began = touchingNow.filter { !before.contains($0.key) }
    touching = touchingNow
    guard let delegate = collisionDelegate else { return }
    for touch in ended {
      if let other = touch.other {
        delegate.collisionBehavior(self, endedContactFor: touch.item, with: other)
      } else {
        delegate.collisionBehavior(self, endedContactFor: touch.item, withBoundaryIdentifier: identifier(of: touch.key))
      }
    }
    for touch in began {
      if let other = touch.other {
        delegate.collisionBehavior(self, beganContactFor: touch.item, with: other, at: touch.point)
      } else {
        delegate.collisionBehavior(
          self, beganContactFor: touch.item, withBoundaryIdentifier: identifier(of: touch.key), at: touch.point)
      }
    }
  }

  private func identifier(of key: ContactKey) -> (any NSCopying)? {
    if case .boundary(_, let index) = key, boundaries.indices.contains(index) { return boundaries[index].identifier }
    return nil
  }
}
