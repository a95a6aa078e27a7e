// Constants as `static let`s (issue 29 §3, docs/codegen.md "Constants"): the enum named for the file (`theme.tgl` →
// `Theme`, after the declarations prefix, `SwiftDeclarationsEnum.swift`) has one typed member per constant, in
// declaration order, each written from its expression (`Theme.gutter * 3`).

import TGLSemantics
import TGLSyntax

enum SwiftConstants {
  /// The members of the file's constants, in declaration order (each with its doc comment).
  static func members(_ program: SwiftProgram, lineIndex: LineIndex, access: String) -> [String] {
    program.constants.compactMap { member($0, program, lineIndex: lineIndex, access: access) }
  }

  /// `static let rowHeight: CGFloat = Theme.gutter * 3`, with its line; nil for a constant without a value
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
    return program.enumName(of: file) + "." + SwiftProgram.constantMember(name)
  }
}
