// A style flattened once per program instead of once per expansion (issue 29, "Speed"): `tgl check` of a workspace
// expands hundreds of screens that apply the same shared styles. The layers are taken from the program's memo only
// where flattening the style here would give the same layers and the same side effects: the memo holds a style only
// when flattening it reported nothing (no error, no cycle), took no value's origin from a component's parameter, and
// reused no style this expansion had flattened in a way that depends on where; and what flattening read (the names
// found in scope, the constants looked up) is read again on a hit, so every expansion records the same names as used.

/// What flattening styles reads, while a style is being flattened: the names `ExpansionState.visible` finds, the
/// constants looked up in a file's scope, and the bare names whose origin a component's parameter could take.
final class StyleReadLog {
  enum Read: Hashable, Sendable {
    case visible(file: String, name: String)
    case constant(file: String, name: String)
    /// A property's value that is one bare name: inside a use whose component has a parameter of that name, the
    /// value's origin is the parameter's (`LoweringContext.lowerProperty`).
    case bare(String)
  }

  /// How many styles are being flattened (nested styles flatten inside their style).
  var active = 0
  var reads: [Read] = []
  /// While a part of an element of a component's tree is lowered for the element's template: what it reads, for each
  /// use of the template to read it again (`ComponentTemplate.swift`).
  var templateReads: [Read]?

  var isRecording: Bool { active > 0 || templateReads != nil }

  func record(_ read: Read) {
    if active > 0 { reads.append(read) }
    templateReads?.append(read)
  }
}

/// A style flattened once for the program, what flattening it read, and the styles flattened inside it.
struct MemoizedStyle: Sendable {
  var layers: [MergeLayer]
  var reads: [StyleReadLog.Read]
  /// The styles it applies, directly or not, with their layers: flattened with it, so cached with it.
  var nested: [(key: String, layers: [MergeLayer])]
}

extension ExpansionState {
  /// The memoized layers of the style `key`, when taking them here gives what flattening it here gives; their reads
  /// recorded again and the styles flattened inside it cached as flattening them would.
  func memoizedStyle(_ key: String) -> [MergeLayer]? {
    guard let memo = program.memo.style(memoKey(key)) else { return nil }
    let parameters = componentStack.last?.parameters ?? [:]
    if !parameters.isEmpty {
      for read in memo.reads {
        if case .bare(let name) = read, parameters[name] != nil { return nil }
      }
    }
    // A style this expansion flattened in a way that depends on where is what flattening `key` here would reuse.
    for nested in memo.nested where styleCache[nested.key] != nil && !contextFreeStyles.contains(nested.key) {
      return nil
    }
    readAgain(memo.reads)
    for nested in memo.nested {
      if styleCache[nested.key] == nil {
        styleCache[nested.key] = nested.layers
        contextFreeStyles.insert(nested.key)
      }
      if styleReads.active > 0 { flattenedStyles.append(nested) }
    }
    return memo.layers
  }

  /// Reads again what a memoized computation read (a name found in scope, a constant looked up), in order, so that
  /// this expansion records it as used, and records it as read for a style or template being made.
  func readAgain(_ reads: [StyleReadLog.Read]) {
    // Most reads of one memoized computation are constants of one file, one after the other: that file's scope is
    // found once for them, not by hashing its path at each read.
    var last: (file: String, scope: LoweringScope)?
    for read in reads {
      switch read {
      case .visible(let file, let name):
        styleReads.record(read)
        usedNames[file, default: []].insert(name)
      case .constant(let file, let name):
        if last?.file != file { last = (file, fileScope(file)) }
        // The scope records the lookup itself (`LoweringScope.reads`).
        _ = try? last!.scope.value(of: name, at: .empty(at: 0))
      case .bare:
        styleReads.record(read)
      }
    }
  }
}
