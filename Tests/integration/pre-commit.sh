#!/usr/bin/env bash
# The `kassios-lint` hook of .pre-commit-hooks.yaml under the real pre-commit framework.
# In a temporary git repository with one clean screen and one without onLoad, and a
# .pre-commit-config.yaml that uses this working tree (snapshotted into a local git repository,
# uncommitted and untracked files included, so what is tested is what is on disk):
#   - `pre-commit run --files <broken>` fails and prints the finding;
#   - `pre-commit run --files <clean>` passes, and so does a broken file the project's
#     .kassios-lint.yml excludes;
#   - with `pre-commit install`, committing the clean screen succeeds and committing the broken
#     one is refused.
# Prints PASS or FAIL per check and exits non-zero when any check fails.
#
# usage: bash Tests/integration/pre-commit.sh
# It installs pre-commit (pinned) with pip only when `python3 -m pre_commit` is missing. pre-commit
# builds the hook with `swift build -c release` (language: swift) into a fresh PRE_COMMIT_HOME:
# a few minutes on 2 cores. KASSIOS_KEEP_TMP=1 keeps the temporary folder for inspection.
# KASSIOS_HOOK_BINARY=<file>: copy the kassios that pre-commit built there (.ci/background runs the
# release checks with it, so CI builds kassios in release once, as pre-commit users do).
set -uo pipefail

PRE_COMMIT_VERSION=4.7.0

source "$(dirname "$0")/harness.sh" pre-commit

if ! python3 -m pre_commit --version > /dev/null 2>&1; then
    echo "== installing pre-commit==$PRE_COMMIT_VERSION"
    python3 -m pip install --quiet "pre-commit==$PRE_COMMIT_VERSION" || { echo "FAIL: cannot install pre-commit"; exit 1; }
fi
echo "== $(python3 -m pre_commit --version)"

# Hermetic git and pre-commit: no user or system git configuration, a fresh hook cache.
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL="$tmp/gitconfig"
: > "$GIT_CONFIG_GLOBAL"
export GIT_AUTHOR_NAME=kassios-test GIT_AUTHOR_EMAIL=kassios-test@example.invalid
export GIT_COMMITTER_NAME=kassios-test GIT_COMMITTER_EMAIL=kassios-test@example.invalid
export PRE_COMMIT_HOME="$tmp/pre-commit-home"
unset PRE_COMMIT_ALLOW_NO_CONFIG SKIP

# The hook repository: this working tree as it is, committed into a throwaway repository.
hooks_repo="$tmp/kassios"
mkdir -p "$hooks_repo"
if git -C "$repo" rev-parse --git-dir > /dev/null 2>&1; then
    # Tracked and untracked files, less what .gitignore leaves out (.build and the like).
    git -C "$repo" ls-files -co --exclude-standard | while IFS= read -r file; do
        [ -f "$repo/$file" ] || continue   # deleted but not yet staged
        mkdir -p "$hooks_repo/$(dirname "$file")" && cp -p "$repo/$file" "$hooks_repo/$file"
    done
else
    cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Tests" "$repo/Plugins" "$repo/.pre-commit-hooks.yaml" "$hooks_repo/"
fi
git -C "$hooks_repo" init -q && git -C "$hooks_repo" add -A && git -C "$hooks_repo" commit -q -m snapshot
rev=$(git -C "$hooks_repo" rev-parse HEAD)

# The project that uses the hook.
project="$tmp/project"
mkdir -p "$project/UITests/Screens"
git -C "$project" init -q
cat > "$project/.pre-commit-config.yaml" <<EOF
repos:
  - repo: $hooks_repo
    rev: $rev
    hooks:
      - id: kassios-lint
EOF
cat > "$project/UITests/Screens/LoginScreen.swift" <<'EOF'
final class LoginScreen: KassScreen {
    lazy var email = textField("login.email")
    lazy var submit = button("login.submit")
    override var onLoad: [KassElement] { [email, submit] }
}
EOF
cat > "$project/UITests/Screens/ReceiptScreen.swift" <<'EOF'
final class ReceiptScreen: KassScreen {
    lazy var done = button("receipt.done")
}
EOF
# Generated screens: excluded by the configuration, so the hook skips them although
# pre-commit names them.
mkdir -p "$project/UITests/Generated"
cp "$project/UITests/Screens/ReceiptScreen.swift" "$project/UITests/Generated/OldReceiptScreen.swift"
sed -i.bak 's/ReceiptScreen/OldReceiptScreen/' "$project/UITests/Generated/OldReceiptScreen.swift" && rm -f "$project/UITests/Generated/OldReceiptScreen.swift.bak"
printf 'excluded:\n  - UITests/Generated\n' > "$project/.kassios-lint.yml"
git -C "$project" add .pre-commit-config.yaml .kassios-lint.yml && git -C "$project" commit -q -m "configuration"

run_pre_commit() { local out=$1; shift; (cd "$project" && python3 -m pre_commit "$@") > "$out" 2>&1; }

started=$SECONDS

echo "== pre-commit run on the broken screen (the first run builds the hook: swift build -c release)"
run_pre_commit "$tmp/broken.out" run kassios-lint --files UITests/Screens/ReceiptScreen.swift; status=$?
echo "   (first run, build included: $((SECONDS - started)) s)"
if [ -n "${KASSIOS_HOOK_BINARY:-}" ]; then
    built=$(find "$PRE_COMMIT_HOME" -type f -path "*/release/kassios" | head -1)
    if [ -n "$built" ] && cp "$built" "$KASSIOS_HOOK_BINARY" && chmod +x "$KASSIOS_HOOK_BINARY" && "$KASSIOS_HOOK_BINARY" --version > /dev/null; then
        pass "the hook's release binary is copied to $KASSIOS_HOOK_BINARY and runs"
    else
        fail "no release binary named kassios under $PRE_COMMIT_HOME that runs (--version)"
    fi
fi
if [ "$status" -eq 1 ]; then pass "the hook fails (pre-commit exits 1)"; else fail "pre-commit exited $status, expected 1" "$tmp/broken.out"; fi
if grep -q "^UITests/Screens/ReceiptScreen.swift:1:13: error: ReceiptScreen has no onLoad.*\[missing-onload\]" "$tmp/broken.out"; then
    pass "the finding is printed"
else
    fail "no missing-onload finding for UITests/Screens/ReceiptScreen.swift:1:13" "$tmp/broken.out"
fi
if grep -q "kassios lint.*Failed" "$tmp/broken.out" && grep -q "exit code: 1" "$tmp/broken.out"; then
    pass "pre-commit reports the hook Failed with kassios' exit code 1"
else
    fail "pre-commit's report does not say Failed / exit code: 1" "$tmp/broken.out"
fi

echo "== pre-commit run on the clean screen"
run_pre_commit "$tmp/clean.out" run kassios-lint --files UITests/Screens/LoginScreen.swift; status=$?
if [ "$status" -eq 0 ] && grep -q "kassios lint.*Passed" "$tmp/clean.out"; then
    pass "the hook passes"
else
    fail "pre-commit exited $status on the clean screen" "$tmp/clean.out"
fi

echo "== pre-commit run on a broken screen the configuration excludes"
run_pre_commit "$tmp/excluded.out" run kassios-lint --files UITests/Generated/OldReceiptScreen.swift; status=$?
if [ "$status" -eq 0 ] && ! grep -q "OldReceiptScreen.swift:" "$tmp/excluded.out"; then
    pass "the hook skips it (entry has --force-exclude)"
else
    fail "pre-commit exited $status on an excluded file" "$tmp/excluded.out"
fi

echo "== as a git hook: pre-commit install, then commit"
run_pre_commit "$tmp/install.out" install; status=$?
if [ "$status" -eq 0 ]; then pass "pre-commit install"; else fail "pre-commit install exited $status" "$tmp/install.out"; fi
git -C "$project" add UITests/Screens/LoginScreen.swift
if git -C "$project" commit -q -m "login screen" > "$tmp/commit-clean.out" 2>&1; then
    pass "committing the clean screen succeeds"
else
    fail "committing the clean screen was refused" "$tmp/commit-clean.out"
fi
git -C "$project" add UITests/Screens/ReceiptScreen.swift
if git -C "$project" commit -q -m "receipt screen" > "$tmp/commit-broken.out" 2>&1; then
    fail "committing the broken screen succeeded" "$tmp/commit-broken.out"
elif grep -q "ReceiptScreen.swift:1:13: error: .*\[missing-onload\]" "$tmp/commit-broken.out"; then
    pass "committing the broken screen is refused, with the finding"
else
    fail "the commit was refused, but without the finding" "$tmp/commit-broken.out"
fi
if [ "$(git -C "$project" log --format=%s -1)" = "login screen" ]; then
    pass "the refused commit left no commit behind"
else
    fail "unexpected last commit: $(git -C "$project" log --format=%s -1)"
fi

finish
