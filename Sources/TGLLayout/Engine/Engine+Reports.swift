// The engine's reports: recorded once each while laying out, with element indices, and made into `LayoutReport`s
// (names, ids, cycle chains) at the end.

import TGLSemantics

extension LayoutEngine {
  /// Records a report once (and in every active collector).
  mutating func report(_ kind: LayoutReport.Kind, _ members: [Int], _ message: String) {
    emit(RawReport(kind: kind, members: members, detail: message))
  }

  /// Records a dependency cycle through `members`, in order.
  mutating func reportCycle(_ members: [Int], _ what: String) {
    emit(RawReport(kind: .cycle, members: members, detail: what))
  }

  /// Records a wrapped container (`members[0]`) whose child (`members[1]`) takes its size from it on the wrapped
  /// axis; `what` names the container ("a wrapped frame layout whose child's size depends on it").
  mutating func reportWrapCycle(_ members: [Int], _ what: String) {
    emit(RawReport(kind: .wrapCycle, members: members, detail: what))
  }

  mutating func emit(_ r: RawReport) {
    if reports.seen.insert(r).inserted { reports.raw.append(r) }
    for i in reports.collectors.indices { reports.collectors[i].append(r) }
  }

  /// The final reports, in a stable order.
  func finalReports() -> [LayoutReport] {
    let reports = reports.raw.map { r -> LayoutReport in
      let message: String
      if r.kind == .cycle || r.kind == .wrapCycle {
        let chain = r.members.map { self.tree.names[$0] ?? tree.ids[$0].path }.joined(separator: " -> ")
        message = "dependency cycle in \(r.detail): \(chain)"
      } else {
        message = r.detail
      }
      return LayoutReport(
        kind: r.kind, members: r.members.map { tree.ids[$0] }, memberNumbers: r.members, message: message)
    }
    return reports.sorted { a, b in
      let ka = a.members.map(\.path).joined(separator: ",") + "|" + a.message
      let kb = b.members.map(\.path).joined(separator: ",") + "|" + b.message
      return ka < kb
    }
  }
}
