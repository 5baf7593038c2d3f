/// A mistake in the command line: one sentence naming the flag and what it accepts.
/// `main` prints it to standard error and exits with status 2.
struct UsageError: Error, CustomStringConvertible {
  let message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}
