// A readable dump of a syntax tree, used by golden tests and `tgl parse --dump`.

extension SyntaxNode {
  /// One line per node and token, indented by depth: `KIND@start..end` and, for tokens, the quoted text.
  public func dump() -> String {
    var out = ""
    dump(into: &out, indent: 0)
    return out
  }

  private func dump(into out: inout String, indent: Int) {
    out += String(repeating: "  ", count: indent) + "\(kind.dumpName)@\(range)\n"
    forEachChild { element in
      switch element {
      case .node(let node):
        node.dump(into: &out, indent: indent + 1)
      case .token(let token):
        out += String(repeating: "  ", count: indent + 1) + "\(token.kind.dumpName)@\(token.range) \(quoted(token.text))\n"
      }
    }
  }
}

private func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
