// What the generator needs to know about a file of a program (issue 29) to write its components as Swift types:
// the program, where each expanded element comes from, and how to read the workspace again (a component's type
// is built from its own expansion, docs/codegen.md "A component as a Swift type").

import TGLSemantics
import TGLSyntax

/// A file of a program, as the generator sees it.
public struct SwiftProgramContext: Sendable {
  /// The program the file was expanded in.
  public var program: Program
  /// The file's workspace path.
  public var path: String
  /// Per element path of the file's documents, where it comes from (`ExpandedFile.sources`).
  public var sources: [String: ElementSource]
  /// The workspace, read again for the expansions of a component alone.
  public var loader: any SourceLoader
  /// Put before every component's type name (default: the type prefix). Every file of a program must use the same,
  /// since a use names the type its component's file declares.
  public var componentPrefix: String?

  public init(
    program: Program, path: String, sources: [String: ElementSource], loader: any SourceLoader,
    componentPrefix: String? = nil
  ) {
    self.program = program
    self.path = path
    self.sources = sources
    self.loader = loader
    self.componentPrefix = componentPrefix
  }
}

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
