/// How long one network phase may take, retries and waits included: a
/// page of comics, an image, an explanation, `show`'s comic and its image
/// together. One fact, so a silent server costs the same everywhere; the
/// `timeout` setting changes it for a run.
public enum NetworkPhase {
    public static let standard = Duration.seconds(10)
    /// The `timeout` setting's bounds, in whole seconds.
    public static let settableSeconds = 1...600
}
