// A property of a program's file lowered once per program instead of once per use of its component (issue 29,
// "Speed"): a component used by hundreds of screens has its literal properties (`size: wrap, wrap`, `font: 15`)
// lowered again at each use. The lowered set is taken from the memo only where lowering the property here gives it
// unchanged: lowering it reported nothing, and the scope here answers none of the bare names its value holds (a
// name no scope answers lowers the same in every scope: a keyword, a reference to a view).

import TGLSyntax

/// A property lowered alone, and the bare names of its value.
struct MemoizedProperty: Sendable {
  var properties: Properties
  /// The bare names the value holds, each once: a scope that answers one of them may lower it differently.
  var names: [String]
}

extension LoweringContext {
  /// `prop` lowered alone, from the program's memo when that gives what lowering it here gives. Only inside a use of
  /// a component: anywhere else a property is lowered once per expansion, and each file is expanded once.
  mutating func memoizedProperty(_ prop: PropertySyntax) -> Properties {
    let state = expansion!
    guard !state.componentStack.isEmpty else {
      var values = PropertyValues()
      property(prop, into: &values)
      return Properties(values: values)
    }
    let offset = prop.range.start
    let scope = LoweringScope.current
    if let known = state.program.memo.property(state.file, offset),
      !known.names.contains(where: { scope?.answers($0) == true })
    {
      return known.properties
    }
    let reports = state.impurities
    var values = PropertyValues()
    property(prop, into: &values)
    let lowered = Properties(values: values)
    guard state.impurities == reports else { return lowered }
    var names: [String] = []
    for node in prop.syntax.descendants where node.kind == .nameRef && !names.contains(node.text) {
      names.append(node.text)
    }
    // Lowered here with a scope that answers some of its names, it is this scope's: not kept.
    guard !names.contains(where: { scope?.answers($0) == true }) else { return lowered }
    state.program.memo.setProperty(state.file, offset, MemoizedProperty(properties: lowered, names: names))
    return lowered
  }
}
