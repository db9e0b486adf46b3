/// When a cooldown ends, kept by both clocks so that it survives sleep,
/// relaunch and reboot, and a wall-clock change cannot stretch it.
///
/// ```swift
/// let deadline = CooldownDeadline(startingAt: now, duration: .seconds(60))
/// deadline.remaining(at: now)  // 60 seconds
/// ```
public struct CooldownDeadline: Sendable, Hashable, Codable {
    /// The boot it was set in.
    public var bootID: String
    /// Its end by the time since that boot, in nanoseconds.
    public var bootDeadlineNanoseconds: Int64
    /// Its end by the wall clock, in nanoseconds since 1970.
    public var wallDeadlineNanoseconds: Int64
    /// Its length, in nanoseconds: it never lasts longer.
    public var durationNanoseconds: Int64

    /// A cooldown of `duration` from `now`. Values no clock can give are
    /// brought within range: a length within (0, a year], time since boot
    /// within a century, the wall clock within 1970...2200.
    ///
    /// ```swift
    /// let deadline = CooldownDeadline(startingAt: .now(), duration: .seconds(60))
    /// ```
    public init(startingAt now: CooldownInstant, duration: Duration) {
        bootID = now.bootID
        let length = min(max(Self.nanoseconds(duration), 1), Self.longest)
        bootDeadlineNanoseconds = min(max(Self.nanoseconds(now.sinceBoot), 0), Self.century) + length
        wallDeadlineNanoseconds = min(max(Self.nanoseconds(now.wallClock), 0), Self.lastWallClock - length) + length
        durationNanoseconds = length
    }

    /// A year: the longest cooldown.
    static let longest: Int64 = 31_536_000_000_000_000
    /// A century of uptime.
    static let century: Int64 = 3_155_760_000_000_000_000
    /// 2200-01-01 by the wall clock.
    static let lastWallClock: Int64 = 7_258_118_400_000_000_000

    private enum CodingKeys: String, CodingKey {
        case bootID, bootDeadlineNanoseconds, wallDeadlineNanoseconds, durationNanoseconds
    }

    /// Reads a deadline, refusing values no clock reading can give: a length
    /// not in (0, a year], deadlines before their length or beyond any boot or
    /// wall clock (a store edited by hand or damaged), which would show
    /// nonsense or cool for ever.
    ///
    /// ```swift
    /// let deadline = try JSONDecoder().decode(CooldownDeadline.self, from: data)
    /// ```
    ///
    /// - Throws: `DecodingError` for missing fields or a length out of range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bootID = try container.decode(String.self, forKey: .bootID)
        bootDeadlineNanoseconds = try container.decode(Int64.self, forKey: .bootDeadlineNanoseconds)
        wallDeadlineNanoseconds = try container.decode(Int64.self, forKey: .wallDeadlineNanoseconds)
        durationNanoseconds = try container.decode(Int64.self, forKey: .durationNanoseconds)
        guard (1...Self.longest).contains(durationNanoseconds) else {
            throw DecodingError.dataCorruptedError(
                forKey: .durationNanoseconds, in: container, debugDescription: "a cooldown lasts at most a year")
        }
        // Both deadlines lie a duration after a reading of their clock: time
        // since boot under a century, the wall clock between 1970 and 2200.
        guard
            (durationNanoseconds...(durationNanoseconds + 3_155_760_000_000_000_000)).contains(bootDeadlineNanoseconds)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .bootDeadlineNanoseconds, in: container, debugDescription: "not a time since boot")
        }
        guard (durationNanoseconds...Self.lastWallClock).contains(wallDeadlineNanoseconds) else {
            throw DecodingError.dataCorruptedError(
                forKey: .wallDeadlineNanoseconds, in: container, debugDescription: "not a wall-clock time")
        }
    }

    /// Time left at `now`: by the boot clock in the same boot (the wall
    /// clock is ignored there), by the wall clock after a reboot; never
    /// below zero nor above the duration.
    public func remaining(at now: CooldownInstant) -> Duration {
        let left: Int64
        if now.bootID == bootID {
            left = bootDeadlineNanoseconds &- Self.nanoseconds(now.sinceBoot)
        } else {
            left = wallDeadlineNanoseconds &- Self.nanoseconds(now.wallClock)
        }
        return .nanoseconds(max(min(left, durationNanoseconds), 0))
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }
}
