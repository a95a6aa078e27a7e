// What the findings' `Placer` reads of a program's file (its `WrittenFacts`, its `WrittenOverrides`), kept by file
// with the last one asked for: an element's lookups mostly ask for the file the one before asked for.

/// A record per file, made on first asking and kept, the last hit answered first.
struct FileRecordCache<Record> {
  private var known: [(file: String, record: Record)] = []
  private var last: Int?

  /// `file`'s record: the one kept, else `make(file)`'s, kept when there is one.
  mutating func record(of file: String, make: (String) -> Record?) -> Record? {
    if let last, known[last].file == file { return known[last].record }
    if let hit = known.firstIndex(where: { $0.file == file }) {
      last = hit
      return known[hit].record
    }
    guard let record = make(file) else { return nil }
    known.append((file, record))
    last = known.count - 1
    return record
  }
}
