// A style flattened once per program instead of once per expansion (issue 29, "Speed"): `tgl check` of a workspace
// expands hundreds of screens that apply the same shared styles. The layers are taken from the program's memo only
// where flattening the style here would give the same layers and the same side effects: the memo holds a style only
// when flattening it reported nothing (no error, no cycle), took no value's origin from a component's parameter, and
// reused no style this expansion had flattened in a way that depends on where; and what flattening read (the names
// found in scope, the constants looked up) is read again on a hit, so every expansion records the same names as used.

/// What flattening styles reads, while a style is being flattened: the names `ExpansionState.visible` finds, the
/// constants looked up in a file's scope, and the bare names whose origin a component's parameter could take. One
/// expansion's, so its fields are not checked for exclusive access at run time (`ExpansionState`'s).
final class StyleReadLog {
  enum Read: Hashable, Sendable {
    case visible(file: String, name: String)
    case constant(file: String, name: String)
    /// A property's value that is one bare name: inside a use whose component has a parameter of that name, the
    /// value's origin is the parameter's (`LoweringContext.lowerProperty`).
    case bare(String)
  }

  /// How many styles are being flattened (nested styles flatten inside their style).
  @exclusivity(unchecked) var active = 0
  @exclusivity(unchecked) var reads: [Read] = []
  /// While a part of an element of a component's tree is lowered for the element's template: what it reads, for each
  /// use of the template to read it again (`ComponentTemplate.swift`).
  @exclusivity(unchecked) var templateReads: [Read]?

  var isRecording: Bool { active > 0 || templateReads != nil }

  func record(_ read: Read) {
    if active > 0 { reads.append(read) }
    templateReads?.append(read)
  }
}

/// A style flattened once for the program, what flattening it read, and the styles flattened inside it. A final class
/// of constants: each hit of the memo took a copy of the four arrays out of the table (a retain and a release each),
/// where it now takes one reference.
final class MemoizedStyle: Sendable {
  let layers: [MergeLayer]
  let reads: [StyleReadLog.Read]
  /// What reading `reads` again adds to an expansion's used names (`ReadEffect`).
  let effect: ReadEffect?
  /// The styles it applies, directly or not, with their layers: flattened with it, so cached with it.
  let nested: [(key: Int, layers: [MergeLayer])]

  init(
    layers: [MergeLayer], reads: [StyleReadLog.Read], effect: ReadEffect?,
    nested: [(key: Int, layers: [MergeLayer])]
  ) {
    self.layers = layers
    self.reads = reads
    self.effect = effect
    self.nested = nested
  }
}

extension ExpansionState {
  /// The memoized layers of the style `key`, when taking them here gives what flattening it here gives; their reads
  /// recorded again and the styles flattened inside it cached as flattening them would.
  func memoizedStyle(_ key: Int) -> [MergeLayer]? {
    guard let memo = program.memo.style(key, symbols: recordsSymbols) else { return nil }
    // Read in place: `last` copied the whole frame.
    let parameters = componentStack.isEmpty ? [:] : componentStack[componentStack.count - 1].parameters
    if !parameters.isEmpty {
      for read in memo.reads {
        if case .bare(let name) = read, parameters[name] != nil { return nil }
      }
    }
    // A style this expansion flattened in a way that depends on where is what flattening `key` here would reuse. The
    // nested styles are read by index: a copy of each pair retained its layers.
    let nested = memo.nested
    for k in nested.indices where styleCache[nested[k].key] != nil && !contextFreeStyles.contains(nested[k].key) {
      return nil
    }
    readAgain(memo.reads, effect: memo.effect)
    for k in nested.indices {
      let key = nested[k].key
      if styleCache[key] == nil {
        styleCache[key] = nested[k].layers
        contextFreeStyles.insert(key)
      }
      if styleReads.active > 0 { flattenedStyles.append(nested[k]) }
    }
    return memo.layers
  }

  /// Reads again what a memoized computation read, so that this expansion records it as used: its `effect` at once
  /// when it has one and no style or template is being made (which records each read), else each read.
  func readAgain(_ reads: [StyleReadLog.Read], effect: ReadEffect?) {
    if let effect, !styleReads.isRecording {
      add(effect)
    } else {
      readAgain(reads)
    }
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
        usedNames.append(UsedName(file: file, name: name))
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

/// A name an expansion records as used: a style, component or constant of a file (`ExpandedFile.used`).
struct UsedName: Hashable, Sendable {
  var file: String
  var name: String
}

/// What reading some names again adds to an expansion's used names, as a set of the program's numbers of them
/// (`ProgramMemo.ids(of:)`): an expansion adds it in one step per word, where reading each name looked it up in its
/// file's scope and evaluated a constant again, and finds the names once, when it ends (`Program.expand`).
///
/// It is what reading them gives in an expansion that has read nothing: the names found in scope, each constant looked
/// up and, through its evaluation, the constants its value names, in the files that declare them. An expansion that
/// read some of them before records the same names: a constant's first evaluation in an expansion, wherever it
/// happens, records the constants it names.
struct ReadEffect: Sendable {
  var words: [(index: Int, bits: UInt64)] = []
}

extension Program {
  /// The effect of reading `reads` again; nil when the program has a cycle of imports (where the scopes of constants
  /// an expansion builds depend on the order it builds them in).
  func readEffect(of reads: [StyleReadLog.Read]) -> ReadEffect? {
    guard !memo.hasImportCycle(self) else { return nil }
    if reads.isEmpty { return ReadEffect() }
    let scratch = ExpansionState(program: self, entry: "")
    scratch.readAgain(reads)
    var names = scratch.usedNames
    for (file, scope) in scratch.scopes {
      for name in scope.lookedUp { names.append(UsedName(file: file, name: name)) }
    }
    var words: [Int: UInt64] = [:]
    for id in memo.ids(of: names) { words[id / 64, default: 0] |= 1 << UInt64(id % 64) }
    return ReadEffect(words: words.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }
}

extension ExpansionState {
  /// Records the names of `effect` as used.
  func add(_ effect: ReadEffect) {
    for (index, bits) in effect.words {
      if index >= usedBits.count { usedBits += Array(repeating: 0, count: index + 1 - usedBits.count) }
      usedBits[index] |= bits
    }
  }

  /// The names `add(_:)` recorded, into `used`.
  static func addUsedBits(_ usedBits: [UInt64], numbered names: [UsedName], into used: inout [String: Set<String>]) {
    for (index, word) in usedBits.enumerated() {
      var bits = word
      while bits != 0 {
        let name = names[index * 64 + bits.trailingZeroBitCount]
        used[name.file, default: []].insert(name.name)
        bits &= bits - 1
      }
    }
  }
}
