import Foundation

/// Where the client's trusted certificates come from, chosen once per process
/// the way OpenSSL-based tools (curl, git, Python) choose them:
/// `SSL_CERT_FILE` and `SSL_CERT_DIR` when set, else the system's hashed
/// directory, where OpenSSL reads only the issuer it needs (a handshake costs
/// ~4 ms) instead of parsing the whole bundle (~140 certificates, 40–150 ms).
/// Only where there is no such directory does libcurl's default bundle remain.
/// Verification itself is never turned off.
struct CertificateAuthorities: Sendable, Equatable {
    /// A PEM bundle; nil: none besides the directory.
    var file: String?
    /// An OpenSSL hashed directory (`<issuer hash>.0` names).
    var directory: String?

    static let systemDirectory = "/etc/ssl/certs"

    /// libcurl's built-in choice (its compiled-in bundle).
    static let libcurlDefault = CertificateAuthorities(file: nil, directory: nil)

    static func resolve(
        environment: [String: String], isHashedDirectory: (String) -> Bool = Self.isHashedDirectory
    ) -> CertificateAuthorities {
        let file = environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        let named = environment["SSL_CERT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let directory = named ?? (isHashedDirectory(systemDirectory) ? systemDirectory : nil)
        return CertificateAuthorities(file: file, directory: directory)
    }

    /// Why the bundle cannot be used, looked at before libcurl opens it: a
    /// FIFO would block its open() past every deadline. Nil when it can.
    var refusal: String? {
        guard let file, let kind = SpecialFile.kind(atPath: file) else { return nil }
        return "the certificate file \(file) (SSL_CERT_FILE) is \(kind), not a file"
    }

    /// This process's choice, made on first use (the first request).
    static let process = resolve(environment: ProcessInfo.processInfo.environment)

    /// Whether `path` holds at least one `<8 hex digits>.<digit>` entry, as
    /// `openssl rehash` (Debian's update-ca-certificates) makes.
    static func isHashedDirectory(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if isHashedName(name) { return true }
        }
        return false
    }

    static func isHashedName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 8, !parts[1].isEmpty else { return false }
        return parts[0].allSatisfy(\.isHexDigit) && parts[1].allSatisfy(\.isWholeNumber)
    }
}
