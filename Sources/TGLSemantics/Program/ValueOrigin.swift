// Where an expanded value was written: the element's own block, a style, a component's default, a use's argument or
// override (design-whole-app.md §2). Hover shows it and a diagnostic points at it.

import TGLSyntax

/// A range in one file of a program, the file named by its workspace path (`shared/styles.tgl`).
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var range: TextRange

  public init(file: String, range: TextRange) {
    self.file = file
    self.range = range
  }

  public var description: String { "\(file)@\(range)" }
}

/// The origin of one value of an expanded element: where it was written (`Written`), held in one object, so that a
/// copy is one retain however many strings the place names (an expanded element holds an origin per key it sets, and
/// copying those tables retained each origin's two or three strings). A box, not an `indirect` enum: with every case a
/// box, Swift keeps the case in spare bits of the box's pointer, and the leak checkers of the sanitized runs and of
/// valgrind do not see such a pointer, so the origins a program still holds at exit are reported as leaked
/// (`PathExpression`'s comment; performance journal, "Session 22: the leak that was not").
public struct ValueOrigin: Hashable, Sendable {
  /// Where a value was written.
  public enum Written: Hashable, Sendable {
    /// Written in the element's own block (or its `when` block), where the element is written: in its screen, or in
    /// the component whose tree it belongs to.
    case own(FileLocation)
    /// Written in style `name`'s block (or its `when` block).
    case style(name: String, FileLocation)
    /// The default of `parameter` of `component`, taken because the use gave no argument.
    case componentDefault(component: String, parameter: String, FileLocation)
    /// The argument `parameter` written at the use named `use`.
    case argument(use: String, parameter: String, FileLocation)
    /// An override written at the use named `use` (`title.lines: 2`, or a property of the use's root).
    case override(use: String, FileLocation)
  }

  private final class Box: Sendable {
    let written: Written
    init(_ written: Written) { self.written = written }
  }

  private let box: Box

  public init(_ written: Written) { box = Box(written) }

  /// Where the value was written, to match on (`case .style(let name, _) = origin.written`).
  public var written: Written { box.written }

  public static func own(_ location: FileLocation) -> ValueOrigin { ValueOrigin(.own(location)) }
  public static func style(name: String, _ location: FileLocation) -> ValueOrigin {
    ValueOrigin(.style(name: name, location))
  }
  public static func componentDefault(component: String, parameter: String, _ location: FileLocation) -> ValueOrigin {
    ValueOrigin(.componentDefault(component: component, parameter: parameter, location))
  }
  public static func argument(use: String, parameter: String, _ location: FileLocation) -> ValueOrigin {
    ValueOrigin(.argument(use: use, parameter: parameter, location))
  }
  public static func override(use: String, _ location: FileLocation) -> ValueOrigin {
    ValueOrigin(.override(use: use, location))
  }

  public static func == (a: ValueOrigin, b: ValueOrigin) -> Bool { a.box === b.box || a.box.written == b.box.written }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.written) }

  /// Where the value is written.
  public var location: FileLocation {
    switch box.written {
    case .own(let l), .style(_, let l), .componentDefault(_, _, let l), .argument(_, _, let l), .override(_, let l):
      return l
    }
  }

  /// What a hover says, given the line (1-based) of the location: `style Title in styles.tgl:3`.
  public func describe(line: Int) -> String {
    let place = "\(location.file):\(line)"
    switch box.written {
    case .own: return "own (\(place))"
    case .style(let name, _): return "style `\(name)` in \(place)"
    case .componentDefault(let component, let parameter, _):
      return "default of `\(parameter)` of component `\(component)` in \(place)"
    case .argument(let use, let parameter, _): return "argument `\(parameter)` of `\(use)` in \(place)"
    case .override(let use, _): return "override at `\(use)` in \(place)"
    }
  }
}
