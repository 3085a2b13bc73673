/// The names that say a secret (`userPassword`, `AUTH_TOKEN`, `card.cvv`, `verificationCode`):
/// what `secret-typed-as-text` reports being typed in the clear, and what `generate screen` makes
/// a secure field's action of. One list, so generated code passes kassios's own lint.
public enum SecretNames {
    /// Words that name a secret. `pin`, `otp` only as whole words; the longer ones also
    /// end a lower-case compound (`newpassword`, `accesstoken`).
    static let secretWords: Set<String> = ["password", "passwd", "pwd", "passcode", "passphrase", "pin", "token", "secret", "otp", "totp",
                                    "cvv", "cvc", "mnemonic"]
    static let compoundSecretWords = ["password", "passwd", "passcode", "passphrase", "token", "secret"]

    /// Whether one of the name's words is a secret word: `userPassword`, `AUTH_TOKEN`, `otpCode`,
    /// or a code a second factor sends (`verificationCode`, `smsCode`; not `promoCode` or `countryCode`).
    public static func namesSecret(_ name: String) -> Bool {
        // `enter2FACode`, `user2faCode`: the digit is no word of its own (`words(of:)`), so "2fa" is read here.
        if name.utf8.contains(UInt8(ascii: "2")) {
            let lower = name.lowercased()
            if lower.includes("2facode") || lower.includes("2fa_code") { return true }
        }
        var (previous, beforePrevious) = ("", "")
        for word in words(of: name) {
            let lower = word.lowercased()
            let singular = lower.hasSuffix("s") ? String(lower.dropLast()) : lower
            if secretWords.contains(lower) || secretWords.contains(singular) { return true }
            if word == lower, compoundSecretWords.contains(where: { lower.hasSuffix($0) || lower.hasSuffix($0 + "s") }) { return true }
            if singular == "code", secretCodeKinds.contains(previous) || secondFactors.contains([beforePrevious, previous]) { return true }
            // A wallet's seed: `seedPhrase`, `recoveryWords`, `privateKey`.
            if singular == "phrase" || singular == "word", secretPhraseKinds.contains(previous) { return true }
            if singular == "key", previous == "private" || previous == "recovery" { return true }
            (previous, beforePrevious) = (lower, previous)
        }
        return false
    }

    /// The words before `code` that make it a second factor's: `verificationCode`, `SMS_CODE`, `oneTimeCode`.
    static let secretCodeKinds: Set<String> = ["verification", "verify", "auth", "authentication", "sms", "security", "mfa",
                                               "tfa", "totp", "access", "login", "email"]

    /// The two words before `code` that make it a second factor's: `oneTimeCode`, `twoFACode`, `twoFactorCode`,
    /// `twoStepCode` (`enter2FACode`, whose digit separates no word, is read before the words are).
    static let secondFactors: Set<[String]> = [["one", "time"], ["two", "fa"], ["two", "factor"], ["second", "factor"],
                                               ["multi", "factor"], ["two", "step"]]

    /// The words before `phrase` or `words` that make them a wallet's seed: `seedPhrase`, `recoveryWords`.
    static let secretPhraseKinds: Set<String> = ["seed", "recovery", "backup", "mnemonic"]

    /// `userPINCode` → user, PIN, Code; `AUTH_TOKEN` → AUTH, TOKEN; `otp2` → otp.
    public static func words(of name: String) -> [String] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeWords(of: name) }
        // An ASCII name, nearly every one, is split on its bytes: the same words, without
        // looking up the Unicode properties of each character.
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        var words: [String] = []
        let bytes = Array(name.utf8)
        var start: Int?   // where the word being read began; the bytes since are its letters
        for index in bytes.indices {
            let byte = bytes[index]
            guard isUpper(byte) || isLower(byte) else {
                if let first = start { words.append(String(decoding: bytes[first..<index], as: UTF8.self)) }
                start = nil
                continue
            }
            if isUpper(byte), let first = start {
                let previous = bytes[index - 1]
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                // A new word starts at `P` in `userPassword` and at `C` in `PINCode`.
                if isLower(previous) || (nextIsLower && isUpper(previous)) {
                    words.append(String(decoding: bytes[first..<index], as: UTF8.self))
                    start = index
                }
            }
            if start == nil { start = index }
        }
        if let first = start { words.append(String(decoding: bytes[first...], as: UTF8.self)) }
        return words
    }

    /// `words(of:)` for a name with letters beyond ASCII, read character by character.
    static func unicodeWords(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previousIsLower = current.last?.isLowercase == true
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                // A new word starts at `P` in `userPassword` and at `C` in `PINCode`.
                if previousIsLower || (nextIsLower && current.last?.isUppercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
