import Foundation
import TallySVG
import TallyTerminal

/// Where `--svg` (or `--lottie`) writes, decided and checked before
/// anything is built.
///
/// ```swift
/// try SVGDestination("-")            // .descriptor(1)
/// try SVGDestination("/dev/stdout")  // .descriptor(1): appends where the shell said, never renames over it
/// try SVGDestination("roll.svg")     // .file: written beside, renamed when whole
/// ```
enum SVGDestination: Equatable {
    /// An open descriptor: `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
    /// `/proc/self/fd/N` (a process substitution). Written as it is open.
    case descriptor(Int32)
    /// An existing pipe, device or socket, opened and written directly.
    case stream(String)
    /// A regular file, new or replaced: written under a temporary name in
    /// its folder and renamed over it when whole (a link to it is followed
    /// and kept).
    case file(URL)

    /// The destination `path` names, or a one-line error when it cannot be
    /// written: its folder must exist and be writable, and the file too if
    /// it exists; a pipe or device must be writable. `option` names the
    /// option in the errors.
    init(_ path: String, option: String = "--svg") throws(UsageError) {
        if let descriptor = Self.descriptor(named: path) {
            guard fcntl(descriptor, F_GETFD) != -1, !StandardStreams.closed.contains(descriptor) else {
                throw UsageError("cannot write '\(path)' for \(option) (that descriptor is not open)")
            }
            self = .descriptor(descriptor)
            return
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else {
                throw UsageError("cannot write '\(path)' for \(option) (it is a folder)")
            }
            guard access(path, W_OK) == 0 else {
                throw UsageError("cannot write '\(path)' for \(option) (\(String(cString: strerror(errno))))")
            }
            self = .stream(path)
            return
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        let manager = FileManager.default
        guard !path.isEmpty else {
            throw UsageError("invalid value '' for \(option) (a file to write, or - for stdout)")
        }
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw UsageError("cannot write '\(path)' for \(option) (the folder \(folder) does not exist)")
        }
        guard isFolder.boolValue else {
            throw UsageError("cannot write '\(path)' for \(option) (\(folder) is not a folder)")
        }
        guard manager.isWritableFile(atPath: folder) else {
            throw UsageError("cannot write '\(path)' for \(option) (the folder \(folder) is not writable)")
        }
        guard !manager.fileExists(atPath: target.path) || manager.isWritableFile(atPath: target.path) else {
            throw UsageError("cannot write '\(path)' for \(option) (the file exists and is not writable)")
        }
        self = .file(target)
    }

    /// The descriptor a path stands for, if it names one.
    private static func descriptor(named path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Streams the document that `document` hands out in pieces, in
    /// `style`; nil when it is all written, else the one line that says why
    /// not (a full disk: the command then exits 74), and a file keeps what
    /// it held before.
    func write<Style>(
        style: Style, option: String = "--svg", name: String, document: (Style, (String) -> Void) -> Void
    ) -> String? {
        let failure: String?
        switch self {
        case .descriptor(let descriptor):
            failure = Self.stream(document, style, to: descriptor)
        case .stream(let path):
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            failure =
                descriptor < 0
                ? Self.systemError() : Self.stream(document, style, to: descriptor) ?? Self.finish(descriptor)
        case .file(let target):
            let temporary = target.deletingLastPathComponent().appendingPathComponent(
                ".\(target.lastPathComponent).\(getpid()).tmp")
            Self.removeStaleTemporaryFiles(of: target)
            let removal = TemporaryFileRemoval(temporary.path)
            defer { removal.disarm() }
            let descriptor = open(temporary.path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return Self.failure(name, option, Self.systemError()) }
            failure =
                Self.stream(document, style, to: descriptor) ?? Self.finish(descriptor)
                ?? (rename(temporary.path, target.path) == 0 ? nil : Self.systemError())
            if failure != nil { unlink(temporary.path) }
        }
        return failure.map { Self.failure(name, option, $0) }
    }

    /// The line that tells a failed write to `name`.
    private static func failure(_ name: String, _ option: String, _ reason: String) -> String {
        "cannot write '\(name)' for \(option) (\(reason))"
    }

    /// The C library's words for the last error.
    private static func systemError() -> String {
        String(cString: strerror(errno))
    }

    /// Closes `descriptor`: nil, or why the close failed (a disk that
    /// reports a failed write only then).
    private static func finish(_ descriptor: Int32) -> String? {
        close(descriptor) == 0 ? nil : systemError()
    }

    /// Removes the temporary files of earlier runs for `target` whose
    /// writers are gone (killed with SIGKILL, which no handler sees):
    /// `.NAME.PID.tmp` whose process no longer exists.
    private static func removeStaleTemporaryFiles(of target: URL) {
        let folder = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(prefix.count).dropLast(".tmp".count)), pid != getpid() else {
                continue
            }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    /// Writes the pieces of `document` to `descriptor` until one fails:
    /// nil, or why the write failed.
    private static func stream<Style>(
        _ document: (Style, (String) -> Void) -> Void, _ style: Style, to descriptor: Int32
    ) -> String? {
        let output = FileOutput(descriptor: descriptor)
        var failed = false
        document(style) { piece in
            guard !failed else { return }
            failed = !output.write(piece)
        }
        return failed ? output.failure ?? "a write failed" : nil
    }
}
