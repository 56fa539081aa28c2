import CoreGraphics
import Testing

/// `_ChildList` against a plain Array as the model, through a long seeded sequence of operations.
@Suite("_ChildList keeps Array's order with O(1) ends")
struct ChildListTests {
    final class Item { let id: Int; init(_ id: Int) { self.id = id } }

    /// A small deterministic generator (SplitMix64), so a failure reproduces.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("random inserts, removals (front, back, middle), swaps and lookups match Array")
    func matchesArray() {
        var rng = SplitMix(state: 42)
        var list = _ChildList<Item>()
        var model: [Item] = []
        var nextID = 0
        for step in 0..<20_000 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...2:
                let item = Item(nextID); nextID += 1
                list.append(item); model.append(item)
            case 3:
                let item = Item(nextID); nextID += 1
                let index = Int.random(in: 0...model.count, using: &rng)
                list.insert(item, at: index); model.insert(item, at: index)
            case 4...5 where !model.isEmpty:
                #expect(list.remove(at: 0) === model.removeFirst())
            case 6 where !model.isEmpty:
                #expect(list.remove(at: model.count - 1) === model.removeLast())
            case 7 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                #expect(list.remove(at: index) === model.remove(at: index))
            case 8 where model.count > 1:
                let i = Int.random(in: 0..<model.count, using: &rng), j = Int.random(in: 0..<model.count, using: &rng)
                list.swapAt(i, j); model.swapAt(i, j)
            case 9 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                #expect(list.index(ofIdentical: model[index]) == index)
            default:
                break
            }
            if step % 97 == 0 {
                #expect(list.map(\.id) == model.map(\.id))
            }
        }
        #expect(list.array.map(\.id) == model.map(\.id))
        #expect(list.index(ofIdentical: Item(-1)) == nil)
    }

    @Test("removing every element from the front leaves an empty list that works again")
    func drainFromFront() {
        var list = _ChildList((0..<100).map(Item.init))
        for expected in 0..<100 { #expect(list.remove(at: 0).id == expected) }
        #expect(list.isEmpty)
        list.insert(Item(7), at: 0)
        list.append(Item(8))
        #expect(list.map(\.id) == [7, 8])
    }
}
