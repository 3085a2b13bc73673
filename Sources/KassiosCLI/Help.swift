import KassiosLintCLI
/// The text of every `--help`.
enum Help {
    static let main = """
    kassios — a toolchain for XCUITest screen objects

    USAGE: kassios <command> [options] [paths…]

    COMMANDS:
      lint          Check screen objects, robots and tests (missing onLoad, runtime-built identifiers)
      rules         List the lint rules, or show one with its examples: kassios rules <rule-id>
      install-hook  Install a git pre-commit hook running 'kassios lint --staged'
      dump          Accessibility-hierarchy dumps: 'kassios dump convert DUMP' → kassios JSON
      catches       Which defect each test catches: the defect → tests manifest from /// Catches
                    comments, and --check FILE for CI
      generate      Generate code: 'kassios generate screen DUMP --name Login' → a screen object;
                    'kassios generate test CASES' → test methods from test cases written as text
      templates     The code-generation templates: 'kassios templates export DIR' to edit your own
      map           The navigation map: screens, transitions, entry points and metrics (json,
                    markdown, mermaid, dot); --path FROM TO writes the way there as test code
      identify      Which screen a hierarchy dump shows, by the onLoad and other identifiers it has
      context       What an AI agent should read before writing a test: screens, robots, the map,
                    entry points, house rules and how to run the suite
      help          Show help for a command: kassios help lint

    OPTIONS:
      -h, --help       Show this help
      --version        Print the version
      --               After a command, ends its options: the words after it are paths
                       (kassios lint -- -odd.swift)

    EXIT CODES: 0 no errors · 1 error findings · 2 usage or input error

    """

    static let lint = LintCommand.help

    static let dump = """
    USAGE: kassios dump convert <dump|-> [--format NAME] [--lenient] [--to json] [--out FILE] [--force]

    Reads an accessibility-hierarchy dump and writes kassios's normalised JSON (schema in
    Sources/KassiosHierarchy/HierarchyJSONWriter.swift). Formats, detected automatically:
      xcuitest    XCUITest debugDescription (also lldb 'po' output and Appium's {"value": …})
      idb         idb 'ui describe-all', AXe 'describe-ui', XcodeBuildMCP describe_ui
      appium      Appium XCUITest page source XML
      inventory   KassiOS identifier inventory JSON
      kassios     kassios's own JSON
    --format forces one. A malformed dump is an error at its line:column (exit 2);
    --lenient keeps what can be read and warns about each skipped part.
    --out writes the file atomically, replaces an existing file only with --force (kassios
    JSON is a dump format too), and never the dump being read.

    EXIT CODES: 0 converted · 2 usage error, an unreadable or malformed dump, or an existing
    --out file without --force

    """

    static let installHook = """
    USAGE: kassios install-hook [--force] [--uninstall]

    Writes the repository's pre-commit hook (honouring core.hooksPath and worktrees) so
    that every commit runs 'kassios lint --staged'. An existing hook that kassios did not
    write is left alone unless --force is given; then it is kept as pre-commit.kassios-backup
    and still runs first on every commit (a commit it refuses is refused). --uninstall
    removes the hook only if kassios wrote it, and puts back the hook --force moved aside.

    """

    static let rules = """
    USAGE: kassios rules [rule-id]

    Without an argument, lists every rule: id, default severity, whether it is opt-in,
    and what it finds; then the diagnostics kassios reports itself while reading files
    (built-in: file-unreadable, syntax-error…). With an id, prints why the rule exists and
    its examples, or what the diagnostic means.

    """

    static let catches = """
    USAGE: kassios catches [options] [paths…]

    Reads the /// Catches comments above tests and prints the manifest: each defect id with
    the tests that catch it, as xcodebuild -only-testing identifiers, sorted. Tests are
    'func test…()' methods of classes descending from XCTestCase or KassTestCase (through
    any base classes, across files; a base the files do not declare counts when its name
    ends in TestCase, as UITestCase does) and Swift Testing @Test functions.

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

    static let generate = """
    USAGE: kassios generate <subcommand> [options]

    SUBCOMMANDS:
      screen   A screen object (KassiOS screen, robot or page object) from an
               accessibility-hierarchy dump; see 'kassios generate screen --help'
      test     Test cases written as text (English or Russian) or Gherkin → XCUITest methods
               over the suite's screen objects; see 'kassios generate test --help'

    """

    static let generateScreen = """
    USAGE: kassios generate screen <dump|-> --name NAME [options]
           kassios generate screen <dump|-> --update FILE [options]

    Reads an accessibility-hierarchy dump (any format 'kassios dump convert' reads) and writes
    a screen object for the elements a test would use: interactive ones and identified texts
    and images; the app, windows, keyboard and status bar are left out. Names come from the
    identifiers (camelCase, the screen's prefix dropped, keywords escaped); repeated rows
    become one collection; onLoad (or the load check) waits for 1–3 stable, identified,
    characteristic elements, and a comment says why. Elements without identifier are never
    located by their label: they are listed in the file and in the summary.

    OPTIONS:
      --name <name>          The screen: Login makes LoginScreen, LoginRobot or LoginPage.
                             With --update: which type of the file to update (Login or
                             LoginScreen)
      --style <style>        kassios: a KassScreen subclass with lazy builders and onLoad
                             robot: a class holding the app, accessors, assertVisible() and
                                    @discardableResult actions returning Self
                             page-object: a struct holding the app, computed XCUIElements and
                                    waitForLoad(timeout:)
                             Default: codegen: style: in the configuration, else the style
                             of the suite's screen objects (its included files, else the
                             --out folder: classes → robot, structs → page-object), else kassios
      --out <dir|file.swift> Where to write (default: NAME<Suffix>.swift in this folder)
      --base <class>         The superclass (default: KassScreen for kassios, none otherwise)
      --templates <dir>      Your templates (screen-<style>.swift.template; config: codegen:
                             templates: DIR); styles without a file there use the built-ins
      --dry-run              Print the file instead of writing it
      --force                Replace an existing file (never done without it); writes are atomic
      --update <file>        Add the dump's new elements to an existing screen object (its style
                             detected) just before the type's closing brace, changing nothing
                             else, and list identifiers the dump no longer has (never deleted).
                             A file of several screens: the one the dump shows, as 'kassios
                             identify' decides; when it fits none or several, pass --name
      --context <path>       With --update: more Swift files to read, for constants (repeatable)
      --format <name>        The dump's format, when detection is not enough
      --lenient              Read what can be read of a damaged dump, with warnings
      --config <file>        Configuration file (default: .kassios-lint.yml here or in the
                             nearest parent folder); --no-config ignores any
      -q, --quiet            No summary on stderr
      -h, --help             Show this help

    EXIT CODES: 0 written (or up to date) · 2 usage error, unreadable or malformed dump, a
    template error (at the template's file:line:column), or an existing file without --force

    """

    static let templates = """
    USAGE: kassios templates export <dir> [--force]

    Writes the built-in code-generation templates (screen-kassios.swift.template,
    screen-robot.swift.template, screen-page-object.swift.template) to <dir>, to edit and
    use with 'kassios generate screen --templates <dir>' or 'codegen: templates: <dir>' in
    .kassios-lint.yml. Existing files are never replaced without --force (then all of them
    are). The template language is described in Templates/README.md.

    """

    static let generateTest = """
    USAGE: kassios generate test <cases…> [--screens PATH]… [--dumps DIR] [--style kassios|robot]
                                 [--out FILE] [--class NAME] [--dry-run] [--force] [--report FILE] [--strict]

    Reads test cases (files, or folders of .md, .txt and .feature files) and writes one test
    class with a method per case. Plain text / Markdown: a title (with an optional ID such as
    C1234), Preconditions / Предусловия, Steps / Шаги (numbered, bulleted, one line split at
    commas, or a | Step | Expected | table), Expected result / Ожидаемый результат. Gherkin:
    Feature, Background, Scenario, Scenario Outline with Examples (one method per row).

    Each step's target is matched against the suite's screen objects, robots and page objects:
    by identifier, by label (from the code and the dumps), by the element's name as words
    (loginButton ↔ "Login button"), then by similarity. A step no element matches, or that two
    elements match equally well, is not guessed: it becomes XCTFail("kassios: step N not
    automated: …") with the reason and the candidates, and the test stays red until a person
    completes it. Preconditions map to launch settings through 'codegen: preconditions:' in
    .kassios-lint.yml, or to the suite's own given… set-up helper whose name they say
    (givenCharacterListSucceeds(), called before the launch); one that is not mapped is
    reported and fails the test too. Robot-style tests inherit from the suite's own test base
    class when most of its tests do, and use its app, its launch and its closure helpers
    (home { robot in … }).

    OPTIONS:
      --screens <path>        The suite's Swift files or folders (repeatable; default: the
                              configuration's 'included')
      --dumps <dir>           Accessibility-hierarchy dumps (any format 'kassios dump' reads),
                              named by screen: Login.debugDescription.txt is the Login screen
                              (repeatable; default: the configuration's 'hierarchy'). Their
                              labels match steps; an element the app shows without an identifier
                              is named in the report; a screen only a dump shows is generated
                              (as 'kassios generate screen' would) next to the test and used
      --style <name>          kassios (KassTestCase, onScreen blocks) or robot (robot chains;
                              methods a robot lacks are written as an extension next to the
                              test, <Robot>+Generated.swift). Default: codegen: style: in the
                              configuration, else robot for a suite of robots and page objects
                              with no KassiOS screen, else kassios
      --out <file>            Write the test file there (atomically; stubs next to it). Without
                              it, the code goes to stdout and the summary to stderr
      --class <name>          The test class (default: from --out's name, else the first case
                              file's: login.md → LoginTests, or LoginCasesTests if the suite
                              has a LoginTests)
      --dry-run               Print what would be written, write nothing
      --force                 Replace files that exist with other contents
      --report <file>         Write the report as JSON: per case, the steps automated (with the
                              evidence), those not automated (reason, candidates, identifiers the
                              app must add), unmapped preconditions, screens used. A file
                              that is not such a report is replaced only with --force
      --strict                Exit 1 when any step is not automated
      --config <file>         Configuration file (default: .kassios-lint.yml here or in the
                              nearest parent folder); --no-config ignores any
      -q, --quiet             No summary
      -h, --help              Show this help

    EXIT CODES: 0 generated · 1 --strict and a step was not automated · 2 usage error, an
    unreadable path, an error in a test-case file (file:line:column), a file that exists
    with other contents (without --force)

    """

    static let map = """
    USAGE: kassios map [paths…] [--format json|markdown|mermaid|dot] [--out FILE] [--force]
                       [--check] [--path FROM TO] [--config FILE | --no-config] [-q]

    Derives the navigation map from the suite itself: consecutive onScreen/assertOnScreen/
    navigate(to:) in tests, robot methods returning another robot, app.on(X.self), scenarios,
    '/// kassios: navigates-to X via action' comments and MappaMundi screen graphs. Launches
    before the first screen are entry points. Every transition keeps the file:line of each
    place that shows it; two screens in a row with nothing done between are flagged.

    OPTIONS:
      --format <name>     json (default; schema in Sources/KassiosMap/README.md), markdown
                          (tables and a Mermaid diagram), mermaid, dot; --out's extension
                          (.json .md .mmd .dot) picks one too, and another needs --format
      --out <file>        Write the file atomically; a file kassios did not write is only
                          replaced with --force
      --check             Exit 1 when an expectation of the configuration's 'map:' section
                          fails (require_reachable, require_visited, allow_suspicious,
                          max_depth, ignore)
      --path FROM TO      The shortest way from FROM (a screen, or 'launch') to TO as test
                          code in the suite's style; arguments naming something of the test
                          an action came from are Xcode placeholders (<#TestUser#>). Names may
                          be shortened: Login → LoginScreen. Printed on stdout; not with
                          --check, --out or --format
      --config <file>     Configuration file (default: .kassios-lint.yml here or above);
                          --no-config ignores any. Paths default to its 'included'
      -q, --quiet         No summary line on stderr

    EXIT CODES: 0 written · 1 --check failed, or --path found no way · 2 usage or input error

    """

    static let identify = """
    USAGE: kassios identify <dump…|-> [--suite PATH]… [--format NAME] [--output-format text|json]
                            [--top N] [--lenient] [--config FILE | --no-config] [-q]

    Says which screen of the suite each accessibility-hierarchy dump shows (any format
    'kassios dump convert' reads). A screen fits when the dump has every identifier its
    onLoad waits for; a screen without onLoad fits with half of its identifiers. Ranking:
    screens fitting by their onLoad, then screens fitting without one; among them more
    onLoad identifiers found, then more other identifiers found (counts: elements the dump
    does not show count against no screen), then the name. Equal counts are reported as a
    tie, never guessed; when none fits, the nearest candidates are named. Each candidate
    shows its counts and a score, (2 × onLoad found + others found) / (2 × onLoad total +
    others total), which does not rank.

    OPTIONS:
      --suite <path>          The UI-test sources (repeatable; default: the configuration's
                              'included')
      --format <name>         The dumps' format, when detection is not enough: xcuitest, idb,
                              appium, inventory, kassios (as for 'dump convert' and 'generate
                              screen'; --dump-format is the same)
      --output-format <name>  text (default): a verdict line per dump, then the top candidates;
                              json: the same as an array of objects
      --top <n>               Candidates listed per dump (default 3)
      --lenient               Read what can be read of a damaged dump, with warnings
      --config <file>         Configuration file (default: .kassios-lint.yml here or above);
                              --no-config ignores any
      -q, --quiet             The verdict alone, no candidates (as --top 0)

    EXIT CODES: 0 every dump identified · 1 a dump is an unknown screen or a tie ·
    2 usage error, or a dump or the suite cannot be read

    """

    static let context = """
    USAGE: kassios context [paths…] [--out DIR] [--max-tokens N] [--format markdown|json]
                           [--force] [--config FILE | --no-config] [-q]

    Writes the structured context an agent (or a new engineer) should read before writing a
    test, deterministic and diff-friendly so it can be committed and reviewed: how to run the
    suite (context: run_command in .kassios-lint.yml), the house rules (every enabled lint
    rule with a do/don't line, and the suite's conventions), the entry points with their
    launch code, the navigation map, then each screen and robot — elements with identifiers
    and types, onLoad, methods, how to reach it from a launch, where it leads.

    OPTIONS:
      --out <dir>         Write DIR/context.md (or context.json) atomically; a file kassios
                          did not write is only replaced with --force. Default: stdout
      --max-tokens <n>    Budget (default: context: max_tokens, else none). Tokens are
                          estimated as UTF-8 bytes / 4. Sections are taken in priority order —
                          rules and map first, then screens nearest the entry points — passing
                          over any that does not fit in what is left; what is left out is
                          named at the end, and that note counts against the budget too
      --format <name>     markdown (default) or json
      --force             With --out: replace a file kassios did not write
      --config <file>     Configuration file (default: .kassios-lint.yml here or above);
                          --no-config ignores any. Paths default to its 'included'
      -q, --quiet         No summary line on stderr

    EXIT CODES: 0 written · 2 usage or input error (--out naming a file, not a folder)

    """
}

