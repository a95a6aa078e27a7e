// A small document analysed once when the language server starts, before the editor's first document arrives.

/// The first analysis in a process pays for work done once per process: the Inter advance tables are read from their
/// generated literal, lazily built tables of the language and the rules are made, and the Swift runtime instantiates
/// the metadata of the generic types the analysis uses and looks up their conformances. Paid by the first document an
/// editor opens, all of that sits on the path to its first diagnostics; a warm-up moves it off that path, onto a thread
/// of its own.
///
/// `tgl lsp` on two or more cores runs `WarmUp.run()` on a thread of its own when `initialized` arrives: after the
/// answer to `initialize` is written (so it never delays that answer), while the first `didOpen` is read and parsed.
///
/// The document uses every kind of element, labels in four weights with CJK text, a size-class variant, weights,
/// references, a path and constraints; `WarmUpTests` keeps it free of findings, so it warms the paths a healthy document takes.
public enum WarmUp {
  public static let document = """
    @canvas 390, 844
    @scale 3

    linear screen (vert) {
        width: fill
        height: wrap
        padding: 16
        vspace: 8
        when landscape { orientation: horz; hspace: 8 }

        relative header {
            width: fill
            height: wrap

            image avatar { left: parent.left; centerY: parent.centerY; width: 40; height: 40 }
            label title {
                left: avatar.right + 8
                right: parent.right
                height: wrap
                text: "Warm-up 準備"
                font: 17, bold
            }
        }

        frame cover {
            width: fill
            height: 120

            image photo { width: fill; height: fill }
            button play { centerX: 0; centerY: 0; width: 44; height: 44 }
        }

        table stats (vert) {
            width: fill
            height: wrap

            row {
                height: wrap
                colWidth: average

                label a { height: wrap; text: "1"; font: 15 }
                label b { height: wrap; text: "2"; font: 15, semibold }
            }
        }

        flow tags (vert, 0) {
            width: fill
            height: wrap
            space: 8

            label t1 { width: wrap; height: wrap; text: "Swift"; font: 13 }
            label t2 { width: wrap; height: wrap; text: "Layout"; font: 13, medium }
        }

        float more (vert) {
            width: fill
            height: wrap

            view box { width: 50%; height: 40 }
            spacer gap { width: 10; height: 40 }
        }

        path ring {
            width: 200
            height: 200
            origin: 0.5, 0.5
            polar: 80

            button one { width: 32; height: 32 }
            button two { width: 32; height: 32 }
        }

        linear footer (horz) {
            width: fill
            height: 44
            hspace: 8

            button cancel { width: 100%; height: fill }
            button done { width: 200%; height: fill }
        }

        constraints badge {
            width: fill
            height: 32

            label count { text: "3"; font: 13; hugging: horz 251 }
            count.centerX == parent.centerX
            count.centerY == parent.centerY
        }
    }
    """

  /// Analyses `document` as the server does a document it opens, to its diagnostics; returns how many there are
  /// (zero while the document stays healthy).
  @discardableResult
  public static func run() -> Int {
    Analysis(text: document).diagnostics.count
  }
}
