import Foundation

/// A TCP proxy on 127.0.0.1 that makes a fast local server look far away:
/// every chunk, in both directions, arrives `oneWay` after it was sent, and
/// a new connection's first bytes wait one round trip more (TCP's handshake,
/// which the local connect skips). Each direction keeps its order.
///
/// A small Python asyncio program (python3 is Debian's), written out and
/// started by the test or benchmark that needs it and ended by `stop()`.
public final class LatencyProxy: @unchecked Sendable {
    // Safe to share: both are set once in init and only read after.
    public let port: Int
    private let process: Process

    public enum Failure: Error, CustomStringConvertible {
        case didNotStart(String)

        public var description: String {
            switch self {
            case .didNotStart(let reason): "the latency proxy did not start: \(reason)"
            }
        }
    }

    /// nil when python3 is not installed.
    public static var python: URL? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Forwards to 127.0.0.1:`upstreamPort`; the script is written into `directory`.
    public init(python: URL, upstreamPort: Int, oneWay: Duration, directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("latency_proxy.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let milliseconds = Double(oneWay.components.seconds) * 1000 + Double(oneWay.components.attoseconds) / 1e15
        process = Process()
        port = try Self.start(process, python: python, [script.path, String(upstreamPort), String(milliseconds)])
    }

    /// Runs a Python script that prints the port it bound, then nothing more; returns that port.
    static func start(_ process: Process, python: URL, _ arguments: [String]) throws -> Int {
        let output = Pipe()
        process.executableURL = python
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw Failure.didNotStart("\(arguments.first ?? "python") printed \(line.debugDescription)")
        }
        return port
    }

    deinit { stop() }

    public var baseURL: URL { URL(string: "https://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    public func stop() {
        guard process.isRunning else { return }
        // SIGKILL: a child started from a test thread may inherit a mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    private static let script = """
        import asyncio, socket, sys

        upstream_port = int(sys.argv[1])
        one_way = float(sys.argv[2]) / 1000

        async def pump(reader, writer, first_extra):
            loop = asyncio.get_running_loop()
            queue = asyncio.Queue()

            async def deliver():
                while True:
                    due, data = await queue.get()
                    wait = due - loop.time()
                    if wait > 0:
                        await asyncio.sleep(wait)
                    if not data:
                        if writer.can_write_eof():
                            writer.write_eof()
                        return
                    writer.write(data)
                    await writer.drain()

            delivery = asyncio.create_task(deliver())
            extra = first_extra
            try:
                while True:
                    data = await reader.read(65536)
                    queue.put_nowait((loop.time() + one_way + extra, data))
                    extra = 0
                    if not data:
                        break
                await delivery
            except (ConnectionError, OSError):
                delivery.cancel()

        async def handle(client_reader, client_writer):
            try:
                server_reader, server_writer = await asyncio.open_connection("127.0.0.1", upstream_port)
            except OSError:
                client_writer.close()
                return
            for writer in (client_writer, server_writer):
                writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            await asyncio.gather(
                pump(client_reader, server_writer, 2 * one_way),
                pump(server_reader, client_writer, 0),
                return_exceptions=True)
            for writer in (client_writer, server_writer):
                writer.close()

        async def main():
            server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=511)
            print(server.sockets[0].getsockname()[1], flush=True)
            async with server:
                await server.serve_forever()

        asyncio.run(main())
        """
}
