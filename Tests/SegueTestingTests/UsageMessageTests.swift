import Foundation
import Testing

/// What a newcomer's slips get: the closest command, option or scene, `-o` named as typed,
/// and an app's or the gallery's script sent to the right executable.
@Suite(.serialized) struct UsageMessageTests {
  static func segue(_ arguments: [String]) throws -> (status: Int32, err: String) {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runSegue(arguments, in: directory)
    return (result.status, result.err)
  }

  @Test func misspeltCommandsAndOptionsGetTheClosestName() throws {
    let command = try Self.segue(["rendr"])
    #expect(command.status == 2)
    #expect(
      command.err
        == "segue: 'rendr' is not a segue command (did you mean 'render'?); the commands are gallery, preview, scenes, record, replay, render, curve, bench, init, watch and port.\n"
    )
    let option = try Self.segue(["render", "ios-push", "--fsp", "3"])
    #expect(
      option.err
        == "segue: 'render' has no option --fsp (did you mean --fps?); run 'segue render --help' for the options.\n")
    let far = try Self.segue(["render", "ios-push", "--colour", "red"])
    #expect(far.err == "segue: 'render' has no option --colour; run 'segue render --help' for the options.\n")
  }

  @Test func aBareDashOIsReportedAsTyped() throws {
    let record = try Self.segue(["record", "ios-push", "-o"])
    #expect(record.status == 2)
    #expect(record.err == "segue: -o needs a value; run 'segue record --help' for the options.\n")
    let render = try Self.segue(["render", "ios-push", "--at", "0", "-o"])
    #expect(render.err == "segue: -o needs a value; run 'segue render --help' for the options.\n")
    let twice = try Self.segue(["render", "ios-push", "--at", "0", "-o", "a", "-o", "b"])
    #expect(twice.err == "segue: -o is given more than once; give it once.\n")
  }

  @Test func anAppsScriptGivenToSeguePointsAtTheAppsExecutable() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("tap.json")
    try
      #"{"version":1,"scene":"PhotoApp","viewport":{"width":390,"height":844,"scale":2},"events":[{"t":0,"type":"down","x":10,"y":10},{"t":0.1,"type":"up","x":10,"y":10}]}"#
      .write(to: script, atomically: true, encoding: .utf8)
    let result = try runSegue(["replay", script.path], in: directory)
    #expect(result.status == 2)
    #expect(
      result.err.hasSuffix(
        "; the scenes are: spring-sheet, rotate-fade, magic-move, drop, ios-push, cover-vertical, cross-dissolve, flip, full-width-back, page-sheet, sheet-detents, zoom-grid, photo-zoom, blurred-card, circular-reveal. If \(script.path) was recorded in your app, replay it with the app's own executable: 'swift run -c release PhotoApp replay \(script.path)'.\n"
      ), "\(result.err)"
    )
  }

  @Test func anAppGivenAGalleryScenePointsAtSegue() throws {
    let app = try #require(builtExecutable(named: "ExampleApp"), "build the template app first: swift build")
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try run(app, ["render", "ios-push", "--at", "0.5"], in: directory)
    #expect(result.status == 2)
    #expect(
      result.err
        == "ExampleApp: 'ios-push' is not a scene of ExampleApp: the app is its only scene, so leave the name out (e.g. 'ExampleApp render --at 0.5'); the gallery's scenes are segue's ('segue render ios-push').\n"
    )
    let misspelt = try run(app, ["rendr"], in: directory)
    #expect(
      misspelt.err
        == "ExampleApp: 'rendr' is not a command of ExampleApp (did you mean 'render'?); the commands are record, replay and render (run 'ExampleApp --help').\n"
    )
  }

  @Test func anAppsHelpListsEveryOptionItTakes() throws {
    let app = try #require(builtExecutable(named: "ExampleApp"), "build the template app first: swift build")
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let help = try run(app, ["--help"], in: directory)
    #expect(help.status == 0)
    let options = [
      "--scale", "--size", "--slow", "--dark", "--reduce-motion", "--rtl", "--text-size", "--hud", "--display",
      "--stats", "--exit-after", "--measure", "--drag-seconds", "--idle-seconds", "--until", "--fps", "--window",
      "--script", "--at", "--duration", "-o", "--sheet", "--columns", "--animated", "--device-frame", "--pair",
    ]
    for option in options { #expect(help.out.contains(option + " ") || help.out.contains(option + "]"), "\(option)") }
    // And each is taken: an option the help lists is not refused as unknown.
    for arguments in [
      ["render", "--at", "0", "-o", "f", "--device-frame", "--pair", "rtl", "--text-size", "large", "--columns", "2"],
      ["--rtl", "--exit-after", "0.1", "--display", ":nonexistent"],
    ] {
      let result = try run(app, arguments, in: directory)
      #expect(!result.err.contains("has no option"), "\(arguments): \(result.err)")
    }
  }
}

/// Every output option makes missing folders on its way, and refuses a file in the way alike.
@Suite(.serialized) struct OutputFolderTests {
  @Test func framesSheetsAndAnimationsGoIntoFoldersThatDoNotExistYet() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let frames = try runSegue(["render", "ios-push", "--at", "0", "-o", "a/b/frames"], in: directory)
    #expect(frames.status == 0, "\(frames.err)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("a/b/frames/frame-0000.png").path))
    let sheet = try runSegue(["render", "ios-push", "--at", "0,0.1", "--sheet", "c/d/sheet.png"], in: directory)
    #expect(sheet.status == 0, "\(sheet.err)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("c/d/sheet.png").path))
    let animated = try runSegue(
      ["render", "ios-push", "--fps", "5", "--duration", "0.2", "--animated", "e/f/a.webp"], in: directory)
    #expect(animated.status == 0, "\(animated.err)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("e/f/a.webp").path))
  }

  @Test func aFileInTheWayIsOneSentenceForEachOption() throws {
    let directory = try CommandLineTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "x".write(to: directory.appendingPathComponent("file"), atomically: true, encoding: .utf8)
    let frames = try runSegue(["render", "ios-push", "--at", "0", "-o", "file/frames"], in: directory)
    #expect(frames.status == 2)
    #expect(frames.err.contains("is a file"), "\(frames.err)")
    let sheet = try runSegue(["render", "ios-push", "--at", "0", "--sheet", "file/sub/s.png"], in: directory)
    #expect(sheet.status == 2)
    #expect(sheet.err.contains("is a file"), "\(sheet.err)")
    #expect(sheet.err.contains("--sheet"), "\(sheet.err)")
  }
}
