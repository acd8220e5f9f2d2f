import ComicData
import Foundation

/// The viewer's kitty drawing: the image's own pixels sent once, then
/// placements of source rectangles of them.
extension KittyImages {
    /// Transmits the image if the terminal lacks it (or `afresh`), then places
    /// `source` (in the image's pixels) at the cursor, filling `rect`.
    static func placeBytes(
        key: String, source: PixelRect, rect: CellRect, afresh: Bool, transmit: (UInt32) -> [UInt8]
    ) -> [UInt8] {
        let id = id(for: key)
        var output: [UInt8] = []
        let known = afresh ? false : transmitted.withLock { list in list.contains { $0.key == key } }
        if !known {
            output += transmit(id)
            let evicted = transmitted.withLock { list -> [Transmitted] in
                list.removeAll { $0.key == key }
                list.append((key, Transmitted(id: id, width: 0, height: 0)))
                let extra = max(0, list.count - kept)
                defer { list.removeFirst(extra) }
                return list.prefix(extra).map(\.image)
            }
            for old in evicted { output += Array("\u{1B}_Ga=d,d=I,i=\(old.id),q=2\u{1B}\\".utf8) }
        }
        let placement =
            "\u{1B}_Ga=p,i=\(id),p=1,x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height),"
            + "c=\(rect.width),r=\(rect.height),C=1,q=2\u{1B}\\"
        return output + Array(placement.utf8)
    }

    /// Deletes the image and its pixels; the next placement sends them again.
    static func deleteBytes(key: String) -> [UInt8] {
        transmitted.withLock { list in list.removeAll { $0.key == key } }
        return Array("\u{1B}_Ga=d,d=I,i=\(id(for: key)),q=2\u{1B}\\".utf8)
    }

    /// The image's RGBA pixels as kitty's transmission (`a=t`, `f=32`), base64 in 4,096-byte chunks.
    static func transmission(of image: DecodedImage, id: UInt32) -> [UInt8] {
        let encoded = Array(Data(image.pixels).base64EncodedData())
        let chunk = 4096
        var output: [UInt8] = []
        output.reserveCapacity(encoded.count + encoded.count / chunk * 16 + 64)
        var start = 0
        repeat {
            let end = min(encoded.count, start + chunk)
            let more = end < encoded.count ? 1 : 0
            let header =
                start == 0 ? "a=t,f=32,s=\(image.width),v=\(image.height),i=\(id),q=2,m=\(more)" : "m=\(more)"
            output += Array("\u{1B}_G\(header);".utf8) + encoded[start..<end] + Array("\u{1B}\\".utf8)
            start = end
        } while start < encoded.count
        return output
    }
}
