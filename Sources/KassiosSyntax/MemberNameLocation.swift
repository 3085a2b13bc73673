// Where a member's name starts. The tree keeps where each expression starts and ends, not
// where the name of `base.name` is: that would make every node 16 bytes larger, for the few
// findings and navigation steps that point at a name. It is worked out from the bytes instead.

extension SourceFile {
    /// Where the name of `base.name` or `.name` starts; for any other expression, where it starts.
    /// The name is the member expression's last token: `name`, `` `default` ``, or a tuple index.
    public func memberNameLocation(of expr: Expr) -> SourceLocation {
        switch expr.kind {
        case .member, .implicitMember: break
        default: return expr.location
        }
        let first = expr.location.offset
        let end = min(expr.endOffset, bytes.count)
        guard first < end else { return expr.location }
        var start = end
        if bytes[end - 1] == UInt8(ascii: "`") {
            start -= 1
            while start > first && bytes[start - 1] != UInt8(ascii: "`") { start -= 1 }
            if start > first { start -= 1 }
        } else {
            while start > first && SourceFile.continuesName(bytes[start - 1]) { start -= 1 }
            if start > first && bytes[start - 1] == UInt8(ascii: "#") { start -= 1 }
        }
        return expr.location.advanced(over: bytes[first..<start])
    }

    /// A byte of an identifier or a tuple index: ASCII letters, digits, `_`, `$`, and every byte
    /// of a non-ASCII character.
    private static func continuesName(_ byte: UInt8) -> Bool {
        NameBytes.isNamePart(byte) || byte == UInt8(ascii: "$")
    }
}

extension SourceLocation {
    /// The location just past `bytes`, which start here: lines and columns counted as the lexer
    /// counts them (a column per byte; `\n`, `\r\n` and `\r` each end a line).
    public func advanced(over bytes: ArraySlice<UInt8>) -> SourceLocation {
        var line = self.line
        var column = self.column
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x0A:
                line += 1
                column = 1
            case 0x0D:
                if index + 1 < bytes.endIndex && bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                column = 1
            default:
                column += 1
            }
            index += 1
        }
        return SourceLocation(offset: offset + bytes.count, line: line, column: column)
    }
}
