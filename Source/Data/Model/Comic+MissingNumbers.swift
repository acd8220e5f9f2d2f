extension Comic {
    /// Numbers xkcd skipped on purpose: comic 404 is an HTTP 404. Marking
    /// "everything below" or drawing a random comic never picks them.
    public static let missingNumbers: Set<Int> = [404]
}
