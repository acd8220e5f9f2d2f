import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The commands against nginx over TLS 1.3, as they meet xkcd.com: a
/// certificate that does not check out, or a certificate file that is no
/// file, ends the run with one line before any request.
@Suite(
    "Commands against nginx over HTTPS", .timeLimit(.minutes(2)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct HTTPSCommandTests {
    static let archive = ComicArchive.synthetic(through: 120)

    static func services(_ site: HTTPSTestSite, _ folder: ServicesFolder, trusting file: String?, pageSize: Int = 20)
        throws -> ComicServices
    {
        try folder.services(baseURL: site.baseURL, pageSize: pageSize) { $0.trust.file = file }
    }

    @Test(
        "a certificate that does not check out: show --json ends with one line and no comic, no request sent",
        arguments: [
            (TestCertificateAuthority.ServerCertificate.valid, false, "unable to get local issuer certificate"),
            (.expired, true, "certificate has expired"),
            (.wrongHost, true, "no alternative certificate subject name matches"),
        ])
    func refusedCertificate(kind: TestCertificateAuthority.ServerCertificate, trusted: Bool, words: String)
        async throws
    {
        let site = try await HTTPSTestSite(archive: Self.archive, certificate: kind)
        defer { site.stop() }
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try Self.services(site, folder, trusting: trusted ? site.authority.certificate.path : nil)

        let run = try await CommandRun.show(.number(5), json: true, from: services)

        #expect(run.exitCode != 0)
        #expect(run.output.isEmpty, "printed a comic: \(run.output)")
        #expect(run.stderr.count == 1, "\(run.stderr)")
        #expect(run.stderrText.contains(words), "\(run.stderr)")
        #expect(site.nginx.loggedRequests.isEmpty, "a request went out: \(site.nginx.loggedRequests)")
    }

    @Test("a FIFO as the certificate file: show and latest refuse it with one line, at once")
    func fifoRefused() async throws {
        let site = try await HTTPSTestSite(archive: .synthetic(through: 30))
        defer { site.stop() }
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let fifo = folder.folder.appendingPathComponent("ca.pem").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let services = try Self.services(site, folder, trusting: fifo, pageSize: 3)

        for run in [
            try await CommandRun.show(.number(5), from: services), try await CommandRun.latest(3, from: services),
        ] {
            #expect(run.exitCode != 0)
            #expect(run.output.isEmpty, "\(run.output)")
            #expect(run.stderr.count == 1, "\(run.stderr)")
            #expect(run.stderrText.contains("is a FIFO (named pipe), not a file"), "\(run.stderr)")
        }
        #expect(site.nginx.loggedRequests.isEmpty)
    }
}
