import Foundation

// differential-tokens compare [--mutations N] PATH…
//                                       kassios's tokens against the compiler's parser; exit 1 on an undocumented disagreement;
//                                       --mutations: also N seeded edits of every file (DIFFERENTIAL_KEEP=DIR
//                                       writes the edited files that disagree there)
// differential-tokens show FILE          both tokenizations of FILE, for looking into a disagreement
// differential-tokens generate DIR      write the corpus of tricky literals
// differential-tokens parse-only PATH…  the compiler's parser alone, on every core (the benchmark's reference)
// differential-tokens differences       the documented differences and why each is deliberate

func swiftFiles(under paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("differential-tokens: no such file: \(path)\n".utf8))
            exit(2)
        }
        if !isDirectory.boolValue {
            files.append(path)
            continue
        }
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") && !relative.contains(".build/") { files.append(path + "/" + relative) }
        }
    }
    return files.sorted()
}

func read(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("differential-tokens: cannot read \(path)\n".utf8))
        exit(2)
    }
    return [UInt8](data)
}

/// `line:column` of `offset`, columns in UTF-8 bytes as kassios and Xcode count them.
func position(of offset: Int, in bytes: [UInt8]) -> String {
    var line = 1
    var lineStart = 0
    var i = 0
    while i < offset && i < bytes.count {
        if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
            line += 1
            lineStart = i + 1
        }
        i += 1
    }
    return "\(line):\(offset - lineStart + 1)"
}

func describe(_ spans: ArraySlice<Span>, in bytes: [UInt8]) -> String {
    spans.prefix(8).map { span in
        let text = String(decoding: bytes[span.start..<min(span.end, span.start + 40)], as: UTF8.self)
        return "\(span.kind) \(String(reflecting: text))"
    }.joined(separator: ", ") + (spans.count > 8 ? ", … (\(spans.count) spans)" : "")
}

func compare(_ paths: [String], mutations: Int) -> Int32 {
    let files = swiftFiles(under: paths)
    var documented: [String: Int] = [:]
    var undocumented = 0
    var skippedTails = 0
    var acrossCompilerError = 0
    var bytesCompared = 0
    var inputs: [(name: String, bytes: [UInt8])] = []
    var mutation = Mutation(seed: 0x6B61_7373_696F_7300)
    for file in files {
        let bytes = read(file)
        inputs.append((file, bytes))
        for index in 0..<mutations { inputs.append(("\(file) (mutation \(index))", mutation.mutate(bytes))) }
    }
    for (file, bytes) in inputs {
        let oracle = OracleTokens.spans(of: bytes)
        var limit = bytes.count + 1
        if let error = oracle.firstError {
            // Recovery from invalid code is each parser's own business: compare up to the error's line.
            var lineStart = min(error, bytes.count)
            while lineStart > 0 && bytes[lineStart - 1] != 0x0A && bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            limit = lineStart
            skippedTails += 1
            if mutations == 0 { print("\(file):\(position(of: error, in: bytes)): note: the compiler's parser reports an error here; compared up to this line") }
        }
        bytesCompared += min(limit, bytes.count)
        let comparison = Comparison(kassios: KassiosTokens.spans(of: bytes), oracle: oracle.spans, bytes: bytes, limit: limit,
                                    compilerError: oracle.firstError)
        for (name, count) in comparison.documented { documented[name, default: 0] += count }
        acrossCompilerError += comparison.acrossCompilerError
        if !comparison.undocumented.isEmpty, file.contains("(mutation"), let keep = ProcessInfo.processInfo.environment["DIFFERENTIAL_KEEP"] {
            // The edited text, to reproduce the disagreement with `compare FILE`.
            let name = file.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: " ", with: "_")
            FileManager.default.createFile(atPath: keep + "/" + name + ".swift", contents: Data(bytes))
        }
        for region in comparison.undocumented {
            undocumented += 1
            print("\(file):\(position(of: region.start, in: bytes)): error: tokens disagree\n"
                  + "    kassios:  \(describe(region.kassios, in: bytes))\n"
                  + "    compiler: \(describe(region.oracle, in: bytes))")
        }
    }
    print("compared \(inputs.count) files (\(bytesCompared) bytes); \(skippedTails) compared up to a compiler error"
          + (acrossCompilerError > 0 ? ", \(acrossCompilerError) with a token running across that error (not compared)" : ""))
    for (name, count) in documented.sorted(by: { $0.key < $1.key }) {
        print("  documented difference \(name): \(count)")
    }
    print(undocumented == 0 ? "no undocumented disagreement" : "\(undocumented) undocumented disagreement(s)")
    return undocumented == 0 ? 0 : 1
}

func parseOnly(_ paths: [String]) -> Int32 {
    let files = swiftFiles(under: paths)
    let contents = files.map(read)
    let start = DispatchTime.now()
    let checksums = UnsafeMutableBufferPointer<Int>.allocate(capacity: contents.count)
    defer { checksums.deallocate() }
    DispatchQueue.concurrentPerform(iterations: contents.count) { index in
        checksums[index] = OracleTokens.parseOnly(contents[index])
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    let bytes = contents.reduce(0) { $0 + $1.count }
    let parsed = checksums.reduce(0, +)
    print("parsed \(files.count) files, \(parsed) of \(bytes) bytes, in \(String(format: "%.3f", seconds)) s")
    return parsed == bytes ? 0 : 1
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "compare" where arguments.count > 3 && arguments[1] == "--mutations":
    exit(compare(Array(arguments.dropFirst(3)), mutations: Int(arguments[2]) ?? 0))
case "compare" where arguments.count > 1:
    exit(compare(Array(arguments.dropFirst()), mutations: 0))
case "parse-only" where arguments.count > 1:
    exit(parseOnly(Array(arguments.dropFirst())))
case "show" where arguments.count == 2:
    let bytes = read(arguments[1])
    let oracle = OracleTokens.spans(of: bytes)
    print("compiler (first error at \(oracle.firstError.map { position(of: $0, in: bytes) } ?? "none")):")
    for span in oracle.spans where span.kind != "space" { print("  \(position(of: span.start, in: bytes)) \(describe([span][...], in: bytes))") }
    print("kassios:")
    for span in KassiosTokens.spans(of: bytes) where span.kind != "space" { print("  \(position(of: span.start, in: bytes)) \(describe([span][...], in: bytes))") }
case "generate" where arguments.count == 2:
    exit(TrickyCorpus.write(to: arguments[1]))
case "differences":
    for difference in DocumentedDifference.all { print("\(difference.name): \(difference.why)") }
default:
    FileHandle.standardError.write(Data("usage: differential-tokens compare|parse-only PATH… | generate DIR | differences\n".utf8))
    exit(2)
}
