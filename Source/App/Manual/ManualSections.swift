import ComicSettings
import ComicUI

/// The manual's sections that the parser does not describe: the reader's
/// keys (from its keymaps), files, environment, exit status, examples.
enum ManualSections {
    static var all: [String] {
        keys + files + environment + exitStatus + examples + [
            ".SH SEE ALSO", "https://xkcd.com/, https://www.explainxkcd.com/",
        ]
    }

    static var keys: [String] {
        var lines = [
            ".SH KEYS", "The reader's keys, screen by screen (its help screen, \\fB?\\fR, shows the same tables).",
        ]
        for screen in ReaderScreen.allCases {
            lines.append(".SS " + Roff.text(screen.rawValue))
            lines += ReaderKeymap.forScreen(screen).bindings.map { Roff.tagged(Roff.bold($0.keyLabels), $0.summary) }
        }
        return lines
    }

    static let files = [
        ".SH FILES",
        Roff.tagged(
            Roff.bold("$XDG_CONFIG_HOME/xkcd/config"),
            "The config file, ~/.config/xkcd/config when XDG_CONFIG_HOME is unset: 'key = value' lines named "
                + "after the long options (\(SettingKey.allCases.map(\.name).joined(separator: ", "))), '#' comments. "
                + "A flag wins over the environment, the environment over the file; 'xkcd config' shows which won."),
        Roff.tagged(
            Roff.bold(DatabaseLocation.standard),
            "The database (--db, XKCD_DB), ~/.local/share/xkcd/xkcd.sqlite when XDG_DATA_HOME is unset: every comic "
                + "fetched, bookmarks, read marks, saved explanations, and the image cache (--image-cache-mb; "
                + "bookmarked comics' images and those of 'sync --images' are always kept). SQLite keeps its "
                + "-wal and -shm files beside it; 'new --no-wait' a -check.lock file, so that one background "
                + "check runs at a time."),
    ]

    /// Every setting's variable, and the others the program reads.
    static var environment: [String] {
        var lines = [".SH ENVIRONMENT"]
        lines += SettingKey.allCases.map { key in
            Roff.tagged(Roff.bold(key.variable), meaning(of: key) + (key.flag.map { " As \($0)." } ?? ""))
        }
        let others = [
            ("NO_COLOR", "Set and not empty: no colour (as --color never)."),
            ("XDG_CONFIG_HOME, XDG_DATA_HOME, HOME", "Where the config file and the database are (see FILES)."),
            (
                "LC_ALL, LC_CTYPE, LANG",
                "A locale that is not UTF-8 draws ASCII only; a CJK one, wide ambiguous characters."
            ),
            ("TERM, TERM_PROGRAM, KITTY_WINDOW_ID, TMUX", "Which image protocol the terminal speaks (--images auto)."),
            ("COLUMNS", "The width piped text wraps at (80 when unset)."),
            ("BROWSER", "The program that opens links (else xdg-open)."),
            ("SSL_CERT_FILE, SSL_CERT_DIR", "Certificate authorities to trust instead of the system's."),
        ]
        lines += others.map { Roff.tagged(Roff.bold($0.0), $0.1) }
        return lines
    }

    /// An exhaustive switch: a new setting cannot reach the manual without its line.
    private static func meaning(of key: SettingKey) -> String {
        switch key {
        case .images: "How images are drawn: auto, kitty, iterm, sixel, symbols or none."
        case .imagesHidden: "on: the reader starts with comics' images hidden."
        case .mouse: "off: the reader leaves the mouse to the terminal."
        case .color: "auto, always or never."
        case .ascii: "on: draw ASCII only; unset, the locale decides."
        case .ambiguousWide: "on: East Asian ambiguous-width characters take two columns; unset, the locale decides."
        case .baseURL: "The xkcd site (default https://xkcd.com)."
        case .explainURL: "explain xkcd's api.php."
        case .whatIfURL: "The What If? site (default https://what-if.xkcd.com)."
        case .db: "The database file."
        case .timeout: "Seconds a silent server may cost a page, an image or an explanation (default 10)."
        case .checkEvery: "How often 'xkcd new' may ask the network: 90s, 30m, 1h, 2d, or 0 (default 1h)."
        }
    }

    static let exitStatus = [
        ".SH EXIT STATUS",
        Roff.tagged("\\fB0\\fR", "Done; help and --version too; Ctrl-C or q in the reader."),
        Roff.tagged(
            "\\fB1\\fR",
            "A failure (one line on stderr); or no answer: search matched nothing, latest --unread found none, "
                + "new found nothing new, bookmarks images --fetch saved none."),
        Roff.tagged("\\fB2\\fR", "search failed (grep's convention)."),
        Roff.tagged(
            "\\fB3\\fR", "Incomplete: latest printed only part of what was asked; sync --images left images unsaved."),
        Roff.tagged(
            "\\fB64\\fR", "A usage mistake: an unknown command or option, a bad value, a bad config file line."),
        Roff.tagged(
            "\\fB130\\fR", "Interrupted by Ctrl-C in a command (128 + the signal's number for another signal)."),
    ]

    static let examples = [
        ".SH EXAMPLES",
        ".nf",
        Roff.text("xkcd                          # the reader, on the newest comics"),
        Roff.text("xkcd 327                      # the reader, at comic 327"),
        Roff.text("xkcd latest --count 5 --json  # the five newest, as JSON"),
        Roff.text("xkcd search \"drop table\"      # the cached comics that match"),
        Roff.text("xkcd sync --images            # every comic and image, for offline reading"),
        Roff.text("xkcd new --no-wait            # for the shell prompt: new comics since you looked"),
        Roff.text("xkcd bookmarks export --format csv > bookmarks.csv"),
        ".fi",
    ]
}
