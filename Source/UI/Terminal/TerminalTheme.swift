/// What each text role looks like on a terminal: the only place styles
/// become escape codes.
public struct TerminalTheme: Sendable {
    /// The SGR parameters for each role; a role without any is written plain.
    private let parameters: [TextRole: String]

    public init(parameters: [TextRole: String]) {
        self.parameters = parameters
    }

    /// No styling at all.
    public static let plain = TerminalTheme(parameters: [:])

    /// One line as bytes for the terminal: each styled span wrapped in its
    /// SGR sequence and a reset.
    func render(_ line: StyledLine) -> String {
        var text = ""
        for span in line.spans {
            if let sgr = parameters[span.role], !sgr.isEmpty {
                text += ControlSequence.selectGraphicRendition(sgr) + span.text + ControlSequence.resetGraphicRendition
            } else {
                text += span.text
            }
        }
        return text
    }
}
