import Foundation
import Testing

@testable import TallyLottie

/// A place's motion against a naive reading of its keyframes: at every
/// frame the face in the window shows the digit, on the strip.
@Suite struct LottieDigitMotionTests {
    /// The face the keyframes put in the window at `frame`, read naively:
    /// the last keyframe at or before it, moved on evenly towards the next
    /// when it is linear.
    static func face(_ keyframes: [LottieDigitMotion.Keyframe], at frame: Int) -> Double {
        guard let index = keyframes.lastIndex(where: { $0.frame <= frame }) else { return Double(keyframes[0].face) }
        let keyframe = keyframes[index]
        guard keyframe.linear, index + 1 < keyframes.count else { return Double(keyframe.face) }
        let next = keyframes[index + 1]
        let progress = Double(frame - keyframe.frame) / Double(next.frame - keyframe.frame)
        return Double(keyframe.face) + Double(next.face - keyframe.face) * progress
    }

    /// Checks that `keyframes` show `digits` (from frame `first`) at every
    /// frame of `range`, on a strip of `faces` faces.
    static func expectShown(
        _ digits: [Int8], first: Int, range: Range<Int>, _ keyframes: [LottieDigitMotion.Keyframe], faces: Int,
        _ comment: Comment
    ) {
        for index in range where digits[index] >= 0 {
            let face = face(keyframes, at: first + index)
            let whole = Int(face.rounded())
            #expect(
                abs(face - Double(whole)) < 1e-9 && whole >= 0 && whole < faces && whole % 10 == Int(digits[index]),
                "\(comment): frame \(first + index) shows face \(face), digit \(digits[index])")
        }
    }

    /// The digits of place `place` of a count's values (hundredths).
    static func digits(of values: [Int], place: Int) -> [Int8] {
        var power = 1
        for _ in 0..<place { power *= 10 }
        return values.map { Int8(($0 / power) % 10) }
    }

    @Test func keyframesShowEveryDigitOfRandomAndCountingPlaces() {
        var generator = SystemRandomNumberGenerator()
        var cases: [(String, [Int8])] = []
        for round in 0..<200 {
            let count = Int.random(in: 1...300, using: &generator)
            // Any digits, with frames where any digit may show.
            cases.append(("random \(round)", (0..<count).map { _ in Int8.random(in: -1...9, using: &generator) }))
            // A count: every place of an eased run of values.
            let target = Int.random(in: 1...10_000_000, using: &generator)
            let power = Double.random(in: 0.3...3, using: &generator)
            let values = (0..<count).map { Int((Double(target) * pow(Double($0) / Double(count), power)).rounded()) }
            for place in 0..<7 {
                cases.append(("count \(round) place \(place)", Self.digits(of: values, place: place)))
            }
        }
        for (name, digits) in cases {
            let first = 3
            let motion = LottieDigitMotion(digits: digits, first: first)
            for faces in [10, 20, LottieDigitMotion.faces] {
                let keyframes = motion.keyframes(in: 0..<digits.count, faces: faces)
                Self.expectShown(digits, first: first, range: 0..<digits.count, keyframes, faces: faces, "\(name)")
            }
        }
    }

    /// A linear count's low places repeat; each period found is one, by a
    /// naive check, and one period of keyframes placed again every period
    /// with its shift shows every digit.
    @Test func periodsRepeatTheDigitsShifted() {
        // 0 to 1,234.56 in 10 s at 60 frames a second, as hundredths.
        let values = (0...600).map { Int((Double($0) * 205.76).rounded()) }
        var found = 0
        for place in 0..<6 {
            let digits = Self.digits(of: values, place: place)
            let motion = LottieDigitMotion(digits: digits, first: 0)
            for period in motion.periods() {
                found += 1
                for index in 0..<(digits.count - period.length) {
                    #expect(Int(digits[index + period.length]) == (Int(digits[index]) + period.shift) % 10)
                }
                let keyframes = motion.keyframes(in: 0..<period.length, faces: LottieDigitMotion.faces - 10)
                for index in digits.indices {
                    let time = index / period.length
                    let face = Self.face(keyframes, at: index - time * period.length) + Double(time * period.shift % 10)
                    #expect(Int(face) % 10 == Int(digits[index]) && face < Double(LottieDigitMotion.faces))
                }
            }
        }
        #expect(found > 0)
        // Digits that do not repeat have no period.
        #expect(LottieDigitMotion(digits: [1, 2, 3, 5, 8, 3, 1, 4, 5, 9], first: 0).periods().isEmpty)
    }
}
