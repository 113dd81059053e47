// s-nim's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the data of
// src/page.rs. Steps: the first rows of the mex table (the kit's 1-D table), filled one
// heap size at a time with arcs to the cells g(n - s) it reads, then each position: its
// heaps, their Grundy values in binary, the XOR, and the winning move (the kit's 2-D
// table). Entries: "g{n}" for a cell of the table, "p{i}h{j}" for heap j of position i;
// opening one writes what it reads.
(function () {
  "use strict";
  const K = DPLesson.kit, { el } = DPLesson.parts;
  const bits = (value, width) => value.toString(2).padStart(width, "0");
  const mexText = (row) => "g(" + row.n + ") = mex {" + row.seen.map(([s, g]) => "g(" + (row.n - s) + ")=" + g).join(", ") + "} = " + row.value;

  function rowDetail(data, n) {
    const row = data.rows[n];
    return K.choices({ lead: el("b", {}, "heap of " + n + " beads"), heads: ["move", "heap left", "value"],
      rows: row.seen.map(([s, g]) => ({ cells: ["take " + s, String(row.n - s), String(g)] })),
      note: row.seen.length ? null : "No move fits: the player to move loses, g = 0.", verdict: mexText(row) + ": the least value no move reaches." });
  }
  function heapDetail(data, i, j) {
    const p = data.positions[i], h = p.heaps[j], g = p.grundy[j], move = p.move, to = g ^ p.xor;
    return el("div", {}, el("p", {}, el("b", {}, "heap " + (j + 1) + " of position " + (i + 1)), ": " + h + " beads, Grundy value g(" + h + ") = " + g + " = " + bits(g, 1) + " in binary."),
      el("p", {}, move && move.heap === j + 1 ? "The winning heap: " + g + " XOR " + p.xor + " = " + move.to_value + " < " + g + ", so take " + move.take + " (" + move.from + " \u2192 " + move.to +
        " beads, value " + move.to_value + ") and the XOR becomes 0." : !p.wins ? "The XOR is 0: any move changes this value and leaves a non-zero XOR."
        : g + " XOR " + p.xor + " = " + to + (to > g ? ", larger than " + g + ": a move to it need not exist." : ", smaller, but an earlier heap is the one chosen.")));
  }
  const opener = (data, api) => (key) => {
    if (key[0] === "g") { api.detail(rowDetail(data, Number(key.slice(1)))); return; }
    const [i, j] = key.slice(1).split("h").map(Number);
    api.detail(heapDetail(data, i - 1, j - 1));
  };

  // The mex table: step n fills g(n), reading g(n - s) for each move s <= n.
  function strip(data, api, step) {
    const rows = data.rows, filled = Math.min(step, rows.length - 1), now = step < rows.length ? rows[step] : null, open = opener(data, api);
    const reading = now ? now.seen.map(([s]) => now.n - s) : [];
    return K.row({
      labels: ["g(n)"], columns: rows.map((row) => ({ label: "n=" + row.n })), cell: 38,
      arcs: now ? now.seen.map(([s, g]) => ({ from: step, to: now.n - s, label: "\u2212" + s + ": " + g })) : [],
      cells: (_, n) => ({ text: n <= filled ? String(rows[n].value) : "?", title: "g(" + n + ")", state: n === step ? "now" : reading.includes(n) ? "read" : n <= filled ? null : "unknown",
        attributes: K.entry(data, "g" + n, open, { label: "g(" + n + ")", classes: ["kit-strong"] }) }),
    });
  }

  function positionTable(data, api, i) {
    const p = data.positions[i], width = Math.max(1, ...p.grundy.concat([p.xor]).map((v) => v.toString(2).length)), move = p.move, open = opener(data, api);
    const names = p.heaps.map((_, j) => "heap " + (j + 1)).concat(p.more ? ["\u2026 " + p.more + " more"] : [], ["XOR"]);
    return K.grid({
      corner: "", cols: ["beads h", "g(h)", "binary", "winning move"], rows: names,
      cell(r, c) {
        if (r >= p.heaps.length) {
          if (names[r] !== "XOR") return null;
          return { text: ["", String(p.xor), bits(p.xor, width), p.wins ? "W: not 0" : "L: 0"][c], attributes: { class: "snim-xor" } };
        }
        const winning = move && move.heap === r + 1;
        return { state: winning ? "best" : null, text: [String(p.heaps[r]), String(p.grundy[r]), bits(p.grundy[r], width),
          winning ? "take " + move.take + " \u2192 " + move.to + " (value " + move.to_value + ")" : ""][c],
        attributes: c === 1 ? K.entry(data, "p" + (i + 1) + "h" + (r + 1), open, { label: "heap " + (r + 1) }) : { class: c === 2 ? "snim-bits" : null } };
      },
    });
  }

  DPLesson.register({
    steps(data) { return data.rows.length + data.positions.length; },
    // The quiz: each step of the mex table asks for g(n), which reads g(n - s) for each
    // move s that fits.
    quiz(data, step) {
      const row = step < data.rows.length ? data.rows[step] : null;
      if (!row) return null;
      return { key: "g" + row.n, what: "g(" + row.n + ")", answer: String(row.value), reads: row.seen.map(([s]) => "g" + (row.n - s)),
        hint: row.seen.length ? "g(" + row.n + ") is the least whole number that is none of the g(" + row.n + " \u2212 s), over the moves s of S that fit (s \u2264 " + row.n + ")."
          : "No move of S fits a heap of " + row.n + ": the player to move cannot move and loses, so g(" + row.n + ") = 0." };
    },
    draw(container, data, step, api) {
      const onTable = step < data.rows.length, i = step - data.rows.length;
      container.append(el("div", { class: "snim" },
        el("p", { class: "kit-muted" }, "S = {" + data.moves.join(", ") + "}" + (data.moves_given !== data.moves.length ? " (as used: sorted, no duplicates, none above " + data.largest + ")" : "") + "; answer " + data.letters),
        el("h3", {}, "the mex table, g(0) to g(" + (data.rows.length - 1) + ")" + (data.largest >= data.rows.length ? " (it runs on to g(" + data.largest + "))" : "")),
        onTable ? K.legend([["now", "being computed"], ["read", "read by it"], ["unknown", "not yet computed"]]) : null,
        strip(data, api, onTable ? step : data.rows.length),
        onTable ? null : [el("h3", {}, "position " + (i + 1) + ": " + data.letters[i]), positionTable(data, api, i)],
        !onTable && i === data.positions.length - 1 && data.omitted ? el("p", { class: "kit-muted" }, data.omitted + " more positions are in the text answer.") : null));
      if (onTable) return mexText(data.rows[step]) + (data.rows[step].seen.length ? ": the least value none of its moves reaches." : ": no move fits.");
      const p = data.positions[i], move = p.move, head = "Position " + (i + 1) + ": the XOR of the heaps' values is " + p.xor + ". ";
      return !p.wins ? head + "L: every move changes one value and makes the XOR non-zero." : head + "W: heap " + move.heap + " has value " + move.from_value + ", and " + move.from_value +
        " XOR " + p.xor + " = " + move.to_value + " is smaller, so a move reaches it: take " + move.take + " beads (" + move.from + " \u2192 " + move.to + "), leaving XOR 0.";
    },
  });
})();
