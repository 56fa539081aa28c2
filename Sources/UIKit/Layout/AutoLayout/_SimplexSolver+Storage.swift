import Foundation

// The solver's storage: symbols packed in one integer, rows whose few cells sit inline, and column sets
// whose few holders sit inline. A constant change in a chain walks and re-reads thousands of rows, each
// touched once: with a dictionary per row and a set per column every row cost several separately
// allocated blocks (several cache misses); here a small row or column is one slot of its table's array.

extension _SimplexSolver {
    /// A column of the tableau: its id and kind packed in one integer (`id << 2 | kind`), so that a cell
    /// is two words and comparing or hashing a symbol reads one. Ids are unique, so ordering by the packed
    /// value orders by id.
    struct Symbol: Hashable, Comparable {
        enum Kind: UInt8 { case external = 0, slack = 1, error = 2, dummy = 3 }
        let raw: Int

        init(id: Int, kind: Kind) { raw = id << 2 | Int(kind.rawValue) }

        /// No symbol (ids start at 1): an empty inline slot.
        static let none = Symbol(id: 0, kind: .external)

        var id: Int { raw >> 2 }
        var kind: Kind {
            // The four kinds are the four values of the low two bits.
            unsafeBitCast(UInt8(truncatingIfNeeded: raw & 3), to: Kind.self)
        }

        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
    }

    /// A map from symbols to values, stored in an array indexed by symbol id: ids are dense (every
    /// symbol is made here, counting up), and the tableau looks rows and columns up on every cell it
    /// touches, so an index beats hashing and keeps neighbouring symbols' entries together in memory.
    struct SymbolTable<Value> {
        private var slots: [Value?] = []

        subscript(symbol: Symbol) -> Value? {
            get { symbol.id < slots.count ? slots[symbol.id] : nil }
            _modify {
                if symbol.id >= slots.count {
                    slots += repeatElement(nil, count: Swift.max(symbol.id + 1 - slots.count, slots.count))
                }
                yield &slots[symbol.id]
            }
        }

        subscript(symbol: Symbol, default value: @autoclosure () -> Value) -> Value {
            get { self[symbol] ?? value() }
            _modify {
                if self[symbol] == nil { self[symbol] = value() }
                yield &self[symbol]!
            }
        }

        /// Whether `symbol` has a value, without copying it.
        func contains(_ symbol: Symbol) -> Bool { symbol.id < slots.count && slots[symbol.id] != nil }

        /// Removes and returns the value of `symbol`, without copying it.
        mutating func removeValue(forKey symbol: Symbol) -> Value? {
            guard symbol.id < slots.count else { return nil }
            defer { slots[symbol.id] = nil }
            return slots[symbol.id]
        }
    }

    /// A row's cells, symbol → coefficient. Up to three sit inline (a view's definition row names one or
    /// two variables and its marker); a fourth moves them all to a dictionary, which the row keeps. The
    /// order of iteration is not defined, as with a dictionary.
    struct Cells: Sequence {
        typealias Element = (key: Symbol, value: Double)

        private var s0 = Symbol.none, s1 = Symbol.none, s2 = Symbol.none
        private var c0 = 0.0, c1 = 0.0, c2 = 0.0
        private var spill: [Symbol: Double]?

        init() {}

        var isEmpty: Bool { spill.map(\.isEmpty) ?? (s0 == .none) }

        var count: Int {
            if let spill { return spill.count }
            return s0 == .none ? 0 : s1 == .none ? 1 : s2 == .none ? 2 : 3
        }

        var keys: LazyMapSequence<Cells, Symbol> { lazy.map(\.key) }

        subscript(symbol: Symbol) -> Double? {
            get {
                if let spill { return spill[symbol] }
                if s0 == symbol { return c0 }
                if s1 == symbol { return c1 }
                if s2 == symbol { return c2 }
                return nil
            }
            set {
                guard let newValue else { _ = removeValue(forKey: symbol); return }
                if spill != nil { spill![symbol] = newValue; return }
                if s0 == symbol { c0 = newValue; return }
                if s1 == symbol { c1 = newValue; return }
                if s2 == symbol { c2 = newValue; return }
                if s0 == .none { s0 = symbol; c0 = newValue; return }
                if s1 == .none { s1 = symbol; c1 = newValue; return }
                if s2 == .none { s2 = symbol; c2 = newValue; return }
                var map = [Symbol: Double](minimumCapacity: 8)
                map[s0] = c0; map[s1] = c1; map[s2] = c2; map[symbol] = newValue
                s0 = .none; s1 = .none; s2 = .none
                spill = map
            }
        }

        /// Removes and returns the coefficient of `symbol`; the inline cells stay packed at the front.
        mutating func removeValue(forKey symbol: Symbol) -> Double? {
            if spill != nil { return spill!.removeValue(forKey: symbol) }
            let value: Double
            if s0 == symbol {
                value = c0
                s0 = s1; c0 = c1; s1 = s2; c1 = c2
            } else if s1 == symbol {
                value = c1
                s1 = s2; c1 = c2
            } else if s2 == symbol {
                value = c2
            } else {
                return nil
            }
            s2 = .none; c2 = 0
            return value
        }

        /// Multiplies every coefficient by `factor`.
        mutating func scale(by factor: Double) {
            if let map = spill {
                spill = nil
                spill = map.mapValues { $0 * factor }
                return
            }
            c0 *= factor; c1 *= factor; c2 *= factor
        }

        /// Calls `body` with each cell until it returns false: the inline cells without an iterator, for
        /// the loops that read values.
        @inline(__always) func forEachCell(_ body: (Symbol, Double) -> Bool) {
            if let spill {
                for (symbol, coefficient) in spill where !body(symbol, coefficient) { return }
                return
            }
            if s0 == .none || !body(s0, c0) { return }
            if s1 == .none || !body(s1, c1) { return }
            if s2 != .none { _ = body(s2, c2) }
        }

        func makeIterator() -> Iterator { Iterator(cells: self) }

        struct Iterator: IteratorProtocol {
            private let cells: Cells
            private var position = 0
            private var spilled: Dictionary<Symbol, Double>.Iterator?

            fileprivate init(cells: Cells) {
                self.cells = cells
                spilled = cells.spill?.makeIterator()
            }

            mutating func next() -> Element? {
                if spilled != nil { return spilled!.next() }
                defer { position += 1 }
                switch position {
                case 0: return cells.s0 == .none ? nil : (cells.s0, cells.c0)
                case 1: return cells.s1 == .none ? nil : (cells.s1, cells.c1)
                case 2: return cells.s2 == .none ? nil : (cells.s2, cells.c2)
                default: return nil
                }
            }
        }
    }

    /// The basic symbols whose rows hold one symbol. Up to two sit inline (most symbols are held by one or
    /// two rows); a third moves them to a set, which the column keeps. The order of iteration is not
    /// defined, as with a set.
    struct Holders: Sequence, ExpressibleByArrayLiteral {
        private var h0 = Symbol.none, h1 = Symbol.none
        private var spill: Set<Symbol>?

        init(arrayLiteral elements: Symbol...) {
            for element in elements { insert(element) }
        }

        var isEmpty: Bool { spill.map(\.isEmpty) ?? (h0 == .none) }

        var count: Int {
            if let spill { return spill.count }
            return h0 == .none ? 0 : h1 == .none ? 1 : 2
        }

        func contains(_ symbol: Symbol) -> Bool {
            if let spill { return spill.contains(symbol) }
            return symbol != .none && (h0 == symbol || h1 == symbol)
        }

        mutating func insert(_ symbol: Symbol) {
            if spill != nil { spill!.insert(symbol); return }
            if h0 == symbol || h1 == symbol { return }
            if h0 == .none { h0 = symbol; return }
            if h1 == .none { h1 = symbol; return }
            var set = Set<Symbol>(minimumCapacity: 4)
            set.insert(h0); set.insert(h1); set.insert(symbol)
            h0 = .none; h1 = .none
            spill = set
        }

        mutating func remove(_ symbol: Symbol) {
            if spill != nil { spill!.remove(symbol); return }
            if h0 == symbol { h0 = h1; h1 = .none } else if h1 == symbol { h1 = .none }
        }

        func makeIterator() -> Iterator { Iterator(holders: self) }

        struct Iterator: IteratorProtocol {
            private let holders: Holders
            private var position = 0
            private var spilled: Set<Symbol>.Iterator?

            fileprivate init(holders: Holders) {
                self.holders = holders
                spilled = holders.spill?.makeIterator()
            }

            mutating func next() -> Symbol? {
                if spilled != nil { return spilled!.next() }
                defer { position += 1 }
                switch position {
                case 0: return holders.h0 == .none ? nil : holders.h0
                case 1: return holders.h1 == .none ? nil : holders.h1
                default: return nil
                }
            }
        }
    }
}
