// Constants as `static let`s (issue 29 §3, docs/codegen.md "Constants"): a file that declares constants gets an enum
// named for the file (`theme.tgl` → `ThemeConstants`, after the declarations prefix) with one typed member per
// constant, in declaration order, each written from its expression (`ThemeConstants.gutter * 3`).

import TGLSemantics
import TGLSyntax

enum SwiftConstants {
  static func source(_ program: SwiftProgram, lineIndex: LineIndex, access: String) -> String? {
    let members = program.constants.compactMap { member($0, program, lineIndex: lineIndex, access: access) }
    guard !members.isEmpty else { return nil }
    let name = program.constantsEnum(of: program.entry)
    var out = "/// The constants of `\(SwiftStyles.fileName(program.entry))`, in declaration order.\n"
    out += "@MainActor\n\(access)enum \(name) {\n"
    out += members.joined()
    out += "}\n"
    return out
  }

  /// `static let rowHeight: CGFloat = ThemeConstants.gutter * 3`, with its line; nil for a constant without a value
  /// (the expansion reports why).
  static func member(_ c: DeclaredConstant, _ program: SwiftProgram, lineIndex: LineIndex, access: String) -> String? {
    guard let value = c.value else { return nil }
    let type: String
    let written: String
    switch value {
    case .number(let n):
      type = "CGFloat"
      written = c.symbol.map(program.written) ?? SwiftValues.number(n)
    case .color(let color):
      type = "UIColor"
      written = reference(c.symbol, program) ?? SwiftValues.color(color)
    case .string(let text):
      type = "String"
      written = reference(c.symbol, program) ?? SwiftStringLiteral.written(text)
    case .font(let font):
      type = "UIFont"
      written = reference(c.symbol, program) ?? LeafContent.expression(font)
    case .bool(let b):
      type = "Bool"
      written = reference(c.symbol, program) ?? "\(b)"
    case .expression: return nil
    }
    let line = lineIndex.humanPosition(of: c.range.start).line
    return "  /// `let \(c.name)` (line \(line)).\n"
      + "  \(access)static let \(SwiftProgram.constantMember(c.name)): \(type) = \(written)\n"
  }

  /// Another constant a constant is written as (`let accent = brand`).
  static func reference(_ symbol: SymbolicValue?, _ program: SwiftProgram) -> String? {
    guard case .constant(let name, let file)? = symbol else { return nil }
    return program.constantsEnum(of: file) + "." + SwiftProgram.constantMember(name)
  }
}
