/// The version of `tally`, in one place: `tally --version` and `--help` print it.
///
/// ```swift
/// TallyVersion.current  // "0.2.0"
/// ```
enum TallyVersion {
    static let current = "0.2.0"
}
