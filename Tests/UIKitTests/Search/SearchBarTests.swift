import Testing
@testable import UIKit
import UIKitTesting

/// Records a search bar delegate's calls.
@MainActor
final class SearchBarDelegateLog: NSObject, UISearchBarDelegate {
    var entries: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsChange = true
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        entries.append("didBegin(first responder: \(searchBar.isFirstResponder))")
    }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldEnd"); return allowsEnd }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        entries.append("didEnd(first responder: \(searchBar.isFirstResponder))")
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("textDidChange(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange(\(range.location),\(range.length),\(text))")
        return allowsChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { entries.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
}

/// A delegate that implements nothing.
@MainActor final class SilentSearchBarDelegate: NSObject, UISearchBarDelegate {}

@MainActor @Suite("UISearchBar", .serialized, .checksForLeaks)
struct SearchBarTests {
    /// A window with a search bar across its top, below the safe area.
    func shownBar() -> (UIWindow, UISearchBar) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.isHidden = false
        let bar = UISearchBar(frame: CGRect(x: 0, y: 59, width: 393, height: 56))
        window.addSubview(bar)
        bar.layoutIfNeeded()
        return (window, bar)
    }

    @Test("Defaults: empty text, no placeholder, no Cancel button, 56 points high, the field 36 high inset 8")
    func defaults() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 393, height: 56))
        #expect(bar.text == "")
        #expect(bar.placeholder == nil)
        #expect(!bar.showsCancelButton && bar._cancelButton.isHidden)
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 56))
        #expect(bar.searchTextField.borderStyle == .roundedRect)
        #expect(bar.searchTextField.returnKeyType == .search)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 377, height: 36))
        bar.placeholder = "Mail"
        #expect(bar.searchTextField.placeholder == "Mail")
    }

    @Test("showsCancelButton: the Cancel button at the trailing edge, 8 in; the field ends 8 before it")
    func cancelButtonLayout() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 393, height: 56))
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        let button = bar._cancelButton
        #expect(!button.isHidden)
        #expect(button.title(for: .normal) == "Cancel")
        let width = button.intrinsicContentSize.width
        #expect(width > 0)
        #expect(button.frame == CGRect(x: 385 - width, y: 0, width: width, height: 56))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 377 - width - 8, height: 36))
        bar.showsCancelButton = false
        bar.layoutIfNeeded()
        #expect(button.isHidden && bar.searchTextField.frame.width == 377)
    }

    @Test("Editing: should/did begin, change and text, Search key, should/did end, in iOS's order")
    func delegateOrder() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, bar) = shownBar()
            let log = SearchBarDelegateLog()
            bar.delegate = log
            #expect(bar.becomeFirstResponder())
            #expect(bar.isFirstResponder)
            SimulatedKeyboard.type("ab", in: window)
            SimulatedKeyboard.deleteBackward(in: window)
            SimulatedKeyboard.type("\n", in: window)
            #expect(bar.isFirstResponder, "the Search key does not end editing by itself")
            #expect(bar.resignFirstResponder())
            #expect(log.entries == [
                "shouldBegin", "didBegin(first responder: true)",
                "shouldChange(0,0,a)", "textDidChange(a)",
                "shouldChange(1,0,b)", "textDidChange(ab)",
                "shouldChange(1,1,)", "textDidChange(a)",
                "search",
                "shouldEnd", "didEnd(first responder: false)",
            ])
            #expect(bar.text == "a")
            clock.advance(by: 1)
            SimulatedKeyboard.reset()
            _ = window
        }
    }

    @Test("The delegate refuses: no editing, no change, editing goes on")
    func delegateRefuses() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, bar) = shownBar()
            let log = SearchBarDelegateLog()
            bar.delegate = log
            log.allowsBegin = false
            #expect(!bar.becomeFirstResponder())
            #expect(log.entries == ["shouldBegin"])
            log.allowsBegin = true
            log.entries = []
            #expect(bar.becomeFirstResponder())
            log.allowsChange = false
            SimulatedKeyboard.type("x", in: window)
            #expect(bar.text == "")
            log.allowsEnd = false
            #expect(!bar.resignFirstResponder())
            #expect(bar.isFirstResponder)
            #expect(log.entries == ["shouldBegin", "didBegin(first responder: true)", "shouldChange(0,0,x)", "shouldEnd"])
            log.allowsEnd = true
            #expect(bar.resignFirstResponder())
            clock.advance(by: 1)
            SimulatedKeyboard.reset()
            _ = window
        }
    }

    @Test("Setting text in code tells the delegate nothing; a tap on Cancel tells it")
    func programmaticTextAndCancelTap() {
        withVirtualClock { _ in
            let (window, bar) = shownBar()
            let log = SearchBarDelegateLog()
            bar.delegate = log
            bar.text = "code"
            #expect(bar.searchTextField.text == "code")
            bar.showsCancelButton = true
            bar.layoutIfNeeded()
            tap(bar._cancelButton)
            #expect(log.entries == ["cancel"])
            _ = window
        }
    }

    @Test("A delegate that implements nothing: editing and the buttons still work")
    func silentDelegate() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, bar) = shownBar()
            let silent = SilentSearchBarDelegate()
            bar.delegate = silent
            #expect(bar.becomeFirstResponder())
            SimulatedKeyboard.type("q\n", in: window)
            #expect(bar.text == "q")
            #expect(bar.resignFirstResponder())
            bar._cancelButtonTapped()
            clock.advance(by: 1)
            SimulatedKeyboard.reset()
            _ = window
        }
    }
}
