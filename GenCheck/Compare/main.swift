// tgl-gen-check: compares the documents that generated code builds (rebuilt by GenCheck's TangramKit interface) with
// the `.tgl` files they were generated from: every frame, in every environment the file declares, left to right and
// right to left; and every path equation, sampled. Run by scripts/gen-check.sh, which explains the steps.
//
// Usage: tgl-gen-check LIST, where each line of LIST is `SOURCE.tgl<TAB>PREFIX`: PREFIX.tgl is the rebuilt file,
// PREFIX.samples the equation samples, PREFIX.error (if present) why there is nothing to compare.
// Prints one line per file and `gen-check: N files, K differ`; exits 1 if any differ.

import Foundation
import TGLLayout
import TGLSemantics
import TGLText

func read(_ path: String) -> String? {
  FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// A path expression's value, as the engine computes it.
func evaluate(_ e: PathExpression, _ t: Double) -> Double {
  switch e {
  case .number(let n): return n
  case .variable: return t
  case .negate(let a): return -evaluate(a, t)
  case .add(let a, let b): return evaluate(a, t) + evaluate(b, t)
  case .subtract(let a, let b): return evaluate(a, t) - evaluate(b, t)
  case .multiply(let a, let b): return evaluate(a, t) * evaluate(b, t)
  case .divide(let a, let b): return evaluate(a, t) / evaluate(b, t)
  case .power(let a, let b): return pow(evaluate(a, t), evaluate(b, t))
  case .call(let f, let a):
    let x = evaluate(a, t)
    switch f {
    case .sin: return sin(x)
    case .cos: return cos(x)
    case .tan: return tan(x)
    case .sqrt: return x.squareRoot()
    case .abs: return Swift.abs(x)
    case .exp: return exp(x)
    case .log: return log(x)
    }
  }
}

func same(_ a: Double, _ b: Double) -> Bool {
  if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
  if a.isInfinite || b.isInfinite { return a == b }
  return Swift.abs(a - b) <= 1e-9 * Swift.max(1, Swift.abs(a), Swift.abs(b))
}

/// Whether the samples of a generated closure (`argument=value` pairs) are the source equation's values.
func checkSamples(_ line: Substring, _ equation: PathEquation) -> String? {
  let fields = line.split(separator: " ")
  guard fields.count > 3 else { return "no samples" }
  let kind = fields[2]
  switch (kind, equation) {
  case ("polar", .polar), ("rectangular", .rectangular), ("parametric", .parametric): break
  default: return "the generated equation is \(kind), not the file's"
  }
  for pair in fields.dropFirst(3) {
    let parts = pair.split(separator: "=", maxSplits: 1)
    guard parts.count == 2, let argument = Double(parts[0]) else { return "unreadable sample '\(pair)'" }
    let got = parts[1].split(separator: ",").map { Double($0) ?? .nan }
    let want: [Double]
    switch equation {
    case .polar(let e), .rectangular(let e): want = [evaluate(e, argument)]
    case .parametric(let x, let y): want = [evaluate(x, argument), evaluate(y, argument)]
    }
    guard got.count == want.count, zip(got, want).allSatisfy(same) else {
      return
        "at \(argument) the generated equation gives \(parts[1]), the file's \(want.map { "\($0)" }.joined(separator: ","))"
    }
  }
  return nil
}

/// The environments a document is laid out in: its default one and one per distinct `when` condition (the canvas
/// turned to the condition's orientation, as `tgl check --all-size-classes` does), and the default one at the largest
/// content size when it has text; each left to right and right to left. Always for TangramKit 1.4.2.
func environments(_ document: LayoutDocument) -> [(Environment, String)] {
  // Under TangramKit whatever the file's `@target`: the generated code builds TangramKit layouts.
  var base = Environment(document: document)
  base.library = .tangramKit
  var conditions: [SizeClassCondition] = []
  for element in document.elements {
    for v in element.variants where v.condition != SizeClassCondition() && !conditions.contains(v.condition) {
      conditions.append(v.condition)
    }
  }
  // And the environments of real devices, where several conditions match at once and TangramKit takes the most
  // specific one of each view's own: phones upright and sideways, tablets.
  let devices = [
    SizeClassCondition(width: .compact, height: .regular, orientation: .portrait),
    SizeClassCondition(width: .compact, height: .compact, orientation: .landscape),
    SizeClassCondition(width: .regular, height: .compact, orientation: .landscape),
    SizeClassCondition(width: .regular, height: .regular, orientation: .portrait),
    SizeClassCondition(width: .regular, height: .regular, orientation: .landscape),
  ]
  if !conditions.isEmpty { conditions += devices.filter { !conditions.contains($0) } }
  var out: [(Environment, String)] = [(base, "default")]
  for c in conditions {
    var canvas = base.canvas
    let orientation = c.orientation ?? base.orientation
    if (orientation == .landscape) != (canvas.width > canvas.height), canvas.width != canvas.height {
      canvas = Size(width: canvas.height, height: canvas.width)
    }
    let name = [c.width.map { "width: \($0)" }, c.height.map { "height: \($0)" }, c.orientation.map { "\($0)" }]
      .compactMap { $0 }.joined(separator: ", ")
    out.append(
      (
        Environment(
          canvas: canvas, scale: base.scale, widthClass: c.width ?? .any, heightClass: c.height ?? .any,
          orientation: orientation), name
      ))
  }
  // A document with text also at the largest Dynamic Type size, as `tgl check --all-size-classes` checks it: there
  // a font that follows Dynamic Type and a `fixed` one measure differently.
  let hasText = document.elements.contains { $0.kind.hasText && $0.properties.text != nil }
  if hasText {
    var large = base
    large.contentSize = .accessibility5
    out.append((large, "content size accessibility5"))
  }
  return out.flatMap { e, name in
    var rtl = e
    rtl.rtl = true
    return [(e, name), (rtl, name + ", right to left")]
  }
}

/// Nil when a label or button shows the same text, in the same font and with the same line limit, in the file (in
/// every size class) and from the generated code (which sets them once for the view); else the difference. Frames
/// alone would miss a text that measures the same (an invisible character lost, a font that fits alike).
func compareText(_ original: Element, _ rebuilt: Element) -> String? {
  guard original.kind.hasText else { return nil }
  let got = rebuilt.properties
  let sizeClasses = [original.properties] + original.variants.map { original.properties.overlaid(by: $0.overrides) }
  for want in sizeClasses {
    if want.text != got.text {
      return "the text is \(want.text.map { "\"\($0)\"" } ?? "none") in the file, "
        + "\(got.text.map { "\"\($0)\"" } ?? "none") from the generated code"
    }
    guard want.text != nil else { continue }
    let (a, b) = (want.writtenFont(kind: original.kind), got.writtenFont(kind: original.kind))
    if a != b { return "the font is \(a.description) in the file, \(b.description) from the generated code" }
    let (m, n) = (want.lineLimit(kind: original.kind), got.lineLimit(kind: original.kind))
    if m != n { return "lines is \(m) in the file, \(n) from the generated code" }
  }
  return nil
}

/// Nil when a constraints container has the same constraints (in the same order) and its children the same content
/// priorities in the file and from the generated code; else the first difference. Names are compared through the
/// elements they name (the generated code's names are Swift identifiers, `root_` for `root`). Frames alone would miss
/// a constraint that happens not to move anything, or a priority that matters only in another environment.
func compareConstraints(_ original: Element, _ rebuilt: Element) -> String? {
  for axis in [Axis.horizontal, .vertical] {
    let (a, b) = (original.properties.contentPriorities, rebuilt.properties.contentPriorities)
    if a.hugging(axis) != b.hugging(axis) || a.compression(axis) != b.compression(axis) {
      return "its \(axis) hugging and compression are \(a.hugging(axis)), \(a.compression(axis)) in the file, "
        + "\(b.hugging(axis)), \(b.compression(axis)) from the generated code"
    }
  }
  guard original.kind == .constraints else { return nil }
  // The name of each child in the rebuilt document, by the file's name for it (children in the same order).
  var names: [String: String] = [:]
  for (x, y) in zip(original.children, rebuilt.children) {
    if let n = x.name { names[n] = y.name ?? "" }
  }
  func mapped(_ r: AnchorReference?) -> String? {
    guard let r else { return nil }
    switch r.item {
    case .parent: return "parent.\(r.anchor.rawValue)"
    case .child(let n): return "\(names[n] ?? n).\(r.anchor.rawValue)"
    }
  }
  func written(_ c: LayoutConstraint, map: Bool) -> String {
    let first = map ? mapped(c.first) : c.first.spelling
    let second = map ? mapped(c.second) : c.second?.spelling
    return "\(first ?? "") \(c.relation.rawValue) \(c.multiplier) * \(second ?? "nothing") + \(c.constant) "
      + "@\(c.priority.value)"
  }
  let want = original.constraints.map { written($0, map: true) }
  let got = rebuilt.constraints.map { written($0, map: false) }
  guard want != got else { return nil }
  guard want.count == got.count else {
    return "\(want.count) constraints in the file, \(got.count) from the generated code"
  }
  let k = want.indices.first { want[$0] != got[$0] } ?? 0
  return "constraint \(k + 1) is '\(want[k])' in the file, '\(got[k])' from the generated code"
}

/// The child-index path of every element, in document order.
func indexPaths(_ root: Element) -> [[Int]] {
  var out: [[Int]] = []
  func visit(_ e: Element, _ path: [Int]) {
    out.append(path)
    for (k, child) in e.children.enumerated() { visit(child, path + [k]) }
  }
  visit(root, [])
  return out
}

func describe(_ r: Rect) -> String { "(\(r.x), \(r.y), \(r.width), \(r.height))" }

/// The `.tgl` files of a workspace folder on disk, by workspace path (as `tgl gen swift` reads them).
struct DiskSources: SourceLoader {
  let root: String

  func text(of path: String) -> String? { read(absolute(path)) }

  func tglFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute(folder))) ?? []
    return names.filter { $0.hasSuffix(".tgl") }.map { folder.isEmpty ? $0 : folder + "/" + $0 }.sorted()
  }

  func absolute(_ path: String) -> String { path.isEmpty ? root : root + "/" + path }
}

/// The documents of the file at `path`: a file that imports or declares (issue 29) as its expanded tree, read in
/// its workspace as `tgl gen swift` reads it (the nearest folder above it with a `Package.swift`, else its own
/// folder), since the generated code builds that tree; any other file as before.
func sourceDocuments(_ path: String, _ text: String) -> [LayoutDocument] {
  guard FileDeclarations.parsing(path, text).isProgram else { return Lowering.lower(source: text).documents }
  let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
  let folder = WorkspacePath.folder(of: absolute)
  var root = folder
  var candidate = folder
  while !candidate.isEmpty {
    if FileManager.default.fileExists(atPath: candidate + "/Package.swift") {
      root = candidate
      break
    }
    candidate = WorkspacePath.folder(of: candidate)
  }
  let entry = String(absolute.dropFirst(root.count + 1))
  return Program.load(entry, loader: DiskSources(root: root)).expand(entry).lowering.documents
}

/// Nil when the file's documents and the rebuilt ones lay out alike; else the first difference.
func compare(source: String, prefix: String, views: inout Int, frames: inout Int) -> String? {
  if let error = read(prefix + ".error") { return error.split(separator: "\n").first.map(String.init) ?? "error" }
  guard let sourceText = read(source) else { return "cannot read \(source)" }
  guard let rebuiltText = read(prefix + ".tgl") else { return "nothing was rebuilt" }
  let originals = sourceDocuments(source, sourceText)
  let rebuiltResult = Lowering.lower(source: rebuiltText)
  if let problem = rebuiltResult.diagnostics.first { return "the rebuilt document does not read: \(problem.message)" }
  var rebuilt = rebuiltResult.documents
  guard originals.count == rebuilt.count else { return "\(originals.count) documents, \(rebuilt.count) rebuilt" }
  // What the same code builds with TangramKit's RTL flag set before it runs: laid out in the right-to-left
  // environments (left/right were taken as trailing/leading when they were set, code notes §10).
  guard let rtlText = read(prefix + ".rtl.tgl") else { return "nothing was rebuilt right to left" }
  let rtlResult = Lowering.lower(source: rtlText)
  if let problem = rtlResult.diagnostics.first {
    return "the document rebuilt right to left does not read: \(problem.message)"
  }
  var rebuiltRTL = rtlResult.documents
  guard rebuiltRTL.count == rebuilt.count else { return "the right-to-left build has other documents" }
  let samples = (read(prefix + ".samples") ?? "").split(separator: "\n")
  for (d, original) in originals.enumerated() {
    let a = original.elements
    let b = rebuilt[d].elements
    guard a.count == b.count else { return "\(original.root.path): \(a.count) views, \(b.count) rebuilt" }
    let paths = indexPaths(rebuilt[d].root)
    for (i, element) in a.enumerated() {
      let kind = element.kind == .spacer ? ElementKind.view : element.kind
      guard kind == b[i].kind else {
        return "\(element.path) is a \(element.kind.rawValue), rebuilt as \(b[i].kind.rawValue)"
      }
      if let problem = compareText(element, b[i]) { return "\(element.path): \(problem)" }
      if let problem = compareConstraints(element, b[i]) { return "\(element.path): \(problem)" }
      guard let equation = element.properties.pathEquation else { continue }
      guard let line = samples.first(where: { $0.hasPrefix("\(d) \(i) ") }) else {
        return "\(element.path): the generated code sets no equation"
      }
      if let problem = checkSamples(line, equation) { return "\(element.path): \(problem)" }
      // The closure is checked; lay the rebuilt path out with the file's equation.
      rebuilt[d].modifyProperties(at: paths[i]) { $0.pathEquation = equation }
      rebuiltRTL[d].modifyProperties(at: paths[i]) { $0.pathEquation = equation }
    }
    guard rebuiltRTL[d].elements.count == b.count else { return "\(original.root.path): the right-to-left build differs" }
    views += a.count
    for (environment, name) in environments(original) {
      let want = TGLLayout.layout(original, in: environment).items
      let got = TGLLayout.layout(environment.rtl ? rebuiltRTL[d] : rebuilt[d], in: environment).items
      for (x, y) in zip(want, got) {
        frames += 1
        if x.frame != y.frame {
          return "\(x.path) in \(name): \(describe(x.frame)) in the file, \(describe(y.frame)) from the generated code"
        }
        if x.isApplied != y.isApplied { return "\(x.path) in \(name): noLayout differs" }
      }
    }
  }
  return nil
}

let arguments = CommandLine.arguments
guard arguments.count == 2, let list = read(arguments[1]) else {
  FileHandle.standardError.write(Data("usage: tgl-gen-check LIST (lines: SOURCE.tgl<TAB>PREFIX)\n".utf8))
  exit(2)
}
var files = 0
var differ = 0
var views = 0
var frames = 0
for line in list.split(separator: "\n") {
  let parts = line.split(separator: "\t").map(String.init)
  guard parts.count == 2 else { continue }
  files += 1
  if let problem = compare(source: parts[0], prefix: parts[1], views: &views, frames: &frames) {
    differ += 1
    print("differ  \(parts[0]): \(problem)")
  } else {
    print("same    \(parts[0])")
  }
}
print("gen-check: \(files) files, \(differ) differ (\(views) views, \(frames) frames compared)")
exit(differ == 0 ? 0 : 1)
