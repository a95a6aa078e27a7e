// Every entry point once over one input, timed: the hostile-input tests and `Fuzz/hostile.sh` measure with this.

import Foundation
import TGLFormat
import TGLIDE
import TGLLayout
import TGLLint
import TGLSemantics
import TGLSyntax

/// One entry point's run over an input: how long it took and which of its invariants failed.
public struct StageResult: Sendable, CustomStringConvertible {
  public var stage: EntryPoints.Stage
  public var duration: Duration
  public var problems: [String]

  public var description: String { "\(stage.rawValue): \(duration)\(problems.isEmpty ? "" : " \(problems)")" }
}

/// Runs parsing, formatting, lowering and layout, the IDE analysis and the linter over one input, in that order.
public enum EntryPoints {
  public enum Stage: String, CaseIterable, Sendable {
    case parse, format, layout, analysis, lint
  }

  /// Runs `stages` over `bytes` and returns one result per stage, in order.
  ///
  /// The stages run on a thread with the stack `tgl` has, so a test runner's smaller or larger stacks neither hide
  /// nor invent a stack overflow.
  public static func run(_ bytes: [UInt8], stages: [Stage] = Stage.allCases) -> [StageResult] {
    let clock = ContinuousClock()
    return stages.map { stage in
      var problems: [String] = []
      let duration = clock.measure { problems = onProductionStack { run(stage, bytes) } }
      return StageResult(stage: stage, duration: duration, problems: problems)
    }
  }

  /// The smallest stack any entry point runs on in production: the main thread of `tgl` (8 MB by default on Linux
  /// and macOS), which also runs the language server's requests.
  public static let productionStackSize = 8 << 20

  /// Runs `body` on a new thread with `productionStackSize` bytes of stack and returns its result.
  public static func onProductionStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = productionStackSize
    thread.start()
    done.wait()
    // The thread sets the value before it signals.
    return box.value!
  }

  static func run(_ stage: Stage, _ bytes: [UInt8]) -> [String] {
    switch stage {
    case .parse:
      let result = Parser.parse(bytes: bytes)
      return result.tree.reconstructedBytes == bytes ? [] : ["the tree's text is not the input"]
    case .format:
      let input = Parser.parse(bytes: bytes)
      let output = Formatter.formatUTF8(input.tree)
      var problems = FormatCheck.contentViolations(input: input.tree, output: output)
      if input.errors.isEmpty && !Parser.parse(bytes: output).errors.isEmpty {
        problems.append("the output has syntax errors")
      }
      return problems
    case .layout:
      let lowering = Lowering.lower(Parser.parse(bytes: bytes).sourceFile)
      var problems = DiagnosticCheck.rangeViolations(lowering.diagnostics, length: bytes.count, source: "lowering")
      for document in lowering.documents {
        let environment = Environment(document: document)
        problems += LayoutCheck.frameViolations(layout(document, in: environment), environment: environment)
      }
      return problems
    case .analysis:
      let text = String(decoding: bytes, as: UTF8.self)
      let length = text.utf8.count
      let analysis = Analysis(text: text)
      var problems = DiagnosticCheck.rangeViolations(analysis.diagnostics, length: length, source: "analysis")
      problems += AnalysisCheck.positionFeatureViolations(analysis, at: length / 2, length: length)
      _ = DocumentSymbols.symbols(analysis.source.file)
      _ = SemanticTokens.tokens(analysis.source.tree)
      _ = FoldingRanges.ranges(analysis.source.tree, index: analysis.source.lineIndex)
      return problems
    case .lint:
      let diagnostics = Linter.lint(LintInput(bytes: bytes), options: LintOptions())
      return DiagnosticCheck.rangeViolations(diagnostics, length: bytes.count, source: "lint")
    }
  }
}

/// Carries a value out of a thread; written once before the semaphore is signalled, read once after.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
