// game-of-sum's lesson page: draws one step of one case from the data of src/page.rs, in
// dp-core's frame (shell.js). The row of numbers stands on top; for rows of up to 8
// numbers the interval table is a triangle below it, one line a length, filled step by
// step with the two rests each interval reads (the best from each end, f and g); then the
// line of play colours the numbers by who took them. Numbers carry data-entry "vK", the
// table's intervals "I-J" (from 0): a click writes what they hold in the detail panel.
(function () {
  "use strict";
  const CELL = 56, ROW = 40, PAD = 8;
  const iv = (i, j) => (i === j ? "[" + (i + 1) + "]" : "[" + (i + 1) + ".." + (j + 1) + "]");
  const key = (i, j) => i + "-" + j;

  function steps(data) { return 1 + data.table.length + data.line.length; }

  // Where a step stands: how many table entries are filled, how many moves are played.
  function phase(data, step) {
    const filled = Math.min(step, data.table.length);
    return { filled, played: Math.max(0, step - data.table.length), now: step >= 1 && step <= data.table.length ? data.table[step - 1] : null };
  }

  // Who took number k in the first `played` moves, and in which move.
  function takenBy(data, k, played) {
    for (let m = 0; m < played; m += 1) {
      const mv = data.line[m];
      if (k >= mv.first && k <= mv.last) return { player: mv.player, move: m + 1 };
    }
    return null;
  }

  function cellText(cell, api) {
    const { el } = api;
    const rows = [["from the left", cell.left], ["from the right", cell.right]].map(([name, c]) =>
      el("tr", {}, el("td", {}, name), el("td", {}, c ? "take " + c.take : "-"),
        el("td", {}, c ? String(c.value) : "-")));
    rows.push(el("tr", {}, el("td", {}, "take all"), el("td", {}, "take " + (cell.j - cell.i + 1)), el("td", {}, String(cell.sum))));
    return el("div", { class: "gs-cands" },
      el("p", {}, el("b", {}, "d" + iv(cell.i, cell.j) + " = " + cell.score),
        ": the most the mover scores. Sum " + cell.sum + "; a take that leaves rest scores sum \u2212 d(rest); f and g keep the smallest d(rest) from each end."),
      el("table", { class: "gs-choices" }, el("tr", {}, el("th", {}, "move"), el("th", {}, "count"), el("th", {}, "scores")), rows),
      el("p", { class: "verdict" }, "best: take " + cell.take + " from the " + cell.side + " (ties: fewer numbers, then the left)."));
  }

  function draw(container, data, step, api) {
    const { el, svg } = api;
    const ph = phase(data, step);
    const shown = data.values.length;
    const width = PAD * 2 + Math.max(shown, 1) * CELL;
    const byKey = new Map(data.table.map((c, index) => [key(c.i, c.j), { c, index }]));
    const reads = new Set();
    if (ph.now && ph.now.left) reads.add(key(ph.now.i + ph.now.left.take, ph.now.j));
    if (ph.now && ph.now.right) reads.add(key(ph.now.i, ph.now.j - ph.now.right.take));
    // The row of numbers.
    const row = svg("svg", { class: "gs-row", width, height: ROW + 18, viewBox: "0 0 " + width + " " + (ROW + 18) });
    data.values.forEach((v, k) => {
      const who = takenBy(data, k, ph.played);
      const inNow = ph.now && k >= ph.now.i && k <= ph.now.j;
      const cls = "gs-cell" + (who ? " gs-" + who.player : "") + (inNow ? " gs-span" : "");
      const say = "number " + (k + 1) + " = " + v + (who ? ", taken by " + who.player + " in move " + who.move : ", not taken yet");
      row.append(svg("g", { class: cls, "data-entry": "v" + k, onclick: () => api.detail(say) },
        svg("rect", { x: PAD + k * CELL + 2, y: 2, width: CELL - 4, height: ROW - 6, rx: 6 }),
        svg("text", { x: PAD + k * CELL + CELL / 2, y: ROW / 2 + 3 }, String(v)),
        svg("text", { class: "gs-index", x: PAD + k * CELL + CELL / 2, y: ROW + 12 }, String(k + 1))));
    });
    container.append(el("p", { class: "gs-head" }, "n = " + data.n + (data.n > shown ? " (the first " + shown + " drawn)" : "") +
      "; A \u2212 B = " + data.difference + " (A " + data.a_score + ", B " + data.b_score + ")"), row);
    // The triangle: line L holds the intervals of L + 1 numbers, under their first number.
    if (data.table.length > 0) {
      const n = data.n, h = n * ROW + PAD;
      const tri = svg("svg", { class: "gs-table", width, height: h, viewBox: "0 0 " + width + " " + h });
      for (let len = 0; len < n; len += 1) {
        for (let i = 0; i + len < n; i += 1) {
          const { c, index } = byKey.get(key(i, i + len));
          const done = index < ph.filled, now = ph.now === c, read = reads.has(key(i, i + len));
          const cls = "gs-cell gs-d" + (now ? " gs-now" : read ? " gs-read" : done ? "" : " gs-unknown");
          const x = PAD + i * CELL + (len * CELL) / 2;
          tri.append(svg("g", { class: cls, "data-entry": key(i, i + len), onclick: () => api.detail(cellText(c, api)) },
            svg("title", {}, "d" + iv(i, i + len)),
            svg("rect", { x: x + 2, y: len * ROW + 2, width: CELL - 4, height: ROW - 6, rx: 6 }),
            svg("text", { x: x + CELL / 2, y: len * ROW + ROW / 2 + 3 }, done || now ? String(c.score) : "?")));
        }
      }
      container.append(el("h3", { class: "gs-h" }, "d of every interval, one line a length"), tri);
      if (ph.now) container.append(cellText(ph.now, api));
    } else {
      container.append(el("p", { class: "muted" }, "The table is drawn for rows of up to 8 numbers; run explain for its size and the line of play."));
    }
    if (ph.played > 0) {
      const mv = data.line[ph.played - 1];
      container.append(el("p", { class: "gs-move" }, "move " + ph.played + ": " + mv.player + " takes " + iv(mv.first, mv.last) +
        " from the " + mv.side + ", gain " + mv.gain + " (d " + mv.score + ", lead " + mv.lead + "); A " + mv.a + ", B " + mv.b));
    }
    if (step === 0) return "The row, before anything is filled: the table starts from single numbers, d[i][i] = a[i].";
    if (ph.now) {
      const c = ph.now;
      return "d" + iv(c.i, c.j) + " = sum " + c.sum + " \u2212 min(0, f, g) = " + c.score + ": take " + c.take + " from the " + c.side + ".";
    }
    const mv = data.line[ph.played - 1];
    return "Move " + ph.played + " of " + data.moves + ": " + mv.player + " takes " + iv(mv.first, mv.last) + ", worth " + mv.gain + ".";
  }

  DPLesson.register({ steps, draw });
})();
