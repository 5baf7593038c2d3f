import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One XML element of a document with the line it starts on: the raw tree that
/// `DocumentReader` turns into typed objects.
package final class XMLElementNode {
  package let name: String
  package let attributes: [String: String]
  package let line: Int
  package var children: [XMLElementNode] = []
  /// Character data directly inside a `<string>` element (a `<string key="text">`'s text);
  /// empty for every other element.
  package var text = ""

  init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  package subscript(attribute: String) -> String? { attributes[attribute] }

  package func child(named name: String) -> XMLElementNode? { children.first { $0.name == name } }
}

/// Parses XML with Foundation's `XMLParser` (libxml2 on Linux) into `XMLElementNode`s.
package enum XMLElementTree {
  /// - Throws: `DocumentError` with the line of the first syntax error libxml2 reports.
  package static func parse(_ data: Data, file: String) throws(DocumentError) -> XMLElementNode {
    let parser = XMLParser(data: data)
    let builder = TreeBuilder()
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    if !parser.parse() || builder.root == nil {
      let line = builder.errorLine ?? parser.lineNumber
      let reason = builder.errorText ?? parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
      throw DocumentError(
        file: file, line: max(line, 1),
        problem:
          "the file is not well-formed XML (\(reason)); open it in Xcode and save it again, or restore it from version control"
      )
    }
    guard let root = builder.root else {
      throw DocumentError(file: file, line: nil, problem: "the file holds no XML element")
    }
    return root
  }

  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []
    var errorLine: Int?
    var errorText: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let node = XMLElementNode(name: elementName, attributes: attributes, line: parser.lineNumber)
      if let parent = stack.last { parent.children.append(node) } else { root = node }
      stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      stack.removeLast()
    }

    /// Only `<string>` elements carry text Interface Builder documents use; the whitespace
    /// between all other elements is not kept.
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard let node = stack.last, node.name == "string" else { return }
      node.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      if errorLine == nil {
        errorLine = parser.lineNumber
        let code = (parseError as NSError).code
        errorText = Self.reason(code: code)
      }
    }

    /// libxml2's commonest error codes (xmlParserErrors) in words.
    static func reason(code: Int) -> String {
      switch code {
      case 4: "the document is empty or starts with something that is not XML"
      case 5: "the document ends before its elements are closed"
      case 73: "a tag is not closed with '>'"
      case 76: "an end tag does not match its start tag"
      case 41: "an attribute has no value"
      case 38, 39: "an attribute's value is not quoted"
      case 68: "a '<' is not followed by a name"
      case 23: "an entity is not terminated with ';'"
      case 26: "an entity is not defined"
      default: "libxml2 error \(code)"
      }
    }
  }
}
