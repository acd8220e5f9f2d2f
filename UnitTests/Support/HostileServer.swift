import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// An HTTP server on 127.0.0.1 that misbehaves the way an attacker or a
/// broken proxy would, one fault per mode, at the byte level (plain POSIX
/// sockets, so nothing smooths the faults over). Each connection gets its own
/// thread; responses go out in one write with TCP_NODELAY set; the backlog is 128.
public final class HostileServer: Sendable {
    public enum Mode: Sendable, Equatable {
        /// `/info.0.json` claims this newest number; comics answer normally.
        case newest(Int)
        /// Every comic (not `/info.0.json`, whose newest is `newest`) answers this status.
        case comicStatus(Int, newest: Int)
        /// Every comic answers with another comic's number.
        case wrongNumber(newest: Int)
        /// A gzip body of `compressedBytes` that inflates about 1,000-fold, although identity was asked for.
        case gzipBomb(compressedBytes: Int)
        /// A chunked body that never ends.
        case endlessChunked
        /// Headers, then one body byte every `interval`, forever.
        case drip(interval: Duration)
        /// Headers declaring 100,000 bytes and a quick 64 KiB of them, then silence.
        case stallMidBody
        /// Accepts, reads the request, never answers.
        case silent
        /// `/info.0.json` answers with this newest number; every comic is `silent`.
        case silentComics(newest: Int)
        /// `/info.0.json` answers with this newest number; every comic's connection closes unanswered.
        case closedComics(newest: Int)
        /// Redirects to itself.
        case redirectLoop
        /// Redirects to this location (e.g. a `file:` URL).
        case redirect(to: String)
        /// `/info.0.json` and every comic carry this title (raw JSON string content, escapes allowed).
        case title(json: String, newest: Int)
        /// Every answer has one header line of this many bytes.
        case hugeHeader(bytes: Int)
        /// Every comic's `img` is this address (another host or port, say).
        case image(at: String, newest: Int)
        /// Every answer carries this header line (raw bytes, escapes allowed) and a comic.
        case extraHeader(String, newest: Int)
        /// Every comic's `field` (its JSON name) is `bytes` letters long, each body under the 2 MiB cap.
        case hugeField(String, bytes: Int, newest: Int)
        /// Answers after `delay` as an HTTP/1.0 server without keep-alive does, closing
        /// each connection after its one answer, so a client learns nothing to reuse.
        case closingEach(after: Duration, newest: Int)
        /// Comics come after `seconds` (a space a second before the JSON, so no idle timeout
        /// ends them), with their image on this server, which drips forever.
        case lateComicDrippingImage(seconds: Int, newest: Int)
    }

    public let mode: Mode
    public let baseURL: URL
    private let bomb: Data
    private let listener: Int32
    private let state = Mutex<(requests: Int, stopped: Bool, connections: [Int32], peak: Int)>((0, false, [], 0))

    public init(mode: Mode) throws {
        self.mode = mode
        if case .gzipBomb(let compressedBytes) = mode {
            bomb = GzipBomb.make(compressedBytes: compressedBytes)
        } else {
            bomb = Data()
        }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw HostileServerError.cannotListen }
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && listen(socket, 128) == 0
                    && getsockname(socket, address, &length) == 0
            }
        }
        guard bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))") else {
            close(socket)
            throw HostileServerError.cannotListen
        }
        listener = socket
        baseURL = url
        let thread = Thread { [self] in acceptLoop() }
        thread.stackSize = 256 * 1024
        thread.start()
    }

    /// Requests read so far.
    public var requestCount: Int { state.withLock { $0.requests } }

    /// The most connections open at once so far.
    public var peakConnections: Int { state.withLock { $0.peak } }

    /// Stops accepting and ends every open connection; once, so a closed
    /// descriptor number, which the next socket may reuse, is never closed again.
    public func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            // Wakes the accept loop, which closes the listener itself.
            shutdown(listener, Int32(SHUT_RDWR))
            // Under the lock: a connection's thread closes it under the lock too.
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    deinit { stop() }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            var noDelay: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            let accepted = state.withLock { state in
                guard !state.stopped else {
                    close(connection)
                    return false
                }
                state.connections.append(connection)
                state.peak = max(state.peak, state.connections.count)
                return true
            }
            guard accepted else { return }
            let thread = Thread { [self] in
                serve(connection)
                state.withLock { state in
                    state.connections.removeAll { $0 == connection }
                    close(connection)
                }
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        while let path = readRequest(connection) {
            state.withLock { $0.requests += 1 }
            guard respond(to: path, on: connection) else { return }
        }
    }

    /// The path of the next request on the connection; nil when it closes.
    private func readRequest(_ connection: Int32) -> String? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer[0..<count]
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
                let parts = head.split(separator: " ", maxSplits: 2)
                return parts.count >= 2 ? String(parts[1]) : "/"
            }
        }
        return nil
    }

    /// Answers one request; false when the connection must close.
    private func respond(to path: String, on connection: Int32) -> Bool {
        let number = Self.comicNumber(in: path)
        switch mode {
        case .newest(let newest):
            return send(json(number ?? newest), to: connection)
        case .comicStatus(let status, let newest):
            guard number != nil else { return send(json(newest), to: connection) }
            return send(Self.response(status: status, body: Data("no".utf8)), to: connection)
        case .wrongNumber(let newest):
            guard let number else { return send(json(newest), to: connection) }
            return send(json(number > 1 ? number - 1 : number + 1), to: connection)
        case .gzipBomb:
            return send(Self.response(status: 200, headers: ["Content-Encoding: gzip"], body: bomb), to: connection)
        case .endlessChunked:
            guard send(Self.head(status: 200, headers: ["Transfer-Encoding: chunked"]), to: connection) else {
                return false
            }
            let chunk = Data("10000\r\n".utf8) + Data(repeating: 0x20, count: 0x10000) + Data("\r\n".utf8)
            while !isStopped, send(chunk, to: connection) {}
            return false
        case .drip(let interval):
            return drip(interval: interval, on: connection)
        case .stallMidBody:
            let part = Data(repeating: 0x20, count: 65_536)
            guard send(Self.head(status: 200, headers: ["Content-Length: 100000"]) + part, to: connection) else {
                return false
            }
            fallthrough
        case .silent:
            var byte: UInt8 = 0
            while !isStopped, recv(connection, &byte, 1, 0) > 0 {}
            return false
        case .silentComics(let newest), .closedComics(let newest):
            guard number != nil else { return send(json(newest), to: connection) }
            var byte: UInt8 = 0
            while mode == .silentComics(newest: newest), !isStopped, recv(connection, &byte, 1, 0) > 0 {}
            return false
        case .redirectLoop:
            return send(Self.response(status: 302, headers: ["Location: \(path)"]), to: connection)
        case .redirect(let location):
            return send(Self.response(status: 302, headers: ["Location: \(location)"]), to: connection)
        case .title(let title, let newest):
            return send(
                Self.response(status: 200, body: Self.comicJSON(number ?? newest, title: title)), to: connection)
        case .hugeHeader(let bytes):
            let header = "X-Filler: " + String(repeating: "a", count: bytes)
            return send(Self.response(status: 200, headers: [header], body: json(number ?? 9)), to: connection)
        case .image(let address, let newest):
            return send(
                Self.response(status: 200, body: Self.comicJSON(number ?? newest, field: "img", text: address)),
                to: connection)
        case .extraHeader(let header, let newest):
            return send(
                Self.response(status: 200, headers: [header], body: Self.comicJSON(number ?? newest, title: "Comic")),
                to: connection)
        case .lateComicDrippingImage(let seconds, let newest):
            guard !path.hasPrefix("/images/") else { return drip(interval: .seconds(1), on: connection) }
            let image = baseURL.appendingPathComponent("images/\(number ?? newest).png").absoluteString
            let comic = Self.comicJSON(number ?? newest, field: "img", text: image)
            guard send(Self.head(status: 200, headers: ["Content-Length: \(seconds + comic.count)"]), to: connection)
            else { return false }
            for _ in 0..<seconds {
                guard !isStopped, send(Data(" ".utf8), to: connection) else { return false }
                Thread.sleep(forTimeInterval: 1)
            }
            return send(comic, to: connection)
        case .closingEach(let delay, let newest):
            Thread.sleep(forTimeInterval: Self.seconds(delay))
            let comic = Self.comicJSON(number ?? newest, title: "Comic \(number ?? newest)")
            var answer = Self.response(status: 200, headers: ["Connection: close"], body: comic)
            answer.replaceSubrange(0..<8, with: Data("HTTP/1.0".utf8))
            _ = send(answer, to: connection)
            return false
        case .hugeField(let field, let bytes, let newest):
            return send(
                Self.response(status: 200, body: Self.comicJSON(number ?? newest, field: field, bytes: bytes)),
                to: connection)
        }
    }

    private func json(_ number: Int) -> Data {
        Self.response(status: 200, body: Self.comicJSON(number, title: "Comic \(number)"))
    }

    static func comicNumber(in path: String) -> Int? {
        let parts = path.split(separator: "/")
        guard parts.count == 2, parts[1] == "info.0.json" else { return nil }
        return Int(parts[0])
    }

    public static func comicJSON(_ number: Int, title: String) -> Data {
        Data(
            """
            {"num": \(number), "title": "\(title)", "safe_title": "\(title)", "alt": "alt \(title)", \
            "img": "https://imgs.xkcd.com/comics/x.png", "transcript": "", "link": "", "news": "", \
            "year": "2024", "month": "1", "day": "2"}
            """.utf8)
    }

    /// A comic whose `field` is `bytes` letters long.
    public static func comicJSON(_ number: Int, field: String, bytes: Int) -> Data {
        comicJSON(number, field: field, text: String(repeating: "a", count: bytes))
    }

    /// A comic whose `field` holds `text`.
    public static func comicJSON(_ number: Int, field: String, text: String) -> Data {
        var object: [String: Any] = [
            "num": number, "title": "Comic \(number)", "safe_title": "Comic \(number)", "alt": "alt",
            "img": "https://imgs.xkcd.com/comics/x.png", "transcript": "", "link": "", "news": "",
            "year": "2024", "month": "1", "day": "2",
        ]
        object[field] = text
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    static func head(status: Int, headers: [String] = []) -> Data {
        let lines = ["HTTP/1.1 \(status) Fault", "Content-Type: application/json"] + headers
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static func response(status: Int, headers: [String] = [], body: Data = Data()) -> Data {
        head(status: status, headers: headers + ["Content-Length: \(body.count)"]) + body
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Headers, then one body byte every `interval` until the peer or the server goes.
    private func drip(interval: Duration, on connection: Int32) -> Bool {
        guard send(Self.head(status: 200, headers: ["Content-Length: 100000"]), to: connection) else { return false }
        while !isStopped, send(Data(" ".utf8), to: connection) {
            Thread.sleep(forTimeInterval: Self.seconds(interval))
        }
        return false
    }

    /// Writes everything in one call where the kernel takes it; false once the peer is gone.
    private func send(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.send(
                    connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}

public enum HostileServerError: Error, CustomStringConvertible {
    case cannotListen
    public var description: String { "the hostile server could not listen on 127.0.0.1" }
}

/// A gzip stream of zero bytes made of fixed-Huffman deflate matches: 13 bits
/// per 258 inflated bytes, so it inflates about 160-fold.
enum GzipBomb {
    static func make(compressedBytes: Int) -> Data {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(compressedBytes + 16)
        writer.bytes += [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF]
        writer.put(0b011, count: 3)  // final block, fixed Huffman codes
        writer.put(reversed(0x30, count: 8), count: 8)  // literal 0
        // Length 258 (code 285, 8 bits) then distance 1 (code 0, 5 bits);
        // Huffman codes go most significant bit first.
        let match = reversed(0b1100_0101, count: 8) | (reversed(0, count: 5) << 8)
        while writer.bytes.count < compressedBytes {
            writer.put(match, count: 13)
        }
        writer.put(0, count: 7)  // end of block
        writer.flush()
        return Data(writer.bytes)
    }

    private static func reversed(_ code: UInt64, count: Int) -> UInt64 {
        var result: UInt64 = 0
        for index in 0..<count where code & (1 << index) != 0 { result |= 1 << (count - 1 - index) }
        return result
    }

    /// Packs bits least significant first, as deflate does.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var pending: UInt64 = 0
        private var pendingCount = 0

        mutating func put(_ value: UInt64, count: Int) {
            pending |= value << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(pending & 0xFF))
                pending >>= 8
                pendingCount -= 8
            }
        }

        mutating func flush() {
            if pendingCount > 0 { bytes.append(UInt8(pending & 0xFF)) }
            pending = 0
            pendingCount = 0
        }
    }
}
