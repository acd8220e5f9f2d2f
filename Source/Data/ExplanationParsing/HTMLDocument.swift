import CLibXML2

/// A page parsed by libxml2's HTML parser, which recovers from any input
/// the way browsers do; freed when the value goes.
final class HTMLDocument {
    private let document: htmlDocPtr

    /// nil when libxml2 makes no document of it at all (empty input).
    init?(html: String) {
        let options =
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue
        var bytes = Array(html.utf8)
        guard !bytes.isEmpty, bytes.count < Int32.max else { return nil }
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", Int32(bitPattern: options))
                }
            } ?? nil
        }
        guard let parsed else { return nil }
        document = parsed
    }

    deinit { xmlFreeDoc(document) }

    var root: HTMLNode? { xmlDocGetRootElement(document).map(HTMLNode.init) }
}
