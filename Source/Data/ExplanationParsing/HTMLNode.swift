import CLibXML2

/// A node of an `HTMLDocument`, valid while the document lives.
struct HTMLNode {
    let pointer: xmlNodePtr

    var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }
    var isText: Bool { pointer.pointee.type == XML_TEXT_NODE || pointer.pointee.type == XML_CDATA_SECTION_NODE }

    /// The element's lowercase tag name ("" for other nodes).
    var name: String {
        guard isElement, let name = pointer.pointee.name else { return "" }
        return String(cString: name)
    }

    /// A text node's text ("" for other nodes).
    var text: String {
        guard isText, let content = pointer.pointee.content else { return "" }
        return String(cString: content)
    }

    var firstChild: HTMLNode? { pointer.pointee.children.map(HTMLNode.init) }
    var next: HTMLNode? { pointer.pointee.next.map(HTMLNode.init) }
    var parent: HTMLNode? { pointer.pointee.parent.map(HTMLNode.init) }

    var children: [HTMLNode] {
        var nodes: [HTMLNode] = []
        var child = firstChild
        while let node = child {
            nodes.append(node)
            child = node.next
        }
        return nodes
    }

    /// An attribute's value, read from the node's own list (no allocation to free).
    func attribute(_ wanted: String) -> String? {
        var attribute = pointer.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name, Self.cString(name, equals: wanted) {
                var value = ""
                var child = current.pointee.children
                while let node = child {
                    if let content = node.pointee.content { value += String(cString: content) }
                    child = node.pointee.next
                }
                return value
            }
            attribute = current.pointee.next
        }
        return nil
    }

    func hasClass(_ wanted: String) -> Bool {
        attribute("class").map { Self.classList($0, contains: wanted) } ?? false
    }

    /// Whether a `class` attribute's value names `wanted`: HTML splits it at
    /// ASCII white space, and comparing bytes allocates nothing.
    static func classList(_ list: String, contains wanted: String) -> Bool {
        list.utf8.split { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
            .contains { $0.elementsEqual(wanted.utf8) }
    }

    /// A C string from libxml2 compared with `wanted` without making a `String` of it.
    private static func cString(_ text: UnsafePointer<xmlChar>, equals wanted: String) -> Bool {
        var byte = text
        for expected in wanted.utf8 {
            guard byte.pointee == expected else { return false }
            byte += 1
        }
        return byte.pointee == 0
    }

    /// Every text below this node, in order, walked without recursion
    /// (for nodes nested deeper than the reader follows), up to `limit` UTF-8 bytes.
    func flattenedText(limit: Int) -> String {
        var text = ""
        var node: HTMLNode? = firstChild
        while let current = node, text.utf8.count < limit {
            if current.isText { text += current.text }
            let descend = current.isElement && !HTMLNode.skippedNames.contains(current.name)
            node = descend ? (current.firstChild ?? current.following(within: self)) : current.following(within: self)
        }
        return text
    }

    /// Elements whose text is never part of the article.
    static let skippedNames: Set<String> = ["script", "style", "noscript", "template", "head", "title"]

    /// Detaches this node and everything after it in document order, up to
    /// `root`: how the discussion is cut off.
    func removeFromHereOn(below root: HTMLNode) {
        // Loaded: the node's document was parsed by it.
        guard let xml = xkcd_xml()?.pointee else { return }
        var level: HTMLNode? = self
        while let current = level, current.pointer != root.pointer {
            while let sibling = current.next {
                xml.xmlUnlinkNode(sibling.pointer)
                xml.xmlFreeNode(sibling.pointer)
            }
            level = current.parent
        }
        xml.xmlUnlinkNode(pointer)
        xml.xmlFreeNode(pointer)
    }
}
