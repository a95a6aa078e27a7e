// The target library in the editor: hover names it, the `target` setting replaces `@target`, completion offers both.

import TGLIDE
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct TargetLibraryFeatureTests {
  /// A root with no size takes the canvas (375 × 667 at scale 2 by default).
  static let root = "linear $0S (vert) { view A { width: fill; height: 10 } }"

  @Test func hoverNamesTheLibraryOfTheFile() {
    checkHover(
      "@target mylayout\n" + Self.root,
      """
      linear S
      (0, 0, 375, 667) on the canvas
      width = not set: the canvas width = 375
      height = not set: the canvas height = 667
      environment: 375 × 667 @2x, portrait
      laid out for MyLayout 2.0
      """)
  }

  @Test func theSettingReplacesTheFilesTarget() {
    var settings = LayoutSettings()
    settings.library = .tangramKit
    checkHover(
      "@target mylayout\n" + Self.root,
      """
      **linear S**

      `(0, 0, 375, 667)` on the canvas  
      *375 × 667 @2x, portrait*  
      *laid out for TangramKit 1.4.2*

      - `width = not set: the canvas width = 375`
      - `height = not set: the canvas height = 667`
      """, format: .markdown, settings: settings)
  }

  /// What TangramKit and MyLayout compute differently shows in the hover's frame (`TargetSamples.wrappedFrame`).
  @Test func theFrameIsTheLibrarys() {
    let source = TargetSamples.wrappedFrame(marker: "$0")
    for (directive, frame, library) in [
      ("@target mylayout\n", "(10, 0, 50, 10) in S, (10, 0, 50, 10) in the document", "MyLayout 2.0"),
      ("", "(10, 0, 0, 10) in S, (10, 0, 0, 10) in the document", "TangramKit 1.4.2"),
    ] {
      let (text, offset) = cursor(directive + source)
      let hover = Analysis(text: text, settings: LayoutSettings()).hover(at: offset, format: .plainText)?.text ?? ""
      let lines = hover.split(separator: "\n").map(String.init)
      #expect(lines.count > 2 && lines[1] == frame, "\(hover)")
      #expect(lines.last == "laid out for \(library)", "\(hover)")
    }
  }

  /// Hover on the directive: what it does, the library the documents are laid out for, and whether the editor's
  /// setting replaces it.
  @Test func hoverOnTheDirective() {
    let source = "@$0target mylayout\nlinear S (vert) { width: 100; height: 100 }\n"
    let meaning =
      "@target tangramkit | mylayout: the library the file is laid out for where TangramKit 1.4.2 and MyLayout 2.0 "
      + "differ (default tangramkit, whose code `tgl gen swift` writes)."
    checkHover(
      source,
      """
      @target mylayout
      \(meaning)
      environment: 375 × 667 @2x, portrait
      laid out for MyLayout 2.0
      """)
    var settings = LayoutSettings()
    settings.library = .tangramKit
    checkHover(
      source,
      """
      @target mylayout
      \(meaning)
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      the editor's target setting replaces it
      """, settings: settings)
  }

  @Test func completionOffersTheDirectiveAndItsValues() {
    #expect(completionLabels("@target $0") == ["tangramkit", "mylayout"])
    let item = completions("@$0").first { $0.label == "target" }
    #expect(item?.detail == "@target tangramkit | mylayout")
  }
}
