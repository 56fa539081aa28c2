/// An ordered list of children (sublayers, subviews, child view controllers) with UIKit's costs.
///
/// UIKit keeps children in deque-backed arrays, so adding or removing at either end is O(1) and the
/// common "remove every subview in order" loop is linear. This list does the same: a contiguous buffer
/// with a movable head. Finding a child checks both ends before scanning, so removing the first or last
/// child is O(1) too; removing from the middle is O(n), as in UIKit.
package struct _ChildList<Element: AnyObject>: RandomAccessCollection {
    private var storage: ContiguousArray<Element?> = []
    private var head = 0

    package init() {}

    /// A list holding `elements` in order.
    package init<S: Sequence>(_ elements: S) where S.Element == Element {
        storage = ContiguousArray(elements.map { Optional($0) })
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.count - head }

    package subscript(position: Int) -> Element {
        get { storage[head + position]! }
        set { storage[head + position] = newValue }
    }

    /// The number of children (the collection's default counts by walking indices through witnesses).
    package var count: Int { storage.count - head }
    package var isEmpty: Bool { storage.count == head }

    /// The children as an array (a copy, as UIKit's getters return). One loop over the buffer: the
    /// collection's generic `map` costs several witness calls per child when not specialized.
    package var array: [Element] {
        var result: [Element] = []
        result.reserveCapacity(storage.count - head)
        for i in head..<storage.count { result.append(storage[i].unsafelyUnwrapped) }
        return result
    }

    /// Calls `body` with the children in order (no slot is nil), so that a loop over many children in
    /// another module costs one generic call rather than one per child.
    package func withElements<R>(_ body: (UnsafeBufferPointer<Element?>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[head...])) }
    }

    package mutating func append(_ element: Element) {
        storage.append(element)
    }

    package mutating func insert(_ element: Element, at index: Int) {
        if index == 0 && head > 0 {
            head -= 1
            storage[head] = element
        } else {
            storage.insert(element, at: head + index)
        }
    }

    @discardableResult
    package mutating func remove(at index: Int) -> Element {
        if index == 0 {
            let element = storage[head]!
            storage[head] = nil
            head += 1
            if head == storage.count {
                storage.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 32 && head * 2 >= storage.count {
                storage.removeFirst(head)  // amortised: at most once per `head` removals
                head = 0
            }
            return element
        }
        return storage.remove(at: head + index)!
    }

    package mutating func removeAll() {
        storage.removeAll()
        head = 0
    }

    package mutating func swapAt(_ i: Int, _ j: Int) {
        storage.swapAt(head + i, head + j)
    }

    /// The index of `element` (by identity): both ends are checked first, then the rest from the end.
    package func index(ofIdentical element: Element) -> Int? {
        guard !isEmpty else { return nil }
        if self[count - 1] === element { return count - 1 }
        if self[0] === element { return 0 }
        return lastIndex { $0 === element }
    }
}
