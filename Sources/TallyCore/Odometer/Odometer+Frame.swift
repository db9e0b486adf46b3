extension Odometer {
    /// A column being computed: what is public, and where it is.
    struct ColumnState {
        var column: OdometerColumn
        var state: SlotState
    }

    /// Faces per second a person can still read; faster columns blur.
    static let readableSpeed = 15.0

    /// Fills `columns` with the columns of `leg` at `elapsed`, keeping the
    /// array's room: a caller that keeps its frame allocates nothing.
    func fill(_ columns: inout [OdometerColumn], of leg: Leg, at elapsed: Duration) {
        switch leg.motion {
        case .tracks(let set):
            fill(&columns, set, at: elapsed)
        case .carry:
            columns.removeAll(keepingCapacity: true)
            for (_, state) in self.columns(of: leg, at: elapsed) where state.column.width > 0 {
                columns.append(state.column)
            }
        }
    }

    /// Fills `columns` with the columns of a leg moving along `set`'s
    /// tracks, written over the columns already there (one check that the
    /// array is not shared, where appending checked once a column); the
    /// array's room is kept. A digit column whose track has ended is copied
    /// from the set's resting columns. The set's arrays are read in place.
    func fill(_ columns: inout [OdometerColumn], _ set: LegTracks, at elapsed: Duration) {
        let t = elapsed.inSeconds
        let count = set.tracks.count
        if columns.count < count {
            let blank = OdometerColumn(
                id: OdometerColumn.ID(.sign), faces: OdometerColumn.Faces(.space), offset: 0, direction: .up,
                opacity: 0, width: 0, blur: 0)
            columns.append(contentsOf: repeatElement(blank, count: count - columns.count))
        }
        let spaced = options.padding == .space
        let shown = columns.withUnsafeMutableBufferPointer { room in
            var shown = 0
            for index in 0..<count {
                // Written in place, then kept if it takes room.
                if t >= set.tracks[index].end && set.slots[index].isDigit {
                    room[shown] = set.resting[index]
                } else if set.slots[index].isDigit && set.tracks[index].rollsOnDigits {
                    rollingColumn(
                        &room[shown], set.tracks[index], slot: set.slots[index], at: t, spaced: spaced)
                } else {
                    room[shown] =
                        trackColumn(
                            index, slots: set.slots, tracks: set.tracks, partners: set.partners, fade: set.fade,
                            words: set.words, at: t
                        ).column
                }
                if room[shown].width > 0 { shown += 1 }
            }
            return shown
        }
        columns.removeLast(columns.count - shown)
        if set.guardsZero, hideMinusOnZero(&columns, set) { columns.removeAll { $0.width == 0 } }
    }

    /// Shows no minus on a reading whose digits all read 0: where staggered
    /// columns pass 0 together for less time than the sign's turn was
    /// placed by, the minus (a sign column, or negative words such as "-$"
    /// or "(") gives way to zero's own text for that moment.
    /// Returns whether it hid a sign column (its width then 0).
    @discardableResult
    private func hideMinusOnZero(_ columns: inout [OdometerColumn], _ set: LegTracks) -> Bool {
        let zero = symbols.digitFaces[0]
        for column in columns where column.isShown && column.id.slot.isDigit {
            guard column.readingFace == zero || column.readingFace == .space else { return false }
        }
        var hid = false
        for index in columns.indices where columns[index].role == .sign && columns[index].width > 0 {
            (columns[index].width, columns[index].opacity, hid) = (0, 0, true)
        }
        guard let words = set.words else { return hid }
        for slot in [OdometerSlot.prefix, .suffix] {
            guard let index = columns.firstIndex(where: { $0.id.slot == slot }) else { continue }
            let face = columns[index].readingFace
            if (words.from.isNegative && words.from.text(of: slot) == face)
                || (words.to.isNegative && words.to.text(of: slot) == face)
            {
                columns[index].faces = OdometerColumn.Faces(words.zero.text(of: slot))
                columns[index].offset = 0
            }
        }
        return hid
    }

    /// Every slot of `leg` at `elapsed`, with its continuous position.
    func columns(of leg: Leg, at elapsed: Duration) -> [(OdometerSlot, ColumnState)] {
        switch leg.motion {
        case .tracks(let set):
            let (tracks, partners, fade) = (set.tracks, set.partners, set.fade)
            let t = elapsed.inSeconds
            var states = tracks.indices.map { index in
                trackColumn(
                    index, slots: leg.slots, tracks: tracks, partners: partners, fade: fade, words: set.words, at: t)
            }
            if set.guardsZero {
                var columns = states.map(\.column)
                hideMinusOnZero(&columns, set)
                for index in states.indices {
                    states[index].column = columns[index]
                    states[index].state.width = min(states[index].state.width, columns[index].width)
                }
            }
            return Array(zip(leg.slots, states))
        case .carry(let counter, let lowestPlace):
            return carryColumns(leg, counter: counter, lowestPlace: lowestPlace, at: elapsed)
        }
    }

    /// Column `index` of a leg once its track has ended: at every instant
    /// from the track's end on, its progress (and a millisecond later's,
    /// for the blur) is 1, so the column is the same.
    func restingColumn(
        _ index: Int, slots: [OdometerSlot], tracks: [OdometerTrack], partners: [Int], fade: Bool,
        words: OdometerWords.Turn?
    ) -> OdometerColumn {
        trackColumn(
            index, slots: slots, tracks: tracks, partners: partners, fade: fade, words: words, at: tracks[index].end
        ).column
    }

    private func face(_ digit: Int) -> FaceText {
        symbols.digitFaces[((digit % 10) + 10) % 10]
    }

    /// A digit's face, or a space for a zero in a space-padded position.
    private func face(padded: Bool, _ digit: Int) -> FaceText {
        padded && digit % 10 == 0 ? .space : face(digit)
    }

    /// ``face(padded:_:)`` for a digit known to be 0...9: no remainders.
    private func face(padded: Bool, digit: Int) -> FaceText {
        padded && digit == 0 ? .space : symbols.digitFaces[digit]
    }

    private func blur(speed: Double) -> Double {
        min(max((abs(speed) - Self.readableSpeed) / (2 * Self.readableSpeed), 0), 1)
    }

    @inline(__always)
    private func trackColumn(
        _ index: Int, slots: [OdometerSlot], tracks: [OdometerTrack], partners: [Int], fade: Bool,
        words: OdometerWords.Turn?, at elapsed: Double
    ) -> ColumnState {
        let slot = slots[index]
        let track = tracks[index]
        if slot.isWords, let words {
            return wordsColumn(slot, track, words, at: elapsed)
        }
        guard case .digit = slot else {
            let width = track.width(at: elapsed, easing: preparedEasing)
            var text: FaceText
            switch slot {
            case .sign: text = symbols.minusFace
            case .decimalMark: text = symbols.decimalMarkFace
            case .groupSeparator:
                text = symbols.groupSeparatorFace
                if options.padding == .space, partners[index] >= 0,
                    isPadding(tracks[partners[index]], atProgress: tracks[partners[index]].progress(at: elapsed))
                {
                    text = .space
                }
            case .digit, .prefix, .suffix: text = .space
            }
            let column = OdometerColumn(
                id: OdometerColumn.ID(slot), faces: OdometerColumn.Faces(text), offset: 0, direction: .up,
                opacity: width,
                width: width, blur: 0)
            return ColumnState(column: column, state: SlotState(position: 0, width: width))
        }
        let progress = track.progress(at: elapsed)
        let (position, width) = track.placement(atProgress: progress, easing: preparedEasing)
        let padded = options.padding == .space && isPadding(track, atProgress: progress)
        var column = OdometerColumn(
            id: OdometerColumn.ID(slot), faces: OdometerColumn.Faces(.space), offset: 0, direction: .up, opacity: width,
            width: width,
            blur: 0)
        var state = SlotState(position: position, width: width)
        if fade, case .fade(let from, let to) = track.strip {
            let u = min(max(preparedEasing(progress), 0), 1)
            column.faces =
                from == to
                ? OdometerColumn.Faces(face(padded: padded, from))
                : OdometerColumn.Faces(face(padded: padded, from), face(padded: padded, to))
            column.offset = column.faces.count > 1 ? min(u, 0.999_999) : 0
            state.position = Double(u < 0.5 ? from : to)
        } else {
            let direction: RollDirection
            let onStrip: Bool
            if case .digits = track.strip {
                onStrip = false
                direction = track.direction(atProgress: progress)
            } else {
                onStrip = true
                direction = options.direction == .up ? .up : .down
                state.position = Double(track.digit(atFace: Int(position.rounded())))
            }
            let (low, lowFace) = Self.floor(position)
            let fraction = position - low
            let (digit, next) = track.digits(atFace: lowFace)
            if fraction < 1e-9 {
                column.faces = OdometerColumn.Faces(face(padded: padded, digit: digit))
            } else if direction == .up || onStrip {
                column.faces = OdometerColumn.Faces(
                    face(padded: padded, digit: digit), face(padded: padded, digit: next))
                column.offset = fraction
            } else {
                column.faces = OdometerColumn.Faces(
                    face(padded: padded, digit: next), face(padded: padded, digit: digit))
                column.offset = 1 - fraction
            }
            column.direction = direction
            // Speed, from one more position a millisecond on; only columns
            // that move fast on average can pass the readable speed.
            let span = abs(track.endPosition - track.startPosition) + abs((track.midPosition ?? 0) * 2)
            if span * steepestSlope * 1.1 > Self.readableSpeed * (track.end - track.start) {
                column.blur = blur(
                    speed: (track.position(at: elapsed + 0.001, easing: preparedEasing) - position) / 0.001)
            }
        }
        return ColumnState(column: column, state: state)
    }

    /// A prefix or suffix column: its text turning from `from`'s to `to`'s
    /// as the track's eased progress goes from 0 to 1, rolling (or, with
    /// reduced motion, cross-fading) as the digits do.
    private func wordsColumn(
        _ slot: OdometerSlot, _ track: OdometerTrack, _ turn: OdometerWords.Turn, at elapsed: Double
    )
        -> ColumnState
    {
        let (from, to, up) = (turn.from, turn.to, turn.up)
        let progress = track.progress(at: elapsed)
        let width = track.width(atProgress: progress, easing: preparedEasing)
        let (first, second) = (from.text(of: slot), to.text(of: slot))
        var column = OdometerColumn(
            id: OdometerColumn.ID(slot), faces: OdometerColumn.Faces(progress >= 1 ? second : first), offset: 0,
            direction: up ? .up : .down, opacity: width, width: width, blur: 0)
        // Both word columns of a leg turn at the same eased half-way, so
        // they never read words of two numbers.
        var turned = progress >= 1
        if progress > 0, progress < 1 {
            let u = min(max(preparedEasing(progress), 0), 0.999_999)
            turned = u >= 0.5
            if first != second {
                column.faces = OdometerColumn.Faces(first, second)
                column.offset = u
            }
        }
        return ColumnState(column: column, state: SlotState(position: 0, width: width, words: turned ? to : from))
    }

    /// Writes into `column` what ``trackColumn(_:slots:tracks:partners:fade:words:at:)``
    /// makes of a digit column rolling along the digits without a stop at
    /// zero (most columns of most rolls), with the padding looked up once a
    /// frame: the same column, in fewer steps.
    @inline(__always)
    private func rollingColumn(
        _ column: inout OdometerColumn, _ track: OdometerTrack, slot: OdometerSlot, at t: Double, spaced: Bool
    ) {
        let distance = track.endPosition - track.startPosition
        let progress = track.progress(at: t)
        // As placement(atProgress:easing:) has it without a stop at zero.
        let resizes = track.startWidth != track.endWidth
        let eased = resizes || track.startPosition != track.endPosition ? preparedEasing(progress) : 0
        let width =
            resizes ? track.startWidth + (track.endWidth - track.startWidth) * min(max(eased, 0), 1) : track.endWidth
        let position = track.startPosition + distance * eased
        let padded = spaced && (progress < 0.5 ? track.paddingAtStart : track.paddingAtEnd)
        let up = track.endPosition >= track.startPosition
        column = OdometerColumn(
            id: OdometerColumn.ID(slot), faces: OdometerColumn.Faces(.space), offset: 0, direction: up ? .up : .down,
            opacity: width, width: width, blur: 0)
        let (low, lowFace) = Self.floor(position)
        let fraction = position - low
        // lowFace mod 10, with one remainder.
        let remainder = lowFace % 10
        let digit = remainder < 0 ? remainder + 10 : remainder
        let next = digit == 9 ? 0 : digit + 1
        if fraction < 1e-9 {
            column.faces = OdometerColumn.Faces(face(padded: padded, digit: digit))
        } else if up {
            column.faces = OdometerColumn.Faces(face(padded: padded, digit: digit), face(padded: padded, digit: next))
            column.offset = fraction
        } else {
            column.faces = OdometerColumn.Faces(face(padded: padded, digit: next), face(padded: padded, digit: digit))
            column.offset = 1 - fraction
        }
        // Speed, from one more position a millisecond on, for a column that
        // can pass the readable speed (the span is the distance: no stop).
        if abs(distance) * steepestSlope * 1.1 > Self.readableSpeed * (track.end - track.start) {
            let later = track.startPosition + distance * preparedEasing(track.progress(at: t + 0.001))
            column.blur = blur(speed: (later - position) / 0.001)
        }
    }

    /// `x` rounded down, as a `Double` and an `Int`, without a call to the
    /// C library's `floor`; it traps where converting `floor(x)` to an
    /// `Int` would.
    @inline(__always)
    private static func floor(_ x: Double) -> (Double, Int) {
        let whole = Int(x)
        return Double(whole) > x ? (Double(whole - 1), whole - 1) : (Double(whole), whole)
    }

    /// Whether `track`'s column shows padding at `progress`: its start's
    /// until half-way, then its end's.
    private func isPadding(_ track: OdometerTrack, atProgress progress: Double) -> Bool {
        progress < 0.5 ? track.paddingAtStart : track.paddingAtEnd
    }

    /// Carry mode: one exact value drives every column like a real odometer.
    private func carryColumns(_ leg: Leg, counter: Counter, lowestPlace: Int, at elapsed: Duration)
        -> [(OdometerSlot, ColumnState)]
    {
        let value = counter.value(at: elapsed)
        let negative = value.isNegative
        // The value in units of the lowest place, exactly: whole units as an
        // integer, the fraction of the next one as a Double (a Double for
        // the whole lost digits past the 16th: 123456789012345678 read
        // ...345,680).
        let magnitude = value.significand.magnitude
        let unitSize = UInt128(FixedDecimal.powerOfTen(max(value.scale + lowestPlace, 0)))
        let wholeUnits = magnitude / unitSize
        let fractionOfUnit = Double(magnitude % unitSize) / Double(unitSize)
        let units = Double(wholeUnits) + fractionOfUnit
        let speed = counter.velocity(at: elapsed) * FixedDecimal.doublePowerOfTen(-lowestPlace)
        let growing = (speed >= 0) != negative
        let direction: RollDirection = growing ? .up : .down
        let top =
            leg.slots.compactMap { slot -> Int? in
                if case .digit(let place) = slot { return place } else { return nil }
            }.max() ?? 0
        // Positions from the lowest place up: a column moves only while the
        // one below it passes from 9 to 0.
        // A column's position is its digit plus how far it has rolled
        // towards the next, and 10 more when higher places are not all 0:
        // its face is the position modulo 10, and it is shown from 1 on.
        var positions: [Int: Double] = [:]
        var offset = fractionOfUnit
        var atPlace = wholeUnits
        for place in lowestPlace...max(top, lowestPlace) {
            if place > lowestPlace {
                let below = atPlace % 10
                atPlace /= 10
                offset = below == 9 ? offset : 0
            }
            positions[place] = Double(atPlace % 10) + (atPlace >= 10 ? 10 : 0) + offset
        }
        let rounded = units.rounded()
        let integerPart =
            (wholeUnits + (fractionOfUnit >= 0.5 ? 1 : 0)) / UInt128(FixedDecimal.powerOfTen(-lowestPlace))
        let shownIntegerDigits = max(String(integerPart).count, options.minimumLength)
        let groups = symbols.groups(integerDigits: shownIntegerDigits)
        var widths: [Int: Double] = [:]
        var result: [(OdometerSlot, ColumnState)] = []
        for slot in leg.slots {
            var column = OdometerColumn(
                id: OdometerColumn.ID(slot), faces: OdometerColumn.Faces(.space), offset: 0, direction: direction,
                opacity: 1,
                width: 1, blur: 0)
            var state = SlotState(position: 0, width: 1)
            switch slot {
            case .digit(let place):
                let position = positions[place] ?? 0
                let width = place >= 1 && place >= options.minimumLength ? min(max(position, 0), 1) : 1
                widths[place] = width
                let padded = options.padding == .space && place >= 1 && position < 1
                let low = position.rounded(.down)
                let fraction = position - low
                if fraction < 1e-9 {
                    column.faces = OdometerColumn.Faces(
                        face(padded: padded, Int(low.truncatingRemainder(dividingBy: 10))))
                } else if growing {
                    column.faces = OdometerColumn.Faces(
                        face(padded: padded, Int(low.truncatingRemainder(dividingBy: 10))),
                        face(padded: padded, Int(low + 1) % 10))
                    column.offset = fraction
                } else {
                    column.faces = OdometerColumn.Faces(
                        face(padded: padded, Int(low + 1) % 10),
                        face(padded: padded, Int(low.truncatingRemainder(dividingBy: 10))))
                    column.offset = 1 - fraction
                }
                column.width = width
                column.opacity = width
                column.blur = blur(speed: speed / FixedDecimal.doublePowerOfTen(place - lowestPlace))
                state = SlotState(position: position, width: width)
            case .groupSeparator(let place):
                let width = groups ? (widths[place] ?? 0) : 0
                column.faces = OdometerColumn.Faces(
                    options.padding == .space && (positions[place] ?? 0) < 1 ? .space : symbols.groupSeparatorFace)
                column.width = width
                column.opacity = width
                state.width = width
            case .sign:
                let width: Double = negative && rounded >= 1 ? 1 : 0
                column.faces = OdometerColumn.Faces(symbols.minusFace)
                column.width = width
                column.opacity = width
                state.width = width
            case .decimalMark:
                column.faces = OdometerColumn.Faces(symbols.decimalMarkFace)
            case .prefix, .suffix:
                // Carry mode takes formats without words (validate(_:)).
                column.width = 0
                column.opacity = 0
                state.width = 0
            }
            result.append((slot, ColumnState(column: column, state: state)))
        }
        return result
    }
}
