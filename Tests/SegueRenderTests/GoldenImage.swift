import Foundation
import SegueRender
import SegueTesting
import Testing

/// This target's goldens live in `Goldens/` beside this file; failures become test issues.
enum Golden {
  static let directory = GoldenImage.directory(besides: #filePath)

  static func expectMatch(
    _ actual: Bitmap, named name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      try GoldenImage.verify(
        actual, named: name, in: directory, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
    } catch {
      Issue.record("\(error)", sourceLocation: sourceLocation)
    }
  }
}
