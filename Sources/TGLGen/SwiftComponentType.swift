// The source of a component's Swift type (docs/codegen.md, "A component as a Swift type"): its views as
// properties, an initialiser that takes the parameters, builds the tree and sets what does not depend on the use,
// and `applySizeClasses()`, which the use calls once it has set the rest.

import TGLSemantics
import TGLSyntax

struct ComponentTypeWriter {
  let plan: ComponentPlan
  /// The writer of the component's expansion with the first stand-ins, its identifiers marked.
  let writer: SwiftDocumentWriter
  /// A line of that expansion with its stand-ins replaced by parameter marks.
  let generic: (String) -> String
  let syntax: ComponentSyntax

  /// A template line as the type writes it: views by their identifiers, parameters by their local names.
  func written(_ line: String) -> String {
    let named = TemplateMark.renamingViews(line) { $0 }
    return TemplateMark.fillingParameters(named) { name in
      plan.parameters.first { $0.name == name }?.local ?? name
    } ?? named
  }

  func source() throws(ComponentPlans.PlanFailure) -> String {
    let access = writer.access
    let views = writer.views
    let file = plan.key.file.split(separator: "/").last.map(String.init) ?? plan.key.file
    let rootLine = views[1].line
    var out = "/// The component `\(plan.key.name)` (\(file), line \(rootLine)): one instance per use.\n"
    out += "///\n"
    out += "/// A use creates it with its arguments, adds `root` to its parent and sets the root's size and place (they\n"
    if plan.sizeClasses {
      out += "/// depend on the parent), then its own properties and overrides, then calls `applySizeClasses()`: TangramKit\n"
      out += "/// copies a view's default into a size class when the size class is fetched, so that comes last.\n"
    } else {
      out += "/// depend on the parent), then its own properties and overrides.\n"
    }
    out += "@MainActor\n\(access)final class \(plan.typeName) {\n"
    // The type's own views and its nested uses, in preorder.
    let own = views.indices.dropFirst().filter { writer.useOwner[$0] == nil }
    let nested = writer.typeUses.keys.sorted()
    var members: [(index: Int, declaration: String)] = []
    for i in own {
      let id = written(views[i].identifier)
      if i == 1 {
        members.append((i, "  /// `\(views[i].title)`, line \(views[i].line): the root, which a use adds to its parent.\n"
          + "  \(access)let root: \(views[i].swiftClass)\n"))
      } else if views[i].element.name != nil {
        members.append((i, "  /// `\(views[i].title)`, line \(views[i].line).\n  \(access)let \(id): \(views[i].swiftClass)\n"))
      } else {
        members.append((i, "  private let \(id): \(views[i].swiftClass)\n"))
      }
    }
    for c in nested {
      let use = writer.typeUses[c]!
      let title = useTitle(c)
      if views[c].element.name != nil {
        members.append((c, "  /// `\(title)`, line \(views[c].line).\n  \(access)let \(use.identifier): \(use.typeName)\n"))
      } else {
        members.append((c, "  private let \(use.identifier): \(use.typeName)\n"))
      }
    }
    for member in members.sorted(by: { $0.index < $1.index }) { out += member.declaration }
    let parameters = plan.parameters.map { p in
      let head = p.label == p.local ? p.label : "\(p.label) \(p.local)"
      return "\(head): \(p.swiftType)" + (p.defaultText.map { " = \($0)" } ?? "")
    }
    out += "\n"
    for line in SwiftArguments.packed("\(access)init(", parameters, ") {", indent: 2, declaration: true) {
      out += "  \(line)\n"
    }
    var body: [String] = []
    var locals: [String] = []
    for i in views.indices.dropFirst() {
      if let use = writer.typeUses[i] {
        body += SwiftArguments.packed(
          "let \(use.identifier) = \(use.typeName)(", use.argumentList.map { written(generic($0)) }, ")", indent: 4,
          declaration: false)
        locals.append(use.identifier)
      } else if writer.useOwner[i] == nil {
        let creation: String
        do throws(ElementFailure) {
          creation = try writer.creation(i)
        } catch {
          throw ComponentPlans.PlanFailure(error.message)
        }
        let id = written(views[i].identifier)
        body.append("let \(id) = \(written(generic(creation)))")
        locals.append(id)
      }
    }
    for id in locals { body.append("self.\(id) = \(id)") }
    for i in views.indices.dropFirst() {
      let lines: [String]
      if let owner = writer.useOwner[i] {
        lines = writer.typeUses[owner]!.defaults[i - owner].map(generic)
      } else {
        lines = plan.defaults[i - 1]
      }
      guard !lines.isEmpty else { continue }
      body.append("")
      body.append("// line \(views[i].line): \(i == 1 || writer.useOwner[i] == i ? title(i) : views[i].title)")
      body += lines.map(written)
    }
    for line in body { out += line.isEmpty ? "\n" : "    \(line)\n" }
    out += "  }\n"
    guard plan.sizeClasses else { return out + "}\n" }
    out += "\n  /// Fetches the size classes of the component's views, after the use has set the root's size and place and\n"
    out += "  /// its overrides: TangramKit copies the default into a size class when it is fetched (code notes §8).\n"
    var sizeClasses: [String] = []
    for i in views.indices.dropFirst() {
      if let owner = writer.useOwner[i] {
        let use = writer.typeUses[owner]!
        if owner == i && use.sizeClasses {
          sizeClasses.append("\(written(views[i].identifier).split(separator: ".")[0]).applySizeClasses()")
        }
        sizeClasses += use.variants[i - owner].map { written(generic($0)) }
        continue
      }
      for block in plan.variants[i - 1] {
        let notes = block.body.filter { $0.hasPrefix("//") }
        let statements = block.body.filter { !$0.hasPrefix("//") }
        sizeClasses.append("")
        sizeClasses.append("// line \(views[i].line): \(title(i)), when \(SwiftSizeClasses.written(block.condition))")
        sizeClasses += writer.wrappedVariant(i, condition: block.condition, notes: notes, body: statements).map(written)
      }
    }
    while sizeClasses.first == "" { sizeClasses.removeFirst() }
    out += "  \(access)func applySizeClasses() {\n"
    for line in sizeClasses { out += line.isEmpty ? "\n" : "    \(line)\n" }
    out += "  }\n"
    out += "}\n"
    return out
  }

  /// `linear cell` for the root, `Badge unread` for a nested use, else the view's title.
  func title(_ i: Int) -> String {
    if writer.typeUses[i] != nil { return useTitle(i) }
    return writer.views[i].title
  }

  /// `Badge unread`: the component and the use's name.
  func useTitle(_ c: Int) -> String {
    let typeName = writer.typeUses[c]?.typeName ?? ""
    return writer.views[c].element.name.map { "\(typeName) \($0)" } ?? typeName
  }
}
