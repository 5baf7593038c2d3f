import Foundation
import Segue
import SegueDemos

extension LayoutBenchmark {
  static let frameCount = 600

  /// The `frame` case: the gallery's list rebuilt with constraints
  /// (`ConstrainedGalleryViewController`) in a 390 × 844 pt window at scale 2. Each frame sets
  /// the first header's top constant along one cycle of a cosine (24 → 64 → 24 pt every 120
  /// frames) and times the frame loop's layout pass, `layoutIfNeeded()` of the whole tree
  /// (solve, then every moved view's new frame). Microseconds per frame.
  @MainActor static func measureFrames() -> (samples: TimingSamples, constraints: Int) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    let controller = ConstrainedGalleryViewController()
    host.show(controller)
    host.rootView.layoutIfNeeded()
    var samples = TimingSamples()
    for frame in 0..<frameCount {
      let phase = Double(frame % 120) / 120
      controller.headerTop.constant = 24 + 20 * (1 - cos(2 * .pi * phase))
      let seconds = measure { host.rootView.layoutIfNeeded() }
      samples.append(seconds * 1e6)
    }
    return (samples, host.rootView.layoutConstraintCount)
  }

  @MainActor static func frameConstraintCount() -> Int {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    host.show(ConstrainedGalleryViewController())
    host.rootView.layoutIfNeeded()
    return host.rootView.layoutConstraintCount
  }
}
