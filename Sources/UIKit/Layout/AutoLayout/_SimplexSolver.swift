import Foundation

/// An incremental Cassowary-style linear constraint solver.
///
/// Constraints are linear equalities or inequalities over unrestricted variables. Required constraints
/// hold exactly; the others are weighted by strength in the objective, which the simplex minimises. Each
/// addition or removal pivots only the rows it touches, so the tableau stays solved between changes and
/// a small change costs little. Ties are broken by the lowest symbol id, which makes results
/// deterministic and avoids cycling (Bland's rule).
///
/// **Definition rows.** A textbook tableau writes every basic variable in parametric symbols only. For a
/// chain (`row[i].top == row[i-1].bottom`) that row holds the markers of every constraint above it, so
/// the tableau grows with the square of the chain. Here a constraint that names a *fresh* variable (one
/// no row holds yet) becomes that variable's row as written: its cells may name other basic variables
/// (always external ones, never cyclic, since the subject was fresh). Such a row costs what the
/// constraint has. Every other row (slack, error, dummy, the objective and the artificial row) stays fully
/// expanded in parametric symbols, so the simplex, which only reads those, pivots exactly as before; a
/// substitution into a definition row keeps it correct because a parameter replaced in the rows that hold
/// it directly is replaced in everything defined from them. Values are read through the definitions,
/// each row once per change (`value(of:)` caches them until a change can move them).
struct _SimplexSolver {
    /// `constant + Σ coefficient × symbol`.
    struct Row {
        var constant: Double
        var cells = Cells()

        mutating func add(_ symbol: Symbol, _ coefficient: Double) {
            let value = (cells[symbol] ?? 0) + coefficient
            if _nearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
        }

        mutating func add(_ row: Row, times coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { add(symbol, value * coefficient) }
        }

        mutating func negate() {
            constant = -constant
            cells.scale(by: -1)
        }

        /// Rewrites `0 = row` as `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            let coefficient = -1 / cells.removeValue(forKey: symbol)!
            constant *= coefficient
            cells.scale(by: coefficient)
        }

        /// Rewrites `lhs = row` as `rhs = …`, where `rhs` is in the row.
        mutating func solve(for lhs: Symbol, and rhs: Symbol) {
            add(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Symbol, with row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }
    }

    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// The marker symbols a constraint added to the tableau, and the marker's coefficient in its row.
    struct Tag { var marker: Symbol; var other: Symbol?; var markerCoefficient: Double = 1 }

    /// A required constraint that could not be added; `blocking` are the tags of the constraints in the way.
    struct Unsatisfiable: Error { var blocking: [Symbol] }

    static let required = Double.infinity

    private var nextID = 0
    private var rows = SymbolTable<Row>()
    /// For each symbol, the basic symbols whose rows hold it: substitutions and ratio tests visit only
    /// those rows, so a change costs what it touches rather than the size of the tableau.
    private var columns = SymbolTable<Holders>()
    /// The externals whose rows changed (or that entered or left the basis) since `takeChangedExternals()`.
    private var changedExternals: [Symbol] = []
    private var objective = Row(constant: 0)
    private var artificial: Row?
    private var errorWeights: [Symbol: Double] = [:]
    /// What the solver knows of each symbol's value, by symbol id: its value read through the definition
    /// rows, whether that value is cached, and the last pass of `settleValues()` that listed it. One array
    /// of small records, so that reading or dropping a value touches one place in memory, and a view's
    /// four variables (made together, so neighbours by id) sit side by side.
    private struct ValueState {
        var value: Double = 0
        var stamp: UInt32 = 0
        var isCached = false
    }
    /// A value stays cached across changes until a change can move it (`settleValues()`), so a change that
    /// moves a few variables leaves the others' values read.
    private var states: [ValueState] = []
    /// The externals whose values `settleValues()` dropped from the cache since `takeChangedExternals()`.
    private var settledChanges: [Symbol] = []
    private var changeStamp: UInt32 = 0
    /// Counts the changes to the tableau (additions, removals, constant changes), so that a caller can
    /// keep what it derived from the values until the next change.
    private(set) var revision: UInt64 = 0

    init() {}

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    /// A new unrestricted variable.
    mutating func makeVariable() -> Symbol { makeSymbol(.external) }

    /// The current value of a variable: a parameter is 0; a basic variable is its row's constant plus its
    /// cells' values (non-zero only for the basic externals a definition row names), evaluated without
    /// recursion so that a chain of any length reads in one pass.
    mutating func value(of variable: Symbol) -> Double {
        if !changedExternals.isEmpty { settleValues() }
        if variable.id < states.count, states[variable.id].isCached { return states[variable.id].value }
        guard let row = rows[variable] else { return 0 }
        guard variable.kind == .external else { return row.constant }
        reserveStates()
        // Most rows name only parameters and variables read already: no stack to allocate.
        if let sum = readyValue(of: row) {
            states[variable.id].value = sum
            states[variable.id].isCached = true
            return sum
        }
        var stack = [variable]
        while let top = stack.last {
            if states[top.id].isCached { stack.removeLast(); continue }
            let row = rows[top]!
            var sum = row.constant, ready = true
            row.cells.forEachCell { symbol, coefficient in
                guard symbol.kind == .external else { return true }
                if states[symbol.id].isCached {
                    sum += coefficient * states[symbol.id].value
                } else if rows.contains(symbol) {
                    stack.append(symbol)
                    ready = false
                }
                return true
            }
            if ready {
                states[top.id].value = sum
                states[top.id].isCached = true
                stack.removeLast()
            }
        }
        return states[variable.id].value
    }

    /// Makes room in `states` for every symbol made so far.
    private mutating func reserveStates() {
        if states.count <= nextID { states += repeatElement(ValueState(), count: nextID + 1 - states.count) }
    }

    /// The value of `row` when every basic external it names has a cached value, else nil.
    private func readyValue(of row: Row) -> Double? {
        var sum = row.constant, ready = true
        row.cells.forEachCell { symbol, coefficient in
            guard symbol.kind == .external else { return true }
            if states[symbol.id].isCached {
                sum += coefficient * states[symbol.id].value
                return true
            }
            if rows.contains(symbol) { ready = false }
            return ready
        }
        return ready ? sum : nil
    }

    /// Drops from the value cache every external a change since the last call can have moved: those whose
    /// rows changed or that entered or left the basis, and, through the definition rows, every external
    /// defined from one of them. They are kept for `takeChangedExternals()`.
    private mutating func settleValues() {
        guard !changedExternals.isEmpty else { return }
        reserveStates()
        if changeStamp == .max {
            for index in states.indices { states[index].stamp = 0 }
            changeStamp = 0
        }
        changeStamp += 1
        var pending: [Symbol] = []
        swap(&pending, &changedExternals)
        while let symbol = pending.popLast() {
            guard states[symbol.id].stamp != changeStamp else { continue }
            states[symbol.id].stamp = changeStamp
            states[symbol.id].isCached = false
            settledChanges.append(symbol)
            for key in columns[symbol] ?? [] where key.kind == .external && states[key.id].stamp != changeStamp {
                pending.append(key)
            }
        }
    }

    /// The externals whose values may have changed since the last call: those whose rows changed, that
    /// entered or left the basis, and, through the definition rows, every external defined from one of
    /// them. Costs what the changes touched, not the size of the tableau.
    /// An external can appear twice when values were read between the changes.
    mutating func takeChangedExternals() -> [Symbol] {
        settleValues()
        let result = settledChanges
        settledChanges = []
        return result
    }

    /// Stops listing the changes so far (a caller that is about to look at every variable anyway); their
    /// values still leave the cache.
    mutating func forgetChangedExternals() {
        settleValues()
        settledChanges.removeAll(keepingCapacity: true)
    }

    /// Substitutes basic rows into `row` until it names parameters only.
    private func expand(_ row: inout Row) {
        var pending = Array(row.cells.keys.filter { rows[$0] != nil })
        while let symbol = pending.popLast() {
            guard let coefficient = row.cells.removeValue(forKey: symbol) else { continue }
            let basic = rows[symbol]!
            row.constant += basic.constant * coefficient
            for (cell, value) in basic.cells {
                let had = row.cells[cell] != nil
                row.add(cell, value * coefficient)
                if !had, row.cells[cell] != nil, rows[cell] != nil { pending.append(cell) }
            }
        }
    }

    /// The lowest-id external in `row` that no row holds and that is not basic: the subject of a
    /// definition row. The expanded row would take the same subject (`chooseSubject` prefers the
    /// externals the fewest rows hold, and no row holds a fresh one).
    private func freshSubject(_ row: Row) -> Symbol? {
        var best: Symbol?
        for symbol in row.cells.keys where symbol.kind == .external && rows[symbol] == nil
            && columns[symbol]?.isEmpty ?? true {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }

    /// An external parameter of `row` that only definition rows hold (no expanded row, nor the objective),
    /// where making it basic with `row` as written keeps the definitions acyclic: the subject of a
    /// definition row that is substituted, unexpanded, into its holders. The simplex does not see such a
    /// parameter, so the constraint is met exactly through it. This keeps a chain built over already
    /// constrained views (a stack's spacing between stacks whose rows hold their tops) at the size of
    /// each constraint: the expanded rows of such a chain hold the markers of every link above them.
    /// Among candidates, the one the fewest rows hold (then the lowest id), as in `chooseSubject`.
    private func heldSubject(_ row: Row) -> Symbol? {
        guard artificial == nil else { return nil }
        var best: (symbol: Symbol, holders: Int)?
        var basics: [Symbol] = []
        for symbol in row.cells.keys where symbol.kind == .external {
            if rows[symbol] != nil { basics.append(symbol); continue }
            guard let holders = columns[symbol], !holders.isEmpty, objective.cells[symbol] == nil,
                  holders.allSatisfy({ $0.kind == .external }) else { continue }
            if best == nil || holders.count < best!.holders || (holders.count == best!.holders && symbol < best!.symbol) {
                best = (symbol, holders.count)
            }
        }
        guard let best, !definitionsWouldCycle(best.symbol, through: basics) else { return nil }
        return best.symbol
    }

    /// Whether defining `subject` from a row that names the basic externals `basics` would make a
    /// definition depend on itself: when one of `basics` is defined (through definition rows) from the
    /// subject. Searches up from the subject (its holders) and down from the basics (their rows) in turns
    /// and stops when either side is exhausted, so it costs about twice the smaller side.
    private func definitionsWouldCycle(_ subject: Symbol, through basics: [Symbol]) -> Bool {
        guard !basics.isEmpty else { return false }
        let targets = Set(basics)
        var up = [subject], upSeen: Set<Symbol> = [subject]
        var down = basics, downSeen = targets
        while true {
            guard let symbol = up.popLast() else { return false }
            for key in columns[symbol] ?? [] where key.kind == .external && upSeen.insert(key).inserted {
                if targets.contains(key) { return true }
                up.append(key)
            }
            guard let basic = down.popLast() else { return false }
            for cell in rows[basic]!.cells.keys where cell.kind == .external {
                if cell == subject { return true }
                if rows[cell] != nil, downSeen.insert(cell).inserted { down.append(cell) }
            }
        }
    }

    /// Adds `Σ terms + constant (relation) 0` with `strength` (`required` or a positive weight).
    ///
    /// Throws `Unsatisfiable` (leaving the tableau unchanged) when a required constraint conflicts.
    mutating func add(terms: [(Symbol, Double)], constant: Double, relation: Relation,
                      strength: Double) throws(Unsatisfiable) -> Tag {
        revision += 1
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms { row.add(symbol, coefficient) }
        let isRequired = strength == Self.required
        var tag: Tag
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign)
            row.add(slack, sign)
            if !isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.add(error, -sign)
                objective.add(error, strength)
                errorWeights[error] = strength
            }
        case .equal:
            if !isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, strength)
                objective.add(minus, strength)
                errorWeights[plus] = strength
                errorWeights[minus] = strength
            } else {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy, other: nil)
                row.add(dummy, 1)
            }
        }
        if let subject = freshSubject(row) ?? heldSubject(row) {
            row.solve(for: subject)
            // A held subject's holders are definition rows: they take its row as written.
            substitute(subject, with: row)
            setRow(subject, row)
            optimize(artificialPhase: false)
            return tag
        }
        expand(&row)
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard _nearZero(row.constant) else {
                throw Unsatisfiable(blocking: Array(row.cells.keys.filter { $0 != tag.marker }))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            let blocking = addWithArtificialVariable(row)
            if let blocking {
                removeObjectiveTerms(tag)
                throw Unsatisfiable(blocking: blocking.filter { $0 != tag.marker && $0 != tag.other })
            }
        }
        optimize(artificialPhase: false)
        return tag
    }

    /// Changes the constant of the constraint added with `tag` by `delta`, without re-adding it.
    ///
    /// The constraint with constant `k + delta` and marker `m` is the old one with marker
    /// `m + delta / μ` (μ being the marker's coefficient), so only the rows that hold the marker shift;
    /// rows that become infeasible are repaired with the dual simplex.
    mutating func updateConstant(_ tag: Tag, by delta: Double) {
        guard delta != 0 else { return }
        revision += 1
        let shift = delta / tag.markerCoefficient
        var infeasible: [Symbol] = []
        if rows[tag.marker] != nil {
            rows[tag.marker]!.constant -= shift
            if rows[tag.marker]!.constant < 0 { infeasible.append(tag.marker) }
        } else {
            for key in columns[tag.marker] ?? [] {
                guard let coefficient = rows[key]!.cells[tag.marker] else { continue }
                rows[key]!.constant += coefficient * shift
                if key.kind == .external { changedExternals.append(key) }
                if rows[key]!.constant < 0 && key.kind != .external { infeasible.append(key) }
            }
            if let coefficient = objective.cells[tag.marker] { objective.constant += coefficient * shift }
        }
        dualOptimize(infeasible)
    }

    /// Dual simplex: pivots until every restricted basic variable is non-negative again.
    private mutating func dualOptimize(_ start: [Symbol]) {
        var infeasible = start.sorted()
        while let leaving = infeasible.first {
            infeasible.removeFirst()
            guard var row = rows[leaving], row.constant < 0, !_nearZero(row.constant) else { continue }
            var best: (symbol: Symbol, ratio: Double)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = (objective.cells[symbol] ?? 0) / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (symbol, ratio)
                }
            }
            guard let entering = best?.symbol else { continue }
            _ = takeRow(leaving)
            row.solve(for: leaving, and: entering)
            let touched = rowsHolding(entering)
            substitute(entering, with: row)
            setRow(entering, row)
            for key in touched where key.kind != .external && !infeasible.contains(key) {
                if let other = rows[key], other.constant < 0, !_nearZero(other.constant) { infeasible.append(key) }
            }
        }
    }

    /// Removes a constraint added with `tag`.
    mutating func remove(_ tag: Tag) {
        revision += 1
        removeObjectiveTerms(tag)
        if takeRow(tag.marker) == nil {
            while let leaving = markerLeavingRow(tag.marker) {
                var row = takeRow(leaving)!
                // A definition row is expanded before its marker replaces it in the expanded rows.
                if leaving.kind == .external { expand(&row) }
                guard row.cells[tag.marker] != nil else {
                    // The marker cancelled in the expansion (the rows it names hold it too, with the
                    // opposite sign): the variable does not depend on it. Keep the equivalent expanded row
                    // and look for another row that holds the marker.
                    setRow(leaving, row)
                    continue
                }
                row.solve(for: leaving, and: tag.marker)
                substitute(tag.marker, with: row)
                break
            }
        }
        columns[tag.marker] = nil
        if let other = tag.other, columns[other]?.isEmpty ?? false { columns[other] = nil }
        optimize(artificialPhase: false)
    }

    private mutating func removeObjectiveTerms(_ tag: Tag) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            let weight = errorWeights.removeValue(forKey: symbol) ?? 0
            if let row = rows[symbol] { objective.add(row, times: -weight) } else { objective.add(symbol, -weight) }
        }
    }

    /// Makes `row` the row of basic symbol `key`, indexing its cells.
    private mutating func setRow(_ key: Symbol, _ row: Row) {
        rows[key] = row
        if key.kind == .external { changedExternals.append(key) }
        for symbol in row.cells.keys { columns[symbol, default: []].insert(key) }
    }

    /// Removes and returns the row of `key`, dropping it from the index.
    private mutating func takeRow(_ key: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: key) else { return nil }
        if key.kind == .external { changedExternals.append(key) }
        for symbol in row.cells.keys { columns[symbol]?.remove(key) }
        return row
    }

    /// The basic symbols whose rows hold `symbol`, in id order.
    private func rowsHolding(_ symbol: Symbol) -> [Symbol] {
        (columns[symbol] ?? []).sorted()
    }

    /// The subject of an expanded row: the external that the fewest rows hold (the lowest id among
    /// equals), since making it basic substitutes its row into each of them. Joining two stacks' edges
    /// (`a.x == b.x`, both held by their own rows) then rewrites the smaller side rather than whichever
    /// was made first, which kept growing one side and made a stack of n stacks cost n².
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, holders: Int)?
        for symbol in row.cells.keys where symbol.kind == .external {
            let holders = columns[symbol]?.count ?? 0
            if best == nil || holders < best!.holders || (holders == best!.holders && symbol < best!.symbol) {
                best = (symbol, holders)
            }
        }
        if let best { return best.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .slack || symbol.kind == .error {
            if let coefficient = row.cells[symbol], coefficient < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: returns nil on success, else the symbols left in the artificial row (the blockers).
    private mutating func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialPhase: true)
        let success = _nearZero(artificial!.constant)
        let blockers = Array(artificial!.cells.keys)
        artificial = nil
        if var artRow = takeRow(art) {
            if artRow.cells.isEmpty { return success ? nil : blockers }
            guard let entering = artRow.cells.keys.filter({ $0.kind == .slack || $0.kind == .error }).min() else {
                return blockers
            }
            artRow.solve(for: art, and: entering)
            substitute(entering, with: artRow)
            setRow(entering, artRow)
        }
        for key in rowsHolding(art) { rows[key]!.cells[art] = nil }
        columns[art] = nil
        objective.cells[art] = nil
        return success ? nil : blockers
    }

    /// Replaces `symbol` with `row` in every row that holds it. Each row is taken out of the table while it
    /// changes (so that it is not copied) and only its changed cells are re-indexed; the order of the rows
    /// does not matter, since each is rewritten on its own.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let holders = columns[symbol], !holders.isEmpty else {
            objective.substitute(symbol, with: row)
            artificial?.substitute(symbol, with: row)
            return
        }
        columns[symbol] = []
        for key in holders {
            guard var target = rows.removeValue(forKey: key) else { continue }
            if let coefficient = target.cells.removeValue(forKey: symbol) {
                target.constant += row.constant * coefficient
                for (cell, value) in row.cells {
                    let had = target.cells[cell] != nil
                    target.add(cell, value * coefficient)
                    let has = target.cells[cell] != nil
                    if has && !had { columns[cell, default: []].insert(key) }
                    if had && !has { columns[cell]?.remove(key) }
                }
            }
            rows[key] = target
            if key.kind == .external { changedExternals.append(key) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Primal simplex on the objective (or, in phase one, on the artificial row).
    private mutating func optimize(artificialPhase: Bool) {
        while true {
            let target = artificialPhase ? artificial! : objective
            var lowest: Symbol?
            for (symbol, coefficient) in target.cells where symbol.kind != .dummy && coefficient < 0 {
                if lowest == nil || symbol < lowest! { lowest = symbol }
            }
            guard let entering = lowest else { return }
            var best: (symbol: Symbol, ratio: Double)?
            // The ratio test breaks ties by id, so the holders' order does not matter.
            for key in columns[entering] ?? [] where key.kind != .external {
                guard let row = rows[key], let coefficient = row.cells[entering], coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && key < best!.symbol) {
                    best = (key, ratio)
                }
            }
            guard let leaving = best?.symbol else { return }
            var row = takeRow(leaving)!
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for key in rowsHolding(marker) {
            guard let row = rows[key], let coefficient = row.cells[marker] else { continue }
            if key.kind == .external {
                if third == nil { third = key }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.1 { first = (key, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.1 { second = (key, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}

@inline(__always) func _nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
