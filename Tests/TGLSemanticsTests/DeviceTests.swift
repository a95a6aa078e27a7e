// The device catalogue, `@device` and the safe-area properties: lookups, environments, lowering and its errors.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct DeviceTests {
  @Test func namesAreFoundWhateverTheirCaseAndSpacing() {
    #expect(Device.named("iphone  15 PRO")?.name == "iPhone 15 Pro")
    #expect(Device.named("iPhone 17") == nil)
    // "iPhone 17" is one edit from "iPhone 14", "iPhone 15" and "iPhone 16" (ties in catalogue order).
    #expect(Device.closeNames(to: "iPhone 17") == ["iPhone 14", "iPhone 15", "iPhone 16"])
  }

  /// iPhone 15: 393 x 852 at @3x; portrait insets top 59, bottom 34; landscape left and right 59, bottom 21.
  @Test func anIPhoneInLandscapeHasTheScreenTurnedAndTheSideInsets() throws {
    let device = try #require(Device.named("iPhone 15"))
    let landscape = device.environment(.landscape)
    #expect(landscape.canvas == Size(width: 852, height: 393))
    #expect(landscape.scale == 3)
    #expect(landscape.orientation == .landscape)
    #expect(landscape.widthClass == .compact && landscape.heightClass == .compact)
    #expect(landscape.safeArea == SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59))
    let portrait = device.environment(.portrait)
    #expect(portrait.canvas == Size(width: 393, height: 852))
    #expect(portrait.widthClass == .compact && portrait.heightClass == .regular)
    #expect(portrait.safeArea == SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The Pro Max size is regular wide in landscape; an iPad is regular both ways.
    #expect(Device.named("iPhone 15 Pro Max")?.environment(.landscape).widthClass == .regular)
    #expect(Device.named("iPad")?.environment(.landscape).heightClass == .regular)
  }

  @Test func theDirectiveSetsTheDocumentsEnvironment() throws {
    let result = Lowering.lower(source: "@device \"iPhone 16 Pro\", landscape\nframe S {}\n")
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.documents.first)
    let environment = Environment(document: document)
    #expect(environment.canvas == Size(width: 874, height: 402))
    #expect(environment.safeArea == SafeAreaInsets(top: 0, left: 62, bottom: 21, right: 62))
  }

  @Test func anUnknownDeviceIsAnErrorAtItsNameListingCloseNames() {
    let source = "@device \"iPhone 15 Mini\"\nframe S {}\n"
    let result = Lowering.lower(source: source)
    #expect(result.diagnostics.map(\.rule) == [.invalidValue])
    #expect(
      result.diagnostics.first?.message
        == "unknown device 'iPhone 15 Mini'; close names: 'iPhone 13 mini', 'iPhone 15 Pro', 'iPhone 15'")
    // Lowercased: "iphone 13 mini" is 1 edit away, "iphone 15 pro" 4 (mini → pro), "iphone 15" 5 (tied with
    // "iphone 16 pro", which comes later in the catalogue).
    // The range is the string: bytes 8 to 24.
    #expect(result.diagnostics.first?.range == TextRange(start: 8, end: 24))
    #expect(result.documents.first?.device == nil)
    let orientation = Lowering.lower(source: "@device \"iPad\", sideways\nframe S {}\n")
    #expect(orientation.diagnostics.map(\.message) == ["expected 'portrait' or 'landscape'"])
  }

  @Test func safeAreaPaddingsAreMarkedAndRepeatedValuesBringTheirMark() throws {
    let (root, diagnostics) = lowerOne("frame S { padding: safeArea, 16 }")
    #expect(diagnostics.isEmpty)
    let p = try #require(root?.properties)
    #expect(p.safeAreaPaddings == [.top, .bottom])
    #expect(p.topPadding == 0 && p.leftPadding == 16 && p.bottomPadding == 0 && p.rightPadding == 16)
    // A later number clears the edge's mark.
    let (later, _) = lowerOne("frame S { padding: safeArea; topPadding: 8 }")
    #expect(later?.properties.safeAreaPaddings == [.left, .bottom, .right])
    #expect(later?.properties.topPadding == 8)
    // Another word is an error that names the value it expects.
    #expect(lowerOne("frame S { topPadding: safeAre }").1.map(\.message) == ["expected a number or 'safeArea', not 'safeAre'"])
  }

  @Test func theEdgeSetTakesEachEdgeOnceOrAllOrNone() {
    #expect(lowerOne("frame S { insetsPaddingFromSafeArea: top, left }").0?.properties.insetsPaddingFromSafeArea == [.top, .left])
    #expect(lowerOne("frame S { insetsPaddingFromSafeArea: none }").0?.properties.insetsPaddingFromSafeArea == [])
    #expect(lowerOne("frame S { insetsPaddingFromSafeArea: all }").0?.properties.insetsPaddingFromSafeArea == .all)
    #expect(
      lowerOne("frame S { insetsPaddingFromSafeArea: left, left }").1.map(\.message) == ["'left' is already in the set"])
    #expect(
      lowerOne("frame S { insetsPaddingFromSafeArea: leading }").1.map(\.message)
        == ["expected 'left', 'right', 'top' or 'bottom' (or one 'all' or 'none')"])
  }

  /// A `when` block's padding replaces the default's, `safeArea` mark included.
  @Test func aVariantsPaddingReplacesTheSafeAreaMark() throws {
    let (root, _) = lowerOne("frame S { topPadding: safeArea; when landscape { topPadding: 10 } }")
    let element = try #require(root)
    let landscape = Environment(canvas: Size(width: 852, height: 393))
    let resolved = element.resolvedProperties(in: landscape)
    #expect(resolved.safeAreaPaddings == nil)
    #expect(resolved.topPadding == 10)
  }

  /// iPhone 15 in landscape, right to left, with the fringe rule: leading is the screen's right, whose inset is
  /// dropped; trailing is the screen's left, 59 added.
  @Test func theRuleKeepsTheInsetsOnTheScreensEdgesRightToLeft() throws {
    let (root, _) = lowerOne("frame S { leadingPadding: 10; insetLandscapeFringePadding: true }")
    var environment = try #require(Device.named("iPhone 15")).environment(.landscape)
    environment.rtl = true
    let safe = SafeAreaPadding(root: try #require(root).properties, in: environment)
    #expect(safe.leading == nil)
    #expect(safe.trailing == InsetContribution(edge: .left, inset: 59, replaces: false))
    #expect(safe.top == nil && safe.bottom == nil)
  }
}
