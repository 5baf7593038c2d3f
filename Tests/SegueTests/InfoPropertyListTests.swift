import Foundation
import Testing

@testable import SegueUIKit

/// The launch keys of an app's Info.plist, written as Xcode writes them.
@Suite struct InfoPropertyListTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-info-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static let sceneManifest = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>UIApplicationSceneManifest</key>
    	<dict>
    		<key>UIApplicationSupportsMultipleScenes</key>
    		<false/>
    		<key>UISceneConfigurations</key>
    		<dict>
    			<key>UIWindowSceneSessionRoleApplication</key>
    			<array>
    				<dict>
    					<key>UISceneConfigurationName</key>
    					<string>Default Configuration</string>
    					<key>UISceneDelegateClassName</key>
    					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    					<key>UISceneStoryboardFile</key>
    					<string>Main</string>
    				</dict>
    				<dict>
    					<key>UISceneConfigurationName</key>
    					<string>Inspector</string>
    					<key>UISceneClassName</key>
    					<string>UIWindowScene</string>
    				</dict>
    			</array>
    		</dict>
    	</dict>
    </dict>
    </plist>
    """

  @Test func theSceneManifestsEntriesAreReadAndMatchedByName() throws {
    let folder = try Self.directory().appendingPathComponent("Resources")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.sceneManifest.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    let info = try #require(try InfoPropertyList.find(in: [folder.deletingLastPathComponent().path]))
    #expect(info.path == folder.appendingPathComponent("Info.plist").path)
    #expect(info.hasSceneManifest)
    #expect(info.mainStoryboardFile == nil)
    #expect(
      info.sceneEntry(named: "Default Configuration")
        == InfoPropertyList.SceneEntry(
          name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate",
          sceneClassName: nil, storyboardName: "Main"))
    #expect(info.sceneEntry(named: "Inspector")?.sceneClassName == "UIWindowScene")
    #expect(info.sceneEntry(named: "Elsewhere") == nil)
    #expect(info.sceneEntry(named: nil)?.name == "Default Configuration")
    #expect(InfoPropertyList.expand("$(PRODUCT_MODULE_NAME).SceneDelegate", module: "Cards") == "Cards.SceneDelegate")
    #expect(InfoPropertyList.expand("${TARGET_NAME}.Scene", module: "Cards") == "Cards.Scene")
  }

  @Test func aMainStoryboardWithoutAManifestMakesAnAppWithoutScenes() throws {
    let folder = try Self.directory()
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
      """
    try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    let info = try #require(try InfoPropertyList.find(in: [folder.path]))
    #expect(info.mainStoryboardFile == "Main")
    #expect(!info.hasSceneManifest)
    #expect(info.sceneEntries.isEmpty)
    #expect(try InfoPropertyList.find(in: [try Self.directory().path]) == nil)
  }

  @Test func aFileThatIsNotAPropertyListIsOneSentenceNamingIt() throws {
    let folder = try Self.directory()
    let path = folder.appendingPathComponent("Info.plist").path
    try Data("<plist><dict><key>UIMainStoryboardFile</key>".utf8).write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try InfoPropertyList.find(in: [folder.path])
    } throws: { error in
      let text = (error as? InfoPropertyList.Failure)?.description ?? ""
      return text.hasPrefix("\(path): the file is not a property list (")
        && text.hasSuffix("open it in Xcode and save it again, or restore it from version control")
    }
    try Data("<plist><array/></plist>".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: InfoPropertyList.Failure(
        description: "\(path): the property list's root is not a dictionary; Info.plist holds a <dict>")
    ) {
      _ = try InfoPropertyList.read(path: path)
    }
  }
}
