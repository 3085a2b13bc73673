/// The text of every `--help`.
enum Help {
    static let main = """
    kassios — lint, map and generate XCUITest screen objects

    USAGE: kassios <command> [options] [paths…]

    COMMANDS:
      lint     Check screen objects, robots and tests (missing onLoad, runtime-built identifiers)
      rules    List the lint rules, or show one with its examples: kassios rules <rule-id>
      install-hook  Install a git pre-commit hook running 'kassios lint --staged'
      help     Show help for a command: kassios help lint

    OPTIONS:
      -h, --help       Show this help
      --version        Print the version

    EXIT CODES: 0 no errors · 1 error findings · 2 usage or input error

    """

    static let lint = """
    USAGE: kassios lint [options] [paths…]

    Lints the Swift files given, walking folders recursively (hidden folders, .build,
    DerivedData, Pods and Carthage are skipped). Findings print as
    path:line:column: error|warning: message [rule-id], sorted by path and position.

    OPTIONS:
      --config <file>         Configuration file (default: .kassios-lint.yml here or in
                              the nearest parent folder); --no-config ignores any
      --reporter <name>       Output format: xcode (default), json, sarif, junit, checkstyle,
                              github-actions, markdown, summary
      --force-exclude         Apply the configuration's 'excluded' to files named here too
      --screen-root <class>   Another screen root besides KassScreen (repeatable)
      --enable <rule-id>      Turn on an opt-in rule (repeatable); see 'kassios rules'
      --baseline <file>       Report only findings that are not in this baseline
      --write-baseline <file> Record today's findings in a baseline file and exit 0
      --staged                Lint the files staged in git, as staged (their index content);
                              paths given too are read for context (base classes, constants)
                              but not reported. No staged Swift file: exit 0, no output
      --show-skipped          Also report code the parser could not read and stepped over
      -q, --quiet             No summary line on stderr
      --no-color              No colour, even on a terminal (NO_COLOR=1 does the same)
      -h, --help              Show this help

    SUPPRESSIONS, in comments only:
      // kassios:disable <rule-id…|all>    from here on      // kassios:enable <rule-id…|all>
      // kassios:disable:next <rule-id…>   the next line     // kassios:disable:this <rule-id…>
      // kassios:disable:previous <rule-id…>                  // kassios:ignore-id  (runtime-identifier, this line)

    EXIT CODES: 0 no error findings · 1 at least one error · 2 usage error, unreadable
    path, or a path with no Swift files

    """

    static let installHook = """
    USAGE: kassios install-hook [--force] [--uninstall]

    Writes the repository's pre-commit hook (honouring core.hooksPath and worktrees) so
    that every commit runs 'kassios lint --staged'. An existing hook that kassios did not
    write is left alone unless --force is given; then it is kept as pre-commit.kassios-backup.
    --uninstall removes the hook only if kassios wrote it.

    """

    static let rules = """
    USAGE: kassios rules [rule-id]

    Without an argument, lists every rule: id, default severity, whether it is opt-in,
    and what it finds. With a rule id, prints why the rule exists and its examples.

    """
}
