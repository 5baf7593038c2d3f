/// How a frame's program runs when backdrop filters read what earlier steps composited
/// (docs/uikit-behaviour-drawing.md §12.3).
///
/// The program is split at its barriers — top-level backdrop steps, and groups holding one.
/// The steps between barriers run in row bands as before. A backdrop step is prepared once
/// every earlier step has finished (its blocks' rows read on all workers: the read is tiled
/// by rows, and each tile's value depends only on the pixels it reads), then written in
/// bands. A group holding a backdrop runs in one clip on the calling thread, so its
/// backdrop reads the group's whole bitmap. Every pixel is therefore the same for any
/// number of threads.
extension Compositor {
  func execute(_ program: [DrawOp], target: PixelTarget, frame: PixelRect) {
    var pending: [DrawOp] = []
    for op in program {
      guard op.readsBackdrop else {
        pending.append(op)
        continue
      }
      if !pending.isEmpty {
        runBands(pending, target: target, frame: frame)
        pending.removeAll(keepingCapacity: true)
      }
      if case .backdrop(let backdrop) = op.kind {
        backdrop.prepare(from: target, within: frame, threadCount: threadCount)
        runBands([op], target: target, frame: frame)
      } else {
        FrameExecutor.run([op], target: target, clip: frame)
      }
    }
    if !pending.isEmpty { runBands(pending, target: target, frame: frame) }
  }
}

extension DrawOp {
  /// Whether the step is, or holds, a backdrop filter (a barrier for banding and culling).
  var readsBackdrop: Bool {
    switch kind {
    case .backdrop: true
    case .group(let group): group.ops.contains { $0.readsBackdrop }
    default: false
    }
  }
}
