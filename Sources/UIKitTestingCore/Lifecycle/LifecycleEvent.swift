import UIKit

/// One recorded lifecycle event, with the names the recorder gave its controllers.
///
/// `notation` prints it the way the behaviour spec writes logs: `C.wA(false, mTP=true)`, `C.wM(P)`,
/// `C.dM(nil)`, `C.viewDidLoad`.
public struct LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, CaseIterable {
        case viewDidLoad
        case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
        case willMoveToParent, didMoveToParent
        case viewWillLayoutSubviews, viewDidLayoutSubviews
        case addChild, removeFromParent
        case beginAppearanceTransition, endAppearanceTransition
        case transitionWillBegin, transitionDidEnd
        /// A base appearance method reached outside UIKit's state machine: a direct call.
        case directAppearanceCall
        case viewDidMoveToSuperview, viewWillRemoveFromSuperview
        /// A containment auditor finding (present only when an auditor is attached).
        case finding
    }

    /// What happened.
    public var kind: Kind
    /// The name of the controller the event is about: the lane it is drawn in.
    public var subject: String
    /// The related controller's name: the parent for willMove/didMove, the child for addChild, the old
    /// parent for removeFromParent, the source of a transition.
    public var related: String?
    /// The destination of a transition.
    public var target: String?
    /// For view events: the view and its new (or old) superview, described by their owners.
    public var viewDescription: String?
    /// For view events: the superview, described like `viewDescription`.
    public var superviewDescription: String?
    /// The `animated` argument of an appearance callback or begin; a transition's duration > 0.
    public var animated: Bool
    /// For begin and direct calls: whether the direction is appearing.
    public var isAppearing: Bool
    /// For end: false when UIKit found no matching begin.
    public var isBalanced: Bool
    /// The flags as the public getters read them inside the callback.
    public var isMovingToParent: Bool
    /// `isMovingFromParent` as read inside the callback.
    public var isMovingFromParent: Bool
    /// `isBeingPresented` as read inside the callback.
    public var isBeingPresented: Bool
    /// `isBeingDismissed` as read inside the callback.
    public var isBeingDismissed: Bool
    /// For willMove/didMove: whether UIKit sent it (addChild, removeFromParent, the §2.4 re-send) rather
    /// than the client.
    public var sentByUIKit: Bool
    /// For transitions: the duration; for the end, whether the animation finished.
    public var duration: TimeInterval
    /// For the end of a transition: the `finished` value its completion received.
    public var finished: Bool
    /// For direct calls: which callback; for findings: `<rule id>: <message>`, with controllers by name.
    public var detail: String?
    /// The turn (`currentTurn`) in which it happened.
    public var turn: Int
    /// The media time (`CACurrentMediaTime()`) of the event.
    public var time: CFTimeInterval

    /// The event in the spec's notation.
    public var notation: String {
        let s = subject
        func flags(appearing: Bool) -> String {
            var parts = ["\(animated)"]
            if appearing && isMovingToParent { parts.append("mTP=true") }
            if !appearing && isMovingFromParent { parts.append("mFP=true") }
            if isBeingPresented { parts.append("bP=true") }
            if isBeingDismissed { parts.append("bD=true") }
            return "(" + parts.joined(separator: ", ") + ")"
        }
        switch kind {
        case .viewDidLoad: return "\(s).viewDidLoad"
        case .viewWillAppear: return "\(s).wA\(flags(appearing: true))"
        case .viewDidAppear: return "\(s).dA\(flags(appearing: true))"
        case .viewWillDisappear: return "\(s).wD\(flags(appearing: false))"
        case .viewDidDisappear: return "\(s).dD\(flags(appearing: false))"
        case .viewIsAppearing: return "\(s).viewIsAppearing(\(animated))"
        case .willMoveToParent: return "\(s).wM(\(related ?? "nil"))"
        case .didMoveToParent: return "\(s).dM(\(related ?? "nil"))"
        case .viewWillLayoutSubviews: return "\(s).viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: return "\(s).viewDidLayoutSubviews"
        case .addChild: return "\(s).addChild(\(related ?? "nil"))"
        case .removeFromParent: return "\(s).removeFromParent()"
        case .beginAppearanceTransition: return "\(s).beginAppearanceTransition(\(isAppearing), animated: \(animated))"
        case .endAppearanceTransition: return "\(s).endAppearanceTransition()" + (isBalanced ? "" : " unbalanced")
        case .transitionWillBegin:
            return "\(s).transition(from: \(related ?? "nil"), to: \(target ?? "nil"), duration: \(duration))"
        case .transitionDidEnd:
            return "\(s).transition(from: \(related ?? "nil"), to: \(target ?? "nil")) completed(\(finished))"
        case .directAppearanceCall: return "\(s).\(detail ?? "appearance")(\(animated)) called directly"
        case .viewDidMoveToSuperview:
            return "\(viewDescription ?? s).didMoveToSuperview(\(superviewDescription ?? "nil"))"
        case .viewWillRemoveFromSuperview:
            return "\(viewDescription ?? s).willRemoveFromSuperview(\(superviewDescription ?? "nil"))"
        case .finding: return "\(s) [Containment] \(detail ?? "")"
        }
    }

    /// The event in the spec's notation, as `notation`.
    public var description: String { notation }

    /// Whether the event is a lifecycle callback that the controller itself receives (as opposed to a
    /// call made on it, a view event or a finding).
    public var isCallback: Bool {
        switch kind {
        case .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
             .viewDidDisappear, .willMoveToParent, .didMoveToParent, .viewWillLayoutSubviews, .viewDidLayoutSubviews:
            return true
        default:
            return false
        }
    }
}

extension LifecycleEvent {
    init(kind: Kind, subject: String, turn: Int, time: CFTimeInterval) {
        self.kind = kind
        self.subject = subject
        animated = false
        isAppearing = false
        isBalanced = true
        isMovingToParent = false
        isMovingFromParent = false
        isBeingPresented = false
        isBeingDismissed = false
        sentByUIKit = false
        duration = 0
        finished = true
        self.turn = turn
        self.time = time
    }

    static func kind(of raw: _LifecycleEvent.Kind) -> Kind {
        switch raw {
        case .viewDidLoad: return .viewDidLoad
        case .viewWillAppear: return .viewWillAppear
        case .viewIsAppearing: return .viewIsAppearing
        case .viewDidAppear: return .viewDidAppear
        case .viewWillDisappear: return .viewWillDisappear
        case .viewDidDisappear: return .viewDidDisappear
        case .willMoveToParent: return .willMoveToParent
        case .didMoveToParent: return .didMoveToParent
        case .viewWillLayoutSubviews: return .viewWillLayoutSubviews
        case .viewDidLayoutSubviews: return .viewDidLayoutSubviews
        case .addChild: return .addChild
        case .removeFromParent: return .removeFromParent
        case .beginAppearanceTransition: return .beginAppearanceTransition
        case .endAppearanceTransition: return .endAppearanceTransition
        case .transitionWillBegin: return .transitionWillBegin
        case .transitionDidEnd: return .transitionDidEnd
        case .directAppearanceCall: return .directAppearanceCall
        case .viewDidMoveToSuperview: return .viewDidMoveToSuperview
        case .viewWillRemoveFromSuperview: return .viewWillRemoveFromSuperview
        }
    }

    static func callbackName(_ raw: _LifecycleEvent.Kind?) -> String {
        switch raw {
        case .viewWillAppear: return "viewWillAppear"
        case .viewDidAppear: return "viewDidAppear"
        case .viewWillDisappear: return "viewWillDisappear"
        case .viewDidDisappear: return "viewDidDisappear"
        default: return "appearance"
        }
    }
}
