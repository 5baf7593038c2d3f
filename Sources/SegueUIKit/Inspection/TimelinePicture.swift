import Foundation
import SegueRender

/// `segue render --timeline`: the inspector's timeline and curves as a picture.
@MainActor package enum TimelinePicture {
  /// The widest and tallest picture, points (at most 400 rows fit).
  package static let maximumSize = CGSize(width: 2000, height: 8200)

  /// Renders the timeline of `model` (`selected`'s curves below it; by default the first
  /// animation whose value changes) `width` points wide at `scale` pixels per point. Makes
  /// its own headless host, then makes `restoring`'s loop current again.
  package static func render(
    _ model: TimelineModel, width: CGFloat = 820, scale: Int = 2, selected: Int? = nil, restoring: HeadlessHost? = nil
  ) -> Bitmap {
    let height = min(AnimationInspectorView.pictureHeight(for: model).rounded(.up), maximumSize.height)
    let size = CGSize(width: min(width, maximumSize.width), height: height)
    let host = HeadlessHost(size: size, scale: scale)
    let controller = UIViewController()
    let panel = AnimationInspectorView(frame: CGRect(origin: .zero, size: size), showsControls: false)
    panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(panel)
    panel.timeline.model = model
    let shown = selected ?? model.firstChangingAnimation
    panel.timeline.selected = shown
    panel.curves.subject = shown.map { (model, $0) }
    host.show(controller)
    panel.frame = controller.view.bounds
    host.step()
    let bitmap = host.render()
    restoring?.activate()
    return bitmap
  }
}
