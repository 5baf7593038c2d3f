import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// A snapshot of views already on screen composites the rasters the host's renderer drew for
/// them instead of drawing them again, with the same pixels
/// (docs/uikit-behaviour-drawing.md §15).
@Suite @MainActor struct SnapshotBorrowingTests {
  /// A 120 × 80 pixel photo: a horizontal ramp with a dark stripe, so scaling shows.
  static func photo() -> UIImage {
    let bitmap = Bitmap(width: 120, height: 80)
    for y in 0..<80 {
      for x in 0..<120 {
        let level = UInt32(x * 2)
        bitmap[x, y] = (y / 10) % 2 == 0 ? 0xFF00_0000 | level << 16 | 0x40 << 8 | 0x80 : 0xFF20_2020
      }
    }
    return UIImage(bitmap: bitmap, scale: 1)
  }

  /// A card (rounded, with a label) holding a photo scaled to fill, on screen.
  func cardOnScreen() -> (HeadlessHost, UIView) {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
    host.rootView.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 116, height: 116))
    card.backgroundColor = .systemGray5
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    let photo = UIImageView(frame: card.bounds)
    photo.contentMode = .scaleAspectFill
    photo.image = Self.photo()
    card.addSubview(photo)
    let label = UILabel(frame: CGRect(x: 8, y: 88, width: 100, height: 20))
    label.text = "Dunes"
    label.font = .systemFont(ofSize: 15)
    card.addSubview(label)
    host.rootView.addSubview(card)
    host.step()
    return (host, card)
  }

  @Test func aSnapshotOfAViewOnScreenBorrowsItsRasters() throws {
    let (host, card) = cardOnScreen()
    _ = host.render()
    let snapshots = host.loop.screen.snapshotRenderer.contentCache
    let drawnBefore = snapshots.rasterizationCount
    let borrowedBefore = snapshots.borrowedCount

    let image = card.snapshotImage()

    // The card's background, the photo and the label: all three borrowed, none drawn.
    #expect(snapshots.borrowedCount - borrowedBefore == 3)
    #expect(snapshots.rasterizationCount == drawnBefore)
    // The same pixels as a snapshot drawn from scratch.
    var tree = RenderCommit.tree(
      of: card.layer, atMediaTime: CACurrentMediaTime(), size: card.bounds.size, scale: 2, backgroundColor: .clear)
    tree.root.transform = .identity
    let drawn = FrameRenderer(threadCount: 1).render(tree)
    let borrowed = image.renderImage.bitmap
    #expect(borrowed.width == drawn.width && borrowed.height == drawn.height)
    var differing = 0
    for y in 0..<drawn.height { for x in 0..<drawn.width where borrowed[x, y] != drawn[x, y] { differing += 1 } }
    #expect(differing == 0)
  }

  @Test func aViewNotYetShownIsDrawnForItsSnapshot() throws {
    let (host, card) = cardOnScreen()
    // Nothing rendered yet: the host's renderer has nothing to lend.
    let snapshots = host.loop.screen.snapshotRenderer.contentCache
    let drawnBefore = snapshots.rasterizationCount
    let borrowedBefore = snapshots.borrowedCount
    _ = card.snapshotImage()
    #expect(snapshots.borrowedCount == borrowedBefore)
    #expect(snapshots.rasterizationCount - drawnBefore == 3)
  }

  @Test func aViewChangedSinceItsLastFrameIsDrawnAgain() throws {
    let (host, card) = cardOnScreen()
    _ = host.render()
    (card.subviews[1] as? UILabel)?.text = "Lagoon"
    let snapshots = host.loop.screen.snapshotRenderer.contentCache
    let drawnBefore = snapshots.rasterizationCount
    let borrowedBefore = snapshots.borrowedCount
    _ = card.snapshotImage()
    // The label's text is not what the window drew: it is drawn; the rest is borrowed.
    #expect(snapshots.borrowedCount - borrowedBefore == 2)
    #expect(snapshots.rasterizationCount - drawnBefore == 1)
  }
}
