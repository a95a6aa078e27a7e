// The generated statements as lines: what each one sets (its key), a template's parameters matched against a
// written line, and the difference between what a component's type already did and what a use needs
// (docs/codegen.md, "A component as a Swift type").

/// Marks inside a component's template lines: `\u{E000}title\u{E000}` is a view of the type (its identifier inside
/// the type), `\u{E001}name\u{E001}` a parameter of the component. Neither character can be in a tgl name or in
/// the generated Swift (the string literal writer escapes private-use scalars).
enum TemplateMark {
  static let view: Character = "\u{E000}"
  static let parameter: Character = "\u{E001}"

  static func view(_ identifier: String) -> String { "\(view)\(identifier)\(view)" }
  static func parameter(_ name: String) -> String { "\(parameter)\(name)\(parameter)" }

  /// `line` with every view mark replaced by `rename(identifier)`.
  static func renamingViews(_ line: String, _ rename: (String) -> String) -> String {
    replacingMarked(line, view, rename)
  }

  /// `line` with every parameter mark replaced by `value(name)`; nil when `value` gives nil for one of them.
  static func fillingParameters(_ line: String, _ value: (String) -> String?) -> String? {
    var missing = false
    let out = replacingMarked(line, parameter) { name in
      guard let v = value(name) else {
        missing = true
        return ""
      }
      return v
    }
    return missing ? nil : out
  }

  /// The parameter names marked in `line`.
  static func parameters(in line: String) -> [String] {
    var names: [String] = []
    _ = replacingMarked(line, parameter) { name in
      names.append(name)
      return ""
    }
    return names
  }

  static func replacingMarked(_ line: String, _ mark: Character, _ replace: (String) -> String) -> String {
    guard line.contains(mark) else { return line }
    var out = ""
    var inside: String?
    for c in line {
      if c == mark {
        if let name = inside {
          out += replace(name)
          inside = nil
        } else {
          inside = ""
        }
      } else if inside != nil {
        inside!.append(c)
      } else {
        out.append(c)
      }
    }
    return out
  }
}

import TGLSemantics

/// A generated statement line, read back: what it sets.
enum StatementLine {
  /// What the line sets: `title.numberOfLines`, `title.tg_width` (for `title.tg_width.equal(.wrap).min(20)`),
  /// `button.setTitle`; the whole line for anything else (`root.addSubview(title)`, a comment).
  static func key(_ line: String) -> String {
    if line.hasPrefix("//") { return line }
    if let r = line.firstRange(of: " = ") { return String(line[..<r.lowerBound]) }
    if let r = line.firstRange(of: ".setTitle(") { return String(line[..<r.lowerBound]) + ".setTitle" }
    var first: String.Index?
    for call in [".equal(", ".min(", ".max(", ".clear()"] {
      if let r = line.firstRange(of: call), first.map({ r.lowerBound < $0 }) ?? true { first = r.lowerBound }
    }
    return first.map { String(line[..<$0]) } ?? line
  }

  /// The property a line's key sets (`bob.bar.tg_width` → width), where the member says it.
  static func property(of key: String) -> PropertyKey? {
    let member = key.split(separator: ".").last.map(String.init) ?? key
    switch member {
    case "backgroundColor": return .background
    case "text", "setTitle": return .text
    case "font": return .font
    case "numberOfLines": return .lines
    case "tg_padding": return .topPadding
    case "tg_space": return .vspace
    default:
      guard member.hasPrefix("tg_") else { return nil }
      let name = member.dropFirst(3)
      return PropertyKey.allCases.first { $0.name == name }
    }
  }

  /// A size or a position, whose value keeps its bounds when set again: it is cleared first.
  static func isSizeOrPosition(_ key: String) -> Bool {
    let members = [
      ".tg_width", ".tg_height", ".tg_left", ".tg_right", ".tg_top", ".tg_bottom", ".tg_leading", ".tg_trailing",
      ".tg_centerX", ".tg_centerY", ".tg_baseline",
    ]
    return members.contains { key.hasSuffix($0) }
  }

  /// Whether the line sets something that a later line may set again (an assignment, a size, a position, a title),
  /// as opposed to a call that does something once (adding a view, a row, a cell).
  static func isSetting(_ line: String) -> Bool {
    let k = key(line)
    return k != line || line.hasPrefix("//")
  }

  /// The values of the parameters in `template` (a line with parameter marks) that make it `line`, or nil.
  static func match(_ template: String, _ line: String) -> [String: String]? {
    // Literal text and parameter names, alternating: literal, name, literal, …, literal.
    var literals = [""]
    var names: [String] = []
    var inside: String?
    for c in template {
      if c == TemplateMark.parameter {
        if let name = inside {
          names.append(name)
          literals.append("")
          inside = nil
        } else {
          inside = ""
        }
      } else if inside != nil {
        inside!.append(c)
      } else {
        literals[literals.count - 1].append(c)
      }
    }
    guard !names.isEmpty, line.hasPrefix(literals[0]) else { return nil }
    var rest = line.dropFirst(literals[0].count)
    var out: [String: String] = [:]
    for (k, name) in names.enumerated() {
      let next = literals[k + 1]
      let value: Substring
      if next.isEmpty {
        guard k == names.count - 1 else { return nil }
        value = rest
        rest = rest.dropFirst(rest.count)
      } else {
        guard let r = rest.firstRange(of: next) else { return nil }
        value = rest[..<r.lowerBound]
        rest = rest[r.upperBound...]
      }
      guard !value.isEmpty else { return nil }
      if let known = out[name], known != String(value) { return nil }
      out[name] = String(value)
    }
    return rest.isEmpty ? out : nil
  }

  /// The statements a use writes after its component's type has run `done`, so that the view ends as `wanted` says:
  /// every line of `wanted` that `done` lacks, in `wanted`'s order; a size or position the type set differently is
  /// cleared first (a set keeps the bounds, tgl's value replaces them); a line count that follows a height in
  /// `wanted` is written again after it (TangramKit sets 0 when a label's height is made `wrap`, code notes §7).
  /// Nil when the type did something the use cannot undo: a call that is not a setting, or a setting that no line of
  /// `wanted` sets again. `allowCalls` lets the use's root be added to its parent.
  static func corrections(done: [String], wanted: [String], allowCalls: Bool) -> [String]? {
    var remaining = wanted
    var extra: [String] = []
    for line in done {
      if let k = remaining.firstIndex(of: line) { remaining.remove(at: k) } else { extra.append(line) }
    }
    var leftover = done
    for line in wanted {
      if let k = leftover.firstIndex(of: line) { leftover.remove(at: k) }
    }
    let added = remaining
    let addedKeys = Set(added.map(key))
    var clears: [String] = []
    for line in extra where !line.hasPrefix("//") {
      let k = key(line)
      guard k != line else { return nil }
      if k.hasSuffix(".adjustsFontForContentSizeCategory"), line == "\(k) = true", !addedKeys.contains(k) {
        // A type that takes a font scales it with Dynamic Type; a use's `fixed` font does not: UIKit's default again.
        clears.append("\(k) = false")
      } else if isSizeOrPosition(k) {
        let clear = "\(k).clear()"
        if !clears.contains(clear) { clears.append(clear) }
      } else if !addedKeys.contains(k) {
        return nil
      }
    }
    _ = leftover
    if !allowCalls, added.contains(where: { !isSetting($0) }) { return nil }
    guard !added.isEmpty || !clears.isEmpty else { return [] }
    var out = clears
    var lastHeight: Int?
    for (n, line) in wanted.enumerated() where added.contains(line) && key(line).hasSuffix(".tg_height") {
      lastHeight = n
    }
    var written = Set<Int>()
    for (n, line) in wanted.enumerated() {
      let again = lastHeight.map { n > $0 } ?? false && key(line).hasSuffix(".numberOfLines")
      if added.contains(line) || again, !written.contains(n) {
        out.append(line)
        written.insert(n)
      }
    }
    return out
  }
}
