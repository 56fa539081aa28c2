import Foundation

extension UITextView {
    /// The links in the text: runs with a `.link` attribute (a `URL`, or a `String` that makes one), then,
    /// while the view is not editable and detects `.link`, the web addresses found in the rest of the
    /// text. Ranges are UTF-16, in text order within each kind.
    func _links() -> [(range: NSRange, url: URL)] {
        guard let text = _attributedText, text.length > 0 else { return [] }
        var links: [(range: NSRange, url: URL)] = []
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length)) { value, range, _ in
            if let url = value as? URL {
                links.append((range, url))
            } else if let string = value as? String, let url = URL(string: string) {
                links.append((range, url))
            }
        }
        if !isEditable && dataDetectorTypes.contains(.link) {
            let attributed = links.map(\.range)
            for found in UITextView._detectedWebAddresses(in: text.string as NSString)
            where !attributed.contains(where: { NSIntersectionRange($0, found.range).length > 0 }) {
                links.append(found)
            }
        }
        return links
    }

    /// Words (runs between white space) that start with `http://`, `https://` or `www.`, without the
    /// punctuation that ends a sentence around them; `www.` addresses get `http://`. Ours: iOS's detector
    /// finds more forms.
    static func _detectedWebAddresses(in string: NSString) -> [(range: NSRange, url: URL)] {
        var found: [(range: NSRange, url: URL)] = []
        let length = string.length
        var index = 0
        func isSpace(_ unit: unichar) -> Bool {
            unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0xA0 || unit == 0x2028 || unit == 0x2029
        }
        while index < length {
            while index < length, isSpace(string.character(at: index)) { index += 1 }
            let start = index
            while index < length, !isSpace(string.character(at: index)) { index += 1 }
            var end = index
            while end > start, let scalar = Unicode.Scalar(string.character(at: end - 1)),
                  ".,;:!?)]}'\"".unicodeScalars.contains(scalar) { end -= 1 }
            guard end > start else { continue }
            let range = NSRange(location: start, length: end - start)
            let word = string.substring(with: range)
            let lower = word.lowercased()
            let address: String? = if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
                lower.count > (lower.hasPrefix("https://") ? 8 : 7) ? word : nil
            } else if lower.hasPrefix("www."), lower.count > 4 {
                "http://" + word
            } else {
                nil
            }
            if let address, let url = URL(string: address) { found.append((range, url)) }
        }
        return found
    }

    /// The text as drawn: the links take `linkTextAttributes` (by default the tint colour).
    func _textWithLinkAttributes(_ text: NSAttributedString) -> NSAttributedString {
        let links = _links()
        guard !links.isEmpty else { return text }
        var attributes = linkTextAttributes ?? [:]
        if let color = attributes[.foregroundColor] as? UIColor { attributes[.foregroundColor] = _resolved(color) }
        let drawn = NSMutableAttributedString(attributedString: text)
        for link in links where link.range.location + link.range.length <= drawn.length {
            drawn.addAttributes(attributes, range: link.range)
        }
        return drawn
    }

    /// The link drawn under `point` (view coordinates, which are the content's), if any.
    func _link(at point: CGPoint) -> (url: URL, range: NSRange)? {
        guard let character = characterRange(at: point).flatMap(_textNSRange) else { return nil }
        return _links().first { NSLocationInRange(character.location, $0.range) }.map { ($0.url, $0.range) }
    }

    /// A tap on a link: the delegate is asked (`textView(_:shouldInteractWith:in:interaction:)` with
    /// `.invokeDefaultAction`); when it agrees or does not implement the method, the app opens the URL.
    func _interact(with url: URL, in range: NSRange) {
        let allowed = _textViewDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true
        if allowed { UIApplication.shared.open(url) }
    }
}
