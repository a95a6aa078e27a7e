// A document that TangramKit 1.4.2 and MyLayout 2.0 lay out differently, for the tests of `@target` and `--target`.

public enum TargetSamples {
  /// A frame that wraps its width, with a child between both margins that has a width of its own. MyLayout 2.0
  /// keeps the width (language reference §13.5): S is 10 + 50 + 20 = 80 wide and A 50 at x 10. TangramKit 1.4.2
  /// clears it (code notes §4): S is 10 + 20 = 30 wide and A is stretched between the margins, 30 - 30 = 0 wide.
  /// `marker` goes before A's name (`$0` for a cursor).
  public static func wrappedFrame(marker: String = "") -> String {
    """
    linear R (vert) {
        width: 200
        height: wrap
        frame S {
            width: wrap
            height: 20
            view \(marker)A { left: 10; right: 20; width: 50; height: 10 }
        }
    }

    """
  }
}
