// The gallery: its routes keep the preview's token and Host rules, its query names devices of the catalogue, and
// each panel is the document laid out on one device and orientation, headed by that environment's diagnostics.

import Foundation
import TGLIDE
import TGLJSON
import TGLSemantics
import TGLLanguageService
import Testing

@testable import TGLPreview

@Suite struct GalleryTests {
  let token = AccessToken(value: "0123456789abcdef0123456789abcdef")

  func route(_ target: String, host: String? = "127.0.0.1:8123") -> PreviewRoute {
    var head = "GET \(target) HTTP/1.1\r\n"
    if let host { head += "Host: \(host)\r\n" }
    return PreviewRoute.route(try! HTTPRequest.parse(Array((head + "\r\n").utf8)).get(), token: token, port: 8123)
  }

  func rejection(_ route: PreviewRoute) -> String? {
    if case .rejected(let response) = route {
      return "\(response.status) " + String(decoding: response.body, as: UTF8.self)
    }
    return nil
  }

  @Test func theGalleryRoutesNeedTheTokenAndTheHost() {
    for path in ["/gallery?doc=a.tgl", "/gallery/events?doc=a.tgl"] {
      #expect(rejection(route(path)) == "403 this preview needs the token of its URL\n", "\(path)")
      #expect(rejection(route(path + "&token=0123456789abcdef0123456789abcdee"))?.hasPrefix("403 ") == true)
      let t = path + "&token=" + token.value
      #expect(rejection(route(t, host: "evil.example:8123")) == "403 wrong Host header\n")
      #expect(rejection(route(t, host: nil)) == "403 wrong Host header\n")
      #expect(rejection(route(t, host: "localhost:8123")) == nil)
    }
  }

  @Test func theGalleryRoutesWithTheToken() {
    let t = "token=" + token.value
    #expect(route("/gallery?doc=a.tgl&\(t)") == .gallery(document: "a.tgl", gallery: GallerySet()))
    var overrides = EnvironmentOverrides()
    overrides.target = "mylayout"
    #expect(
      route("/gallery/events?doc=a.tgl&devices=iPhone%20SE,ipad%20mini&variants=a11y&target=mylayout&\(t)")
        == .galleryEvents(
          document: "a.tgl", gallery: GallerySet(devices: ["iPhone SE", "iPad mini"], accessibility: true),
          overrides: overrides))
    #expect(rejection(route("/gallery?\(t)")) == "400 doc is missing\n")
  }

  @Test func aBadSetIsRefusedWithItsReason() {
    let t = "&token=" + token.value
    #expect(
      rejection(route("/gallery?doc=a.tgl&devices=iPhone%2099" + t))
        == "400 no device 'iPhone 99' in the catalogue (close: 'iPhone SE', 'iPhone 14', 'iPhone 15')\n")
    #expect(
      rejection(route("/gallery?doc=a.tgl&devices=iPad,IPAD" + t)) == "400 device 'iPad' is listed twice\n")
    let nine = Device.catalogue.prefix(9).map(\.name).joined(separator: ",")
    #expect(
      rejection(route("/gallery?doc=a.tgl&devices=\(PreviewServer.queryEscaped(nine))" + t))
        == "400 at most 8 devices at once (9 were asked for)\n")
    #expect(
      rejection(route("/gallery/events?doc=a.tgl&variants=dark" + t))
        == "400 no variant 'dark' (the variants are a11y and rtl)\n")
  }

  /// The default set is four devices in both orientations: 8 panels, portrait first.
  @Test func theDefaultSetHasEightPanels() {
    #expect(
      GallerySet().variants.map(\.label) == [
        "iPhone SE · portrait", "iPhone SE · landscape", "iPhone 15 · portrait", "iPhone 15 · landscape",
        "iPhone 15 Pro Max · portrait", "iPhone 15 Pro Max · landscape", "iPad · portrait", "iPad · landscape",
      ])
    #expect(
      GallerySet(devices: ["iPad"], accessibility: true, rtl: true).variants.map(\.label) == [
        "iPad · portrait", "iPad · portrait · RTL", "iPad · portrait · accessibility5",
        "iPad · portrait · accessibility5 · RTL", "iPad · landscape", "iPad · landscape · RTL",
        "iPad · landscape · accessibility5", "iPad · landscape · accessibility5 · RTL",
      ])
  }

  /// A panel's screen replaces the page's; the page's other choices stay.
  @Test func aPanelKeepsThePagesChoicesButNotItsScreen() {
    var page = EnvironmentOverrides()
    page.canvas = "100,100"
    page.scale = "1"
    page.sizeClass = "w:regular"
    page.target = "mylayout"
    page.contentSize = "small"
    let variant = GalleryVariant(device: "iPhone 15", orientation: .landscape, largestText: true, rtl: true)
    var expected = EnvironmentOverrides()
    expected.device = "iPhone 15"
    expected.orientation = "landscape"
    expected.target = "mylayout"
    expected.contentSize = "accessibility5"
    expected.rtl = true
    #expect(variant.overrides(on: page) == expected)
  }

  /// View A starts 600 points from the left of a root that fills the screen (TangramKit adds the left and right
  /// safe-area insets to the root's padding, code notes §10, so 659 in landscape on the iPhones with a housing):
  /// it lies wholly outside the root on the portrait phones (375, 393 and 430 wide) and inside on every other
  /// screen (667, 852 and 932 wide in landscape, the iPad's 820 and 1180), so only those three panels warn.
  static let text =
    "frame F {\n    width: fill\n    height: fill\n    view A { left: 600; top: 100; width: 50; height: 50 }\n}\n"

  func gallery(_ text: String = Self.text, _ set: GallerySet = GallerySet()) -> JSON {
    let renderer = PreviewRenderer(host: AnalysisHost(), makeSettings: { layoutSettings(fromJSON: $1) })
    let document = PreviewDocument(
      key: "a.tgl", uri: "file:///w/a.tgl", version: 4, text: text, settings: ["layout": ["canvas": "390,844"]])
    return renderer.galleryFrame(document, overrides: EnvironmentOverrides(), gallery: set)
  }

  @Test func eachPanelIsItsDeviceAndOrientation() {
    let frame = gallery()
    #expect(frame["version"] == 4)
    #expect(frame["target"] == "TangramKit 1.4.2")
    let panels = frame["panels"]?.arrayValue ?? []
    // The root fills the device's screen in that orientation (the catalogue's sizes).
    #expect(
      panels.map { $0["screens"]?[0]?["title"]?.stringValue ?? "" } == [
        "F 375×667", "F 667×375", "F 393×852", "F 852×393", "F 430×932", "F 932×430", "F 820×1180", "F 1180×820",
      ])
    #expect(
      panels[3]["screens"]?[0]?["subtitle"]
        == "852×393 @3x · w:compact h:compact · landscape · safe area 0 59 21 59")
    #expect(panels[3]["device"] == "iPhone 15")
    #expect(panels[3]["orientation"] == "landscape")
    #expect(panels[3]["contentSize"] == .null)
    #expect(panels[3]["rtl"] == false)
  }

  @Test func eachPanelCarriesItsOwnDiagnostics() {
    let panels = gallery()["panels"]?.arrayValue ?? []
    #expect(panels.map { $0["warnings"]?.intValue ?? -1 } == [1, 0, 1, 0, 1, 0, 0, 0])
    #expect(panels.map { $0["errors"]?.intValue ?? -1 } == [0, 0, 0, 0, 0, 0, 0, 0])
    #expect(
      panels[0]["messages"] == [
        "line 4: warning: 'A' is laid out at (600, 100, 50, 50), wholly outside 'F' (375 × 667); check its margins and the sizes before it [outside-container]"
      ])
    #expect(
      panels[4]["messages"] == [
        "line 4: warning: 'A' is laid out at (600, 100, 50, 50), wholly outside 'F' (430 × 932); check its margins and the sizes before it [outside-container]"
      ])
    #expect(panels[1]["messages"] == [])
  }

  /// A syntax error is an error on every panel, listed before the warnings; the picture is still drawn.
  @Test func anErrorMarksEveryPanel() {
    let broken = Self.text.replacing("height: fill", with: "height fill")
    let panels = gallery(broken, GallerySet(devices: ["iPhone SE"]))["panels"]?.arrayValue ?? []
    #expect(panels.map { $0["errors"]?.intValue ?? -1 } == [1, 1])
    #expect(panels[0]["messages"]?[0]?.stringValue?.hasPrefix("line 3: error: expected ':' after 'height'") == true)
    #expect(panels.allSatisfy { ($0["screens"]?[0]?["svg"]?.stringValue ?? "").contains("data-path=\"F/A\"") })
  }
}

/// The gallery through a real socket: its page and its stream keep the token and Host rules of the preview; the
/// stream's first event is a gallery frame of 8 panels.
@Suite(.serialized) struct GallerySocketTests {
  @Test func theGalleryOverASocket() throws {
    let hub = PreviewHub(
      renderer: PreviewRenderer(host: AnalysisHost(), makeSettings: { layoutSettings(fromJSON: $1) }))
    hub.update(
      PreviewDocument(key: "a.tgl", uri: "file:///w/a.tgl", version: 1, text: GalleryTests.text, settings: .null))
    let token = AccessToken(value: "feedfacefeedfacefeedfacefeedface")
    let server = try PreviewServer(hub: hub, token: token)
    defer { server.stop() }
    let port = server.port
    #expect(get(port, "/gallery?doc=a.tgl").hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
    #expect(get(port, "/gallery/events?doc=a.tgl").hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
    #expect(get(port, "/gallery?doc=a.tgl&token=\(token.value)", host: "attacker.test").hasPrefix("HTTP/1.1 403 "))
    #expect(get(port, "/gallery?doc=b.tgl&token=\(token.value)").hasPrefix("HTTP/1.1 404 "))
    #expect(
      server.galleryURL(for: "a.tgl")
        == "http://127.0.0.1:\(port)/gallery?doc=a.tgl&devices=iPhone%20SE%2CiPhone%2015%2CiPhone%2015%20Pro%20Max%2CiPad&token=\(token.value)"
    )
    // The list of documents links to each one's gallery too.
    #expect(
      get(port, "/?token=\(token.value)").contains(
        "<li><a href=\"/view?doc=a.tgl&amp;token=\(token.value)\">a.tgl</a> · "
          + "<a href=\"/gallery?doc=a.tgl&amp;token=\(token.value)\">gallery</a></li>"))
    let page = get(port, String(server.galleryURL(for: "a.tgl").dropFirst("http://127.0.0.1:\(port)".count)))
    #expect(page.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"))
    // The boxes of the set's devices are checked, the others not.
    #expect(page.contains("value=\"iPhone 15 Pro Max\" checked>"))
    #expect(page.contains("value=\"iPad mini\">"))
    let stream = get(port, "/gallery/events?doc=a.tgl&devices=iPhone%20SE&token=\(token.value)", until: "}\n\n")
    #expect(stream.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"))
    let data = stream.components(separatedBy: "event: gallery\ndata: ").dropFirst().first ?? ""
    let json = try JSON.parse(Array(data.prefix { $0 != "\n" }.utf8))
    #expect(json["version"] == .int(1))
    #expect(json["panels"]?.arrayValue?.map { $0["label"] } == ["iPhone SE · portrait", "iPhone SE · landscape"])
    #expect(json["panels"]?.arrayValue?.map { $0["warnings"] } == [1, 0])
  }
}

/// A gallery frame leaves out the pictures a page already has: after the first frame, only the screens whose
/// picture changed carry their SVG; a page whose last frame was not taken yet gets the next one in full.
@Suite struct GalleryDeltaTests {
  /// Two screens: an edit to G leaves F's picture the same on every panel.
  static let text = "frame F {\n    width: fill\n    height: fill\n}\n\nframe G {\n    width: 100\n    height: 100\n}\n"

  func event(_ stream: EventStream) throws -> JSON {
    let bytes = stream.next(timeout: 10) ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let data = text.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst("data: ".count) ?? ""
    return try JSON.parse(Array(data.utf8))
  }

  func pictures(_ frame: JSON) -> [[String]] {
    (frame["panels"]?.arrayValue ?? []).map { panel in
      (panel["screens"]?.arrayValue ?? []).map {
        $0["same"] == true ? "same" : ($0["svg"]?.stringValue == nil ? "none" : "svg")
      }
    }
  }

  func document(_ version: Int, _ text: String) -> PreviewDocument {
    PreviewDocument(key: "a.tgl", uri: "file:///w/a.tgl", version: version, text: text, settings: .null)
  }

  @Test func onlyTheChangedPicturesAreSent() throws {
    let hub = PreviewHub(
      renderer: PreviewRenderer(host: AnalysisHost(), makeSettings: { layoutSettings(fromJSON: $1) }))
    defer { hub.stop() }
    hub.update(document(1, Self.text))
    let stream = try #require(
      hub.subscribe("a.tgl", overrides: EnvironmentOverrides(), gallery: GallerySet(devices: ["iPad"])))
    #expect(pictures(try event(stream)) == [["svg", "svg"], ["svg", "svg"]])
    hub.update(document(2, Self.text.replacing("width: 100", with: "width: 120")))
    let second = try event(stream)
    #expect(second["version"] == 2)
    #expect(pictures(second) == [["same", "svg"], ["same", "svg"]])
    // A frame the page has not taken yet is replaced by the next one in full.
    hub.update(document(3, Self.text))
    while !stream.hasPendingFrame { Thread.sleep(forTimeInterval: 0.005) }
    hub.update(document(4, Self.text.replacing("width: 100", with: "width: 140")))
    while stream.droppedFrames < 1 { Thread.sleep(forTimeInterval: 0.005) }
    let fourth = try event(stream)
    #expect(fourth["version"] == 4)
    #expect(pictures(fourth) == [["svg", "svg"], ["svg", "svg"]])
    #expect(stream.droppedFrames == 1)
  }

  @Test func withoutUnchangedPictures() {
    let previous: JSON = ["panels": [["screens": [["svg": "<a/>"], ["svg": "<b/>"]]]]]
    let frame: JSON = [
      "version": 2, "panels": [["label": "x", "screens": [["svg": "<a/>"], ["svg": "<c/>"], ["svg": "<d/>"]]]],
    ]
    #expect(
      PreviewRenderer.withoutUnchangedPictures(frame, previous: previous)
        == ["version": 2, "panels": [["label": "x", "screens": [["same": true], ["svg": "<c/>"], ["svg": "<d/>"]]]]])
  }
}
