import Foundation

/// xkcd.com as a client meets it, on 127.0.0.1: nginx (TLS 1.3, HTTP/2) with
/// a certificate from a test CA, behind a proxy that adds latency when asked.
public final class HTTPSTestSite: Sendable {
    public let authority: TestCertificateAuthority
    public let nginx: NginxServer
    public let proxy: LatencyProxy?
    /// A second proxy in front of the same nginx: a second origin, as
    /// imgs.xkcd.com is beside xkcd.com, that the images are published at.
    public let imageProxy: LatencyProxy?
    public let directory: URL

    /// Why the site cannot run here, or nil when it can: what to install.
    public static var unavailableReason: String? {
        if NginxServer.executable == nil { return "nginx is not installed (apt-get install nginx-light)" }
        if TestCertificateAuthority.openssl == nil { return "openssl is not installed (apt-get install openssl)" }
        if LatencyProxy.python == nil { return "python3 is not installed (apt-get install python3)" }
        return nil
    }

    /// Starts nginx with a `certificate` of that kind and, when `oneWay` is
    /// given, the proxy in front of it (and one for images when asked); then
    /// publishes `archive`, its images at the address clients use.
    public init(
        archive: ComicArchive, certificate kind: TestCertificateAuthority.ServerCertificate = .valid,
        oneWay: Duration? = nil, separateImageOrigin: Bool = false, authority existing: TestCertificateAuthority? = nil,
        nginx options: NginxServer.Options = NginxServer.Options()
    ) async throws {
        guard let executable = NginxServer.executable, let python = LatencyProxy.python else {
            throw NginxServer.Failure.didNotStart(Self.unavailableReason ?? "missing tools")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xkcd-https-\(UUID().uuidString)")
        let authority: TestCertificateAuthority
        if let existing {
            authority = existing
        } else {
            authority = try await TestCertificateAuthority.make(in: directory.appendingPathComponent("ca"))
        }
        let (certificate, key) = try await authority.serverCertificate(kind)
        let nginx = try NginxServer(
            executable: executable, tls: .init(certificate: certificate, key: key),
            directory: directory.appendingPathComponent("nginx"), options: options)
        let proxy = try oneWay.map {
            try LatencyProxy(
                python: python, upstreamPort: nginx.port, oneWay: $0,
                directory: directory.appendingPathComponent("proxy"))
        }
        let imageProxy =
            try separateImageOrigin
            ? oneWay.map {
                try LatencyProxy(
                    python: python, upstreamPort: nginx.port, oneWay: $0,
                    directory: directory.appendingPathComponent("image-proxy"))
            } : nil
        self.imageProxy = imageProxy
        self.directory = directory
        self.authority = authority
        self.nginx = nginx
        self.proxy = proxy
        try nginx.publish(archive, imagesAt: imageProxy?.baseURL ?? baseURL)
    }

    /// Where clients connect: the proxy when there is one.
    public var baseURL: URL { proxy?.baseURL ?? nginx.baseURL }

    /// What a client needs to trust the site: `SSL_CERT_FILE`.
    public var trustEnvironment: [String: String] { ["SSL_CERT_FILE": authority.certificate.path] }

    public func stop() {
        proxy?.stop()
        imageProxy?.stop()
        nginx.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}
