// The JSON serializer: compact UTF-8 output, object members in order, non-finite numbers written as null.

extension JSON {
  /// The compact UTF-8 encoding of this value.
  public func serialized() -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    serialize(into: &output)
    return output
  }

  /// The compact encoding as a string (for logs and tests).
  public var serializedString: String {
    String(decoding: serialized(), as: UTF8.self)
  }

  /// Appends the compact UTF-8 encoding of this value to `output`.
  public func serialize(into output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
    case .bool(true): output.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
    case .bool(false): output.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
    case .int(let value): JSON.writeInteger(value, into: &output)
    case .double(let value): JSON.writeDouble(value, into: &output)
    case .string(let value): JSON.writeString(value, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        element.serialize(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      for (position, entry) in object.entries.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        JSON.writeString(entry.key, into: &output)
        output.append(UInt8(ascii: ":"))
        entry.value.serialize(into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  public static func writeInteger(_ value: Int, into output: inout [UInt8]) {
    if value >= 0 && value < 10 {
      output.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var magnitude = value.magnitude
    if value < 0 { output.append(UInt8(ascii: "-")) }
    let start = output.count
    while magnitude > 0 {
      output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    }
    output[start...].reverse()
  }

  static func writeDouble(_ value: Double, into output: inout [UInt8]) {
    guard value.isFinite else {
      output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
      return
    }
    // Swift prints the shortest text that reads back as the same double, e.g. "0.1", "1e-05", "1e+20".
    output.append(contentsOf: value.description.utf8)
  }

  static func writeString(_ value: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      var runStart = 0
      for position in 0..<bytes.count {
        let byte = bytes[position]
        guard JSONEscape.isNeeded(byte) else { continue }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        writeEscape(byte, into: &output)
        runStart = position + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
    output.append(UInt8(ascii: "\""))
  }

  static func writeEscape(_ byte: UInt8, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\\"))
    if let letter = JSONEscape.letter(for: byte) {
      output.append(letter)
    } else {
      output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      output.append(JSONEscape.hexDigit(byte >> 4))
      output.append(JSONEscape.hexDigit(byte & 0x0F))
    }
  }
}

extension JSON: CustomStringConvertible {
  public var description: String { serializedString }
}
