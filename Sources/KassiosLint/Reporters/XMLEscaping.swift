/// Escaping shared by the XML reporters (JUnit, Checkstyle).
///
/// XML 1.0 cannot hold most control characters at all, not even as character references, so
/// they become U+FFFD. Carriage returns, and in attributes also tabs and newlines, are written as
/// character references: a parser would otherwise turn them into newlines or spaces.
public enum XMLEscaping {
    /// Character data between tags.
    public static func text(_ value: String) -> String {
        escaped(value, inAttribute: false)
    }

    /// An attribute value, to be written between double quotes.
    public static func attribute(_ value: String) -> String {
        escaped(value, inAttribute: true)
    }

    private static func escaped(_ value: String, inAttribute: Bool) -> String {
        var text = ""
        text.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\"" where inAttribute: text += "&quot;"
            case "\r": text += "&#13;"
            case "\n" where inAttribute: text += "&#10;"
            case "\t" where inAttribute: text += "&#9;"
            default:
                text.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return text
    }

    /// XML 1.0's `Char` production; Swift strings hold no surrogates.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}
