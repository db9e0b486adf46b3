extension Duration {
    /// A duration of `seconds`, checked: NaN, infinity, a negative value or
    /// one beyond 100 years is an error, not a crash.
    ///
    /// ```swift
    /// try Duration.checkedSeconds(1.5)            // 1.5 seconds
    /// try Duration.checkedSeconds(.nan)           // throws TallyError.invalidDuration
    /// ```
    ///
    /// - Throws: ``TallyError/invalidDuration(_:)``.
    public static func checkedSeconds(_ seconds: Double) throws(TallyError) -> Duration {
        guard seconds.isFinite, seconds >= 0, seconds <= 3_155_760_000 else {
            throw .invalidDuration("\(seconds) s")
        }
        return .nanoseconds(Int64((seconds * 1e9).rounded()))
    }

    /// All of this duration in attoseconds, read from its two stored words:
    /// the standard library's own `attoseconds` first shipped with Swift 6.2,
    /// and `components` divides by 10^18 each time.
    @inline(__always)
    var totalAttoseconds: Int128 {
        Int128(_high) << 64 | Int128(_low)
    }

    /// This duration in seconds, as a `Double`, without the standard
    /// library's slow 128-bit conversion.
    @inline(__always)
    var inSeconds: Double {
        let attoseconds = totalAttoseconds
        let high = Double(Int64(truncatingIfNeeded: attoseconds >> 64))
        let low = Double(UInt64(truncatingIfNeeded: attoseconds))
        return (high * 18_446_744_073_709_551_616 + low) * 1e-18
    }
}
