import Foundation
import Testing

/// The links in the project's documentation: every relative link in README.md and docs/*.md
/// names a file or folder that exists, and a link with an `#anchor` into a Markdown file names
/// one of that file's headings. Links with a scheme (`https:`, `mailto:`) are not checked.
struct DocumentationLinkTests {
  /// The package root: this file is `Tests/DocumentationTests/DocumentationLinkTests.swift`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// README.md and the Markdown files directly in docs/.
  static func documents() throws -> [URL] {
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
    return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
  }

  @Test func everyRelativeLinkResolves() throws {
    let documents = try Self.documents()
    #expect(documents.count > 1, "found no Markdown files in \(Self.root.path)/docs")
    var checked = 0
    var broken: [String] = []
    for document in documents {
      let report = try LinkChecker.check(document, root: Self.root)
      checked += report.checked
      broken += report.broken
    }
    #expect(checked > 0, "found no relative links in README.md and docs/*.md")
    #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
  }

  /// docs/README.md (the index) and README.md's table link to every Markdown file in docs/.
  @Test func everyDocumentIsIndexed() throws {
    let docs = try Self.documents().dropFirst().map(\.lastPathComponent).filter { $0 != "README.md" }
    let index = try String(contentsOf: Self.root.appendingPathComponent("docs/README.md"), encoding: .utf8)
    let front = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let indexed = Set(MarkdownText.links(in: index).map { LinkChecker.split($0.target).path })
    let linkedFromFront = Set(MarkdownText.links(in: front).map { LinkChecker.split($0.target).path })
    for name in docs {
      #expect(indexed.contains(name), "docs/README.md does not link to \(name)")
      #expect(linkedFromFront.contains("docs/\(name)"), "README.md does not link to docs/\(name)")
    }
  }

  @Test func anchorsAreGitHubs() {
    #expect(MarkdownText.anchor(forHeading: "Porting iOS code: `segue port`") == "porting-ios-code-segue-port")
    #expect(MarkdownText.anchor(forHeading: "§0 Mental model") == "0-mental-model")
    #expect(MarkdownText.anchor(forHeading: "App launch (iOS 13 and later)") == "app-launch-ios-13-and-later")
    #expect(
      MarkdownText.anchor(forHeading: "Testing your transitions: SegueTesting")
        == "testing-your-transitions-seguetesting")
    #expect(MarkdownText.anchor(forHeading: "snake_case and kebab-case") == "snake_case-and-kebab-case")
    #expect(MarkdownText.anchor(forHeading: "A [linked](other.md) word") == "a-linked-word")
    let anchors = MarkdownText.anchors(in: "# Limits\n\n```\n# not a heading\n```\n## Limits\n### Other ###\n")
    #expect(anchors == ["limits", "limits-1", "other"])
    #expect(
      MarkdownText.anchors(in: "## The window: `segue` and `segue preview`\n") == ["the-window-segue-and-segue-preview"]
    )
  }

  /// The check can fail: a missing file, a missing heading, a missing image and a reference
  /// definition to a missing file are each reported; links in code are not links.
  @Test func brokenLinksAreReported() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = """
      # Page

      See [the limits](other.md#limits), [nowhere](other.md#nowhere), [missing](missing.md),
      [this page](#page), [a site](https://example.com/x.md) and ![a picture](missing.png).
      <img src="gone.png" alt="gone">
      [S1]: continues the paragraph, so it is not a definition

      [ref]: missing-ref.md

      `[in code](code.md)`

      ```
      [in a block](block.md)
      ```
      """
    try text.write(to: folder.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
    try "## Limits\n".write(to: folder.appendingPathComponent("other.md"), atomically: true, encoding: .utf8)
    let report = try LinkChecker.check(folder.appendingPathComponent("page.md"), root: folder)
    #expect(report.checked == 7)
    #expect(
      report.broken == [
        "page.md:3: other.md#nowhere: other.md has no heading with the anchor 'nowhere'",
        "page.md:3: missing.md: no such file", "page.md:4: missing.png: no such file",
        "page.md:5: gone.png: no such file", "page.md:8: missing-ref.md: no such file",
      ])
  }
}

/// The relative links of one Markdown file, checked.
enum LinkChecker {
  struct Report {
    /// How many relative links the file has.
    var checked = 0
    /// One line per broken link: `path:line: target: what is wrong`, the path from the root.
    var broken: [String] = []
  }

  static func check(_ file: URL, root: URL) throws -> Report {
    let text = try String(contentsOf: file, encoding: .utf8)
    let name = String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    var report = Report()
    for link in MarkdownText.links(in: text) where !isExternal(link.target) {
      report.checked += 1
      let (path, anchor) = split(link.target)
      let target = path.isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(path)
      let problem: String?
      if !FileManager.default.fileExists(atPath: target.standardizedFileURL.path) {
        problem = "no such file"
      } else if let anchor, target.pathExtension == "md" {
        let anchors = MarkdownText.anchors(in: try String(contentsOf: target, encoding: .utf8))
        problem =
          anchors.contains(anchor) ? nil : "\(path.isEmpty ? name : path) has no heading with the anchor '\(anchor)'"
      } else {
        problem = nil
      }
      if let problem { report.broken.append("\(name):\(link.line): \(link.target): \(problem)") }
    }
    return report
  }

  /// A link with a scheme (`https:`, `mailto:`) or to another host (`//host/…`).
  static func isExternal(_ target: String) -> Bool {
    if target.hasPrefix("//") { return true }
    guard let colon = target.firstIndex(of: ":") else { return false }
    let scheme = target[..<colon]
    return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
  }

  /// The path (percent-decoded) and the anchor, if any.
  static func split(_ target: String) -> (path: String, anchor: String?) {
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    return (path.removingPercentEncoding ?? path, parts.count > 1 ? String(parts[1]) : nil)
  }
}

/// What the link check reads from Markdown: links and heading anchors, outside code.
enum MarkdownText {
  struct Link: Equatable {
    var target: String
    /// 1-based line number.
    var line: Int
  }

  /// A line outside fenced code blocks.
  struct ProseLine {
    /// 1-based line number.
    var number: Int
    var text: String
    /// The text without its code spans, where links are looked for.
    var withoutCode: String
    /// Whether the line before it is blank (or it is the first line): only then can a line
    /// start a link reference definition, which cannot interrupt a paragraph.
    var followsBlankLine: Bool
  }

  /// The lines outside fenced code blocks.
  static func proseLines(of text: String) -> [ProseLine] {
    var lines: [ProseLine] = []
    var previousIsBlank = true
    var fence: String?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      defer { previousIsBlank = trimmed.isEmpty }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = String(trimmed.prefix(3))
        continue
      }
      lines.append(
        ProseLine(
          number: index + 1, text: String(line), withoutCode: removingCodeSpans(String(line)),
          followsBlankLine: previousIsBlank))
    }
    return lines
  }

  /// The line without its code spans (a run of backticks up to the next run of the same length).
  static func removingCodeSpans(_ line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let start = rest.firstIndex(of: "`") {
      result += rest[..<start]
      let run = rest[start...].prefix { $0 == "`" }
      let afterRun = rest[run.endIndex...]
      guard let close = afterRun.range(of: String(run)) else {
        result += rest[start...]
        return result
      }
      rest = afterRun[close.upperBound...]
    }
    return result + rest
  }

  /// Inline links and images (`[text](target "title")`), reference definitions
  /// (`[label]: target`) and HTML `src` and `href` attributes.
  static func links(in text: String) -> [Link] {
    var links: [Link] = []
    for prose in proseLines(of: text) {
      let (number, line) = (prose.number, prose.withoutCode)
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        let inside = rest[open.upperBound...]
        guard let close = inside.firstIndex(of: ")") else { break }
        links.append(Link(target: destination(inside[..<close]), line: number))
        rest = inside[close...]
      }
      let trimmed = line.drop { $0 == " " }
      if prose.followsBlankLine, trimmed.hasPrefix("["), let end = trimmed.firstIndex(of: "]"),
        trimmed[end...].hasPrefix("]:")
      {
        let target = trimmed[end...].dropFirst(2).drop { $0 == " " }.prefix { $0 != " " }
        if !target.isEmpty { links.append(Link(target: destination(target), line: number)) }
      }
      for attribute in ["src=\"", "href=\""] {
        var rest = Substring(line)
        while let open = rest.range(of: attribute) {
          let inside = rest[open.upperBound...]
          guard let close = inside.firstIndex(of: "\"") else { break }
          links.append(Link(target: String(inside[..<close]), line: number))
          rest = inside[close...]
        }
      }
    }
    return links.filter { !$0.target.isEmpty }
  }

  /// A link destination without its title and angle brackets.
  static func destination(_ raw: Substring) -> String {
    let target = raw.drop { $0 == " " }.prefix { $0 != " " }
    if target.hasPrefix("<") && target.hasSuffix(">") { return String(target.dropFirst().dropLast()) }
    return String(target)
  }

  /// The anchors of the file's ATX headings (`#` to `######`), in order, with GitHub's `-1`,
  /// `-2` suffixes on repeated ones, and of HTML `id` and `name` attributes.
  static func anchors(in text: String) -> [String] {
    var anchors: [String] = []
    var seen: [String: Int] = [:]
    for prose in proseLines(of: text) {
      for attribute in ["id=\"", "name=\""] {
        var rest = Substring(prose.withoutCode)
        while let open = rest.range(of: attribute) {
          let inside = rest[open.upperBound...]
          guard let close = inside.firstIndex(of: "\"") else { break }
          anchors.append(String(inside[..<close]))
          rest = inside[close...]
        }
      }
      guard let heading = headingText(prose.text) else { continue }
      let anchor = anchor(forHeading: heading)
      if let count = seen[anchor] {
        anchors.append("\(anchor)-\(count)")
        seen[anchor] = count + 1
      } else {
        anchors.append(anchor)
        seen[anchor] = 1
      }
    }
    return anchors
  }

  /// The text of an ATX heading line (up to three spaces, one to six `#`, a space), without
  /// a closing run of `#`.
  static func headingText(_ line: String) -> String? {
    let indent = line.prefix { $0 == " " }
    guard indent.count <= 3 else { return nil }
    let marks = line.dropFirst(indent.count).prefix { $0 == "#" }
    guard (1...6).contains(marks.count) else { return nil }
    let rest = line.dropFirst(indent.count + marks.count)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var text = rest.trimmingCharacters(in: .whitespaces)
    if let closing = text.range(of: " #", options: .backwards),
      text[closing.upperBound...].allSatisfy({ $0 == "#" })
    {
      text = String(text[..<closing.lowerBound]).trimmingCharacters(in: .whitespaces)
    } else if text.allSatisfy({ $0 == "#" }) {
      text = ""
    }
    return text
  }

  /// GitHub's anchor for a heading: the text of its links in place of the links, lowercased,
  /// every character that is not a letter, a number, a space, `-` or `_` dropped, and each
  /// space made a `-`.
  static func anchor(forHeading heading: String) -> String {
    var text = ""
    var rest = Substring(heading)
    while let open = rest.firstIndex(of: "["), let middle = rest[open...].range(of: "]("),
      let close = rest[middle.upperBound...].firstIndex(of: ")")
    {
      text += rest[..<open]
      text += rest[rest.index(after: open)..<middle.lowerBound]
      rest = rest[rest.index(after: close)...]
    }
    text += rest
    return String(
      text.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
      })
  }
}
