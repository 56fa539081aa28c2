import Foundation

/// The Auto Layout engine of one view tree: the root view's, or a temporary one that measures a view
/// for `systemLayoutSizeFitting`.
///
/// Every item (view or guide) that a constraint names gets four variables in the root's coordinates
/// (minX, minY, width, height), and so does each of its ancestors up to the root: a view's frame is its
/// rectangle minus its superview's. Besides the clients' constraints, the engine keeps *structural*
/// constraints per item: a view that translates its autoresizing mask follows its superview by that mask
/// (so with an unchanged superview it keeps its frame), a view that does not contributes its intrinsic size
/// with its hugging and compression-resistance priorities, and the safe-area and margins guides follow
/// their view's insets. Changes go into the simplex incrementally; `solveIfNeeded()` refreshes the
/// structural constants from current geometry and marks the superviews of views whose frames must change.
@MainActor final class _LayoutEngine {
    typealias Symbol = _SimplexSolver.Symbol

    /// An item's variables and structural constraints. The item is unowned: views own their engine (the
    /// root) or are owned by their superviews while their records exist, so a strong reference would
    /// only make a cycle.
    final class Record {
        unowned let item: AnyObject
        let x: Symbol, y: Symbol, w: Symbol, h: Symbol
        /// The `serial` of the engine that made the record: a view keeps its record (`_layoutRecord`) and
        /// can outlive that engine, so the record counts only for the engine that made it.
        let engineSerial: Int
        var references = 0
        var parent: Record?
        var slots: [SlotName: Slot] = [:]
        /// Whether the record is in its parent's list of `pendingFrames`.
        var isPending = false
        /// The solved frame (`solvedFrame(of:scale:)`) for the solver's `revision` `frameRevision` at
        /// `frameScale`: a solve that finds a view moved reads its frame, and the superview's layout
        /// that sets it takes the same one.
        var solvedFrame = CGRect.zero
        var frameRevision = UInt64.max
        var frameScale: CGFloat = 0
        /// The solver's `revision` when a solve compared the view's frame with the solution and found it
        /// different; `UInt64.max` when it was not compared since (or its geometry was set from outside
        /// since). Lets the superview's layout set the frame without reading it again.
        var differsAtRevision = UInt64.max
        /// The last `solveIfNeeded()` pass that visited the record's view.
        var visitStamp = 0
        init(item: AnyObject, x: Symbol, y: Symbol, w: Symbol, h: Symbol, engineSerial: Int) {
            self.item = item; self.x = x; self.y = y; self.w = w; self.h = h; self.engineSerial = engineSerial
        }
    }

    /// `Σ terms + constant (relation) 0` at `strength`.
    struct Spec: Equatable {
        var symbols: [Symbol]
        var coefficients: [Double]
        var constant: Double
        var relation: _SimplexSolver.Relation
        var strength: Double
        init(_ terms: [(Symbol, Double)], _ constant: Double, _ relation: _SimplexSolver.Relation = .equal,
             strength: Double = _SimplexSolver.required) {
            symbols = terms.map(\.0); coefficients = terms.map(\.1)
            self.constant = constant; self.relation = relation; self.strength = strength
        }
        var terms: [(Symbol, Double)] { Array(zip(symbols, coefficients)) }
        func sameExceptConstant(_ other: Spec) -> Bool {
            symbols == other.symbols && coefficients == other.coefficients && relation == other.relation
                && strength == other.strength
        }
    }

    /// The structural constraints an item can have. The declaration order is the order they are inserted
    /// in (kept from when they were named by strings, so that conflict reports keep their order).
    enum SlotName: Int, Comparable, CaseIterable {
        case h, hugH, hugW, resistH, resistW, w, x, y
        static func < (lhs: SlotName, rhs: SlotName) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A content-size constraint (hugging or compression resistance) rather than a frame edge.
        var isContentSize: Bool { self == .hugH || self == .hugW || self == .resistH || self == .resistW }
        /// The axis of the dimension a slot constrains.
        var axis: NSLayoutConstraint.Axis { self == .x || self == .w || self == .hugW || self == .resistW ? .horizontal : .vertical }
        /// How UIKit names the attribute in an autoresizing or content-size constraint.
        var attributeName: String {
            switch self {
            case .x: "minX"
            case .y: "minY"
            case .w, .hugW, .resistW: "width"
            case .h, .hugH, .resistH: "height"
            }
        }
        /// How UIKit names the attribute in a guide's constraint.
        var guideAttributeName: String {
            switch self {
            case .x: "left"
            case .y: "top"
            case .w, .hugW, .resistW: "width"
            case .h, .hugH, .resistH: "height"
            }
        }
    }

    /// A structural constraint in the solver (or broken, with no tag).
    struct Slot { var spec: Spec; var tag: _SimplexSolver.Tag?; var sequence: Int }

    /// What a marker symbol belongs to, for the unsatisfiable-constraints report.
    enum Owner {
        case user(NSLayoutConstraint)
        case structural(Record, SlotName)
    }

    struct Fitting { var size: CGSize; var horizontal: UILayoutPriority; var vertical: UILayoutPriority }

    unowned let root: UIView
    let fitting: Fitting?
    /// Tells this engine's records from other engines' (see `Record.engineSerial`).
    let serial: Int
    private static var serialCounter = 0
    private(set) var solver = _SimplexSolver()
    private(set) var records: [ObjectIdentifier: Record] = [:] { didSet { orderedRecords = nil } }
    /// `records` in creation order, kept until an item joins or leaves.
    private var orderedRecords: [Record]?
    /// Every client constraint in the engine, with the records it holds and its tag (nil while broken).
    private var users: [ObjectIdentifier: (constraint: NSLayoutConstraint, records: [Record], spec: Spec, tag: _SimplexSolver.Tag?)] = [:]
    private var owners: [Symbol: Owner] = [:]
    /// The client constraints that name a baseline: their views' baseline offsets (a label's text) and the
    /// views that stand for their baselines (`forFirstBaselineLayout`) are re-read on each full refresh.
    private var baselineUsers: Set<ObjectIdentifier> = []
    /// Whether a view that stands for a baseline may have changed (a stack view rearranged) since the last
    /// solve, so the next one re-reads the baseline constraints even without a full refresh.
    private var baselinesNeedRefresh = false
    private(set) var isDirty = false
    /// Whether something besides the client constraints changed since the last solve (geometry, masks,
    /// intrinsic sizes, insets): the solve then re-reads every record's structure and compares every
    /// frame. A solve after constraint changes alone refreshes only the guides, whose insets follow the
    /// solution, and compares only the frames of the views whose variables changed.
    private var structureNeedsRefresh = true
    /// The record of each variable, by symbol id, to turn the solver's changed variables into views.
    private var recordsBySymbol: [Record?] = []
    /// The records of the safe-area, margins, readable-content and keyboard guides: their structural
    /// constraints read the solution, so every solve refreshes them.
    private var solutionDependentRecords: [ObjectIdentifier: Record] = [:]
    /// Per superview (by its record), the engine-placed subviews whose frames may differ from the solution:
    /// the ones a solve found moved, the ones whose geometry was set from outside, and new ones. Every
    /// other engine-placed view has its solved frame, so a superview's layout visits only these.
    private var pendingFrames: [ObjectIdentifier: [Record]] = [:]
    /// Whether the engine is in the list the commit solves.
    private var isListed = false
    /// The current `solveIfNeeded()` pass, for `Record.visitStamp`.
    private var visitStamp = 0
    var needsUpdatePass = false

    static var sequenceCounter = 0
    static var liveEngines = 0
    /// Non-zero while the engine's solution is being written into frames.
    static var applyingFrames = 0
    private static var dirtyEngines: [_WeakEngine] = []
    private static var installedHandler = false

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
        Self.serialCounter += 1
        serial = Self.serialCounter
        if fitting == nil { Self.liveEngines += 1 }
    }

    deinit {
        if fitting == nil { MainActor.assumeIsolated { Self.liveEngines -= 1 } }
    }

    /// The engine of the tree `view` is in, created on first use.
    static func engine(forRootOf view: UIView) -> _LayoutEngine {
        let root = view._rootView
        if let engine = root._layoutEngine { return engine }
        let engine = _LayoutEngine(root: root)
        root._layoutEngine = engine
        engine.needsUpdatePass = true
        engine.setNeedsSolve()
        return engine
    }

    /// Marks the engine for `solveIfNeeded()` at the next layout (the commit solves dirty engines first).
    /// `constraintsOnly` says that only client constraints changed, so the solve need not re-read the
    /// structure of every item.
    func setNeedsSolve(constraintsOnly: Bool = false) {
        guard fitting == nil else { return }
        if !constraintsOnly { structureNeedsRefresh = true }
        isDirty = true
        // Only a shown window's tree is solved by the commit, so only it needs one.
        if let window = root as? UIWindow, !window.isHidden { _Turn.setNeedsCommit() }
        guard !isListed else { return }
        isListed = true
        Self.dirtyEngines.append(_WeakEngine(engine: self))
        if !Self.installedHandler {
            Self.installedHandler = true
            _Turn.install(.solveConstraints) { _ in
                MainActor.assumeIsolated {
                    let engines = _LayoutEngine.dirtyEngines
                    _LayoutEngine.dirtyEngines.removeAll()
                    // Only on-screen trees are solved by the commit. A hidden window's engine waits in
                    // the list for the window to show; other trees solve when they are laid out.
                    for entry in engines {
                        guard let engine = entry.engine, let window = engine.root as? UIWindow else {
                            entry.engine?.isListed = false
                            continue
                        }
                        if window.isHidden {
                            _LayoutEngine.dirtyEngines.append(entry)
                        } else {
                            engine.isListed = false
                            engine.solveIfNeeded()
                        }
                    }
                }
            }
        }
    }

    // MARK: Items

    /// The item's record, if it has one: a view's is read from the view, without a look-up.
    func record(of item: AnyObject) -> Record? {
        if let view = item as? UIView { return record(ofView: view) }
        return records[ObjectIdentifier(item)]
    }

    func record(ofView view: UIView) -> Record? {
        if let record = view._layoutRecord, record.engineSerial == serial { return record }
        return records[ObjectIdentifier(view)]
    }

    /// The view stopped or started translating its mask (or its mask changed): its structural constraints
    /// change now, so that constraints activated next do not meet the old ones.
    func structureDidChange(_ view: UIView) {
        if let record = record(ofView: view) { syncSlots(of: record) }
        setNeedsSolve()
    }

    /// Adds a reference to `item`, creating its variables, its structural constraints and its ancestors'.
    @discardableResult
    func retain(_ item: AnyObject) -> Record {
        let id = ObjectIdentifier(item)
        if let record = records[id] { record.references += 1; return record }
        let record = Record(item: item, x: solver.makeVariable(), y: solver.makeVariable(),
                            w: solver.makeVariable(), h: solver.makeVariable(), engineSerial: serial)
        record.references = 1
        if let parentItem = Self.parentItem(of: item, root: root) { record.parent = retain(parentItem) }
        records[id] = record
        for symbol in [record.x, record.y, record.w, record.h] {
            if symbol.id >= recordsBySymbol.count {
                recordsBySymbol += repeatElement(nil, count: max(symbol.id + 1 - recordsBySymbol.count, recordsBySymbol.count))
            }
            recordsBySymbol[symbol.id] = record
        }
        if let guide = item as? UILayoutGuide, guide._kind != .client { solutionDependentRecords[id] = record }
        if fitting == nil, let view = item as? UIView {
            view._layoutEngineMembership = self
            view._layoutRecord = record
            // A new view's frame has not been compared with the solution yet.
            if view !== root { markPending(record) }
        }
        syncSlots(of: record)
        return record
    }

    /// Drops a reference; the last one removes the item's variables' constraints and releases its parent.
    func release(_ record: Record) {
        record.references -= 1
        guard record.references == 0 else { return }
        for (_, slot) in record.slots { if let tag = slot.tag { removeTag(tag) } }
        record.slots.removeAll()
        records[ObjectIdentifier(record.item)] = nil
        solutionDependentRecords[ObjectIdentifier(record.item)] = nil
        pendingFrames[ObjectIdentifier(record)] = nil
        for symbol in [record.x, record.y, record.w, record.h] { recordsBySymbol[symbol.id] = nil }
        if fitting == nil, let view = record.item as? UIView {
            if view._layoutEngineMembership === self { view._layoutEngineMembership = nil }
            if view._layoutRecord === record { view._layoutRecord = nil }
        }
        if let parent = record.parent { release(parent) }
    }

    private static func parentItem(of item: AnyObject, root: UIView) -> AnyObject? {
        if let view = item as? UIView { return view === root ? nil : view._superview }
        return (item as? UILayoutGuide)?._owningView
    }

    // MARK: Client constraints

    func addConstraint(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard users[id] == nil else { return }
        if fitting == nil {
            constraint._engineOwner = self
            Self.sequenceCounter += 1
            constraint._sequence = Self.sequenceCounter
        }
        guard let (spec, held) = userSpec(constraint) else { return }
        if constraint.firstAttribute._isBaseline || constraint.secondAttribute._isBaseline { baselineUsers.insert(id) }
        users[id] = (constraint, held, spec, nil)
        users[id]!.tag = insert(spec, owner: .user(constraint))
        setNeedsSolve(constraintsOnly: true)
    }

    func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let entry = users.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        baselineUsers.remove(ObjectIdentifier(constraint))
        if let tag = entry.tag { removeTag(tag) }
        for record in entry.records { release(record) }
        if constraint._engineOwner === self { constraint._engineOwner = nil }
        setNeedsSolve(constraintsOnly: true)
    }

    /// The constraint's constant or priority changed. A constant change of a constraint in the solver
    /// shifts its rows in place; otherwise the constraint is replaced (a broken one is retried).
    func _constraintDidChange(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard let entry = users[id], let (spec, _) = userSpec(constraint, retaining: false) else { return }
        if let tag = entry.tag, entry.spec.sameExceptConstant(spec) {
            solver.updateConstant(tag, by: spec.constant - entry.spec.constant)
        } else {
            if let tag = entry.tag { removeTag(tag) }
            users[id]!.tag = insert(spec, owner: .user(constraint))
        }
        users[id]!.spec = spec
        setNeedsSolve(constraintsOnly: true)
    }

    /// A view that stands for another's baseline may have changed: the next solve re-reads the baseline
    /// constraints.
    func baselineViewsMayHaveChanged() {
        guard !baselineUsers.isEmpty else { return }
        baselinesNeedRefresh = true
        setNeedsSolve(constraintsOnly: true)
    }

    /// Re-reads every baseline constraint: the view standing for each baseline and its offset. A new
    /// offset shifts the constraint's row in place; a new view replaces the constraint in the solver.
    private func refreshBaselineConstraints() {
        baselinesNeedRefresh = false
        guard !baselineUsers.isEmpty else { return }
        let ids = baselineUsers.sorted { users[$0]!.constraint._sequence < users[$1]!.constraint._sequence }
        for id in ids {
            guard let entry = users[id], let (spec, held) = userSpec(entry.constraint) else { continue }
            // The new records are retained before the old are released, so shared ones survive.
            for record in entry.records { release(record) }
            users[id]!.records = held
            guard spec != entry.spec else { continue }
            if let tag = entry.tag, entry.spec.sameExceptConstant(spec) {
                solver.updateConstant(tag, by: spec.constant - entry.spec.constant)
            } else {
                if let tag = entry.tag { removeTag(tag) }
                users[id]!.tag = insert(spec, owner: .user(entry.constraint))
            }
            users[id]!.spec = spec
        }
    }

    /// Every client constraint, in activation order.
    var constraintsInOrder: [NSLayoutConstraint] {
        users.values.map(\.constraint).sorted { $0._sequence < $1._sequence }
    }

    /// The record, linear expression and constant offset of one side of a constraint. A view's baseline is
    /// that of the view standing for it (`forFirstBaselineLayout`/`forLastBaselineLayout`, when inside it),
    /// at `y + heightFactor × h + offset`.
    private func side(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, retaining: Bool)
        -> (record: Record, terms: [(Symbol, Double)], offset: Double)? {
        var item = item, attribute = attribute
        if let view = item as? UIView, let base = attribute._withoutMargins {
            item = view.layoutMarginsGuide
            attribute = base
        }
        var baseline: (heightFactor: CGFloat, offset: CGFloat) = (1, 0)
        if attribute._isBaseline, let view = item as? UIView {
            let last = attribute == .lastBaseline
            let standIn = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
            let baselineView = standIn === view || !standIn._isDescendant(of: view) ? view : standIn
            item = baselineView
            baseline = baselineView._baselineFromTop(last: last)
        }
        guard item is _LayoutItem else { return nil }
        let record = retaining ? retain(item) : record(of: item)
        guard let record else { return nil }
        let terms: [(Symbol, Double)] = switch attribute {
        case .left, .leading: [(record.x, 1)]
        case .right, .trailing: [(record.x, 1), (record.w, 1)]
        case .top: [(record.y, 1)]
        case .bottom: [(record.y, 1), (record.h, 1)]
        case .lastBaseline, .firstBaseline:
            baseline.heightFactor == 0 ? [(record.y, 1)] : [(record.y, 1), (record.h, Double(baseline.heightFactor))]
        case .width: [(record.w, 1)]
        case .height: [(record.h, 1)]
        case .centerX: [(record.x, 1), (record.w, 0.5)]
        case .centerY: [(record.y, 1), (record.h, 0.5)]
        default: []
        }
        return (record, terms, attribute._isBaseline ? Double(baseline.offset) : 0)
    }

    private func userSpec(_ c: NSLayoutConstraint, retaining: Bool = true) -> (Spec, [Record])? {
        guard let firstItem = c.firstItem, let first = side(firstItem, c.firstAttribute, retaining: retaining) else {
            return nil
        }
        var terms = first.terms
        var held = [first.record]
        var offset = first.offset
        if let secondItem = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let second = side(secondItem, c.secondAttribute, retaining: retaining) else { return nil }
            terms += second.terms.map { ($0.0, -Double(c.multiplier) * $0.1) }
            held.append(second.record)
            offset -= Double(c.multiplier) * second.offset
        }
        let relation: _SimplexSolver.Relation = switch c.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return (Spec(terms, offset - Double(c.constant), relation, strength: c.priority._strength), held)
    }

    // MARK: Solver access with conflict recovery

    /// Adds `spec`; a required conflict logs UIKit's report and breaks the lowest-index client constraint in it.
    private func insert(_ spec: Spec, owner: Owner) -> _SimplexSolver.Tag? {
        while true {
            do {
                let tag = try solver.add(terms: spec.terms, constant: spec.constant, relation: spec.relation,
                                         strength: spec.strength)
                owners[tag.marker] = owner
                if let other = tag.other { owners[other] = owner }
                return tag
            } catch {
                let failure = error
                var conflict: [Owner] = []
                var seen = Set<ObjectIdentifier>()
                for symbol in failure.blocking {
                    guard let blocker = owners[symbol], Self.isRequired(blocker),
                          seen.insert(Self.key(blocker)).inserted else { continue }
                    conflict.append(blocker)
                }
                conflict.append(owner)
                conflict.sort { sequence(of: $0) < sequence(of: $1) }
                let victim = conflict.first(where: { if case .user = $0 { true } else { false } }) ?? owner
                if fitting == nil { logUnsatisfiable(conflict, breaking: victim) }
                if Self.key(victim) == Self.key(owner) { return nil }
                guard case .user(let broken) = victim, let entry = users[ObjectIdentifier(broken)],
                      let tag = entry.tag else { return nil }
                removeTag(tag)
                users[ObjectIdentifier(broken)]!.tag = nil
            }
        }
    }

    private func removeTag(_ tag: _SimplexSolver.Tag) {
        solver.remove(tag)
        owners[tag.marker] = nil
        if let other = tag.other { owners[other] = nil }
    }

    private static func isRequired(_ owner: Owner) -> Bool {
        switch owner {
        case .user(let c): c.priority._isRequired
        case .structural(let record, let name): record.slots[name]?.spec.strength == _SimplexSolver.required
        }
    }

    private static func key(_ owner: Owner) -> ObjectIdentifier {
        switch owner {
        case .user(let c): ObjectIdentifier(c)
        case .structural(let record, _): ObjectIdentifier(record)
        }
    }

    private func sequence(of owner: Owner) -> Int {
        switch owner {
        case .user(let c): c._sequence
        case .structural(let record, let name): record.slots[name]?.sequence ?? Int.max
        }
    }

    private func text(of owner: Owner) -> String {
        switch owner {
        case .user(let c): c._description
        case .structural(let record, let name): structuralDescription(record, name)
        }
    }

    private func logUnsatisfiable(_ conflict: [Owner], breaking victim: Owner) {
        _Diagnostics.log("Unable to simultaneously satisfy constraints.")
        _Diagnostics.log("\tProbably at least one of the constraints in the following list is one you don't want. ")
        _Diagnostics.log("\tTry this: ")
        _Diagnostics.log("\t\t(1) look at each constraint and try to figure out which you don't expect; ")
        _Diagnostics.log("\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ")
        if conflict.contains(where: { if case .structural = $0 { true } else { false } }) {
            _Diagnostics.log("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        _Diagnostics.log("(")
        for (index, owner) in conflict.enumerated() {
            _Diagnostics.log("    \"\(text(of: owner))\"" + (index < conflict.count - 1 ? "," : ""))
        }
        _Diagnostics.log(")")
        _Diagnostics.log("")
        _Diagnostics.log("Will attempt to recover by breaking constraint ")
        _Diagnostics.log(text(of: victim))
        _Diagnostics.log("")
        _Diagnostics.log("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        _Diagnostics.log("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
    }

    // MARK: Structural constraints

    /// Brings the item's structural constraints in line with its current state. Returns whether any changed.
    @discardableResult
    private func syncSlots(of record: Record) -> Bool {
        let wanted = structuralSpecs(for: record)
        var changed = false
        for (name, slot) in record.slots where wanted[name] == nil {
            if let tag = slot.tag { removeTag(tag) }
            record.slots[name] = nil
            changed = true
        }
        for (name, spec) in wanted.sorted(by: { $0.key < $1.key }) {
            if let slot = record.slots[name], slot.spec == spec { continue }
            if let slot = record.slots[name], let tag = slot.tag, slot.spec.sameExceptConstant(spec) {
                solver.updateConstant(tag, by: spec.constant - slot.spec.constant)
                record.slots[name]!.spec = spec
                changed = true
                continue
            }
            if let tag = record.slots[name]?.tag { removeTag(tag) }
            let sequence = record.slots[name]?.sequence ?? { Self.sequenceCounter += 1; return Self.sequenceCounter }()
            record.slots[name] = Slot(spec: spec, tag: nil, sequence: sequence)
            record.slots[name]!.tag = insert(spec, owner: .structural(record, name))
            changed = true
        }
        return changed
    }

    private func structuralSpecs(for record: Record) -> [SlotName: Spec] {
        var specs: [SlotName: Spec] = [:]
        if let view = record.item as? UIView {
            if view === root {
                specs[.x] = Spec([(record.x, 1)], 0)
                specs[.y] = Spec([(record.y, 1)], 0)
                if let fitting {
                    specs[.w] = Spec([(record.w, 1)], -Double(fitting.size.width), strength: fitting.horizontal._strength)
                    specs[.h] = Spec([(record.h, 1)], -Double(fitting.size.height), strength: fitting.vertical._strength)
                    addIntrinsicSpecs(view, record, &specs)
                } else {
                    let size = view.bounds.size
                    specs[.w] = Spec([(record.w, 1)], -Double(size.width))
                    specs[.h] = Spec([(record.h, 1)], -Double(size.height))
                }
            } else if view.translatesAutoresizingMaskIntoConstraints, let parent = record.parent,
                      let superview = view._superview {
                addAutoresizingSpecs(view, record, parent, superview, &specs)
            } else {
                addIntrinsicSpecs(view, record, &specs)
            }
        } else if let guide = record.item as? UILayoutGuide, guide._kind != .client,
                  let owner = guide._owningView, let parent = record.parent {
            let insets = solvedInsets(of: guide, owner, parent)
            specs[.x] = Spec([(record.x, 1), (parent.x, -1)], -Double(insets.left))
            specs[.y] = Spec([(record.y, 1), (parent.y, -1)], -Double(insets.top))
            specs[.w] = Spec([(record.w, 1), (parent.w, -1)], Double(insets.left + insets.right))
            specs[.h] = Spec([(record.h, 1), (parent.h, -1)], Double(insets.top + insets.bottom))
        }
        return specs
    }

    /// How a structural constraint reads in the unsatisfiable-constraints report, in UIKit's style.
    private func structuralDescription(_ record: Record, _ name: SlotName) -> String {
        guard let spec = record.slots[name]?.spec else { return name.attributeName }
        let attribute = name.attributeName
        if let view = record.item as? UIView {
            if name.isContentSize {
                let axis = name.axis
                return "<NSContentSizeLayoutConstraint:\(_objcAddressString(view)) \(_itemName(view)).\(attribute) == \(_g(CGFloat(-spec.constant))) Hug:\(_g(CGFloat(view.contentHuggingPriority(for: axis).rawValue))) CompressionResistance:\(_g(CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue)))   (active)>"
            }
            let mask = view === root ? [] : view.autoresizingMask
            func flags(_ a: Bool, _ b: Bool, _ c: Bool) -> String { (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-") }
            let h = flags(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            let v = flags(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let frame = view.frame
            let value: CGFloat = switch name {
            case .x: view === root ? 0 : frame.minX
            case .y: view === root ? 0 : frame.minY
            case .w: frame.width
            default: frame.height
            }
            return "<NSAutoresizingMaskLayoutConstraint:\(_objcAddressString(view)) h=\(h) v=\(v) \(_itemName(view)).\(attribute) == \(_g(value))   (active)>"
        }
        let guideName = _itemName(record.item)
        let ownerName = _itemName((record.item as? UILayoutGuide)?._owningView)
        let plain = name.guideAttributeName
        let constant = -spec.constant
        let tail = constant == 0 ? "" : constant < 0 ? " - \(_g(CGFloat(-constant)))" : " + \(_g(CGFloat(constant)))"
        return "<NSLayoutConstraint:\(_objcAddressString(record)) '\(guideName)-\(plain)' \(guideName).\(plain) == \(ownerName).\(plain)\(tail)   (active)>"
    }

    /// The autoresizing mask as constraints: each flexible part takes its share of the superview's change in
    /// size (the same linear rule `_autoresize` applies), so with an unchanged superview the frame holds.
    private func addAutoresizingSpecs(_ view: UIView, _ record: Record, _ parent: Record, _ superview: UIView,
                                      _ specs: inout [SlotName: Spec]) {
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let frame = view.frame, superBounds = superview.bounds
        func weights(start: CGFloat, length: CGFloat, end: CGFloat, flexible: (Bool, Bool, Bool)) -> (Double, Double) {
            let shares = _GeometryRules.autoresizingShares(delta: 1, start: start, length: length, end: end,
                                                           flexible: flexible)
            return (Double(shares.start), Double(shares.length))
        }
        let (wx, ww) = weights(start: frame.minX, length: frame.width, end: superBounds.width - frame.maxX,
                               flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                          mask.contains(.flexibleRightMargin)))
        let (wy, wh) = weights(start: frame.minY, length: frame.height, end: superBounds.height - frame.maxY,
                               flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                          mask.contains(.flexibleBottomMargin)))
        let L = Double(superBounds.width), H = Double(superBounds.height)
        let localX = Double(frame.minX), localY = Double(frame.minY)
        specs[.x] = Spec([(record.x, 1), (parent.x, -1), (parent.w, -wx)], -(localX - wx * L))
        specs[.y] = Spec([(record.y, 1), (parent.y, -1), (parent.h, -wy)], -(localY - wy * H))
        specs[.w] = Spec([(record.w, 1), (parent.w, -ww)], -(Double(frame.width) - ww * L))
        specs[.h] = Spec([(record.h, 1), (parent.h, -wh)], -(Double(frame.height) - wh * H))
    }

    /// Intrinsic size as hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`).
    private func addIntrinsicSpecs(_ view: UIView, _ record: Record, _ specs: inout [SlotName: Spec]) {
        let size = view.intrinsicContentSize
        if size.width != UIView.noIntrinsicMetric {
            let hug = view.contentHuggingPriority(for: .horizontal)
            let resist = view.contentCompressionResistancePriority(for: .horizontal)
            specs[.hugW] = Spec([(record.w, 1)], -Double(size.width), .lessThanOrEqual, strength: hug._strength)
            specs[.resistW] = Spec([(record.w, 1)], -Double(size.width), .greaterThanOrEqual, strength: resist._strength)
        }
        if size.height != UIView.noIntrinsicMetric {
            let hug = view.contentHuggingPriority(for: .vertical)
            let resist = view.contentCompressionResistancePriority(for: .vertical)
            specs[.hugH] = Spec([(record.h, 1)], -Double(size.height), .lessThanOrEqual, strength: hug._strength)
            specs[.resistH] = Spec([(record.h, 1)], -Double(size.height), .greaterThanOrEqual, strength: resist._strength)
        }
    }

    /// The view's safe-area insets as the current solution places it (the rule of `UIView.safeAreaInsets`).
    private func solvedSafeAreaInsets(of view: UIView, _ record: Record) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if fitting == nil, let window = root as? UIWindow {
            let windowInsets = window._windowSafeAreaInsets
            let x = CGFloat(solver.value(of: record.x)), y = CGFloat(solver.value(of: record.y))
            let w = CGFloat(solver.value(of: record.w)), h = CGFloat(solver.value(of: record.h))
            let bounds = window.bounds
            func reach(_ depth: CGFloat, _ band: CGFloat) -> CGFloat { _GeometryRules.reach(depth, into: band) }
            insets = UIEdgeInsets(top: reach(windowInsets.top - y, windowInsets.top),
                                  left: reach(windowInsets.left - x, windowInsets.left),
                                  bottom: reach(windowInsets.bottom - (bounds.height - (y + h)), windowInsets.bottom),
                                  right: reach(windowInsets.right - (bounds.width - (x + w)), windowInsets.right))
        }
        return _GeometryRules.safeArea(insets, adding: view._viewController)
    }

    /// The insets of one of a view's own guides from the current solution.
    private func solvedInsets(of guide: UILayoutGuide, _ owner: UIView, _ record: Record) -> UIEdgeInsets {
        let size = CGSize(width: solver.value(of: record.w), height: solver.value(of: record.h))
        switch guide._kind {
        case .safeArea: return solvedSafeAreaInsets(of: owner, record)
        case .layoutMargins: return solvedLayoutMargins(of: owner, record)
        case .readableContent:
            return _GeometryRules.readableInsets(margins: solvedLayoutMargins(of: owner, record), width: size.width)
        case .keyboard, .client:
            let bottom = _GeometryRules.keyboardGuideHeight(guide, owner: owner, ownerHeight: size.height,
                                                            safeAreaBottom: solvedSafeAreaInsets(of: owner, record).bottom)
            return UIEdgeInsets(top: size.height - bottom, left: 0, bottom: 0, right: 0)
        }
    }

    private func solvedLayoutMargins(of view: UIView, _ record: Record) -> UIEdgeInsets {
        _GeometryRules.layoutMargins(view._storedLayoutMargins,
                                     safeArea: view.insetsLayoutMarginsFromSafeArea ? solvedSafeAreaInsets(of: view, record) : nil)
    }

    // MARK: Solving and applying

    /// Runs the update-constraints pass if one is pending, refreshes the structural constraints, and marks
    /// for layout the superview of every view whose solved frame differs from its frame.
    func solveIfNeeded() {
        if needsUpdatePass {
            needsUpdatePass = false
            root._updateConstraintsPass()
        }
        guard isDirty || fitting != nil else { return }
        isDirty = false
        let everything = structureNeedsRefresh || fitting != nil
        structureNeedsRefresh = false
        if everything || baselinesNeedRefresh { refreshBaselineConstraints() }
        refreshStructure(everything: everything)
        guard fitting == nil else { return }
        let scale = pixelScale
        if everything {
            solver.forgetChangedExternals()
            for record in records.values { markSuperviewIfFrameChanged(record.item, scale: scale) }
            return
        }
        let changed = solver.takeChangedExternals()
        // Only the views whose variables changed, and their subviews (whose frames are relative to them),
        // can have new frames.
        visitStamp += 1
        for symbol in changed {
            guard symbol.id < recordsBySymbol.count, let record = recordsBySymbol[symbol.id],
                  record.visitStamp != visitStamp else { continue }
            record.visitStamp = visitStamp
            guard let view = record.item as? UIView else { continue }
            markSuperviewIfFrameChanged(view, scale: scale)
            for subview in view._subviews { markSuperviewIfFrameChanged(subview, scale: scale) }
        }
    }

    /// Marks for layout the superview of `item` when it is a view placed by the engine whose solved frame
    /// differs from its frame, and lists the view for that layout.
    private func markSuperviewIfFrameChanged(_ item: AnyObject, scale: CGFloat) {
        guard let view = item as? UIView, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
              let superview = view._superview, let record = record(ofView: view),
              let frame = solvedFrame(of: record, scale: scale), frame != view.frame else { return }
        record.differsAtRevision = solver.revision
        markPending(record)
        superview.setNeedsLayout()
    }

    /// Lists a view's record for its superview's next `applyFrames(toSubviewsOf:)`.
    private func markPending(_ record: Record) {
        guard !record.isPending, let parent = record.parent else { return }
        record.isPending = true
        pendingFrames[ObjectIdentifier(parent), default: []].append(record)
    }

    /// A view the engine places had its frame, bounds or centre set from outside: its superview's next
    /// layout compares it with the solution again (and puts it back), as it does every view whose
    /// solution moved.
    func geometryDidChangeOutside(_ view: UIView) {
        guard let record = record(ofView: view) else { return }
        record.differsAtRevision = .max
        markPending(record)
    }

    /// Gives the listed engine-placed subviews of `superview` their solved frames, in subview order. Every
    /// other engine-placed subview has its solved frame already, so this costs what moved, not the number
    /// of subviews. A view whose frame still differs after the set (a transform makes `frame` a bounding
    /// box) stays listed, so that each layout sets it again, as it did when every subview was compared.
    func applyFrames(toSubviewsOf superview: UIView) {
        guard !pendingFrames.isEmpty, let own = record(ofView: superview),
              let listed = pendingFrames.removeValue(forKey: ObjectIdentifier(own)) else { return }
        for record in listed { record.isPending = false }
        let scale = pixelScale
        func apply(_ subview: UIView) {
            // Each subview here is in `superview` (read from its list, or checked).
            guard !subview.translatesAutoresizingMaskIntoConstraints, let record = record(ofView: subview),
                  let frame = solvedFrame(of: record, scale: scale) else { return }
            // A solve compared this frame with this solution already (and nothing set it since): no
            // second read.
            let differs = record.differsAtRevision == solver.revision
            record.differsAtRevision = .max
            guard differs || frame != subview.frame else { return }
            subview.frame = frame
            if subview.frame != frame { markPending(record) }
        }
        if listed.count == 1 {
            let record = listed[0]
            guard record.references > 0, let subview = record.item as? UIView, subview._superview === superview,
                  subview._layoutRecord === record else { return }
            apply(subview)
            return
        }
        var wanted = Set<ObjectIdentifier>()
        wanted.reserveCapacity(listed.count)
        for record in listed where record.references > 0 { wanted.insert(ObjectIdentifier(record.item)) }
        // The wanted subviews in subview order; the visit stops at the last one.
        var ordered: [UIView] = []
        ordered.reserveCapacity(wanted.count)
        let subviews = superview._subviews
        subviews.withElements { buffer in
            for case let subview? in buffer where wanted.contains(ObjectIdentifier(subview)) {
                ordered.append(subview)
                if ordered.count == wanted.count { break }
            }
        }
        for subview in ordered { apply(subview) }
    }

    /// Re-reads geometry into the structural constraints until the guides' insets settle: every record's,
    /// or (`everything` false, when only client constraints changed) the guides' that read the solution.
    private func refreshStructure(everything: Bool) {
        let ordered: [Record]
        if everything {
            if orderedRecords == nil { orderedRecords = records.values.sorted(by: { $0.x < $1.x }) }
            ordered = orderedRecords!
        } else {
            ordered = solutionDependentRecords.values.sorted(by: { $0.x < $1.x })
        }
        for _ in 0..<Self.structurePasses {
            var changed = false
            for record in ordered where syncSlots(of: record) { changed = true }
            if !changed { return }
        }
        // The guides' insets still moved in the last pass (a constraint ties a guide to a view whose
        // position sets that guide's insets): say so instead of laying out from unsettled insets silently.
        if fitting == nil {
            _Diagnostics.log("[LayoutConstraints] Layout guide insets of \(_itemName(root)) did not settle after \(Self.structurePasses) passes; the layout may be out of date. Check for constraints that tie a view's safe-area or margins guide to views whose position sets those insets.")
        }
    }

    /// How many times a solve re-reads geometry into the structural constraints before giving up.
    static let structurePasses = 4

    /// The view's frame in its superview from the solution, with edges rounded to the screen's pixels.
    /// Positions are relative to the superview's edges whatever its bounds origin, as in UIKit, where a
    /// view pinned to a scroll view's edges moves with the content.
    func solvedFrame(of view: UIView) -> CGRect? { solvedFrame(of: view, scale: pixelScale) }

    /// The scale `solvedFrame(of:)` rounds to.
    var pixelScale: CGFloat { (root as? UIWindow)?.screen.scale ?? UIScreen.main.scale }

    /// `solvedFrame(of:)` rounded to `scale`, which a caller that reads many frames reads once.
    func solvedFrame(of view: UIView, scale: CGFloat) -> CGRect? {
        view._superview == nil ? nil : solvedFrame(ofSubview: view, scale: scale)
    }

    /// `solvedFrame(of:scale:)` of a view the caller knows to be in a superview (a weak load less per view).
    private func solvedFrame(ofSubview view: UIView, scale: CGFloat) -> CGRect? {
        guard let record = record(ofView: view) else { return nil }
        return solvedFrame(of: record, scale: scale)
    }

    /// The solved frame of a view's record, computed once per solver revision.
    private func solvedFrame(of record: Record, scale: CGFloat) -> CGRect? {
        guard let parent = record.parent else { return nil }
        if record.frameRevision == solver.revision, record.frameScale == scale { return record.solvedFrame }
        func pixel(_ value: Double) -> CGFloat {
            CGFloat((value * Double(scale)).rounded(.toNearestOrAwayFromZero) / Double(scale))
        }
        let px = solver.value(of: parent.x), py = solver.value(of: parent.y)
        let x = solver.value(of: record.x) - px, y = solver.value(of: record.y) - py
        let minX = pixel(x), minY = pixel(y)
        let maxX = pixel(x + solver.value(of: record.w)), maxY = pixel(y + solver.value(of: record.h))
        let frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        record.solvedFrame = frame
        record.frameRevision = solver.revision
        record.frameScale = scale
        return frame
    }

    /// The guide's rectangle in its owning view from the solution.
    func solvedLayoutFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let record = record(of: guide), let parent = record.parent,
              guide._owningView != nil else { return nil }
        let x = solver.value(of: record.x) - solver.value(of: parent.x)
        let y = solver.value(of: record.y) - solver.value(of: parent.y)
        return CGRect(x: CGFloat(x), y: CGFloat(y),
                      width: CGFloat(solver.value(of: record.w)), height: CGFloat(solver.value(of: record.h)))
    }

    /// The size of the fitting root in the solution.
    var fittingRootSize: CGSize {
        guard let record = record(of: root) else { return .zero }
        return CGSize(width: solver.value(of: record.w), height: solver.value(of: record.h))
    }
}

@MainActor struct _WeakEngine {
    weak var engine: _LayoutEngine?
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a first or last baseline.
    var _isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// For a margin attribute, the plain attribute of the margins guide; nil otherwise.
    var _withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

extension _LayoutEngine {
    /// A guide's layout frame: from the engine when constraints name it, else from its view's insets.
    static func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let owner = guide._owningView else { return .zero }
        if let engine = owner._layoutEngineMembership {
            engine.solveIfNeeded()
            if let frame = engine.solvedLayoutFrame(of: guide) { return frame }
        }
        switch guide._kind {
        case .client: return .zero
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .layoutMargins: return owner.bounds.inset(by: owner.layoutMargins)
        case .readableContent:
            return owner.bounds.inset(by: _GeometryRules.readableInsets(margins: owner.layoutMargins, width: owner.bounds.width))
        case .keyboard:
            let bottom = _GeometryRules.keyboardGuideHeight(guide, owner: owner, ownerHeight: owner.bounds.height,
                                                            safeAreaBottom: owner.safeAreaInsets.bottom)
            return CGRect(x: owner.bounds.minX, y: owner.bounds.maxY - bottom, width: owner.bounds.width, height: bottom)
        }
    }
}
