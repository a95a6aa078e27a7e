// The two ways a picture shows a layout: the screen as a person sees it, or the wireframe of boxes and tags.

/// What a picture draws.
public enum PictureMode: String, Sendable, Hashable, CaseIterable {
  /// The screen as the device shows it: backgrounds, text in its font where tgl's measurement breaks and cuts it,
  /// image placeholders, the status bar and the safe area; names and sizes only in tooltips.
  case design
  /// Every element as a coloured box with its name and size, padding hatched, and a legend.
  case blueprint
}
