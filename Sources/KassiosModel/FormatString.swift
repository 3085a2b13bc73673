/// A `String(format:)` format read as the interpolation it stands for: `"cell_%d"` is
/// `"cell_\(index)"`, `"Delete %@"` is `"Delete \(name)"`. Each conversion is a `*` in the
/// pattern, as an interpolated part is; `%%` is a `%`.
struct FormatString: Equatable {
    /// One conversion: which of the arguments after the format it reads (0 for the first).
    struct Conversion: Equatable {
        var argument: Int
        /// `%@` with no flag, width or precision: the argument's text as it is, so a constant's
        /// value is the text written.
        var isPlainObject: Bool
    }

    /// The text before, between and after the conversions: one more than there are conversions.
    var texts: [String]
    var conversions: [Conversion]

    /// The text with a `*` for each conversion: `cell_*`.
    var pattern: String { texts.joined(separator: "*") }

    /// The text with each conversion's value in its place.
    func filled(with values: [String]) -> String {
        var result = texts[0]
        for (value, text) in zip(values, texts.dropFirst()) { result += value + text }
        return result
    }

    /// Nil for a format kassios does not read: a width or precision taken from an argument
    /// (`%*d`), a conversion it does not know, a `%` at the end, positions given to some
    /// conversions and not to others (which printf leaves undefined).
    init?(_ format: String) {
        var texts: [String] = []
        var text = ""
        var conversions: [Conversion] = []
        var next = 0
        var positioned = false
        let bytes = Array(format.utf8)
        var index = 0
        var textStart = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            text += String(decoding: bytes[textStart..<index], as: UTF8.self)
            index += 1
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "%") {
                text += "%"
                index += 1
                textStart = index
                continue
            }
            // `%2$@`: the argument by its position.
            var argument: Int?
            let digitsStart = index
            while index < bytes.count, FormatString.isDigit(bytes[index]) { index += 1 }
            if index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
                let position = Int(String(decoding: bytes[digitsStart..<index], as: UTF8.self)) ?? 0
                guard position > 0 else { return nil }
                argument = position - 1
                index += 1
            } else {
                index = digitsStart
            }
            let flagsStart = index
            while index < bytes.count, FormatString.flags.contains(bytes[index]) { index += 1 }
            while index < bytes.count, FormatString.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
            let isPlain = index == flagsStart
            guard index < bytes.count, bytes[index] != UInt8(ascii: "*") else { return nil }
            while index < bytes.count, FormatString.lengthModifiers.contains(bytes[index]) { index += 1 }
            guard index < bytes.count, FormatString.conversionCharacters.contains(bytes[index]) else { return nil }
            let isPlainObject = isPlain && bytes[index] == UInt8(ascii: "@")
            index += 1
            if let position = argument {
                positioned = true
                argument = position
            } else {
                argument = next
                next += 1
            }
            conversions.append(Conversion(argument: argument!, isPlainObject: isPlainObject))
            texts.append(text)
            text = ""
            textStart = index
        }
        guard !positioned || next == 0 else { return nil }
        texts.append(text + String(decoding: bytes[textStart...], as: UTF8.self))
        self.texts = texts
        self.conversions = conversions
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static let flags = Set("-+ #0'".utf8)
    private static let lengthModifiers = Set("hlqLztj".utf8)
    private static let conversionCharacters = Set("@dDiuUoOxXfFeEgGaAcCsSp".utf8)
}
