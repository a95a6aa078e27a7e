// Golden layout fixtures: Tests/Data/layout/NAME.tgl with NAME.frames (`path x y w h` per line, `@env ...` optional:
// width, height, orientation, rtl, canvas, scale, contentSize, pseudoLocale).

import Foundation
import TGLLayout
import TGLSemantics
import TGLTestSupport
import TGLText
import Testing

@Suite struct LayoutFixtureTests {
  static var directory: URL { Fixtures.dataDirectory("layout") }

  static var names: [String] {
    Fixtures.files(in: directory, withSuffix: ".frames").map { String($0.lastPathComponent.dropLast(7)) }
  }

  @Test func fixturesExist() {
    #expect(Self.names.count >= 60)
  }

  @Test(arguments: names) func fixture(_ name: String) throws {
    let source = try #require(Fixtures.read(Self.directory.appendingPathComponent(name + ".tgl")))
    let frames = try #require(Fixtures.read(Self.directory.appendingPathComponent(name + ".frames")))
    // A fixture that imports or declares (issue 29) is laid out as its expanded tree; its imports are read from the
    // fixtures' folder.
    let loader = FixtureSources(directory: Self.directory, given: [name + ".tgl": source])
    let lowered = Program.load(name + ".tgl", loader: loader).expand(name + ".tgl").lowering
    #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics.map(\.message))")
    let document = try #require(lowered.documents.first)
    var environment = Environment(document: document)
    var expected: [(String, [Double])] = []
    for line in frames.split(separator: "\n").map(String.init) where !line.hasPrefix("#") && !line.isEmpty {
      let parts = line.split(separator: " ").map(String.init)
      if parts.first == "@env" {
        environment = Self.environment(parts.dropFirst(), base: environment)
        continue
      }
      guard parts.count == 5 else {
        Issue.record("bad line in \(name).frames: \(line)")
        continue
      }
      expected.append((parts[0], parts[1...].compactMap(Double.init)))
    }
    let result = layout(document, in: environment)
    #expect(!expected.isEmpty)
    for (path, value) in expected {
      guard let item = result.item(atPath: path) else {
        Issue.record("\(name): no element at \(path); paths: \(result.items.map(\.path))")
        continue
      }
      let f = item.frame
      let got = [f.x, f.y, f.width, f.height]
      #expect(
        value.count == 4 && zip(got, value).allSatisfy { abs($0 - $1) < 0.01 },
        "\(name) \(path): got \(got.map(Self.format)), expected \(value.map(Self.format))")
    }
  }

  static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

  static func environment(_ parts: ArraySlice<String>, base: Environment) -> Environment {
    var e = base
    var orientation: DeviceOrientation?
    for part in parts {
      let kv = part.split(separator: "=").map(String.init)
      guard kv.count == 2 else { continue }
      switch kv[0] {
      case "width": e.widthClass = SizeClass(rawValue: kv[1]) ?? .any
      case "height": e.heightClass = SizeClass(rawValue: kv[1]) ?? .any
      case "orientation": orientation = DeviceOrientation(rawValue: kv[1])
      case "rtl": e.rtl = kv[1] == "true"
      case "rounding": e.roundsToPixels = kv[1] != "false"
      case "canvas":
        let wh = kv[1].split(separator: ",").compactMap { Double($0) }
        if wh.count == 2 { e.canvas = Size(width: wh[0], height: wh[1]) }
      case "scale": e.scale = Double(kv[1]) ?? e.scale
      case "contentSize": e.contentSize = ContentSizeCategory(name: kv[1]) ?? e.contentSize
      case "pseudoLocale": e.pseudoLocale = kv[1] == "true"
      default: break
      }
    }
    e.orientation = orientation ?? (e.canvas.width > e.canvas.height ? .landscape : .portrait)
    return e
  }
}

/// The fixtures' folder as a workspace.
struct FixtureSources: SourceLoader {
  let directory: URL
  let given: [String: String]

  func text(of path: String) -> String? { given[path] ?? Fixtures.read(directory.appendingPathComponent(path)) }

  func tglFiles(in folder: String) -> [String] { [] }
}
