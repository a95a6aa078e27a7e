// The one mutable piece of the IDE layer: it keeps the latest analysis of each open document.

import Foundation
import TGLLayout
import TGLSemantics

/// One version of a document's text.
public struct DocumentText: Sendable {
  public var uri: String
  public var version: Int
  public var text: String

  public init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    self.text = text
  }
}

/// Keeps, for each open document, the analysis of its newest version, so that diagnostics, hover and completion on
/// one version parse and lay out once. Safe to use from several threads.
///
/// A version is parsed and lowered once whatever the settings; a settings change only lays out again. Each document
/// keeps an incremental `LayoutCache` per top-level element for the current environment.
public final class AnalysisHost: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  public init() {}

  /// The analysis of `document` under `settings`: the cached one when the version and settings match.
  ///
  /// An older version than the newest seen gets a fresh analysis that is not kept.
  public func analysis(of document: DocumentText, settings: LayoutSettings) -> Analysis {
    let (source, provider, cached) = lock.withLock { () -> (Lazy<SourceAnalysis>, LayoutProvider, Analysis?) in
      if let entry = entries[document.uri], entry.version == document.version {
        return (entry.source, entry.provider, entry.analyses[settings])
      }
      let provider = entries[document.uri]?.provider ?? LayoutProvider()
      let entry = Entry(document: document, provider: provider)
      if (entries[document.uri]?.version ?? Int.min) < document.version { entries[document.uri] = entry }
      return (entry.source, provider, nil)
    }
    if let cached { return cached }
    let analysis = Analysis(source: source.value, settings: settings, provider: provider)
    return lock.withLock {
      guard let entry = entries[document.uri], entry.version == document.version else { return analysis }
      if let existing = entry.analyses[settings] { return existing }
      entry.analyses[settings] = analysis
      return analysis
    }
  }

  /// Forgets a closed document.
  public func remove(uri: String) {
    lock.withLock { _ = entries.removeValue(forKey: uri) }
  }

  private final class Entry {
    let version: Int
    let source: Lazy<SourceAnalysis>
    let provider: LayoutProvider
    var analyses: [LayoutSettings: Analysis] = [:]

    init(document: DocumentText, provider: LayoutProvider) {
      version = document.version
      source = Lazy { SourceAnalysis(version: document.version, text: document.text) }
      self.provider = provider
    }
  }
}

/// Lays out a document's top-level elements incrementally, one `LayoutCache` per element (by position in the file).
///
/// A document whose model is unchanged since its last layout in the same environment gets that layout back at
/// once; otherwise the cache recomputes only the containers whose inputs changed.
final class LayoutProvider: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Int: Slot] = [:]

  private struct Slot {
    var cache = LayoutCache()
    var last: (document: LayoutDocument, environment: Environment, result: LayoutResult)?
  }

  func layout(_ document: LayoutDocument, slot index: Int, in environment: Environment) -> LayoutResult {
    lock.withLock {
      var slot = slots[index] ?? Slot()
      if let last = slot.last, last.environment == environment, last.document.hasSameLayout(as: document) {
        return last.result
      }
      let result = slot.cache.layout(document, in: environment)
      slot.last = (document, environment, result)
      slots[index] = slot
      return result
    }
  }
}
