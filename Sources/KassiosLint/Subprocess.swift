import KassiosModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program (git) and collects its output. `posix_spawn` and `waitpid`
/// directly: Foundation's `Process.waitUntilExit` polls a run loop on Linux, which
/// cost a pre-commit run ~50 ms per git call.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ arguments: [String], input: [UInt8] = []) throws -> Result {
        var inputPipe: [Int32] = [0, 0], outputPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
            throw Failure(description: "cannot create pipes: \(String(cString: strerror(errno)))")
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in inputPipe + outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(inputPipe[0])
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(inputPipe[1]); close(outputPipe[0]); close(errorPipe[0])
            throw Failure(description: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        // Input goes in from another thread, so that a large batch cannot deadlock against our reads.
        let writer = inputPipe[1]
        let payload = input
        let feeding = WorkerThread(stackSize: 1 << 20) {
            payload.withUnsafeBytes { StandardStreams.write($0, to: writer) }
            close(writer)
        }
        let output = StandardStreams.readAll(from: outputPipe[0])
        close(outputPipe[0])
        let errors = StandardStreams.readAll(from: errorPipe[0])
        close(errorPipe[0])
        feeding.join()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitCode, output: output, errors: errors)
    }
}
