import Foundation
import SegueAnimation

/// UIKit's geometry coding on `NSCoder`: points, sizes, rectangles and affine transforms are
/// archived as the strings UIKit writes for them ("{x, y}", "{w, h}", "{{x, y}, {w, h}}",
/// "[a, b, c, d, tx, ty]"), and a missing key decodes as zero (the identity for a transform).
extension NSCoder {
  public func encode(_ cgPoint: CGPoint, forKey key: String) {
    encode("{\(cgPoint.x), \(cgPoint.y)}" as NSString, forKey: key)
  }

  public func encode(_ cgSize: CGSize, forKey key: String) {
    encode("{\(cgSize.width), \(cgSize.height)}" as NSString, forKey: key)
  }

  public func encode(_ cgRect: CGRect, forKey key: String) {
    encode(
      "{{\(cgRect.origin.x), \(cgRect.origin.y)}, {\(cgRect.width), \(cgRect.height)}}" as NSString, forKey: key)
  }

  public func encode(_ cgAffineTransform: CGAffineTransform, forKey key: String) {
    let t = cgAffineTransform
    encode("[\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]" as NSString, forKey: key)
  }

  public func decodeCGPoint(forKey key: String) -> CGPoint {
    let n = archivedNumbers(forKey: key, count: 2)
    return CGPoint(x: n[0], y: n[1])
  }

  public func decodeCGSize(forKey key: String) -> CGSize {
    let n = archivedNumbers(forKey: key, count: 2)
    return CGSize(width: n[0], height: n[1])
  }

  public func decodeCGRect(forKey key: String) -> CGRect {
    let n = archivedNumbers(forKey: key, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
    guard containsValue(forKey: key) else { return .identity }
    let n = archivedNumbers(forKey: key, count: 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }

  /// The `count` numbers of the geometry string under `key` (zeros when absent or malformed).
  private func archivedNumbers(forKey key: String, count: Int) -> [CGFloat] {
    let text = (decodeObject(of: NSString.self, forKey: key) as String?) ?? ""
    let numbers = text.split(whereSeparator: { "{}[], ".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) }
    return numbers.count == count ? numbers : Array(repeating: 0, count: count)
  }
}
