import Foundation
import SegueUIKit

extension SceneDriver {
  /// Types `text` into the first responder, one key press per character and one frame after
  /// each (a newline is Return), running the main queue between frames.
  public func type(_ text: String) async {
    for event in HeadlessHost.keyEvents(typing: text) {
      host.send(event)
      await advance(by: 1 / host.framesPerSecond)
    }
  }

  /// Presses one key with `modifiers` held, then runs one frame and the main queue before it.
  public func pressKey(_ key: KeyEvent.Key, modifiers: KeyEvent.Modifiers = []) async {
    host.send(KeyEvent(key: key, modifiers: modifiers))
    await advance(by: 1 / host.framesPerSecond)
  }
}
