import Synchronization

/// kitty's graphics protocol with image ids: a comic's image is transmitted
/// once (`a=t`), then placed (`a=p`) by its id with the visible part as a
/// source rectangle, so scrolling sends a placement of a few dozen bytes
/// instead of the pixels again. The last few images stay with the terminal.
enum KittyImages {
    /// A transmitted image: its id and the pixel size chafa sent it at.
    struct Transmitted: Sendable, Hashable {
        let id: UInt32
        let width: Int
        let height: Int
    }

    /// Images kept in the terminal; an older one is freed when a new one comes.
    static let kept = 4
    static let transmitted = Mutex<[(key: String, image: Transmitted)]>([])

    /// The id of the image drawn for `key`: the same on every call, never 0.
    static func id(for key: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261  // FNV-1a
        for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return max(1, hash & 0x7FFF_FFFF)
    }

    /// Transmits the image if the terminal lacks it (or `afresh`: the screen was
    /// reset), then places rows `visibleRows` of its `rows` at the cursor, filling `rect`.
    static func drawBytes(
        key: String, rows: Int, visibleRows: Range<Int>, rect: CellRect, afresh: Bool, encode: () -> [UInt8]
    ) -> [UInt8] {
        var output: [UInt8] = []
        let known = afresh ? nil : transmitted.withLock { list in list.first { $0.key == key }?.image }
        let image: Transmitted
        if let known {
            image = known
        } else {
            let encoded = encode()
            guard let (transmission, width, height) = transmissionOnly(encoded, id: id(for: key)) else {
                return encoded  // not the shape expected: chafa's own, drawn at once
            }
            image = Transmitted(id: id(for: key), width: width, height: height)
            output += transmission
            let evicted = transmitted.withLock { list -> [Transmitted] in
                list.removeAll { $0.key == key }
                list.append((key, image))
                let extra = max(0, list.count - kept)
                defer { list.removeFirst(extra) }
                return list.prefix(extra).map(\.image)
            }
            for old in evicted { output += Array("\u{1B}_Ga=d,d=I,i=\(old.id),q=2\u{1B}\\".utf8) }
        }
        let top = visibleRows.lowerBound * image.height / max(1, rows)
        let bottom = max(top + 1, min(image.height, visibleRows.upperBound * image.height / max(1, rows)))
        let placement =
            "\u{1B}_Ga=p,i=\(image.id),p=1,x=0,y=\(top),w=\(image.width),h=\(bottom - top),"
            + "c=\(rect.width),r=\(rect.height),C=1,q=2\u{1B}\\"
        return output + Array(placement.utf8)
    }

    /// Removes the image's placement; its pixels stay for the next placement.
    static func clearBytes(key: String) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=i,i=\(id(for: key)),q=2\u{1B}\\".utf8)
    }

    /// chafa's `a=T` output (transmit and show) turned into a transmission
    /// alone under `id`: its first command's keys are replaced; the size it
    /// sent (`s`, `v`) comes back.
    static func transmissionOnly(_ encoded: [UInt8], id: UInt32) -> ([UInt8], Int, Int)? {
        let start = Array("\u{1B}_G".utf8)
        let end = Array("\u{1B}\\".utf8)
        guard encoded.starts(with: start),
            let close = (start.count..<max(start.count, encoded.count - 1)).first(where: {
                encoded[$0] == end[0] && encoded[$0 + 1] == end[1]
            })
        else { return nil }
        let header = String(decoding: encoded[start.count..<close], as: UTF8.self)
        guard !header.contains(";") else { return nil }  // a first command carrying pixels: not chafa's shape
        var keys: [String: String] = [:]
        for pair in header.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        guard keys["a"] == "T", let format = keys["f"], let width = keys["s"].flatMap(Int.init),
            let height = keys["v"].flatMap(Int.init), width > 0, height > 0
        else { return nil }
        let more = keys["m"].map { ",m=\($0)" } ?? ""
        let transmit = "\u{1B}_Ga=t,f=\(format),s=\(width),v=\(height),i=\(id),q=2\(more)\u{1B}\\"
        return (Array(transmit.utf8) + encoded[(close + end.count)...], width, height)
    }
}
