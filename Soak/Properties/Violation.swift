// What a property check reports: which property failed, where, in which environment, expected against got.

import TGLSemantics

/// The properties every layout must have.
public enum LayoutProperty: String, CaseIterable, Sendable, Hashable {
  /// Right-to-left frames are the left-to-right frames mirrored in each parent's width (path children not mirrored).
  case mirror = "rtl-mirror"
  /// A gone view changes no other frame: the layout equals the one without the view.
  case gone = "gone-is-absent"
  /// A wrapped container given its wrapped size as a number lays its subtree out the same.
  case wrap = "wrap-is-fixed"
  /// Rounding moves no edge more than one pixel from the unrounded layout.
  case rounding = "rounding"
}

/// How to check a property again on another document (for minimising): the element it was checked on, if any.
public enum CheckTarget: Sendable, Hashable {
  case document
  /// The element made gone.
  case element(String)
  /// The wrapped container and the axis (`width` or `height`) given a number.
  case axis(String, String)
}

/// One failed property check.
public struct Violation: Sendable, CustomStringConvertible {
  public var property: LayoutProperty
  public var target: CheckTarget
  public var document: SpecDocument
  public var environment: Environment
  /// What the check did to the document (`n5 made gone`), if anything.
  public var setup: String
  /// The path of the first element whose frame is wrong.
  public var element: String
  public var expected: String
  public var got: String

  public var description: String {
    var out = "[\(property.rawValue)] \(element): expected \(expected), got \(got)\n"
    if !setup.isEmpty { out += "  check: \(setup)\n" }
    out += "  environment: \(Self.describe(environment))\n"
    out += "  reproduce: tgl layout FILE \(Self.commandLine(environment))\n"
    out += document.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  | " + $0 }.joined(
      separator: "\n")
    return out
  }

  public static func describe(_ e: Environment) -> String {
    var parts = [
      "canvas \(SpecNumber.text(e.canvas.width))x\(SpecNumber.text(e.canvas.height))",
      "scale \(SpecNumber.text(e.scale))", "width \(e.widthClass.rawValue)", "height \(e.heightClass.rawValue)",
      e.orientation.rawValue,
    ]
    if e.rtl { parts.append("rtl") }
    if !e.roundsToPixels { parts.append("unrounded") }
    if !e.safeArea.isZero { parts.append("safe area \(insets(e.safeArea))") }
    return parts.joined(separator: ", ")
  }

  /// The options of `tgl layout` for the environment (it always rounds).
  public static func commandLine(_ e: Environment) -> String {
    var out = "--canvas \(SpecNumber.text(e.canvas.width)),\(SpecNumber.text(e.canvas.height))"
    out += " --scale \(SpecNumber.text(e.scale)) --size-class w:\(e.widthClass.rawValue),h:\(e.heightClass.rawValue)"
    out += " --orientation \(e.orientation.rawValue)"
    if e.rtl { out += " --rtl" }
    // The safe area comes from a device (its canvas and scale are replaced by the options before it).
    if !e.safeArea.isZero {
      if let device = Device.catalogue.first(where: { $0.insets(e.orientation) == e.safeArea }) {
        out += " --device \"\(device.name)\""
      } else {
        out += " (safe area \(insets(e.safeArea)): no device has it)"
      }
    }
    return out
  }

  /// `top 59, left 0, bottom 34, right 0`.
  static func insets(_ i: SafeAreaInsets) -> String {
    "top \(SpecNumber.text(i.top)), left \(SpecNumber.text(i.left)), bottom \(SpecNumber.text(i.bottom)), "
      + "right \(SpecNumber.text(i.right))"
  }
}

/// `(x, y, w, h)` with short numbers.
func describe(_ r: Rect) -> String {
  func n(_ v: Double) -> String {
    let rounded = (v * 1e6).rounded() / 1e6
    return SpecNumber.exact(rounded) ?? "\(v)"
  }
  return "(\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height)))"
}
