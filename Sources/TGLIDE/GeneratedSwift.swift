// The Swift that `tgl gen swift` writes for one document of the file, for the editor's "Show generated Swift".

import TGLGen
import TGLLint

extension Analysis {
  /// The Swift of document `index` alone, generated as `tgl gen swift` does (the whole file is linted in every size
  /// class first, so an error anywhere in it generates nothing). `fileName` goes into the header.
  public func generatedSwift(ofDocument index: Int, fileName: String) -> SwiftGenerationResult {
    SwiftGenerator.generate(
      LintInput(bytes: source.bytes), lineIndex: source.lineIndex, fileName: fileName, only: index)
  }
}
