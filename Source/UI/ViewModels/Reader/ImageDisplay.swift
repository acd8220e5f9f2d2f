/// How the open comic's image shows: the person's choice, kept for the
/// session (every comic opened after it shows the same way).
public struct ImageDisplay: Sendable, Hashable {
    /// `I` hides the image; the config file can start with it hidden.
    public var isHidden: Bool
    /// `i`: the image as tall as the screen, the text below the fold.
    /// Otherwise it leaves room for the first lines of the alt text.
    public var isFullHeight: Bool

    public init(isHidden: Bool = false, isFullHeight: Bool = false) {
        self.isHidden = isHidden
        self.isFullHeight = isFullHeight
    }
}
