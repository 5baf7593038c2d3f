import Foundation

/// The headless host's input source: what a test or a pointer script sends through the host
/// (`HeadlessHost.send`, `scroll(by:at:type:)`, `drag`, `tap`), handed to the loop at once.
@MainActor package final class ScriptedInput: InputSource {
  private var pending: [HostInput] = []

  package init() {}

  /// Queues `input` for the next `takeInput()`.
  package func append(_ input: HostInput) { pending.append(input) }

  package func takeInput() -> [HostInput] {
    defer { pending.removeAll() }
    return pending
  }

  package var isActive: Bool { !pending.isEmpty }
}
