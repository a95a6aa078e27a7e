// The label and button texts the engine prepared while laying out a document, for readers that measure them again.

import TGLSemantics
import TGLText

/// The text box of every element the engine measured, in document order (the numbering of `LayoutResult.items`):
/// a label's text prepared for the environment (font scaled, pseudo-locale applied) is the costly part of measuring
/// it, and the linter's text rules need the same box the engine used.
public struct LayoutTexts: Sendable {
  /// The engine's texts, kept whole: taking their boxes out would copy each (and count a reference to its text).
  let texts: [LeafText]
  /// Per element, the index in `texts` of its text, or -1.
  let index: [Int32]

  /// The number of elements the layout had.
  public var count: Int { index.count }

  /// Element `element`'s box: the same value as `Properties.textBox(kind:in:)` of its properties in the layout's
  /// environment (the engine makes it with that function, once per shared property set), nil when it has none.
  public func box(_ element: Int) -> TextBox? {
    guard element >= 0, element < index.count, index[element] >= 0 else { return nil }
    return texts[Int(index[element])].box
  }

  /// `box(element)?.truncation(width: width, height: height)`, with the lines counted from the measurements the
  /// layouts made of the text (`SharedText`) rather than by breaking it again.
  public func truncation(_ element: Int, width: Double, height: Double) -> Truncation? {
    guard element >= 0, element < index.count, index[element] >= 0 else { return nil }
    // Read in place: a copy of the text counted a reference to each of its parts. The text is read from the shared
    // object that holds it.
    return texts.withUnsafeBufferPointer { buffer in
      let text = buffer.baseAddress! + Int(index[element])
      let shared = text.pointee.shared
      return text.pointee.shape.truncation(
        shared.prepared, width: width, height: height, breaks: RunBreaks(text: text, shared: shared))
    }
  }
}

/// A text's line breaking from the measurements this layout made of it (`LeafText.first` and `measured`, read without
/// a lock), else from those every layout made (`SharedText`): a measurement's `neededLines` is the number of lines at
/// its width, whatever the box's line limit (`SharedText`'s `LineBreaks`).
struct RunBreaks: LineBreaks {
  let text: UnsafePointer<LeafText>
  let shared: SharedText

  func lineCount(maxWidth: Double?) -> Int {
    // The width as measurements are kept by it (`LayoutEngine.measuredText`): -1 for unbounded.
    let width = maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? -1
    if let first = text.pointee.first, first.width == width { return first.size.neededLines }
    for known in text.pointee.measured where known.width == width { return known.size.neededLines }
    return shared.lineCount(maxWidth: maxWidth)
  }
}

/// `layout(_:in:)`, with the text boxes the engine prepared on the way.
public func layoutWithTexts(_ document: LayoutDocument, in environment: Environment) -> (LayoutResult, LayoutTexts) {
  DeepStack.whenDeep(document.root) { count in
    var engine = LayoutEngine(environment: environment)
    let result = engine.run(document, elementCount: count)
    return (result, engine.preparedTexts())
  }
}

extension LayoutEngine {
  /// Every element's text box (`NodeProps.text` of its property set).
  func preparedTexts() -> LayoutTexts {
    var index: [Int32] = []
    index.reserveCapacity(props.index.count)
    for spec in props.index { index.append(props.specs[Int(spec)].text) }
    return LayoutTexts(texts: texts, index: index)
  }
}
