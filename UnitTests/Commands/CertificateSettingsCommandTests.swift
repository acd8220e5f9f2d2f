import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

/// The certificates a command trusts come from its own environment, through
/// the settings, not from whatever the process was started with.
@Suite(
    "Trusted certificates from the command's settings", .timeLimit(.minutes(2)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct CertificateSettingsCommandTests {
    @Test("SSL_CERT_FILE in the command's environment is trusted; without it the site's certificate is refused")
    func environmentTrust() async throws {
        let site = try await HTTPSTestSite(archive: .synthetic(through: 5))
        defer { site.stop() }
        let runner = try CommandRunner(baseURL: site.baseURL)
        let trusted = try await runner.run(["latest", "--count", "3", "--json"], environment: site.trustEnvironment)
        #expect(trusted.status == 0, "\(trusted.stderr)")
        let comics = try JSONSerialization.jsonObject(with: Data(trusted.stdout.utf8)) as? [Any]
        #expect(comics?.count == 3)

        let refused = try await CommandRunner(baseURL: site.baseURL).run(["latest", "--count", "3", "--json"])
        #expect(refused.status != 0)
        #expect(refused.stderr.lowercased().contains("certificate"), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)

        let shown = try await runner.run(["config"], environment: site.trustEnvironment)
        #expect(
            shown.stdout.contains("  certificate file      = \(site.authority.certificate.path)  (SSL_CERT_FILE)\n"))
    }
}
