// A fresh `tgl lsp` process asks for huge pages for its heap (CPlatform/CPlatform.c): after it has analysed a document,
// its main heap and the arena of a thread it started carry the kernel's huge-page advice (`hg` in the `VmFlags` of
// /proc/PID/smaps), exactly when the system offers transparent huge pages and malloc is glibc's (a build with a
// sanitizer uses the sanitizer's allocator and advises nothing).

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct HugePageProcessTests {
  #if os(Linux)
    /// The kernel's policy for transparent huge pages (`always`, `madvise`, `never`), or nil without them.
    static func policy() -> String? {
      guard let text = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8),
        let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]")
      else { return nil }
      return String(text[text.index(after: open)..<close])
    }

    /// Whether this test process (and so the `tgl` built with it) runs under AddressSanitizer or ThreadSanitizer.
    static var sanitized: Bool {
      let handle = dlopen(nil, RTLD_NOW)
      defer { if let handle { dlclose(handle) } }
      return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
    }

    /// One mapping of /proc/PID/smaps: where it starts, its name (`[heap]`, a path, or empty) and its flags.
    struct Mapping {
      var start: UInt
      var name: String
      var flags: [Substring] = []
    }

    static func mappings(of pid: Int32) throws -> [Mapping] {
      // Read to the end: a /proc file reports no size, and String(contentsOfFile:) stops after its first read.
      let file = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/smaps"))
      defer { try? file.close() }
      let text = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
      var mappings: [Mapping] = []
      for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        if let range = fields.first, let dash = range.firstIndex(of: "-"),
          let start = UInt(range[..<dash], radix: 16), fields.count >= 5
        {
          mappings.append(Mapping(start: start, name: fields.count > 5 ? String(fields[5]) : ""))
        } else if line.hasPrefix("VmFlags:"), !mappings.isEmpty {
          mappings[mappings.count - 1].flags = Array(fields.dropFirst())
        }
      }
      return mappings
    }

    /// Writes one message with its header.
    static func send(_ json: String, to pipe: Pipe) {
      let body = Array(json.utf8)
      pipe.fileHandleForWriting.write(Data(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body))
    }

    /// Reads messages until one contains `marker`; false at the end of the stream.
    static func read(until marker: String, from pipe: Pipe) -> Bool {
      var buffer = Data()
      while true {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { return false }
        buffer.append(chunk)
        if String(decoding: buffer, as: UTF8.self).contains(marker) { return true }
      }
    }

    @Test func aServerAdvisesItsMainHeapAndItsThreadsArenas() throws {
      let expected = (Self.policy().map { $0 != "never" } ?? false) && !Self.sanitized
      let advised = try Self.advisedMappingsOfAServer(environment: [:])
      if expected {
        #expect(advised.contains { $0.name == "[heap]" })
        // A thread's arena: an anonymous mapping at a multiple of 64 MiB (glibc aligns its heaps so).
        #expect(advised.contains { $0.name.isEmpty && $0.start % (64 << 20) == 0 })
      } else {
        #expect(advised.isEmpty)
      }
    }

    /// `TGL_HUGE_PAGES=0` keeps glibc's defaults: nothing is advised.
    @Test func theEnvironmentCanKeepSmallPages() throws {
      #expect(try Self.advisedMappingsOfAServer(environment: ["TGL_HUGE_PAGES": "0"]).isEmpty)
    }

    /// The mappings with the huge-page advice of a `tgl lsp` that has analysed a document, before it exits.
    static func advisedMappingsOfAServer(environment: [String: String]) throws -> [Mapping] {
      let tgl = try #require(
        AtomicFormatTests.tglExecutable, "the tgl executable is not beside the test bundle; run `swift build` first")
      let process = Process()
      process.executableURL = tgl
      process.arguments = ["lsp"]
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      defer { if process.isRunning { process.terminate() } }

      Self.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#, to: input)
      #expect(Self.read(until: #""id":1"#, from: output))
      Self.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#, to: input)
      // A document with a finding, analysed on the diagnostics thread (its arena is the one to look at).
      let text = #"linear S (vert) {\n  view A { width: 40%; height: 20 }\n}\n"#
      Self.send(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/heap.tgl","#
          + #""languageId":"tgl","version":1,"text":"\#(text)"}}}"#, to: input)
      #expect(Self.read(until: "publishDiagnostics", from: output))

      let advised = try Self.mappings(of: process.processIdentifier).filter { $0.flags.contains("hg") }

      Self.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, to: input)
      #expect(Self.read(until: #""id":2"#, from: output))
      Self.send(#"{"jsonrpc":"2.0","method":"exit"}"#, to: input)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      return advised
    }
  #endif
}
