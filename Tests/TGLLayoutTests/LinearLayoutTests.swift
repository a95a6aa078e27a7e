// Linear layout: hand-built models checked against frames worked out from the semantics.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct LinearLayoutTests {
  /// The README example: A is 100 - 20 - 30 = 50 wide with height = its width; B fills 100 - 40; D is 50% of 100
  /// docked 20 from the right; vspace 10 between them; S wraps: 50 + 10 + 40 + 10 + 40 + 10 + 40 = 200.
  @Test func readmeExample() {
    let root = container(
      .linear, "S",
      [
        view("A") {
          $0.left = .weight(20)
          $0.right = .weight(30)
          $0.height = .ref(.element("A"), .width)
        },
        view("B") {
          $0.left = .number(40)
          $0.width = .fill
          $0.height = .number(40)
        },
        view("C") {
          $0.width = .fill
          $0.height = .number(40)
        },
        view("D") {
          $0.right = .number(20)
          $0.width = .weight(50)
          $0.height = .number(40)
        },
      ]
    ) {
      $0.orientation = .vertical
      $0.width = .number(100)
      $0.height = .wrap
      $0.vspace = 10
    }
    let r = runLayout(root)
    expectFrame(r, "A", 20, 0, 50, 50)
    expectFrame(r, "B", 40, 60, 60, 40)
    expectFrame(r, "C", 0, 110, 100, 40)
    expectFrame(r, "D", 30, 160, 50, 40)
    expectFrame(r, "S", 0, 0, 100, 200)
  }
}
