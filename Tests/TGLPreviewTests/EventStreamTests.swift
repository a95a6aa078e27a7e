// The outbox of one page: the newest frame wins, a slow page holds one frame, the wire format is exact.

import TGLJSON
import TGLPreview
import Testing

@Suite struct EventStreamTests {
  @Test func theWireFormat() {
    #expect(String(decoding: serverSentEvent("frame", "{\"a\":1}"), as: UTF8.self) == "event: frame\ndata: {\"a\":1}\n\n")
    #expect(String(decoding: serverSentEvent("x", "one\ntwo\r\nthree"), as: UTF8.self)
      == "event: x\ndata: one\ndata: two\ndata: three\n\n")
  }

  @Test func olderFramesAreDroppedAndTheCursorFollowsTheFrame() {
    let stream = EventStream(documentKey: "a.tgl", overrides: EnvironmentOverrides())
    stream.offer(frame: [1])
    stream.offer(frame: [2])
    stream.offer(cursor: [7])
    stream.offer(frame: [3])
    #expect(stream.droppedFrames == 2)
    #expect(stream.next(timeout: 0) == [3, 7])
    // Nothing waiting: an empty answer after the timeout (time for a keep-alive).
    #expect(stream.next(timeout: 0.01) == [])
    stream.close()
    #expect(stream.next(timeout: 1) == nil)
  }

  @Test func overridesGoIntoTheLayoutSettings() {
    var overrides = EnvironmentOverrides(query: [
      "canvas": "430,932", "scale": "3", "sizeClass": "w:regular,h:compact", "orientation": "landscape",
      "rtl": "1", "contentSize": "accessibility5", "other": "x",
    ])
    let settings: JSON = ["canvas": "390,844", "rtl": false, "rules": ["overlap": "off"]]
    #expect(
      overrides.applied(to: settings)
        == [
          "canvas": "390,844", "rtl": false, "rules": ["overlap": "off"],
          // The page's screen replaces the file's (`overrideFile`) and the editor's canvas; its scale replaces a
          // device's too.
          "layout": [
            "rtl": true, "overrideFile": true, "canvas": "430,932", "scale": 3.0, "scaleOverridesDevice": true,
            "sizeClass": "w:regular,h:compact", "orientation": "landscape", "contentSize": "accessibility5",
          ],
        ])
    overrides = EnvironmentOverrides(query: ["target": "mylayout"])
    #expect(overrides.applied(to: ["target": "tangramkit"]) == ["target": "tangramkit", "layout": ["target": "mylayout"]])
    overrides = EnvironmentOverrides(query: ["canvas": "", "rtl": "0"])
    #expect(overrides.applied(to: .null) == ["layout": ["rtl": false]])
  }

  /// The page's Device control sends the device's name; the settings reader looks it up in the catalogue.
  @Test func theDeviceGoesIntoTheLayoutSettingsByName() {
    let overrides = EnvironmentOverrides(query: ["device": "iPhone 16 Pro", "orientation": "landscape"])
    #expect(
      overrides.applied(to: .null)
        == ["layout": ["overrideFile": true, "device": "iPhone 16 Pro", "orientation": "landscape"]])
  }
}
