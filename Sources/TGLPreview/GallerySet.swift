// What the gallery shows: a set of devices of the catalogue, each in portrait and landscape, and, on demand, each of
// those again at the largest accessibility text size and in right-to-left. Read from the gallery's URL.

import TGLSemantics

/// The devices and variants of a gallery page (`/gallery?devices=iPhone SE,iPad&variants=a11y,rtl`).
public struct GallerySet: Hashable, Sendable {
  /// Catalogue names, in the order the page lists them.
  public var devices: [String]
  /// Each screen again at the largest Dynamic Type size (`accessibility5`).
  public var accessibility: Bool
  /// Each screen again right-to-left.
  public var rtl: Bool

  /// Four screens from the smallest phone to the iPad: 8 panels with both orientations.
  public static let defaultDevices = ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad"]
  /// The most devices a page may ask for: with both variants, 8 × 2 × 2 × 2 = 64 layouts per edit.
  public static let maximumDevices = 8
  /// The largest accessibility text size, which the `a11y` variant lays out at.
  public static let largestTextSize = "accessibility5"

  public init(devices: [String] = GallerySet.defaultDevices, accessibility: Bool = false, rtl: Bool = false) {
    self.devices = devices
    self.accessibility = accessibility
    self.rtl = rtl
  }

  /// Reads `devices` (catalogue names separated by commas; missing or empty: the default set) and `variants`
  /// (`a11y`, `rtl`, separated by commas; not `rtl=1`, which is the page's override and lays every panel out
  /// right-to-left). A name not in the catalogue, a repeated one, more than `maximumDevices` or another variant is
  /// an error the page shows.
  public static func parse(query: [String: String]) -> Result<GallerySet, GalleryQueryError> {
    var set = GallerySet()
    for variant in (query["variants"] ?? "").split(separator: ",") {
      switch variant {
      case "a11y": set.accessibility = true
      case "rtl": set.rtl = true
      default:
        return .failure(GalleryQueryError(message: "no variant '\(variant)' (the variants are a11y and rtl)"))
      }
    }
    guard let list = query["devices"], !list.isEmpty else { return .success(set) }
    var names: [String] = []
    for part in list.split(separator: ",", omittingEmptySubsequences: true) {
      let written = String(part).trimmingBlanks
      guard let device = Device.named(written) else {
        let close = Device.closeNames(to: written).map { "'\($0)'" }.joined(separator: ", ")
        return .failure(GalleryQueryError(message: "no device '\(written)' in the catalogue (close: \(close))"))
      }
      guard !names.contains(device.name) else {
        return .failure(GalleryQueryError(message: "device '\(device.name)' is listed twice"))
      }
      names.append(device.name)
    }
    guard !names.isEmpty else { return .success(set) }
    guard names.count <= maximumDevices else {
      return .failure(
        GalleryQueryError(message: "at most \(maximumDevices) devices at once (\(names.count) were asked for)"))
    }
    set.devices = names
    return .success(set)
  }

  /// The query that asks for this set (`devices=…&variants=a11y,rtl`), for links.
  public var queryItems: [(String, String)] {
    var items = [("devices", devices.joined(separator: ","))]
    let chosen = (accessibility ? ["a11y"] : []) + (rtl ? ["rtl"] : [])
    if !chosen.isEmpty { items.append(("variants", chosen.joined(separator: ","))) }
    return items
  }

  /// Every panel, device by device: portrait, then landscape; each followed by its accessibility-size and RTL
  /// variants when asked for (RTL last, so the two variants of one screen sit side by side).
  public var variants: [GalleryVariant] {
    var out: [GalleryVariant] = []
    for device in devices {
      for orientation in [DeviceOrientation.portrait, .landscape] {
        for large in accessibility ? [false, true] : [false] {
          for rightToLeft in rtl ? [false, true] : [false] {
            out.append(
              GalleryVariant(device: device, orientation: orientation, largestText: large, rtl: rightToLeft))
          }
        }
      }
    }
    return out
  }
}

/// One panel of the gallery: a device held one way, possibly at the largest text size or right-to-left.
public struct GalleryVariant: Hashable, Sendable {
  public var device: String
  public var orientation: DeviceOrientation
  public var largestText: Bool
  public var rtl: Bool

  /// `iPhone 15 · landscape`, then `· accessibility5` and `· RTL` for the variants.
  public var label: String {
    var parts = [device, orientation.rawValue]
    if largestText { parts.append(GallerySet.largestTextSize) }
    if rtl { parts.append("RTL") }
    return parts.joined(separator: " · ")
  }

  /// The page's overrides (its target, text size, direction, and whatever else it carries) with this panel's
  /// screen: its device and orientation replace any screen the page chose, so each panel is the device's own
  /// screen, scale and size classes.
  public func overrides(on base: EnvironmentOverrides) -> EnvironmentOverrides {
    var overrides = base
    overrides.device = device
    overrides.orientation = orientation.rawValue
    overrides.canvas = nil
    overrides.scale = nil
    overrides.sizeClass = nil
    if largestText { overrides.contentSize = GallerySet.largestTextSize }
    if rtl { overrides.rtl = true }
    return overrides
  }
}

/// Why a gallery's query cannot be served.
public struct GalleryQueryError: Error, Equatable, Sendable {
  public var message: String
}
