#!/usr/bin/env python3
r"""Generate a synthetic, deterministic XCUITest suite for benchmarking kassios.

    python3 Benchmarks/generate-suite.py OUT_DIR [--screens 2000] [--seed 1]
                                                 [--scale N] [--verify K]

The corpus imitates a large iOS UI-test target:

  Support/        BaseScreen (an intermediate `class BaseScreen: KassScreen`),
                  a few feature base screens, shared helpers
  Screens/<F>/    one KassScreen subclass per file (the bulk of the corpus)
  Robots/<F>/     robot-pattern helpers using raw XCUIElement queries
  PageObjects/<F>/ older struct-based page objects
  Tests/<F>/      KassTestCase files using `onScreen(X.self) { ... }`, and
                  plain XCTestCase files driving the robots and page objects

Planted findings (the summary line reports both counts exactly):

  missing-onload      exactly 5 % of the screens declare no `onLoad` and
                      subclass `KassScreen` or the abstract `BaseScreen`, so
                      they cannot inherit one. (Some other screens declare no
                      `onLoad` but inherit a non-empty one from a feature base
                      screen: not findings, reported as inherit_onload.)
  runtime-identifier  about one identifier use in six is built at run time:
                      interpolation ("row.\(i)"), concatenation
                      (prefix + "x"), a stored var, String(format:), in
                      screens, robots and tests. Wrapper functions that pass a
                      String parameter straight through are not counted.

Output is a pure function of (--screens, --scale, --seed): the same arguments
give byte-identical files. Only the standard library is used.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys

# ---------------------------------------------------------------------------
# Vocabulary
# ---------------------------------------------------------------------------

FEATURES = [
    "Login", "Onboarding", "Signup", "Checkout", "Cart", "Profile", "Settings",
    "Search", "Orders", "Payments", "Wallet", "Inbox", "Chat", "Feed",
    "Notifications", "Catalog", "Product", "Wishlist", "Reviews", "Delivery",
    "Tracking", "Addresses", "Support", "Rewards", "Referral", "Subscription",
    "Library", "Player", "Downloads", "Bookings", "Trips", "Maps", "Camera",
    "Gallery", "Documents", "Accounts", "Transfers", "Cards", "Insights",
    "Privacy",
]

PARTS = [
    "List", "Detail", "Edit", "Summary", "Confirmation", "Filter", "Sort",
    "Picker", "Overview", "Intro", "Form", "Review", "Success", "Error",
    "Empty", "Settings", "Share", "Preview", "History", "Options", "Details",
    "Compose", "Composer", "Info", "Help", "Landing", "Menu", "Sheet",
    "Dialog", "Wizard",
]

# element kind -> (XCUIElementQuery name, vocabulary of element names)
KINDS = {
    "button": ("buttons", [
        "submit", "cancel", "next", "back", "save", "delete", "share", "edit",
        "done", "retry", "close", "apply", "filter", "sort", "add", "remove",
        "continueButton", "confirm", "skip", "help", "more", "refresh", "buy",
        "upgrade", "logout", "send", "attach", "favorite", "follow", "invite",
    ]),
    "textField": ("textFields", [
        "email", "name", "firstName", "lastName", "phone", "address", "city",
        "zip", "query", "quantity", "promoCode", "note", "titleField", "amount",
        "cardNumber", "username", "company", "street", "reference", "message",
    ]),
    "secureTextField": ("secureTextFields", [
        "password", "confirmPassword", "pin", "cvv", "oneTimeCode", "secret",
    ]),
    "staticText": ("staticTexts", [
        "title", "subtitle", "headline", "total", "subtotal", "price", "status",
        "errorLabel", "hint", "caption", "badge", "counter", "greeting",
        "balance", "dateLabel", "footnote", "summaryLabel", "disclaimer",
    ]),
    "image": ("images", ["avatar", "hero", "logo", "thumbnail", "icon", "banner"]),
    "cell": ("cells", ["firstRow", "selectedRow", "emptyRow", "headerRow", "footerRow"]),
    "table": ("tables", ["list", "results", "entries", "items"]),
    "collectionView": ("collectionViews", ["grid", "carousel", "chips", "gallery"]),
    "switch": ("switches", [
        "notificationsSwitch", "darkModeSwitch", "rememberMe", "newsletter",
        "biometrics", "autoRenew",
    ]),
    "slider": ("sliders", ["volume", "priceRange", "brightness", "distance"]),
    "searchField": ("searchFields", ["searchBar", "filterField"]),
    "scrollView": ("scrollViews", ["scroll", "content"]),
    "navigationBar": ("navigationBars", ["navBar"]),
    "webView": ("webViews", ["terms", "embeddedPage"]),
    "link": ("links", ["privacyLink", "termsLink", "learnMore"]),
    "other": ("otherElements", ["banner", "emptyState", "loadingOverlay", "card", "container"]),
}

# weights: buttons/texts dominate real screens
KIND_WEIGHTS = [
    ("button", 30), ("staticText", 24), ("textField", 14), ("cell", 6),
    ("secureTextField", 3), ("image", 5), ("table", 3), ("collectionView", 2),
    ("switch", 4), ("slider", 1), ("searchField", 2), ("scrollView", 2),
    ("navigationBar", 2), ("webView", 1), ("link", 1), ("other", 3),
]

# How a KassScreen builds each kind: (factory, `type:` argument or None).
FACTORY = {
    "button": ("button", None), "textField": ("textField", None),
    "secureTextField": ("secureTextField", None), "staticText": ("staticText", None),
    "image": ("image", None), "cell": ("cell", None), "link": ("link", None),
    "switch": ("switchControl", None), "other": ("other", None),
    "table": ("element", "table"), "collectionView": ("element", "collectionView"),
    "slider": ("element", "slider"), "searchField": ("element", "searchField"),
    "scrollView": ("element", "scrollView"), "navigationBar": ("element", "navigationBar"),
    "webView": ("element", "webView"),
}


def factory_call(kind, expr, generic):
    """`table("x")`, or the generic `element("x", type: .table)` when asked."""
    fn, typ = FACTORY[kind]
    if typ and generic:
        return f"{fn}({expr}, type: .{typ})"
    return f"{typ or fn}({expr})"


SECTIONS = ["Header", "Form", "Footer", "Content", "Toolbar", "Actions", "Banner", "List"]

DOC_SENTENCES = [
    "Shown after the user completes the previous step.",
    "Reached from the tab bar or via a universal link.",
    "All elements are resolved lazily; nothing is queried until first use.",
    "Keep identifiers in sync with the app target's AccessibilityIdentifiers.swift.",
    "This screen is presented modally on iPad and pushed on iPhone.",
    "The layout differs between compact and regular size classes.",
    "Some rows are only present when the feature flag is enabled.",
    "Loaded state is detected through `onLoad`; see KassScreen.waitForLoad().",
    "Uses fixtures from the mock server (see `MockServer.Fixture`).",
    "Do not assert on localized strings here; use identifiers.",
    "Animations are disabled in UI tests via the `-uiTesting` launch argument.",
    "Scrolling may be required on small devices (iPhone SE).",
]

LOREM = [
    "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing",
    "elit", "sed", "do", "eiusmod", "tempor", "incididunt", "labore", "magna",
]


def lower_first(s):
    return s[0].lower() + s[1:]


def snake(s):
    out = []
    for ch in s:
        if ch.isupper() and out:
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


# ---------------------------------------------------------------------------
# Model
# ---------------------------------------------------------------------------

class Element:
    __slots__ = ("name", "kind", "ident", "expr", "runtime", "section")

    def __init__(self, name, kind, ident, section):
        self.name = name
        self.kind = kind
        self.ident = ident          # the literal identifier string (static form)
        self.expr = None            # Swift expression passed to the factory
        self.runtime = False
        self.section = section


class Stats:
    def __init__(self):
        self.ids_static = 0
        self.ids_runtime = 0
        self.screens_missing_onload = 0
        self.screens_inheriting_onload = 0
        self.screens = 0
        self.files = {}
        self.lines = 0
        self.bytes = 0

    def ident(self, runtime):
        if runtime:
            self.ids_runtime += 1
        else:
            self.ids_static += 1


class Writer:
    """Tiny indentation-aware line buffer."""

    def __init__(self):
        self.lines = []
        self.level = 0

    def __call__(self, text=""):
        if text:
            self.lines.append("    " * self.level + text)
        else:
            self.lines.append("")

    def raw(self, text):
        self.lines.append(text)

    def indent(self):
        self.level += 1

    def dedent(self):
        self.level -= 1

    def text(self):
        return "\n".join(self.lines) + "\n"


class IdStyle:
    """Per-feature identifier convention (teams are rarely consistent)."""

    def __init__(self, rng, feature):
        self.kind = rng.choice(["dot", "dot", "dot", "snake", "screen", "camel"])
        self.feature = feature

    def make(self, full_base, section, name):
        screen_base = full_base[len(self.feature):] or full_base
        f = lower_first(self.feature)
        s = lower_first(screen_base)
        if self.kind == "dot":
            return f"{f}.{s}.{name}"
        if self.kind == "snake":
            return f"{snake(self.feature)}_{snake(screen_base)}_{snake(name)}"
        if self.kind == "screen":
            return f"{full_base}Screen.{section.lower()}.{name}"
        return f"{s}{section}{name[0].upper()}{name[1:]}"

    def prefix(self, full_base):
        screen_base = full_base[len(self.feature):] or full_base
        f = lower_first(self.feature)
        s = lower_first(screen_base)
        if self.kind == "snake":
            return f"{snake(self.feature)}_{snake(screen_base)}_"
        if self.kind == "screen":
            return f"{full_base}Screen."
        if self.kind == "camel":
            return s
        return f"{f}.{s}."


# ---------------------------------------------------------------------------
# Generator
# ---------------------------------------------------------------------------

class Suite:
    RUNTIME_P = 0.13  # element declarations; parameterised helpers add the rest (~1/6 overall)
    MISSING_ONLOAD_P = 0.05

    def __init__(self, out, screens, seed):
        self.out = out
        self.n_screens = screens
        self.seed = seed
        self.rng = random.Random(seed)
        self.stats = Stats()
        self.styles = {f: IdStyle(self.rng, f) for f in FEATURES}
        self.feature_bases = {}      # feature -> base class name
        self.screens = []            # list of dicts describing screens

    # -- output --------------------------------------------------------------

    def emit(self, kind, relpath, text):
        path = os.path.join(self.out, relpath)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = text.encode("utf-8")
        with open(path, "wb") as fh:
            fh.write(data)
        self.stats.files[kind] = self.stats.files.get(kind, 0) + 1
        self.stats.lines += text.count("\n")
        self.stats.bytes += len(data)

    def header(self, w, filename, target="ShopUITests"):
        w("//")
        w(f"//  {filename}")
        w(f"//  {target}")
        w("//")
        w(f"//  Synthetic fixture generated by kassios Benchmarks/generate-suite.py (seed {self.seed}).")
        w("//")
        w()

    def doc(self, w, rng, subject, extra=0):
        w(f"/// {subject}")
        n = rng.randint(0, 2) + extra
        if n:
            w("///")
            for s in rng.sample(DOC_SENTENCES, min(n, len(DOC_SENTENCES))):
                w(f"/// {s}")

    # -- names ----------------------------------------------------------------

    def plan(self):
        rng = self.rng
        used = set()
        for i in range(self.n_screens):
            feature = FEATURES[i % len(FEATURES)] if i < len(FEATURES) else rng.choice(FEATURES)
            part = rng.choice(PARTS)
            base = f"{feature}{part}"
            n = 1
            name = base
            while name in used:
                n += 1
                name = f"{base}{n}"
            used.add(name)
            self.screens.append({"feature": feature, "base": name, "short": name[len(feature):]})
        # exactly 5 % of the screens (chosen at random) get no onLoad
        self.missing_onload = set(rng.sample(range(self.n_screens),
                                             round(self.n_screens * self.MISSING_ONLOAD_P)))
        for f in FEATURES:
            if rng.random() < 0.35:
                self.feature_bases[f] = f"{f}BaseScreen"

    # -- support files ----------------------------------------------------------

    def support(self):
        w = Writer()
        self.header(w, "BaseScreen.swift")
        w("import XCTest")
        w("import KassiOS")
        w()
        self.doc(w, self.rng, "Common ancestor of most screens.", 1)
        w("///")
        w("/// Declares no elements, only helpers, so it is an abstract base and has")
        w("/// no `onLoad` of its own: concrete subclasses must declare one.")
        w("class BaseScreen: KassScreen {")
        w.indent()
        w("/// Default timeout used by subclasses when waiting for elements.")
        w("var defaultTimeout: TimeInterval { 10 }")
        w()
        w("var isKeyboardVisible: Bool { app.keyboards.count > 0 }")
        w()
        w("/// Taps the back button of the current navigation bar.")
        w("func goBack() {")
        w.indent()
        w("app.navigationBars.buttons.element(boundBy: 0).tap()")
        w.dedent()
        w("}")
        w()
        w("func dismissKeyboard() {")
        w.indent()
        w("guard isKeyboardVisible else { return }")
        w("app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.05)).tap()")
        w.dedent()
        w("}")
        w()
        w("/// Swipes up until `element` exists or `maxSwipes` is reached.")
        w("func scrollTo(_ element: KassElement, maxSwipes: Int = 6) {")
        w.indent()
        w("var swipes = 0")
        w("while !element.exists && swipes < maxSwipes {")
        w.indent()
        w("app.swipeUp()")
        w("swipes += 1")
        w.dedent()
        w("}")
        w.dedent()
        w("}")
        w.dedent()
        w("}")
        self.emit("support", "Support/BaseScreen.swift", w.text())

        for feature in sorted(self.feature_bases):
            cls = self.feature_bases[feature]
            f = lower_first(feature)
            w = Writer()
            self.header(w, f"{cls}.swift")
            w("import XCTest")
            w("import KassiOS")
            w()
            self.doc(w, self.rng, f"Shared chrome of the {feature} flow.")
            w("/// Subclasses extend `onLoad` with `super.onLoad + [...]` or inherit it.")
            w(f"class {cls}: BaseScreen {{")
            w.indent()
            w(f'lazy var flowTitle = staticText("{f}.header.title")')
            w(f'lazy var flowProgress = other("{f}.header.progress")')
            w(f'lazy var closeFlow = button("{f}.header.close")')
            for _ in range(3):
                self.stats.ident(False)
            w()
            w("override var onLoad: [KassElement] { [flowTitle] }")
            w()
            w("override var defaultTimeout: TimeInterval { 15 }")
            w()
            w("func close() {")
            w.indent()
            w("closeFlow.tap()")
            w.dedent()
            w("}")
            w.dedent()
            w("}")
            self.emit("support", f"Support/{cls}.swift", w.text())

        w = Writer()
        self.header(w, "XCUIElement+Helpers.swift")
        w("import XCTest")
        w()
        w("extension XCUIElement {")
        w.indent()
        w("/// Clears the current text and types `text`.")
        w("func clearAndType(_ text: String) {")
        w.indent()
        w("guard let current = value as? String, !current.isEmpty else {")
        w.indent()
        w("typeText(text)")
        w("return")
        w.dedent()
        w("}")
        w('let deletes = String(repeating: XCUIKeyboardKey.delete.rawValue, count: current.count)')
        w("typeText(deletes + text)")
        w.dedent()
        w("}")
        w()
        w("/// Scrolls `container` until the receiver is hittable.")
        w("func scrollIntoView(in container: XCUIElement, maxSwipes: Int = 8) {")
        w.indent()
        w("var swipes = 0")
        w("while !isHittable && swipes < maxSwipes {")
        w.indent()
        w("container.swipeUp()")
        w("swipes += 1")
        w.dedent()
        w("}")
        w.dedent()
        w("}")
        w.dedent()
        w("}")
        self.emit("support", "Support/XCUIElement+Helpers.swift", w.text())

    # -- screens ------------------------------------------------------------------

    def pick_kind(self, rng):
        total = sum(wt for _, wt in KIND_WEIGHTS)
        r = rng.uniform(0, total)
        acc = 0
        for k, wt in KIND_WEIGHTS:
            acc += wt
            if r <= acc:
                return k
        return KIND_WEIGHTS[-1][0]

    def make_elements(self, rng, style, base, count):
        elems = []
        names = set()
        tries = 0
        while len(elems) < count and tries < count * 20:
            tries += 1
            kind = self.pick_kind(rng)
            name = rng.choice(KINDS[kind][1])
            if name in names:
                # second occurrence: qualify with a section
                sec = rng.choice(SECTIONS)
                name = f"{lower_first(sec)}{name[0].upper()}{name[1:]}"
                if name in names:
                    continue
            names.add(name)
            section = rng.choice(SECTIONS)
            elems.append(Element(name, kind, style.make(base, section, name), section))
        return elems

    def screen(self, idx, spec):
        rng = random.Random(f"{self.seed}/screen/{idx}")
        feature, base = spec["feature"], spec["base"]
        style = self.styles[feature]
        cls = f"{base}Screen"
        size = rng.random()
        if size < 0.5:
            n_elems, n_actions = rng.randint(3, 6), rng.randint(1, 2)
        elif size < 0.85:
            n_elems, n_actions = rng.randint(5, 10), rng.randint(2, 3)
        elif size < 0.97:
            n_elems, n_actions = rng.randint(10, 20), rng.randint(3, 5)
        else:
            n_elems, n_actions = rng.randint(24, 60), rng.randint(6, 12)
        elems = self.make_elements(rng, style, base, n_elems)

        # how each identifier reaches the factory
        use_a11y = rng.random() < 0.45
        use_ids = rng.random() < 0.35
        a11y = {}     # section -> [(const, ident)]
        ids = []      # (case, ident)
        prefix_needed = False
        index_needed = False
        for e in elems:
            if rng.random() < self.RUNTIME_P:
                e.runtime = True
                form = rng.choice(["interp", "interp", "concat", "concat", "var", "format"])
                if form == "interp":
                    index_needed = True
                    e.expr = f'"{e.ident}.\\(index)"'
                elif form == "concat":
                    prefix_needed = True
                    e.expr = f'prefix + "{e.name}"'
                elif form == "var":
                    e.expr = f"{e.name}Identifier"
                else:
                    index_needed = True
                    e.expr = f'String(format: "{e.ident}.%d", index)'
            else:
                r = rng.random()
                if use_a11y and r < 0.5:
                    a11y.setdefault(e.section, []).append((e.name, e.ident))
                    e.expr = f"A11y.{e.section}.{e.name}"
                elif use_ids and r < 0.8:
                    ids.append((e.name, e.ident))
                    e.expr = f"Ids.{e.name}.rawValue"
                else:
                    e.expr = f'"{e.ident}"'
            self.stats.ident(e.runtime)

        # A screen without onLoad is a finding only if it cannot inherit one:
        # those subclass KassScreen or the abstract BaseScreen. Some screens of
        # a feature with a (non-abstract) feature base inherit its onLoad.
        missing = idx in self.missing_onload
        feature_base = self.feature_bases.get(feature)
        r = rng.random()
        if missing:
            parent = "BaseScreen" if r < 0.4 else "KassScreen"
        elif feature_base and r < 0.5:
            parent = feature_base
        elif r < 0.3:
            parent = "BaseScreen"
        else:
            parent = "KassScreen"
        inherits = parent == feature_base and rng.random() < 0.12
        final = "final " if rng.random() < 0.8 else ""

        w = Writer()
        self.header(w, f"{cls}.swift")
        w("import XCTest")
        w("import KassiOS")
        w()
        self.doc(w, rng, f"The {base} screen of the {feature} flow.", extra=rng.randint(0, 2))
        w(f"{final}class {cls}: {parent} {{")
        w.indent()

        if a11y or ids:
            w()
            w("// MARK: - Identifiers")
        if a11y:
            w()
            w("enum A11y {")
            w.indent()
            for sec in sorted(a11y):
                w(f"enum {sec} {{")
                w.indent()
                for const, ident in a11y[sec]:
                    w(f'static let {const} = "{ident}"')
                w.dedent()
                w("}")
            w.dedent()
            w("}")
        if ids:
            w()
            w("enum Ids: String {")
            w.indent()
            for case, ident in ids:
                w(f'case {case} = "{ident}"')
            w.dedent()
            w("}")

        if prefix_needed or index_needed or any(e.expr.endswith("Identifier") for e in elems):
            w()
            w("// MARK: - Dynamic state")
            w()
            if prefix_needed:
                w(f'private let prefix = "{style.prefix(base)}"')
            if index_needed:
                w("/// Index of the row the test is currently interacting with.")
                w("var index = 0")
            for e in elems:
                if e.expr.endswith("Identifier"):
                    w(f'var {e.name}Identifier = "{e.ident}"')

        w()
        w("// MARK: - Elements")
        w()
        debug_elems = [e for e in elems[1:] if rng.random() < 0.06]
        generic = rng.random() < 0.5
        for e in elems:
            if e in debug_elems:
                continue
            if rng.random() < 0.2:
                w(f"/// {e.kind} in the {e.section.lower()} section.")
            w(f"lazy var {e.name} = {factory_call(e.kind, e.expr, generic)}")
        if debug_elems:
            w()
            w("#if DEBUG")
            for e in debug_elems:
                w(f"lazy var {e.name} = {factory_call(e.kind, e.expr, generic)}")
            w("#endif")

        # onLoad
        loadable = [e for e in elems if e not in debug_elems and not e.runtime] or \
                   [e for e in elems if e not in debug_elems]
        spec["elements"] = [e for e in elems if e not in debug_elems]
        spec["cls"] = cls
        if missing:
            self.stats.screens_missing_onload += 1
            spec["onload"] = False
            if rng.random() < 0.5:
                w()
                w("// TODO: add onLoad once the designers settle the layout.")
        elif inherits:
            self.stats.screens_inheriting_onload += 1
            spec["onload"] = True
            w()
            w(f"// onLoad is inherited from {parent}.")
        else:
            spec["onload"] = True
            chosen = rng.sample(loadable, min(len(loadable), rng.randint(1, 4)))
            names = [e.name for e in chosen]
            w()
            form = rng.random()
            if parent == feature_base and form < 0.4:
                if rng.random() < 0.5:
                    w(f"override var onLoad: [KassElement] {{ super.onLoad + [{', '.join(names)}] }}")
                else:
                    w("override var onLoad: [KassElement] {")
                    w.indent()
                    w(f"return super.onLoad + [{', '.join(names)}]")
                    w.dedent()
                    w("}")
            elif form < 0.6:
                w(f"override var onLoad: [KassElement] {{ [{', '.join(names)}] }}")
            elif form < 0.85:
                w("override var onLoad: [KassElement] {")
                w.indent()
                w("[")
                w.indent()
                for n in names:
                    w(f"{n},")
                w.dedent()
                w("]")
                w.dedent()
                w("}")
            else:
                w("override var onLoad: [KassElement] {")
                w.indent()
                w(f"return [{', '.join(names)}]")
                w.dedent()
                w("}")

        # actions
        w()
        w("// MARK: - Actions")
        visible = spec["elements"]
        buttons = [e for e in visible if e.kind == "button"] or visible
        fields = [e for e in visible if e.kind in ("textField", "secureTextField", "searchField")]
        for a in range(n_actions):
            w()
            pick = rng.random()
            if fields and pick < 0.35:
                f = rng.choice(fields)
                fn = f"enter{f.name[0].upper()}{f.name[1:]}"
                if a:
                    fn += str(a)
                w(f"/// Types `text` into the {f.name} field.")
                w("@discardableResult")
                w(f"func {fn}(_ text: String) -> Self {{")
                w.indent()
                w(f"{f.name}.tap()")
                w(f"{f.name}.typeText(text)")
                w("return self")
                w.dedent()
                w("}")
            elif pick < 0.6:
                b = rng.choice(buttons)
                fn = f"tap{b.name[0].upper()}{b.name[1:]}{a or ''}"
                w("@discardableResult")
                w(f"func {fn}() -> Self {{")
                w.indent()
                w(f"{b.name}.tap()")
                if rng.random() < 0.4:
                    w("app.activate()")
                w("return self")
                w.dedent()
                w("}")
            elif pick < 0.8:
                # parameterised lookup: identifier built at run time
                kind = rng.choice(["cell", "staticText", "button"])
                ident = style.make(base, "List", f"row{a}")
                w(f"/// Returns the {kind} for row `i` (identifiers are built at run time).")
                w(f"func row{a}(at i: Int) -> KassElement {{")
                w.indent()
                w(f'{kind}("{ident}.\\(i)")')
                w.dedent()
                w("}")
                self.stats.ident(True)
            elif pick < 0.9:
                ident = style.make(base, "Content", f"item{a}")
                w(f"func element{a}(named identifier: String) -> KassElement {{")
                w.indent()
                w("// callers pass identifiers from server fixtures")
                w("other(identifier)")
                w.dedent()
                w("}")
                # a wrapper: the parameter goes straight through, so its call
                # sites (none here) are the identifier positions, not this line
                w()
                w(f"func allItems{a}(count: Int) -> [KassElement] {{")
                w.indent()
                w(f'(0..<count).map {{ staticText("{ident}.\\($0)") }}')
                w.dedent()
                w("}")
                self.stats.ident(True)
            else:
                e = rng.choice(visible)
                w("@discardableResult")
                w(f"func waitFor{e.name[0].upper()}{e.name[1:]}{a}(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) -> Self {{")
                w.indent()
                w(f"guard {e.name}.waitForExistence(timeout: timeout) else {{")
                w.indent()
                w(f'XCTFail("{e.name} did not appear within \\(timeout)s", file: file, line: line)')
                w("return self")
                w.dedent()
                w("}")
                w("return self")
                w.dedent()
                w("}")

        if rng.random() < 0.25:
            w()
            w("// MARK: - Fixtures")
            w()
            w("/// Payload the mock server returns for this screen.")
            w('static let fixture = """')
            w("{")
            w(f'  "screen": "{cls}",')
            w(f'  "items": {rng.randint(0, 40)},')
            w(f'  "copy": "{" ".join(rng.sample(LOREM, 6))}",')
            w('  "flags": ["a", "b"]')
            w("}")
            w('"""')
            if rng.random() < 0.5:
                w()
                w("/// Raw string: backslashes are literal here.")
                w('static let amountPattern = #"^\\d{1,6}(\\.\\d{2})?$"#')

        if rng.random() < 0.2:
            w()
            w("#if DEBUG")
            w("/// Debug-only shortcut that skips the flow through the debug menu.")
            w("func skipViaDebugMenu() {")
            w.indent()
            w('app.buttons["debug.menu"].tap()')
            w(f'app.buttons["debug.skip.{lower_first(base)}"].tap()')
            w.dedent()
            w("}")
            w("#else")
            w("func skipViaDebugMenu() {}")
            w("#endif")
            self.stats.ident(False)
            self.stats.ident(False)

        w.dedent()
        w("}")

        if rng.random() < 0.15:
            w()
            w("// MARK: - Convenience")
            w()
            w(f"extension {cls} {{")
            w.indent()
            w("/// Taps every visible button, in declaration order.")
            w("func tapAll(where predicate: (KassElement) -> Bool = { _ in true }) {")
            w.indent()
            names = ", ".join(e.name for e in buttons[:4])
            w(f"[{names}].filter(predicate).forEach {{ element in")
            w.indent()
            w("if element.exists {")
            w.indent()
            w("element.tap()")
            w.dedent()
            w("}")
            w.dedent()
            w("}")
            w.dedent()
            w("}")
            w.dedent()
            w("}")

        self.stats.screens += 1
        self.emit("screen", f"Screens/{feature}/{cls}.swift", w.text())

    # -- robots -----------------------------------------------------------------

    def robot(self, idx, spec):
        rng = random.Random(f"{self.seed}/robot/{idx}")
        feature, base = spec["feature"], spec["base"]
        style = self.styles[feature]
        cls = f"{base}Robot"
        elems = self.make_elements(rng, style, base, rng.randint(3, 12))
        w = Writer()
        self.header(w, f"{cls}.swift")
        w("import XCTest")
        w()
        self.doc(w, rng, f"Robot for the {base} screen, built on raw XCUIElement queries.")
        w(f"final class {cls} {{")
        w.indent()
        w("let app: XCUIApplication")
        runtime_var = False
        w()
        w("init(app: XCUIApplication = XCUIApplication()) {")
        w.indent()
        w("self.app = app")
        w.dedent()
        w("}")
        w()
        w("// MARK: - Elements")
        w()
        for e in elems:
            query = KINDS[e.kind][0]
            if rng.random() < self.RUNTIME_P:
                if rng.random() < 0.5:
                    runtime_var = True
                    w(f'var {e.name}: XCUIElement {{ app.{query}["{e.ident}.\\(row)"] }}')
                else:
                    w(f'var {e.name}: XCUIElement {{ app.{query}[{lower_first(base)}Prefix + "{e.name}"] }}')
                self.stats.ident(True)
            else:
                w(f'var {e.name}: XCUIElement {{ app.{query}["{e.ident}"] }}')
                self.stats.ident(False)
        w()
        w(f'private let {lower_first(base)}Prefix = "{style.prefix(base)}"')
        if runtime_var:
            w("var row = 0")
        w()
        w("// MARK: - Steps")
        steps = spec.setdefault("robot_steps", [])
        for i, e in enumerate(elems):
            if rng.random() < 0.35:
                continue
            cap = e.name[0].upper() + e.name[1:]
            w()
            if e.kind in ("textField", "secureTextField", "searchField"):
                w("@discardableResult")
                w(f"func type{cap}(_ text: String) -> Self {{")
                steps.append(f'type{cap}("{rng.choice(LOREM)}")')
                w.indent()
                w(f"{e.name}.tap()")
                w(f"{e.name}.typeText(text)")
                w("return self")
                w.dedent()
                w("}")
            elif e.kind in ("staticText", "image"):
                w("@discardableResult")
                w(f"func assert{cap}Visible(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) -> Self {{")
                steps.append(f"assert{cap}Visible()")
                w.indent()
                w(f'XCTAssertTrue({e.name}.waitForExistence(timeout: timeout), "{e.name} not visible", file: file, line: line)')
                w("return self")
                w.dedent()
                w("}")
            else:
                w("@discardableResult")
                w(f"func tap{cap}() -> Self {{")
                steps.append(f"tap{cap}()")
                w.indent()
                w(f"XCTAssertTrue({e.name}.waitForExistence(timeout: 5))")
                w(f"{e.name}.tap()")
                w("return self")
                w.dedent()
                w("}")
        if rng.random() < 0.3:
            w()
            w("/// Runs `steps` and takes a screenshot for the report.")
            w("@discardableResult")
            w("func capture(_ name: String, _ steps: (Self) -> Void = { _ in }) -> Self {")
            w.indent()
            w("steps(self)")
            w("let attachment = XCTAttachment(screenshot: app.screenshot())")
            w('attachment.name = "\\(name)-\\(Date().timeIntervalSince1970)"')
            w("attachment.lifetime = .keepAlways")
            w("XCTContext.runActivity(named: name) { activity in")
            w.indent()
            w("activity.add(attachment)")
            w.dedent()
            w("}")
            w("return self")
            w.dedent()
            w("}")
        w.dedent()
        w("}")
        spec["robot"] = cls
        self.emit("robot", f"Robots/{feature}/{cls}.swift", w.text())

    # -- page objects -------------------------------------------------------------

    def page_object(self, idx, spec):
        rng = random.Random(f"{self.seed}/page/{idx}")
        feature, base = spec["feature"], spec["base"]
        style = self.styles[feature]
        cls = f"{base}Page"
        elems = self.make_elements(rng, style, base, rng.randint(3, 10))
        w = Writer()
        self.header(w, f"{cls}.swift", "LegacyUITests")
        w("import XCTest")
        w()
        self.doc(w, rng, f"Legacy page object for {base}; prefer `{base}Screen` in new tests.")
        w(f"struct {cls} {{")
        w.indent()
        w("let app: XCUIApplication")
        w()
        w("private enum Identifier {")
        w.indent()
        for e in elems:
            w(f'static let {e.name} = "{e.ident}"')
            self.stats.ident(False)
        w.dedent()
        w("}")
        w()
        for e in elems:
            w(f"var {e.name}: XCUIElement {{ app.{KINDS[e.kind][0]}[Identifier.{e.name}] }}")
        w()
        w("@discardableResult")
        w(f"func waitUntilLoaded(timeout: TimeInterval = 10) -> {cls} {{")
        w.indent()
        first = elems[0].name
        w(f'XCTAssertTrue({first}.waitForExistence(timeout: timeout), "{cls} did not load")')
        w("return self")
        w.dedent()
        w("}")
        for e in elems[1:]:
            if e.kind == "button" and rng.random() < 0.7:
                cap = e.name[0].upper() + e.name[1:]
                w()
                w(f"func tap{cap}() {{")
                w.indent()
                w(f"{e.name}.tap()")
                w.dedent()
                w("}")
        w.dedent()
        w("}")
        spec["page"] = (cls, [e.name for e in elems])
        self.emit("page", f"PageObjects/{feature}/{cls}.swift", w.text())

    # -- tests ----------------------------------------------------------------------

    def test_file(self, idx, group):
        rng = random.Random(f"{self.seed}/test/{idx}")
        feature = group[0]["feature"]
        f = lower_first(feature)
        legacy = any(sp.get("robot") or sp.get("page") for sp in group) and rng.random() < 0.5
        cls = f"{feature}{'Robot' if legacy else 'Flow'}{idx}Tests"
        w = Writer()
        self.header(w, f"{cls}.swift")
        w("import XCTest")
        if not legacy:
            w("import KassiOS")
        w()
        if legacy:
            self.doc(w, rng, f"Pre-KassiOS tests of the {feature} flow (robots and page objects).")
            w("@MainActor")
            w(f"final class {cls}: XCTestCase {{")
            w.indent()
            w("private let app = XCUIApplication()")
            w()
            w("override func setUpWithError() throws {")
            w.indent()
            w("continueAfterFailure = false")
            w('app.launchArguments += ["-uiTesting", "-disableAnimations"]')
            w('app.launchEnvironment["AUTHORIZATION_STATE"] = "authorized"')
            if rng.random() < 0.5:
                w('app.launchEnvironment["MOCK_FIXTURE"] = """')
                w("{")
                w(f'  "feature": "{feature}",')
                w(f'  "user": "user{idx}@example.com",')
                w('  "locale": "en_US"')
                w("}")
                w('"""')
            w("app.launch()")
            w.dedent()
            w("}")
        else:
            self.doc(w, rng, f"End-to-end tests for the {feature} flow.")
            w(f"final class {cls}: KassTestCase {{")
            w.indent()
            w(f"private func launch{feature}(extraEnvironment: [String: String] = [:]) {{")
            w.indent()
            w('var environment = ["AUTHORIZATION_STATE": "authorized"]')
            w("environment.merge(extraEnvironment) { _, new in new }")
            w('launch(arguments: ["-uiTesting", "-disableAnimations"], environment: environment)')
            w.dedent()
            w("}")
        for spec in group:
            els = spec.get("elements") or []
            scls = spec["cls"]
            n_tests = rng.choice((1, 1, 2, 2, 3))
            if legacy and not (spec.get("robot") or spec.get("page")):
                n_tests = 1 if rng.random() < 0.3 else 0
            for k in range(n_tests):
                w()
                w(f"func test_{lower_first(spec['base'])}_{k}() throws {{")
                w.indent()
                if legacy:
                    self.legacy_test_body(w, rng, spec, feature)
                else:
                    if rng.random() < 0.3:
                        w(f'launch{feature}(extraEnvironment: ["MOCK_SCENARIO": "{rng.choice(LOREM)}{k}"])')
                    else:
                        w(f"launch{feature}()")
                    self.kass_test_body(w, rng, scls, els, f)
                if rng.random() < 0.3:
                    w(f'XCTAssertTrue(app.staticTexts["{f}.toast"].waitForExistence(timeout: 3))')
                    self.stats.ident(False)
                w.dedent()
                w("}")
        if rng.random() < 0.2:
            w()
            w("#if DEBUG")
            w("func testDebugMenuIsReachable() throws {")
            w.indent()
            if not legacy:
                w(f"launch{feature}()")
            w('app.buttons["debug.menu"].tap()')
            w('XCTAssertTrue(app.tables["debug.options"].exists)')
            w.dedent()
            w("}")
            w("#endif")
            self.stats.ident(False)
            self.stats.ident(False)
        w.dedent()
        w("}")
        self.emit("test", f"Tests/{feature}/{cls}.swift", w.text())

    def kass_test_body(self, w, rng, scls, els, f):
        e = rng.choice(els)
        form = rng.random()
        if form < 0.35:
            w(f"onScreen({scls}.self) {{ $0.{e.name}.tap() }}")
        elif form < 0.75:
            named = rng.random() < 0.5
            w(f"onScreen({scls}.self) {{ screen in" if named else f"onScreen({scls}.self) {{")
            v = "screen" if named else "$0"
            w.indent()
            for x in rng.sample(els, min(len(els), rng.randint(2, 4))):
                if x.kind in ("textField", "secureTextField", "searchField"):
                    w(f'{v}.{x.name}.typeText("{rng.choice(LOREM)}")')
                elif x.kind in ("staticText", "image", "table", "collectionView", "scrollView",
                                "navigationBar", "webView", "other"):
                    w(f"XCTAssertTrue({v}.{x.name}.exists)")
                else:
                    w(f"{v}.{x.name}.tap()")
            w.dedent()
            w("}")
        else:
            w(f"assertOnScreen({scls}.self)")
            w(f"onScreen({scls}.self) {{ screen in")
            w.indent()
            w(f"XCTAssertTrue(screen.{e.name}.waitForExistence(timeout: 5))")
            w.dedent()
            w("}")
            if rng.random() < 0.5:
                w("for i in 0..<3 {")
                w.indent()
                w(f'XCTAssertFalse(app.cells["{f}.row.\\(i)"].isSelected)')
                w.dedent()
                w("}")
                self.stats.ident(True)

    def legacy_test_body(self, w, rng, spec, feature):
        steps = spec.get("robot_steps")
        if spec.get("robot") and steps:
            w(f"{spec['robot']}(app: app)")
            w.indent()
            for st in rng.sample(steps, min(len(steps), rng.randint(1, 4))):
                w(f".{st}")
            w.dedent()
        if spec.get("page"):
            pcls, names = spec["page"]
            w(f"let page = {pcls}(app: app).waitUntilLoaded()")
            w(f'XCTAssertTrue(page.{rng.choice(names)}.exists, "expected element missing")')
        if not (spec.get("robot") and steps) and not spec.get("page"):
            w(f'XCTAssertTrue(app.navigationBars["{lower_first(feature)}.navBar"].waitForExistence(timeout: 5))')
            self.stats.ident(False)

    # -- driver ---------------------------------------------------------------------

    def run(self):
        self.plan()
        self.support()
        for i, spec in enumerate(self.screens):
            self.screen(i, spec)
        rng = random.Random(f"{self.seed}/extras")
        for i, spec in enumerate(self.screens):
            if rng.random() < 0.18:
                self.robot(i, spec)
            if rng.random() < 0.10:
                self.page_object(i, spec)
        # tests: group screens of the same feature, ~5 per file
        by_feature = {}
        for spec in self.screens:
            by_feature.setdefault(spec["feature"], []).append(spec)
        idx = 0
        for feature in FEATURES:
            specs = by_feature.get(feature, [])
            pos = 0
            while pos < len(specs):
                n = rng.randint(3, 7)
                self.test_file(idx, specs[pos:pos + n])
                idx += 1
                pos += n


def find_swiftc():
    for cand in (os.environ.get("SWIFTC"), shutil.which("swiftc"), "/opt/swift/usr/bin/swiftc"):
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return cand
    return None


def verify(out, k, seed):
    swiftc = find_swiftc()
    if not swiftc:
        print("verify: swiftc not found (set SWIFTC)", file=sys.stderr)
        return 2
    files = []
    for root, dirs, names in os.walk(out):
        dirs.sort()
        for n in sorted(names):
            if n.endswith(".swift"):
                files.append(os.path.join(root, n))
    sample = random.Random(seed).sample(files, min(k, len(files)))
    # one invocation per file so a failure names the file
    bad = 0
    for f in sample:
        r = subprocess.run([swiftc, "-parse", f], capture_output=True, text=True)
        if r.returncode != 0 or "error:" in r.stderr:
            bad += 1
            sys.stderr.write(f"verify: FAILED {f}\n{r.stderr}\n")
    print(f"verify: swiftc -parse on {len(sample)} sampled files: {len(sample) - bad} ok, {bad} failed",
          file=sys.stderr)
    return 1 if bad else 0


def main(argv):
    ap = argparse.ArgumentParser(description="Generate a synthetic XCUITest suite for kassios benchmarks.")
    ap.add_argument("out", metavar="OUT_DIR", help="output directory (must be empty or not exist)")
    ap.add_argument("--screens", type=int, default=2000, help="screens at scale 1 (default 2000)")
    ap.add_argument("--scale", type=int, default=1, help="multiply the corpus by N (default 1)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--verify", type=int, default=0, metavar="K",
                    help="afterwards run `swiftc -parse` on K sampled files")
    ap.add_argument("--quiet", action="store_true", help="print only the one-line summary")
    args = ap.parse_args(argv)
    if args.screens < 1 or args.scale < 1:
        ap.error("--screens and --scale must be >= 1")

    out = os.path.abspath(args.out)
    if os.path.exists(out) and (not os.path.isdir(out) or os.listdir(out)):
        ap.error(f"{out} exists and is not an empty directory")
    os.makedirs(out, exist_ok=True)

    suite = Suite(out, args.screens * args.scale, args.seed)
    suite.run()
    st = suite.stats
    nfiles = sum(st.files.values())
    ids = st.ids_static + st.ids_runtime
    print(f"files={nfiles} lines={st.lines} bytes={st.bytes} screens={st.screens} "
          f"missing_onload={st.screens_missing_onload} inherit_onload={st.screens_inheriting_onload} "
          f"ids={ids} runtime_ids={st.ids_runtime}")
    if not args.quiet:
        kinds = ", ".join(f"{k}={v}" for k, v in sorted(st.files.items()))
        print(f"  {out}: {kinds}", file=sys.stderr)
        print(f"  {st.lines} lines, {st.bytes / 1e6:.2f} MB, "
              f"{st.ids_runtime}/{ids} identifier uses built at run time "
              f"({100.0 * st.ids_runtime / max(ids, 1):.1f}%), "
              f"{st.screens_missing_onload}/{st.screens} screens without onLoad",
              file=sys.stderr)
    if args.verify:
        return verify(out, args.verify, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
