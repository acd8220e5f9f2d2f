import Foundation

/// A certificate authority made with openssl for one test or benchmark run,
/// and the server certificates it signs. No system store knows it, so a
/// client trusts it only when told to (`SSL_CERT_FILE`).
public struct TestCertificateAuthority: Sendable {
    /// What a server certificate is made to get wrong, if anything.
    public enum ServerCertificate: String, Sendable, CaseIterable {
        /// For 127.0.0.1 and localhost, valid for two days.
        case valid
        /// For another name only.
        case wrongHost
        /// Expired a day ago.
        case expired
    }

    public let directory: URL
    public var certificate: URL { directory.appendingPathComponent("ca.pem") }
    private var key: URL { directory.appendingPathComponent("ca.key") }

    public enum Failure: Error, CustomStringConvertible {
        case openssl(arguments: [String], stderr: String)

        public var description: String {
            switch self {
            case .openssl(let arguments, let stderr):
                "openssl \(arguments.joined(separator: " ")) failed: \(stderr.prefix(400))"
            }
        }
    }

    /// nil when openssl is not installed.
    public static var openssl: URL? {
        ["/usr/bin/openssl", "/usr/local/bin/openssl"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    public static func make(in directory: URL) async throws -> TestCertificateAuthority {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let authority = TestCertificateAuthority(directory: directory)
        try await authority.openssl([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", authority.key.path, "-out", authority.certificate.path, "-days", "2",
            "-subj", "/CN=xkcd test CA",
        ])
        return authority
    }

    /// The certificate and key files of a server certificate of `kind`.
    public func serverCertificate(_ kind: ServerCertificate) async throws -> (certificate: URL, key: URL) {
        let issued = directory.appendingPathComponent("\(kind.rawValue).pem")
        let key = directory.appendingPathComponent("\(kind.rawValue).key")
        let request = directory.appendingPathComponent("\(kind.rawValue).csr")
        let extensions = directory.appendingPathComponent("\(kind.rawValue).ext")
        let names = kind == .wrongHost ? "DNS:wrong-host.invalid" : "IP:127.0.0.1,DNS:localhost"
        try "subjectAltName=\(names)\nextendedKeyUsage=serverAuth\n".write(
            to: extensions, atomically: true, encoding: .utf8)
        try await openssl([
            "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key.path, "-out", request.path,
            "-subj", kind == .wrongHost ? "/CN=wrong-host.invalid" : "/CN=127.0.0.1",
        ])
        // -days -1 puts notAfter a day before notBefore: expired from the start.
        try await openssl([
            "x509", "-req", "-in", request.path, "-CA", certificate.path, "-CAkey", self.key.path,
            "-CAcreateserial", "-out", issued.path, "-days", kind == .expired ? "-1" : "2",
            "-extfile", extensions.path,
        ])
        return (issued, key)
    }

    private func openssl(_ arguments: [String]) async throws {
        guard let openssl = Self.openssl else { throw Failure.openssl(arguments: arguments, stderr: "not installed") }
        let result = try await ChildProcess.run(openssl, arguments, environment: ["PATH": "/usr/bin:/bin"])
        guard result.status == 0 else { throw Failure.openssl(arguments: arguments, stderr: result.stderr) }
    }
}
