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
        /// Runs until this process ends, however it ends, rather than until
        /// `stop()`; `directory` goes with it (see `ProcessLifetime`).
        public var endsWithThisProcess: Bool
        /// Every other path is a file under the root (`publish(_ site: WhatIfSite)`), else 404.
        public var servesFiles = false

        public init(
            http2: Bool = true, maximumConcurrentStreams: Int? = nil, upstreamPort: Int? = nil,
            endsWithThisProcess: Bool = false, servesFiles: Bool = false
        ) {
            self.servesFiles = servesFiles
            self.http2 = http2
            self.maximumConcurrentStreams = maximumConcurrentStreams
            self.upstreamPort = upstreamPort
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

    /// Writes `archive`'s comics as files, one a comic, their `img` URLs
    /// pointed at `imageBase` + `/images/…` (the origin clients reach: this
    /// server, or a proxy in front of it), where a fixture image of the
    /// file's type is served.
    public func publish(_ archive: ComicArchive, imagesAt imageBase: URL) throws {
        let root = directory.appendingPathComponent("root")
        let comics = root.appendingPathComponent("comics")
        let fixtures = root.appendingPathComponent("fixtures")
        for folder in [comics, fixtures] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for name in ["image.png", "image.jpg", "image.jpeg", "image.gif"] {
            try ImageFixtures.image(forFileNamed: name)?.write(to: fixtures.appendingPathComponent(name))
        }
        for number in archive.numbers {
            guard let served = archive.servedBody(ofComic: number, from: imageBase) else { continue }
            try served.write(to: comics.appendingPathComponent("\(number).json"))
            if number == archive.newest { try served.write(to: comics.appendingPathComponent("newest.json")) }
        }
    }

    /// Where `publish` put each file: xkcd's paths, mapped onto flat files.
    private static let locations = """
        location = /info.0.json { try_files /comics/newest.json =404; }
        location ~ ^/(\\d+)/info\\.0\\.json$ { try_files /comics/$1.json =404; }
        location ~ ^/images/.+\\.(png|jpg|jpeg|gif)$ { try_files /fixtures/image.$1 =404; }
        location / { return 404; }
        """

    private static func configuration(
        port: Int, root: URL, directory: URL, tls: TLSFiles?, options: Options
    ) -> String {
        let streams = options.maximumConcurrentStreams.map { "http2_max_concurrent_streams \($0);" } ?? ""
        let protocols = tls == nil ? "" : options.http2 ? " ssl http2" : " ssl"
        let certificate =
            tls.map {
                "ssl_certificate \($0.certificate.path); ssl_certificate_key \($0.key.path); ssl_protocols TLSv1.3;"
            } ?? ""
        let files = "location / { try_files $uri $uri/index.html =404; }"
        let locations =
            options.upstreamPort.map {
                "location / { proxy_pass http://127.0.0.1:\($0); proxy_temp_path \(directory.path)/proxy; }"
            }
            ?? (options.servesFiles
                ? Self.locations.replacingOccurrences(of: "location / { return 404; }", with: files)
                : Self.locations)
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
                types { application/json json; image/png png; image/gif gif; text/html html; }
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
                    \(certificate)
                    root \(root.path);
                    \(locations)
                }
            }
            """
    }
}
