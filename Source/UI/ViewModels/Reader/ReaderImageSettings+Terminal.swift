import Foundation

extension ReaderImageSettings {
    /// How images are drawn on the console's output: the `images` mode,
    /// unfolded for the terminal (`auto`), in ASCII where it shows only
    /// that; nil when images are off.
    public static func forOutput(
        mode: ImageMode, asciiOnly: Bool, environment: [String: String] = Console.current.environment
    ) -> ReaderImageSettings? {
        guard
            let graphics = mode.graphics(
                environment: environment, outputIsTerminal: Console.current.isOutputTerminal, asciiOnly: asciiOnly)
        else { return nil }
        return ReaderImageSettings(graphics: graphics, cell: CellGeometry.current())
    }
}
