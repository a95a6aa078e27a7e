// `tgl render` draws the file's problems on the boxes they concern, so a file with errors still shows its picture
// and where it goes wrong (the command still exits 1).

import TGLDiagnostics
import TGLRender
import TGLSemantics

enum RenderMarks {
  /// The panels with each diagnostic on the innermost element whose text contains the diagnostic's start.
  static func marked(_ rows: [[Panel]], _ diagnostics: [Diagnostic]) -> [[Panel]] {
    rows.map { row in
      row.map { panel in
        var panel = panel
        let elements = panel.document.elements
        for diagnostic in diagnostics {
          let offset = diagnostic.range.start
          guard let element = elements.last(where: { $0.range.lowerBound <= offset && offset <= $0.range.upperBound })
          else { continue }
          panel.marks.append(
            PanelMark(path: element.path, isError: diagnostic.severity == .error, message: diagnostic.message))
        }
        return panel
      }
    }
  }
}
