extension Notation {
    /// Foundation's name of ``compact``: "12K", "1.2M".
    ///
    /// ```swift
    /// NumberFormat.number.notation(.compactName).string(for: 1_234_567)  // "1.2M"
    /// ```
    public static var compactName: Notation { .compact }

    /// Foundation's name of ``standard``: every digit.
    ///
    /// ```swift
    /// NumberFormat.number.notation(.automatic).string(for: 12_345)  // "12,345"
    /// ```
    public static var automatic: Notation { .standard }
}
