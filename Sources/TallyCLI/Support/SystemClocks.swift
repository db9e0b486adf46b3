import Foundation
import TallyCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads this machine's clocks for cooldowns: boot id, time since boot
/// (counting suspend) and the wall clock.
enum SystemClocks {
    static func now() -> CooldownInstant {
        CooldownInstant(bootID: bootID, sinceBoot: read(CLOCK_BOOTTIME), wallClock: read(CLOCK_REALTIME))
    }

    /// Changes at every boot; read once.
    private static let bootID: String = {
        let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
        return text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown-boot"
    }()

    private static func read(_ clock: clockid_t) -> Duration {
        var time = timespec()
        clock_gettime(clock, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
