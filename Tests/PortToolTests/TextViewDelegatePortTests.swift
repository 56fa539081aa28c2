import PortTool
import Testing

@Suite("UITextViewDelegate in ported code (issue 14)")
struct TextViewDelegatePortTests {
    @Test("`textView.delegate = self` is left as it is; an optional call on the delegate drops its ?")
    func delegateSelfIdiom() {
        expectPort("""
            final class Notes: UIViewController, UITextViewDelegate {
                let textView = UITextView()
                override func viewDidLoad() {
                    textView.delegate = self
                    let delegate = textView.delegate as? UITextViewDelegate
                    delegate?.textViewDidChange?(textView)
                }
                func textViewDidChange(_ textView: UITextView) {}
            }
            """, """
            final class Notes: UIViewController, UITextViewDelegate {
                let textView = UITextView()
                override func viewDidLoad() {
                    textView.delegate = self
                    let delegate = textView.delegate as? UITextViewDelegate
                    delegate?.textViewDidChange(textView)
                }
                func textViewDidChange(_ textView: UITextView) {}
            }
            """, [
                "File.swift:6: delegate?.textViewDidChange?(textView) → delegate?.textViewDidChange(…) (a default implementation now answers)",
            ])
    }
}
