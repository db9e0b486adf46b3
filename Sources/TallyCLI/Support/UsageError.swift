/// Bad input on the command line: printed as one line on stderr, exit status 2.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
