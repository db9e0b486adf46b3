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

    /// - Parameter signed: whether positive numbers and zero show a sign,
    ///   which then goes where ``SignPosition`` puts a minus.
    init(_ affixes: Affixes, prefix: String, suffix: String, signPosition: SignPosition, signed: Bool) {
        func head(_ affix: String, _ hasSign: Bool) -> ByteRun {
            ByteRun(hasSign && signPosition == .beforePrefix ? affix + prefix : prefix + affix)
        }
        negativeHead = head(affixes.negativePrefix, true)
        negativeTail = ByteRun(affixes.negativeSuffix + suffix)
        positiveHead = head(affixes.positivePrefix, signed)
        positiveTail = ByteRun(affixes.positiveSuffix + suffix)
        zeroHead = head(affixes.zeroPrefix, signed)
        zeroTail = ByteRun(affixes.zeroSuffix + suffix)
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
