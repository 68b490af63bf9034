"""The review page, tested for real in headless Chromium (Debian's, driven by Playwright).

Usage: review_browser_test.py <proof executable> <repository>

Builds a golden folder from three of the repository's UI goldens (one changed, one left changed
and not approved, one removed), runs `proof verify` (which must fail) and `proof review`, then
opens the page: it must show the three snapshots with their images, move the slider, filter, keep
keyboard navigation, approve two snapshots and export exactly those as the accept list; applying
the list with `proof record --accepted` must rewrite those two goldens and nothing else.
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("PROOF_CHROMIUM", "/usr/bin/chromium")
NAMES = ["ui/ui-appearance-redacted-dark", "ui/ui-appearance-redacted-light", "ui/ui-appearance-textcase-dark"]


def fail(message):
    print(f"review browser test: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def digests(root):
    found = {}
    for folder, _, files in os.walk(root):
        for name in files:
            if name.startswith(".proof-hashes"):
                continue
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                found[os.path.relpath(path, root)] = hashlib.sha256(f.read()).hexdigest()
    return found


def run(proof, *arguments):
    return subprocess.run([proof, *arguments], capture_output=True, text=True)


def main():
    proof, repository = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix="proof-review-")
    root = os.path.join(work, "Golden")
    shutil.copytree(os.path.join(repository, "Golden", "ui"), os.path.join(root, "ui"))
    dark, light, textcase = (os.path.join(root, n + ".png") for n in NAMES)
    # Swap the light and dark goldens: both are then the wrong picture of the right size.
    with open(dark, "rb") as f:
        dark_bytes = f.read()
    with open(light, "rb") as f:
        light_bytes = f.read()
    with open(dark, "wb") as f:
        f.write(light_bytes)
    with open(light, "wb") as f:
        f.write(dark_bytes)
    os.remove(textcase)
    only = [a for n in NAMES for a in ("--only", n)]
    report = os.path.join(work, "report.json")
    verify = run(proof, "verify", *only, "--golden-root", root, "--report-json", report)
    check(verify.returncode == 1, f"verify should fail with 1, got {verify.returncode}: {verify.stderr}")
    review = run(proof, "review", "--from", report, "--out", os.path.join(work, "review"))
    check(review.returncode == 0, f"review failed: {review.stderr}")
    before = digests(root)

    accepted_path = os.path.join(work, "accepted.json")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(accept_downloads=True)
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto("file://" + os.path.join(work, "review", "index.html"))
        sections = page.locator(".snapshot")
        check(sections.count() == 3, f"expected 3 snapshots, found {sections.count()}")
        check(
            [sections.nth(i).get_attribute("data-name") for i in range(3)] == NAMES,
            "snapshots are listed by name")
        page.wait_for_function("[...document.images].every(i => i.complete && i.naturalWidth > 0)", timeout=10000)
        check(sections.nth(0).locator("img").count() == 3, "a differing snapshot shows expected, actual and diff")
        check(sections.nth(2).locator("img").count() == 1, "a new snapshot shows its rendering only")

        first = sections.nth(0)
        first.locator("button[data-view=slider]").click()
        first.locator("input.slider").evaluate(
            "i => { i.value = 30; i.dispatchEvent(new Event('input')); }")
        clip = first.locator("img.top").evaluate("i => i.style.clipPath")
        check("30%" in clip, f"the slider moves the overlay's edge (clip-path {clip!r})")
        first.locator("button[data-view=blend]").click()
        check(first.locator("input.opacity").count() == 1, "the blend view has an opacity control")
        first.locator(".zoom").select_option("8")
        check(first.locator(".frame.grid").count() == 1, "zoom 8 shows the pixel grid")

        page.select_option("#filter-status", "missing")
        check(page.locator(".snapshot:not([hidden])").count() == 1, "the status filter shows only new snapshots")
        page.select_option("#filter-status", "")
        page.select_option("#filter-mode", "dark")
        check(page.locator(".snapshot:not([hidden])").count() == 2, "the mode filter shows the dark snapshots")
        page.select_option("#filter-mode", "")

        first.locator(".approve").check()
        page.locator("body").click(position={"x": 5, "y": 5})
        page.keyboard.press("j")
        page.keyboard.press("j")
        page.keyboard.press("a")
        with page.expect_download() as download:
            page.click("#export")
        exported = json.load(open(download.value.path()))
        check(exported == {"accepted": [NAMES[0], NAMES[2]]}, f"the accept list names the approved two: {exported}")
        check(json.loads(page.locator("#accept-list").input_value()) == exported, "the page shows the same list")
        check(not errors, f"no script errors: {errors}")
        shutil.copy(download.value.path(), accepted_path)
        browser.close()

    record = run(proof, "record", "--accepted", accepted_path, "--golden-root", root)
    check(record.returncode == 0, f"record --accepted failed: {record.stderr}")
    after = digests(root)
    changed = {path for path in set(before) | set(after) if before.get(path) != after.get(path)}
    goldens_changed = {path for path in changed if not path.endswith((".actual.png", ".diff.png"))}
    check(
        goldens_changed == {NAMES[0] + ".png", NAMES[2] + ".png"},
        f"exactly the approved goldens were written (changed: {sorted(goldens_changed)})")
    check(after.get(NAMES[1] + ".png") == before.get(NAMES[1] + ".png"), "the unapproved golden is untouched")
    again = run(proof, "verify", "--only", NAMES[0], "--only", NAMES[2], "--golden-root", root)
    check(again.returncode == 0, f"the approved snapshots now match: {again.stdout} {again.stderr}")
    shutil.rmtree(work)
    print("review browser test: ok (3 snapshots shown, slider, blend, zoom grid, filters, keys, "
          "export of 2 approvals, record --accepted rewrote exactly those)")


if __name__ == "__main__":
    main()
