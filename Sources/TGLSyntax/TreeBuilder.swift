// Turns the parser's events into the flat preorder node array of a syntax tree.

enum TreeBuilder {
  /// Builds the nodes. Trivia before a node's first token stays in the parent, so nodes start and end
  /// at significant tokens; the root covers the whole file. Marks the events a `precede` chain has used as
  /// tombstones, in place (a copy of every event cost a file with a binary operator as much as the walk).
  /// `nodeCount` is the number of nodes the events make (the parser's `finish` calls): the array and the stack of
  /// open nodes are sized once and written in place.
  static func build(events: ParseEvents, nodeCount: Int, tokens: TokenList, significant: [Int32]) -> [RawNode] {
    let tokenCount = tokens.count
    let stack = UnsafeMutablePointer<Int32>.allocate(capacity: nodeCount + 1)
    defer { stack.deallocate() }
    var chain: [SyntaxKind] = []
    return [RawNode](unsafeUninitializedCapacity: nodeCount) { nodes, written in
      var count = 0
      var depth = 0
      tokens.kinds.withUnsafeBufferPointer { kinds in
        significant.withUnsafeBufferPointer { significant in
          var cursor = 0
          var significantIndex = 0
          let events = events.buffer
          func open(_ kind: SyntaxKind, at cursor: Int) {
            // Each `start` event that `finish` marked is one node, and `nodeCount` counts the `finish` calls: a start
            // beyond them (a `start` never finished) is a parser bug, which debug builds stop at; a release build leaves
            // it out of the tree rather than write past the array.
            assert(count < nodeCount)
            guard count < nodeCount else { return }
            let parent = depth > 0 ? stack[depth - 1] : -1
            nodes.initializeElement(
              at: count,
              to: RawNode(kind: kind, firstToken: Int32(cursor), tokenEnd: Int32(cursor), parent: parent, subtreeEnd: 0))
            stack[depth] = Int32(count)
            depth += 1
            count += 1
          }
          for eventIndex in 0..<events.count {
            let event = events[eventIndex]
            switch event.tag {
            case .tombstone:
              continue
            case .start:
              if depth > 0 {
                // Past the trivia to the next significant token, which the next `token` event consumes: the cursor is
                // the token after the last one consumed, so the first token that is not trivia from there is that one.
                if significantIndex < significant.count, cursor <= Int(significant[significantIndex]) {
                  cursor = Int(significant[significantIndex])
                } else {
                  while cursor < tokenCount, kinds[cursor].isTrivia { cursor += 1 }
                }
              }
              if event.forwardParent == 0 {
                open(event.kind, at: cursor)
                continue
              }
              if !chain.isEmpty { chain.removeAll(keepingCapacity: true) }
              chain.append(event.kind)
              var link = eventIndex
              while events[link].forwardParent != 0 {
                // A forward parent is a later event (`precede`); the buffer's subscript is unchecked in release builds,
                // so one outside the events ends the chain (a debug build stops).
                let next = link + Int(events[link].forwardParent)
                assert(next > link && next < events.count)
                guard next > link && next < events.count else { break }
                link = next
                chain.append(events[link].kind)
                events[link].tag = .tombstone
              }
              for kind in chain.reversed() { open(kind, at: cursor) }
            case .finish:
              guard depth > 0 else { continue }
              depth -= 1
              let node = Int(stack[depth])
              if depth == 0 { cursor = tokenCount - 1 }
              nodes[node].tokenEnd = Int32(depth == 0 ? tokenCount : cursor)
              nodes[node].subtreeEnd = Int32(count)
            case .token:
              guard significantIndex < significant.count else { continue }
              cursor = Int(significant[significantIndex]) + 1
              significantIndex += 1
            }
          }
        }
      }
      written = count
    }
  }
}
