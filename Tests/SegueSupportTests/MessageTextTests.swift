import SegueSupport
import Testing

@Suite struct MessageTextTests {
  static let scenes = [
    "spring-sheet", "rotate-fade", "magic-move", "drop", "ios-push", "cover-vertical", "cross-dissolve", "flip",
  ]

  @Test func theClosestSceneIsSuggested() {
    #expect(MessageText.closest(to: "ios-pusj", in: Self.scenes) == "ios-push")
    #expect(MessageText.closest(to: "iospush", in: Self.scenes) == "ios-push")
    #expect(MessageText.closest(to: "Flip", in: Self.scenes) == "flip")
    #expect(MessageText.closest(to: "flp", in: Self.scenes) == "flip")
    #expect(MessageText.closest(to: "cross-disolve", in: Self.scenes) == "cross-dissolve")
    #expect(MessageText.closest(to: "transition", in: ["transitions", "frames", "input", "layout"]) == "transitions")
  }

  @Test func nothingFarIsSuggested() {
    #expect(MessageText.closest(to: "zebra", in: Self.scenes) == nil)
    #expect(MessageText.closest(to: "", in: Self.scenes) == nil)
    #expect(MessageText.closest(to: String(repeating: "x", count: 1_000_000), in: Self.scenes) == nil)
    #expect(MessageText.closest(to: "flop-flop", in: Self.scenes) == nil)
  }

  @Test func editDistances() {
    func distance(_ a: String, _ b: String) -> Int {
      MessageText.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
    #expect(distance("flip", "flip") == 0)
    #expect(distance("ios-push", "ios-pusj") == 1)
    // Two neighbours swapped are one edit (Damerau), not two.
    #expect(distance("fsp", "fps") == 1)
    #expect(distance("abdcef", "abcdef") == 1)
    #expect(distance("ca", "abc") == 3)
    #expect(MessageText.closest(to: "fsp", in: ["fps", "scale", "at"]) == "fps")
  }

  @Test func quotationsStopAtSixtyCharacters() {
    #expect(MessageText.excerpt(String(repeating: "a", count: 60)) == String(repeating: "a", count: 60))
    #expect(MessageText.excerpt(String(repeating: "a", count: 61)) == String(repeating: "a", count: 60) + "…")
    #expect(MessageText.excerpt("é" + String(repeating: "b", count: 100)).count == 61)
  }
}
