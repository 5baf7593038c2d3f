import Foundation
import SegueRender
import Testing

@testable import SegueUIKit

/// Dark mode in rendered frames: dynamic colours draw with their light or dark value, and
/// switching the host's appearance re-resolves what is on screen at the next frame.
@Suite @MainActor struct TraitRenderingTests {
  final class Screen: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    override func viewDidLoad() {
      view.backgroundColor = .systemBackground
      card.backgroundColor = .secondarySystemGroupedBackground
      view.addSubview(card)
    }
  }

  @Test func systemBackgroundRendersWhiteInLightAndBlackInDark() {
    for (style, background, card) in [
      (UIUserInterfaceStyle.light, UInt32(0xFFFF_FFFF), UInt32(0xFFFF_FFFF)),
      (.dark, 0xFF00_0000, 0xFF1C_1C1E),
    ] {
      let host = HeadlessHost(size: CGSize(width: 240, height: 240), scale: 1)
      host.settings.userInterfaceStyle = style
      host.show(Screen())
      host.step()
      let frame = host.render()
      #expect(frame[10, 10] == background, "\(style)")
      #expect(frame[120, 150] == card, "\(style)")
      withExtendedLifetime(host) {}
    }
  }

  @Test func switchingTheHostLiveReResolvesLayerColours() {
    let host = HeadlessHost(size: CGSize(width: 240, height: 240), scale: 1)
    let screen = Screen()
    host.show(screen)
    host.step()
    #expect(host.render()[10, 10] == 0xFFFF_FFFF)
    host.settings.userInterfaceStyle = .dark
    host.step()
    #expect(screen.view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(host.render()[10, 10] == 0xFF00_0000)
    #expect(host.render()[120, 150] == 0xFF1C_1C1E)
    host.settings.userInterfaceStyle = .light
    host.step()
    #expect(host.render()[10, 10] == 0xFFFF_FFFF)
    withExtendedLifetime(host) {}
  }
}
