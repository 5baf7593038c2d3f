import Foundation
import Segue
import SegueTesting
import Testing

@testable import SegueDemos

/// full-width-back's swipes, driven by synthetic touches: a rightward swipe on the carousel pages
/// it and leaves the album on screen (the full-width swipe yields to the horizontal scroller),
/// while the same swipe below it pops (docs/uikit-behaviour-2.md §6.1).
@Suite @MainActor struct FullWidthBackTests {
  func pushedAlbum() throws -> (SceneHarness, AlbumViewController) {
    let harness = try SceneHarness("full-width-back")
    harness.forward()
    harness.settle()
    let album = try #require(harness.navigationController.topViewController as? AlbumViewController)
    return (harness, album)
  }

  @Test func swipesOnTheCarouselPageItAndDoNotPop() throws {
    let (harness, album) = try pushedAlbum()
    let carousel = album.carousel.convert(album.carousel.bounds, to: nil)
    // Left across the carousel: the next photo.
    harness.driver.drag(
      from: CGPoint(x: 300, y: carousel.midY), to: CGPoint(x: 120, y: carousel.midY), duration: 0.3)
    harness.settle()
    #expect(album.carousel.contentOffset.x == 390)
    // Right across it: back to the first photo, and the album stays.
    harness.driver.drag(
      from: CGPoint(x: 120, y: carousel.midY), to: CGPoint(x: 300, y: carousel.midY), duration: 0.3)
    harness.settle()
    #expect(album.carousel.contentOffset.x == 0)
    #expect(harness.navigationController.topViewController === album)
  }

  @Test func theSameSwipeBelowTheCarouselPops() throws {
    let (harness, album) = try pushedAlbum()
    let below = album.carousel.convert(album.carousel.bounds, to: nil).maxY + 150
    harness.driver.drag(from: CGPoint(x: 120, y: below), to: CGPoint(x: 340, y: below), duration: 0.3)
    harness.settle()
    #expect(harness.navigationController.topViewController === harness.screen)
    #expect(album.carousel.contentOffset.x == 0)
  }
}
