#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosLint
import KassiosLintCLI

/// `kassios install-hook [--force] [--uninstall]`: a git pre-commit hook that runs
/// `kassios lint --staged`. It never overwrites a hook it did not write unless told
/// to, and then keeps the old hook aside and runs it first; `--uninstall` removes only its
/// own hook, and puts the old one back.
struct InstallHookCommand {
    let tool: CommandLineTool

    static let marker = "# installed by kassios install-hook"

    func run(_ arguments: [String]) -> Int32 {
        var force = false
        var uninstall = false
        for argument in arguments {
            switch argument {
            case "-h", "--help":
                tool.standardOutput(Help.installHook)
                return 0
            case "--force": force = true
            case "--uninstall": uninstall = true
            default:
                return tool.usageError("unknown option '\(argument)' for 'kassios install-hook'", hint: "see 'kassios install-hook --help'")
            }
        }
        let hooks: String
        do {
            hooks = try GitStaging.git(["rev-parse", "--git-path", "hooks"], in: FileManager.default.currentDirectoryPath)
                .trimmingWhitespace()
        } catch {
            tool.standardError("kassios: error: not in a git repository (\(error))\n")
            return 2
        }
        // `core.hooksPath` set to nothing: git then looks for /pre-commit, where no hook belongs,
        // while `--git-path hooks` says the working folder.
        if let configured = try? GitStaging.git(["config", "--get", "core.hooksPath"], in: FileManager.default.currentDirectoryPath),
           configured.trimmingWhitespace().isEmpty {
            tool.standardError("kassios: error: git's core.hooksPath is set to an empty path, so git runs no hook from a folder kassios could write to; unset it (git config --unset core.hooksPath) or name a folder\n")
            return 2
        }
        let directory = hooks.hasPrefix("/") ? hooks : FileManager.default.currentDirectoryPath + "/" + hooks
        let hook = directory + "/pre-commit"
        // Installed from a folder of the repository with a configuration of its own (a monorepo's
        // `ios/.kassios-lint.yml`): git runs the hook at the top, so the hook goes there first.
        let folder = InstallHookCommand.configuredFolder(from: FileManager.default.currentDirectoryPath)
        let existing = FileManager.default.contents(atPath: hook).map { String(decoding: $0, as: UTF8.self) }
        let isOurs = existing?.contains(InstallHookCommand.marker) ?? false
        // Something is there that cannot be read (no permission, a link to nothing): whose it is
        // is unknown, so it is the user's, and never replaced without --force.
        let unreadable = existing == nil && (FileSystem.kind(of: hook) != nil || FileSystem.isSymbolicLink(hook))

        if uninstall {
            if unreadable {
                tool.standardError("kassios: error: \(hook) cannot be read (\(FileSystem.whyUnreadable(hook))), so whether kassios wrote it is unknown; left as it is\n")
                return 2
            }
            guard let _ = existing else {
                tool.standardOutput("no pre-commit hook at \(hook); nothing to remove\n")
                return 0
            }
            guard isOurs else {
                tool.standardError("kassios: error: \(hook) was not written by kassios; left as it is\n")
                return 2
            }
            do { try FileManager.default.removeItem(atPath: hook) } catch {
                tool.standardError("kassios: error: cannot remove \(hook): \(fileErrorReason(error))\n")
                return 2
            }
            tool.standardOutput("removed \(hook)\n")
            // The hook --force moved aside (the one this hook names) goes back where it was, a link too.
            if let named = existing.flatMap(InstallHookCommand.backupPath(namedIn:)) {
                let backup = named.hasPrefix("/") ? named : directory + "/" + named
                guard FileSystem.kind(of: backup) == .file || FileSystem.isSymbolicLink(backup) else {
                    tool.standardError("kassios: warning: the hook this one replaced is no longer at \(backup); nothing to restore\n")
                    return 0
                }
                do { try FileManager.default.moveItem(atPath: backup, toPath: hook) } catch {
                    tool.standardError("kassios: error: cannot restore the previous hook from \(backup): \(fileErrorReason(error))\n")
                    return 2
                }
                tool.standardOutput("restored the previous hook from \(backup)\n")
            }
            return 0
        }

        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // Reinstalling over its own hook keeps the note of what that one replaced.
            var backup = isOurs ? existing.flatMap(InstallHookCommand.backupPath(namedIn:)) : nil
            // Named by where it is in the hooks folder, so that the hook still finds it in a repository moved elsewhere.
            if let named = backup, named.hasPrefix(directory + "/") { backup = String(named.dropFirst(directory.count + 1)) }
            if (existing != nil && !isOurs) || unreadable {
                guard force else {
                    let why = unreadable ? "exists but cannot be read (\(FileSystem.whyUnreadable(hook))), so it may not be kassios's" : "exists and was not written by kassios"
                    tool.standardError("kassios: error: \(hook) \(why); rerun with --force to replace it (a backup is kept)\n")
                    return 2
                }
                let kept = InstallHookCommand.freeBackupPath(for: hook)
                try FileManager.default.moveItem(atPath: hook, toPath: kept)
                tool.standardOutput("kept the previous hook as \(kept)\n")
                backup = String(kept.dropFirst(directory.count + 1))
            }
            try AtomicFile.write(InstallHookCommand.script(kassios: InstallHookCommand.executablePath(), backup: backup, folder: folder), to: hook)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        } catch {
            tool.standardError("kassios: error: cannot install \(hook): \(fileErrorReason(error))\n")
            return 2
        }
        tool.standardOutput("installed \(hook): every commit runs 'kassios lint --staged'\(folder.map { " in \($0)" } ?? "")\n")
        return 0
    }

    /// The folder, relative to the repository's top (`ios/`), to lint from: that of the configuration
    /// found from the working folder, when it is inside the repository but not at its top. Nil otherwise.
    static func configuredFolder(from workingDirectory: String) -> String? {
        guard let top = try? GitStaging.git(["rev-parse", "--show-toplevel"], in: workingDirectory).trimmingWhitespace(),
              let found = LintConfiguration.discover(from: workingDirectory) else { return nil }
        let folder = PathName.deletingLastComponent(of: FileSystem.canonicalPath(found) ?? found)
        let root = FileSystem.canonicalPath(top) ?? top
        guard folder != root, PathName.isInside(folder, folder: root) else { return nil }
        return String(folder.dropFirst(root.count + 1)) + "/"
    }

    static func script(kassios: String, backup: String? = nil, folder: String? = nil) -> String {
        let entering = folder.map {
            "cd -- \(shellQuoted($0)) || { printf 'kassios: cannot enter %s to lint with its configuration\\n' \(shellQuoted($0)) >&2; exit 1; }\n"
        } ?? ""
        return """
        #!/bin/sh
        \(marker); remove with: kassios install-hook --uninstall
        \(backup.map(previousHookLines) ?? "")\(entering)# Lints the staged Swift files as they will be committed. Skip once with: git commit --no-verify
        INSTALLED_KASSIOS=\(shellQuoted(kassios))
        KASSIOS="${KASSIOS:-$INSTALLED_KASSIOS}"
        if [ ! -x "$KASSIOS" ]; then KASSIOS=$(command -v kassios) || { echo "kassios not found; skipping" >&2; exit 0; }; fi
        # Diagnostics for the terminal, whatever reporter the configuration gives CI.
        exec "$KASSIOS" lint --staged --reporter xcode

        """
    }

    static func executablePath() -> String {
        let path = CommandLine.arguments.first ?? "kassios"
        if path.hasPrefix("/") { return path }
        if path.contains("/") { return FileManager.default.currentDirectoryPath + "/" + path }
        return "kassios"
    }

    static let backupLine = "# the hook this one replaced is kept at: "

    /// The lines that name the hook `--force` moved aside and run it first, as git would have:
    /// its checks still hold, and a commit it refuses is refused before kassios runs. A hook git
    /// would not have run (not executable) is not run either. `backup` is its file name in the
    /// hooks folder, found beside this hook wherever the repository is.
    /// `text` as one word the shell takes literally: `'tools $HOME'`, `'it'\''s'`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    static func previousHookLines(_ backup: String) -> String {
        let quoted = shellQuoted(backup)
        let path = backup.hasPrefix("/") ? quoted : "\"$(dirname \"$0\")\"/" + quoted
        return """
        \(backupLine)\(backup)
        PREVIOUS_HOOK=\(path)
        if [ -x "$PREVIOUS_HOOK" ]; then "$PREVIOUS_HOOK" "$@" || exit $?; fi

        """
    }

    /// The backup an installed hook's script names, if it replaced one.
    static func backupPath(namedIn script: String) -> String? {
        for line in script.split(separator: "\n") where line.hasPrefix(backupLine) {
            return String(line.dropFirst(backupLine.count))
        }
        return nil
    }

    static func freeBackupPath(for hook: String) -> String {
        var candidate = hook + ".kassios-backup"
        var number = 2
        while FileSystem.kind(of: candidate) != nil || FileSystem.isSymbolicLink(candidate) {   // a link to nothing is there too
            candidate = hook + ".kassios-backup\(number)"
            number += 1
        }
        return candidate
    }
}
