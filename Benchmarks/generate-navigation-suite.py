#!/usr/bin/env python3
r"""Generate a synthetic XCUITest suite with navigation, for benchmarking `kassios map`.

    python3 Benchmarks/generate-navigation-suite.py OUT_DIR [--screens 2000] [--seed 1]

Where generate-suite.py exercises the linter (one screen per test), this corpus is about
the ways between screens, in every form kassios derives edges from:

  Screens/<F>/     KassScreen subclasses, some elements with a
                   `/// kassios: navigates-to` comment to a screen of the same feature
  Robots/<F>/      Robot subclasses whose methods return the next robot
  Navigation/      a MappaMundi screen graph of string-constant states
  Tests/<F>/       KassTestCase files: a launch helper, then walks of 2 to 6 screens
                   (onScreen blocks, assertOnScreen, navigate(to:)); XCTestCase files
                   driving robot chains and the MappaMundi navigator

Each feature's screens form a chain with side branches and a way back to its first
screen, so the graph has cycles, dead ends and screens no test visits. Output is a pure
function of (--screens, --seed); only the standard library is used. The summary line gives
the numbers of files, screens, robots, states and tests.
"""

import argparse
import importlib.util
import os
import random
import shutil

FEATURES = [
    "Login", "Onboarding", "Signup", "Checkout", "Cart", "Profile", "Settings", "Search",
    "Orders", "Payments", "Wallet", "Inbox", "Chat", "Feed", "Notifications", "Catalog",
    "Product", "Wishlist", "Reviews", "Delivery", "Tracking", "Addresses", "Support",
    "Rewards", "Referral", "Subscription", "Library", "Player", "Downloads", "Bookings",
    "Trips", "Maps", "Camera", "Gallery", "Documents", "Accounts", "Transfers", "Cards",
    "Insights", "Privacy",
]
PARTS = [
    "List", "Detail", "Edit", "Summary", "Confirmation", "Filter", "Sort", "Picker",
    "Overview", "Intro", "Form", "Review", "Success", "Error", "Empty", "Share", "Preview",
    "History", "Options", "Compose", "Info", "Help", "Landing", "Menu", "Sheet", "Dialog",
    "Wizard", "Search", "Results", "Settings",
]
BUTTONS = ["next", "back", "save", "done", "open", "continueButton", "confirm", "details", "edit", "more"]
FIELDS = ["name", "email", "query", "amount", "note", "code"]
TEXTS = ["title", "subtitle", "status", "total", "message"]


def _load_suite_generator():
    """generate-suite.py's line writer and helpers (its name has a dash: loaded by path)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "generate-suite.py")
    spec = importlib.util.spec_from_file_location("generate_suite", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_suite = _load_suite_generator()
Writer = _suite.Writer
lower_first = _suite.lower_first


class Generator:
    def __init__(self, out, screens, seed):
        self.out = out
        self.count = screens
        self.rng = random.Random(seed)
        self.files = 0
        self.tests = 0

    def emit(self, path, text):
        full = os.path.join(self.out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)
        self.files += 1

    def plan(self):
        per_feature = max(2, self.count // len(FEATURES))
        self.features = {}
        made = 0
        for index, feature in enumerate(FEATURES):
            size = per_feature if index < len(FEATURES) - 1 else max(2, self.count - made)
            screens = []
            for k in range(size):
                part = PARTS[k % len(PARTS)]
                round_ = k // len(PARTS)
                name = f"{feature}{part}{round_ if round_ else ''}Screen"
                rng = self.rng
                elements = []
                for button in rng.sample(BUTTONS, 3):
                    elements.append(("button", button))
                elements.append(("textField", rng.choice(FIELDS)))
                for text in rng.sample(TEXTS, 2):
                    elements.append(("staticText", text))
                screens.append({"name": name, "elements": elements, "id": f"{lower_first(feature)}.{lower_first(part)}{round_ or ''}"})
            self.features[feature] = screens
            made += size

    def screen_files(self):
        for feature, screens in self.features.items():
            for index, spec in enumerate(screens):
                w = Writer()
                w("import XCTest")
                w("import KassiOS")
                w()
                w(f"final class {spec['name']}: KassScreen {{")
                w.indent()
                for kind, name in spec["elements"]:
                    if kind == "button" and self.rng.random() < 0.05:
                        target = self.rng.choice(screens)["name"]
                        w(f"/// kassios: navigates-to {target}")
                    w(f'lazy var {name} = {kind}("{spec["id"]}.{name}")')
                onload = [name for kind, name in spec["elements"] if kind == "staticText"][:1] + [spec["elements"][0][1]]
                w(f"override var onLoad: [KassElement] {{ [{', '.join(onload)}] }}")
                w()
                w(f"func fill(with text: String) {{")
                w.indent()
                field = [name for kind, name in spec["elements"] if kind == "textField"][0]
                w(f"{field}.tap()")
                w(f"{field}.typeText(text)")
                w.dedent()
                w("}")
                w.dedent()
                w("}")
                self.emit(f"Screens/{feature}/{spec['name']}.swift", w.text())

    def walk(self, screens, length):
        """A path through a feature: mostly forward along the chain, sometimes a branch or back."""
        position = self.rng.randrange(len(screens))
        path = [position]
        for _ in range(length - 1):
            roll = self.rng.random()
            if roll < 0.7 and position + 1 < len(screens):
                position += 1
            elif roll < 0.85:
                position = self.rng.randrange(len(screens))
            else:
                position = 0
            path.append(position)
        return [screens[i] for i in path]

    def test_files(self):
        for feature, screens in self.features.items():
            for file_index in range(max(1, len(screens) // 5)):
                cls = f"{feature}Flow{file_index}Tests"
                w = Writer()
                w("import XCTest")
                w("import KassiOS")
                w()
                w(f"final class {cls}: KassTestCase {{")
                w.indent()
                w(f"private func launch{feature}(extra: [String] = []) {{")
                w.indent()
                w(f'launch(arguments: ["-uiTesting", "-feature={feature}"] + extra, environment: ["MOCK": "{lower_first(feature)}"])')
                w.dedent()
                w("}")
                for k in range(self.rng.randint(2, 5)):
                    self.tests += 1
                    w()
                    w(f"func test_{lower_first(feature)}_flow{file_index}_{k}() {{")
                    w.indent()
                    w(f"launch{feature}()")
                    path = self.walk(screens, self.rng.randint(2, 6))
                    for step, spec in enumerate(path):
                        button = [name for kind, name in spec["elements"] if kind == "button"]
                        last = step == len(path) - 1
                        form = self.rng.random()
                        if last:
                            w(f"assertOnScreen({spec['name']}.self)")
                        elif form < 0.1:
                            w(f"navigate(to: {spec['name']}.self)")
                        elif form < 0.5:
                            w(f"onScreen({spec['name']}.self) {{ $0.{self.rng.choice(button)}.tap() }}")
                        else:
                            w(f"onScreen({spec['name']}.self) {{ screen in")
                            w.indent()
                            w(f'screen.fill(with: "{feature} {k}")')
                            w(f"XCTAssertTrue(screen.{[n for kd, n in spec['elements'] if kd == 'staticText'][0]}.exists)")
                            w(f"screen.{self.rng.choice(button)}.tap()")
                            w.dedent()
                            w("}")
                    w.dedent()
                    w("}")
                w.dedent()
                w("}")
                self.emit(f"Tests/{feature}/{cls}.swift", w.text())

    def robot_files(self):
        self.robots = []
        w = Writer()
        w("import XCTest")
        w()
        w("class Robot {")
        w.indent()
        w("let app: XCUIApplication")
        w("init(app: XCUIApplication) { self.app = app }")
        w.dedent()
        w("}")
        self.emit("Robots/Robot.swift", w.text())
        for feature, screens in self.features.items():
            names = [f"{feature}Step{k}Robot" for k in range(max(2, len(screens) // 6))]
            for index, name in enumerate(names):
                following = names[(index + 1) % len(names)]
                w = Writer()
                w("import XCTest")
                w()
                w(f"final class {name}: Robot {{")
                w.indent()
                w(f'private var header: XCUIElement {{ app.staticTexts["{lower_first(name)}.header"] }}')
                w(f'private var nextButton: XCUIElement {{ app.buttons["{lower_first(name)}.next"] }}')
                w()
                w("@discardableResult")
                w("func assertVisible() -> Self {")
                w.indent()
                w("XCTAssertTrue(header.waitForExistence(timeout: 5))")
                w("return self")
                w.dedent()
                w("}")
                w()
                w(f"func goNext() -> {following} {{")
                w.indent()
                w("nextButton.tap()")
                w(f"return {following}(app: app)")
                w.dedent()
                w("}")
                w.dedent()
                w("}")
                self.emit(f"Robots/{feature}/{name}.swift", w.text())
            self.robots.append((feature, names))
        for feature, names in self.robots:
            w = Writer()
            w("import XCTest")
            w()
            w(f"final class {feature}RobotTests: XCTestCase {{")
            w.indent()
            w("private let app = XCUIApplication()")
            w()
            w("override func setUpWithError() throws {")
            w.indent()
            w(f'app.launchArguments += ["-uiTesting", "-feature={feature}"]')
            w("app.launch()")
            w.dedent()
            w("}")
            w()
            self.tests += 1
            w(f"func test_{lower_first(feature)}_robots() {{")
            w.indent()
            w(f"{names[0]}(app: app)")
            w.indent()
            for _ in range(min(len(names), 4)):
                w(".goNext()")
            w(".assertVisible()")
            w.dedent()
            w.dedent()
            w("}")
            w.dedent()
            w("}")
            self.emit(f"Tests/{feature}/{feature}RobotTests.swift", w.text())

    def mappamundi_file(self):
        states = [f"{feature}State{k}" for feature in FEATURES for k in range(5)]
        w = Writer()
        w("import MappaMundi")
        w("import XCTest")
        w()
        for state in states:
            w(f'let {state} = "{state}"')
        w()
        w("final class BenchUserState: MMUserState {")
        w.indent()
        w("required init() {")
        w.indent()
        w("super.init()")
        w(f"initialScreenState = {states[0]}")
        w.dedent()
        w("}")
        w.dedent()
        w("}")
        w()
        w("func createBenchScreenGraph(for test: XCTestCase, with app: XCUIApplication) -> MMScreenGraph<BenchUserState> {")
        w.indent()
        w("let map = MMScreenGraph(for: test, with: BenchUserState.self)")
        for index, state in enumerate(states):
            following = states[(index + 1) % len(states)]
            w(f"map.addScreenState({state}) {{ screenState in")
            w.indent()
            w(f'screenState.tap(app.buttons["{lower_first(state)}.next"], to: {following})')
            if index % 3 == 0:
                w(f'screenState.noop(to: {states[(index * 7) % len(states)]}, if: "flag == true")')
            w("screenState.backAction = { app.navigationBars.buttons.element(boundBy: 0).tap() }")
            w.dedent()
            w("}")
        w("return map")
        w.dedent()
        w("}")
        self.emit("Navigation/BenchScreenGraph.swift", w.text())
        w = Writer()
        w("import MappaMundi")
        w("import XCTest")
        w()
        w("final class NavigatorTests: XCTestCase {")
        w.indent()
        w("var navigator: MMNavigator<BenchUserState>!")
        for index in range(0, len(states), 10):
            self.tests += 1
            w()
            w(f"func test_goto_{index}() {{")
            w.indent()
            w(f"navigator.goto({states[index]})")
            w(f"navigator.nowAt({states[index]})")
            w.dedent()
            w("}")
        w.dedent()
        w("}")
        self.emit("Tests/NavigatorTests.swift", w.text())
        self.states = len(states)

    def run(self):
        self.plan()
        self.screen_files()
        self.test_files()
        self.robot_files()
        self.mappamundi_file()
        robots = sum(len(names) for _, names in self.robots)
        screens = sum(len(s) for s in self.features.values())
        return f"files={self.files} screens={screens} robots={robots} states={self.states} tests={self.tests}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--screens", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    if os.path.exists(arguments.out):
        shutil.rmtree(arguments.out)
    print(Generator(arguments.out, arguments.screens, arguments.seed).run())


if __name__ == "__main__":
    main()
