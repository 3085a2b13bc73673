#!/usr/bin/env bash
# libFuzzer over every reader of untrusted input, each for a bounded time.
#
#   bash Scripts/fuzz.sh [SECONDS-PER-TARGET] [TARGET…]     default: 20 seconds, every target
#   bash Scripts/fuzz.sh --runs N [TARGET…]                  exactly N executions per target
#   bash Scripts/fuzz.sh --list
#
# Builds the modules' sources straight into fuzzer binaries (swiftc -sanitize=fuzzer;
# nothing in Package.swift), seeds each target's corpus from the repository's fixtures, runs
# the targets one after another, and prints executions and crashes per target. A crash
# leaves its input in $FUZZ_DIR/artifacts/TARGET/ and makes the script exit 1; replay it
# with `FUZZ_DIR/bin/fuzz-HARNESS ARTIFACT` (and the target's environment).
#
# Environment: FUZZ_DIR (default ${TMPDIR:-/tmp}/kassios-fuzz; corpora grow there across
# runs), FUZZ_SANITIZE (default fuzzer), FUZZ_TIMEOUT (seconds one input may take, default
# 10; libFuzzer counts wall time, so a run that is paused, e.g. with SIGSTOP while something
# else is measured, needs a longer one), SWIFTC.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# One line per target: name | modules, in dependency order | harness (Fuzz/Targets/NAME.swift)
#                       | environment | seeds | -max_len | dictionary (Fuzz/Dictionaries/NAME.dict)
codegen="KassiosSyntax KassiosModel KassiosHierarchy KassiosLint KassiosMap KassiosCodegen"
targets=(
    "syntax-model|KassiosSyntax KassiosModel|SyntaxModel|-|swift|4096|swift"
    "lint|KassiosSyntax KassiosModel KassiosHierarchy KassiosLint|Lint|-|swift|4096|swift"
    "map|KassiosSyntax KassiosModel KassiosHierarchy KassiosLint KassiosMap|Map|-|swift|4096|swift"
    "yaml|KassiosSyntax KassiosModel|YAML|-|yaml|4096|yaml"
    "lint-config|KassiosSyntax KassiosModel KassiosHierarchy KassiosLint|LintConfiguration|-|yaml|4096|yaml"
    "hierarchy-auto|KassiosHierarchy|Hierarchy|KASSIOS_FUZZ_FORMAT=auto|dumps|16384|dumps"
    "hierarchy-xcuitest|KassiosHierarchy|Hierarchy|KASSIOS_FUZZ_FORMAT=xcuitest|dumps|16384|dumps"
    "hierarchy-idb|KassiosHierarchy|Hierarchy|KASSIOS_FUZZ_FORMAT=idb|dumps|16384|dumps"
    "hierarchy-appium|KassiosHierarchy|Hierarchy|KASSIOS_FUZZ_FORMAT=appium|dumps|16384|dumps"
    "hierarchy-inventory|KassiosHierarchy|Hierarchy|KASSIOS_FUZZ_FORMAT=inventory|dumps|16384|dumps"
    "hierarchy-kassios|KassiosHierarchy|Hierarchy|KASSIOS_FUZZ_FORMAT=kassios|dumps|16384|dumps"
    "test-cases-plain|$codegen|TestCases|KASSIOS_FUZZ_CASES=plain|cases|4096|cases"
    "test-cases-gherkin|$codegen|TestCases|KASSIOS_FUZZ_CASES=gherkin|cases|4096|cases"
    "template|$codegen|Template|-|templates|8192|templates"
    "generate-test|$codegen|GenerateTest|-|swift|4096|swift"
    "baseline|KassiosSyntax KassiosModel KassiosHierarchy KassiosLint|CommittedFiles|KASSIOS_FUZZ_FILE=baseline|baseline|8192|committed"
    "defect-catalog|KassiosSyntax KassiosModel KassiosHierarchy KassiosLint|CommittedFiles|KASSIOS_FUZZ_FILE=catalog|catalog|4096|committed"
    "manifest-check|KassiosSyntax KassiosModel KassiosHierarchy KassiosLint|CommittedFiles|KASSIOS_FUZZ_FILE=manifest|manifest|4096|committed"
)

if [[ ${1:-} == --list ]]; then
    for target in "${targets[@]}"; do echo "${target%%|*}"; done
    exit 0
fi
usage="usage: fuzz.sh [SECONDS-PER-TARGET | --runs N] [TARGET…]"
runs=0
if [[ ${1:-} == --runs ]]; then
    runs=${2:-}
    [[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "$usage" >&2; exit 2; }
    seconds=0   # no time limit: libFuzzer stops after the runs
    shift 2
else
    seconds=${1:-20}
    [[ $seconds =~ ^[0-9]+$ ]] || { echo "$usage" >&2; exit 2; }
    shift || true
fi
for name in "$@"; do
    known=0
    for target in "${targets[@]}"; do [[ ${target%%|*} == "$name" ]] && known=1; done
    (( known )) || { echo "fuzz.sh: unknown target $name (see --list)" >&2; exit 2; }
done
selected=("$@")
work=${FUZZ_DIR:-${TMPDIR:-/tmp}/kassios-fuzz}
swiftc=${SWIFTC:-swiftc}
# -assert-config Debug keeps the bounds checks of unsafe buffers (the lexer reads through
# one) in optimised code; FUZZ_SANITIZE=fuzzer,address adds AddressSanitizer (about 3× slower).
sanitize=${FUZZ_SANITIZE:-fuzzer}
flags=(-O -g -assert-config Debug -sanitize="$sanitize" -parse-as-library)
work=$work/$(echo "$sanitize" | tr , -)
mkdir -p "$work/build" "$work/bin"

# libFuzzer's runtime comes with swift.org's toolchains, not with Xcode's: said before the long build.
probe=$work/build/probe
printf '@_cdecl("LLVMFuzzerTestOneInput") public func probe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }\n' > "$probe.swift"
if ! "$swiftc" -sanitize="$sanitize" -parse-as-library "$probe.swift" -o "$probe" > "$probe.log" 2>&1; then
    echo "fuzz.sh: $swiftc cannot build with -sanitize=$sanitize (Xcode's toolchain has no libFuzzer runtime):" >&2
    tail -3 "$probe.log" >&2
    echo "fuzz.sh: set SWIFTC to the swiftc of a swift.org toolchain" >&2
    exit 2
fi

newer_than() {   # newer_than FILE PATH…: whether any PATH changed after FILE was made
    [[ ! -e $1 ]] || [[ -n $(find "${@:2}" -newer "$1" -print -quit) ]]
}

imports() {   # imports MODULE: the modules it is compiled against (as in Package.swift)
    case $1 in
        KassiosModel) echo KassiosSyntax ;;
        KassiosLint) echo KassiosModel KassiosHierarchy ;;
        KassiosMap) echo KassiosModel KassiosHierarchy KassiosLint ;;
        KassiosCodegen) echo KassiosModel KassiosHierarchy KassiosMap ;;
    esac
}

sources_digest() {   # sources_digest MODULE: what the module's object was built from, by content
    # (FUZZ_DIR may be shared by several checkouts, so file times alone can mislead), and what
    # the modules it imports were built from: a type changed there changes this one's code.
    local imported
    {
        find "$root/Sources/$1" -name '*.swift' -print0 | sort -z | xargs -0 cat
        cat "${BASH_SOURCE[0]}"
        for imported in $(imports "$1"); do cat "$work/build/$imported.sources"; done
    } | cksum
}

build_module() {   # instrumented object + module interface, shared by every binary that needs it
    local module=$1 object=$work/build/$1.o stamp=$work/build/$1.sources
    local digest
    digest=$(sources_digest "$module")
    if [[ ! -e $object || ! -e $stamp || $(cat "$stamp") != "$digest" ]]; then
        echo "building $module" >&2
        find "$root/Sources/$module" -name '*.swift' -print0 | xargs -0 "$swiftc" "${flags[@]}" -wmo -module-name "$module" \
            -I "$work/build" -emit-module -emit-module-path "$work/build/$module.swiftmodule" -c -o "$object"
        echo "$digest" > "$stamp"
    fi
}

build_harness() {   # build_harness HARNESS MODULE…
    local harness=$1 binary=$work/bin/fuzz-$1
    shift
    local objects=()
    for module in "$@"; do
        build_module "$module"
        objects+=("$work/build/$module.o")
    done
    if newer_than "$binary" "$root/Fuzz/Targets/$harness.swift" "${objects[@]}"; then
        echo "building fuzz-$harness" >&2
        "$swiftc" "${flags[@]}" -module-name "Fuzz$harness" -I "$work/build" "$root/Fuzz/Targets/$harness.swift" "${objects[@]}" -o "$binary"
    fi
}

seed() {   # seed KIND DIR: the repository's fixtures, split at line ends into pieces under 4 KB where text
    local kind=$1 dir=$2 file seed
    mkdir -p "$dir"
    case $kind in
        swift)
            while IFS= read -r -d '' file; do
                split -C 4000 -d -a 3 "$file" "$dir/$(echo "${file#"$root"/}" | tr / _)."
            done < <(find "$root/Examples" "$root/Tests" "$root/Sources/KassiosLint/Rules" -name '*.swift' -print0) ;;
        yaml)
            cp "$root/.kassios-lint.yml" "$dir/kassios-lint.yml"
            cp "$root"/Fuzz/Seeds/*.yml "$dir/" ;;
        cases)
            cp "$root"/Examples/TestCases/*.md "$root"/Examples/TestCases/*.feature "$dir/" ;;
        templates)
            cp "$root"/Templates/*.template "$dir/" ;;
        baseline)
            cp "$root"/Fuzz/Seeds/baseline.json "$dir/" ;;
        catalog)
            cp "$root"/Examples/defects.json "$dir/" ;;
        manifest)   # a committed manifest and the current one, split at a NUL byte
            { cat "$root"/Examples/catches.json; printf '\0'; cat "$root"/Examples/catches.json; } >"$dir/same"
            { cat "$root"/Examples/catches.json; printf '\0'; sed -e '3,9d' -e 's/Freezing/Frozen/' "$root"/Examples/catches.json; } >"$dir/stale"
            { awk '{ printf "%s\r\n", $0 }' "$root"/Examples/catches.json; printf '\0'; cat "$root"/Examples/catches.json; } >"$dir/crlf" ;;
        dumps)
            # Files only (Examples/Dumps/Broken/ is a folder of dumps; its files are seeds too, named apart).
            for file in "$root"/Examples/Dumps/* "$root"/Examples/Dumps/Broken/* "$root"/Tests/KassiosHierarchyTests/Fixtures/*; do
                [[ -f $file ]] || continue
                [[ $file == *.md && $file == */Dumps/* ]] && continue
                seed=$(basename "$file")
                [[ $file == */Broken/* ]] && seed="broken-$seed"
                cp "$file" "$dir/$seed"
            done ;;
    esac
}

crash_count() {   # crash_count DIR: inputs that crashed, hung or ran out of memory (not the slow ones)
    find "$1" -maxdepth 1 \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l
}

status=0
summary=()
for target in "${targets[@]}"; do
    IFS='|' read -r name modules harness environment seeds max_len dictionary <<<"$target"
    if (( ${#selected[@]} > 0 )) && [[ " ${selected[*]} " != *" $name "* ]]; then continue; fi
    # shellcheck disable=SC2086
    build_harness "$harness" $modules
    corpus=$work/corpus/$name
    artifacts=$work/artifacts/$name/
    mkdir -p "$corpus" "$artifacts"
    [[ -n $(ls -A "$corpus") ]] || seed "$seeds" "$corpus"
    before=$(crash_count "$artifacts")
    log=$work/$name.log
    env_args=()
    [[ $environment == - ]] || env_args=("$environment")
    if (( runs > 0 )); then budget="$runs executions"; else budget="${seconds}s"; fi
    echo "== $name: $budget (corpus $(ls "$corpus" | wc -l) inputs)" >&2
    set +e
    # Swift's own backtracer would take the crash signal before libFuzzer saves the input.
    env "${env_args[@]}" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$work/bin/fuzz-$harness" "$corpus" \
        -max_total_time="$seconds" -runs="$(( runs > 0 ? runs : -1 ))" -max_len="$max_len" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 \
        -dict="$root/Fuzz/Dictionaries/$dictionary.dict" -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1
    code=$?
    set -e
    executions=$(awk '/stat::number_of_executed_units/ {s += $2} END {print s + 0}' "$log")
    if [[ $executions == 0 ]]; then   # stopped by a crash: the last status line
        executions=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#' || true)
    fi
    crashes=$(( $(crash_count "$artifacts") - before ))
    seconds_taken=$(awk '/stat::average_exec_per_sec/ {r = $2} END {print r + 0}' "$log")
    line=$(printf '%-22s %12s executions  %2d new crash(es)' "$name" "${executions:-0}" "$crashes")
    (( seconds_taken == 0 )) || line+=$(printf '  %7s exec/s' "$seconds_taken")
    if (( code != 0 || crashes > 0 )); then
        status=1
        line+="  (exit $code; see $log and $artifacts)"
    fi
    summary+=("$line")
    echo "$line" >&2
done
echo
if (( runs > 0 )); then echo "fuzzing, $runs executions per target:"; else echo "fuzzing, ${seconds}s per target:"; fi
printf '%s\n' "${summary[@]}"
exit $status
