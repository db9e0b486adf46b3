/// ``Affixes`` with a format's own prefix and suffix, as UTF-8 runs for
/// the per-frame path. A class: a frame takes one reference, where copying
/// six runs out of a table cost a retain each.
final class AffixRuns: Sendable {
    let positiveHead: ByteRun
    let positiveTail: ByteRun
    let negativeHead: ByteRun
    let negativeTail: ByteRun
    let zeroHead: ByteRun
    let zeroTail: ByteRun
    /// The most bytes a head and its tail take together.
    let mostBytes: Int

    /// - Parameters:
    ///   - signed: Whether positive numbers and zero show a sign.
    ///   - signs: The plain number's affixes for the sign display: with
    ///     ``SignPosition/beforePrefix`` only that sign goes before the
    ///     prefix, a currency symbol after it stays ("-≈$5", not "-$≈5").
    init(
        _ affixes: Affixes, prefix: String, suffix: String, signPosition: SignPosition, signed: Bool, signs: Affixes
    ) {
        func head(_ affix: String, _ sign: String, _ hasSign: Bool) -> ByteRun {
            guard hasSign, signPosition == .beforePrefix, !sign.isEmpty, affix.hasPrefix(sign) else {
                return ByteRun(prefix + affix)
            }
            return ByteRun(sign + prefix + String(affix.dropFirst(sign.count)))
        }
        negativeHead = head(affixes.negativePrefix, signs.negativePrefix, true)
        negativeTail = ByteRun(affixes.negativeSuffix + suffix)
        positiveHead = head(affixes.positivePrefix, signs.positivePrefix, signed)
        positiveTail = ByteRun(affixes.positiveSuffix + suffix)
        zeroHead = head(affixes.zeroPrefix, signs.zeroPrefix, signed)
        zeroTail = ByteRun(affixes.zeroSuffix + suffix)
        mostBytes = max(
            negativeHead.count + negativeTail.count, positiveHead.count + positiveTail.count,
            zeroHead.count + zeroTail.count)
    }

    @inline(__always)
    func head(negative: Bool, zero: Bool) -> ByteRun {
        negative ? negativeHead : zero ? zeroHead : positiveHead
    }

    @inline(__always)
    func tail(negative: Bool, zero: Bool) -> ByteRun {
        negative ? negativeTail : zero ? zeroTail : positiveTail
    }
}
