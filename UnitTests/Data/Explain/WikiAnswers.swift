import ComicData
import ComicTestSupport
import Foundation

/// Answers shaped like explain xkcd's api.php (formatversion=2), for scripted clients.
enum WikiAnswers {
    static let apiURL = URL(string: "http://127.0.0.1:9/wiki/api.php")!

    static func parse(title: String, revision: Int, html: String) -> Data {
        json([
            "parse": [
                "title": title, "pageid": 100, "revid": revision, "text": html,
                "redirects": [["from": title.components(separatedBy: ":").first ?? "", "to": title]],
                "sections": [
                    ["toclevel": 1, "level": "2", "line": "Explanation", "number": "1", "index": "1"] as [String: Any]
                ],
            ] as [String: Any]
        ])
    }

    static func error(_ code: String, _ info: String) -> Data {
        json(
            ["error": ["code": code, "info": info, "docref": "See api.php for help."], "servedby": "test"]
                as [String: Any])
    }

    /// A revisions answer: each number's page is "N: Title N" with the revision given; nil is a missing page.
    static func revisions(_ pages: [Int: Int?]) -> Data {
        var redirects: [[String: Any]] = []
        var list: [[String: Any]] = []
        for (number, revision) in pages.sorted(by: { $0.key < $1.key }) {
            if let revision {
                redirects.append(["from": "\(number)", "to": "\(number): Title \(number)"] as [String: Any])
                list.append(
                    [
                        "pageid": number, "ns": 0, "title": "\(number): Title \(number)",
                        "revisions": [["revid": revision, "parentid": revision - 1]],
                    ] as [String: Any])
            } else {
                list.append(["ns": 0, "title": "\(number)", "missing": true] as [String: Any])
            }
        }
        return json(["batchcomplete": true, "query": ["redirects": redirects, "pages": list]] as [String: Any])
    }

    static func json(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    /// The query parameter `name` of `url`.
    static func parameter(_ name: String, of url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }

    static func client(
        _ network: any NetworkClient, phaseDeadline: Duration = .seconds(10), sleeps: SleepLog = SleepLog()
    ) -> ExplainWikiClient {
        ExplainWikiClient(
            client: network, configuration: ExplainWikiConfiguration(apiURL: apiURL, phaseDeadline: phaseDeadline),
            sleep: { await sleeps.record($0) })
    }
}

/// Waits asked for, recorded instead of slept.
actor SleepLog {
    private(set) var waits: [Duration] = []
    func record(_ wait: Duration) { waits.append(wait) }
}
