// The one mutable piece of the IDE layer: it keeps the latest analysis of each open document.

import Platform

/// One version of a document's text, as UTF-8 bytes: an edit applied to the bytes reaches the parser without a
/// `String` made of them and taken apart again.
public struct DocumentText: Sendable {
  public var uri: String
  public var version: Int
  public var bytes: [UInt8]
  /// The program the document is expanded in, when it imports or declares anything (nil: it is lowered alone).
  public var program: ProgramContext?

  public init(uri: String, version: Int, bytes: [UInt8], program: ProgramContext? = nil) {
    self.uri = uri
    self.version = version
    self.bytes = bytes
    self.program = program
  }

  public init(uri: String, version: Int, text: String) {
    self.init(uri: uri, version: version, bytes: Array(text.utf8))
  }
}

/// Keeps, for each open document, the analysis of its newest version, so that diagnostics, hover and completion on
/// one version parse and lay out once. Safe to use from several threads.
///
/// A version is parsed once whatever the settings; a settings change only lints and lays out again. A new version
/// reuses the pieces (top-level elements, with their lint results and layouts) whose text did not change.
///
/// The files a document reads besides its text are edges of `dependencies`: the caller records them as it reads the
/// files (their contents are part of the settings, so a changed file's new contents make a new analysis and the same
/// contents find the cached one), and asks it which documents to analyse again when a file changes on disk.
public final class AnalysisHost: @unchecked Sendable {
  private let lock = Lock()
  private var entries: [String: Entry] = [:]
  /// The file-to-file dependency graph of the documents analysed here.
  public let dependencies = FileDependencies()

  public init() {}

  /// The analysis of `document` under `settings`: the cached one when the version and settings match.
  ///
  /// An older version than the newest seen gets a fresh analysis that is not kept.
  public func analysis(of document: DocumentText, settings: LayoutSettings) -> Analysis {
    if let reused = reusedAnalysis(of: document, settings: settings) { return reused }
    let (entry, cached) = lock.withLock { () -> (Entry, Analysis?) in
      let current = entries[document.uri]
      if let current, current.version == document.version, current.fingerprint == document.program?.fingerprint {
        return (current, current.analyses[settings])
      }
      // A program's document reuses the previous version's parse when its text is the same (an imported file
      // changed), and only when that version was analysed: it is not split from it.
      let previous =
        current.map { entry in
          document.program == nil ? { entry.source.value } : { entry.source.computed }
        } ?? { nil }
      let entry = Entry(document: document, previous: previous)
      // The same version in another program (an imported file changed) replaces the entry too.
      if (current?.version ?? Int.min) <= document.version { entries[document.uri] = entry }
      return (entry, nil)
    }
    return cached ?? analysis(in: entry, settings: settings)
  }

  /// The analysis of `entry`'s source under `settings`, made once.
  private func analysis(in entry: Entry, settings: LayoutSettings) -> Analysis {
    if let cached = lock.withLock({ entry.analyses[settings] }) { return cached }
    let analysis = Analysis(source: entry.source.value, settings: settings)
    return lock.withLock {
      if let existing = entry.analyses[settings] { return existing }
      entry.analyses[settings] = analysis
      return analysis
    }
  }

  /// The analysis of the same version in a program that changed only where it did not read (an imported file's
  /// declaration it does not use, `ProgramContext.readsHash`): it stands, with its lint results and layouts, under
  /// the new program's fingerprint. Nil when there is none to reuse. The hash is computed outside the lock.
  private func reusedAnalysis(of document: DocumentText, settings: LayoutSettings) -> Analysis? {
    guard let program = document.program,
      let current = lock.withLock({ entries[document.uri] }), current.version == document.version,
      current.fingerprint != program.fingerprint, let source = current.source.computed,
      let before = source.readsHash, program.readsHash(source.programReads) == before
    else { return nil }
    let entry = lock.withLock { () -> Entry? in
      // Another thread may have replaced the entry meanwhile: then it decides.
      guard entries[document.uri] === current else { return nil }
      let entry = Entry(reusing: current, fingerprint: program.fingerprint)
      entries[document.uri] = entry
      return entry
    }
    return entry.map { analysis(in: $0, settings: settings) }
  }

  /// Forgets a closed document, and the files it read.
  public func remove(uri: String) {
    lock.withLock { _ = entries.removeValue(forKey: uri) }
    dependencies.forget(uri)
  }

  private final class Entry: @unchecked Sendable {
    let version: Int
    let fingerprint: Int?
    let source: Lazy<SourceAnalysis>
    var analyses: [LayoutSettings: Analysis] = [:]

    /// `entry`'s analyses, for a program whose fingerprint is `fingerprint`.
    init(reusing entry: Entry, fingerprint: Int) {
      version = entry.version
      self.fingerprint = fingerprint
      source = entry.source
      analyses = entry.analyses
    }

    init(document: DocumentText, previous: @escaping () -> SourceAnalysis?) {
      version = document.version
      fingerprint = document.program?.fingerprint
      source = Lazy {
        SourceAnalysis(
          version: document.version, bytes: document.bytes, previous: previous(), program: document.program)
      }
    }
  }
}
