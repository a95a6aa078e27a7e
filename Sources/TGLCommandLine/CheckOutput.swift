// The machine-readable output of `tgl check`: the documented JSON and SARIF 2.1.0.

import TGLDiagnostics
import TGLJSON
import TGLLint
import TGLSyntax

enum CheckOutput {
  /// `{"start": {"line", "utf16", "utf8", "offset"}, "end": {...}}`: 0-based line, UTF-16 and UTF-8 columns,
  /// and the UTF-8 byte offset in the file.
  // Not inlined: inlined at its three calls in the nested loops of `fileJSON`, it made that function the slowest of
  // the release build to optimise (docs/dev/performance-journal.md, "Build time").
  @inline(never)
  static func write(_ range: TextRange, _ index: LineIndex, into out: inout JSONText) {
    out.beginObject()
    write(position: "start", range.start, index, into: &out)
    write(position: "end", range.end, index, into: &out)
    out.endObject()
  }

  /// A range in a file that could not be read: each position holds its byte offset alone.
  static func write(offsetsOf range: TextRange, into out: inout JSONText) {
    out.beginObject()
    for (name, offset) in [("start", range.start), ("end", range.end)] as [(StaticString, Int)] {
      out.key(name)
      out.beginObject()
      out.key("offset")
      out.integer(offset)
      out.endObject()
    }
    out.endObject()
  }

  /// The member `name` of a range: the position of `offset`, its line found once for both columns.
  private static func write(position name: StaticString, _ offset: Int, _ index: LineIndex, into out: inout JSONText) {
    let utf16 = index.utf16Position(of: offset)
    let clamped = min(max(0, offset), index.bytes.count)
    out.key(name)
    out.beginObject()
    out.key("line")
    out.integer(utf16.line)
    out.key("utf16")
    out.integer(utf16.column)
    out.key("utf8")
    out.integer(clamped - index.lineStarts[utf16.line])
    out.key("offset")
    out.integer(clamped)
    out.endObject()
  }

  /// About the size of a file's entry (`fileJSON`), so that its text is made once at its size: a range is some 150
  /// bytes, a related location about 250 with its message, a fix about 300.
  static func estimatedSize(_ result: CheckCommand.FileResult) -> Int {
    var size = 64 + result.path.utf8.count + (result.ioError?.utf8.count ?? 0)
    // Read in place by index: a loop over the diagnostics copied each one.
    for k in result.diagnostics.indices {
      size += 400 + result.diagnostics[k].message.utf8.count + 250 * result.diagnostics[k].related.count
        + 300 * result.diagnostics[k].fixes.count
    }
    return size
  }

  /// One file's entry of the JSON output (written in place: it is most of the output of a large check). A related
  /// location in another file (a use of a component, where the finding is the component's) names that file as
  /// `files` names it and is written in its lines and columns.
  static func fileJSON(_ result: CheckCommand.FileResult, files: RunFiles) -> String {
    let index = LineIndex(bytes: result.bytes)
    var others = RunFiles.Cursor(files, current: result.absolute)
    var out = JSONText(capacity: estimatedSize(result))
    out.beginObject()
    out.key("path")
    out.string(result.path)
    if let problem = result.ioError {
      out.key("error")
      out.string(problem)
    }
    out.key("diagnostics")
    out.beginArray()
    for d in result.diagnostics {
      out.beginObject()
      out.key("rule")
      out.string(d.rule.rawValue)
      out.key("severity")
      out.string(d.severity.rawValue)
      out.key("message")
      out.string(d.message)
      out.key("range")
      write(d.range, index, into: &out)
      out.key("related")
      out.beginArray()
      for r in d.related {
        out.beginObject()
        out.key("message")
        out.string(r.message)
        if let other = others.otherFile(of: r) {
          out.key("file")
          out.string(other.path)
          out.key("range")
          if let other = other.index {
            write(r.range, other, into: &out)
          } else {
            write(offsetsOf: r.range, into: &out)
          }
        } else {
          out.key("range")
          write(r.range, index, into: &out)
        }
        out.endObject()
      }
      out.endArray()
      out.key("fixes")
      out.beginArray()
      for fix in d.fixes {
        out.beginObject()
        out.key("title")
        out.string(fix.title)
        out.key("edits")
        out.beginArray()
        for edit in fix.edits {
          out.beginObject()
          out.key("range")
          write(edit.range, index, into: &out)
          out.key("newText")
          out.string(edit.newText)
          out.endObject()
        }
        out.endArray()
        out.endObject()
      }
      out.endArray()
      out.endObject()
    }
    out.endArray()
    out.endObject()
    return out.text
  }

  static func json(_ results: [CheckCommand.FileResult], errors: Int, warnings: Int, infos: Int) -> String {
    SpacedJSON.object([
      ("version", "1"),
      ("files", SpacedJSON.array(results.map(\.rendered))),
      (
        "summary",
        SpacedJSON.object([
          ("files", String(results.count)), ("errors", String(errors)), ("warnings", String(warnings)),
          ("information", String(infos)),
        ])
      ),
    ])
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "note"
    }
  }

  /// A SARIF region: 1-based lines and UTF-16 columns (the run's `columnKind`), end column exclusive.
  static func region(_ range: TextRange, _ index: LineIndex) -> String {
    let start = index.utf16Position(of: range.start)
    let end = index.utf16Position(of: range.end)
    return SpacedJSON.object([
      ("startLine", String(start.line + 1)), ("startColumn", String(start.column + 1)),
      ("endLine", String(end.line + 1)), ("endColumn", String(end.column + 1)),
      ("byteOffset", String(range.start)), ("byteLength", String(range.length)),
    ])
  }

  /// A relative path as a URI reference (percent-encoding what a URI cannot hold): ASCII letters and digits and
  /// `-._~/!$&'()*+,;=:@` as they are, every other byte as `%XX`. Read byte by byte (a related location in another
  /// file names its file, so a large check writes thousands of these).
  static func uri(_ path: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in path.utf8 {
      if Self.keptInURI[Int(byte)] {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Per byte, whether a URI holds it as it is (`uri`).
  static let keptInURI: [Bool] = (0..<256).map { value in
    let byte = UInt8(value)
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default: return "-._~/!$&'()*+,;=:@".utf8.contains(byte)
    }
  }

  static func artifact(_ path: String) -> String {
    if path.hasPrefix("/") { return SpacedJSON.object([("uri", SpacedJSON.string("file://" + uri(path)))]) }
    let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return SpacedJSON.object([("uri", SpacedJSON.string(uri(relative))), ("uriBaseId", SpacedJSON.string("%SRCROOT%"))])
  }

  /// The first paragraph of an explanation, on one line.
  static func firstParagraph(_ markdown: String) -> String {
    let paragraph = markdown.firstRange(of: "\n\n").map { markdown[..<$0.lowerBound] } ?? Substring(markdown)
    return paragraph.split(separator: "\n").joined(separator: " ")
  }

  static let ruleIndex: [RuleID: Int] = Dictionary(
    uniqueKeysWithValues: RuleRegistry.all.enumerated().map { ($1.id, $0) })

  /// The SARIF results of one file. A related location in another file is in that file's artifact and lines, as
  /// `files` names and reads it.
  static func sarifResults(_ file: CheckCommand.FileResult, files: RunFiles) -> [String] {
    let index = LineIndex(bytes: file.bytes)
    let location = artifact(file.path)
    func physical(_ range: TextRange) -> String {
      SpacedJSON.object([("artifactLocation", location), ("region", region(range, index))])
    }
    var others = RunFiles.Cursor(files, current: file.absolute)
    // The artifact of the last other file, made once for its run of related locations (`uri` reads each byte).
    var otherArtifact: (absolute: String, json: String)?
    func physical(_ related: RelatedLocation) -> String {
      guard let other = others.otherFile(of: related) else { return physical(related.range) }
      let absolute = other.absolute
      let offsets = [("byteOffset", String(related.range.start)), ("byteLength", String(related.range.length))]
      let region = other.index.map { Self.region(related.range, $0) } ?? SpacedJSON.object(offsets)
      let location: String
      if let known = otherArtifact, known.absolute == absolute {
        location = known.json
      } else {
        location = artifact(other.path)
        otherArtifact = (absolute, location)
      }
      return SpacedJSON.object([("artifactLocation", location), ("region", region)])
    }
    var resultsJSON: [String] = []
    for d in file.diagnostics {
      var members: [(String, String)] = [("ruleId", SpacedJSON.string(d.rule.rawValue))]
      if let i = ruleIndex[d.rule] { members.append(("ruleIndex", String(i))) }
      members += [
        ("level", SpacedJSON.string(level(d.severity))),
        ("message", SpacedJSON.object([("text", SpacedJSON.string(d.message))])),
        ("locations", SpacedJSON.array([SpacedJSON.object([("physicalLocation", physical(d.range))])])),
      ]
      if !d.related.isEmpty {
        members.append(
          (
            "relatedLocations",
            SpacedJSON.array(
              d.related.enumerated().map { k, r in
                SpacedJSON.object([
                  ("id", String(k)), ("physicalLocation", physical(r)),
                  ("message", SpacedJSON.object([("text", SpacedJSON.string(r.message))])),
                ])
              })
          ))
      }
      if !d.fixes.isEmpty {
        members.append(
          (
            "fixes",
            SpacedJSON.array(
              d.fixes.map { fix in
                SpacedJSON.object([
                  ("description", SpacedJSON.object([("text", SpacedJSON.string(fix.title))])),
                  (
                    "artifactChanges",
                    SpacedJSON.array([
                      SpacedJSON.object([
                        ("artifactLocation", location),
                        (
                          "replacements",
                          SpacedJSON.array(
                            fix.edits.map { edit in
                              SpacedJSON.object([
                                ("deletedRegion", region(edit.range, index)),
                                ("insertedContent", SpacedJSON.object([("text", SpacedJSON.string(edit.newText))])),
                              ])
                            })
                        ),
                      ])
                    ])
                  ),
                ])
              })
          ))
      }
      resultsJSON.append(SpacedJSON.object(members))
    }
    return resultsJSON
  }

  static func sarif(_ results: [CheckCommand.FileResult]) -> String {
    let rules = RuleRegistry.all
    let rulesJSON = rules.map { rule in
      SpacedJSON.object([
        ("id", SpacedJSON.string(rule.id.rawValue)),
        ("shortDescription", SpacedJSON.object([("text", SpacedJSON.string(rule.summary))])),
        ("fullDescription", SpacedJSON.object([("text", SpacedJSON.string(firstParagraph(rule.explanation)))])),
        (
          "help",
          SpacedJSON.object([
            ("text", SpacedJSON.string(rule.explanation)), ("markdown", SpacedJSON.string(rule.explanation)),
          ])
        ),
        ("defaultConfiguration", SpacedJSON.object([("level", SpacedJSON.string(level(rule.defaultSeverity)))])),
      ])
    }
    let resultsJSON = results.map(\.rendered).filter { !$0.isEmpty }
    let driver = SpacedJSON.object([
      ("name", SpacedJSON.string("tgl")),
      ("version", SpacedJSON.string(TGL.version)),
      ("informationUri", SpacedJSON.string("https://github.com/youngsoft/TangramKit")),
      ("rules", SpacedJSON.array(rulesJSON)),
    ])
    let run = SpacedJSON.object([
      ("tool", SpacedJSON.object([("driver", driver)])),
      ("columnKind", SpacedJSON.string("utf16CodeUnits")),
      ("results", SpacedJSON.array(resultsJSON)),
    ])
    return SpacedJSON.object([
      ("$schema", SpacedJSON.string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", SpacedJSON.string("2.1.0")),
      ("runs", SpacedJSON.array([run])),
    ])
  }
}
