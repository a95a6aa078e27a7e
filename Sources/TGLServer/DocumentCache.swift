// A thread-safe memo of one derived value per document version, so features parse a version once, not per request.

import Platform
import LSPProtocol

/// Keeps the value derived from the newest version of each document seen so far (for example its parse and layout).
///
/// Diagnostics run after every change, so the value is usually ready before the next hover or completion asks.
/// A request holding an older snapshot gets a fresh value for its own version without replacing the newer one.
public final class DocumentCache<Value: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var entries: [DocumentURI: (version: Int, value: Value)] = [:]

  public init() {}

  /// The value for `document`'s version, computed (outside the lock) when missing.
  public func value(for document: DocumentSnapshot, compute: (DocumentSnapshot) -> Value) -> Value {
    if let cached = lock.withLock({ entries[document.uri] }), cached.version == document.version {
      return cached.value
    }
    let value = compute(document)
    lock.withLock {
      if let existing = entries[document.uri], existing.version > document.version { return }
      entries[document.uri] = (document.version, value)
    }
    return value
  }

  /// Forgets the value of a closed document.
  public func remove(_ uri: DocumentURI) {
    lock.withLock { _ = entries.removeValue(forKey: uri) }
  }
}
