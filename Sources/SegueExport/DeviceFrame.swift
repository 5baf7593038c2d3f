import SegueRender

/// An iPhone-like device drawn around a screen, for documentation (`segue render
/// --device-frame`): a dark bezel inside a titanium band, side buttons, the screen's rounded
/// corners, the notch or the Dynamic Island, and the home indicator, drawn with cairo. Numbers
/// are docs/uikit-behaviour-2.md §8 and §8.1 (the screen's 47.33 pt corner radius, the home
/// indicator's 134 × 5 pt pill 8 pt above the bottom, dark over light content and light over
/// dark; the bezel, band, buttons and cut-outs are drawn to look right, not measured).
///
/// The frame is transparent outside the device, so it sits on any page.
public struct DeviceFrame: Sendable {
  /// What the screen's top holds.
  public enum Cutout: Sendable {
    /// Nothing (a screen without a safe-area top of 47 or 59 pt).
    case none
    /// The 390 × 844 pt phones' notch.
    case notch
    /// The 393 × 852 pt phones' Dynamic Island.
    case dynamicIsland
  }

  public var cutout: Cutout
  /// The screen's corner radius, points.
  public var screenCornerRadius: Double

  public init(cutout: Cutout, screenCornerRadius: Double = 47.33) {
    self.cutout = cutout
    self.screenCornerRadius = screenCornerRadius
  }

  /// Points of black bezel between the screen and the band.
  static let bezel = 12.0
  /// Points of the titanium band around the bezel.
  static let band = 3.0
  /// Points the side buttons stand out of the band.
  static let buttons = 3.0
  /// Points from the screen's edge to the device's outer edge.
  static let inset = bezel + band

  /// The framed image's size in pixels for a screen of `width × height` pixels at `scale`.
  public static func size(screenWidth width: Int, screenHeight height: Int, scale: Int) -> (width: Int, height: Int) {
    let scale = Double(max(scale, 1))
    return (
      width + Int(((inset + buttons) * 2 * scale).rounded()), height + Int((inset * 2 * scale).rounded())
    )
  }

  /// `screen` inside the device; the same scale as `screen`.
  public func framing(_ screen: Bitmap) -> Bitmap {
    let scale = Double(max(screen.scale, 1))
    let size = Self.size(screenWidth: screen.width, screenHeight: screen.height, scale: screen.scale)
    let result = Bitmap(width: size.width, height: size.height, scale: screen.scale)
    let canvas = BitmapCanvas(bitmap: result)
    let width = Double(screen.width) / scale
    let height = Double(screen.height) / scale
    let left = Self.inset + Self.buttons
    let top = Self.inset
    let titanium = RenderColor(red: 0.36, green: 0.36, blue: 0.38)
    // Side buttons: the action button and the volume buttons on the left, the side button on
    // the right, in screen points from the top.
    canvas.setFillColor(titanium)
    for (y, length) in [(118.0, 32.0), (176.0, 62.0), (252.0, 62.0)] {
      roundedRect(canvas, x: 0, y: top + y, width: Self.buttons + 2, height: length, radius: 1.5)
    }
    roundedRect(
      canvas, x: left + width + Self.inset - 2, y: top + 190, width: Self.buttons + 2, height: 100, radius: 1.5)
    canvas.fillPath()
    // The band and the bezel.
    let outerRadius = screenCornerRadius + Self.inset
    roundedRect(
      canvas, x: Self.buttons, y: 0, width: width + 2 * Self.inset, height: height + 2 * Self.inset,
      radius: outerRadius)
    canvas.fillPath()
    canvas.setFillColor(RenderColor(red: 0.04, green: 0.04, blue: 0.045))
    roundedRect(
      canvas, x: Self.buttons + Self.band, y: Self.band, width: width + 2 * Self.bezel, height: height + 2 * Self.bezel,
      radius: outerRadius - Self.band)
    canvas.fillPath()
    // The screen, its corners rounded.
    canvas.save()
    roundedRect(canvas, x: left, y: top, width: width, height: height, radius: screenCornerRadius)
    canvas.clip()
    canvas.draw(screen, x: left, y: top, width: width, height: height)
    canvas.restore()
    // The cut-out, in the bezel's black.
    switch cutout {
    case .none:
      break
    case .notch:
      notch(canvas, centerX: left + width / 2, top: top)
    case .dynamicIsland:
      roundedRect(canvas, x: left + width / 2 - 63, y: top + 11, width: 126, height: 37, radius: 18.5)
      canvas.fillPath()
    }
    // The home indicator: dark over light content, light over dark.
    let indicator = (x: left + width / 2 - 67, y: top + height - 8 - 5, width: 134.0, height: 5.0)
    let light = Self.meanLuminance(
      of: screen, x: (width / 2 - 80) * scale, y: (height - 24) * scale, width: 160 * scale, height: 20 * scale)
    canvas.setFillColor(light > 0.5 ? RenderColor(red: 0, green: 0, blue: 0) : RenderColor(red: 1, green: 1, blue: 1))
    roundedRect(canvas, x: indicator.x, y: indicator.y, width: indicator.width, height: indicator.height, radius: 2.5)
    canvas.fillPath()
    canvas.flush()
    return result
  }

  /// The notch of the 390 pt phones: 162 × 32 pt below the screen's top, its lower corners
  /// rounded at 20 pt and flared into the bezel at 6 pt (drawn to look right).
  private func notch(_ canvas: BitmapCanvas, centerX: Double, top: Double) {
    let half = 81.0
    let depth = 32.0
    let flare = 6.0
    let radius = 20.0
    let k = 0.5523
    canvas.beginPath()
    canvas.move(x: centerX - half - flare, y: top - 1)
    canvas.line(x: centerX - half - flare, y: top)
    canvas.curve(
      c1x: centerX - half - flare * (1 - k), c1y: top, c2x: centerX - half, c2y: top + flare * (1 - k),
      x: centerX - half, y: top + flare)
    canvas.line(x: centerX - half, y: top + depth - radius)
    canvas.curve(
      c1x: centerX - half, c1y: top + depth - radius * (1 - k), c2x: centerX - half + radius * (1 - k),
      c2y: top + depth, x: centerX - half + radius, y: top + depth)
    canvas.line(x: centerX + half - radius, y: top + depth)
    canvas.curve(
      c1x: centerX + half - radius * (1 - k), c1y: top + depth, c2x: centerX + half,
      c2y: top + depth - radius * (1 - k), x: centerX + half, y: top + depth - radius)
    canvas.line(x: centerX + half, y: top + flare)
    canvas.curve(
      c1x: centerX + half, c1y: top + flare * (1 - k), c2x: centerX + half + flare * (1 - k), c2y: top,
      x: centerX + half + flare, y: top)
    canvas.line(x: centerX + half + flare, y: top - 1)
    canvas.closePath()
    canvas.fillPath()
  }

  /// Adds a rounded rectangle (points; `radius` clamped to half the shorter side) to the path.
  private func roundedRect(
    _ canvas: BitmapCanvas, x: Double, y: Double, width: Double, height: Double, radius: Double
  ) {
    let r = min(radius, width / 2, height / 2)
    let k = 0.5523 * r
    canvas.move(x: x + r, y: y)
    canvas.line(x: x + width - r, y: y)
    canvas.curve(c1x: x + width - r + k, c1y: y, c2x: x + width, c2y: y + r - k, x: x + width, y: y + r)
    canvas.line(x: x + width, y: y + height - r)
    canvas.curve(
      c1x: x + width, c1y: y + height - r + k, c2x: x + width - r + k, c2y: y + height, x: x + width - r,
      y: y + height)
    canvas.line(x: x + r, y: y + height)
    canvas.curve(c1x: x + r - k, c1y: y + height, c2x: x, c2y: y + height - r + k, x: x, y: y + height - r)
    canvas.line(x: x, y: y + r)
    canvas.curve(c1x: x, c1y: y + r - k, c2x: x + r - k, c2y: y, x: x + r, y: y)
    canvas.closePath()
  }

  /// The mean luminance (0…1, Rec. 709 weights on the premultiplied values over black) of a
  /// region of `bitmap` in pixels, clamped to the bitmap.
  static func meanLuminance(of bitmap: Bitmap, x: Double, y: Double, width: Double, height: Double) -> Double {
    let x0 = max(Int(x), 0)
    let y0 = max(Int(y), 0)
    let x1 = min(Int(x + width), bitmap.width)
    let y1 = min(Int(y + height), bitmap.height)
    guard x1 > x0, y1 > y0 else { return 1 }
    var total = 0.0
    for row in y0..<y1 {
      let pixels = bitmap.row(row)
      for column in x0..<x1 {
        let pixel = pixels[column]
        let r = Double((pixel >> 16) & 0xFF)
        let g = Double((pixel >> 8) & 0xFF)
        let b = Double(pixel & 0xFF)
        total += (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
      }
    }
    return total / Double((x1 - x0) * (y1 - y0))
  }
}

extension Bitmap {
  /// `bitmaps` side by side, left to right, `gap` points apart, top-aligned on transparent
  /// pixels (a light and a dark frame, or left-to-right and right-to-left); the first's scale.
  public static func sideBySide(_ bitmaps: [Bitmap], gap: Double = 24) -> Bitmap {
    let scale = max(bitmaps.first?.scale ?? 1, 1)
    let gapPixels = Int((gap * Double(scale)).rounded())
    let width = bitmaps.reduce(0) { $0 + $1.width } + gapPixels * max(bitmaps.count - 1, 0)
    let height = bitmaps.map(\.height).max() ?? 0
    let result = Bitmap(width: width, height: height, scale: scale)
    var left = 0
    for bitmap in bitmaps {
      for row in 0..<bitmap.height {
        let target = result.row(row)
        _ = UnsafeMutableBufferPointer(rebasing: target[left..<(left + bitmap.width)]).update(from: bitmap.row(row))
      }
      left += bitmap.width + gapPixels
    }
    return result
  }
}
