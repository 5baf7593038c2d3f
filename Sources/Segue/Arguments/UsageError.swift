/// A mistake in the command line: one sentence naming the flag and what it accepts.
/// `main` prints it to standard error and exits with status 2.
package struct UsageError: Error, CustomStringConvertible {
  package let message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }
}
