#!/usr/bin/env bash
# The SwiftPM plugins, end to end: a sample package that depends on kassios by path, with a
# screens target using the KassiosLintBuildTool plugin.
#   - `swift build` fails on a screen without onLoad, printing the finding, and writes no stamp;
#   - once the screen is fixed it passes and writes the stamp; a second build does not lint again;
#   - `swift package kassios-lint` (KassiosLintCommand) fails on the broken screen, passes on
#     the fixed one, honours --target and passes other arguments through;
#   - the build-tool plugin follows the package's .kassios-lint.yml (severities, excluded);
#   - their tool, kassios-lint, is built without the modules only the other commands need.
# Prints PASS or FAIL per check and exits non-zero when any check fails.
#
# usage: bash Tests/integration/plugins.sh        (about 1-3 minutes on 2 cores, mostly the
#        debug build of kassios in the sample package's own scratch folder)
# KASSIOS_KEEP_TMP=1 keeps the temporary folder for inspection.
set -uo pipefail

source "$(dirname "$0")/harness.sh" plugins

# A copy of this working tree (what a user's dependency checkout would hold), in a folder
# named kassios: a path dependency's package identity is its folder's name.
mkdir -p "$tmp/kassios"
cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Plugins" "$tmp/kassios/"

sample="$tmp/sample"
scratch="$tmp/sample-build"
mkdir -p "$sample/Sources/KassStub" "$sample/Sources/FinchScreens"
cat > "$sample/Package.swift" <<'EOF'
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "FinchSample",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../kassios")],
    targets: [
        // Stands in for KassiOS, which the sample cannot fetch: just enough to compile screens.
        .target(name: "KassStub"),
        .target(
            name: "FinchScreens",
            dependencies: ["KassStub"],
            plugins: [.plugin(name: "KassiosLintBuildTool", package: "kassios")]
        ),
    ]
)
EOF
cat > "$sample/Sources/KassStub/KassScreen.swift" <<'EOF'
public struct KassElement {
    public let identifier: String
}

open class KassScreen {
    public init() {}
    open var onLoad: [KassElement] { [] }
    public func button(_ identifier: StaticString) -> KassElement { KassElement(identifier: "\(identifier)") }
    public func textField(_ identifier: StaticString) -> KassElement { KassElement(identifier: "\(identifier)") }
}
EOF
cat > "$sample/Sources/FinchScreens/LoginScreen.swift" <<'EOF'
import KassStub

final class LoginScreen: KassScreen {
    lazy var email = textField("login.email")
    lazy var submit = button("login.submit")
    override var onLoad: [KassElement] { [email, submit] }
}
EOF
broken="$sample/Sources/FinchScreens/ReceiptScreen.swift"
cat > "$broken" <<'EOF'
import KassStub

final class ReceiptScreen: KassScreen {
    lazy var done = button("receipt.done")
}
EOF
fix_receipt_screen() {
    cat > "$broken" <<'EOF'
import KassStub

final class ReceiptScreen: KassScreen {
    lazy var done = button("receipt.done")
    override var onLoad: [KassElement] { [done] }
}
EOF
}

swift_build() { swift build --package-path "$sample" --scratch-path "$scratch" > "$1" 2>&1; }
swift_package() { local out=$1; shift; swift package --package-path "$sample" --scratch-path "$scratch" "$@" > "$out" 2>&1; }
stamp_files() { find "$scratch" -name KassiosLintStamp.swift 2>/dev/null; }

started=$SECONDS

echo "== build-tool plugin: a screen without onLoad fails the build"
swift_build "$tmp/build1.out"; status=$?
if [ "$status" -ne 0 ]; then pass "swift build exits $status"; else fail "swift build passed with a screen lacking onLoad" "$tmp/build1.out"; fi
if grep -q "^$broken:3:13: error: .*ReceiptScreen.*\[missing-onload\]" "$tmp/build1.out"; then
    pass "the finding is printed as path:line:column: error: … [missing-onload], with the absolute path"
else
    fail "no missing-onload finding for $broken:3:13 in the build output" "$tmp/build1.out"
fi
if grep -q "LoginScreen.swift:[0-9]" "$tmp/build1.out"; then fail "the clean LoginScreen was reported" "$tmp/build1.out"; else pass "the clean screen is not reported"; fi
if [ -z "$(stamp_files)" ]; then pass "no stamp after a failed lint"; else fail "a stamp was written although lint failed: $(stamp_files)"; fi
# The plugins' tool is kassios-lint: building it builds none of the other commands' modules.
other_modules=$(find "$scratch" -name "*.swiftmodule" 2>/dev/null | grep -E "Kassios(Map|Codegen|CLI)(-tool)?\.swiftmodule$")
if [ -z "$other_modules" ] && [ -n "$(find "$scratch" -name "KassiosLintCLI*.swiftmodule" 2>/dev/null)" ]; then
    pass "the plugins' tool builds only what linting needs (no KassiosMap, KassiosCodegen, KassiosCLI)"
else
    fail "the plugins' tool built more than linting needs: $(echo $other_modules | sed "s|$scratch|<scratch>|g")"
fi

echo "== build-tool plugin: fixed, the build passes"
fix_receipt_screen
swift_build "$tmp/build2.out"; status=$?
if [ "$status" -eq 0 ]; then pass "swift build exits 0"; else fail "swift build failed on clean screens (exit $status)" "$tmp/build2.out"; fi
if grep -q "kassios lint FinchScreens" "$tmp/build2.out"; then pass "the lint step ran in the build"; else fail "the build log does not show the lint step" "$tmp/build2.out"; fi
if [ -n "$(stamp_files)" ]; then pass "stamp written: $(stamp_files | sed "s|$scratch|<scratch>|")"; else fail "no stamp after a passing lint" "$tmp/build2.out"; fi

echo "== build-tool plugin: nothing changed, nothing linted"
swift_build "$tmp/build3.out"; status=$?
if [ "$status" -eq 0 ] && ! grep -q "kassios lint FinchScreens" "$tmp/build3.out"; then
    pass "an up-to-date build does not run the lint step"
else
    fail "second build: exit $status, or the lint step ran again" "$tmp/build3.out"
fi

echo "== command plugin: swift package kassios-lint"
swift_package "$tmp/cmd-clean.out" kassios-lint; status=$?
if [ "$status" -eq 0 ] && grep -q "kassios: linted 3 files: 0 errors" "$tmp/cmd-clean.out"; then
    pass "passes on the clean package (3 files: both targets' folders)"
else
    fail "kassios-lint on the clean package: exit $status" "$tmp/cmd-clean.out"
fi
cat > "$sample/Sources/FinchScreens/PinScreen.swift" <<'EOF'
import KassStub

final class PinScreen: KassScreen {
    lazy var pin = textField("pin.field")
}
EOF
swift_package "$tmp/cmd-broken.out" kassios-lint; status=$?
if [ "$status" -ne 0 ] \
    && grep -q "^Sources/FinchScreens/PinScreen.swift:3:13: error: .*PinScreen.*\[missing-onload\]" "$tmp/cmd-broken.out" \
    && grep -q "error: kassios lint found error findings" "$tmp/cmd-broken.out"; then
    pass "fails (exit $status) on a broken screen, with the finding (path relative to the package) and a closing error"
else
    fail "kassios-lint on the broken package: exit $status" "$tmp/cmd-broken.out"
fi
swift_package "$tmp/cmd-target.out" kassios-lint --target KassStub; status=$?
if [ "$status" -eq 0 ] && grep -q "kassios: linted 1 file: 0 errors" "$tmp/cmd-target.out"; then
    pass "--target KassStub lints that target only"
else
    fail "kassios-lint --target KassStub: exit $status" "$tmp/cmd-target.out"
fi
swift package --package-path "$sample" --scratch-path "$scratch" kassios-lint --reporter json --quiet \
    Sources/FinchScreens/PinScreen.swift > "$tmp/cmd-json.out" 2> "$tmp/cmd-json.err"; status=$?
if [ "$status" -ne 0 ] && grep -q '"rule":"missing-onload"' "$tmp/cmd-json.out"; then
    pass "options and paths pass through (--reporter json --quiet <file>)"
else
    fail "kassios-lint --reporter json: exit $status" "$tmp/cmd-json.out"
fi
swift_package "$tmp/cmd-usage.out" kassios-lint --no-such-option; status=$?
if [ "$status" -ne 0 ] && grep -q "exit code 2" "$tmp/cmd-usage.out"; then
    pass "a usage error fails the command and says so"
else
    fail "kassios-lint --no-such-option: exit $status" "$tmp/cmd-usage.out"
fi

echo "== build-tool plugin: the package's .kassios-lint.yml applies"
# PinScreen (no onLoad) is still there: made a warning, it is printed and the build passes;
# a file the configuration excludes is not linted although the plugin names it.
printf 'missing-onload: warning\nexcluded:\n  - "Sources/FinchScreens/Legacy*.swift"\n' > "$sample/.kassios-lint.yml"
cat > "$sample/Sources/FinchScreens/LegacyScreen.swift" <<'EOF'
import KassStub

final class LegacyScreen: KassScreen {
    lazy var close = button("legacy.close")
}
EOF
swift_build "$tmp/build4.out"; status=$?
if [ "$status" -eq 0 ] && grep -q "^$sample/Sources/FinchScreens/PinScreen.swift:3:13: warning: .*\[missing-onload\]" "$tmp/build4.out"; then
    pass "a warning finding is printed and does not fail the build"
else
    fail "build with missing-onload as a warning: exit $status, or no warning printed" "$tmp/build4.out"
fi
if grep -q "LegacyScreen.swift:" "$tmp/build4.out"; then fail "an excluded file was reported" "$tmp/build4.out"; else pass "excluded files are not reported"; fi

finish
