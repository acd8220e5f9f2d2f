import Foundation
import Testing

@testable import ComicData

@Suite("Where trusted certificates come from")
struct CertificateAuthoritiesTests {
    @Test("the system's hashed directory replaces the bundle")
    func hashedDirectory() {
        let chosen = CertificateAuthorities.resolve(file: nil, directory: nil, isHashedDirectory: { _ in true })
        #expect(chosen == CertificateAuthorities(file: nil, directory: "/etc/ssl/certs"))
    }

    @Test("without a hashed directory libcurl's own bundle stays")
    func noDirectory() {
        let chosen = CertificateAuthorities.resolve(file: nil, directory: nil, isHashedDirectory: { _ in false })
        #expect(chosen == .libcurlDefault)
    }

    @Test("a named file and directory are honoured as OpenSSL's tools honour SSL_CERT_FILE and SSL_CERT_DIR")
    func named() {
        let file = CertificateAuthorities.resolve(
            file: "/tmp/ca.pem", directory: nil, isHashedDirectory: { _ in true })
        #expect(file == CertificateAuthorities(file: "/tmp/ca.pem", directory: "/etc/ssl/certs"))
        let both = CertificateAuthorities.resolve(
            file: "/tmp/ca.pem", directory: "/tmp/certs", isHashedDirectory: { _ in false })
        #expect(both == CertificateAuthorities(file: "/tmp/ca.pem", directory: "/tmp/certs"))
        let empty = CertificateAuthorities.resolve(
            file: "", directory: "", isHashedDirectory: { _ in false })
        #expect(empty == .libcurlDefault)
    }

    @Test(
        "a hashed directory is told by its names",
        arguments: [
            ("002c0b4f.0", true), ("9d520b32.12", true), ("ca-certificates.crt", false), ("002c0b4g.0", false),
            ("002c0b4f.", false), ("002c0b4f0.0", false),
        ])
    func hashedNames(name: String, hashed: Bool) {
        #expect(CertificateAuthorities.isHashedName(name) == hashed)
    }

    @Test("a folder with a hashed name is a hashed directory; an empty one is not")
    func folders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("certs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!CertificateAuthorities.isHashedDirectory(folder.path))
        try Data().write(to: folder.appendingPathComponent("5ed36f99.0"))
        #expect(CertificateAuthorities.isHashedDirectory(folder.path))
        #expect(!CertificateAuthorities.isHashedDirectory(folder.appendingPathComponent("missing").path))
    }
}
