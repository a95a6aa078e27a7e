// `tgl layout`: the text tree, the documented JSON shape, environment options and errors.

import Testing

@Suite struct LayoutCommandTests {
  /// The TangramKit README example: A (20,0,50,50), B (40,60,60,40), C (0,110,100,40), D (30,160,50,40), S 100 x 200.
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

  @Test func textTree() {
    let run = runTGL(["layout", "-"], input: readme)
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output == """
      linear S (0, 0, 100, 200)
        view A (20, 0, 50, 50) at (20, 0)
        view B (40, 60, 60, 40) at (40, 60)
        view C (0, 110, 100, 40) at (0, 110)
        view D (30, 160, 50, 40) at (30, 160)

      """)
  }

  @Test func jsonShapeWithEnvironment() {
    let run = runTGL(
      ["layout", "-", "--format", "json", "--canvas", "390,844", "--scale", "3", "--size-class", "w:compact,h:regular"],
      input: "frame F {\n    view V { left: 10; top: 5; width: 20; height: 30 }\n    view { width: 1; height: 1 }\n}\n")
    #expect(run.status == 0)
    #expect(run.output == """
      {"file": "<stdin>", "documents": [{"name": "F", "environment": {"canvas": [390, 844], "scale": 3, \
      "sizeClass": {"width": "compact", "height": "regular"}, "orientation": "portrait", "rtl": false, \
      "library": "tangramkit", "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}}, "views": [\
      {"path": "F", "name": "F", "kind": "frame", "frame": [0, 0, 390, 844], "absolute": [0, 0, 390, 844]}, \
      {"path": "F/V", "name": "V", "kind": "view", "frame": [10, 5, 20, 30], "absolute": [10, 5, 20, 30]}, \
      {"path": "F/view[2]", "name": null, "kind": "view", "frame": [0, 0, 1, 1], "absolute": [0, 0, 1, 1]}]}]}

      """)
  }

  @Test func nestedAbsoluteFramesAndFractions() {
    let source = """
      linear root (vert) {
          width: 101
          height: 100
          padding: 10, 10, 10, 10
          linear row (horz) {
              width: fill
              height: 40
              view a { width: 50%; height: 10 }
              view b { width: 50%; height: 10 }
          }
      }
      """
    // Inner width 81; the row fills it; the two weights share 81: round(0.5 * 81) = 40.5 at scale 2, then 40.5.
    let run = runTGL(["layout", "-", "--format", "json", "--scale", "2"], input: source)
    #expect(run.output.contains(#"{"path": "root/row/a", "name": "a", "kind": "view", "frame": [0, 0, 40.5, 10], "absolute": [10, 10, 40.5, 10]}"#))
    #expect(run.output.contains(#"{"path": "root/row/b", "name": "b", "kind": "view", "frame": [40.5, 0, 40.5, 10], "absolute": [50.5, 10, 40.5, 10]}"#))
  }

  @Test func errorsGoToStandardErrorAndFramesStillPrint() {
    let run = runTGL(["layout", "-"], input: "frame F {\n    width: 100\n    height: 100\n    view V { width 10; height: 20 }\n}\n")
    #expect(run.status == 1)
    #expect(run.error == "<stdin>:4:19: error[syntax]: expected ':' after 'width'\n")
    #expect(run.output.hasPrefix("frame F (0, 0, 100, 100)\n  view V (0, 0, "))
  }

  @Test func badOptionValuesAreUsageErrors() {
    #expect(runTGL(["layout", "-", "--canvas", "390"]).error == "tgl layout: --canvas expects two positive numbers W,H such as 390,844, not '390'\n")
    #expect(runTGL(["layout", "-", "--size-class", "w:tiny"]).status == 2)
    #expect(runTGL(["layout", "-", "--orientation", "sideways"]).error == "tgl layout: --orientation expects portrait or landscape, not 'sideways'\n")
    #expect(runTGL(["layout", "-", "--format", "xml"]).error == "tgl layout: --format expects text or json, not 'xml'\n")
    #expect(runTGL(["layout", "/nonexistent.tgl"]).error == "tgl layout: no such file or directory: /nonexistent.tgl\n")
  }
}

@Suite struct NumberFormattingTests {
  /// Thirds at scale 3 print with four decimals; whole numbers without a fraction.
  @Test func thirdsAndWholeNumbers() {
    let run = runTGL(
      ["layout", "-", "--scale", "3"],
      input: "linear L (horz) {\n    width: 100\n    height: 10\n    view a { width: average; height: 10 }\n    view b { width: average; height: 10 }\n    view c { width: average; height: 10 }\n}\n")
    // 100 shared in order: round3(100/3) = 33.3333, then round3(66.6667/2) = 33.3333, the rest 33.3333.
    #expect(run.output == """
      linear L (0, 0, 100, 10)
        view a (0, 0, 33.3333, 10) at (0, 0)
        view b (33.3333, 0, 33.3333, 10) at (33.3333, 0)
        view c (66.6667, 0, 33.3333, 10) at (66.6667, 0)

      """)
  }
}
