// Completion in a constraints container (issue 31): items where a constraint's side starts, anchors after `NAME.`.

import TGLIDE
import Testing

@Suite struct ConstraintCompletionTests {
  static let anchors = [
    "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
  ]

  @Test func afterANamesDotComeAutoLayoutsAnchors() {
    let labels = completionLabels(
      """
      constraints C {
          view box {}
          box.$0
      }
      """)
    // A view shows no text: no baselines.
    #expect(labels == Self.anchors)
  }

  @Test func aLabelHasBaselines() {
    let labels = completionLabels(
      """
      constraints C {
          label title { text: "Ada" }
          title.$0
      }
      """)
    #expect(labels == Self.anchors + ["firstBaseline", "lastBaseline"])
  }

  /// On the right, the left side's anchor first, then the anchors that may pair with it (horizontal positions with
  /// `leading`), then the rest in their order; `parent` has no baselines.
  @Test func onTheRightTheAnchorsThatPairComeFirst() {
    let labels = completionLabels(
      """
      constraints C {
          view box {}
          box.leading == parent.$0
      }
      """)
    #expect(
      labels == [
        "leading", "trailing", "left", "right", "centerX", "top", "bottom", "width", "height", "centerY",
      ])
    let sizes = completionLabels("constraints C {\n    view box {}\n    box.height <= 0.5 * parent.$0\n}")
    #expect(sizes == ["height", "width", "leading", "trailing", "left", "right", "top", "bottom", "centerX", "centerY"])
  }

  @Test func afterARelationComeTheChildrenAndParent() {
    let labels = completionLabels(
      """
      constraints C {
          label title { text: "Ada" }
          image avatar { intrinsic: 44, 44 }
          title.leading == $0
      }
      """)
    #expect(labels == ["title", "avatar", "parent"])
    let afterStar = completionLabels("constraints C {\n    view a {}\n    a.width == 0.5 * $0\n}")
    #expect(afterStar == ["a", "parent"])
  }

  /// At a member's start the container's likely properties come first, then its children and `parent`.
  @Test func atAMembersStartTheChildrenFollowTheLikelyProperties() {
    let labels = completionLabels(
      """
      constraints C {
          view box {}
          $0
      }
      """)
    #expect(Array(labels.prefix(4)) == ["width", "height", "box", "parent"])
    #expect(labels.contains("constraints"))
  }

  @Test func afterAConstraintsAtComeThePriorities() {
    let labels = completionLabels("constraints C {\n    view a {}\n    a.top == parent.top @$0\n}")
    #expect(labels == ["required", "high", "low", "fittingSize"])
    // A directive's '@' still offers directives.
    #expect(completionLabels("@$0\nconstraints C {}").contains("canvas"))
  }

  @Test func typedLettersFilterTheItems() {
    let labels = completionLabels(
      """
      constraints C {
          view box {}
          label title { text: "Ada" }
          ti$0
      }
      """)
    // The filter keeps the names whose letters follow in order ("trailing", "vertMargin"…): the child comes first.
    #expect(labels.first == "title")
    #expect(!labels.contains("box") && !labels.contains("parent"))
  }

  @Test func contentPrioritiesAreLikelyForALeafInAConstraintsContainer() {
    let labels = completionLabels("constraints C {\n    label title {\n        $0\n    }\n}")
    #expect(Array(labels.prefix(5)) == ["width", "height", "intrinsic", "hugging", "compression"])
    let outside = completionLabels("linear L {\n    label title {\n        $0\n    }\n}")
    #expect(!outside.contains("hugging") && !outside.contains("compression"))
  }
}
