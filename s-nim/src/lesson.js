// s-nim's lesson page: draws one step of one case from the data of src/page.rs, in
// dp-core's frame (shell.js). Steps: the first rows of the mex table, filled one heap
// size at a time (the cells g(n - s) it reads ringed), then each position: its heaps,
// their Grundy values in binary, the XOR, and the winning move. Entries: "g{n}" for a
// cell of the table, "p{i}h{j}" for heap j of position i; a click writes what it reads.
(function () {
  "use strict";

  function bits(value, width) { return value.toString(2).padStart(width, "0"); }
  function widthOf(values) { return Math.max(1, ...values.map((v) => v.toString(2).length)); }
  function mexText(row) {
    const reads = row.seen.map(([s, g]) => "g(" + (row.n - s) + ")=" + g);
    return "g(" + row.n + ") = mex {" + reads.join(", ") + "} = " + row.value;
  }

  function rowDetail(data, n, api) {
    const { el } = api;
    const row = data.rows[n];
    const seen = row.seen.length
      ? row.seen.map(([s, g]) => el("li", {}, "take " + s + ": heap " + (row.n - s) + ", value " + g))
      : [el("li", {}, "no move fits: the player to move loses, g = 0")];
    return el("div", {}, el("p", {}, el("b", {}, "heap of " + n + " beads")),
      el("ul", {}, seen),
      el("p", {}, mexText(row) + ": the least value no move reaches."));
  }

  function heapDetail(data, i, j, api) {
    const { el } = api;
    const position = data.positions[i];
    const h = position.heaps[j];
    const g = position.grundy[j];
    const lines = [el("p", {}, el("b", {}, "heap " + (j + 1) + " of position " + (i + 1)),
      ": " + h + " beads, Grundy value g(" + h + ") = " + g + " = " + bits(g, 1) + " in binary.")];
    const move = position.move;
    if (move && move.heap === j + 1) {
      lines.push(el("p", {}, "The winning heap: " + g + " XOR " + position.xor + " = " + move.to_value +
        " < " + g + ", so take " + move.take + " (" + move.from + " \u2192 " + move.to +
        " beads, value " + move.to_value + ") and the XOR becomes 0."));
    } else if (position.wins) {
      const to = g ^ position.xor;
      lines.push(el("p", {}, g + " XOR " + position.xor + " = " + to + (to > g
        ? ", larger than " + g + ": a move to it need not exist."
        : ", smaller, but an earlier heap is the one chosen.")));
    } else {
      lines.push(el("p", {}, "The XOR is 0: any move changes this value and leaves a non-zero XOR."));
    }
    return el("div", {}, lines);
  }

  function entry(data, key, api, make) {
    return { "data-entry": key, class: "entry", onclick: () => api.detail(make()) };
  }

  function strip(data, step, api) {
    const { svg } = api;
    const rows = data.rows;
    const filled = Math.min(step, rows.length - 1);
    const reading = step < rows.length ? rows[step].seen.map(([s]) => rows[step].n - s) : [];
    const size = 40;
    const cells = rows.map((row, n) => {
      const state = n === step ? "now" : reading.includes(n) ? "read" : n <= filled ? "done" : "todo";
      return svg("g", Object.assign(entry(data, "g" + n, api, () => rowDetail(data, n, api)),
        { class: "cell cell-" + state, transform: "translate(" + (n * size + 2) + ",2)" }),
      svg("rect", { width: size - 4, height: size - 4, rx: 5 }),
      svg("text", { x: (size - 4) / 2, y: 14, class: "n" }, "n=" + n),
      svg("text", { x: (size - 4) / 2, y: 30, class: "g" }, n <= filled ? String(row.value) : "?"));
    });
    return svg("svg", { class: "strip", viewBox: "0 0 " + (rows.length * size + 4) + " " + (size + 4),
      width: rows.length * size + 4 }, cells);
  }

  function positionTable(data, i, api) {
    const { el } = api;
    const position = data.positions[i];
    const width = widthOf(position.grundy.concat([position.xor]));
    const move = position.move;
    const rows = position.heaps.map((h, j) => {
      const winning = move && move.heap === j + 1;
      return el("tr", Object.assign(entry(data, "p" + (i + 1) + "h" + (j + 1), api,
        () => heapDetail(data, i, j, api)), { class: winning ? "entry winning" : "entry" }),
      el("td", {}, "heap " + (j + 1)), el("td", {}, h), el("td", {}, position.grundy[j]),
      el("td", { class: "bits" }, bits(position.grundy[j], width)),
      el("td", {}, winning ? "take " + move.take + " \u2192 " + move.to + " (value " + move.to_value + ")" : ""));
    });
    const more = position.more ? el("tr", {}, el("td", { colspan: 5, class: "muted" },
      "... and " + position.more + " more heaps")) : null;
    const total = el("tr", { class: "xor" }, el("td", {}, "XOR"), el("td", {}), el("td", {}, position.xor),
      el("td", { class: "bits" }, bits(position.xor, width)),
      el("td", {}, position.wins ? "W: not 0" : "L: 0"));
    return el("table", { class: "lesson heaps" },
      el("tr", {}, el("th", {}, ""), el("th", {}, "beads h"), el("th", {}, "g(h)"),
        el("th", {}, "binary"), el("th", {}, "winning move")), rows, more, total);
  }

  function positionText(data, i) {
    const position = data.positions[i];
    const head = "Position " + (i + 1) + ": the XOR of the heaps' values is " + position.xor + ". ";
    if (!position.wins) return head + "L: every move changes one value and makes the XOR non-zero.";
    const move = position.move;
    return head + "W: heap " + move.heap + " has value " + move.from_value + ", and " + move.from_value +
      " XOR " + position.xor + " = " + move.to_value + " is smaller, so a move reaches it: take " +
      move.take + " beads (" + move.from + " \u2192 " + move.to + "), leaving XOR 0.";
  }

  DPLesson.register({
    steps(data) { return data.rows.length + data.positions.length; },
    draw(container, data, step, api) {
      const { el } = api;
      const onTable = step < data.rows.length;
      const i = step - data.rows.length;
      container.append(el("div", { class: "snim" },
        el("p", { class: "muted" }, "S = {" + data.moves.join(", ") + "}" +
          (data.moves_given !== data.moves.length ? " (as used: sorted, no duplicates, none above " + data.largest + ")" : "") +
          "; answer " + data.letters),
        el("h3", {}, "the mex table, g(0) to g(" + (data.rows.length - 1) + ")" +
          (data.largest >= data.rows.length ? " (it runs on to g(" + data.largest + "))" : "")),
        strip(data, onTable ? step : data.rows.length, api),
        onTable ? null : el("h3", {}, "position " + (i + 1) + ": " + data.letters[i]),
        onTable ? null : positionTable(data, i, api),
        !onTable && i === data.positions.length - 1 && data.omitted
          ? el("p", { class: "muted" }, data.omitted + " more positions are in the text answer.") : null));
      if (onTable) {
        const row = data.rows[step];
        return mexText(row) + (row.seen.length ? ": the least value none of its moves reaches." : ": no move fits.");
      }
      return positionText(data, i);
    },
  });
})();
