import ComicData
import ComicSettings
import ComicUI
import Foundation
import Testing

/// One typed value from flags, the environment and the file, each checked the same way.
@Suite("Settings resolution")
struct SettingsResolutionTests {
    static let path = "/home/ada/.config/xkcd/config"

    static func resolve(
        flags: [SettingKey: SettingFlag] = [:], environment: [String: String] = [:], file text: String? = nil
    ) throws -> Settings {
        let file = try text.map { try SettingsFile(path: path, text: $0) }
        return try Settings.resolve(flags: flags, environment: environment, file: file)
    }

    @Test("a flag, else the environment, else the file, else the default; each source recorded")
    func precedence() throws {
        let settings = try Self.resolve(
            flags: [.color: "always"], environment: ["XKCD_IMAGES": "symbols", "XKCD_COLOR": "never"],
            file: "images = none\ncolor = never\nmouse = off")
        #expect(settings.color == .always)
        #expect(settings.source(of: .color) == .flag("--color"))
        #expect(settings.images == .symbols)
        #expect(settings.source(of: .images) == .environment("XKCD_IMAGES"))
        #expect(settings.mouse == false)
        #expect(settings.source(of: .mouse) == .file(path: Self.path, line: 3))
        #expect(settings.imagesHidden == false)
        #expect(settings.source(of: .imagesHidden) == .standard)
    }

    @Test("XKCD_DB is the db setting: it beats the file, and --db beats it")
    func database() throws {
        let file = "db = /from/file.sqlite"
        #expect(try Self.resolve(file: file).databasePath == "/from/file.sqlite")
        #expect(try Self.resolve(environment: ["XKCD_DB": "/env.sqlite"], file: file).databasePath == "/env.sqlite")
        #expect(
            try Self.resolve(flags: [.db: "here.sqlite"], environment: ["XKCD_DB": "/env.sqlite"]).databasePath
                == "here.sqlite")
        #expect(try Self.resolve().databasePath == nil)
    }

    @Test("an empty variable is unset: the file's value stands")
    func emptyVariable() throws {
        let settings = try Self.resolve(environment: ["XKCD_IMAGES": ""], file: "images = none")
        #expect(settings.images == ImageMode.none)
    }

    @Test(
        "a variable is read as the file's value is: on/off words in any case",
        arguments: [
            ("XKCD_MOUSE", "no", "off"), ("XKCD_MOUSE", "Off", "off"), ("XKCD_IMAGES_HIDDEN", "yes", "on"),
            ("XKCD_IMAGES_HIDDEN", "TRUE", "on"), ("XKCD_ASCII", "1", "on"),
        ])
    func toggles(variable: String, text: String, shown: String) throws {
        let key = try #require(SettingKey.allCases.first { $0.variable == variable })
        #expect(try key.shown(in: Self.resolve(environment: [variable: text])) == shown)
    }

    @Test("XKCD_ASCII takes the same words; unset, the locale decides")
    func ascii() throws {
        #expect(try Self.resolve(environment: ["XKCD_ASCII": "yes", "LANG": "C.UTF-8"]).terminal.asciiOnly)
        #expect(try !Self.resolve(environment: ["XKCD_ASCII": "off", "LANG": "C"]).terminal.asciiOnly)
        #expect(try Self.resolve(environment: ["LANG": "C"]).terminal.asciiOnly)
        #expect(try !Self.resolve(environment: ["LANG": "C.UTF-8"]).terminal.asciiOnly)
    }

    @Test("XKCD_AMBIGUOUS_WIDE is a setting like the others: the same words, a bad one refused; unset, the locale")
    func ambiguousWide() throws {
        #expect(try Self.resolve(environment: ["XKCD_AMBIGUOUS_WIDE": "yes"]).terminal.ambiguousIsWide)
        #expect(
            try !Self.resolve(environment: ["XKCD_AMBIGUOUS_WIDE": "off", "LANG": "ja_JP.UTF-8"]).terminal
                .ambiguousIsWide)
        #expect(try Self.resolve(file: "ambiguous-wide = on").terminal.ambiguousIsWide)
        #expect(try Self.resolve(environment: ["LANG": "ja_JP.UTF-8"]).terminal.ambiguousIsWide)
        #expect(try !Self.resolve().terminal.ambiguousIsWide)
        #expect {
            _ = try Self.resolve(environment: ["XKCD_AMBIGUOUS_WIDE": "2"])
        } throws: { error in
            "\(error)" == "XKCD_AMBIGUOUS_WIDE must be on or off, got '2'"
        }
        let shown = try Self.resolve(environment: ["XKCD_AMBIGUOUS_WIDE": "1"]).shownLines()
        #expect(shown.contains("ambiguous-wide = on  (environment XKCD_AMBIGUOUS_WIDE)"))
    }

    @Test(
        "a bad value is one error naming its variable, its flag, or its file and line",
        arguments: [
            ([:], ["XKCD_COLOR": "yes"], nil, "XKCD_COLOR must be one of auto, always, never; got 'yes'"),
            ([:], ["XKCD_MOUSE": "nope"], nil, "XKCD_MOUSE must be on or off, got 'nope'"),
            ([:], ["XKCD_IMAGES": "foo"], nil, "XKCD_IMAGES must be one of auto, kitty, iterm, sixel, symbols, none"),
            ([:], ["XKCD_BASE_URL": "http://h:"], nil, "XKCD_BASE_URL needs a port number (1-65535) after ':'"),
            ([.images: "foo"], ["XKCD_IMAGES": "none"], nil, "--images must be one of"),
            ([.mouse: "maybe"], [:], nil, "--no-mouse must be on or off"),
            ([:], [:], "\n\nexplain-url = gopher://x", "\(path):3: explain-url must be an http or https URL"),
            ([:], ["XKCD_TIMEOUT": "0"], nil, "XKCD_TIMEOUT must be whole seconds from 1 to 600; got '0'"),
            ([:], [:], "timeout = 2.5", "\(path):1: timeout must be whole seconds from 1 to 600; got '2.5'"),
        ] as [([SettingKey: SettingFlag], [String: String], String?, String)])
    func badValue(flags: [SettingKey: SettingFlag], environment: [String: String], file: String?, message: String) {
        #expect {
            _ = try Self.resolve(flags: flags, environment: environment, file: file)
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix(message) && !description.contains("\n")
        }
    }

    @Test("timeout is one network phase for every request, page, image and explanation; the file's, else 10 s")
    func timeout() throws {
        let file = try Self.resolve(file: "timeout = 30")
        #expect(file.networkPhase == .seconds(30))
        #expect(SettingKey.timeout.shown(in: file) == "30")
        #expect(try Self.resolve(environment: ["XKCD_TIMEOUT": "4"], file: "timeout = 30").networkPhase == .seconds(4))
        #expect(try Self.resolve().networkPhase == NetworkPhase.standard)
        #expect(SettingKey.timeout.flag == nil)
    }

    @Test("xkcd config's lines: every key, aligned, with where its value came from, on one line each")
    func shownLines() throws {
        let settings = try Self.resolve(environment: ["XKCD_DB": "/tmp/a\nb.sqlite"], file: "\ncolor = never")
        let lines = settings.shownLines()
        #expect(
            lines.count == SettingKey.allCases.count + 9,
            "every key, then the terminal's heading and five lines, the network's and two")
        #expect(lines.contains("color          = never  (\(Self.path):2)"))
        #expect(lines.contains("images         = auto  (default)"))
        let db = try #require(lines.first { $0.hasPrefix("db ") })
        #expect(db.hasSuffix("(environment XKCD_DB)") && !db.contains("\n"))
    }

    @Test("SSL_CERT_FILE and SSL_CERT_DIR resolve with the settings, typed, and xkcd config shows them")
    func certificates() throws {
        let named = try Self.resolve(environment: ["SSL_CERT_FILE": "/tmp/ca.pem", "SSL_CERT_DIR": "/tmp/certs"])
        #expect(named.certificates == CertificateAuthorities(file: "/tmp/ca.pem", directory: "/tmp/certs"))
        let lines = named.shownLines()
        #expect(
            lines.suffix(3) == [
                "network:", "  certificate file      = /tmp/ca.pem  (SSL_CERT_FILE)",
                "  certificate directory = /tmp/certs  (SSL_CERT_DIR)",
            ])
        // Empty is unset, as OpenSSL reads them: the system's choice stays.
        let unset = try Self.resolve(environment: ["SSL_CERT_FILE": "", "SSL_CERT_DIR": ""])
        #expect(unset.certificates == CertificateAuthorities.standard)
        #expect(unset.shownLines().contains("  certificate file      = none  (SSL_CERT_FILE unset)"))
    }

    @Test("resolving the settings does not look at the system's certificate directory: a client asks when it needs it")
    func certificateDirectoryDeferred() throws {
        let settings = try Self.resolve()
        var looked: [String] = []
        let trust = settings.certificates.lookingAtSystemDirectory {
            looked.append($0)
            return true
        }
        #expect(looked == [CertificateAuthorities.systemDirectory], "the look waits for the client, not done already")
        #expect(trust == CertificateAuthorities(file: nil, directory: CertificateAuthorities.systemDirectory))
        let named = try Self.resolve(environment: ["SSL_CERT_DIR": "/tmp/certs"])
        _ = named.certificates.lookingAtSystemDirectory {
            looked.append($0)
            return true
        }
        #expect(looked.count == 1, "a directory named is never looked for")
    }

    @Test("xkcd config shows the database's path in effect, not the rule that finds it")
    func databasePathShown() throws {
        let fromDataHome = try Self.resolve(environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"])
        #expect(SettingKey.db.shown(in: fromDataHome) == "/data/xkcd/xkcd.sqlite")
        let fromHome = try Self.resolve(environment: ["HOME": "/h"])
        #expect(SettingKey.db.shown(in: fromHome) == "/h/.local/share/xkcd/xkcd.sqlite")
        #expect(SettingKey.db.shown(in: try Self.resolve()).hasPrefix("none (no place for the database"))
    }

    @Test("a URL's credentials never show: not in an error, not in xkcd config's value")
    func credentials() throws {
        #expect {
            _ = try Self.resolve(environment: ["XKCD_BASE_URL": "ftp://ann:secret@h"])
        } throws: { error in
            !"\(error)".contains("secret")
        }
        let settings = try Self.resolve(environment: ["XKCD_BASE_URL": "http://ann:secret@h:81"])
        #expect(SettingKey.baseURL.shown(in: settings) == "http://***@h:81")
    }

    @Test("every key has its variable, and the ones with flags name them")
    func names() {
        #expect(
            SettingKey.allCases.map(\.variable) == [
                "XKCD_IMAGES", "XKCD_IMAGES_HIDDEN", "XKCD_MOUSE", "XKCD_COLOR", "XKCD_ASCII", "XKCD_AMBIGUOUS_WIDE",
                "XKCD_BASE_URL", "XKCD_EXPLAIN_URL", "XKCD_WHATIF_URL", "XKCD_DB", "XKCD_TIMEOUT", "XKCD_CHECK_EVERY",
            ])
        #expect(SettingKey.mouse.flag == "--no-mouse")
        #expect(SettingKey.ascii.flag == nil)
    }
}
