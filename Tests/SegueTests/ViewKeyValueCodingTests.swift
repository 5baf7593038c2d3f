import Testing

@testable import SegueUIKit

final class BadgeView: UIView {
  var count = 7
}

/// Key-value coding of views' and controllers' common properties by UIKit's key names
/// (docs/uikit-behaviour-2.md §20.4).
@Suite @MainActor struct ViewKeyValueCodingTests {
  @Test func aViewsPropertiesReadAndSetByName() throws {
    let view = BadgeView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    view.setValue(0.5, forKey: "alpha")
    view.setValue(NSNumber(value: true), forKey: "hidden")
    view.setValue(UIColor.red, forKey: "backgroundColor")
    view.setValue(NSValue(cgPoint: CGPoint(x: 50, y: 60)), forKey: "center")
    view.setValue(12, forKey: "tag")
    view.setValue(8, forKeyPath: "layer.cornerRadius")
    #expect(view.alpha == 0.5 && view.isHidden && view.backgroundColor == .red && view.tag == 12)
    #expect(view.center == CGPoint(x: 50, y: 60) && view.layer.cornerRadius == 8)
    #expect((view.value(forKey: "alpha") as? NSNumber)?.doubleValue == 0.5)
    #expect((view.value(forKey: "frame") as? NSValue)?.cgRectValue == CGRect(x: 35, y: 40, width: 30, height: 40))
    #expect((view.value(forKey: "hidden") as? NSNumber)?.boolValue == true)
    #expect(view.value(forKey: "backgroundColor") as? UIColor == .red)
    #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 8)
    #expect(view.value(forKey: "count") as? Int == 7, "a subclass's own stored property reads by reflection")
  }

  @Test func aControllersTitleReadsAndSetsByName() {
    let controller = UIViewController()
    controller.setValue("Inbox", forKey: "title")
    #expect(controller.title == "Inbox")
    #expect(controller.value(forKey: "title") as? String == "Inbox")
    controller.setValue(0.25, forKeyPath: "view.alpha")
    #expect(controller.view.alpha == 0.25)
    #expect(controller.value(forKey: "view") as? UIView === controller.view)
  }

  /// An unknown key (UIKit raises) reads nil and sets nothing, with one warning naming it.
  @Test func anUnknownKeyWarnsInsteadOfRaising() {
    let view = UIView()
    var warnings: [String] = []
    let previous = TransitionTrace.sink
    TransitionTrace.sink = { warnings.append($0) }
    defer { TransitionTrace.sink = previous }
    #expect(view.value(forKey: "nonexistent") == nil)
    view.setValue(3, forKey: "nonexistent")
    view.setValue("not a number", forKey: "alpha")
    #expect(view.alpha == 1)
    #expect(warnings.count == 3)
    #expect(warnings[0].contains("has no key \"nonexistent\" for value(forKey:)"))
    #expect(warnings[1].contains("has no key \"nonexistent\" Segue can set"))
    #expect(warnings[2].contains("String does not fit the property"))
  }
}
