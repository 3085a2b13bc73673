/// The text of every `--help`.
enum Help {
    static let main = """
    kassios — a toolchain for XCUITest screen objects

    USAGE: kassios <command> [options] [paths…]

    COMMANDS:
      lint     Check screen objects, robots and tests (missing onLoad, runtime-built identifiers)
      rules    List the lint rules, or show one with its examples: kassios rules <rule-id>
      install-hook  Install a git pre-commit hook running 'kassios lint --staged'
      dump     Accessibility-hierarchy dumps: 'kassios dump convert DUMP' → kassios JSON
      catches  Which defect each test catches: the defect → tests manifest from /// Catches
               comments, and --check FILE for CI
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
      --hierarchy <dir|file>  Accessibility-hierarchy dumps (any format kassios reads) to
                              check screens' identifiers against: stale-identifier
                              (repeatable; the 'hierarchy' key does the same)
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

    static let dump = """
    USAGE: kassios dump convert <dump|-> [--format NAME] [--lenient] [--to json] [--out FILE] [--force]

    Reads an accessibility-hierarchy dump and writes kassios's normalised JSON (schema in
    Sources/KassiosHierarchy/HierarchyJSONWriter.swift). Formats, detected automatically:
      xcuitest    XCUITest debugDescription (also lldb 'po' output and Appium's {"value": …})
      idb         idb 'ui describe-all', AXe 'describe-ui', XcodeBuildMCP describe_ui
      appium      Appium XCUITest page source XML
      inventory   KassiOS identifier inventory JSON
      kassios     kassios's own JSON
    --format forces one. A malformed dump is an error at its line:column (exit 1);
    --lenient keeps what can be read and warns about each skipped part.
    --out writes the file atomically and never replaces one without --force.

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

    static let catches = """
    USAGE: kassios catches [options] [paths…]

    Reads the /// Catches comments above tests and prints the manifest: each defect id with
    the tests that catch it, as xcodebuild -only-testing identifiers, sorted. Tests are
    'func test…()' methods of classes descending from XCTestCase or KassTestCase (through
    any base classes, across files) and Swift Testing @Test functions.

      /// Catches `successToastMissing`.
      /// Catches zeroAmountAccepted, balanceAfterAdds and `transfer-limit-ignored`
      func test_transfer_showsSuccessToast() { … }

    OPTIONS:
      --out <file>              Write the manifest to a file, atomically (not to stdout)
      --format <name>           json (default; .yml/.yaml files: yaml), yaml, or
                                'xcodebuild <defect>': the -only-testing: arguments of the
                                tests that catch one defect, one per line
      --check <file>            The CI gate: exit 0 when the file is what the sources produce
                                now, 1 with a diff when it is not or does not exist
      --catalog <file>          The defect catalog: a JSON list of ids, or of objects with
                                "id", "title", "launchArgument". Reports ids it does not list
                                and defects no test catches; titles and launch arguments go
                                into the manifest (config: catches: catalog: FILE)
      --target <name>           The test target of every test (config: catches: target)
      --test-case-root <class>  Another XCTest root besides XCTestCase and KassTestCase
                                (repeatable; config: catches: test_case_roots)
      --config <file>           Configuration file (default: .kassios-lint.yml here or in the
                                nearest parent folder); --no-config ignores any
      --force                   With --out: replace a file that is not a manifest
      -q, --quiet               No summary line on stderr
      -h, --help                Show this help

    TEST IDENTIFIERS: Target/Class/method (XCTest; inherited test methods are listed under
    each subclass that runs them), Target/Suite/function() and Target/function() (Swift
    Testing, with argument labels: amount(_:)). Target: --target or catches: target, else the
    outermost folder from the path given down to the file whose name ends in 'Tests' (not
    just 'Tests'), else the first folder below the path given.

    Problems with the comments print on stderr, as the lint rules catches-malformed,
    catches-unknown-defect and catches-on-non-test report them.

    EXIT CODES: 0 written, or up to date · 1 --check: the file is out of date or missing; a
    malformed Catches comment; an id the catalog does not list; no test catches the defect
    given to --format xcodebuild · 2 usage error, unreadable path or catalog, a defect
    --format xcodebuild does not know

    """
}
