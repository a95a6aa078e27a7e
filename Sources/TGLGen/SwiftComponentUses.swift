// A use of a component written with the component's Swift type (docs/codegen.md, "A component as a Swift type"):
// the type is constructed with the use's arguments, and the use writes what the type cannot know: the root's size
// and place in its parent and the use's own properties and overrides, then lets the type fetch its size classes.
// What the use writes is derived, view by view, from the statements the file would write inline minus those the
// type already made; a use that the type cannot express that way is written inline, as before.

import TGLSemantics
import TGLSyntax

/// A use written with its component's type.
struct TypeUse {
  /// The local constant (and, for a named use, the property): `bob`.
  var identifier: String
  var typeName: String
  /// `name: "Bob", avatarSize: 56`.
  var arguments: String
  /// The same, one argument each (`name: "Bob"`), for a construction broken over lines.
  var argumentList: [String]
  /// Per view of the use's tree (the root first), the statements the use writes after the type's initialiser.
  var defaults: [[String]]
  /// Per view, the size-class blocks the use writes after `applySizeClasses()`.
  var variants: [[String]]
  /// The number of views of the use's tree.
  var count: Int
  /// Whether the type has `applySizeClasses()` (some view of its tree has a size class), which the use then calls.
  var sizeClasses: Bool
}

/// How the uses of a document are written: the components' plans and where each element comes from.
final class ComponentTypes {
  let plans: ComponentPlans
  let program: Program
  let sources: ElementSources
  /// Identifiers are template marks (the document expands a component alone, for its type).
  let marked: Bool

  init(plans: ComponentPlans, program: Program, sources: ElementSources, marked: Bool) {
    self.plans = plans
    self.program = program
    self.sources = sources
    self.marked = marked
  }

  func depth(_ element: Element) -> Int { sources[element.path]?.uses.count ?? 0 }
}

extension SwiftDocumentWriter {
  /// The first index after view `i`'s tree (views are in preorder).
  func subtreeEnd(_ i: Int) -> Int {
    var end = i + 1
    while end < views.count, isInside(end, i) { end += 1 }
    return end
  }

  func isInside(_ j: Int, _ i: Int) -> Bool {
    var p = views[j].parent
    while let q = p {
      if q == i { return true }
      p = views[q].parent
    }
    return false
  }

  /// Decides which uses are written with their types, and names every view accordingly; a use whose type cannot
  /// express it is written inline.
  mutating func layOutUses(firstOwn: Int = 1) {
    guard let types = componentTypes else { return }
    var candidates: [Int] = []
    var i = firstOwn
    while i < views.count {
      if let parent = views[i].parent, types.depth(views[i].element) > types.depth(views[parent].element) {
        candidates.append(i)
        i = subtreeEnd(i)
      } else {
        i += 1
      }
    }
    guard !candidates.isEmpty else { return }
    var inline: Set<Int> = []
    while true {
      typeUses = [:]
      useOwner = [:]
      var planned: [Int: ComponentPlan] = [:]
      for c in candidates where !inline.contains(c) {
        if let plan = plan(for: c, types) { planned[c] = plan } else { inline.insert(c) }
      }
      assignIdentifiers(uses: planned, marked: types.marked, firstOwn: firstOwn)
      var failed: Int?
      for c in candidates where planned[c] != nil {
        if let use = typeUse(c, plan: planned[c]!) {
          typeUses[c] = use
          for j in c..<c + use.count { useOwner[j] = c }
        } else {
          failed = c
          break
        }
      }
      guard let failed else { return }
      inline.insert(failed)
    }
  }

  /// The plan of the component used at view `c`, when its tree can be a type's.
  func plan(for c: Int, _ types: ComponentTypes) -> ComponentPlan? {
    let element = views[c].element
    guard let source = types.sources[element.path], let parent = views[c].parent,
      types.depth(element) == types.depth(views[parent].element) + 1,
      let (key, syntax) = types.program.component(rootAt: source.written)
    else { return nil }
    // A table cell is added to its row before its sizes are set (code notes §10); a type sets them in its
    // initialiser, before the use can add it.
    if views[parent].element.kind == .row { return nil }
    guard let plan = types.plans.plan(key, syntax, program: types.program) else { return nil }
    let end = subtreeEnd(c)
    guard end - c == plan.views.count else { return nil }
    for k in 0..<plan.views.count {
      let v = views[c + k].element
      guard v.kind == plan.views[k].kind, v.kind != .constraints, k == 0 || v.name == plan.views[k].name else {
        return nil
      }
    }
    return plan
  }

  /// Names the views: the root `root`; a use written with its type `bob` (its name) or `personCell1`, and the views
  /// of its tree `bob.title` (the type's members); named elements their names; the rest by kind.
  mutating func assignIdentifiers(uses: [Int: ComponentPlan], marked: Bool, firstOwn: Int) {
    var used: Set<String> = ["root", typeName]
    // Marked identifiers are written as Swift reads them (a keyword in backquotes), and so is every part of a use's
    // `bob.title`; a plain view's identifier is written when it is used, as before.
    let wrap = { (id: String) in marked ? TemplateMark.view(SwiftIdentifiers.written(id)) : id }
    var skip: Set<Int> = []
    var useIDs: [Int: String] = [:]
    var counts: [String: Int] = [:]
    for i in views.indices where i >= firstOwn && !skip.contains(i) {
      if let plan = uses[i] {
        let id: String
        if let name = views[i].element.name {
          id = SwiftIdentifiers.member(for: name, avoiding: used)
        } else {
          let stem = plan.typeStem.prefix(1).lowercased() + plan.typeStem.dropFirst()
          id = SwiftIdentifiers.numbered(stem, counts: &counts, used: &used)
        }
        used.insert(id)
        let written = SwiftIdentifiers.written(id)
        useIDs[i] = written
        for k in 0..<plan.views.count {
          let composite = written + "." + plan.views[k].identifier
          views[i + k].identifier = marked ? TemplateMark.view(composite) : composite
          skip.insert(i + k)
        }
      } else if let name = views[i].element.name {
        let id = SwiftIdentifiers.member(for: name, avoiding: used)
        used.insert(id)
        views[i].identifier = wrap(id)
      }
    }
    var kinds: [String: Int] = [:]
    for i in views.indices where i >= firstOwn && !skip.contains(i) && views[i].element.name == nil {
      views[i].identifier = wrap(SwiftIdentifiers.numbered(views[i].element.kind.rawValue, counts: &kinds, used: &used))
    }
    useIdentifiers = useIDs
  }

  /// The statements of view `i`, and its size-class blocks as comments and statements.
  func inlineStatements(_ i: Int) -> (defaults: [String], variants: [(SizeClassCondition, [String], [String])])? {
    do throws(ElementFailure) {
      let defaults = try elementStatements(i)
      var blocks: [(SizeClassCondition, [String], [String])] = []
      for (condition, overrides, _) in variants(of: i) {
        let (notes, body) = try variantBody(i, condition: condition, overrides: overrides)
        blocks.append((condition, notes, body))
      }
      return (defaults, blocks)
    } catch {
      return nil
    }
  }

  /// The use at view `c` written with `plan`'s type, or nil when the type cannot express it.
  func typeUse(_ c: Int, plan: ComponentPlan) -> TypeUse? {
    guard let useID = useIdentifiers[c] else { return nil }
    let marked = componentTypes?.marked ?? false
    let rename = { (line: String) in
      TemplateMark.renamingViews(line) { marked ? TemplateMark.view(useID + "." + $0) : useID + "." + $0 }
    }
    var wanted: [(defaults: [String], variants: [(SizeClassCondition, [String], [String])])] = []
    for k in 0..<plan.views.count {
      guard let lines = inlineStatements(c + k) else { return nil }
      wanted.append(lines)
    }
    // The arguments: each parameter's value as the inline statements write it where the type writes the parameter.
    var values: [String: String] = [:]
    func capture(_ templates: [String], _ lines: [String], view: Int? = nil) {
      // A value the use overrides is not its argument's (`bar.width: 150` where the bar's width is `level`).
      let origins = view.flatMap { componentTypes?.sources[views[$0].element.path]?.origins } ?? [:]
      for t in templates where t.contains(TemplateMark.parameter) {
        let renamed = rename(t)
        let key = StatementLine.key(renamed)
        if let property = StatementLine.property(of: key), case .override? = origins[property]?.written { continue }
        for line in lines where StatementLine.key(line) == key {
          guard let found = StatementLine.match(renamed, line) else { continue }
          for (name, value) in found where values[name] == nil {
            guard plan.parameters.first(where: { $0.name == name })?.accepts(value) ?? true else { continue }
            values[name] = value
          }
        }
      }
    }
    for k in 0..<plan.views.count {
      capture(plan.defaults[k], wanted[k].defaults, view: c + k)
      for (condition, body) in plan.variants[k] {
        for (c2, notes, lines) in wanted[k].variants where c2 == condition { capture(body, notes + lines) }
      }
    }
    var arguments: [String] = []
    for parameter in plan.parameters {
      if let value = values[parameter.name] {
        if value != parameter.defaultText { arguments.append("\(parameter.label): \(value)") }
      } else if parameter.defaultText == nil {
        return nil
      }
    }
    let fill = { (name: String) -> String? in
      values[name] ?? plan.parameters.first { $0.name == name }?.defaultText
    }
    var defaults: [[String]] = []
    var blocks: [[String]] = []
    for k in 0..<plan.views.count {
      var done: [String] = []
      for t in plan.defaults[k] {
        guard let line = TemplateMark.fillingParameters(rename(t), fill) else { return nil }
        done.append(line)
      }
      guard let fix = StatementLine.corrections(done: done, wanted: wanted[k].defaults, allowCalls: k == 0) else {
        return nil
      }
      var out: [String] = []
      for (condition, notes, body) in wanted[k].variants {
        var typeBody: [String] = []
        if let planned = plan.variants[k].first(where: { $0.condition == condition }) {
          for t in planned.body {
            guard let line = TemplateMark.fillingParameters(rename(t), fill) else { return nil }
            typeBody.append(line)
          }
        }
        guard let more = StatementLine.corrections(done: typeBody, wanted: notes + body, allowCalls: false) else {
          return nil
        }
        let moreNotes = more.filter { $0.hasPrefix("//") }
        let moreBody = more.filter { !$0.hasPrefix("//") }
        guard !moreBody.isEmpty else { continue }
        out.append("")
        out.append("// line \(views[c + k].line): \(views[c + k].title), when \(SwiftSizeClasses.written(condition))")
        out += wrappedVariant(c + k, condition: condition, notes: moreNotes, body: moreBody)
      }
      // A size class of the type that the use's tree does not have cannot be undone.
      for planned in plan.variants[k] where !wanted[k].variants.contains(where: { $0.0 == planned.condition }) {
        return nil
      }
      // The use reaches the type's members only: a view the type keeps private gets nothing from the use.
      if !plan.views[k].accessible && (!fix.isEmpty || !out.isEmpty) { return nil }
      defaults.append(fix)
      blocks.append(out)
    }
    return TypeUse(
      identifier: useID, typeName: plan.typeName, arguments: arguments.joined(separator: ", "),
      argumentList: arguments, defaults: defaults,
      variants: blocks, count: plan.views.count, sizeClasses: plan.sizeClasses)
  }
}
