// Lowering `@device "iPhone 15"` / `@device "iPhone 15", landscape`, and the contradictions of a device with
// `@canvas` and `@scale`.

import TGLDiagnostics
import TGLSyntax

extension RuleID {
  /// A `@canvas` or `@scale` beside a `@device` that gives another value than the device's.
  public static let deviceContradiction: RuleID = "device-contradiction"
}

extension LoweringContext {
  /// The device a `@device` directive names, nil (and an error at the name, listing close names) for a name not in
  /// the catalogue or a malformed directive.
  mutating func deviceDirective(_ d: DirectiveSyntax) -> DeviceChoice? {
    let items = d.value?.items ?? []
    do throws(LoweringFailure) {
      guard items.count == 1 || items.count == 2 else {
        throw LoweringFailure(
          range: d.range, message: "'@device' takes a device name and, optionally, portrait or landscape")
      }
      let name = try ValueLowering.string(items[0])
      guard let device = Device.named(name) else {
        let close = Device.closeNames(to: name).map { "'\($0)'" }.joined(separator: ", ")
        throw LoweringFailure(range: items[0].range, message: "unknown device '\(name)'; close names: \(close)")
      }
      var orientation: DeviceOrientation?
      if items.count == 2 {
        guard let word = LinearEvaluator.word(items[1]), let value = DeviceOrientation(rawValue: word) else {
          throw LoweringFailure(range: items[1].range, message: "expected 'portrait' or 'landscape'")
        }
        orientation = value
      }
      return DeviceChoice(device: device, orientation: orientation)
    } catch {
      self.error(.invalidValue, error.range, error.message)
      return nil
    }
  }

  /// A `@canvas` or `@scale` whose value differs from the device's: a warning at the directive. The written value is
  /// used (it stands for a window smaller than the screen, such as an iPad split view), but the device's safe area
  /// then describes another screen. Each directive is judged by its own value (a malformed one was reported already).
  mutating func checkDeviceContradictions(_ choice: DeviceChoice, _ directives: [DirectiveSyntax]) {
    let orientation = choice.orientation ?? .portrait
    let screen = choice.device.canvas(orientation)
    for d in directives {
      let items = d.value?.items ?? []
      switch d.name {
      case "canvas"?:
        guard items.count == 2, let width = try? LinearEvaluator.number(items[0]),
          let height = try? LinearEvaluator.number(items[1]), Size(width: width, height: height) != screen
        else { continue }
        error(
          .deviceContradiction, d.range,
          "'@canvas' contradicts '@device \"\(choice.device.name)\"', whose screen is "
            + "\(points(screen.width)) x \(points(screen.height)) in \(orientation.rawValue); the canvas is used",
          severity: .warning)
      case "scale"?:
        guard items.count == 1, let scale = try? LinearEvaluator.number(items[0]), scale != choice.device.scale
        else { continue }
        error(
          .deviceContradiction, d.range,
          "'@scale' contradicts '@device \"\(choice.device.name)\"', whose scale is "
            + "\(points(choice.device.scale)); the written scale is used",
          severity: .warning)
      default: break
      }
    }
  }

  private func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
