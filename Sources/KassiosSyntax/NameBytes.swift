/// What a name is made of, one UTF-8 byte at a time: for the readers that look for names straight in
/// a file's bytes or a signature's text, where a `String` made for each would cost more than the look.
/// The lexer reads identifiers the compiler's way (a non-ASCII character decoded and checked); these
/// are the cheaper tests around a name already written: where one starts or stops.
public enum NameBytes {
    /// An ASCII letter, digit or `_`.
    @inlinable
    public static func isASCIINamePart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// An ASCII letter, digit or `_`, or any byte of a non-ASCII character (`é` in `café`): a name
    /// may be spelled in any script, and no byte of such a character is an ASCII separator.
    @inlinable
    public static func isNamePart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isASCIINamePart(byte)
    }
}
