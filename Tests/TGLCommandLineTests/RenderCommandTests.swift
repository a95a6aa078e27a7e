// `tgl render`: the SVG file, standard output, size-class panels, errors and exit codes.

import Foundation
import Testing

@Suite struct RenderCommandTests {
  let readme = """
    linear S (vert) {
        width: 100
        height: wrap
        vspace: 10
        view A { left: 20%; right: 30%; height: A.width }
        view B { left: 40; width: fill; height: 40 }
        view C { width: fill; height: 40 }
        view D { right: 20; width: 50%; height: 40 }
    }
    """

  @Test func writesTheSVGFileAtomically() throws {
    let directory = try TemporaryDirectory(files: ["s.tgl": readme, "out.svg": "old"])
    defer { directory.cleanUp() }
    let run = runTGL(["render", directory.path("s.tgl"), "-o", directory.path("out.svg")])
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(run.error == "")
    let svg = directory.read("out.svg") ?? ""
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains(##"<rect x="20" y="0" width="50" height="50" fill="#DBE4FF" stroke="#4263EB"/>"##))
    #expect(svg.contains(##"<rect x="30" y="160" width="50" height="40" fill="#DBE4FF" stroke="#4263EB"/>"##))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    #expect(leftovers == ["out.svg", "s.tgl"])
  }

  @Test func theModeChoosesThePicture() {
    // Blueprint is the default: boxes in depth colours and a legend. Design draws the screen: no legend, no depth
    // colours, each element an invisible hit rectangle (A: 20, 0, 50 × 50).
    let blueprint = runTGL(["render", "-"], input: readme)
    #expect(blueprint.status == 0)
    #expect(blueprint.output.contains("class=\"legend\""))
    let design = runTGL(["render", "-", "--mode", "design"], input: readme)
    #expect(design.status == 0)
    #expect(design.output.contains(##"<g class="panel design""##))
    #expect(design.output.contains(##"<rect class="hit" x="20" y="0" width="50" height="50"/>"##))
    #expect(!design.output.contains("class=\"legend\"") && !design.output.contains("#DBE4FF"))
    let wrong = runTGL(["render", "-", "--mode", "wireframe"], input: readme)
    #expect(wrong.status == 2)
    #expect(wrong.error.contains("--mode"))
  }

  @Test func aPNGNeedsARasteriserAndSaysWhereToGetOne() throws {
    let directory = try TemporaryDirectory(files: ["s.tgl": readme])
    defer { directory.cleanUp() }
    // No rsvg-convert on this PATH: a usage error that names the package and the way out, and no file.
    let missing = runTGL(
      ["render", directory.path("s.tgl"), "-o", directory.path("out.png")], environment: ["PATH": directory.url.path])
    #expect(missing.status == 2)
    #expect(missing.error.contains("rsvg-convert") && missing.error.contains("librsvg2-bin"))
    #expect(missing.error.contains("-o out.svg"))
    #expect(directory.read("out.png") == nil)
    // With it (when this machine has it: scripts/install-render-tools.sh), a PNG: its signature, and 2 pixels per
    // point of the SVG's width.
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    guard path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") })
    else { return }
    let made = runTGL(["render", directory.path("s.tgl"), "-o", directory.path("out.png")], environment: ["PATH": path])
    #expect(made.status == 0, "\(made.error)")
    let bytes = [UInt8]((try? Data(contentsOf: directory.url.appendingPathComponent("out.png"))) ?? Data())
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let svg = runTGL(["render", directory.path("s.tgl")]).output
    let afterWidth = svg.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").dropFirst().first ?? ""
    let points = Double(afterWidth.prefix { $0 != "\"" }) ?? 0
    #expect(points > 100)
    if bytes.count >= 24 {
      let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
      #expect(Double(width) == (2 * points).rounded(.up))
    }
  }

  @Test func writesToStandardOutputWithoutAnOutputFile() {
    let run = runTGL(["render", "-", "--canvas", "200,300", "--scale", "3"], input: readme)
    #expect(run.status == 0)
    // S (100×200) is smaller than the 200×300 canvas: drawn at its own size, and the heading says so.
    #expect(run.output.contains("200×300 @3x · w:any h:any · portrait · drawn at the root&apos;s size</text>"))
    #expect(run.output.hasSuffix("</svg>\n"))
  }

  @Test func allSizeClassesDrawsOnePanelPerDeclaredCondition() {
    let source = """
      @canvas 390, 844
      linear S (vert) {
          padding: 16
          when landscape { orientation: horz }
          when width: regular { padding: 32 }
          view A { width: fill; height: 40; when landscape { width: 100 } }
      }
      """
    let run = runTGL(["render", "-", "--all-size-classes"], input: source)
    #expect(run.status == 0)
    #expect(run.output.components(separatedBy: "<g class=\"panel\"").count - 1 == 3)
    for title in [
      ">S 390×844</text>", ">S 844×390 · when landscape</text>", ">S 390×844 · when width: regular</text>",
      ">390×844 @2x · w:any h:any · portrait</text>", ">844×390 @2x · w:any h:any · landscape</text>",
      ">390×844 @2x · w:regular h:any · portrait</text>",
    ] {
      #expect(run.output.contains(title), "missing \(title)")
    }
    let single = runTGL(["render", "-"], input: source)
    #expect(single.output.components(separatedBy: "<g class=\"panel\"").count - 1 == 1)
  }

  @Test func errorsInTheFileStillGiveAPictureAndExitOne() throws {
    let directory = try TemporaryDirectory(files: [
      "bad.tgl": "linear S {\n  view A { width: 10; height: }\n  view B { width: 20; height: 20 }\n}\n"
    ])
    defer { directory.cleanUp() }
    let run = runTGL(["render", directory.path("bad.tgl"), "-o", directory.path("bad.svg")])
    #expect(run.status == 1)
    #expect(run.error.contains("bad.tgl:2:"))
    #expect(run.error.contains("error"))
    #expect(directory.read("bad.svg")?.contains(#"data-path="S/B""#) == true)
  }

  @Test func usageErrorsExitTwo() throws {
    let directory = try TemporaryDirectory(files: ["s.tgl": readme])
    defer { directory.cleanUp() }
    let cases: [([String], String)] = [
      (["render"], "takes one FILE"),
      (["render", directory.path("missing.tgl")], "no such file"),
      (["render", directory.path("s.tgl"), "--canvas", "0,1"], "--canvas"),
      (["render", directory.path("s.tgl"), "--bogus"], "unknown option"),
      (["render", directory.path("s.tgl"), "-o"], "needs a value"),
      (["render", directory.path("s.tgl"), "-o", directory.path("no/such/dir/out.svg")], "cannot write"),
      (["render", directory.path("s.tgl"), "-o", "a.svg", "--output", "b.svg"], "once"),
    ]
    for (arguments, message) in cases {
      let run = runTGL(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.contains(message), "\(arguments): \(run.error)")
      #expect(run.output == "")
    }
  }

  @Test func helpListsTheOptions() {
    let run = runTGL(["help", "render"])
    #expect(run.status == 0)
    for option in ["-o OUT.svg", "--all-size-classes", "--canvas W,H", "--size-class", "--orientation", "--rtl"] {
      #expect(run.output.contains(option), "missing \(option)")
    }
    #expect(runTGL(["--help"]).output.contains("render"))
  }
}

@Suite struct RenderErrorsTests {
  @Test func aFileWithErrorsIsDrawnWithTheErrorsOnTheirBoxesAndExits1() {
    // B's height lacks its ':' (a syntax error on line 4, inside B's block): the picture is still drawn, A and B
    // included, and the error sits on B.
    let source = "linear S (vert) {\n    width: 100\n    view A { width: fill; height: 40 }\n    view B { width: fill; height 40 }\n}\n"
    let run = runTGL(["render", "-"], input: source)
    #expect(run.status == 1)
    #expect(run.output.contains(##"<g class="mark error" data-path="S/B"><title>error: expected &apos;:&apos; after &apos;height&apos;</title>"##))
    #expect(run.output.contains(##"<g data-path="S/A">"##))
    #expect(run.error.contains("error[syntax]: expected ':' after 'height'"))
  }
}
