// What the words of values and conditions mean (docs/language.md §5, §6, §10), for hover and completion.

/// One sentence per word, as the language reference says it.
enum WordMeanings {
  /// The size keywords (§5.2).
  static let size: [String: String] = [
    "wrap": "wrap: the size of the content (a container's children, a leaf's `intrinsic` size).",
    "fill":
      "fill: the space that is left: the rest of the line on a linear main axis, the parent's inner size minus the "
      + "margins elsewhere.",
    "average": "average: exactly `100%`; siblings with `average` on a linear main axis share the space equally.",
  ]

  static let min = "min: a lower bound on the value (a number, a reference or `wrap`)."
  static let max = "max: an upper bound on the value (a number, a reference or `wrap`)."
  static let vert = "vert: the children stack top to bottom (`tg_orientation = .vert`)."
  static let horz = "horz: the children stack left to right (`tg_orientation = .horz`)."
  static let shares = "The spacer's share of the free space."
  static let parent = "parent: the direct parent container; its sizes are its inner size (without padding)."
  static let this = "self: this view itself (`height: self.width`)."

  /// The words of `when` conditions (§10).
  static let when: [String: String] = [
    "when": "when: overrides properties in the environments whose size classes and orientation match the condition.",
    "landscape": "landscape: the canvas is wider than it is tall.",
    "portrait": "portrait: the canvas is taller than it is wide.",
    "width": "width: the horizontal size class (`compact` or `regular`).",
    "height": "height: the vertical size class (`compact` or `regular`).",
  ]

  static let sizeClass: [String: String] = [
    "compact": "compact: the size class of a constrained dimension (an iPhone's width in portrait).",
    "regular": "regular: the size class of an expansive dimension (an iPad's width and height).",
    "any": "any: either size class.",
  ]

  /// The directives (§3).
  static let directive: [String: String] = [
    "canvas": "@canvas W, H: the canvas the file's documents are laid out on, in points.",
    "scale": "@scale S: the screen scale; frames are rounded to 1/S point.",
    "target": "@target tangramkit | mylayout: the library the file is laid out for where TangramKit 1.4.2 and "
      + "MyLayout 2.0 differ (default tangramkit, whose code `tgl gen swift` writes).",
    "device":
      "@device \"NAME\" (optionally `, landscape`): a device of the catalogue, whose screen, scale, size classes and "
      + "safe area the documents are laid out with; the root layout adds the left and right insets to its padding.",
  ]

  /// What a gravity word does (§5.10); `axis` is `vert`, `horz` or nil for a word that sets both or names its axis.
  static func gravity(axis: String?, _ word: String) -> String {
    let phrases: [String: String] = [
      "top": "docked at the top", "bottom": "docked at the bottom", "left": "docked at the left",
      "right": "docked at the right", "leading": "docked at the leading side",
      "trailing": "docked at the trailing side", "center": "centred",
      "windowCenter": "centred on the window (tgl: the canvas) rather than the container",
      "between": "spread: the spare space goes into the gaps between children, none at the ends",
      "around": "spread: half a gap at each end", "among": "spread: equal gaps, the ends included",
      "fill": "stretched: the spare space goes to the children, or each child gets the full inner size",
      "baseline": "aligned on the baselines (a horizontal linear layout)", "none": "no gravity on either axis",
    ]
    let phrase = phrases[word] ?? word
    switch axis {
    case "vert"?: return "vert.\(word): \(phrase) (vertically)."
    case "horz"?: return "horz.\(word): \(phrase) (horizontally)."
    default:
      let both = ["center", "fill", "between", "around", "among", "windowCenter"]
      return "\(word): \(phrase)" + (both.contains(word) ? " (both axes)." : ".")
    }
  }

  /// The meaning of a keyword value of `property` (`visibility: gone`, `shrinkType: weight`).
  static func keyword(property: String, _ word: String) -> String? {
    let word = word.hasSuffix("(") ? String(word.dropLast()) : word
    let meanings: [String: [String: String]] = [
      "visibility": [
        "visible": "visible: shown and laid out.", "invisible": "invisible: not drawn, but keeps its space.",
        "gone": "gone: takes no space and is not laid out.",
      ],
      "orientation": ["vert": vert, "horz": horz],
      "shrinkType": [
        "none": "none: an overflow is not taken back.",
        "average": "average: the overflow is taken from the weighted sizes in equal parts.",
        "weight": "weight: the overflow is taken from the weighted sizes in proportion to their weights.",
        "auto": "auto: a horizontal layout shrinks the wrapped sizes of two children to share the width.",
        "size": "size: the sizes shrink.", "space": "space: the spacing shrinks.",
      ],
      "lastlineGravityPolicy": [
        "no": "no: the last line ignores the gravity.", "always": "always: the last line follows the gravity.",
        "auto": "auto: the last line follows the gravity when it is full.",
      ],
      "spaceType": [
        "flexed": "flexed: the children are spread evenly over the whole path.",
        "fixed": "fixed(D): the children are D points apart along the path.",
        "count": "count(N): the path is divided into N equal parts.",
      ],
    ]
    return meanings[property]?[word]
  }
}
