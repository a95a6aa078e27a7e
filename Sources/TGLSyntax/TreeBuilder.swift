// Turns the parser's events into the flat preorder node array of a syntax tree.

enum TreeBuilder {
  /// Builds the nodes. Trivia before a node's first token stays in the parent, so nodes start and end
  /// at significant tokens; the root covers the whole file. Marks the events a `precede` chain has used as
  /// tombstones, in place (a copy of every event cost a file with a binary operator as much as the walk).
  static func build(events: inout [ParseEvent], tokens: TokenList, significant: [Int32]) -> [RawNode] {
    var nodes: [RawNode] = []
    nodes.reserveCapacity(events.count / 3)
    var stack: [Int32] = []
    var cursor = 0
    var significantIndex = 0
    var chain: [SyntaxKind] = []
    for eventIndex in events.indices {
      switch events[eventIndex].tag {
      case .tombstone:
        continue
      case .start:
        if !stack.isEmpty {
          while cursor < tokens.count, tokens.kinds[cursor].isTrivia { cursor += 1 }
        }
        if events[eventIndex].forwardParent == 0 {
          let parent = stack.last ?? -1
          nodes.append(RawNode(kind: events[eventIndex].kind, firstToken: Int32(cursor), tokenEnd: Int32(cursor), parent: parent, subtreeEnd: 0))
          stack.append(Int32(nodes.count - 1))
          continue
        }
        if !chain.isEmpty { chain.removeAll(keepingCapacity: true) }
        chain.append(events[eventIndex].kind)
        var link = eventIndex
        while events[link].forwardParent != 0 {
          link += Int(events[link].forwardParent)
          chain.append(events[link].kind)
          events[link].tag = .tombstone
        }
        for kind in chain.reversed() {
          let parent = stack.last ?? -1
          nodes.append(RawNode(kind: kind, firstToken: Int32(cursor), tokenEnd: Int32(cursor), parent: parent, subtreeEnd: 0))
          stack.append(Int32(nodes.count - 1))
        }
      case .finish:
        guard let node = stack.popLast() else { continue }
        if stack.isEmpty { cursor = tokens.count - 1 }
        nodes[Int(node)].tokenEnd = Int32(stack.isEmpty ? tokens.count : cursor)
        nodes[Int(node)].subtreeEnd = Int32(nodes.count)
      case .token:
        guard significantIndex < significant.count else { continue }
        cursor = Int(significant[significantIndex]) + 1
        significantIndex += 1
      }
    }
    return nodes
  }
}
