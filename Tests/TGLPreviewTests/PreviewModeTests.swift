// The page's picture mode and its font: the Design/Blueprint switch goes to the renderer as `preview.mode`, the
// frame says which was drawn, and Inter is found on disk and served by weight (the nearest installed).

import Foundation
import TGLJSON
import Testing

@testable import TGLPreview

@Suite struct PreviewModeTests {
  let token = AccessToken(value: "0123456789abcdef0123456789abcdef")

  func route(_ target: String) -> PreviewRoute {
    let head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:8123\r\n\r\n"
    return PreviewRoute.route(try! HTTPRequest.parse(Array(head.utf8)).get(), token: token, port: 8123)
  }

  @Test func theFontRouteNeedsTheTokenAndAWeight() {
    let t = "token=0123456789abcdef0123456789abcdef"
    #expect(route("/font?weight=700&\(t)") == .font(weight: 700))
    for bad in ["/font?\(t)", "/font?weight=bold&\(t)", "/font?weight=0&\(t)", "/font?weight=1001&\(t)"] {
      guard case .rejected(let response) = route(bad) else {
        Issue.record("\(bad) was not refused")
        continue
      }
      #expect(response.status == 400, "\(bad)")
    }
    guard case .rejected(let response) = route("/font?weight=400") else {
      Issue.record("a font without the token was served")
      return
    }
    #expect(response.status == 403)
  }

  @Test func theModeGoesToTheRendererAsPreviewMode() {
    let overrides = EnvironmentOverrides(query: ["mode": "blueprint"])
    let settings = overrides.applied(to: ["preview": ["autoStart": true]])
    #expect(settings["preview"]?["mode"]?.stringValue == "blueprint")
    #expect(settings["preview"]?["autoStart"]?.boolValue == true)
    #expect(PreviewRenderer.mode(settings) == .blueprint)
    // No mode, or one the renderer does not know: design, the page's default.
    #expect(PreviewRenderer.mode(EnvironmentOverrides().applied(to: [:])) == .design)
    #expect(PreviewRenderer.mode(["preview": ["mode": "wireframe"]]) == .design)
  }

  @Test func interIsFoundByWeightAndServedNearest() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("regular".utf8).write(to: directory.appendingPathComponent("Inter-Regular.otf"))
    try Data("bold".utf8).write(to: directory.appendingPathComponent("Inter-Bold.ttf"))
    try Data("not inter".utf8).write(to: directory.appendingPathComponent("Other-Medium.otf"))
    let fonts = PreviewFonts.find(in: ["/nonexistent", directory.path])
    #expect(fonts.files.keys.sorted() == [400, 700])
    // 600 is nearer 700 than 400, 300 nearer 400.
    #expect(fonts.file(weight: 600).map { String(decoding: $0.bytes, as: UTF8.self) } == "bold")
    #expect(fonts.file(weight: 600)?.contentType == "font/ttf")
    #expect(fonts.file(weight: 300).map { String(decoding: $0.bytes, as: UTF8.self) } == "regular")
    #expect(fonts.file(weight: 300)?.contentType == "font/otf")
    let faces = fonts.fontFaces(token: "t")
    #expect(faces.contains("font-weight: 400; font-display: block; src: url('/font?weight=400&token=t') format('opentype');"))
    #expect(faces.contains("font-weight: 700; font-display: block; src: url('/font?weight=700&token=t') format('truetype');"))
  }

  @Test func thePageHasTheSwitchAndSaysWhichFontItDraws() {
    let without = PreviewPage.page(document: "a.tgl", token: "t")
    #expect(without.contains(##"<button type="button" data-value="design" aria-pressed="true">Design</button>"##))
    #expect(without.contains(##"<button type="button" data-value="blueprint" aria-pressed="false">Blueprint</button>"##))
    #expect(without.contains(">text: fallback font (Inter not installed)</span>"))
    #expect(!without.contains("@font-face"))
    let with = PreviewPage.page(document: "a.tgl", token: "t", fonts: PreviewFonts(files: [400: "/x/Inter-Regular.otf"]))
    #expect(with.contains(">text: Inter</span>"))
    #expect(with.contains("@font-face { font-family: 'Inter'; font-weight: 400;"))
  }
}
