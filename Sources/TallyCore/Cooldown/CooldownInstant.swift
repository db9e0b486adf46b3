/// A reading of the machine's clocks: which boot it is, time since that boot
/// (counting sleep), and the wall clock. A cooldown keeps both kinds of
/// deadline, so that changing the wall clock changes nothing while the
/// machine has not rebooted.
///
/// ```swift
/// let now = CooldownInstant(bootID: "9b1c…", sinceBoot: .seconds(3600), wallClock: .seconds(1_795_000_000))
/// ```
public struct CooldownInstant: Sendable, Hashable {
    /// Changes at every boot (Linux: /proc/sys/kernel/random/boot_id).
    public var bootID: String
    /// Time since boot, counting sleep (Linux: CLOCK_BOOTTIME).
    public var sinceBoot: Duration
    /// Time since 1970 by the wall clock, which a person can change.
    public var wallClock: Duration

    /// A reading.
    public init(bootID: String, sinceBoot: Duration, wallClock: Duration) {
        self.bootID = bootID
        self.sinceBoot = sinceBoot
        self.wallClock = wallClock
    }
}
