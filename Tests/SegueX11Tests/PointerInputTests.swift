import Foundation
import Segue
import SegueAnimation
import SegueRender
import Testing

@testable import SegueX11

@Suite @MainActor struct PointerInputTests {
  typealias Sample = PointerInput.Sample

  @Test func motionIsCoalescedPerFrameAndConvertedToPoints() {
    let input = PointerInput()
    input.append(Sample(kind: .press, x: 100, y: 100, serverTime: 1000, clientTime: 10))
    for step in 1...5 {
      input.append(
        Sample(
          kind: .motion, x: 100 + Double(step) * 10, y: 100, serverTime: 1000 + UInt32(step) * 4,
          clientTime: 10 + Double(step) * 0.004))
    }
    let events = input.takeEvents(scale: 2)
    #expect(events.map(\.phase) == [.down, .move])
    #expect(events[1].location == CGPoint(x: 75, y: 50))
    // 20 ms of server time after the press.
    #expect(abs((events[1].timestamp - events[0].timestamp) - 0.020) < 1e-9)
    #expect(input.takeEvents(scale: 2).isEmpty)
  }

  @Test func burstsWithOneTimestampNeverDivideByZero() {
    let input = PointerInput()
    // XTest bursts: every event carries the same server time and nearly the same arrival.
    input.append(Sample(kind: .press, x: 0, y: 0, serverTime: 77, clientTime: 5))
    _ = input.takeEvents(scale: 1)
    input.append(Sample(kind: .motion, x: 40, y: 0, serverTime: 77, clientTime: 5.000_01))
    let moved = input.takeEvents(scale: 1)
    input.append(Sample(kind: .release, x: 80, y: 0, serverTime: 77, clientTime: 5.000_02))
    let ended = input.takeEvents(scale: 1)
    for event in moved + ended {
      #expect(event.timestamp.isFinite)
    }
    #expect(ended.map(\.phase) == [.up])
  }

  @Test func pressReleaseAndMotionKeepTheirOrderAcrossTouches() {
    let input = PointerInput()
    input.append(Sample(kind: .motion, x: 1, y: 1, serverTime: 1, clientTime: 1))  // not down: dropped
    input.append(Sample(kind: .press, x: 1, y: 1, serverTime: 2, clientTime: 1))
    input.append(Sample(kind: .motion, x: 2, y: 1, serverTime: 3, clientTime: 1))
    input.append(Sample(kind: .release, x: 3, y: 1, serverTime: 4, clientTime: 1))
    input.append(Sample(kind: .press, x: 9, y: 9, serverTime: 5, clientTime: 1))
    #expect(input.takeEvents(scale: 1).map(\.phase) == [.down, .move, .up, .down])
    #expect(input.isDown)
  }
}

@Suite struct ScaledMediaClockTests {
  final class ManualClock: MediaClock, @unchecked Sendable {
    var now: TimeInterval = 100
  }

  @Test func slowingDownIsContinuousAtTheToggle() {
    let base = ManualClock()
    let clock = ScaledMediaClock(base: base)
    base.now = 101
    #expect(clock.now == 101)
    clock.setRate(0.1)
    #expect(clock.now == 101)
    base.now = 111
    #expect(abs(clock.now - 102) < 1e-9)
    clock.setRate(1)
    base.now = 112
    #expect(abs(clock.now - 103) < 1e-9)
    #expect(abs(clock.mediaTime(atBaseTime: 113) - 104) < 1e-9)
  }
}

@Suite @MainActor struct PixelFormatTests {
  @Test func sixteenBitAndBigEndianVisualsRoundTrip() {
    let bitmap = Bitmap(width: 2, height: 1)
    bitmap[0, 0] = 0xff11_8040
    bitmap[1, 0] = 0xffff_ffff
    let formats = [
      PixelFormat(bitsPerPixel: 32, redMask: 0xff0000, greenMask: 0xff00, blueMask: 0xff, isBigEndian: true),
      PixelFormat(bitsPerPixel: 24, redMask: 0xff, greenMask: 0xff00, blueMask: 0xff0000, isBigEndian: false),
    ]
    for format in formats {
      var memory = [UInt8](repeating: 0, count: 8)
      memory.withUnsafeMutableBytes { bytes in
        format.convert(bitmap, into: bytes.baseAddress!, stride: 8, width: 2, height: 1)
        #expect(format.argb(at: UnsafeRawPointer(bytes.baseAddress!), stride: 8, x: 0, y: 0) == 0xff11_8040)
        #expect(format.argb(at: UnsafeRawPointer(bytes.baseAddress!), stride: 8, x: 1, y: 0) == 0xffff_ffff)
      }
    }
    let rgb565 = PixelFormat(bitsPerPixel: 16, redMask: 0xf800, greenMask: 0x07e0, blueMask: 0x001f, isBigEndian: false)
    var memory = [UInt8](repeating: 0, count: 4)
    memory.withUnsafeMutableBytes { bytes in
      rgb565.convert(bitmap, into: bytes.baseAddress!, stride: 4, width: 2, height: 1)
      #expect(rgb565.argb(at: UnsafeRawPointer(bytes.baseAddress!), stride: 4, x: 1, y: 0) == 0xffff_ffff)
    }
  }
}
