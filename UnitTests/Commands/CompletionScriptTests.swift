import ComicTestSupport
import Foundation
import Testing

/// The completion scripts, asked as the shells ask them: bash's is sourced
/// and its function called the way `complete -F` calls it.
@Suite("Shell completion", .serialized, .timeLimit(.minutes(1)))
struct CompletionScriptTests {
    /// What bash offers for `words`, the last one being completed, in `directory`.
    func bashCompletions(_ words: [String], script: URL, in directory: URL) async throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            cd '\(directory.path)' || exit 2
            source '\(script.path)' || exit 2
            COMP_WORDS=(\(quoted))
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            _xkcd xkcd "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", program], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).sorted()
    }

    @Test("bash completes commands, every option, the values of --images and --color, and files for import")
    func bash() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let generated = try await runner.run("--generate-completion-script", "bash")
        #expect(generated.status == 0, "\(generated.stderr)")
        let script = runner.directory.appendingPathComponent("xkcd.bash")
        try Data(generated.stdout.utf8).write(to: script)
        let files = runner.directory.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        for name in ["bookmarks.json", "books.csv", "other.txt"] {
            try Data("1\n".utf8).write(to: files.appendingPathComponent(name))
        }

        // An empty word gets the options too: the commands are the rest.
        let commands = try await bashCompletions(["xkcd", ""], script: script, in: files).filter { !$0.hasPrefix("-") }
        #expect(
            commands
                == [
                    "bookmarks", "config", "explain", "help", "latest", "marks", "new", "read", "search", "show",
                    "sync", "whatif",
                ]
                .sorted())
        #expect(try await bashCompletions(["xkcd", "bookmarks", "a"], script: script, in: files) == ["add"])
        #expect(
            try await bashCompletions(["xkcd", "marks", ""], script: script, in: files).filter { !$0.hasPrefix("-") }
                == ["add", "export", "import", "list", "remove"])

        let options = try await bashCompletions(["xkcd", "show", "--"], script: script, in: files)
        for option in [
            "--base-url", "--db", "--offline", "--color", "--images", "--image-cache-mb", "--json", "--unread",
        ] {
            #expect(options.contains(option), "\(option) in \(options)")
        }
        let explainOptions = try await bashCompletions(["xkcd", "explain", "--"], script: script, in: files)
        for option in ["--json", "--offline", "--explain-url", "--db"] {
            #expect(explainOptions.contains(option), "\(option) in \(explainOptions)")
        }
        #expect(try await bashCompletions(["xkcd", "sync", "--ex"], script: script, in: files).contains("--explain"))
        #expect(
            try await bashCompletions(["xkcd", "show", "--images", ""], script: script, in: files)
                == ["auto", "iterm", "kitty", "none", "sixel", "symbols"])
        #expect(
            try await bashCompletions(["xkcd", "latest", "--color", ""], script: script, in: files)
                == ["always", "auto", "never"])
        #expect(
            try await bashCompletions(["xkcd", "bookmarks", "import", "boo"], script: script, in: files)
                == ["bookmarks.json", "books.csv"])
        #expect(
            try await bashCompletions(["xkcd", "marks", "import", "o"], script: script, in: files) == ["other.txt"])
        #expect(try await bashCompletions(["xkcd", "show", "r"], script: script, in: files) == ["random"])

        // Before the command too: the global options and their values.
        #expect(
            try await bashCompletions(["xkcd", "--color", ""], script: script, in: files) == [
                "always", "auto", "never",
            ])
        #expect(try await bashCompletions(["xkcd", "--col"], script: script, in: files) == ["--color"])
        #expect(try await bashCompletions(["xkcd", "--images", "sy"], script: script, in: files) == ["symbols"])
        #expect(try await bashCompletions(["xkcd", "--offline", "lat"], script: script, in: files) == ["latest"])
    }

    @Test("zsh and fish scripts come from the same commands: values and file completion included")
    func zshAndFish() async throws {
        let runner = try CommandRunner(baseURL: nil)
        for shell in ["zsh", "fish"] {
            let script = try await runner.run("--generate-completion-script", shell)
            #expect(script.status == 0, "\(script.stderr)")
            for word in ["marks", "symbols", "sixel", "always", "image-cache-mb"] {
                #expect(script.stdout.contains(word), "\(shell) lacks \(word)")
            }
        }
        // Before the command too: the top-level function offers --color and its values.
        let zsh = try await runner.run("--generate-completion-script", "zsh").stdout
        let zshTop = try #require(zsh.range(of: "\n_xkcd() {").map { zsh[$0.upperBound...] })
        let zshTopBody = String(zshTop).components(separatedBy: "\n}\n").first ?? ""
        #expect(zshTopBody.contains("'--color["), "\(zshTopBody)")
        #expect(zshTopBody.contains("___color=('auto' 'always' 'never')"))
        let fish = try await runner.run("--generate-completion-script", "fish").stdout
        #expect(
            fish.contains(
                "-n '__xkcd_should_offer_completions_for_flags_or_options \"xkcd\" color' -l 'color'"))
    }
}
