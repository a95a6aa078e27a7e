// The document a generated layout builds, rebuilt from what was recorded, as tgl text: the proof that the calls
// say what the `.tgl` file says (`scripts/gen-check.sh` lays both out and compares every frame).

import UIKit

/// Something recorded that tgl cannot say, or a call made in the wrong order.
public struct TGRebuildError: Error, CustomStringConvertible {
  public var description: String
}

@MainActor
public enum TGRebuild {
  /// Writes the documents that `layouts` (objects made by generated code: a `root` property and one per named view)
  /// build to `path.tgl`, the samples of their path equations to `path.samples`, or what went wrong to `path.error`.
  public static func write(_ layouts: [AnyObject], to path: String) {
    var texts: [String] = []
    var samples: [String] = []
    do {
      for (d, layout) in layouts.enumerated() {
        let rebuilt = try document(layout)
        texts.append(rebuilt.text)
        samples += rebuilt.samples.map { "\(d) \($0)" }
      }
      try texts.joined(separator: "\n").write(toFile: path + ".tgl", atomically: true, encoding: .utf8)
      try (samples.joined(separator: "\n") + "\n").write(toFile: path + ".samples", atomically: true, encoding: .utf8)
    } catch {
      try? "\(error)\n".write(toFile: path + ".error", atomically: true, encoding: .utf8)
    }
  }

  /// The tgl text of the document `layout` builds, and one line of samples per path equation.
  public static func document(_ layout: AnyObject) throws -> (text: String, samples: [String]) {
    var names: [ObjectIdentifier: String] = [:]
    var root: UIView?
    for child in Mirror(reflecting: layout).children {
      guard let label = child.label else { continue }
      if let view = child.value as? UIView {
        if label == "root" { root = view } else { names[view.tgID] = label }
      } else if let component = componentRoot(child.value) {
        // A component's type (docs/codegen.md): its root is the use, named for it; its views are named through it,
        // so that two uses' views of one name stay two names in the rebuilt document.
        names[component.root.tgID] = label
        nameViews(of: component.object, prefix: label, into: &names)
      }
    }
    guard let root else { throw TGRebuildError(description: "\(type(of: layout)) has no root view") }
    names[root.tgID] = "root"
    var writer = Writer(names: names)
    try writer.element(root, parent: nil, depth: 0)
    return (writer.text, writer.samples)
  }

  /// The object and root view of a component's type: a class instance, not a view, with a `root` view.
  static func componentRoot(_ value: Any) -> (object: AnyObject, root: UIView)? {
    guard !(value is UIView), type(of: value) is AnyClass else { return nil }
    let object = value as AnyObject
    for child in Mirror(reflecting: value).children where child.label == "root" {
      if let root = child.value as? UIView { return (object, root) }
    }
    return nil
  }

  /// Names the views of a component's object `prefix_name` (`bob_title`), and a nested use's through it.
  static func nameViews(of object: AnyObject, prefix: String, into names: inout [ObjectIdentifier: String]) {
    for child in Mirror(reflecting: object).children {
      guard let label = child.label, label != "root" else { continue }
      if let view = child.value as? UIView {
        names[view.tgID] = prefix + "_" + label
      } else if let component = componentRoot(child.value) {
        names[component.root.tgID] = prefix + "_" + label
        nameViews(of: component.object, prefix: prefix + "_" + label, into: &names)
      }
    }
  }

  /// A number as tgl writes it: no exponent, and exactly the value (shortest digits that read back the same).
  nonisolated public static func number(_ v: CGFloat) -> String {
    let d = Double(v)
    if d == d.rounded(), Swift.abs(d) < 1e15 { return String(Int64(d)) }
    let text = "\(d)"
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
    let exponent = Int(text[text.index(after: e)...]) ?? 0
    var mantissa = String(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = whole + fraction
    var point = whole.count + exponent
    if point <= 0 {
      digits = String(repeating: "0", count: -point + 1) + digits
      point = 1
    }
    if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
    var out = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    while out.hasSuffix("0") { out.removeLast() }
    if out.hasSuffix(".") { out.removeLast() }
    return (negative ? "-" : "") + out
  }

  @MainActor
  struct Writer {
    let names: [ObjectIdentifier: String]
    var text = ""
    var samples: [String] = []
    var index = 0
    /// Views met so far, by identity, for references: the parent and the view itself are known as such.
    var parents: [ObjectIdentifier: ObjectIdentifier] = [:]

    static let order = [
      "width", "height", "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "baseline",
      "visibility", "alignment", "noLayout", "reverseFloat", "clearFloat", "topPadding", "leftPadding",
      "bottomPadding", "rightPadding", "leadingPadding", "trailingPadding", "zeroPadding", "vspace", "hspace",
      "gravity", "reverseLayout", "orientation", "shrinkType", "arrangedCount", "pagedCount", "autoArrange",
      "arrangedGravity", "lastlineGravityPolicy", "noBoundaryLimit", "useFrame",
      "insetsPaddingFromSafeArea", "insetLandscapeFringePadding",
    ]

    static func kind(of view: UIView) -> String {
      switch view {
      case is TGTableRowLayout: return "row"
      case is TGTableLayout: return "table"
      case is TGLinearLayout: return "linear"
      case is TGRelativeLayout: return "relative"
      case is TGFrameLayout: return "frame"
      case is TGFlowLayout: return "flow"
      case is TGFloatLayout: return "float"
      case is TGPathLayout: return "path"
      case is UILabel: return "label"
      case is UIButton: return "button"
      case is UIImageView: return "image"
      default: return "view"
      }
    }

    mutating func element(_ view: UIView, parent: UIView?, depth: Int, inConstraints: Bool = false) throws {
      let elementIndex = index
      index += 1
      if let parent { parents[view.tgID] = parent.tgID }
      let pad = String(repeating: "    ", count: depth)
      let hostsConstraints = try Self.isConstraintsContainer(view)
      let kind = hostsConstraints ? "constraints" : Self.kind(of: view)
      if !hostsConstraints, !view.subviews.isEmpty, !(view is TGBaseLayout) {
        throw TGRebuildError(description: "a \(kind) has subviews but is neither a layout nor a constraints container")
      }
      let name = names[view.tgID].map { " " + $0 } ?? ""
      text += "\(pad)\(kind)\(name) {\n"
      var lines: [String] = []
      let state = view.tgState
      let defaults = Self.asShown(
        state.sets[0] ?? TGPropertySet(), of: view, parent: parent, defaults: nil, inConstraints: inConstraints)
      lines += try properties(defaults, of: view, parent: parent, only: nil)
      if inConstraints {
        // Auto Layout places the view; its frame is no intrinsic size there (constraints read intrinsicContentSize).
        lines += try constraintsChild(view)
      } else if !(view is TGBaseLayout), !hostsConstraints, view.frameWasSet, !defaults.bool("useFrame") {
        lines.append("intrinsic: \(TGRebuild.number(view.frame.width)), \(TGRebuild.number(view.frame.height))")
      }
      lines += try Self.text(of: view)
      if let color = view.backgroundColor { lines.append("background: \(Self.hex(color))") }
      if let count = state.columnCount {
        lines.append("colCount: \(count)")
      } else if let column = state.column {
        lines.append("\(column.key): \(column.value)")
      }
      if let path = view as? TGPathLayout { lines += pathProperties(path, index: elementIndex) }
      for type in state.order where type.key != 0 {
        guard let raw = state.sets[type.key] else { continue }
        let set = Self.asShown(raw, of: view, parent: parent, defaults: state.sets[0], inConstraints: inConstraints)
        let overrides = try properties(set, of: view, parent: parent, only: defaults)
        lines.append("when \(Self.condition(type)) { \(overrides.joined(separator: "; ")) }")
      }
      for line in lines { text += "\(pad)    \(line)\n" }
      for child in view.subviews {
        text += "\n"
        try element(child, parent: view, depth: depth + 1, inConstraints: hostsConstraints)
      }
      if hostsConstraints {
        let members = try constraintMembers(of: view, nested: inConstraints)
        if !members.isEmpty { text += "\n" }
        for line in members { text += "\(pad)    \(line)\n" }
      } else if !view.constraints.isEmpty && !inConstraints {
        throw TGRebuildError(description: "a \(kind) outside any constraints container holds constraints")
      }
      text += "\(pad)}\n"
    }

    /// A view's properties in one size class as TangramKit builds them, where that differs from what was recorded.
    ///
    /// - Visibility (code notes §10): the view is left out of layout when the size class's visibility is `gone`, or
    ///   when UIKit's `isHidden` is set and the default's visibility is `gone`; otherwise a hidden view is
    ///   `invisible`, a view that is not hidden is shown (`visible`), whatever the size class says. Only the view's
    ///   own `tg_visibility` setter touches `isHidden`; a size-class object's does not.
    /// - A table's spacing across its rows lives in the rows (copied at creation, code notes §10): the table keeps
    ///   only the spacing between its rows, so that tgl does not hand the rows a spacing they never got.
    /// - A label or button with text and no size on an axis keeps its current frame there (0 for a new view):
    ///   TangramKit measures text only for a `wrap` size (code notes §7), where tgl would measure it. Not where the
    ///   container decides the size (both edges in a relative or frame layout, both margins across a linear one).
    static func asShown(
      _ raw: TGPropertySet, of view: UIView, parent: UIView?, defaults: TGPropertySet?, inConstraints: Bool
    ) -> TGPropertySet {
      let set = TGPropertySet(copying: raw)
      func word(_ s: TGPropertySet?) -> String {
        if case .word(let w)? = s?.values["visibility"] { return w }
        return "visible"
      }
      let current = word(raw)
      let byDefault = word(defaults ?? raw)
      let shown =
        current == "gone" || (view.isHidden && byDefault == "gone") ? "gone" : view.isHidden ? "invisible" : "visible"
      if defaults == nil && shown == "visible" {
        set.values["visibility"] = nil
      } else {
        set.values["visibility"] = .word(shown)
      }
      if let table = view as? TGTableLayout {
        set.values[table.tg_orientation == .vert ? "hspace" : "vspace"] = nil
      }
      // A table cell without a size across its row keeps its current frame there: TangramKit gives it the row's
      // size only at `tg_addCol`, and only when its bounds were zero then (code notes §10); tgl gives every such
      // leaf the row's size.
      if let row = parent as? TGTableRowLayout, !(view is TGBaseLayout), !set.bool("useFrame") {
        let across = row.tg_orientation == .horz ? "height" : "width"
        if case .none = set.value(across).kind {
          set.update(across) { $0.kind = .number(across == "height" ? view.frame.height : view.frame.width) }
        }
      }
      // In a constraints container Auto Layout measures the text (its intrinsic size), not TangramKit.
      if view is UILabel || view is UIButton, (try? Self.text(of: view))?.isEmpty == false,
        !set.bool("useFrame"), !inConstraints
      {
        for (size, head, tail, horizontal) in [
          ("width", "leading", "trailing", true), ("height", "top", "bottom", false),
        ] {
          guard case .none = set.value(size).kind else { continue }
          let both = set.value(head).kind != .none && set.value(tail).kind != .none
          let decided: Bool
          switch parent {
          case is TGRelativeLayout, is TGFrameLayout: decided = both
          case let linear as TGLinearLayout:
            decided = both && (linear.tg_orientation == .vert) == horizontal
          default: decided = false
          }
          guard !decided else { continue }
          let current = horizontal ? view.frame.width : view.frame.height
          set.update(size) { $0.kind = .number(current) }
        }
      }
      return set
    }

    /// The properties of `store`; with `only`, those that differ from it (a size class's overrides of the default).
    func properties(_ store: TGPropertySet, of view: UIView, parent: UIView?, only defaults: TGPropertySet?) throws
      -> [String]
    {
      for key in store.values.keys where !Self.order.contains(key) {
        throw TGRebuildError(description: "\(Self.kind(of: view)): '\(key)' was recorded but has no tgl property")
      }
      if let defaults {
        for key in defaults.values.keys where store.values[key] == nil {
          throw TGRebuildError(
            description: "\(Self.kind(of: view)) \(names[view.tgID] ?? ""): '\(key)' was set after a size class was "
              + "fetched from the default, so the size class does not have it")
        }
      }
      var lines: [String] = []
      for key in Self.order {
        guard let value = store.values[key] else { continue }
        if let defaults, defaults.values[key] == value { continue }
        // A row's orientation comes from its table.
        if key == "orientation" && view is TGTableRowLayout { continue }
        if key == "useFrame" {
          if value == .bool(true) {
            let f = view.frame
            lines.append(
              "frame: \(TGRebuild.number(f.minX)), \(TGRebuild.number(f.minY)), \(TGRebuild.number(f.width)), "
                + "\(TGRebuild.number(f.height))")
          }
          continue
        }
        lines.append("\(key): \(try written(value, key: key, of: view, parent: parent))")
      }
      return lines
    }

    func written(_ value: TGRecorded, key: String, of view: UIView, parent: UIView?) throws -> String {
      switch value {
      case .value(let v): return try recordedValue(v, of: view, parent: parent)
      // A padding of TangramKit's special value is the safe-area inset of its edge (`SafeArea.swift`).
      case .number(let n) where key.hasSuffix("Padding") && n == TGLayoutPos.tg_safeAreaMargin: return "safeArea"
      case .number(let n): return TGRebuild.number(n)
      case .bool(let b): return b ? "true" : "false"
      case .word(let w): return w
      case .int(let n):
        switch key {
        case "alignment", "gravity", "arrangedGravity": return try Self.gravity(n)
        case "shrinkType": return try Self.shrinkType(n)
        default: return "\(n)"
        }
      }
    }

    func reference(_ target: TGTarget, of view: UIView, parent: UIView?) throws -> String {
      let who: String
      if target.view == view.tgID {
        who = "self"
      } else if let parent, target.view == parent.tgID {
        who = "parent"
      } else if let name = names[target.view] {
        who = name
      } else {
        throw TGRebuildError(description: "a reference to a view that is neither named, the parent nor the view")
      }
      return "\(who).\(target.attribute)"
    }

    /// ` + 10`, ` - 4`, or nothing.
    static func shift(_ k: CGFloat) -> String {
      k == 0 ? "" : k < 0 ? " - \(TGRebuild.number(-k))" : " + \(TGRebuild.number(k))"
    }

    static func scaled(_ base: String, multiple: CGFloat, increment: CGFloat) -> String {
      (multiple == 1 ? base : "\(base) * \(TGRebuild.number(multiple))") + shift(increment)
    }

    func recordedValue(_ v: TGRecordedValue, of view: UIView, parent: UIView?) throws -> String {
      var parts: [String] = []
      switch v.kind {
      case .none: break
      case .number(let n): parts.append(TGRebuild.number(n + v.offset))
      case .weight(let w):
        parts.append(Self.scaled("\(TGRebuild.number(w))%", multiple: v.multiple, increment: v.offset))
      case .wrap: parts.append(Self.scaled("wrap", multiple: v.multiple, increment: v.offset))
      case .fill: parts.append(Self.scaled("fill", multiple: v.multiple, increment: v.offset))
      case .average: parts.append(Self.scaled("average", multiple: v.multiple, increment: v.offset))
      case .reference(let t):
        parts.append(Self.scaled(try reference(t, of: view, parent: parent), multiple: v.multiple, increment: v.offset))
      case .array(let ts):
        var items: [String] = []
        for t in ts { items.append(try reference(t, of: view, parent: parent)) }
        parts.append(Self.scaled("[\(items.joined(separator: ", "))]", multiple: v.multiple, increment: v.offset))
      }
      for (word, bound) in [("min", v.min), ("max", v.max)] {
        guard let bound else { continue }
        switch bound.kind {
        case .number(let n): parts.append("\(word) \(TGRebuild.number(n))")
        case .wrap: parts.append("\(word) " + Self.scaled("wrap", multiple: bound.multiple, increment: bound.increment))
        case .reference(let t):
          let r = try reference(t, of: view, parent: parent)
          parts.append("\(word) " + Self.scaled(r, multiple: bound.multiple, increment: bound.increment))
        }
      }
      return parts.joined(separator: " ")
    }

    static func gravity(_ raw: Int) throws -> String {
      let horizontal: [Int: String] = [
        1: "left", 2: "center", 4: "right", 7: "fill", 8: "windowCenter", 16: "between", 32: "leading",
        64: "trailing", 128: "around", 256: "among",
      ]
      let vertical: [Int: String] = [
        1: "top", 2: "center", 4: "bottom", 7: "fill", 8: "windowCenter", 16: "between", 32: "baseline",
        128: "around", 256: "among",
      ]
      let h = raw & 0xFFFF
      let v = (raw >> 16) & 0xFFFF
      var parts: [String] = []
      if h != 0 {
        guard let name = horizontal[h] else { throw TGRebuildError(description: "no horizontal gravity has bits \(h)") }
        parts.append("horz.\(name)")
      }
      if v != 0 {
        guard let name = vertical[v] else { throw TGRebuildError(description: "no vertical gravity has bits \(v)") }
        parts.append("vert.\(name)")
      }
      return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    static func shrinkType(_ raw: Int) throws -> String {
      let modes = [0: "none", 1: "average", 2: "weight", 4: "auto"]
      guard let mode = modes[raw & 0xF], raw & ~0x1F == 0 else {
        throw TGRebuildError(description: "no shrink type has bits \(raw)")
      }
      return raw & 16 != 0 ? "\(mode), space" : mode
    }

    static func condition(_ type: TGSizeClassType) -> String {
      switch type {
      case .default: return ""
      case .portrait: return "portrait"
      case .landscape: return "landscape"
      case .comb(let w, let h, let s):
        var parts: [String] = []
        if w != .any { parts.append("width: \(w)") }
        if h != .any { parts.append("height: \(h)") }
        if let s { parts.append("\(s)") }
        return parts.joined(separator: ", ")
      }
    }

    /// A label's or button's `text`, `font` and `lines`, as its label has them: the font follows Dynamic Type only
    /// when `UIFontMetrics` made it (else it is `fixed`, as UIKit's default fonts are) and the label adjusts it to the
    /// content size (a mismatch throws), and `lines` is the label's
    /// `numberOfLines` after TangramKit changed it. Nothing without a text (for a button, a title for `.normal`).
    static func text(of view: UIView) throws -> [String] {
      let label: UILabel
      let text: String?
      if let button = view as? UIButton {
        guard let titleLabel = button.titleLabel else { return [] }
        label = titleLabel
        text = button.title(for: .normal)
      } else if let view = view as? UILabel {
        label = view
        text = view.text
      } else {
        return []
      }
      guard let text else { return [] }
      let weights: [CGFloat: String] = [
        -0.8: "ultralight", -0.6: "thin", -0.4: "light", 0: "regular", 0.23: "medium", 0.3: "semibold", 0.4: "bold",
        0.56: "heavy", 0.62: "black",
      ]
      let font: UIFont = label.font
      // tgl measures a font not marked `fixed` at the content size of every moment (language §9.12): in UIKit that
      // takes both a font from `UIFontMetrics` (scaled at the content size of its creation) and
      // `adjustsFontForContentSizeCategory` (scaled again at each change); a `fixed` one has neither.
      guard label.adjustsFontForContentSizeCategory == font.followsContentSize else {
        throw TGRebuildError(
          description: font.followsContentSize
            ? "a font from UIFontMetrics without adjustsFontForContentSizeCategory: UIKit scales it once, tgl always"
            : "adjustsFontForContentSizeCategory on a font not from UIFontMetrics (tgl's `fixed`): UIKit ignores it")
      }
      guard let weight = weights[font.weight.rawValue] else {
        throw TGRebuildError(description: "no tgl font weight is UIFont.Weight(\(font.weight.rawValue))")
      }
      return [
        "text: \(string(text))",
        "font: \(TGRebuild.number(font.pointSize)), \(weight)" + (font.followsContentSize ? "" : ", fixed"),
        "lines: \(label.numberOfLines)",
      ]
    }

    /// A tgl string: `\"`, `\\`, `\n`, `\t`, and `\u{…}` for any other control or line separator.
    static func string(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
          switch scalar.properties.generalCategory {
          case .control, .lineSeparator, .paragraphSeparator:
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          default: out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }

    static func hex(_ c: UIColor) -> String {
      func channel(_ v: CGFloat) -> String {
        let n = Int((v * 255).rounded())
        let digits = String(Swift.min(255, Swift.max(0, n)), radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }
      return "#" + channel(c.red) + channel(c.green) + channel(c.blue) + channel(c.alpha)
    }

    /// The path's coordinates and spacing; its equation as a placeholder of the right kind, with samples of the
    /// closure, which the comparison checks against the `.tgl` file's equation.
    mutating func pathProperties(_ path: TGPathLayout, index: Int) -> [String] {
      var lines: [String] = []
      func sample(_ arguments: StrideThrough<Double>, _ f: (Double) -> String) -> String {
        arguments.map { "\($0)=\(f($0))" }.joined(separator: " ")
      }
      func value(_ v: CGFloat?) -> String { v.map { "\(Double($0))" } ?? "nil" }
      if let f = path.tg_polarEquation {
        lines.append("polar: t")
        let radians = stride(from: -2 * Double.pi, through: 4 * Double.pi, by: Double.pi / 24)
        samples.append("\(index) polar " + sample(radians) { value(f(TGRadian(value: CGFloat($0)))) })
      } else if let f = path.tg_rectangularEquation {
        lines.append("rectangular: x")
        samples.append(
          "\(index) rectangular " + sample(stride(from: -500, through: 500, by: 3.7)) { value(f(CGFloat($0))) })
      } else if let f = path.tg_parametricEquation {
        lines.append("parametric: t, t")
        samples.append(
          "\(index) parametric "
            + sample(stride(from: -400, through: 800, by: 5.3)) { a in
              f(CGFloat(a)).map { "\(Double($0.x)),\(Double($0.y))" } ?? "nil"
            })
      }
      let setting = path.tg_coordinateSetting
      if setting.origin != .zero {
        lines.append("origin: \(TGRebuild.number(setting.origin.x)), \(TGRebuild.number(setting.origin.y))")
      }
      if setting.isMath { lines.append("isMath: true") }
      if setting.isReverse { lines.append("isReverse: true") }
      // tgl's start and end are TangramKit's (radians for a polar equation).
      for (name, v) in [("start", setting.start), ("end", setting.end)] {
        guard let v else { continue }
        lines.append("\(name): \(TGRebuild.number(v))")
      }
      if path.tg_distanceError != 0.5 { lines.append("distanceError: \(TGRebuild.number(path.tg_distanceError))") }
      if path.spaceTypeWasSet {
        switch path.tg_spaceType {
        case .flexed: lines.append("spaceType: flexed")
        case .fixed(let d): lines.append("spaceType: fixed(\(TGRebuild.number(d)))")
        case .count(let n): lines.append("spaceType: count(\(n))")
        }
      }
      return lines
    }
  }
}
