import TallyCore

/// A timeline's text, exact at every frame, as Lottie layers that share
/// what repeats.
///
/// The frames are cut into stretches in which the text keeps its shape
/// (as many characters, the same ones wherever it is not a digit). In a
/// stretch, a character that never changes is one glyph layer; a digit
/// that changes is a window (a layer masked to one line) onto its place's
/// motion. A place is a digit's position counted from the right (the
/// units of "1,234.56" and of "234.56" are one place), and its motion, one
/// precomposition for the whole document, moves a strip of digit faces
/// (defined once) so that the window shows the place's digit at every
/// frame (``LottieDigitMotion``). A stretch's layers are shown from its
/// first frame to its last (their in and out points), so no keyframe
/// switches anything on or off.
struct LottieTextTrack {
    private let composition: LottieComposition
    /// The strips' asset ids by their number of faces, once written.
    private var strips: [Int: String] = [:]
    /// The widest text, in pixels.
    private(set) var widest = 0.0
    /// Each place's motion asset id and its digit at every frame (-1 where
    /// it has no window).
    private var places: [(id: String, digits: [Int8])] = []

    init(_ composition: LottieComposition) {
        self.composition = composition
    }

    /// A stretch of frames that keep the text's shape.
    private struct Stretch {
        let start: Int
        let characters: [Character]
        /// Indices of the digits.
        let slots: [Int]
        /// Per slot: the frames where its digit changes, and the digit.
        var changes: [[(frame: Int, digit: Int)]]

        init(start: Int, characters: [Character]) {
            self.start = start
            self.characters = characters
            slots = characters.indices.filter { Self.digit(characters[$0]) != nil }
            changes = slots.map { [(start, Self.digit(characters[$0]) ?? 0)] }
        }

        static func digit(_ character: Character) -> Int? {
            guard let ascii = character.asciiValue, (48...57).contains(ascii) else { return nil }
            return Int(ascii - 48)
        }

        /// Records `characters` at `frame` if they keep this stretch's shape.
        mutating func extend(_ text: [Character], at frame: Int) -> Bool {
            guard text.count == characters.count else { return false }
            for index in text.indices where text[index] != characters[index] {
                if Self.digit(text[index]) == nil || Self.digit(characters[index]) == nil { return false }
            }
            for (number, index) in slots.enumerated() {
                let digit = Self.digit(text[index]) ?? 0
                if changes[number][changes[number].count - 1].digit != digit {
                    changes[number].append((frame, digit))
                }
            }
            return true
        }
    }

    /// Adds the layers of `timeline`'s text at every frame, centred
    /// across, its line's top at `top`.
    mutating func add<T: FrameTimeline>(_ timeline: T, top: Double, text: (T.Frame) -> String) {
        var stretch: Stretch?
        for frame in 0...composition.lastFrame {
            let characters = Array(
                text(timeline.frame(at: composition.instant(ofFrame: frame, duration: timeline.duration))))
            if var current = stretch {
                if current.extend(characters, at: frame) {
                    stretch = current
                    continue
                }
                close(current, end: frame, top: top)
            }
            stretch = Stretch(start: frame, characters: characters)
        }
        if let stretch { close(stretch, end: composition.outPoint, top: top) }
        for place in places { writeMotion(id: place.id, digits: place.digits) }
    }

    /// The layers of a stretch that ends before `end`.
    private mutating func close(_ stretch: Stretch, end: Int, top: Double) {
        let composition = composition
        let text = String(stretch.characters)
        let textWidth = composition.width(of: text)
        widest = max(widest, textWidth)
        var offset = 0.0
        var slot = 0
        let line = composition.line
        for (index, character) in stretch.characters.enumerated() {
            defer { offset += composition.glyph(character)?.advance ?? 0 }
            let isSlot = slot < stretch.slots.count && stretch.slots[slot] == index
            if isSlot { slot += 1 }
            guard isSlot, stretch.changes[slot - 1].count > 1, let glyph = composition.glyph(character) else {
                let x = offset
                composition.addLayer { width in
                    composition.glyphLayers(
                        String(character), x: (width - textWidth) / 2 + x, top: top, inPoint: Double(stretch.start),
                        outPoint: Double(end)
                    ).joined(separator: ",")
                }
                continue
            }
            let id = record(stretch.changes[slot - 1], place: stretch.slots.count - slot, end: end)
            let x = offset
            let mask = LottieJSON.fixed(LottieJSON.rectangle(x: 0, y: 0, width: glyph.advance, height: line))
            let box = digitBox
            composition.addLayer { width in
                LottieComposition.precompLayer(
                    asset: id, width: box, height: Int(line.rounded(.up)), inPoint: Double(stretch.start),
                    outPoint: Double(end),
                    transform: LottieJSON.transform(position: LottieJSON.fixed((width - textWidth) / 2 + x, top)),
                    mask: mask)
            }
        }
    }

    /// Records a place's digits from `changes` up to frame `end`; returns
    /// the id of its motion.
    private mutating func record(_ changes: [(frame: Int, digit: Int)], place: Int, end: Int) -> String {
        while places.count <= place {
            places.append((composition.newAssetID("p"), [Int8](repeating: -1, count: composition.outPoint)))
        }
        for (number, change) in changes.enumerated() {
            let until = number + 1 < changes.count ? changes[number + 1].frame : end
            for frame in change.frame..<until { places[place].digits[frame] = Int8(change.digit) }
        }
        return places[place].id
    }

    /// The width of the widest digit's box, whole pixels.
    private var digitBox: Int {
        (0...9).map { composition.glyphBox(composition.glyph(Character(String($0)))?.advance ?? 0) }.max() ?? 1
    }

    /// Writes a place's motion: its strip moved by keyframes, or one
    /// period of them placed again every period, whichever is shorter.
    private mutating func writeMotion(id: String, digits: [Int8]) {
        guard let first = digits.firstIndex(where: { $0 >= 0 }) else { return }
        let last = digits.lastIndex(where: { $0 >= 0 }) ?? first
        let motion = LottieDigitMotion(digits: Array(digits[first...last]), first: first)
        let all = motion.keyframes(in: 0..<motion.digits.count, faces: LottieDigitMotion.faces)
        // Sizes are compared with a stand-in strip id: a strip is written
        // only once a motion that uses it is chosen.
        var shortest = stripLayer(all, strip: "d0").utf8.count
        var chosen: (period: LottieDigitMotion.Period, keyframes: [LottieDigitMotion.Keyframe])?
        // A period pays only where the digit changes often (and looking for
        // one is then quick).
        let changes = zip(motion.digits, motion.digits.dropFirst()).count { $0.1 >= 0 && $0.1 != $0.0 }
        for period in changes * 4 > motion.digits.count ? motion.periods() : [] {
            let faces = LottieDigitMotion.faces - (period.shift == 0 ? 0 : 10)
            let keyframes = motion.keyframes(in: 0..<period.length, faces: faces)
            let size =
                stripLayer(keyframes, strip: "d0").utf8.count
                + copies(of: "q0", period, first: first, count: motion.digits.count).reduce(0) {
                    $0 + $1.utf8.count + 1
                }
            if size < shortest {
                shortest = size
                chosen = (period, keyframes)
            }
        }
        let layers: [String]
        // The ten faces where they do (each face is drawn, seen or not).
        if let chosen {
            let periodID = composition.newAssetID("q")
            let short = chosen.period.shift == 0 && chosen.keyframes.allSatisfy { $0.face < 10 }
            let inner = stripLayer(chosen.keyframes, strip: strip(faces: short ? 10 : LottieDigitMotion.faces))
            composition.addAsset(LottieComposition.precompAsset(id: periodID, layers: [inner]))
            layers = copies(of: periodID, chosen.period, first: first, count: motion.digits.count)
        } else {
            let faces = all.contains { $0.face >= 10 } ? LottieDigitMotion.faces : 10
            layers = [stripLayer(all, strip: strip(faces: faces))]
        }
        composition.addAsset(LottieComposition.precompAsset(id: id, layers: layers))
    }

    /// The layers that show a period's keyframes (asset `id`, made for the
    /// frames from `first`) again every period up to `count` frames, each
    /// `st` a period later than the one before and its strip `shift` faces
    /// further down.
    private func copies(of id: String, _ period: LottieDigitMotion.Period, first: Int, count: Int) -> [String] {
        let times = (count + period.length - 1) / period.length
        return (0..<times).map { time in
            let start = time == 0 ? 0 : first + time * period.length
            let end = time == times - 1 ? composition.outPoint : first + (time + 1) * period.length
            let shift = Double(time * period.shift % 10) * composition.line
            return LottieComposition.precompLayer(
                asset: id, width: digitBox, height: stripHeight(LottieDigitMotion.faces), inPoint: Double(start),
                outPoint: Double(end), transform: LottieJSON.transform(position: LottieJSON.fixed(0, -shift)),
                start: time * period.length)
        }
    }

    /// The strip `strip` moved by `keyframes`: only its y moves (a split
    /// position, `properties/split-position.json`); a linear keyframe runs
    /// straight to the next.
    private func stripLayer(_ keyframes: [LottieDigitMotion.Keyframe], strip: String) -> String {
        let line = composition.line
        let linear = Easing.ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1)
        let written = keyframes.map { keyframe in
            let y = LottieJSON.number(-Double(keyframe.face) * line)
            return keyframe.linear
                ? LottieJSON.eased(Double(keyframe.frame), y, linear) : LottieJSON.hold(Double(keyframe.frame), y)
        }
        let position = "{\"s\":true,\"x\":\(LottieJSON.fixed("0")),\"y\":\(LottieJSON.animated(written))}"
        return LottieComposition.precompLayer(
            index: 1, asset: strip, width: digitBox, height: stripHeight(LottieDigitMotion.faces), inPoint: 0,
            outPoint: Double(composition.outPoint), transform: LottieJSON.transform(position: position))
    }

    /// The height of a strip of `faces` faces, whole pixels.
    private func stripHeight(_ faces: Int) -> Int {
        Int((composition.line * Double(faces)).rounded(.up))
    }

    /// The strip of `faces` digit faces (ten, or a multiple of ten), face
    /// n at n lines down showing digit n % 10: written the first time it
    /// is needed, the longer ones as the ten-face strip placed again.
    private mutating func strip(faces: Int) -> String {
        if let known = strips[faces] { return known }
        let composition = composition
        let layers: [String]
        if faces == 10 {
            layers = (0...9).flatMap { digit in
                composition.glyphLayers(
                    String(digit), x: 0, top: Double(digit) * composition.line, inPoint: 0,
                    outPoint: Double(composition.outPoint))
            }
        } else {
            let ten = strip(faces: 10)
            layers = stride(from: 0, to: faces, by: 10).map { face in
                LottieComposition.precompLayer(
                    asset: ten, width: digitBox, height: stripHeight(10), inPoint: 0,
                    outPoint: Double(composition.outPoint),
                    transform: LottieJSON.transform(position: LottieJSON.fixed(0, Double(face) * composition.line)))
            }
        }
        let id = composition.newAssetID(faces == 10 ? "d" : "l")
        composition.addAsset(LottieComposition.precompAsset(id: id, layers: layers))
        strips[faces] = id
        return id
    }
}
