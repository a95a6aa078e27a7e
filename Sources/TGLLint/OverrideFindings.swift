// A use's override of a child (`avatar.font: 17`, in the use's block or in one of its `when` blocks) is checked as
// the child's own property would be (issue 29, Deliver §1; language.md §16.4): the expansion lays the value over the
// child whatever its kind, and the use's block is no element's block, so `unknown-property` would say nothing. A
// property the child's kind does not have is reported at the override's name after the dot, in the using file, with
// the child's declaration related and a fix that removes the override, as the element's finding has.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

enum OverrideFindings {
  /// The `unknown-property` findings of the overrides that give an expanded element of kind `kind` (its source
  /// `source`) a property its kind does not have. Which uses override a child, and with what, is read once per program
  /// (`WrittenOverrides`): most uses override nothing, and their elements cost no more than that lookup.
  static func unknownProperties(
    of kind: ElementKind, _ source: UnsafePointer<ElementSource>, severity: Severity,
    placer: inout StyleFindings.Placer, into result: inout StyleFindings.Result
  ) {
    // Only an element of a component's tree is overridden.
    let count = source.pointee.uses.count
    guard count > 0 else { return }
    // The uses read in place through a `Span`: passing the array read through the pointer retained and released it.
    let (innerOverrides, outerOverrides) = source.pointee.uses.span.withUnsafeBufferPointer { uses in
      (
        placer.overrides(ofUseIn: uses, at: count - 1, inner: true),
        count >= 2 ? placer.overrides(ofUseIn: uses, at: count - 2, inner: false) : nil
      )
    }
    guard innerOverrides != nil || outerOverrides != nil,
      let written = placer.facts(source.pointee.written.file)?.element(at: source.pointee.written.range)
    else { return }
    let innermost = source.pointee.uses[count - 1]
    let outer = count >= 2 ? source.pointee.uses[count - 2] : nil
    // The uses whose overrides name this element: the innermost use names a child of its component by the child's
    // name; the root of that component is also the use itself, which the use around it overrides by the use's name
    // (`meter.height: 4`). Each is read in turn, without an array of them: most elements of an overriding use are
    // named by none of its overrides.
    if let innerOverrides, let name = ElementSyntax(written).name {
      report(
        kind, overriddenAt: innermost, by: innerOverrides, name: name, declaredAt: source.pointee.written,
        severity: severity, placer: &placer, into: &result)
    }
    if let outer, let outerOverrides, !(written.parent?.ancestorsAndSelf.contains { $0.kind == .element } ?? false),
      let useNode = placer.facts(innermost.file)?.element(at: innermost.range), let useName = ElementSyntax(useNode).name
    {
      report(
        kind, overriddenAt: outer, by: outerOverrides, name: useName, declaredAt: innermost, severity: severity,
        placer: &placer, into: &result)
    }
  }

  /// The `unknown-property` findings of the overrides of the use written at `use` (`overrides`) that name the element
  /// `name` (of kind `kind`, declared at `declaredAt`) with a property its kind does not have.
  static func report(
    _ kind: ElementKind, overriddenAt use: FileLocation, by overrides: WrittenOverrides.OverridingUse, name: String,
    declaredAt: FileLocation, severity: Severity, placer: inout StyleFindings.Placer,
    into result: inout StyleFindings.Result
  ) {
    // By the targets read once per use; a property is read only where it overrides this element.
    for k in overrides.targets.indices where overrides.targets[k] == name {
      let property = overrides.properties[k]
      let propertyName = property.name
      guard let allowed = UnknownProperty.applicability[propertyName], let kinds = allowed, !kinds.contains(kind),
        let nameRange = property.nameToken?.range, let tree = placer.tree(use.file)
      else { continue }
      let declared = placer.header(of: declaredAt)
      var d = Diagnostic(
        rule: .unknownProperty, severity: severity, range: nameRange,
        message: "the override of '\(name)' of '\(overrides.component)': "
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

  /// Moves `d`, a finding about a value of an expanded element (whose source is `source`) that a use's override of a
  /// child gives, written at `at` (`ValueOrigin.override`), to the override's name after the dot: the use caused it
  /// (language.md §16.5), and the child is right for the other uses. The message names the child and the component,
  /// the child's declaration is related, and an `ignored-property` finding offers to remove the override (the value
  /// changes nothing). False when the override is no dotted property of a use the element was expanded through (the
  /// use's own block's property, which is its root's and found where it is written).
  static func move(
    _ d: Diagnostic, source: ElementSource, at: FileLocation, placer: inout StyleFindings.Placer,
    into result: inout StyleFindings.Result
  ) -> Bool {
    // The use that writes the override: the innermost (a child of its component, named by the child's name) or the
    // one around it (the innermost use, named by the use's name).
    guard let facts = placer.facts(at.file), let overriding = placer.overridingUses(at.file) else { return false }
    for (k, use) in source.uses.enumerated().reversed().prefix(2) where use.file == at.file {
      guard let overrides = overriding.uses[use.range.start],
        let property = overrides.properties.first(where: { $0.qualifiedNameRange?.start == at.range.start }),
        let target = property.target, let nameRange = property.nameToken?.range
      else { continue }
      let declaredAt = k == source.uses.count - 1 ? source.written : source.uses[source.uses.count - 1]
      let declared = placer.header(of: declaredAt)
      var moved = d
      moved.range = nameRange
      moved.message = "the override of '\(target)' of '\(overrides.component)': " + d.message
      moved.subject = nil
      moved.subjectProperty = nil
      moved.fixes =
        d.rule == .ignoredProperty
        ? [
          Fix(
            title: "remove '\(target).\(property.name)'",
            edits: [TextEdit(range: Edits.deletionRange(of: property.range, in: facts.tree.bytes), newText: "")])
        ] : []
      moved.related =
        d.related.map { r in
          var r = r
          if r.file == nil { r.file = placer.path }
          if r.file == at.file { r.file = nil }
          return r
        } + [
          RelatedLocation(
            range: declared.range, message: "'\(target)' is declared here",
            file: declared.file == at.file ? nil : declared.file)
        ]
      place(moved, in: at.file, &placer, into: &result)
      return true
    }
    return false
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
