import Foundation
import SegueAnimation
import SegueRender

/// Core Foundation's array type, which Core Graphics' gradient initializer takes (`[a, b]
/// as CFArray`). Foundation on Linux has no Core Foundation types; an `NSArray` is what a
/// `CFArray` bridges to.
public typealias CFArray = NSArray

/// A colour space (Core Graphics' `CGColorSpace`). Segue's colours are device RGB, so the
/// space is recorded but never converts.
public final class CGColorSpace: Hashable, @unchecked Sendable {
  /// The space's name (`CGColorSpace.sRGB`, …).
  public let name: CFString?

  public init?(name: CFString) { self.name = name }

  init(unnamed: ()) { name = nil }

  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Core Foundation's string type (Core Graphics' colour-space names).
public typealias CFString = String

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(unnamed: ()) }

/// Whether a gradient also paints before its start and after its end (Core Graphics'
/// `CGGradientDrawingOptions`, same raw values).
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Colours at locations 0…1 along a gradient (Core Graphics' `CGGradient`), interpolated
/// linearly in straight RGBA by cairo.
public final class CGGradient: @unchecked Sendable {
  /// (location 0…1, colour), in increasing location.
  let stops: [(location: CGFloat, color: CGColor)]

  /// A gradient of `colors` (`CGColor`s) at `locations` (as many values, 0…1); nil
  /// locations spread the colours evenly from 0 to 1. Nil when `colors` is empty or holds
  /// something other than `CGColor`s.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let colours = colors.compactMap { $0 as? CGColor }
    guard !colours.isEmpty, colours.count == colors.count else { return nil }
    let spread = colours.indices.map { colours.count == 1 ? 0 : CGFloat($0) / CGFloat(colours.count - 1) }
    let at = locations.map { pointer in colours.indices.map { pointer[$0] } } ?? spread
    stops = zip(at, colours).map { ($0, $1) }.sorted { $0.0 < $1.0 }
  }

  /// A gradient of `count` colours given as RGBA components (four per colour) at
  /// `locations`.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    var built: [(CGFloat, CGColor)] = []
    for i in 0..<count {
      let color = CGColor(
        red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2],
        alpha: components[4 * i + 3])
      built.append((locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1)), color))
    }
    stops = built.sorted { $0.0 < $1.0 }
  }

  var renderStops: [(location: Double, color: RenderColor)] {
    stops.map { stop in
      let c = stop.color
      return (
        Double(stop.location),
        RenderColor(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
      )
    }
  }
}

extension CGContext {
  /// Paints the clip with `gradient` along start → end (user space): the band between the
  /// lines through `start` and `end` perpendicular to it, and beyond them the end colours
  /// where `options` asks.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = hypot(dx, dy)
    guard length > 0 else { return }
    // Clip to the part of the plane the options allow (a wide band along the axis).
    let far: CGFloat = 1e5
    let ux = dx / length
    let uy = dy / length
    let from = options.contains(.drawsBeforeStartLocation) ? -far : 0
    let to = options.contains(.drawsAfterEndLocation) ? length + far : length
    let corners = [(from, -far), (to, -far), (to, far), (from, far)].map { along, across in
      CGPoint(x: start.x + ux * along - uy * across, y: start.y + uy * along + ux * across)
    }
    saveGState()
    addLines(between: corners)
    closePath()
    clip()
    canvas.paintGradient(
      stops: gradient.renderStops, x0: Double(start.x), y0: Double(start.y), r0: nil, x1: Double(end.x),
      y1: Double(end.y), r1: nil, extend: true)
    restoreGState()
  }

  /// Paints the clip with `gradient` between the start circle and the end circle (user
  /// space), cairo's two-circle radial gradient, which is Core Graphics' model. With
  /// `.drawsBeforeStartLocation` the start circle is filled with the first colour, with
  /// `.drawsAfterEndLocation` the plane outside the end circle with the last — exactly Core
  /// Graphics' result when the start circle lies inside the end circle, the usual case.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    let stops = gradient.renderStops
    guard let first = stops.first, let last = stops.last else { return }
    let both = options.contains(.drawsBeforeStartLocation) && options.contains(.drawsAfterEndLocation)
    canvas.paintGradient(
      stops: stops, x0: Double(startCenter.x), y0: Double(startCenter.y), r0: Double(max(startRadius, 0)),
      x1: Double(endCenter.x), y1: Double(endCenter.y), r1: Double(max(endRadius, 0)), extend: both)
    guard !both else { return }
    if options.contains(.drawsBeforeStartLocation), startRadius > 0 {
      saveGState()
      canvas.setFillColor(first.color)
      beginPath()
      addEllipse(
        in: CGRect(
          x: startCenter.x - startRadius, y: startCenter.y - startRadius, width: 2 * startRadius,
          height: 2 * startRadius))
      fillPath()
      restoreGState()
    }
    if options.contains(.drawsAfterEndLocation) {
      saveGState()
      canvas.setFillColor(last.color)
      beginPath()
      addRect(boundingBoxOfClipPath.insetBy(dx: -1, dy: -1))
      addEllipse(
        in: CGRect(
          x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius, height: 2 * endRadius))
      fillPath(using: .evenOdd)
      restoreGState()
    }
  }
}
