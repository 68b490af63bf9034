import Foundation

/// The offline review page: one HTML file with its style and script inline and the snapshots as
/// JSON data, next to the images it shows. No server, no network.
enum ReviewPage {
    /// The page for `entries` (sorted by name), made from `reports` reports.
    static func html(entries: [ReviewEntry], reports: Int) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        // `</` would end the script element early.
        let data = json.replacingOccurrences(of: "</", with: "<\\/")
        return head + "<script type=\"application/json\" id=\"review-data\">\(data)</script>\n"
            + "<script>const REPORTS = \(reports);</script>\n" + body
    }

    private static let head = """
        <!doctype html>
        <html lang="en">
        <meta charset="utf-8">
        <title>Proof review</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        :root { color-scheme: light dark; --line: #8884; --accent: #0a84ff; }
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; }
        header { position: sticky; top: 0; z-index: 2; background: Canvas; border-bottom: 1px solid var(--line);
          padding: 8px 16px; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
        header h1 { font-size: 16px; margin: 0 12px 0 0; }
        main { padding: 8px 16px 64px; }
        .snapshot { border: 1px solid var(--line); border-radius: 8px; margin: 12px 0; padding: 8px 12px; }
        .snapshot.current { outline: 2px solid var(--accent); }
        .snapshot[hidden] { display: none; }
        .snapshot h2 { font-size: 14px; margin: 0; font-family: ui-monospace, monospace; }
        .meta { color: GrayText; margin: 2px 0 8px; }
        .status { display: inline-block; padding: 0 6px; border-radius: 4px; color: white; font-size: 12px; }
        .status.differs { background: #d70015; } .status.missing { background: #b25000; }
        .status.failed { background: #6e6e73; }
        .controls { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; margin-bottom: 8px; }
        .controls button.on { background: var(--accent); color: white; }
        .views { overflow: auto; max-height: 80vh; }
        .side { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; color: GrayText; }
        .frame { position: relative; display: inline-block; line-height: 0;
          background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .frame img { image-rendering: pixelated; }
        .frame .top { position: absolute; left: 0; top: 0; }
        .grid::after { content: ""; position: absolute; inset: 0; pointer-events: none;
          background-image: linear-gradient(to right, #0004 1px, transparent 1px),
            linear-gradient(to bottom, #0004 1px, transparent 1px);
          background-size: var(--cell) var(--cell); }
        .message { white-space: pre-wrap; font: 12px ui-monospace, monospace; color: GrayText; }
        textarea { width: 100%; height: 5em; font: 12px ui-monospace, monospace; }
        kbd { border: 1px solid var(--line); border-radius: 3px; padding: 0 3px; font-size: 11px; }
        </style>
        <body>

        """

    private static let body = """
        <header>
          <h1>Proof review</h1>
          <span id="summary"></span>
          <label>status <select id="filter-status"><option value="">all</option><option>differs</option>
            <option>missing</option><option>failed</option></select></label>
          <label>mode <select id="filter-mode"><option value="">all</option></select></label>
          <button id="export">Export accept list</button>
          <span class="meta"><kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> approve, <kbd>1</kbd>–<kbd>4</kbd>
            view, <kbd>t</kbd> toggle, <kbd>+</kbd>/<kbd>-</kbd> zoom</span>
        </header>
        <main id="list"></main>
        <main><h2>Accept list</h2>
          <p class="meta">Save it as a file, then run <code>proof record --accepted &lt;file&gt;</code>.</p>
          <textarea id="accept-list" readonly>{"accepted": []}</textarea></main>
        <script>
        "use strict";
        const entries = JSON.parse(document.getElementById("review-data").textContent);
        const approved = new Set();
        const state = entries.map(() => ({ view: "side", zoom: 1, split: 50, opacity: 50, showActual: true }));
        let current = 0;
        const list = document.getElementById("list");

        function image(src, cls) {
          const img = document.createElement("img");
          img.src = src; img.alt = src; if (cls) img.className = cls;
          return img;
        }
        function frame(children, zoom) {
          const f = document.createElement("span");
          f.className = "frame" + (zoom >= 4 ? " grid" : "");
          f.style.setProperty("--cell", zoom / devicePixelRatio + "px");
          for (const c of children) f.appendChild(c);
          return f;
        }
        function sized(img, zoom) {
          img.addEventListener("load", () => { img.style.width = img.naturalWidth * zoom / devicePixelRatio + "px"; });
          return img;
        }
        function renderViews(i) {
          const e = entries[i], s = state[i];
          const box = document.querySelector(`[data-index="${i}"] .views`);
          box.textContent = "";
          const z = s.zoom;
          if (s.view === "side" || !e.expected || !e.actual) {
            const side = document.createElement("div"); side.className = "side";
            for (const [label, src] of [["Expected", e.expected], ["Actual", e.actual], ["Diff", e.diff]]) {
              if (!src) continue;
              const fig = document.createElement("figure");
              fig.appendChild(frame([sized(image(src, label.toLowerCase()), z)], z));
              const cap = document.createElement("figcaption"); cap.textContent = label; fig.appendChild(cap);
              side.appendChild(fig);
            }
            box.appendChild(side);
            return;
          }
          if (s.view === "slider") {
            const top = sized(image(e.actual, "top actual"), z);
            top.style.clipPath = `inset(0 0 0 ${s.split}%)`;
            box.appendChild(frame([sized(image(e.expected, "expected"), z), top], z));
            box.appendChild(range("slider", s.split, v => { s.split = v; top.style.clipPath = `inset(0 0 0 ${v}%)`; }));
          } else if (s.view === "blend") {
            const top = sized(image(e.actual, "top actual"), z);
            top.style.opacity = s.opacity / 100;
            box.appendChild(frame([sized(image(e.expected, "expected"), z), top], z));
            box.appendChild(range("opacity", s.opacity, v => { s.opacity = v; top.style.opacity = v / 100; }));
          } else {
            const shown = sized(image(s.showActual ? e.actual : e.expected, s.showActual ? "actual" : "expected"), z);
            shown.addEventListener("click", () => toggle(i));
            box.appendChild(frame([shown], z));
            const cap = document.createElement("div"); cap.className = "meta";
            cap.textContent = (s.showActual ? "Actual" : "Expected") + " (click or t to toggle)";
            box.appendChild(cap);
          }
        }
        function range(name, value, change) {
          const label = document.createElement("label"); label.textContent = name + " ";
          const input = document.createElement("input");
          input.type = "range"; input.min = 0; input.max = 100; input.value = value; input.className = name;
          input.addEventListener("input", () => change(Number(input.value)));
          label.appendChild(input);
          return label;
        }
        function toggle(i) { state[i].showActual = !state[i].showActual; renderViews(i); }
        function setView(i, view) {
          state[i].view = view;
          document.querySelectorAll(`[data-index="${i}"] .controls button[data-view]`)
            .forEach(b => b.classList.toggle("on", b.dataset.view === view));
          renderViews(i);
        }
        function setZoom(i, zoom) {
          state[i].zoom = Math.max(1, Math.min(16, zoom));
          document.querySelector(`[data-index="${i}"] .zoom`).value = String(state[i].zoom);
          renderViews(i);
        }
        function approve(i, on) {
          if (on) approved.add(entries[i].name); else approved.delete(entries[i].name);
          document.querySelector(`[data-index="${i}"] .approve`).checked = on;
          updateAcceptList();
        }
        function acceptList() {
          return JSON.stringify({ accepted: entries.map(e => e.name).filter(n => approved.has(n)) }, null, 2);
        }
        function updateAcceptList() {
          document.getElementById("accept-list").value = acceptList();
          summary();
        }
        function summary() {
          const shown = document.querySelectorAll(".snapshot:not([hidden])").length;
          document.getElementById("summary").textContent =
            `${entries.length} to review from ${REPORTS} report(s), ${shown} shown, ${approved.size} approved`;
        }
        function build() {
          entries.forEach((e, i) => {
            const s = document.createElement("section");
            s.className = "snapshot"; s.dataset.index = i; s.dataset.status = e.status; s.dataset.mode = e.mode;
            s.dataset.name = e.name;
            const numbers = [];
            if (e.differingPixels != null) numbers.push(`${e.differingPixels} pixels differ`);
            if (e.maxDeltaE != null) numbers.push(`max ΔE ${e.maxDeltaE}`);
            numbers.push(`threshold: precision ${e.precision}, perceptual ${e.perceptualPrecision}`);
            s.innerHTML = `<h2></h2><div class="meta"><span class="status ${e.status}">${e.status}</span>
              <span class="numbers"></span> · ${e.catalog} · ${e.mode}</div>
              <div class="controls">
                <button data-view="side" class="on">1 Side by side</button><button data-view="slider">2 Slider</button>
                <button data-view="blend">3 Blend</button><button data-view="toggle">4 Toggle</button>
                <label>zoom <select class="zoom"><option>1</option><option>2</option><option>4</option>
                  <option>8</option><option>16</option></select></label>
                <label><input type="checkbox" class="approve"> approve</label>
              </div><div class="views"></div><div class="message"></div>`;
            s.querySelector("h2").textContent = e.name;
            s.querySelector(".numbers").textContent = numbers.join(", ");
            s.querySelector(".message").textContent = e.message || "";
            s.querySelectorAll("button[data-view]")
              .forEach(b => b.addEventListener("click", () => setView(i, b.dataset.view)));
            s.querySelector(".zoom").addEventListener("change", ev => setZoom(i, Number(ev.target.value)));
            s.querySelector(".approve").addEventListener("change", ev => approve(i, ev.target.checked));
            s.addEventListener("click", () => select(i, false));
            list.appendChild(s);
            renderViews(i);
          });
          const modes = [...new Set(entries.map(e => e.mode))].sort();
          const modeSelect = document.getElementById("filter-mode");
          for (const m of modes) {
            const o = document.createElement("option"); o.textContent = m; modeSelect.appendChild(o);
          }
          document.getElementById("filter-status").addEventListener("change", filter);
          modeSelect.addEventListener("change", filter);
          document.getElementById("export").addEventListener("click", exportList);
          if (entries.length) select(0, false);
          updateAcceptList();
        }
        function filter() {
          const status = document.getElementById("filter-status").value;
          const mode = document.getElementById("filter-mode").value;
          document.querySelectorAll(".snapshot").forEach(s => {
            s.hidden = (status && s.dataset.status !== status) || (mode && s.dataset.mode !== mode);
          });
          summary();
        }
        function visible() {
          return [...document.querySelectorAll(".snapshot:not([hidden])")].map(s => Number(s.dataset.index));
        }
        function select(i, scroll) {
          document.querySelectorAll(".snapshot.current").forEach(s => s.classList.remove("current"));
          const s = document.querySelector(`[data-index="${i}"]`);
          if (!s) return;
          current = i; s.classList.add("current");
          if (scroll) s.scrollIntoView({ block: "start" });
        }
        function move(step) {
          const shown = visible(); if (!shown.length) return;
          const at = shown.indexOf(current);
          const next = at < 0 ? shown[0] : shown[Math.max(0, Math.min(shown.length - 1, at + step))];
          select(next, true);
        }
        function exportList() {
          const text = acceptList();
          document.getElementById("accept-list").value = text;
          const link = document.createElement("a");
          link.href = URL.createObjectURL(new Blob([text + "\\n"], { type: "application/json" }));
          link.download = "accepted.json";
          document.body.appendChild(link); link.click(); link.remove();
        }
        document.addEventListener("keydown", ev => {
          if (ev.target.tagName === "SELECT" || ev.target.tagName === "TEXTAREA") return;
          const views = { "1": "side", "2": "slider", "3": "blend", "4": "toggle" };
          if (ev.key === "j" || ev.key === "ArrowDown") { move(1); ev.preventDefault(); }
          else if (ev.key === "k" || ev.key === "ArrowUp") { move(-1); ev.preventDefault(); }
          else if (ev.key === "a") approve(current, !approved.has(entries[current].name));
          else if (ev.key === "t") toggle(current);
          else if (ev.key === "+") setZoom(current, state[current].zoom * 2);
          else if (ev.key === "-") setZoom(current, state[current].zoom / 2);
          else if (views[ev.key]) setView(current, views[ev.key]);
        });
        build();
        </script>
        </body>
        </html>

        """
}
