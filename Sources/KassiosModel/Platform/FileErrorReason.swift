#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, in a few words: the system's reason ("No such
/// file or directory", "Permission denied") when the error carries one, else the error as
/// text. (Foundation's `localizedDescription` is not in FoundationEssentials.)
public func fileErrorReason(_ error: Error) -> String {
    var underlying: Error? = error
    while let current = underlying {
        if let posix = current as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        underlying = (current as? CocoaError)?.underlying
    }
    return "\(error)"
}
