// Thread-safe memo tables: values computed once and shared by every thread that holds the same snapshot.

import Platform

/// A value computed on first use; later callers (on any thread) wait for it and share it.
final class Lazy<Value>: @unchecked Sendable {
  private enum State {
    /// Not computed yet; the closure is dropped, with everything it captured, once the value is known.
    case pending(() -> Value)
    case done(Value)
  }

  private let lock = Lock()
  private var state: State

  init(_ compute: @escaping () -> Value) { state = .pending(compute) }

  /// A value that is already known.
  init(value: Value) {
    state = .done(value)
    computedValue = value
  }

  /// The value once computed, behind a lock of its own: `lock` is held while the value is computed.
  private let computedLock = Lock()
  private var computedValue: Value?

  /// The value when it is computed already; never starts the computation, nor waits for one under way.
  var computed: Value? { computedLock.withLock { computedValue } }

  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    switch state {
    case .done(let value):
      return value
    case .pending(let compute):
      let value = compute()
      state = .done(value)
      computedLock.withLock { computedValue = value }
      return value
    }
  }
}

/// Values by key, each computed once on first use (outside the table's lock, so keys do not block each other).
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = Lock()
  private var slots: [Key: Lazy<Value>] = [:]

  func value(_ key: Key, compute: @escaping () -> Value) -> Value {
    let slot = lock.withLock {
      if let existing = slots[key] { return existing }
      let created = Lazy(compute)
      slots[key] = created
      return created
    }
    return slot.value
  }

  /// The value for `key` if it has been computed or is being computed; never starts a computation.
  func existing(_ key: Key) -> Lazy<Value>? {
    lock.withLock { slots[key] }
  }
}
