// stone-game's lesson page: draws one step of one case from the data of src/page.rs, in
// dp-core's frame (shell.js). The piles stand over their f row; an entry of the f row is
// keyed by its position i, and every drawn pile and f cell carries that key as
// data-entry: a click writes f(i)'s candidates in the detail panel.
//
// Steps: the f row before the fill (f(n) = 0; for a long line, the entries beyond the
// first piles already filled), then one step per entry filled, right to left, with the
// entries it reads and its candidates, then the line of play over the piles, move by
// move, with both running scores. A long line shows its first piles only.
(function () {
  "use strict";

  const CELL = 42, LEFT = 46, GAP = 52;
  let selected = null; // { data, key }: the entry clicked last, ringed on every step

  // A number as drawn in a cell: long ones shortened (the full number is in the title).
  function short(text) {
    if (text.length <= 5) return text;
    const value = Number(text);
    return value.toExponential(0).replace("e+", "e");
  }
  function signed(text) { return text.startsWith("-") ? "\u2212" + short(text.slice(1)) : "+" + short(text); }
  function plural(count, one, many) { return count + " " + (count === 1 ? one : many); }

  // The steps of a case.
  function plan(data) {
    const steps = [{ kind: "start" }];
    for (let i = data.piles - 1; i >= 0; i -= 1) steps.push({ kind: "fill", i });
    for (let m = 1; m <= data.line.length; m += 1) steps.push({ kind: "play", moves: m });
    return steps;
  }
  function fillStep(data, i) { return i < data.piles ? data.piles - i : -1; }

  // The columns drawn: the piles drawn, then f(n) (after a gap when piles are left out).
  function layout(data) {
    const drawn = data.values.length;
    const hasN = data.f.length > drawn; // f(n) is the last entry of f
    const gap = !hasN && data.n > drawn;
    const x = (i) => {
      if (i < drawn) return LEFT + i * CELL;
      return LEFT + drawn * CELL + (gap ? GAP + 12 : 0);
    };
    const width = x(data.n) + CELL + 12;
    return { drawn, gap, x, width };
  }
  function fOf(data, i) {
    if (i === data.n) return "0";
    return i < data.f.length ? data.f[i] : null;
  }

  // ---- the candidates of one entry, written out ----

  function candidates(data, i, api, compact) {
    const { el } = api;
    if (i === data.n) {
      return el("div", { class: "sg-cands" },
        el("p", {}, el("b", {}, "f(" + i + ") = 0"), ": no piles left, so no move and no lead. The fill starts here."));
    }
    const row = data.rows[i];
    if (!row) {
      return el("div", { class: "sg-cands" },
        el("p", {}, el("b", {}, "f(" + i + ") = " + fOf(data, i)),
          ": filled before the first " + data.piles + " piles, which this page steps through. " +
          "Run explain on this case for the last rows of the table."));
    }
    const long = (text) => (text.length > 12 ? "sg-long" : null);
    const rows = row.candidates.map((c) => {
      const piles = c.t === 1 ? "v[" + i + "]" : "v[" + i + "] + \u2026 + v[" + (i + c.t - 1) + "]";
      const best = c.t === row.take;
      if (compact) {
        return el("tr", { class: best ? "is-best" : null },
          el("td", {}, String(c.t)),
          el("td", { class: long(c.gain), title: piles }, c.gain),
          el("td", { class: long(c.next) }, "f(" + (i + c.t) + ") = " + c.next),
          el("td", { class: ["sg-value", long(c.value)].filter(Boolean).join(" ") }, c.value),
          el("td", { class: "sg-mark" }, best ? "\u25c0" : ""));
      }
      return el("tr", { class: best ? "is-best" : null },
        el("td", {}, "take " + c.t),
        el("td", { class: "sg-left" }, piles + " = " + c.gain),
        el("td", {}, "\u2212 f(" + (i + c.t) + ") = " + c.next),
        el("td", { class: "sg-value" }, c.value),
        el("td", { class: "sg-mark" }, best ? "\u25c0 best" : ""));
    });
    const heads = compact
      ? ["t", "gain", "minus", "lead"]
      : ["move", "gain", "then the other is ahead by", "lead"];
    const shown = row.candidates.length;
    const skipped = row.moves > shown
      ? el("p", { class: "muted" }, "Takes up to " + row.moves + " are allowed here; " +
        "the table lists t = 1 to " + Math.min(row.moves, 4) + " and the best take.")
      : null;
    return el("div", { class: "sg-cands" },
      el("p", {}, el("b", {}, "f(" + i + ")"), " = the largest, over t = 1 to " + row.moves +
        ", of gain \u2212 f(" + i + " + t):"),
      el("table", { class: "lesson sg-choices" },
        el("tr", {}, heads.map((name) => el("th", {}, name)), el("th", { class: "sg-mark" }, "")),
        rows),
      skipped,
      el("p", { class: "verdict" }, "f(" + i + ") = " + row.f + ": take " + row.take +
        (compact ? "" : (row.take === 1 ? " pile" : " piles") +
          " (among equal leads, the smallest take)")));
  }

  function showDetail(data, key, api) {
    selected = { data, key };
    document.querySelectorAll("#drawing .is-selected").forEach((node) => node.classList.remove("is-selected"));
    document.querySelectorAll('#drawing [data-entry="' + key + '"]').forEach((node) => node.classList.add("is-selected"));
    const { el } = api;
    const i = Number(key);
    const parts = [candidates(data, i, api, true)];
    const fill = fillStep(data, i);
    if (fill >= 0) {
      parts.push(el("p", { class: "links" },
        el("button", { type: "button", onclick: () => api.go(fill) }, "the step that fills f(" + i + ")")));
    }
    api.detail(el("div", {}, parts));
  }

  function entry(data, key, api, classes) {
    const isSelected = selected && selected.data === data && selected.key === String(key);
    return {
      "data-entry": String(key),
      class: classes.concat(isSelected ? ["is-selected"] : []).join(" "),
      onclick: () => showDetail(data, String(key), api),
    };
  }

  // ---- the piles over the f row ----

  // view: { known(i), now, reads: [t...], best }
  function table(data, api, view) {
    const { svg } = api;
    const L = layout(data);
    const rowI = 12, rowV = 20, rowF = 62, h = 34;
    const arcs = view.now !== null && data.rows[view.now] ? data.rows[view.now].candidates : [];
    const deepest = arcs.length ? 14 + 13 * arcs.length : 0;
    const height = rowF + h + deepest + 8;
    const picture = svg("svg", {
      viewBox: "0 0 " + L.width + " " + height, width: L.width, class: "sg-table",
      style: "max-width:100%", role: "img", "aria-label": "the piles over the f row",
    });
    picture.append(svg("text", { x: 4, y: rowV + 22, class: "sg-label" }, "v[i]"),
      svg("text", { x: 4, y: rowF + 22, class: "sg-label" }, "f(i)"),
      svg("text", { x: 4, y: rowI, class: "sg-label sg-index" }, "i"));
    const reads = new Set(arcs.map((c) => view.now + c.t));
    const columns = [];
    for (let i = 0; i < L.drawn; i += 1) columns.push(i);
    columns.push(data.n);
    for (const i of columns) {
      const x = L.x(i);
      if (i < L.drawn) {
        const v = data.values[i];
        const classes = ["sg-cell", "sg-pile"];
        if (i >= data.piles) classes.push("sg-beyond");
        if (i === view.now) classes.push("sg-taking");
        picture.append(svg("g", entry(data, i, api, classes),
          svg("title", {}, "v[" + i + "] = " + v),
          svg("rect", { x, y: rowV, width: CELL - 4, height: h, rx: 4 }),
          svg("text", { x: x + (CELL - 4) / 2, y: rowV + 22 }, short(v))));
      }
      const known = i === data.n || view.known(i);
      const f = fOf(data, i);
      const classes = ["sg-cell", "sg-f"];
      if (!known) classes.push("sg-unknown");
      if (i === view.now) classes.push("sg-now");
      else if (view.now !== null && i === view.now + view.best) classes.push("sg-best");
      else if (reads.has(i)) classes.push("sg-read");
      if (i >= data.piles && i < data.n) classes.push("sg-beyond");
      picture.append(svg("g", entry(data, i, api, classes),
        svg("title", {}, "f(" + i + ") = " + (known ? f : "not yet computed")),
        svg("rect", { x, y: rowF, width: CELL - 4, height: h, rx: 4 }),
        svg("text", { x: x + (CELL - 4) / 2, y: rowF + 22 }, known ? short(f) : "")));
      picture.append(svg("text", { x: x + (CELL - 4) / 2, y: rowI, class: "sg-index" },
        i === data.n ? "n=" + i : String(i)));
    }
    if (L.gap) {
      const x = LEFT + L.drawn * CELL + 2;
      const left = data.n - L.drawn;
      picture.append(svg("text", { x: x + GAP / 2 + 2, y: rowV + 22, class: "sg-gap" }, "\u2026"),
        svg("text", { x: x + GAP / 2 + 2, y: rowF + 22, class: "sg-gap" }, "\u2026"),
        svg("text", { x: x + GAP / 2 + 2, y: rowI, class: "sg-index" }, left + " more"));
    }
    // The arcs from the entry being computed to the entries it reads.
    arcs.forEach((c, k) => {
      const target = view.now + c.t;
      const x1 = L.x(view.now) + (CELL - 4) / 2, x2 = Math.min(L.x(target), L.width) + (CELL - 4) / 2;
      const y = rowF + h, depth = 14 + 13 * k;
      const best = c.t === view.best;
      picture.append(svg("path", {
        d: "M" + x1 + "," + (rowF + h) + " C" + x1 + "," + (y + depth) + " " + x2 + "," + (y + depth) + " " + x2 + "," + (rowF + h + 2),
        class: best ? "sg-arc sg-arc-best" : "sg-arc",
      }));
      picture.append(svg("text", { x: (x1 + x2) / 2, y: y + depth * 0.75 + 5, class: best ? "sg-arc-label sg-arc-best-label" : "sg-arc-label" },
        "t=" + c.t));
    });
    return picture;
  }

  // ---- the line of play over the piles ----

  function line(data, api, moves) {
    const { svg } = api;
    const L = layout(data);
    const y = 26, h = 34;
    const picture = svg("svg", {
      viewBox: "0 0 " + L.width + " " + (y + h + 34), width: L.width, class: "sg-line",
      style: "max-width:100%", role: "img", "aria-label": "the line of play over the piles",
    });
    const owner = {};
    data.line.forEach((m, index) => { for (let p = m.first; p < m.first + m.take; p += 1) owner[p] = index; });
    for (let i = 0; i < L.drawn; i += 1) {
      const x = L.x(i);
      const by = owner[i];
      const classes = ["sg-cell", "sg-pile"];
      if (by !== undefined && by < moves) classes.push("sg-taken-" + data.line[by].player.toLowerCase());
      else if (by === undefined) classes.push("sg-beyond");
      picture.append(svg("g", entry(data, i, api, classes),
        svg("title", {}, "v[" + i + "] = " + data.values[i]),
        svg("rect", { x, y, width: CELL - 4, height: h, rx: 4 }),
        svg("text", { x: x + (CELL - 4) / 2, y: y + 22 }, short(data.values[i]))));
    }
    data.line.slice(0, moves).forEach((m, index) => {
      const x1 = L.x(m.first) - 3, last = Math.min(m.first + m.take - 1, L.drawn - 1);
      const x2 = L.x(last) + CELL - 1;
      const kind = m.player.toLowerCase();
      const now = index === moves - 1;
      picture.append(svg("rect", {
        x: x1, y: y - 3, width: x2 - x1, height: h + 6, rx: 7,
        class: "sg-move sg-move-" + kind + (now ? " sg-move-now" : ""),
      }));
      const mid = (x1 + x2) / 2;
      picture.append(svg("text", { x: mid, y: y - 8, class: "sg-move-label sg-" + kind }, m.number + ". " + signed(m.gain)),
        svg("text", { x: mid, y: y + h + 16, class: "sg-score" }, short(m.alice) + " : " + short(m.bob)));
    });
    return picture;
  }

  function legend(api, items) {
    const { el } = api;
    return el("p", { class: "legend sg-legend" }, items.map(([kind, text]) =>
      el("span", {}, el("i", { class: "swatch sg-swatch-" + kind }), text)));
  }

  function header(data, api) {
    const { el } = api;
    const excerpt = data.n > data.piles
      ? " This page steps through the first " + data.piles + " of the " + data.n + " piles."
      : "";
    return el("p", { class: "sg-head" },
      el("b", {}, data.n + " piles, K = " + data.k), ": f(i) = the most the player to move can finish ahead, " +
      "piles i to n\u22121 left; f(i) = the largest, over t = 1 to min(K, n\u2212i), of " +
      "v[i] + \u2026 + v[i+t\u22121] \u2212 f(i+t)." + excerpt);
  }

  function verdict(data) {
    const result = data.winner === "Tie" ? "a tie" : data.winner + " wins";
    return "f(0) = " + data.difference + ": " + result + ", Alice " + data.alice + " to Bob " + data.bob + ".";
  }

  function drawTableStep(container, data, step, api) {
    const { el } = api;
    const tableLegend = legend(api, [["now", "being computed"], ["read", "read by it"], ["best", "the best move"],
      ["unknown", "not yet computed"]]);
    if (data.n === 0) {
      container.append(header(data, api), table(data, api, { known: () => true, now: null, best: 0 }));
      return "No piles: f(0) = f(n) = 0, a tie, 0 to 0.";
    }
    if (step.kind === "start") {
      const known = (i) => i >= data.piles;
      container.append(header(data, api), tableLegend, table(data, api, { known, now: null, best: 0 }),
        el("p", { class: "muted" }, "Click any pile or entry for its candidates."));
      if (data.n > data.piles) {
        return "The DP fills f from i = " + (data.n - 1) + " down to 0; f(" + data.n + ") = 0. The entries from f(" +
          data.piles + ") on are already filled here; step on to fill f(" + (data.piles - 1) + ") to f(0).";
      }
      return "f(" + data.n + ") = 0: no piles left. The DP fills f from i = " + (data.n - 1) +
        " down to 0, each entry reading the next " + (data.n === 1 ? "one" : "ones") + " only.";
    }
    const i = step.i;
    const row = data.rows[i];
    const known = (j) => j >= i;
    container.append(header(data, api), tableLegend,
      table(data, api, { known, now: i, best: row.take }),
      candidates(data, i, api, false));
    const fill = data.piles - i;
    return "Step " + (fill + 1) + ": computing f(" + i + "), reading f(" + (i + 1) + ")" +
      (row.moves > 1 ? " to f(" + (i + row.moves) + ")" : "") + ": the best is to take " +
      plural(row.take, "pile", "piles") + ", f(" + i + ") = " + row.f + "." +
      (i === 0 ? " " + verdict(data) : "");
  }

  function drawPlay(container, data, step, api) {
    const { el } = api;
    const moves = step.moves;
    const m = data.line[moves - 1];
    const known = () => true;
    container.append(header(data, api),
      table(data, api, { known, now: m.first, best: m.take }),
      el("h3", { class: "sg-h" }, "The optimal line of play, read back from the table"),
      legend(api, [["alice", "Alice"], ["bob", "Bob"]]),
      line(data, api, moves),
      el("p", { class: "muted" }, "Above each move: its number and gain; below: the scores after it, Alice : Bob."));
    const last = moves === data.line.length;
    const more = data.moves > data.line.length
      ? " The line goes on for " + plural(data.moves - data.line.length, "move", "moves") + " beyond these piles."
      : "";
    return "Move " + m.number + ": " + m.player + " at pile " + m.first + " takes " + plural(m.take, "pile", "piles") +
      " for " + m.gain + " (f(" + m.first + ") = " + data.f[m.first] + "); Alice " + m.alice + ", Bob " + m.bob + "." +
      (last ? more + " " + verdict(data) : "");
  }

  DPLesson.register({
    steps(data) { return data.rows ? plan(data).length : 1; },
    draw(container, data, index, api) {
      if (selected && selected.data !== data) selected = null;
      const wrap = api.el("div", { class: "sg" });
      container.append(wrap);
      const step = plan(data)[index];
      if (step.kind === "play") return drawPlay(wrap, data, step, api);
      return drawTableStep(wrap, data, step, api);
    },
  });
})();
