import CLibXML2

/// A page parsed by libxml2's HTML parser, which recovers from any input
/// the way browsers do; freed when the value goes.
final class HTMLDocument {
    private let document: htmlDocPtr
    private let xml: xkcd_xml_api

    /// nil when libxml2 makes no document of it at all (empty input), or
    /// cannot be loaded (see LazyLibrary.h).
    init?(html: String) {
        guard let xml = xkcd_xml()?.pointee else { return nil }
        self.xml = xml
        let options =
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue
        var bytes = Array(html.utf8)
        guard !bytes.isEmpty, bytes.count < Int32.max else { return nil }
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xml.htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", Int32(bitPattern: options))
                }
            } ?? nil
        }
        guard let parsed else { return nil }
        document = parsed
    }

    deinit { xml.xmlFreeDoc(document) }

    var root: HTMLNode? { xml.xmlDocGetRootElement(document).map(HTMLNode.init) }
}
