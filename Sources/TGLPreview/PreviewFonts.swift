// The Inter font files installed on this machine, which the page is given so that it draws text in the font tgl
// measured (TGLText's built-in metrics are Inter's): Debian's fonts-inter, or Inter in the usual font folders.

import Platform

/// Inter's files by CSS weight (100–900), found once.
public struct PreviewFonts: Sendable {
  /// The file of each weight found.
  public let files: [Int: String]

  public init(files: [Int: String]) { self.files = files }

  /// The style names of Inter's static files, by CSS weight.
  static let styles: [Int: String] = [
    100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
    800: "ExtraBold", 900: "Black",
  ]

  /// Where Inter is looked for: Debian's package first, then the usual folders of fonts installed by hand.
  static func directories(home: String?) -> [String] {
    var out = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/local/share/fonts"]
    if let home { out += [home + "/.local/share/fonts", home + "/.fonts", home + "/Library/Fonts"] }
    return out + ["/Library/Fonts"]
  }

  /// The installed files, looked up in `directories` (`Inter-Bold.otf`, else `.ttf`).
  public static func find(in directories: [String]) -> PreviewFonts {
    var files: [Int: String] = [:]
    for (weight, style) in styles {
      search: for directory in directories {
        for ext in ["otf", "ttf"] {
          let path = "\(directory)/Inter-\(style).\(ext)"
          if FileSystem.kind(of: path) == .file {
            files[weight] = path
            break search
          }
        }
      }
    }
    return PreviewFonts(files: files)
  }

  /// This machine's, found at first use.
  public static let installed = find(in: directories(home: ProcessEnvironment.all()["HOME"]))

  /// The bytes of the file of `weight` (the nearest weight found), with its content type.
  func file(weight: Int) -> (bytes: [UInt8], contentType: String)? {
    guard let nearest = files.keys.min(by: { abs($0 - weight) < abs($1 - weight) }), let path = files[nearest],
      case .success(let bytes) = FileSystem.read(path)
    else { return nil }
    return (bytes, path.hasSuffix(".ttf") ? "font/ttf" : "font/otf")
  }

  /// The page's `@font-face` rules, one per weight found, each pointing at the server's `/font` route.
  func fontFaces(token: String) -> String {
    files.keys.sorted().map { weight in
      let format = files[weight]!.hasSuffix(".ttf") ? "truetype" : "opentype"
      return "@font-face { font-family: 'Inter'; font-weight: \(weight); font-display: block; "
        + "src: url('/font?weight=\(weight)&token=\(token)') format('\(format)'); }"
    }.joined(separator: "\n")
  }
}
