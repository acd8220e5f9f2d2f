extension ReaderImageSettings {
    /// How images are drawn on the output: the profile's images (the
    /// `images` mode unfolded for the terminal, in ASCII where it shows only
    /// that) in the terminal's cells; nil when images are off.
    public static func forOutput(_ profile: TerminalProfile) -> ReaderImageSettings? {
        profile.images.map { ReaderImageSettings(graphics: $0, cell: CellGeometry.current()) }
    }
}
