// A document as the preview sees it: the editor's unsaved text (or the file's) and the editor's settings.

import TGLJSON

public struct PreviewDocument: Sendable {
  /// How pages name it: the path relative to the workspace root (`screens/login.tgl`), or the URI of a document
  /// that is no file (`untitled:Untitled-1`).
  public var key: String
  public var uri: String
  public var version: Int
  /// The text as UTF-8 bytes, as the editor's edits and the file on disk give it (the analysis reads bytes).
  public var bytes: [UInt8]
  /// The editor's settings (`{"layout": {...}}`), under which the page's overrides are laid.
  public var settings: JSON

  public init(key: String, uri: String, version: Int, bytes: [UInt8], settings: JSON) {
    self.key = key
    self.uri = uri
    self.version = version
    self.bytes = bytes
    self.settings = settings
  }

  public init(key: String, uri: String, version: Int, text: String, settings: JSON) {
    self.init(key: key, uri: uri, version: version, bytes: Array(text.utf8), settings: settings)
  }
}

/// What one frame was made from; a stream whose last frame has the same stamp needs no new one.
struct RenderStamp: Hashable, Sendable {
  var version: Int
  var settings: JSON
  /// The gallery's devices and variants (a gallery frame), nil for a page's frame.
  var gallery: GallerySet? = nil
}

/// The gallery frames of one document, page environment and set follow each other: each leaves out the pictures of
/// the one before that did not change.
struct GalleryLineage: Hashable {
  var key: String
  var settings: EnvironmentOverrides
  var gallery: GallerySet
}

/// One gallery frame as made for every page that shows it: the event in full (serialized when a page needs it)
/// and, after a frame of the same lineage (`base`), the event without the pictures that did not change.
struct GalleryFrameBytes {
  var sequence: Int
  var frame: JSON
  var base: Int?
  var delta: [UInt8]?
  var full: [UInt8]?
}
