extension Int128 {
    /// `value` rounded to the nearest integer, through `Int64` when it fits:
    /// the standard library's generic conversion costs hundreds of
    /// nanoseconds, too much for every frame. `value` must be finite and
    /// within ±1.7e38.
    @inline(__always)
    init(roundingFast value: Double) {
        if abs(value) < 9.2e18 {
            // Half away from zero without a call to libm: the largest double
            // below one half added, then truncated. (Adding 0.5 itself is wrong
            // twice: 0.49999999999999994 + 0.5 rounds to 1, and from 2^52 on an
            // odd integer plus 0.5 rounds to the even one above it.)
            self.init(Int64(value + (value < 0 ? -0.49999999999999994 : 0.49999999999999994)))
        } else {
            self.init(value.rounded())
        }
    }

    /// The nearest `Double`, through `Int64` when the value fits.
    @inline(__always)
    var fastDouble: Double {
        if let small = Int64(exactly: self) { return Double(small) }
        return Double(self)
    }
}

extension Int128 {
    /// `self * factor`, in 64-bit arithmetic when both fit and the product
    /// does: the general 128-bit multiply is a slow library call. The caller
    /// keeps the product within range.
    @inline(__always)
    func fastMultiplied(by factor: Int128) -> Int128 {
        if factor == 1 { return self }
        let a = Int64(truncatingIfNeeded: self)
        let b = Int64(truncatingIfNeeded: factor)
        if Int128(a) == self, Int128(b) == factor {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if !overflow { return Int128(product) }
        }
        return self * factor
    }
}
