// `PropertyMap`: a value per property key, kept in the keys' raw value order, and the replacement a style merge makes
// layer by layer (a key the layer sets takes the layer's value, or loses its own). Each expected map is written out
// from the operation's rule, key by key.

import TGLSemantics
import Testing

@Suite struct PropertyMapTests {
  /// The entries in iteration order, as (key name, value).
  func entries(_ map: PropertyMap<Int>) -> [String] { map.map { "\($0.key.name)=\($0.value)" } }

  @Test func iteratesInKeyOrderWhateverTheOrderOfWriting() {
    // Raw values: left 0, top 2, width 9, text 49; written out of order.
    var map: PropertyMap<Int> = [:]
    map[.text] = 4
    map[.left] = 1
    map[.width] = 3
    map[.top] = 2
    #expect(entries(map) == ["left=1", "top=2", "width=3", "text=4"])
    #expect(map.count == 4)
    #expect(map[.width] == 3)
    #expect(map[.height] == nil)
    map[.top] = nil
    #expect(entries(map) == ["left=1", "width=3", "text=4"])
    map[.width] = 30
    #expect(entries(map) == ["left=1", "width=30", "text=4"])
    let same: PropertyMap<Int> = [.width: 30, .text: 4, .left: 1]
    #expect(map == same)
  }

  @Test func setGivesEachKeyTheValueAboveOrAmongOurs() {
    // Above all of ours (width 9, text 49 over left 0, top 2): appended, past the room first made.
    var map: PropertyMap<Int> = [.left: 1, .top: 2]
    map.set([.width, .text], to: 7)
    #expect(entries(map) == ["left=1", "top=2", "width=7", "text=7"])
    // Among ours: top replaced, height (10) placed between width and text; left kept.
    map.set([.top, .height], to: 8)
    #expect(entries(map) == ["left=1", "top=8", "width=7", "height=8", "text=7"])
    // No keys: nothing changes; an empty map takes the keys in order.
    map.set([], to: 0)
    #expect(map.count == 5)
    var empty = PropertyMap<Int>()
    for key in [PropertyKey.left, .top, .width, .height, .text, .font, .lines] { empty.set([key], to: 1) }
    #expect(entries(empty) == ["left=1", "top=1", "width=1", "height=1", "text=1", "font=1", "lines=1"])
    #expect(PropertyMap<Int>([], 3).isEmpty)
  }

  @Test func replaceTakesTheLayersValuesAndDropsWhatItDoesNotGive() {
    // Ours: left 1, top 2, width 3. The layer writes top, width and height, with values for top (20) and height (40)
    // only: top → 20, width dropped (written without a value), height added, left kept.
    var map: PropertyMap<Int> = [.left: 1, .top: 2, .width: 3]
    map.replace([.top, .width, .height], from: [.top: 20, .height: 40, .text: 99])
    #expect(entries(map) == ["left=1", "top=20", "height=40"])
  }

  @Test func replaceAppendsKeysAboveOursAndSharesAWholeLayer() {
    // Ours: left 1, top 2; the layer writes width and text (both above top) with values: appended after ours.
    var map: PropertyMap<Int> = [.left: 1, .top: 2]
    map.replace([.width, .text], from: [.width: 3, .text: 4, .left: 100])
    #expect(entries(map) == ["left=1", "top=2", "width=3", "text=4"])
    // Over nothing, every key of the layer written: the layer's map itself (left 100 is not written: left out).
    var empty: PropertyMap<Int> = [:]
    empty.replace([.width, .text], from: [.width: 3, .text: 4])
    #expect(entries(empty) == ["width=3", "text=4"])
    // Written keys below ours (left under top): the map is rebuilt in key order.
    var later: PropertyMap<Int> = [.top: 2, .text: 4]
    later.replace([.left, .width], from: [.left: 1, .width: 3])
    #expect(entries(later) == ["left=1", "top=2", "width=3", "text=4"])
  }

  @Test func replaceOfKeysThatHaveNoValueAnywhereChangesNothing() {
    var map: PropertyMap<Int> = [.left: 1]
    map.replace([.top, .width], from: [.text: 4])
    #expect(entries(map) == ["left=1"])
  }

  @Test func mergeCombinesSharedKeysAndKeepsKeyOrder() {
    // Above ours: appended. Interleaved and shared: rebuilt, the shared key combined (ours + theirs).
    var map: PropertyMap<Int> = [.left: 1, .top: 2]
    map.merge([.width: 3, .text: 4]) { $0 + $1 }
    #expect(entries(map) == ["left=1", "top=2", "width=3", "text=4"])
    map.merge([.right: 10, .width: 30]) { $0 + $1 }
    #expect(entries(map) == ["left=1", "right=10", "top=2", "width=33", "text=4"])
    let replaced = map.merging([.left: 7]) { $1 }
    #expect(entries(replaced) == ["left=7", "right=10", "top=2", "width=33", "text=4"])
    #expect(map[.left] == 1)
  }

  @Test func keepingAndFilterLeaveTheOtherKeysOut() {
    let map: PropertyMap<Int> = [.left: 1, .top: 2, .width: 3, .text: 4]
    #expect(entries(map.keeping([.top, .text, .height])) == ["top=2", "text=4"])
    #expect(entries(map.filter { $0.value % 2 == 1 }) == ["left=1", "width=3"])
    #expect(Array(map.values) == [1, 2, 3, 4])
    #expect(Array(map.keys) == [.left, .top, .width, .text])
  }
}
