import SeguePort
import Testing

/// What Objective-C lets iOS code get away with and Swift on Linux does not: a `T!`
/// requirement met by a `T?` property, `super.observeValue` on `NSObject`, and a layer
/// subclass's `init()` (Segue's is required). Exact ported text, notes, and idempotence.
@Suite struct ObjectiveCLeniencyPortTests {
  /// `extension UIScrollView: Scrollable {}` meets `var superview: UIView! { get }` with
  /// UIKit's `UIView?` only while the protocol is `@objc` (ElasticTransition).
  @Test func anObjcProtocolsImplicitlyUnwrappedPropertyBecomesOptional() {
    let source = """
      @objc protocol Scrollable {
          var superview: UIView! { get }
          var contentOffset: CGPoint { get }
          var bounces: Bool { get set }
      }

      """
    let result = SourcePort.port(source, file: "Scrollable.swift")
    #expect(
      result.text == """
        protocol Scrollable: AnyObject {
            var superview: UIView? { get }
            var contentOffset: CGPoint { get }
            var bounces: Bool { get set }
        }

        """)
    #expect(
      result.changes.map(\.description).contains(
        "Scrollable.swift:2: requirement superview: UIView! → UIView? (a Swift protocol's T! requirement is not met by a T? property, as UIKit's are)"
      ))
    #expect(SourcePort.port(result.text, file: "Scrollable.swift").text == result.text)
  }

  /// A plain Swift protocol keeps its `T!` (nothing made it lenient on iOS either).
  @Test func aSwiftProtocolsImplicitlyUnwrappedPropertyIsKept() {
    let source = "protocol Source: AnyObject {\n    var view: UIView! { get }\n}\n"
    #expect(SourcePort.port(source, file: "Source.swift").text == source)
  }

  /// `super.observeValue(…)` in a direct `NSObject` subclass (GuillotineMenu) reaches
  /// nothing on Linux: under `#else` the statement becomes a comment.
  @Test func superObserveValueInAPlainObjectBecomesACommentUnderElse() {
    let source = """
      final class Watcher: NSObject {
          override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
              if context == nil {
                  print(keyPath ?? "")
              } else {
                  super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
              }
          }
      }

      """
    let result = SourcePort.port(source, file: "Watcher.swift")
    #expect(result.unported.isEmpty)
    #expect(
      result.text == """
        final class Watcher: NSObject {
            #if canImport(UIKit)
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                if context == nil {
                    print(keyPath ?? "")
                } else {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            #else
            func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                if context == nil {
                    print(keyPath ?? "")
                } else {
                    // NSObject has no observeValue to call on Linux (on iOS it raises for an unhandled observation)
                }
            }
            #endif
        }

        #if canImport(Segue)
        extension Watcher: NSKeyValueObserving {}
        #endif

        """)
    #expect(SourcePort.port(result.text, file: "Watcher.swift").text == result.text)
  }

  /// A layer subclass's `override init()` becomes `required` under `#else`; its
  /// `override init(layer: Any)` is Segue's signature too and stays.
  @Test func aShapeLayerSubclassesInitBecomesRequiredForSegue() {
    let source = """
      final class ElasticShapeLayer: CAShapeLayer {
          override public init() {
              super.init()
          }
          override public init(layer: Any) {
              super.init(layer: layer)
          }
      }
      final class Plain: NSObject {
          override init() {
              super.init()
          }
      }

      """
    let result = SourcePort.port(source, file: "ElasticShapeLayer.swift")
    #expect(
      result.text == """
        final class ElasticShapeLayer: CAShapeLayer {
            #if canImport(UIKit)
            override public init() {
                super.init()
            }
            #else
            required public init() {
                super.init()
            }
            #endif
            override public init(layer: Any) {
                super.init(layer: layer)
            }
        }
        final class Plain: NSObject {
            override init() {
                super.init()
            }
        }

        """)
    #expect(
      result.changes.map(\.description) == [
        "ElasticShapeLayer.swift:2: override init() in a layer subclass → required init under #else (Segue's is required: a view makes its layerClass with it)"
      ])
    #expect(SourcePort.port(result.text, file: "ElasticShapeLayer.swift").text == result.text)
  }
}

/// A notification observer's method found in an extension of the type, taking the
/// Objective-C `NSNotification` (SideMenu): the block passes the notification bridged.
@Suite struct NotificationMethodInExtensionPortTests {
  @Test func aMethodInAnExtensionTakingNSNotificationGetsItBridged() {
    let source = """
      final class Interaction: NSObject {
          override init() {
              super.init()
              NotificationCenter.default.addObserver(self, selector: #selector(handleNotification), name: UIApplication.didEnterBackgroundNotification, object: nil)
          }
      }

      private extension Interaction {
          @objc func handleNotification(notification: NSNotification) {
              print(notification.name)
          }
      }

      """
    let result = SourcePort.port(source, file: "Interaction.swift")
    #expect(result.unported.isEmpty)
    #expect(
      result.text.contains(
        "NotificationCenter.default.addObserver(self, name: UIApplication.didEnterBackgroundNotification, object: nil) { observer, notification in observer.handleNotification(notification: notification as NSNotification) }"
      ))
    #expect(SourcePort.port(result.text, file: "Interaction.swift").text == result.text)
  }
}
