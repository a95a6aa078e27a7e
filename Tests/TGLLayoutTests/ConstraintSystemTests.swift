// A constraints container's system (ConstraintSystem), built from hand-written members and solved: each expected
// frame is worked out by hand from Auto Layout's rules in the comment above the test.

import TGLLayout
import TGLSemantics
import Testing

/// `item.anchor`, `parent` for the container.
private func at(_ item: String, _ anchor: ConstraintAnchor) -> AnchorReference {
  AnchorReference(item == "parent" ? .parent : .child(item), anchor)
}

private func member(
  _ first: AnchorReference, _ relation: ConstraintRelation, _ second: AnchorReference? = nil, times: Double = 1,
  plus: Double = 0, at priority: Int = 1000
) -> LayoutConstraint {
  LayoutConstraint(
    first, relation, second, multiplier: times, constant: plus, priority: ConstraintPriority(priority))
}

private func system(
  _ children: [ConstraintChild], _ members: [LayoutConstraint], rtl: Bool = false,
  width: ConstraintExtent = .fixed(375), height: ConstraintExtent = .fixed(667)
) -> ConstraintSystem {
  ConstraintSystem(children: children, constraints: members, rightToLeft: rtl, width: width, height: height)
}

private func expectFrame(
  _ s: ConstraintSystem, _ child: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let f = s.frame(ofChild: child)
  let ok = abs(f.x - x) < 1e-9 && abs(f.y - y) < 1e-9 && abs(f.width - w) < 1e-9 && abs(f.height - h) < 1e-9
  #expect(
    ok, "child \(child): got (\(f.x), \(f.y), \(f.width), \(f.height)), expected (\(x), \(y), \(w), \(h))",
    sourceLocation: sourceLocation)
}

@Suite struct ConstraintSystemTests {
  /// Two views filling a row: a at the leading edge, b right after it, b's trailing at the parent's.
  static let row = [
    member(at("a", .leading), .equal, at("parent", .leading)),
    member(at("b", .leading), .equal, at("a", .trailing)),
    member(at("b", .trailing), .equal, at("parent", .trailing)),
  ]

  /// In 375 × 667: leading 16 and trailing −16 give x 16 and width 375 − 32 = 343; top 20, height 44.
  @Test func pinnedEdges() {
    let s = system(
      [ConstraintChild(name: "box")],
      [
        member(at("box", .leading), .equal, at("parent", .leading), plus: 16),
        member(at("box", .trailing), .equal, at("parent", .trailing), plus: -16),
        member(at("box", .top), .equal, at("parent", .top), plus: 20),
        member(at("box", .height), .equal, plus: 44),
      ])
    expectFrame(s, 0, 16, 20, 343, 44)
    #expect(s.size == Size(width: 375, height: 667))
    #expect(s.broken.isEmpty && s.skipped.isEmpty)
  }

  /// In 300 × 200: width 0.5 × 300 = 150, height 0.5 × 150 + 10 = 85; centred: x = 150 − 75 = 75,
  /// y = 100 − 42.5 = 57.5.
  @Test func centringAndMultipliers() {
    let s = system(
      [ConstraintChild(name: "v")],
      [
        member(at("v", .centerX), .equal, at("parent", .centerX)),
        member(at("v", .centerY), .equal, at("parent", .centerY)),
        member(at("v", .width), .equal, at("parent", .width), times: 0.5),
        member(at("v", .height), .equal, at("v", .width), times: 0.5, plus: 10),
      ], width: .fixed(300), height: .fixed(200))
    expectFrame(s, 0, 75, 57.5, 150, 85)
  }

  /// `centerX == 0.5 × parent.centerX`: the parent's centre is 150 in its own bounds (left 0), so the view's centre is
  /// at 75; width 40 puts it at x 55.
  @Test func multiplierOnACentre() {
    let s = system(
      [ConstraintChild(name: "v")],
      [
        member(at("v", .centerX), .equal, at("parent", .centerX), times: 0.5),
        member(at("v", .width), .equal, plus: 40),
        member(at("v", .top), .equal, at("parent", .top)),
        member(at("v", .height), .equal, plus: 10),
      ], width: .fixed(300), height: .fixed(200))
    expectFrame(s, 0, 55, 0, 40, 10)
  }

  /// Right to left in 375: `a.leading == parent.leading + 16` puts a's right edge 16 from the right: 359, so with
  /// width 100 x = 259. `b.leading == a.trailing + 8`: b's right edge is 8 left of a's left edge: 251, width 50,
  /// x = 201. `c.left == parent.left + 10` names no leading or trailing: x = 10 in either direction. Left to right
  /// the same members give a at 16, b at 16 + 100 + 8 = 124, c at 10.
  @Test func leadingAndTrailingFollowTheWritingDirection() {
    let children = ["a", "b", "c"].map { ConstraintChild(name: $0) }
    let members = [
      member(at("a", .leading), .equal, at("parent", .leading), plus: 16),
      member(at("a", .width), .equal, plus: 100),
      member(at("b", .leading), .equal, at("a", .trailing), plus: 8),
      member(at("b", .width), .equal, plus: 50),
      member(at("c", .left), .equal, at("parent", .left), plus: 10),
      member(at("c", .width), .equal, plus: 20),
    ]
    let rtl = system(children, members, rtl: true)
    #expect([0, 1, 2].map { rtl.frame(ofChild: $0).x } == [259, 201, 10])
    let ltr = system(children, members)
    #expect([0, 1, 2].map { ltr.frame(ofChild: $0).x } == [16, 124, 10])
  }

  /// Right to left, a leading against a centre is measured from the right edge too: `v.leading == parent.centerX + 10`
  /// puts v's right edge 10 left of the centre, 150 − 10 = 140; width 40: x = 100.
  @Test func leadingAgainstACentreRightToLeft() {
    let s = system(
      [ConstraintChild(name: "v")],
      [
        member(at("v", .leading), .equal, at("parent", .centerX), plus: 10),
        member(at("v", .width), .equal, plus: 40),
      ], rtl: true, width: .fixed(300), height: .fixed(100))
    #expect(s.frame(ofChild: 0).x == 100)
  }

  /// Required `width <= 200` and `width >= 100`, a wish `width == 300 @750`: the wish goes as far as 200. A wish
  /// `width == 50 @high` against `== 250 @low` in another view with the same bounds: the high one wins, but the
  /// required `>= 100` stops it at 100.
  @Test func inequalitiesWithPriorities() {
    let s = system(
      [ConstraintChild(name: "a"), ConstraintChild(name: "b")],
      [
        member(at("a", .width), .lessOrEqual, plus: 200),
        member(at("a", .width), .greaterOrEqual, plus: 100),
        member(at("a", .width), .equal, plus: 300, at: 750),
        member(at("b", .width), .lessOrEqual, plus: 200),
        member(at("b", .width), .greaterOrEqual, plus: 100),
        member(at("b", .width), .equal, plus: 250, at: 250),
        member(at("b", .width), .equal, plus: 50, at: 750),
      ])
    #expect(s.frame(ofChild: 0).width == 200)
    #expect(s.frame(ofChild: 1).width == 100)
  }

  /// Two labels in a row of 300: a at the leading edge, b right after it, b's trailing at the parent's, so
  /// a.width + b.width = 300. Intrinsic widths 200 and 150 need 350: 50 too many. The lower compression resistance
  /// gives way: b at 749 → a 200, b 100; a at 749 → a 150, b 150. Heights are the intrinsic 20 (hugging and
  /// resistance agree).
  @Test func lowerCompressionResistanceGivesWay() {
    let members = Self.row
    let bGives = system(
      [
        ConstraintChild(name: "a", intrinsicWidth: 200, intrinsicHeight: 20),
        ConstraintChild(
          name: "b", intrinsicWidth: 150, intrinsicHeight: 20,
          contentPriorities: ContentPriorities(compressionHorizontal: 749)),
      ], members, width: .fixed(300))
    expectFrame(bGives, 0, 0, 0, 200, 20)
    expectFrame(bGives, 1, 200, 0, 100, 20)
    let aGives = system(
      [
        ConstraintChild(
          name: "a", intrinsicWidth: 200, intrinsicHeight: 20,
          contentPriorities: ContentPriorities(compressionHorizontal: 749)),
        ConstraintChild(name: "b", intrinsicWidth: 150, intrinsicHeight: 20),
      ], members, width: .fixed(300))
    expectFrame(aGives, 0, 0, 0, 150, 20)
    expectFrame(aGives, 1, 150, 0, 150, 20)
  }

  /// The same row with intrinsic widths 100 and 80: 120 points left over. The lower hugging stretches: a hugs at 251,
  /// b at the default 250, so b takes it all: a 100, b 200.
  @Test func lowerHuggingStretches() {
    let s = system(
      [
        ConstraintChild(
          name: "a", intrinsicWidth: 100, intrinsicHeight: 20,
          contentPriorities: ContentPriorities(huggingHorizontal: 251)),
        ConstraintChild(name: "b", intrinsicWidth: 80, intrinsicHeight: 20),
      ], Self.row, width: .fixed(300))
    expectFrame(s, 0, 0, 0, 100, 20)
    expectFrame(s, 1, 100, 0, 200, 20)
  }

  /// Wrapping both axes (fitting size): a label of intrinsic 100 × 20 with 16 on each side and 12 above and below.
  /// The container's width wants 0 at 50, the label's resistance (750) keeps it at 100: width 16 + 100 + 16 = 132;
  /// `parent.bottom >= a.bottom + 12` and the height's wish for 0 give 12 + 20 + 12 = 44.
  @Test func fittingSize() {
    let s = system(
      [ConstraintChild(name: "a", intrinsicWidth: 100, intrinsicHeight: 20)],
      [
        member(at("a", .leading), .equal, at("parent", .leading), plus: 16),
        member(at("a", .trailing), .equal, at("parent", .trailing), plus: -16),
        member(at("a", .top), .equal, at("parent", .top), plus: 12),
        member(at("parent", .bottom), .greaterOrEqual, at("a", .bottom), plus: 12),
      ], width: .fitting, height: .fitting)
    #expect(s.size == Size(width: 132, height: 44))
    expectFrame(s, 0, 16, 12, 100, 20)
  }

  /// Fixed width 320, fitting height: title (intrinsic height 20) 12 below the top, detail (16) 4 below the title,
  /// the bottom at least 12 below the detail: 12 + 20 + 4 + 16 + 12 = 64.
  @Test func fittingHeightUnderAFixedWidth() {
    let s = system(
      [
        ConstraintChild(name: "title", intrinsicWidth: 120, intrinsicHeight: 20),
        ConstraintChild(name: "detail", intrinsicWidth: 80, intrinsicHeight: 16),
      ],
      [
        member(at("title", .leading), .equal, at("parent", .leading), plus: 16),
        member(at("title", .top), .equal, at("parent", .top), plus: 12),
        member(at("detail", .leading), .equal, at("title", .leading)),
        member(at("detail", .top), .equal, at("title", .bottom), plus: 4),
        member(at("parent", .bottom), .greaterOrEqual, at("detail", .bottom), plus: 12),
      ], width: .fixed(320), height: .fitting)
    #expect(s.size == Size(width: 320, height: 64))
    expectFrame(s, 0, 16, 12, 120, 20)
    expectFrame(s, 1, 16, 36, 80, 16)
  }

  /// a's top is 10 and its first baseline 16 below that: 26. b's first baseline (12 below its top) equals a's, so b's
  /// top is 14. a's last baseline is 4 above its bottom (10 + 40): 46; c has no text, so its baselines are its bottom:
  /// c's bottom 46, height 20, top 26.
  @Test func baselines() {
    let s = system(
      [
        ConstraintChild(
          name: "a", intrinsicWidth: 60, intrinsicHeight: 40,
          baselines: BaselineOffsets(firstFromTop: 16, lastFromBottom: 4)),
        ConstraintChild(
          name: "b", intrinsicWidth: 30, intrinsicHeight: 20,
          baselines: BaselineOffsets(firstFromTop: 12, lastFromBottom: 5)),
        ConstraintChild(name: "c"),
      ],
      [
        member(at("a", .top), .equal, at("parent", .top), plus: 10),
        member(at("b", .firstBaseline), .equal, at("a", .firstBaseline)),
        member(at("c", .lastBaseline), .equal, at("a", .lastBaseline)),
        member(at("c", .height), .equal, plus: 20),
      ])
    #expect([0, 1, 2].map { s.frame(ofChild: $0).y } == [10, 14, 26])
  }

  /// `a.width == 100` then `a.width == 200`: the second cannot hold with the first; it is broken (the last added of
  /// the set) and a keeps 100. Auto Layout's log names both.
  @Test func aConflictBreaksTheLastAdded() {
    let s = system(
      [ConstraintChild(name: "a")],
      [member(at("a", .width), .equal, plus: 100), member(at("a", .width), .equal, plus: 200)])
    #expect(s.broken.map(\.origin) == [.member(1)])
    #expect(s.broken.first?.conflict == [.member(0)])
    #expect(s.frame(ofChild: 0).width == 100)
    #expect(
      s.broken.first?.message
        == "Unable to simultaneously satisfy constraints:\n    a.width == 100\n    a.width == 200\n"
        + "Will attempt to recover by breaking constraint a.width == 200")
  }

  /// In a 375-wide container, leading 0, width 400 and trailing 0 cannot all hold: the trailing (added last) is
  /// broken, and its conflicting set is the container's width with the two others. a keeps x 0 and width 400.
  @Test func aConflictWithTheContainersSize() {
    let s = system(
      [ConstraintChild(name: "a")],
      [
        member(at("a", .leading), .equal, at("parent", .leading)),
        member(at("a", .width), .equal, plus: 400),
        member(at("a", .trailing), .equal, at("parent", .trailing)),
      ])
    #expect(s.broken.map(\.origin) == [.member(2)])
    #expect(s.broken.first?.conflict == [.containerSize(.horizontal), .member(0), .member(1)])
    #expect(s.frame(ofChild: 0).x == 0 && s.frame(ofChild: 0).width == 400)
  }

  /// A required compression resistance (1000) is a required constraint: a member asking for less breaks.
  @Test func requiredCompressionResistanceConflicts() {
    let s = system(
      [
        ConstraintChild(
          name: "a", intrinsicWidth: 120, contentPriorities: ContentPriorities(compressionHorizontal: 1000))
      ],
      [member(at("a", .width), .lessOrEqual, plus: 100)])
    #expect(s.broken.map(\.origin) == [.member(0)])
    #expect(s.broken.first?.conflict == [.compression(child: 0, .horizontal)])
    #expect(s.frame(ofChild: 0).width == 120)
  }

  /// Members Auto Layout cannot make are left out, each with why: an unknown name, leading against left, a top
  /// against a leading, a width against a top, a position against a constant alone.
  @Test func membersAutoLayoutCannotMake() {
    let s = system(
      [ConstraintChild(name: "a"), ConstraintChild(name: "b")],
      [
        member(at("ghost", .width), .equal, plus: 10),
        member(at("a", .leading), .equal, at("b", .left)),
        member(at("a", .top), .equal, at("b", .leading)),
        member(at("a", .width), .equal, at("b", .top)),
        member(at("a", .leading), .equal, plus: 10),
        member(at("a", .width), .equal, at("b", .height)),
      ])
    #expect(
      s.skipped == [
        SkippedConstraint(member: 0, reason: .unknownItem("ghost")),
        SkippedConstraint(member: 1, reason: .incompatibleAnchors),
        SkippedConstraint(member: 2, reason: .incompatibleAnchors),
        SkippedConstraint(member: 3, reason: .incompatibleAnchors),
        SkippedConstraint(member: 4, reason: .incompatibleAnchors),
      ])
    #expect(s.ids[.member(5)] != nil)
  }

  /// The box of `pinnedEdges`: its x is decided by its leading member alone; its width (375 − 16 − 16) by the
  /// container's width and both edge members; its y by the top member, its height by the height member.
  @Test func whatDecidedEachEdge() {
    let s = system(
      [ConstraintChild(name: "box")],
      [
        member(at("box", .leading), .equal, at("parent", .leading), plus: 16),
        member(at("box", .trailing), .equal, at("parent", .trailing), plus: -16),
        member(at("box", .top), .equal, at("parent", .top), plus: 20),
        member(at("box", .height), .equal, plus: 44),
      ])
    let v = s.childVariables[0]
    #expect(s.deciders(of: v.left) == [.member(0)])
    #expect(s.deciders(of: v.width) == [.containerSize(.horizontal), .member(0), .member(1)])
    #expect(s.deciders(of: v.top) == [.member(2)])
    #expect(s.deciders(of: v.height) == [.member(3)])
  }

  /// A view with a leading edge and nothing else: its horizontal size and its whole vertical axis are free.
  @Test func ambiguity() {
    let s = system(
      [ConstraintChild(name: "a")], [member(at("a", .leading), .equal, at("parent", .leading), plus: 8)])
    #expect(s.isAmbiguous(child: 0, .horizontal) == (position: false, size: true))
    #expect(s.isAmbiguous(child: 0, .vertical) == (position: true, size: true))
  }

  /// The labels logs and hovers use: members as written, generated constraints said as Auto Layout's.
  @Test func labels() {
    let s = system(
      [ConstraintChild(name: "a", intrinsicWidth: 120)],
      [
        member(at("a", .width), .equal, at("parent", .width), times: 0.5, plus: 10, at: 750),
        member(at("a", .trailing), .lessOrEqual, at("parent", .trailing), plus: -16),
        member(at("a", .height), .greaterOrEqual, plus: 22.5),
      ], width: .fixed(320), height: .fitting)
    #expect(s.label(of: .member(0)) == "a.width == 0.5 * parent.width + 10 @750")
    #expect(s.label(of: .member(1)) == "a.trailing <= parent.trailing - 16")
    #expect(s.label(of: .member(2)) == "a.height >= 22.5")
    #expect(s.label(of: .hugging(child: 0, .horizontal)) == "a.width <= 120 (content hugging 250)")
    #expect(s.label(of: .compression(child: 0, .horizontal)) == "a.width >= 120 (compression resistance 750)")
    #expect(s.label(of: .containerSize(.horizontal)) == "parent.width == 320 (the container's size from its parent)")
    #expect(s.label(of: .containerSize(.vertical)) == "parent.height == 0 @50 (fitting size)")
  }
}
