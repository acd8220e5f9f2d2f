import ArgumentParser
import ComicSettings

/// The interactive reader's own options.
struct ReaderOptions: ParsableArguments {
    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal: no wheel scrolling or clicks.")
    var noMouse = false

    var flags: [SettingKey: SettingFlag] { noMouse ? [.mouse: .toggle(false)] : [:] }
}
