import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CooldownInstant {
    /// Reads this device's clocks: which boot this is, the time since boot
    /// (counting sleep) and the wall clock.
    ///
    /// On Linux: `/proc/sys/kernel/random/boot_id`, `CLOCK_BOOTTIME` and
    /// `CLOCK_REALTIME`. On Apple platforms: the `kern.bootsessionuuid`
    /// sysctl, `CLOCK_MONOTONIC` (which there keeps counting while the
    /// device sleeps) and `CLOCK_REALTIME`. The boot identity is read once
    /// per process.
    ///
    /// ```swift
    /// var button = try Cooldown(duration: .seconds(60))
    /// button.press(at: .now())
    /// button.frame(at: .now()).text  // "60s"
    /// ```
    public static func now() -> CooldownInstant {
        #if canImport(Glibc)
            return CooldownInstant(bootID: bootID, sinceBoot: read(CLOCK_BOOTTIME), wallClock: read(CLOCK_REALTIME))
        #elseif canImport(Darwin)
            return CooldownInstant(bootID: bootID, sinceBoot: read(CLOCK_MONOTONIC), wallClock: read(CLOCK_REALTIME))
        #else
            let wall = Duration.nanoseconds(Int64(Date().timeIntervalSince1970 * 1e9))
            return CooldownInstant(bootID: bootID, sinceBoot: wall, wallClock: wall)
        #endif
    }

    /// Changes at every boot; "unknown-boot" where it cannot be read, so the
    /// boot clock is trusted (a cooldown still never outlasts its duration).
    private static let bootID: String = readBootID() ?? "unknown-boot"

    private static func readBootID() -> String? {
        #if canImport(Glibc)
            let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
            let id = text?.trimmingCharacters(in: .whitespacesAndNewlines)
            return id?.isEmpty == false ? id : nil
        #elseif canImport(Darwin)
            var size = 0
            guard sysctlbyname("kern.bootsessionuuid", nil, &size, nil, 0) == 0, size > 1 else { return nil }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("kern.bootsessionuuid", &bytes, &size, nil, 0) == 0 else { return nil }
            return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Darwin)
        private static func read(_ clock: clockid_t) -> Duration {
            var time = timespec()
            clock_gettime(clock, &time)
            return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
        }
    #endif
}
