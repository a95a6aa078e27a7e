// A language server that does nothing: the floor of an lspbench round trip on this machine (Benchmarks/lsp_runs.py).
//
// It answers `initialize` with hover and completion capabilities, publishes no diagnostics for each opened document,
// answers every other request with `null` and stops at `exit`. It reads with a blocking `read` and writes each answer
// in one `write`, in C, with no work between the two: what lspbench measures against it is the client, the kernel
// and the machine. docs/dev/performance-journal.md ("Round 9") compares `tgl lsp` with it.
//
//     cc -O2 -o null-server Benchmarks/null-server/null_server.c

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { capacity = 1 << 24 };
static char input[capacity + 1];
static size_t filled = 0;

static void send_body(const char *body) {
  static char message[8192];
  int length = snprintf(message, sizeof message, "Content-Length: %zu\r\n\r\n%s", strlen(body), body);
  if (length > 0 && write(1, message, (size_t)length) < 0) exit(1);
}

// The number after `"id":` in the body, or -1 (a notification).
static long request_id(const char *body, size_t length) {
  const char *found = memmem(body, length, "\"id\":", 5);
  return found ? strtol(found + 5, NULL, 10) : -1;
}

static int has(const char *body, size_t length, const char *needle) {
  return memmem(body, length, needle, strlen(needle)) != NULL;
}

int main(void) {
  for (;;) {
    // One whole message: its header, then as many bytes as Content-Length says.
    char *header_end;
    size_t header_length = 0, body_length = 0;
    for (;;) {
      input[filled] = 0;
      header_end = memmem(input, filled, "\r\n\r\n", 4);
      if (header_end) {
        const char *field = strstr(input, "Content-Length:");
        if (!field || field > header_end) return 2;
        body_length = strtoul(field + 15, NULL, 10);
        header_length = (size_t)(header_end + 4 - input);
        if (header_length + body_length > capacity) return 2;
        if (filled >= header_length + body_length) break;
      }
      if (filled == capacity) return 2;
      ssize_t got = read(0, input + filled, capacity - filled);
      if (got <= 0) return 0;
      filled += (size_t)got;
    }
    const char *body = input + header_length;
    char answer[4096];
    long id = request_id(body, body_length);
    if (has(body, body_length, "\"method\":\"initialize\"")) {
      snprintf(answer, sizeof answer,
               "{\"jsonrpc\":\"2.0\",\"id\":%ld,\"result\":{\"capabilities\":{\"hoverProvider\":true,"
               "\"completionProvider\":{},\"textDocumentSync\":2},\"serverInfo\":{\"name\":\"null-server\"}}}",
               id);
      send_body(answer);
    } else if (has(body, body_length, "\"method\":\"textDocument/didOpen\"")) {
      const char *uri = memmem(body, body_length, "\"uri\":\"", 7);
      const char *end = uri ? memchr(uri + 7, '"', body_length - (size_t)(uri + 7 - body)) : NULL;
      if (!end || end - uri - 7 > 2048) return 2;
      snprintf(answer, sizeof answer,
               "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":"
               "{\"uri\":\"%.*s\",\"diagnostics\":[]}}",
               (int)(end - uri - 7), uri + 7);
      send_body(answer);
    } else if (has(body, body_length, "\"method\":\"exit\"")) {
      return 0;
    } else if (id >= 0 && has(body, body_length, "\"method\":")) {
      snprintf(answer, sizeof answer, "{\"jsonrpc\":\"2.0\",\"id\":%ld,\"result\":null}", id);
      send_body(answer);
    }
    size_t used = header_length + body_length;
    memmove(input, input + used, filled - used);
    filled -= used;
  }
}
