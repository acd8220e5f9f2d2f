import Foundation

/// An HTTP/2 server (TLS, ALPN h2) on 127.0.0.1 that serves an archive's
/// comics and, after `answersBeforeStall` answers on a connection, lowers its
/// SETTINGS_MAX_CONCURRENT_STREAMS to 0 and holds every stream still open:
/// a connection that lets no stream out. nginx cannot change the setting
/// mid-connection, so this is a small Python program on python3-h2 (Debian's),
/// written out and started by the test and ended by `stop()`.
public final class StreamLimitServer: @unchecked Sendable {
    // Safe to share: every stored property is set once in init and only read after.
    public let port: Int
    private let process: Process
    private let log: URL
    private let directory: URL

    /// Why it cannot run here, or nil when it can.
    public static var unavailableReason: String? {
        guard let python = LatencyProxy.python else { return "python3 is not installed (apt-get install python3)" }
        let probe = Process()
        probe.executableURL = python
        probe.arguments = ["-c", "import h2"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return "python3 cannot run" }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? nil : "python3-h2 is not installed (apt-get install python3-h2)"
    }

    /// Serves `archive` with `authority`'s certificate; the first
    /// `stalledConnections` connections (nil: every one) stall.
    public init(
        archive: ComicArchive, authority: TestCertificateAuthority, answersBeforeStall: Int,
        stalledConnections: Int?, directory: URL
    ) async throws {
        guard let python = LatencyProxy.python else { throw LatencyProxy.Failure.didNotStart("no python3") }
        let root = directory.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for number in archive.numbers {
            guard let body = archive.bodies[number] else { continue }
            try body.write(to: root.appendingPathComponent("\(number).json"))
            if number == archive.newest { try body.write(to: root.appendingPathComponent("newest.json")) }
        }
        let (certificate, key) = try await authority.serverCertificate(.valid)
        let script = directory.appendingPathComponent("stream_limit_server.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        log = directory.appendingPathComponent("server.log")
        self.directory = directory
        process = Process()
        port = try LatencyProxy.start(
            process, python: python,
            [
                script.path, root.path, certificate.path, key.path, String(answersBeforeStall),
                String(stalledConnections ?? -1), log.path,
            ])
    }

    deinit { stop() }

    public var baseURL: URL { URL(string: "https://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    /// Connections accepted so far.
    public var connections: Int { logLines.count { $0.hasPrefix("connection ") } }
    /// Requests received so far (answered or held).
    public var requests: Int { logLines.count { $0.hasPrefix("request ") } }

    private var logLines: [Substring] {
        guard let data = FileManager.default.contents(atPath: log.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }

    public func stop() {
        if process.isRunning {
            // SIGKILL: a child started from a test thread may inherit a mask that blocks SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    private static let script = #"""
        import asyncio, os, ssl, sys
        import h2.config, h2.connection, h2.events, h2.exceptions, h2.settings

        root, certificate, key, before, stalled, log_path = sys.argv[1:7]
        before, stalled = int(before), int(stalled)
        log = open(log_path, "a", buffering=1)
        count = 0

        def body(path):
            if path == "/info.0.json":
                name = "newest.json"
            elif path.startswith("/") and path.endswith("/info.0.json") and path[1:-12].isdigit():
                name = path[1:-12] + ".json"
            else:
                return None
            try:
                with open(os.path.join(root, name), "rb") as f:
                    return f.read()
            except OSError:
                return None

        async def serve(reader, writer):
            global count
            count += 1
            index = count
            stalls = stalled < 0 or index <= stalled
            log.write(f"connection {index}\n")
            conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=False))
            conn.local_settings = h2.settings.Settings(client=False, initial_values={
                h2.settings.SettingCodes.MAX_CONCURRENT_STREAMS: 100})
            conn.initiate_connection()
            writer.write(conn.data_to_send())
            answered, holding = 0, False
            try:
                while True:
                    data = await reader.read(65536)
                    if not data:
                        break
                    try:
                        events = conn.receive_data(data)
                    except h2.exceptions.ProtocolError:
                        break
                    for event in events:
                        if isinstance(event, h2.events.ConnectionTerminated):
                            raise ConnectionError()
                        if not isinstance(event, h2.events.RequestReceived):
                            continue
                        path = dict((k.decode() if isinstance(k, bytes) else k, v.decode() if isinstance(v, bytes) else v)
                                    for k, v in event.headers).get(":path", "")
                        log.write(f"request {index} {path}\n")
                        if holding:
                            continue
                        found = body(path)
                        payload = found if found is not None else b"not found"
                        conn.send_headers(event.stream_id, [(":status", "200" if found is not None else "404"),
                                                           ("content-type", "application/json"),
                                                           ("content-length", str(len(payload)))])
                        conn.send_data(event.stream_id, payload, end_stream=True)
                        answered += 1
                        if stalls and answered >= before:
                            holding = True
                            conn.update_settings({h2.settings.SettingCodes.MAX_CONCURRENT_STREAMS: 0})
                    writer.write(conn.data_to_send())
                    await writer.drain()
            except (ConnectionError, OSError):
                pass
            writer.close()

        async def main():
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(certificate, key)
            context.set_alpn_protocols(["h2"])
            server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=context)
            print(server.sockets[0].getsockname()[1], flush=True)
            async with server:
                await server.serve_forever()

        asyncio.run(main())
        """#
}
