import Foundation
import Testing

@testable import SegueWatch

/// The errors `segue watch` shows from a failed build's output.
struct BuildDiagnosticTests {
  @Test func compilerErrorsComeOutOnceEachRelativeToThePackageInOrder() {
    let output = """
      Building for debugging...
      /work/App/Sources/App/List.swift:33:67: error: expected ',' separator
          view.backgroundColor = UIColor(red: 1, green: 0 blue: 0, alpha: 1)
                                                                    ^
      /work/App/Sources/App/List.swift:40:5: warning: variable 'x' was never used
      /work/App/Sources/App/Slide.swift:12:9: error: cannot find 'duraton' in scope
      /work/App/Sources/App/List.swift:33:67: error: expected ',' separator
      error: fatalError
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      """
    #expect(
      BuildDiagnostic.errors(in: output, packageDirectory: "/work/App") == [
        BuildDiagnostic(file: "Sources/App/List.swift", line: 33, column: 67, message: "expected ',' separator"),
        BuildDiagnostic(
          file: "Sources/App/Slide.swift", line: 12, column: 9, message: "cannot find 'duraton' in scope"),
      ])
    #expect(
      BuildDiagnostic.errors(in: output, packageDirectory: "/work/App/").first?.description
        == "Sources/App/List.swift:33:67: expected ',' separator")
  }

  @Test func errorsWithoutAPositionAreKeptWhenThereIsNothingElse() {
    let output = """
      error: 'app': Invalid manifest
      /work/App/Package.swift:9:5: error: extra argument 'foo' in call
      """
    #expect(
      BuildDiagnostic.errors(in: output, packageDirectory: "/work/App").map(\.description) == [
        "Package.swift:9:5: extra argument 'foo' in call"
      ])
    let linker = "error: link command failed with exit code 1 (use -v to see invocation)\n"
    #expect(
      BuildDiagnostic.errors(in: linker, packageDirectory: "/work/App").map(\.description) == [
        "link command failed with exit code 1 (use -v to see invocation)"
      ])
  }

  @Test func pathsOutsideThePackageStayAbsolute() {
    let output = "/elsewhere/Dep/Sources/Dep/A.swift:1:2: error: boom\n"
    #expect(
      BuildDiagnostic.errors(in: output, packageDirectory: "/work/App")
        == [BuildDiagnostic(file: "/elsewhere/Dep/Sources/Dep/A.swift", line: 1, column: 2, message: "boom")])
  }
}

/// The messages between the watcher and the app.
struct WatchProtocolTests {
  @Test func reportsAndRequestsAreOneLineOfJSONThatReadsBack() throws {
    var report = AppReport(kind: .ready)
    report.state = ScreenState(stack: ["Photos", "Photo"], presented: nil)
    report.transitions = [TransitionSpan(kind: "push", begin: 1.25, end: 1.6)]
    report.window = WindowGeometry(x: 10, y: 20, width: 390, height: 844, scale: 1)
    #expect(!report.jsonLine.contains("\n"))
    #expect(report.jsonLine.hasPrefix(#"{"kind":"ready","state":{"#))
    let decoded = try JSONDecoder().decode(AppReport.self, from: Data(report.jsonLine.utf8))
    #expect(decoded == report)
    let request = WatchRequest(kind: .overlay, title: "Build failed", lines: ["a:1:2: b"])
    #expect(request.jsonLine == #"{"kind":"overlay","lines":["a:1:2: b"],"title":"Build failed"}"#)
    #expect(WatchRequest(kind: .clearOverlay).jsonLine == #"{"kind":"clear-overlay"}"#)
    #expect(ScreenState(stack: ["A", "B"], presented: "C").description == "A › B + C presented")
  }

  @Test func lineBufferSplitsChunksAtNewlines() {
    var buffer = LineBuffer()
    #expect(buffer.append(Data("{\"a\":".utf8)) == [])
    #expect(buffer.append(Data("1}\n{\"b\":2}\n{".utf8)) == [#"{"a":1}"#, #"{"b":2}"#])
    #expect(buffer.append(Data("}\n".utf8)) == ["{}"])
  }
}
