import Testing

@testable import SegueRender

/// The narrow blur's kernel (`BackdropKernel`) against the three box passes it replaces.
@Suite struct BackdropDirectKernelTests {
  /// σ in cells where the box has radius 0 (below √2) or 1 (below about 2.45), and one above.
  @Test(arguments: [0.3, 0.6, 1.0, 1.4, 1.5, 2.0, 2.4])
  func kernelHasTheBoxesWeightAndVariance(sigma: Double) throws {
    let box = BackdropBlur.Box(sigma: sigma)
    let kernel = try #require(BackdropKernel(box))
    #expect(kernel.radius == 3 * (box.radius + 1))
    var total = Double(kernel.weights[0])
    var variance = 0.0
    for d in 1...kernel.radius {
      total += 2 * Double(kernel.weights[d])
      variance += 2 * Double(kernel.weights[d]) * Double(d * d)
    }
    #expect(abs(total - 1) < 1e-5, "σ \(sigma): weights sum to \(total)")
    #expect(abs(variance - sigma * sigma) < 1e-4, "σ \(sigma): variance \(variance)")
    for d in kernel.radius + 1..<16 { #expect(kernel.weights[d] == 0) }
  }

  @Test func widerBoxesKeepTheirPasses() {
    #expect(BackdropKernel(BackdropBlur.Box(sigma: 2.5)) == nil)
    #expect(BackdropKernel(BackdropBlur.Box(sigma: 6)) == nil)
  }

  /// Rows then columns through the kernel give the passes' cells wherever the edges are
  /// out of reach (the two clamp the edges differently), to float rounding.
  @Test(arguments: [0.6, 1.7, 2.3])
  func kernelMatchesThePassesAwayFromTheEdges(sigma: Double) throws {
    let (width, height) = (61, 83)
    let box = BackdropBlur.Box(sigma: sigma)
    let kernel = try #require(BackdropKernel(box))
    var passes = BackdropBlurTests.grid(width: width, height: height)
    passes.withUnsafeMutableBufferPointer { cells in
      BackdropBlur.blur(cells.baseAddress!, width: width, height: height, sigma: sigma)
    }
    var direct = BackdropBlurTests.grid(width: width, height: height)
    var filtered = [SIMD4<Float>](repeating: .zero, count: width * height)
    direct.withUnsafeMutableBufferPointer { cells in
      let line = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width + 2 * kernel.radius)
      defer { line.deallocate() }
      for y in 0..<height {
        (line + kernel.radius).update(from: cells.baseAddress! + y * width, count: width)
        kernel.filterRow(line, count: width, into: cells.baseAddress! + y * width)
      }
      let grid = BackdropBlur.Cells(base: cells.baseAddress!)
      filtered.withUnsafeMutableBufferPointer { output in
        let rows = BackdropBlur.Cells(base: output.baseAddress!)
        kernel.filterColumns(grid, width: width, height: height, threadCount: 2) { y, cells in
          (rows.base + y * width).update(from: cells, count: width)
        }
      }
    }
    // Three passes each clamp before they filter: a cell feels the edge within 3(l + 1).
    let reach = kernel.radius
    var largest: Float = 0
    for y in reach..<(height - reach) {
      for x in reach..<(width - reach) {
        let index = y * width + x
        let difference: SIMD4<Float> = filtered[index] - passes[index]
        for lane in 0..<4 { largest = max(largest, abs(difference[lane])) }
      }
    }
    #expect(largest < 1e-3, "σ \(sigma): largest difference \(largest)")
    // The edge cells differ, but stay within the values the grid holds.
    let lowest = filtered.map { $0.min() }.min() ?? 0
    let highest = filtered.map { $0.max() }.max() ?? 0
    #expect(lowest >= -1e-3 && highest <= 255.001, "cells from \(lowest) to \(highest)")
  }

  /// The columns are filtered one output row at a time, each from the rows around it only,
  /// so the cells are the same however the rows are split among threads.
  @Test func columnsGiveTheSameBytesOnAnyThreadCount() throws {
    let (width, height) = (37, 211)
    let kernel = try #require(BackdropKernel(BackdropBlur.Box(sigma: 1.2)))
    var results: [[SIMD4<Float>]] = []
    for threads in [1, 2, 3] {
      var cells = BackdropBlurTests.grid(width: width, height: height)
      var output = [SIMD4<Float>](repeating: .zero, count: width * height)
      cells.withUnsafeMutableBufferPointer { cells in
        output.withUnsafeMutableBufferPointer { output in
          let rows = BackdropBlur.Cells(base: output.baseAddress!)
          kernel.filterColumns(
            BackdropBlur.Cells(base: cells.baseAddress!), width: width, height: height, threadCount: threads
          ) { y, cells in (rows.base + y * width).update(from: cells, count: width) }
        }
      }
      results.append(output)
    }
    #expect(results[0] == results[1] && results[1] == results[2])
  }
}
