// A use's override of a child (`avatar.font: 17`, in the use's block or in one of its `when` blocks) is checked as
// the child's own property would be (issue 29, Deliver §1; language.md §16.4): the expansion lays the value over the
// child whatever its kind, and the use's block is no element's block, so `unknown-property` would say nothing. A
// property the child's kind does not have is reported at the override's name after the dot, in the using file, with
// the child's declaration related and a fix that removes the override, as the element's finding has.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

enum OverrideFindings {
  /// The `unknown-property` findings of the overrides that give an expanded element a property its kind does not have.
  static func unknownProperties(
    lowering: LoweringResult, sources: [String: ElementSource], options: LintOptions,
    placer: inout StyleFindings.Placer, into result: inout StyleFindings.Result
  ) {
    let level = options.ruleLevels[.unknownProperty]
    if level == .off { return }
    let severity: Severity = level == .warning ? .warning : .error
    // Per use, its dotted properties (its block's and its `when` blocks'), and the component it uses: most uses
    // override nothing, and their elements cost a lookup.
    var overridesOfUse: [FileLocation: (component: String, properties: [PropertySyntax])] = [:]
    // An element of a component is met once per use of it: its written node is found once.
    var nodes: [FileLocation: SyntaxNode?] = [:]
    func node(at location: FileLocation) -> SyntaxNode? {
      if let known = nodes[location] { return known }
      let found = elementNode(at: location, &placer)
      nodes[location] = found
      return found
    }
    func overrides(of use: FileLocation) -> (component: String, properties: [PropertySyntax]) {
      if let known = overridesOfUse[use] { return known }
      var found = (component: "", properties: [PropertySyntax]())
      if let node = node(at: use), let block = ElementSyntax(node).block {
        found.component = ElementSyntax(node).kind
        found.properties = (block.properties + block.variants.flatMap { $0.block?.properties ?? [] }).filter {
          $0.target != nil
        }
      }
      overridesOfUse[use] = found
      return found
    }
    func visit(_ element: borrowing Element) {
      defer {
        let children = element.children
        for c in children.indices { visit(children[c]) }
      }
      // Only an element of a component's tree is overridden.
      guard let source = sources[element.path], let innermost = source.uses.last else { return }
      let outer = source.uses.count >= 2 ? source.uses[source.uses.count - 2] : nil
      guard !overrides(of: innermost).properties.isEmpty || outer.map({ !overrides(of: $0).properties.isEmpty }) == true,
        let written = node(at: source.written)
      else { return }
      let kind = element.kind
      // The uses whose overrides name this element: the innermost use names a child of its component by the
      // child's name; the root of that component is also the use itself, which the use around it overrides by the
      // use's name (`meter.height: 4`).
      var targets: [(use: FileLocation, name: String, declared: FileLocation)] = []
      if let name = ElementSyntax(written).name { targets.append((innermost, name, source.written)) }
      if let outer, !(written.parent?.ancestorsAndSelf.contains { $0.kind == .element } ?? false),
        let useNode = node(at: innermost), let useName = ElementSyntax(useNode).name
      {
        targets.append((outer, useName, innermost))
      }
      for (use, name, declaredAt) in targets {
        let (component, written) = overrides(of: use)
        for property in written where property.target == name {
          let propertyName = property.name
          guard let allowed = UnknownProperty.applicability[propertyName], let kinds = allowed, !kinds.contains(kind),
            let nameRange = property.nameToken?.range, let tree = placer.tree(use.file)
          else { continue }
          let declared = placer.header(of: declaredAt)
          var d = Diagnostic(
            rule: .unknownProperty, severity: severity, range: nameRange,
            message: "the override of '\(name)' of '\(component)': "
              + UnknownProperty.message(kind, lacks: propertyName, kinds),
            fixes: [
              Fix(
                title: "remove '\(name).\(propertyName)'",
                edits: [
                  TextEdit(range: Edits.deletionRange(of: property.range, in: tree.bytes), newText: "")
                ])
            ])
          d.related = [
            RelatedLocation(
              range: declared.range, message: "'\(name)' is declared here",
              file: declared.file == use.file ? nil : declared.file)
          ]
          place(d, in: use.file, &placer, into: &result)
        }
      }
    }
    for document in lowering.documents { visit(document.root) }
  }

  /// The element written at `location` (where an element's or a use's syntax starts).
  static func elementNode(at location: FileLocation, _ placer: inout StyleFindings.Placer) -> SyntaxNode? {
    guard let tree = placer.tree(location.file) else { return nil }
    return tree.root.innermostNode(at: location.range.start).ancestorsAndSelf.first {
      $0.kind == .element && $0.range.start == location.range.start
    }
  }

  /// `d`, a finding in `file`: kept when it is the linted file's, else reported there once (a component used by
  /// several screens, or several times, overrides its child with the same written property); a suppression in
  /// `file` that covers it drops it and counts as used. An override written in another file is that file's, also for
  /// the language server (`onlyThisFile`), which publishes it there when that file is open.
  static func place(
    _ d: Diagnostic, in file: String, _ placer: inout StyleFindings.Placer, into result: inout StyleFindings.Result
  ) {
    if let s = placer.suppression(covering: d, in: file) {
      result.usedSuppressions.insert(StyleFindings.suppressionKey(file: file, s, rule: d.rule))
      return
    }
    if file == placer.path {
      ProgramLint.add(d, to: &result.kept)
    } else if !result.elsewhere.contains(where: { $0.file == file && ProgramLint.sameFinding($0.diagnostic, d) }) {
      result.elsewhere.append(ProgramDiagnostic(file: file, diagnostic: d))
    }
  }
}
