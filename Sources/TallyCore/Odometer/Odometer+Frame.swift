extension Odometer {
    /// A column being computed: what is public, and where it is.
    struct ColumnState {
        var column: OdometerColumn
        var state: SlotState
    }

    /// Faces per second a person can still read; faster columns blur.
    static let readableSpeed = 15.0

    func frame(of leg: Leg, at elapsed: Duration) -> OdometerFrame {
        OdometerFrame(columns: columns(of: leg, at: elapsed).map(\.1.column).filter { $0.width > 0 })
    }

    /// Every slot of `leg` at `elapsed`, with its continuous position.
    func columns(of leg: Leg, at elapsed: Duration) -> [(OdometerSlot, ColumnState)] {
        switch leg.motion {
        case .tracks(let digits, let others, let fade):
            return leg.slots.map { slot in
                (slot, trackColumn(slot, digits: digits, others: others, fade: fade, at: elapsed))
            }
        case .carry(let counter, let lowestPlace):
            return carryColumns(leg, counter: counter, lowestPlace: lowestPlace, at: elapsed)
        }
    }

    private func face(_ digit: Int) -> String {
        symbols.digits[((digit % 10) + 10) % 10]
    }

    private func blur(speed: Double) -> Double {
        min(max((abs(speed) - Self.readableSpeed) / (2 * Self.readableSpeed), 0), 1)
    }

    private func trackColumn(
        _ slot: OdometerSlot, digits: [OdometerSlot: OdometerTrack], others: [OdometerSlot: OdometerTrack], fade: Bool,
        at elapsed: Duration
    ) -> ColumnState {
        let easing = options.easing
        guard let track = digits[slot] else {
            let width = others[slot]?.width(at: elapsed, easing: easing) ?? 0
            var text: String
            switch slot {
            case .sign: text = symbols.minus
            case .decimalMark: text = symbols.decimalMark
            case .separator(let place):
                text = symbols.groupSeparator
                if options.padding == .space, let digit = digits[.digit(place)], isPadding(digit, at: elapsed) {
                    text = " "
                }
            case .digit: text = ""
            }
            let column = OdometerColumn(
                role: slot.role, faces: [text], offset: 0, direction: .up, opacity: width, width: width, blur: 0)
            return ColumnState(column: column, state: SlotState(position: 0, width: width))
        }
        let width = track.width(at: elapsed, easing: easing)
        let position = track.position(at: elapsed, easing: easing)
        let padded = options.padding == .space && isPadding(track, at: elapsed)
        let show: (Int) -> String = { digit in padded && digit == 0 ? " " : self.face(digit) }
        var column = OdometerColumn(
            role: slot.role, faces: [], offset: 0, direction: .up, opacity: width, width: width, blur: 0)
        var state = SlotState(position: position, width: width)
        if fade, let strip = track.strip {
            let u = min(max(easing(track.progress(at: elapsed)), 0), 1)
            column.faces = strip[0] == strip[1] ? [show(strip[0])] : [show(strip[0]), show(strip[1])]
            column.offset = column.faces.count > 1 ? min(u, 0.999_999) : 0
            state.position = Double(u < 0.5 ? strip[0] : strip[1])
        } else {
            let direction: RollDirection
            if track.strip != nil {
                direction = options.direction == .up ? .up : .down
                state.position = Double(track.digit(atFace: Int(position.rounded())))
            } else {
                direction = track.direction(at: elapsed)
            }
            let low = position.rounded(.down)
            let fraction = position - low
            if fraction < 1e-9 {
                column.faces = [show(track.digit(atFace: Int(low)))]
            } else if direction == .up || track.strip != nil {
                column.faces = [show(track.digit(atFace: Int(low))), show(track.digit(atFace: Int(low) + 1))]
                column.offset = fraction
            } else {
                column.faces = [show(track.digit(atFace: Int(low) + 1)), show(track.digit(atFace: Int(low)))]
                column.offset = 1 - fraction
            }
            column.direction = direction
            let step = Duration.milliseconds(1)
            let speed =
                (track.position(at: elapsed + step, easing: easing) - track.position(at: elapsed - step, easing: easing))
                / 0.002
            column.blur = blur(speed: speed)
        }
        return ColumnState(column: column, state: state)
    }

    private func isPadding(_ track: OdometerTrack, at elapsed: Duration) -> Bool {
        track.progress(at: elapsed) < 0.5 ? track.paddingAtStart : track.paddingAtEnd
    }

    /// Carry mode: one exact value drives every column like a real odometer.
    private func carryColumns(_ leg: Leg, counter: Counter, lowestPlace: Int, at elapsed: Duration)
        -> [(OdometerSlot, ColumnState)]
    {
        let value = counter.value(at: elapsed)
        let negative = value.isNegative
        let units =
            Double(value.significand.magnitude)
            / FixedDecimal.doublePowerOfTen(max(value.scale + lowestPlace, 0))
        let speed = counter.velocity(at: elapsed) * FixedDecimal.doublePowerOfTen(-lowestPlace)
        let growing = (speed >= 0) != negative
        let direction: RollDirection = growing ? .up : .down
        let top =
            leg.slots.compactMap { slot -> Int? in
                if case .digit(let place) = slot { return place } else { return nil }
            }.max() ?? 0
        // Positions from the lowest place up: a column moves only while the
        // one below it passes from 9 to 0.
        var positions: [Int: Double] = [:]
        var offset = units - units.rounded(.down)
        var scale = 1.0
        for place in lowestPlace...max(top, lowestPlace) {
            let whole = (units / scale).rounded(.down)
            if place > lowestPlace {
                let below = ((units / (scale / 10)).rounded(.down)).truncatingRemainder(dividingBy: 10)
                offset = below == 9 ? offset : 0
            }
            positions[place] = whole + offset
            scale *= 10
        }
        let rounded = units.rounded()
        let shownIntegerDigits = max(
            String(Int64(min(rounded / FixedDecimal.doublePowerOfTen(-lowestPlace), 9e18).rounded(.down))).count,
            options.minimumLength)
        let groups = symbols.groups(integerDigits: shownIntegerDigits)
        var widths: [Int: Double] = [:]
        var result: [(OdometerSlot, ColumnState)] = []
        for slot in leg.slots {
            var column = OdometerColumn(
                role: slot.role, faces: [], offset: 0, direction: direction, opacity: 1, width: 1, blur: 0)
            var state = SlotState(position: 0, width: 1)
            switch slot {
            case .digit(let place):
                let position = positions[place] ?? 0
                let width = place >= 1 && place >= options.minimumLength ? min(max(position, 0), 1) : 1
                widths[place] = width
                let padded = options.padding == .space && place >= 1 && position < 1
                let show: (Int) -> String = { digit in padded && digit == 0 ? " " : self.face(digit) }
                let low = position.rounded(.down)
                let fraction = position - low
                if fraction < 1e-9 {
                    column.faces = [show(Int(low.truncatingRemainder(dividingBy: 10)))]
                } else if growing {
                    column.faces = [show(Int(low.truncatingRemainder(dividingBy: 10))), show(Int(low + 1) % 10)]
                    column.offset = fraction
                } else {
                    column.faces = [show(Int(low + 1) % 10), show(Int(low.truncatingRemainder(dividingBy: 10)))]
                    column.offset = 1 - fraction
                }
                column.width = width
                column.opacity = width
                column.blur = blur(speed: speed / FixedDecimal.doublePowerOfTen(place - lowestPlace))
                state = SlotState(position: position, width: width)
            case .separator(let place):
                let width = groups ? (widths[place] ?? 0) : 0
                column.faces = [options.padding == .space && (positions[place] ?? 0) < 1 ? " " : symbols.groupSeparator]
                column.width = width
                column.opacity = width
                state.width = width
            case .sign:
                let width: Double = negative && rounded >= 1 ? 1 : 0
                column.faces = [symbols.minus]
                column.width = width
                column.opacity = width
                state.width = width
            case .decimalMark:
                column.faces = [symbols.decimalMark]
            }
            result.append((slot, ColumnState(column: column, state: state)))
        }
        return result
    }
}
