// A component of a program as the generator finds it (issue 29 §3): the component whose tree a use expands, and
// the workspace with one more file, in which a component is expanded alone for its Swift type (docs/codegen.md,
// "A component as a Swift type").

import TGLSemantics
import TGLSyntax

/// The workspace with one more file: the document that expands a component alone.
struct OverlaySources: SourceLoader {
  let base: any SourceLoader
  let extra: [String: String]

  func text(of path: String) -> String? { extra[path] ?? base.text(of: path) }
  func tglFiles(in folder: String) -> [String] { base.tglFiles(in: folder) }
}

/// A component declared in a file of the workspace.
struct ComponentKey: Hashable {
  var file: String
  var name: String
}

extension Program {
  /// The component whose root element is written at `location` (an expanded use's root says where it is written).
  func component(rootAt location: FileLocation) -> (key: ComponentKey, syntax: ComponentSyntax)? {
    guard let syntax = files[location.file]?.declarations.syntax else { return nil }
    for component in syntax.components where component.element?.range == location.range {
      return (ComponentKey(file: location.file, name: component.name ?? ""), component)
    }
    return nil
  }
}
