/// The `--color` setting: `auto` styles a terminal only, `always` styles
/// even a pipe, `never` uses no colour (reverse, bold and dim stay on a
/// terminal, as `NO_COLOR` allows).
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    case auto, always, never
}
