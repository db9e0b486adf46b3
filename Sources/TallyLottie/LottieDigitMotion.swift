/// How a strip of digit faces moves so that a window onto it shows one
/// place's digit at every frame, in few keyframes.
///
/// The strip holds the ten digits again and again (face `n` is digit
/// `n % 10`), so a position only has to agree with the digit modulo ten.
/// Three forms, the shortest chosen:
/// - a hold keyframe at each frame where the digit changes;
/// - a linear keyframe across a run of frames where the digit steps by the
///   same amount at each frame (a count's units advancing by two a frame):
///   players evaluate a frame at its whole frame number, where a linear
///   keyframe lands exactly on a face;
/// - when the digits repeat every `length` frames, shifted by `shift`
///   (a linear count's hundredths), one period of keyframes in a
///   precomposition, placed again with a layer start time (`st`) a period
///   later and the strip moved down by the shift: one layer a period instead
///   of a keyframe a frame. A layer's start time is portable; time remapping
///   is not.
struct LottieDigitMotion {
    /// One keyframe: from `frame`, the strip's face `face` is in the window;
    /// a linear keyframe moves on evenly to the next keyframe's face.
    struct Keyframe: Equatable {
        let frame: Int
        let face: Int
        let linear: Bool
    }

    /// Digits repeating every `length` frames, `shift` more (modulo ten)
    /// each time.
    struct Period: Equatable {
        let length: Int
        let shift: Int
    }

    /// The digit at each frame from `first`, or -1 where any digit may
    /// show (the place has no window then).
    let digits: [Int8]
    /// The frame of `digits[0]`.
    let first: Int
    /// How many faces the strip has (a multiple of ten).
    static let faces = 40
    /// The fewest frames a linear run covers: a linear keyframe is about
    /// as long as three holds.
    static let shortestRun = 3
    /// The longest period looked for, in frames.
    static let longestPeriod = 1000

    /// The keyframes for frames `range` (indices into ``digits``), on a
    /// strip of `faces` faces: a linear run where the digit steps evenly
    /// for at least ``shortestRun`` frames and the strip is long enough,
    /// else a hold where it changes.
    func keyframes(in range: Range<Int>, faces: Int) -> [Keyframe] {
        var result: [Keyframe] = []
        guard var index = range.first(where: { digits[$0] >= 0 }) else { return result }
        var face = Int(digits[index])
        while true {
            let step =
                index + 1 < range.upperBound && digits[index + 1] >= 0
                ? (Int(digits[index + 1]) - Int(digits[index]) + 10) % 10 : 0
            if step > 0 {
                var end = index
                while end + 1 < range.upperBound, digits[end + 1] >= 0,
                    (Int(digits[end + 1]) - Int(digits[end]) + 10) % 10 == step,
                    face + step * (end + 1 - index) < faces
                {
                    end += 1
                }
                if end - index >= Self.shortestRun {
                    result.append(Keyframe(frame: first + index, face: face, linear: true))
                    face += step * (end - index)
                    index = end
                    continue
                }
            }
            result.append(Keyframe(frame: first + index, face: face, linear: false))
            let digit = digits[index]
            guard let next = (index + 1..<range.upperBound).first(where: { digits[$0] >= 0 && digits[$0] != digit })
            else { break }
            index = next
            face = Int(digits[next])
        }
        return result
    }

    /// The periods the digits have, shortest first: the shortest one found
    /// (up to ``longestPeriod`` frames and half the frames), then its
    /// multiples, at most 16 in all.
    func periods() -> [Period] {
        let count = digits.count
        var found: [Period] = []
        var length = 1
        while length <= min(Self.longestPeriod, count / 2), found.count < 16 {
            defer { length = found.isEmpty ? length + 1 : length + found[0].length }
            if let shift = shift(over: length) { found.append(Period(length: length, shift: shift)) }
        }
        return found
    }

    /// The shift by which the digits repeat `length` frames later, if they do.
    private func shift(over length: Int) -> Int? {
        var shift: Int?
        for index in 0..<(digits.count - length) {
            let (now, later) = (digits[index], digits[index + length])
            guard now >= 0, later >= 0 else { continue }
            let step = (Int(later) - Int(now) + 10) % 10
            if shift == nil { shift = step }
            if shift != step { return nil }
        }
        return shift
    }
}
