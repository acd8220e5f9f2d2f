import Foundation

/// Where the client's trusted certificates come from, chosen the way
/// OpenSSL-based tools (curl, git, Python) choose them: `SSL_CERT_FILE` and
/// `SSL_CERT_DIR` when set (the settings read them), else the system's hashed
/// directory, where OpenSSL reads only the issuer it needs (a handshake costs
/// ~4 ms) instead of parsing the whole bundle (~140 certificates, 40–150 ms).
/// Only where there is no such directory does libcurl's default bundle remain.
/// Verification itself is never turned off. Two are equal when chosen
/// alike: the system's choice, not yet looked at, is not its directory named.
public struct CertificateAuthorities: Sendable, Equatable {
    /// A PEM bundle; nil: none besides the directory.
    public var file: String?
    private var directoryChoice: DirectoryChoice

    /// A directory given, or none; else the system's, chosen on first use.
    private enum DirectoryChoice: Sendable, Equatable {
        case given(String?)
        case system
    }

    public static let systemDirectory = "/etc/ssl/certs"

    /// libcurl's built-in choice (its compiled-in bundle).
    static let libcurlDefault = CertificateAuthorities(file: nil, directory: nil)

    public init(file: String?, directory: String?) {
        self.file = file
        self.directoryChoice = .given(directory)
    }

    /// An OpenSSL hashed directory (`<issuer hash>.0` names). The system's is
    /// looked at when a client first asks, once a process: a command that
    /// never goes to the network never reads it.
    public var directory: String? {
        switch directoryChoice {
        case .given(let directory): directory
        case .system: Self.systemChoice
        }
    }

    /// What a choice left to the system comes to, looked at once.
    private static let systemChoice = resolve(file: nil, directory: nil, isHashedDirectory: isHashedDirectory).directory

    /// `file` and `directory` as named (`SSL_CERT_FILE`, `SSL_CERT_DIR`;
    /// empty is unset); without a directory, the system's when it is hashed,
    /// which is looked at on first use.
    public static func resolve(file: String?, directory: String?) -> CertificateAuthorities {
        let named = directory.flatMap { $0.isEmpty ? nil : $0 }
        var chosen = CertificateAuthorities(file: file.flatMap { $0.isEmpty ? nil : $0 }, directory: named)
        if named == nil { chosen.directoryChoice = .system }
        return chosen
    }

    /// The same choice, the system's directory looked at now with `isHashedDirectory`.
    public static func resolve(
        file: String?, directory: String?, isHashedDirectory: (String) -> Bool
    ) -> CertificateAuthorities {
        resolve(file: file, directory: directory).lookingAtSystemDirectory(with: isHashedDirectory)
    }

    /// A choice left to the system made now, with `isHashedDirectory`; a
    /// directory given, or none, stays.
    public func lookingAtSystemDirectory(with isHashedDirectory: (String) -> Bool) -> CertificateAuthorities {
        guard directoryChoice == .system else { return self }
        let system = Self.systemDirectory
        return CertificateAuthorities(file: file, directory: isHashedDirectory(system) ? system : nil)
    }

    /// Nothing named: the system's directory when it is hashed.
    public static let standard = resolve(file: nil, directory: nil)

    /// Why the bundle cannot be used, looked at before libcurl opens it: a
    /// FIFO would block its open() past every deadline. Nil when it can.
    var refusal: String? {
        guard let file, let kind = SpecialFile.kind(atPath: file) else { return nil }
        return "the certificate file \(file) (SSL_CERT_FILE) is \(kind), not a file"
    }

    /// Whether `path` holds at least one `<8 hex digits>.<digit>` entry, as
    /// `openssl rehash` (Debian's update-ca-certificates) makes.
    public static func isHashedDirectory(_ path: String) -> Bool {
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
