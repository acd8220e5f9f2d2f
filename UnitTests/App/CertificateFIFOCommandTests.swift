import ComicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// SSL_CERT_FILE naming a FIFO: libcurl's open() would wait for a writer
/// forever, past every deadline; it is refused before, with one line.
@Suite(
    "SSL_CERT_FILE as a FIFO", .timeLimit(.minutes(1)),
    .enabled(if: HTTPSTestSite.unavailableReason == nil, "\(HTTPSTestSite.unavailableReason ?? ""): skipped"))
struct CertificateFIFOCommandTests {
    @Test("show and latest refuse a FIFO as the certificate file with one line, at once")
    func fifoRefused() async throws {
        let site = try await HTTPSTestSite(archive: .synthetic(through: 30))
        defer { site.stop() }
        let runner = try BinaryRunner(baseURL: site.baseURL)
        let fifo = runner.directory.appendingPathComponent("ca.pem").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for arguments in [["show", "5"], ["latest", "--count", "3"]] {
            let result = try await runner.run(arguments, environment: ["SSL_CERT_FILE": fifo])
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("is a FIFO (named pipe), not a file"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }
}
