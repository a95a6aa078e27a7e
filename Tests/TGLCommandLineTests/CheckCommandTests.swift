// `tgl check`, `tgl rules` and `tgl explain`: output formats, exit codes, options and errors.

import Foundation
import Testing

@Suite struct CheckCommandTests {
  let conflicting = """
    frame S {
        width: 100
        height: 100
        view A { left: 10; right: 10; width: 100; height: 40 }
    }

    """
  let broken = """
    frame S {
        veiw B { }
    }

    """

  @Test func textOutputWithExcerptAndSummary() {
    let run = runTGL(["check", "-"], input: conflicting)
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(
      run.output == """
        <stdin>:4:42: warning[conflicting-constraints]: 'left' and 'right' are both set, so TangramKit ignores 'width: 100'; remove the width or one of the margins
          |
        4 |     view A { left: 10; right: 10; width: 100; height: 40 }
          |                                          ^^^
        <stdin>:4:14: note: 'left' is set here
          |
        4 |     view A { left: 10; right: 10; width: 100; height: 40 }
          |              ^^^^^^^^
        <stdin>:4:24: note: 'right' is set here
          |
        4 |     view A { left: 10; right: 10; width: 100; height: 40 }
          |                        ^^^^^^^^^
        checked 1 file: 1 warning

        """)
  }

  @Test func cleanFileSaysSo() {
    let run = runTGL(["check", "-"], input: "frame S { view A { size: 10, 10 } }\n")
    #expect(run.status == 0)
    #expect(run.output == "checked 1 file: no problems\n")
  }

  @Test func errorsExitOne() {
    let run = runTGL(["check", "-"], input: broken)
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix("<stdin>:2:5: error[unknown-kind]: unknown element kind 'veiw'; did you mean 'view'?\n"))
    #expect(run.output.hasSuffix("checked 1 file: 1 error\n"))
  }

  @Test func maxWarnings() {
    #expect(runTGL(["check", "-", "--max-warnings", "1"], input: conflicting).status == 0)
    let over = runTGL(["check", "-", "--max-warnings", "0"], input: conflicting)
    #expect(over.status == 1)
    #expect(over.output.hasSuffix("checked 1 file: 1 warning\ntoo many warnings: 1, more than --max-warnings 0\n"))
    #expect(runTGL(["check", "-", "--max-warnings", "many"], input: conflicting).status == 2)
  }

  @Test func ruleLevels() {
    let error = runTGL(["check", "-", "--rule", "conflicting-constraints=error"], input: conflicting)
    #expect(error.status == 1)
    #expect(error.output.hasPrefix("<stdin>:4:42: error[conflicting-constraints]:"))
    let off = runTGL(["check", "-", "--rule=conflicting-constraints=off"], input: conflicting)
    #expect(off.status == 0)
    #expect(off.output == "checked 1 file: no problems\n")
    let unknown = runTGL(["check", "-", "--rule", "no-such-rule=off"], input: conflicting)
    #expect(unknown.status == 2)
    #expect(
      unknown.error == "tgl check: unknown rule 'no-such-rule' in --rule; run 'tgl rules' for the list of rules\n")
    let badLevel = runTGL(["check", "-", "--rule", "overlap=loud"], input: conflicting)
    #expect(badLevel.status == 2)
    #expect(badLevel.error == "tgl check: --rule expects ID=off, ID=warning or ID=error, not 'overlap=loud'\n")
  }

  @Test func usageErrors() {
    #expect(runTGL(["check", "-", "--format", "xml"], input: conflicting).status == 2)
    let missing = runTGL(["check", "/no/such/file.tgl"])
    #expect(missing.status == 2)
    #expect(missing.error == "tgl check: no such file or directory: /no/such/file.tgl\n")
    let both = runTGL(["check", "-", "--all-size-classes", "--size-class", "w:compact"], input: conflicting)
    #expect(both.status == 2)
  }

  @Test func colourOnlyOnATerminalWithoutNoColor() {
    let plain = runTGL(["check", "-"], input: broken, terminal: false)
    #expect(!plain.output.contains("\u{1B}["))
    let coloured = runTGL(["check", "-"], input: broken, terminal: true)
    #expect(coloured.output.contains("\u{1B}[31m"))
    let noColor = runTGL(["check", "-"], input: broken, environment: ["NO_COLOR": "1"], terminal: true)
    #expect(!noColor.output.contains("\u{1B}["))
  }

  @Test func jsonShape() {
    let run = runTGL(["check", "-", "--format", "json"], input: broken)
    #expect(run.status == 1)
    #expect(
      run.output == """
        {"version": 1, "files": [{"path": "<stdin>", "diagnostics": [{"rule": "unknown-kind", "severity": "error", \
        "message": "unknown element kind 'veiw'; did you mean 'view'?", "range": {"start": {"line": 1, "utf16": 4, \
        "utf8": 4, "offset": 14}, "end": {"line": 1, "utf16": 8, "utf8": 8, "offset": 18}}, "related": [], "fixes": \
        [{"title": "change to 'view'", "edits": [{"range": {"start": {"line": 1, "utf16": 4, "utf8": 4, "offset": 14}, \
        "end": {"line": 1, "utf16": 8, "utf8": 8, "offset": 18}}, "newText": "view"}]}]}]}], "summary": {"files": 1, \
        "errors": 1, "warnings": 0, "information": 0}}

        """)
  }

  @Test func jsonColumnsCountUTF16AndUTF8() throws {
    let run = runTGL(
      ["check", "-", "--format", "json"], input: "frame S {\n    view 😀A { size: 1, 1; reverseFloat: true }\n}\n")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
    let reverse = try #require(diagnostics.first { ($0["rule"] as? String) == "ignored-property" })
    let start = try #require((reverse["range"] as? [String: Any])?["start"] as? [String: Int])
    #expect(start["line"] == 1)
    #expect(start["utf16"] == 27)
    #expect(start["utf8"] == 29)
  }

  @Test func sarifIsValidAndComplete() throws {
    let run = runTGL(["check", "-", "--format", "sarif"], input: conflicting)
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["version"] as? String == "2.1.0")
    #expect(object["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(object["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "tgl")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == runTGL(["rules"]).output.split(separator: "\n").count)
    for rule in rules {
      #expect(rule["id"] is String)
      #expect((rule["help"] as? [String: Any])?["markdown"] is String)
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
    }
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let result = try #require(results.first)
    #expect(result["ruleId"] as? String == "conflicting-constraints")
    #expect(result["level"] as? String == "warning")
    let index = try #require(result["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "conflicting-constraints")
    let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let region = try #require(location["region"] as? [String: Int])
    #expect(region["startLine"] == 4)
    #expect(region["startColumn"] == 42)
    #expect(region["endColumn"] == 45)
    #expect((result["relatedLocations"] as? [[String: Any]])?.count == 2)
    #expect((result["fixes"] as? [[String: Any]])?.count == 1)
  }

  @Test func sarifPercentEncodesWhatAURICannotHold() throws {
    // A space (0x20), `é` (0xC3 0xA9) and `#` (0x23) are encoded, a tab with a leading zero; `-._~+,;=:@` are kept.
    let name = "a b/é#\tx-._~+,;=:@.tgl"
    let directory = try TemporaryDirectory(files: [name: conflicting])
    defer { directory.cleanUp() }
    let run = runTGL(["check", directory.path(name), "--format", "sarif"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
    let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let uri = try #require((location["artifactLocation"] as? [String: String])?["uri"])
    #expect(uri.hasPrefix("file:///"))
    #expect(uri.hasSuffix("/a%20b/%C3%A9%23%09x-._~+,;=:@.tgl"))
  }

  @Test func directoriesRecurseInStableOrder() throws {
    let directory = try TemporaryDirectory(files: [
      "b.tgl": broken, "a/one.tgl": conflicting, "a/two.tgl": "frame S { view A { size: 1, 1 } }\n", "notes.txt": "x",
    ])
    defer { directory.cleanUp() }
    let run = runTGL(["check", directory.url.path, "--format", "json"])
    #expect(run.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let paths = (object["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String } ?? []
    #expect(paths == ["a/one.tgl", "a/two.tgl", "b.tgl"].map { directory.url.path + "/" + $0 })
    let again = runTGL(["check", directory.url.path, "--format", "json"])
    #expect(again.output == run.output)
  }

  @Test func allSizeClassesNamesTheEnvironment() {
    let text = """
      linear S (vert) {
          width: fill
          height: fill
          when landscape { orientation: horz }
          view a {
              width: 100
              height: 40
              centerY: 4
              when landscape { centerY: 8 }
          }
      }

      """
    // a's own centerY is in effect only in the default environment, where the layout is vertical and ignores it.
    let plain = runTGL(["check", "-"], input: text)
    #expect(plain.output.contains("ignores 'centerY' along its axis; use margins or the layout's gravity\n"))
    let all = runTGL(["check", "-", "--all-size-classes"], input: text)
    #expect(
      all.output.contains(
        "ignores 'centerY' along its axis; use margins or the layout's gravity (in the default environment)\n"))
  }

  @Test func rulesListAndMarkdown() {
    let list = runTGL(["rules"])
    #expect(list.status == 0)
    #expect(list.output.contains("dependency-cycle           error        a value that depends on itself\n"))
    let markdown = runTGL(["rules", "--markdown"])
    #expect(markdown.output.hasPrefix("# `tgl check` rules\n"))
    #expect(markdown.output.contains("\n## proportional-weight\n"))
  }

  @Test func explainPrintsTheRule() {
    let run = runTGL(["explain", "proportional-weight"])
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        "# proportional-weight\n\nSeverity: warning. Weights along a linear layout that do not add up to 100%.\n\n"))
    #expect(run.output.contains("**Bad:**"))
    let unknown = runTGL(["explain", "nope"])
    #expect(unknown.status == 2)
    #expect(unknown.error == "tgl explain: unknown rule 'nope'; run 'tgl rules' for the list of rules\n")
  }
}
