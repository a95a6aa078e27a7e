// ARCHITECTURE.md's table of modules checked against Package.swift: the same modules, the same direct dependencies.

import Foundation
import TGLTestSupport
import Testing

@Suite struct ModuleGraphTests {
  static let root = Fixtures.repositoryRoot()

  /// Every target of `Package.swift` that is not a test (libraries, executables, plugins), with its direct
  /// dependencies, read from the text of the `Package(...)` call; the targets appended under `TGL_FUZZ=1` after it
  /// are not part of the graph the table draws.
  static func packageTargets(_ manifest: String) -> [String: Set<String>] {
    guard let start = manifest.range(of: "let package = Package(") else { return [:] }
    let call = balanced(manifest[start.upperBound...])
    var targets: [String: Set<String>] = [:]
    for opener in [".target(", ".executableTarget(", ".plugin("] {
      var rest = call[...]
      while let found = rest.range(of: opener) {
        let arguments = balanced(rest[found.upperBound...])
        rest = rest[found.upperBound...]
        // A plugin product (`.plugin(name:targets:)`) names targets; a plugin target has a capability.
        if opener == ".plugin(", !arguments.contains("capability:") { continue }
        guard let name = stringLiterals(after: "name:", in: arguments, onlyFirst: true).first else { continue }
        targets[name] = Set(stringLiterals(after: "dependencies:", in: arguments, onlyFirst: false))
      }
    }
    return targets
  }

  /// The text up to the parenthesis that closes the one just before `text` (string literals skipped).
  static func balanced(_ text: Substring) -> Substring {
    var depth = 1
    var inString = false
    for index in text.indices {
      let character = text[index]
      if inString {
        if character == "\"" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return text[..<index] }
      default: break
      }
    }
    return text
  }

  /// The string literals after `label`: the first one, or those of the bracketed list that follows it.
  static func stringLiterals(after label: String, in text: Substring, onlyFirst: Bool) -> [String] {
    guard let found = text.range(of: label) else { return [] }
    var rest = text[found.upperBound...]
    if !onlyFirst {
      guard let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]") else { return [] }
      rest = rest[rest.index(after: open)..<close]
    }
    let pieces = rest.split(separator: "\"", omittingEmptySubsequences: false)
    let literals = stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) }
    return onlyFirst ? Array(literals.prefix(1)) : literals
  }

  /// The rows of the table under `## Modules`: the modules (the names quoted in the first column) and the
  /// names quoted in the last column, "Depends on" (words around them, such as why, are not names).
  static func tableRows(_ architecture: String) -> [String: Set<String>] {
    guard let section = architecture.range(of: "\n## Modules\n") else { return [:] }
    var rows: [String: Set<String>] = [:]
    for line in architecture[section.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      guard line.hasPrefix("| `") else { continue }
      let columns = line.split(separator: "|", omittingEmptySubsequences: false)
      guard columns.count >= 4 else { continue }
      for module in quoted(columns[1]) { rows[module] = Set(quoted(columns[columns.count - 2])) }
    }
    return rows
  }

  static func quoted(_ text: Substring) -> [String] {
    let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) }
  }

  @Test func theArchitectureTableIsThePackageGraph() throws {
    let manifest = try #require(Fixtures.read(Self.root.appendingPathComponent("Package.swift")))
    let architecture = try #require(Fixtures.read(Self.root.appendingPathComponent("ARCHITECTURE.md")))
    let package = Self.packageTargets(manifest)
    let table = Self.tableRows(architecture)
    #expect(package.count > 20, "Package.swift's targets were not found")
    for (module, dependencies) in package.sorted(by: { $0.key < $1.key }) {
      guard let written = table[module] else {
        Issue.record("ARCHITECTURE.md has no row for `\(module)` (Package.swift declares it)")
        continue
      }
      let missing = dependencies.subtracting(written).sorted()
      let extra = written.subtracting(dependencies).sorted()
      if !missing.isEmpty {
        Issue.record("ARCHITECTURE.md: `\(module)` depends on \(missing.joined(separator: ", ")) in Package.swift, not in the table")
      }
      if !extra.isEmpty {
        Issue.record("ARCHITECTURE.md: `\(module)` lists \(extra.joined(separator: ", ")), which Package.swift does not declare")
      }
    }
    for module in table.keys.sorted() where package[module] == nil {
      Issue.record("ARCHITECTURE.md has a row for `\(module)`, which Package.swift does not declare")
    }
  }

  /// The generic server reaches only the protocol, JSON and the platform: a language service brings the rest.
  @Test func theGenericServerDependsOnNothingOfTGL() throws {
    let manifest = try #require(Fixtures.read(Self.root.appendingPathComponent("Package.swift")))
    let package = Self.packageTargets(manifest)
    var reached: Set<String> = []
    var next = ["LSPServer"]
    while let module = next.popLast() {
      for dependency in package[module] ?? [] where reached.insert(dependency).inserted { next.append(dependency) }
    }
    #expect(reached == ["LSPProtocol", "TGLJSON", "Platform", "CPlatform"])
    for file in Fixtures.files(in: Self.root.appendingPathComponent("Sources/LSPServer"), withSuffix: ".swift") {
      let text = (Fixtures.read(file) ?? "").lowercased()
      #expect(!text.contains("tgl"), "\(file.lastPathComponent) names tgl; the language service brings what is tgl's")
    }
  }

  @Test func theReaderFindsNamesAndDependencies() {
    let manifest = """
      let package = Package(
        products: [.plugin(name: "P", targets: ["p"])],
        targets: [
          .target(name: "A"),
          .target(name: "B", dependencies: ["A"]),
          .executableTarget(name: "c", dependencies: ["A", "B"], path: "C/Main"),
          .plugin(name: "p", capability: .command(intent: .custom(verb: "v", description: "d (x)")), dependencies: ["c"]),
        ]
      )
      package.targets.append(.target(name: "Later", dependencies: ["A"]))
      """
    #expect(Self.packageTargets(manifest) == ["A": [], "B": ["A"], "c": ["A", "B"], "p": ["c"]])
    let architecture = """
      # Architecture

      ## Modules

      | Module | Owns | Depends on |
      |---|---|---|
      | `A` | things | — |
      | `B` | `A`'s users | `A` (why) |
      | `D`, `E` | two | `B` |

      ## Next
      | `C` | x | `A` |
      """
    #expect(Self.tableRows(architecture) == ["A": [], "B": ["A"], "D": ["B"], "E": ["B"]])
  }
}
