// Dependency cycles: references that come back to where they started, self-sizing, and wrapped containers
// whose size their children need.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A value that depends on itself.
///
/// Lint: reports every cycle of references between positions and sizes (through values, arrays and bounds,
/// as the container reads them), naming every step with each as a related location; a size that refers to
/// itself; a weighted or `fill` main-axis size in a linear layout that wraps that axis (it gets nothing); and a
/// wrapped frame, relative or linear cross axis whose every child takes its size from the container. A child that
/// sizes from a wrapped container whose other children give it a size is no cycle (a timeline's line). These
/// findings are the one verdict on cycles: `Linter.cycles` hands them to `tgl layout`, `tgl render` and the editor.
/// Fix: `wrap` for a size that refers to itself.
struct DependencyCycle: LintRule {
  static let description = RuleDescription(
    id: .dependencyCycle, defaultSeverity: .error, summary: "a value that depends on itself",
    explanation: """
      A position or size cannot be computed from itself. In a relative layout `A.left: B.right` with
      `B.left: A.right` sends TangramKit into a recursion that overflows the stack; so does a longer chain, a
      chain through `min`/`max`, and `width: self.width`. A container that wraps an axis takes its size from
      its children, so a child whose size on that axis comes from the container (`fill`, a weight,
      `parent.width`) has nothing to take: in a linear layout that wraps its main axis, weighted and `fill`
      children get no space at all (unless a `min` leaves room), and a frame, relative or linear layout whose
      every child fills a wrapped axis is as small as its padding. A child that sizes from a wrapped container
      whose other children give it a size is no cycle: it is left out of the wrap and sized from the result,
      as a timeline's line is by `height: parent.height` in a wrapped cell (see `size-before-wrap` for when
      that comes out 0). `tgl layout`, `tgl render` and the editor report exactly this rule's findings as their
      cycle errors.

      **Bad:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view A { left: B.right; width: 40; height: 40 }
          view B { left: A.right; width: 40; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view A { left: 10; width: 40; height: 40 }
          view B { left: A.right; width: 40; height: 40 }
      }
      ```
      """)

  /// A dependency: `from` needs `to` because of the reference `use`, written on node `owner`.
  struct Edge {
    var from: Int
    var to: Int
    var owner: Int
    var use: ReferenceUse
  }

  /// Graph nodes: node * 4 + slot, slots width, height, x, y.
  static func slot(_ n: Int, _ s: Int) -> Int { n * 4 + s }

  func check(document context: DocumentContext, _ findings: inout Findings) {
    var edges: [Edge] = []
    for n in context.nodes.indices where context.mayHaveReferences(n) { addEdges(context.nodes[n], context, &edges) }
    if !edges.isEmpty { reportCycles(edges, context, &findings) }
    // By index: iterating the nodes copied them (the file's table, array by array) for each loop.
    for n in context.nodes.indices where context.nodes.kind(n).isContainer { checkWrap(context.nodes[n], context, &findings) }
  }

  func addEdges(_ node: LintNode, _ context: DocumentContext, _ edges: inout [Edge]) {
    let n = node.index
    let p = context.nodes.parent(n)
    let parentKind = p >= 0 ? context.nodes.kind(p) : nil
    for use in context.references(node.index) {
      let resolved = context.resolve(use.reference.target, from: n)
      let attribute = use.reference.attribute
      let refSlot: Int = attribute == .width ? 0 : attribute == .height ? 1 : attribute.isHorizontal ? 2 : 3
      switch use.key {
      case .width, .height:
        guard attribute.isSize else { continue }
        let own = use.key == .width ? 0 : 1
        switch resolved {
        case .this:
          if refSlot == own && use.place != .value { continue }  // `min self.width` is a wrap bound.
          // A linear layout that ignores `width: self.height` gives the view its default width instead.
          if own == 0, refSlot == 1, use.place == .value, context.ignoresOwnOtherSize(n, .horizontal) { continue }
          edges.append(Edge(from: Self.slot(n, own), to: Self.slot(n, refSlot), owner: n, use: use))
        case .sibling(let j):
          let honoured: Bool
          switch parentKind {
          case .relative?, .frame?, .float?, .path?, .flow?: honoured = true
          default: honoured = use.place != .value
          }
          guard honoured else { continue }
          let target =
            (parentKind == .frame || parentKind == .float || parentKind == .path) && use.place == .value ? own : refSlot
          edges.append(Edge(from: Self.slot(n, own), to: Self.slot(j, target), owner: n, use: use))
        default: continue
        }
      case .left, .right, .leading, .trailing, .centerX, .top, .bottom, .centerY, .baseline:
        guard parentKind == .relative, !attribute.isSize else { continue }
        let own = use.key.isHorizontalPosition ? 2 : 3
        let size = own == 2 ? 0 : 1
        let needsSize: Bool
        switch attribute {
        case .right, .trailing, .centerX, .bottom, .centerY: needsSize = true
        default: needsSize = false
        }
        switch resolved {
        case .this:
          edges.append(Edge(from: Self.slot(n, own), to: Self.slot(n, needsSize ? size : own), owner: n, use: use))
        case .sibling(let j):
          if use.place == .arrayItem {
            edges.append(Edge(from: Self.slot(n, own), to: Self.slot(j, size), owner: n, use: use))
          } else {
            edges.append(Edge(from: Self.slot(n, own), to: Self.slot(j, own), owner: n, use: use))
            if needsSize { edges.append(Edge(from: Self.slot(n, own), to: Self.slot(j, size), owner: n, use: use)) }
          }
        default: continue
        }
      default: continue
      }
    }
  }

  func reportCycles(_ edges: [Edge], _ context: DocumentContext, _ findings: inout Findings) {
    // Graph nodes are slots numbered 0..<4 * nodes: arrays indexed by slot, not dictionaries keyed by it (hashing
    // every slot several times, and an array per component, cost more than the search).
    let slotCount = context.nodes.count * 4
    // The edges leaving each slot, in the order they were added: `order[first[s]..<first[s + 1]]`.
    var first = [Int32](repeating: 0, count: slotCount + 1)
    for e in edges { first[e.from + 1] += 1 }
    for s in 0..<slotCount { first[s + 1] += first[s] }
    var order = [Int32](repeating: 0, count: edges.count)
    var filled = first
    for (k, e) in edges.enumerated() {
      order[Int(filled[e.from])] = Int32(k)
      filled[e.from] += 1
    }
    // Tarjan's strongly connected components, iteratively.
    var index = [Int32](repeating: -1, count: slotCount)
    var low = [Int32](repeating: -1, count: slotCount)
    var onStack = [Bool](repeating: false, count: slotCount)
    var stack: [Int] = []
    var counter: Int32 = 0
    // The component of each slot, numbered in the order the search closes them.
    var componentOf = [Int32](repeating: -1, count: slotCount)
    var componentCount = 0
    for start in 0..<slotCount where first[start + 1] > first[start] && index[start] < 0 {
      var work: [(node: Int, next: Int)] = [(start, 0)]
      index[start] = counter
      low[start] = counter
      counter += 1
      stack.append(start)
      onStack[start] = true
      while var top = work.popLast() {
        let outStart = Int(first[top.node])
        let outCount = Int(first[top.node + 1]) - outStart
        if top.next < outCount {
          let w = edges[Int(order[outStart + top.next])].to
          top.next += 1
          work.append(top)
          if index[w] < 0 {
            index[w] = counter
            low[w] = counter
            counter += 1
            stack.append(w)
            onStack[w] = true
            work.append((w, 0))
          } else if onStack[w] {
            low[top.node] = min(low[top.node], index[w])
          }
          continue
        }
        if let parent = work.last?.node { low[parent] = min(low[parent], low[top.node]) }
        if low[top.node] == index[top.node] {
          while let w = stack.popLast() {
            onStack[w] = false
            componentOf[w] = Int32(componentCount)
            if w == top.node { break }
          }
          componentCount += 1
        }
      }
    }
    // The edges inside each component, bucketed in one pass over the edges (filtering every edge per component was
    // quadratic: a chain of n views has n components of one view each).
    var insideOf: [[Int]] = Array(repeating: [], count: componentCount)
    for (k, edge) in edges.enumerated() {
      let from = componentOf[edge.from]
      if from >= 0, from == componentOf[edge.to] { insideOf[Int(from)].append(k) }
    }
    for inside in insideOf {
      guard !inside.isEmpty else { continue }
      guard let cycle = Self.cycle(through: inside, edges) else { continue }
      report(cycle.map { edges[$0] }, context, &findings)
    }
  }

  /// A simple cycle made of `candidates`, starting with the edge written first (an iterative depth-first
  /// search, so that long chains cannot overflow the stack).
  static func cycle(through candidates: [Int], _ edges: [Edge]) -> [Int]? {
    guard
      let first = candidates.min(by: {
        edges[$0].owner == edges[$1].owner ? $0 < $1 : edges[$0].owner < edges[$1].owner
      })
    else { return nil }
    let start = edges[first].from
    var outgoing: [Int: [Int]] = [:]
    for k in candidates { outgoing[edges[k].from, default: []].append(k) }
    var path: [Int] = [first]
    var next: [Int] = [0]
    var visited: Set<Int> = [edges[first].to]
    while let last = path.last {
      let at = edges[last].to
      if at == start { return path }
      let options = outgoing[at] ?? []
      var advanced = false
      while next[next.count - 1] < options.count {
        let k = options[next[next.count - 1]]
        next[next.count - 1] += 1
        let to = edges[k].to
        if to == start || !visited.contains(to) {
          visited.insert(to)
          path.append(k)
          next.append(0)
          advanced = true
          break
        }
      }
      if !advanced {
        path.removeLast()
        next.removeLast()
      }
    }
    return nil
  }

  func report(_ cycle: [Edge], _ context: DocumentContext, _ findings: inout Findings) {
    func describe(_ e: Edge) -> String {
      let owner = context.nodes[e.owner]
      let name = context.name(owner.index) ?? context.path(owner.index)
      let bound = e.use.place == .minimum ? "the min of " : e.use.place == .maximum ? "the max of " : ""
      let target = context.resolve(e.use.reference.target, from: e.owner)
      let targetName: String
      switch target {
      case .this: targetName = name
      case .sibling(let j), .other(let j): targetName = context.name(j) ?? context.path(j)
      default: targetName = e.use.reference.target.written
      }
      if target == .this, e.use.reference.attribute.rawValue == e.use.key.name, cycle.count == 1 {
        return "\(name).\(e.use.key.name) refers to itself"
      }
      return "\(bound)\(name).\(e.use.key.name) refers to \(targetName).\(e.use.reference.attribute.rawValue)"
    }
    let steps = cycle.map(describe)
    let first = cycle[0]
    let range = context.range(of: first.use, first.owner)
    var fixes: [Fix] = []
    var message: String
    if cycle.count == 1, first.use.reference.attribute.rawValue == first.use.key.name {
      message = "dependency cycle: \(steps[0]); write 'wrap' for the content size, or a number"
      if first.use.place == .value, first.use.key == .width || first.use.key == .height,
        let property = context.property(first.owner, first.use.key), property.keys.count == 1
      {
        fixes.append(Fix(title: "use 'wrap'", edits: [TextEdit(range: property.valueRange, newText: "wrap")]))
      }
    } else {
      let list = steps.count == 2 ? steps.joined(separator: ", and ") : steps.joined(separator: ", ")
      message = "dependency cycle: \(list); give one of them a value that does not refer back"
    }
    let related = cycle.dropFirst().map { e in
      RelatedLocation(range: context.range(of: e.use, e.owner), message: describe(e))
    }
    findings.report(
      .dependencyCycle, range, message, related: Array(related), fixes: fixes, about: context.subject(first.owner))
  }

  // MARK: - Wrapped containers

  /// True when child `k`'s size on `axis` comes from its container `c`.
  func dependsOnContainer(_ k: Int, _ c: Int, _ axis: Axis, _ context: DocumentContext) -> Bool {
    let node = context.nodes[k]
    if context.isLinearLike(c), context.mainAxis(c) != axis, context.fillsAcross(c, axis) { return true }
    // By the size's kind: only a reference is copied out of the set, to be resolved.
    switch node.size(axis).kind {
    case .weight, .fill, .average: return true
    case .reference:
      guard let size = axis == .horizontal ? context.nodes.props(node.index).width : context.nodes.props(node.index).height,
        case .reference(let r) = size.kind
      else { return false }
      return context.resolve(r.target, from: k) == .parent && r.attribute == (axis == .horizontal ? .width : .height)
    case .unset, .none:
      let (head, tail, _) = context.positionKeys(k, axis)
      return head != nil && tail != nil && context.isLinearLike(c)
    default:
      return false
    }
  }

  func checkWrap(_ container: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    let c = container.index
    // The children the container places (not gone, no `frame`), tested in place: an array of them per container
    // cost more than the tests.
    func placed(_ k: Int) -> Bool { !context.nodes.isGone(k) && !context.nodes.hasFrame(k) }
    guard context.children(container.index).contains(where: placed) else { return }
    let main = context.isLinearLike(c) ? context.mainAxis(c) : nil
    for axis in Axis.both where context.wraps(c, axis) {
      // Copied out of the set only where the gravity does not decide first.
      var size: SizeValue? { context.effectiveSize(c, axis) }
      // Where the container wraps, looked up and worded only for a child that is reported: most wrapping
      // containers have none.
      var wrapRange: TextRange? { context.property(c, axis.sizeKey).map { $0.valueRange(of: axis.sizeKey) } }
      var related: [RelatedLocation] {
        let wrapRange = wrapRange
        return [
          RelatedLocation(
            range: wrapRange ?? context.labelRange(c),
            message: wrapRange == nil
              ? "\(context.label(container.index)) wraps its \(axis.sizeName): a container without a \(axis.sizeName) wraps its children"
              : "\(context.label(container.index)) wraps its \(axis.sizeName) here")
        ]
      }
      if let main, main == axis {
        guard context.gravity(c, axis) == nil, size?.min == nil else { continue }
        for k in context.children(container.index) where placed(k) {
          let child = context.nodes[k]
          guard child.kind != .spacer || context.property(k, axis.sizeKey) != nil else { continue }
          guard dependsOnContainer(k, c, axis, context), context.property(k, axis.sizeKey) != nil else { continue }
          findings.report(
            .dependencyCycle, context.valueRange(k, axis.sizeKey),
            "\(context.label(container.index)) wraps its \(axis.sizeName) around its children, so '\(context.valueText(k, axis.sizeKey))' gets no space; give \(context.label(container.index)) a \(axis.sizeName) or a 'min', or give this view a number",
            related: related, about: context.subject(k))
        }
        continue
      }
      switch container.kind {
      case .frame, .relative, .linear, .table, .row: break
      default: continue
      }
      // Every child, or none is reported: the search stops at the first child with a size of its own.
      guard context.children(container.index).allSatisfy({ !placed($0) || dependsOnContainer($0, c, axis, context) }) else { continue }
      for k in context.children(container.index) where placed(k) {
        findings.report(
          .dependencyCycle, context.valueRange(k, axis.sizeKey),
          "\(context.label(container.index)) wraps its \(axis.sizeName) and every child takes its \(axis.sizeName) from it, so nothing gives it a \(axis.sizeName); give \(context.label(container.index)) a \(axis.sizeName), or this view a number or 'wrap'",
          related: related, about: context.subject(k))
      }
    }
  }
}

extension PropertyKey {
  var isHorizontalPosition: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: return true
    default: return false
    }
  }
}
