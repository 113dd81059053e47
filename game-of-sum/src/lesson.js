// game-of-sum's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the data
// of src/page.rs. The row of numbers (the kit's 1-D table) stands on top; for rows of up to
// 8 numbers the interval table is its own drawing, a triangle below it, one line a length,
// each interval under its numbers, filled step by step with the two rests each interval
// reads (the best from each end, f and g), its candidates the kit's choices; then the line
// of play colours the numbers by who took them. Numbers are keyed "vK", the intervals
// "I-J" (from 0): opening one writes what it holds in the detail panel.
(function () {
  "use strict";
  const K = DPLesson.kit, { el, svg } = DPLesson.parts;
  const CELL = 56, ROW = 40, PAD = 46; // PAD: the kit row's label column, so each interval stands under its numbers
  const iv = (i, j) => (i === j ? "[" + (i + 1) + "]" : "[" + (i + 1) + ".." + (j + 1) + "]");
  const key = (i, j) => i + "-" + j;
  // Where a step stands: how many table entries are filled, how many moves are played.
  const phase = (data, step) => ({ filled: Math.min(step, data.table.length), played: Math.max(0, step - data.table.length), now: step >= 1 && step <= data.table.length ? data.table[step - 1] : null });
  const takenBy = (data, k, played) => { const m = data.line.slice(0, played).findIndex((mv) => k >= mv.first && k <= mv.last); return m < 0 ? null : { player: data.line[m].player, move: m + 1 }; };

  function candidates(cell) {
    const best = (side) => cell.side === side && cell.take < cell.j - cell.i + 1;
    return K.choices({
      lead: el("span", {}, el("b", {}, "d" + iv(cell.i, cell.j) + " = " + cell.score), ": the most the mover scores. Sum " + cell.sum + "; a take that leaves rest scores sum \u2212 d(rest); f and g keep the smallest d(rest) from each end."),
      heads: ["move", "count", "scores"],
      rows: [["from the left", cell.left, best("left")], ["from the right", cell.right, best("right")]].map(([name, c, b]) => ({ best: b, cells: [name, c ? "take " + c.take : "-", c ? String(c.value) : "-"] }))
        .concat([{ best: cell.take === cell.j - cell.i + 1, cells: ["take all", "take " + (cell.j - cell.i + 1), String(cell.sum)] }]),
      verdict: "best: take " + cell.take + " from the " + cell.side + " (ties: fewer numbers, then the left).",
    });
  }
  function opener(data, api, played) {
    const byKey = K.plan(data.table, () => new Map(data.table.map((c) => [key(c.i, c.j), c])));
    return (k) => {
      if (k[0] !== "v") { api.detail(candidates(byKey.get(k))); return; }
      const at = Number(k.slice(1)), who = takenBy(data, at, played);
      api.detail(el("p", {}, "number " + (at + 1) + " = " + data.values[at] + (who ? ", taken by " + who.player + " in move " + who.move : ", not taken yet")));
    };
  }

  // The triangle: line L holds the intervals of L + 1 numbers, under their first number.
  function triangle(data, api, ph, open) {
    const n = data.n, width = PAD + 12 + n * CELL, height = n * ROW + PAD, reads = new Set();
    if (ph.now && ph.now.left) reads.add(key(ph.now.i + ph.now.left.take, ph.now.j));
    if (ph.now && ph.now.right) reads.add(key(ph.now.i, ph.now.j - ph.now.right.take));
    return svg("svg", { class: "gs-table", width, viewBox: "0 0 " + width + " " + height, role: "img", "aria-label": "d of every interval" }, data.table.map((c, index) => {
      const len = c.j - c.i, x = PAD + c.i * CELL + (len * CELL) / 2, done = index < ph.filled, now = ph.now === c;
      return svg("g", K.entry(data, key(c.i, c.j), open, { label: "d" + iv(c.i, c.j), classes: ["kit-cell", now ? "kit-now" : reads.has(key(c.i, c.j)) ? "kit-read" : done ? null : "kit-unknown"] }),
        svg("title", {}, "d" + iv(c.i, c.j)), svg("rect", { x, y: len * ROW + 2, width: CELL - 4, height: ROW - 6, rx: 6 }),
        svg("text", { x: x + (CELL - 4) / 2, y: len * ROW + ROW / 2 + 3 }, done || now ? String(c.score) : "?"));
    }));
  }

  function draw(container, data, step, api) {
    const ph = phase(data, step), shown = data.values.length, open = opener(data, api, ph.played);
    // While the quiz asks, the result (A's score is d of the whole row) is left out.
    const result = DPLesson.practice.asking() ? "" : "; A \u2212 B = " + data.difference + " (A " + data.a_score + ", B " + data.b_score + ")";
    container.append(el("p", { class: "gs-head" }, "n = " + data.n + (data.n > shown ? " (the first " + shown + " drawn)" : "") + result),
      K.row({ labels: ["a[k]"], columns: data.values.map((_, k) => ({ label: String(k + 1) })), cell: CELL,
        cells: (_, k) => { const who = takenBy(data, k, ph.played); return { text: String(data.values[k]), title: "number " + (k + 1), state: who ? (who.player === "A" ? "alice" : "bob") : ph.now && k >= ph.now.i && k <= ph.now.j ? "taking" : null,
          attributes: K.entry(data, "v" + k, open, { label: "number " + (k + 1) }) }; } }),
      el("div", {}, ph.played ? K.legend([["alice", "taken by A"], ["bob", "taken by B"]]) : ph.now ? K.legend([["taking", "the interval"], ["now", "being computed"], ["read", "the rests it reads"], ["unknown", "not yet computed"]]) : null));
    if (data.table.length > 0) {
      container.append(el("h3", { class: "gs-h" }, "d of every interval, one line a length"), triangle(data, api, ph, open), el("div", {}, ph.now ? candidates(ph.now) : null));
    } else {
      container.append(el("p", { class: "kit-muted" }, "The table is drawn for rows of up to 8 numbers; run explain for its size and the line of play."));
    }
    if (ph.played > 0) {
      container.append(el("h3", { class: "gs-h" }, "The line of play"), K.play(data.line.slice(0, ph.played).map((mv, m) => ({ who: mv.player === "A" ? "alice" : "bob", now: m === ph.played - 1,
        text: mv.player + " takes " + iv(mv.first, mv.last) + " from the " + mv.side + ", gain " + mv.gain + " (d " + mv.score + ", lead " + mv.lead + "); A " + mv.a + ", B " + mv.b }))));
    }
    if (step === 0) return "The row, before anything is filled: the table starts from single numbers, d[i][i] = a[i].";
    if (ph.now) return "d" + iv(ph.now.i, ph.now.j) + " = sum " + ph.now.sum + " \u2212 min(0, f, g) = " + ph.now.score + ": take " + ph.now.take + " from the " + ph.now.side + ".";
    const mv = data.line[ph.played - 1];
    return "Move " + ph.played + " of " + data.moves + ": " + mv.player + " takes " + iv(mv.first, mv.last) + ", worth " + mv.gain + ".";
  }

  // The quiz: each fill step asks for d of its interval, which reads the best rest from
  // each end.
  function quiz(data, step) {
    const cell = step >= 1 && step <= data.table.length ? data.table[step - 1] : null;
    if (!cell) return null;
    const reads = [];
    if (cell.left) reads.push(key(cell.i + cell.left.take, cell.j));
    if (cell.right) reads.push(key(cell.i, cell.j - cell.right.take));
    return { key: key(cell.i, cell.j), what: "d" + iv(cell.i, cell.j), answer: String(cell.score), reads,
      hint: "d = the sum " + cell.sum + " \u2212 the smallest of 0 and the d of every rest a take from either end leaves." };
  }

  DPLesson.register({ steps: (data) => 1 + data.table.length + data.line.length, draw, quiz });
})();
