import Foundation

/// Debian's nginx (`nginx-light`) serving an archive as static files on
/// 127.0.0.1: over TLS 1.3 and HTTP/2, as xkcd.com's servers speak, or over
/// plain HTTP/1.1 (`SharedComicSite`): `/info.0.json`, `/<n>/info.0.json`,
/// and each comic's image under `/images/`. Its access log names each
/// request's connection (`$connection`), so a test can count the TCP
/// connections a client opened.
public final class NginxServer: @unchecked Sendable {
    // Safe to share: `process` is set once in init and only read after.
    public let port: Int
    public let directory: URL
    private let process: Process
    private let lifetime: ProcessLifetime?

    public enum Failure: Error, CustomStringConvertible {
        case noFreePort
        case didNotStart(String)

        public var description: String {
            switch self {
            case .noFreePort: "no free port on 127.0.0.1"
            case .didNotStart(let log): "nginx did not start: \(log.prefix(600))"
            }
        }
    }

    /// nil when nginx is not installed (`apt-get install nginx-light`).
    public static var executable: URL? {
        ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// How nginx speaks and what it serves.
    public struct Options: Sendable {
        /// HTTP/2 (ALPN h2) over TLS, else HTTP/1.1 only.
        public var http2: Bool
        /// Streams a client may have open at once on one connection (nginx's default: 128).
        public var maximumConcurrentStreams: Int?
        /// Requests go on to a plain HTTP server on this port of 127.0.0.1 (the
        /// stub, which can hold answers and count them) instead of the files.
        public var upstreamPort: Int?
        /// More of the server block: locations that map requests to files.
        public var locations: String
        /// Runs until this process ends, however it ends, rather than until
        /// `stop()`; `directory` goes with it (see `ProcessLifetime`).
        public var endsWithThisProcess: Bool

        public init(
            http2: Bool = true, maximumConcurrentStreams: Int? = nil, upstreamPort: Int? = nil, locations: String = "",
            endsWithThisProcess: Bool = false
        ) {
            self.http2 = http2
            self.maximumConcurrentStreams = maximumConcurrentStreams
            self.upstreamPort = upstreamPort
            self.locations = locations
            self.endsWithThisProcess = endsWithThisProcess
        }
    }

    /// The certificate and key of a server that speaks TLS.
    public struct TLSFiles: Sendable {
        public let certificate: URL
        public let key: URL

        public init(certificate: URL, key: URL) {
            self.certificate = certificate
            self.key = key
        }
    }

    public let tls: TLSFiles?

    /// Listens over TLS with `tls`, or plain HTTP without; serves what `publish` writes.
    public init(executable: URL, tls: TLSFiles?, directory: URL, options: Options = Options()) throws {
        self.tls = tls
        self.directory = directory
        let root = directory.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        guard let port = FreePort.find() else { throw Failure.noFreePort }
        self.port = port
        let configuration = directory.appendingPathComponent("nginx.conf")
        try Self.configuration(
            port: port, root: root, directory: directory, tls: tls, options: options
        )
        .write(to: configuration, atomically: true, encoding: .utf8)
        let errorLog = directory.appendingPathComponent("error.log")
        let arguments = ["-p", directory.path, "-c", configuration.path, "-e", errorLog.path]
        if options.endsWithThisProcess {
            let lifetime = try ProcessLifetime(executable, arguments, removing: directory)
            (self.lifetime, process) = (lifetime, lifetime.process)
        } else {
            (lifetime, process) = (nil, Process())
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
        }
        guard FreePort.waitUntilListening(port: port, while: { self.process.isRunning }) else {
            let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "no error log"
            stop()
            throw Failure.didNotStart(log)
        }
    }

    deinit { stop() }

    public var baseURL: URL {
        URL(string: "\(tls == nil ? "http" : "https")://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }
    public var accessLog: URL { directory.appendingPathComponent("access.log") }

    public func stop() {
        guard process.isRunning else { return }
        if let lifetime { return lifetime.end() }
        // SIGKILL: a child started from a test thread may inherit a mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The requests logged so far: one line each, `<connection> <status> <protocol> <uri>`.
    public var loggedRequests: [String] {
        guard let text = try? String(contentsOf: accessLog, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// The TCP connections nginx saw (distinct `$connection` numbers), once
    /// at least `requests` requests are logged (nginx logs a request just
    /// after answering it), or after `timeout`.
    public func connections(afterRequests requests: Int, timeout: Duration = .seconds(10)) async -> Set<String> {
        let deadline = ContinuousClock.now + timeout
        var lines = loggedRequests
        while lines.count < requests, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
            lines = loggedRequests
        }
        return Set(lines.compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    /// Empties the access log (nginx appends to the same open file).
    public func clearLog() throws {
        let handle = try FileHandle(forWritingTo: accessLog)
        try handle.truncate(atOffset: 0)
        try handle.close()
    }

    /// Writes `archive`'s comics as files; `img` URLs are pointed at
    /// `imageBase` + `/images/<name>` (the origin clients reach, e.g. a proxy
    /// in front), where a fixture PNG is served, when a base is given.
    public func publish(_ archive: ComicArchive, imageBase: URL? = nil) throws {
        let manager = FileManager.default
        let root = directory.appendingPathComponent("root")
        let image = try ImageFixtures.png
        try manager.createDirectory(at: root.appendingPathComponent("images"), withIntermediateDirectories: true)
        for (number, original) in archive.bodies {
            var body = original
            if let imageBase, var object = try? JSONSerialization.jsonObject(with: original) as? [String: Any] {
                let name = (object["img"] as? String).flatMap { URL(string: $0)?.lastPathComponent } ?? "\(number).png"
                object["img"] = imageBase.appendingPathComponent("images/\(name)").absoluteString
                body = try JSONSerialization.data(withJSONObject: object)
                try image.write(to: root.appendingPathComponent("images/\(name)"))
            }
            let folder = root.appendingPathComponent(String(number))
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try body.write(to: folder.appendingPathComponent("info.0.json"))
            if number == archive.newest { try body.write(to: root.appendingPathComponent("info.0.json")) }
        }
    }

    private static func configuration(
        port: Int, root: URL, directory: URL, tls: TLSFiles?, options: Options
    ) -> String {
        let streams = options.maximumConcurrentStreams.map { "http2_max_concurrent_streams \($0);" } ?? ""
        let protocols = tls == nil ? "" : options.http2 ? " ssl http2" : " ssl"
        let certificate =
            tls.map {
                "ssl_certificate \($0.certificate.path); ssl_certificate_key \($0.key.path); ssl_protocols TLSv1.3;"
            } ?? ""
        let upstream =
            options.upstreamPort.map {
                "location / { proxy_pass http://127.0.0.1:\($0); proxy_temp_path \(directory.path)/proxy; }"
            } ?? ""
        // One process, in the foreground, writing only under `directory`.
        // `user root` only matters when run as root, where workers would
        // otherwise drop to nobody and might not read the temporary files.
        return """
            daemon off;
            master_process off;
            worker_processes 1;
            \(geteuid() == 0 ? "user root root;" : "")
            pid \(directory.path)/nginx.pid;
            error_log \(directory.path)/error.log warn;
            events { worker_connections 512; }
            http {
                types { application/json json; image/png png; }
                default_type application/octet-stream;
                log_format connections '$connection $status $server_protocol $request_uri';
                access_log \(directory.path)/access.log connections;
                client_body_temp_path \(directory.path)/body;
                keepalive_timeout 75s;
                # A whole archive's requests on one connection, as a CDN allows.
                keepalive_requests 100000;
                server {
                    listen 127.0.0.1:\(port)\(protocols) backlog=511;
                    \(streams)
                    \(upstream)
                    \(certificate)
                    root \(root.path);
                    \(options.locations)
                }
            }
            """
    }
}
