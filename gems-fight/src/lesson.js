// gems-fight's lesson page (`gems-fight explain --html`): the lattice of poured sets, with
// f on each set. Pours that make a stone (a bonus turn) are green, pours that pass the turn
// grey, and the line of play thick. The first steps fill the table layer by layer, from all
// bags poured up to none; the others play the line of play turn by turn, with the cooker
// after each pour. A click on a set shows its cooker, stones(P) and every pour with its
// value. Up to 5 bags the whole lattice is drawn; beyond, one row per layer: the sets the
// line of play reaches from the row above, and a histogram of f over the whole layer.
// The data is render::lesson_data's; nothing here solves anything.
(function () {
  "use strict";

  // The colors of the gems (color 1 first), and the width of the drawing.
  const GEMS = ["#e11d48", "#2563eb", "#d97706", "#7c3aed", "#0d9488", "#db2777", "#65a30d", "#78350f"];
  const W = 860;
  // The set clicked last, kept across steps of the same case.
  const picked = { data: null, key: null };

  const bagsOf = (set) => {
    const bags = [];
    for (let bag = 0; set >>> bag; bag++) if ((set >>> bag) & 1) bags.push(bag + 1);
    return bags;
  };
  const sizeOf = (set) => bagsOf(set).length;
  const named = (set) => "{" + bagsOf(set).join(",") + "}";
  const minus = (value) => (value < 0 ? "\u2212" + -value : String(value));
  const plural = (n, one, many) => n + " " + (n === 1 ? one : many || one + "s");
  const compareSets = (a, b) => {
    const x = bagsOf(a), y = bagsOf(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  };
  function choose(n, k) {
    let result = 1;
    for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
    return Math.round(result);
  }

  // What the page knows of a case, worked out once per case.
  function model(data) {
    if (data.model) return data.model;
    const bagCount = data.bags.length;
    const kept = new Map(data.sets.map((entry) => [entry.set, entry]));
    const line = [0];
    for (const turn of data.line) line.push(line[line.length - 1] | (1 << (turn.bag - 1)));
    const onLine = new Map(line.map((set, turn) => [set, turn]));
    data.model = { bagCount, kept, line, onLine };
    return data.model;
  }

  // Step s ≤ B fills the layer of B − s bags; the steps after play turn s − B.
  function phase(data, step) {
    const bagCount = data.bags.length;
    return step <= bagCount ? { fill: true, layer: bagCount - step } : { fill: false, turn: step - bagCount };
  }

  // ---- small HTML pieces -------------------------------------------------------------

  function gems(api, counts, most) {
    const dots = [];
    counts.forEach((count, color) => {
      if (count === 0) return;
      const title = "color " + (color + 1) + ": " + plural(count, "gem");
      if (count <= (most || 6)) {
        for (let i = 0; i < count; i++) dots.push(api.el("span", { class: "gf-gem", style: "background:" + GEMS[color], title }));
      } else {
        dots.push(api.el("span", { class: "gf-gem", style: "background:" + GEMS[color], title }));
        dots.push(api.el("span", { class: "gf-times", title }, "\u00d7" + count));
      }
    });
    return api.el("span", { class: "gf-gems" }, dots);
  }

  function cooker(api, data, counts) {
    const tubes = counts.map((count, color) =>
      api.el("span", { class: "gf-tube", style: "border-color:" + GEMS[color], title: "color " + (color + 1) + ": " + count + " in the cooker, " + data.need + " make a stone" },
        data.need <= 10
          ? Array.from({ length: data.need - 1 }, (_, i) =>
            api.el("span", { class: "gf-gem" + (i < count ? "" : " gf-empty"), style: i < count ? "background:" + GEMS[color] : "" }))
          : api.el("b", { style: "color:" + GEMS[color] }, String(count))));
    return api.el("span", { class: "gf-cooker" }, tubes);
  }

  function bagStrip(api, data, poured, now) {
    return api.el("div", { class: "gf-bags" },
      api.el("span", { class: "gf-label" }, "bags"),
      data.bags.map((bag, index) => {
        const bit = 1 << index;
        const status = now === index + 1 ? " gf-bag-now" : poured & bit ? " gf-bag-poured" : "";
        return api.el("span", { class: "gf-bag" + status, title: "bag " + (index + 1) },
          api.el("b", {}, String(index + 1)), gems(api, bag));
      }));
  }

  function legend(api) {
    return api.el("div", { class: "gf-legend" },
      api.el("span", {}, api.el("i", { class: "gf-key gf-key-stone" }), "pour makes a stone: gain + f(P + b), the same player moves again"),
      api.el("span", {}, api.el("i", { class: "gf-key gf-key-pass" }), "no stone: \u2212f(P + b), the turn passes"),
      api.el("span", {}, api.el("i", { class: "gf-key gf-key-line" }), "the line of play"));
  }

  // The strip above the drawing: the bags, then the legend (fill) or the game (play).
  function strip(api, data, where) {
    const m = model(data);
    if (where.fill) {
      return api.el("div", { class: "gf-strip" }, bagStrip(api, data, 0, 0), legend(api),
        data.whole ? null : api.el("div", { class: "gf-legend" },
          "One row a layer: the sets the line of play can reach from its set in the row above (+b: bag b poured; its own set framed thick); " +
          "left, f over the whole layer: blue ahead, grey even, red behind, \u25b2 the line's set. Click a row's label for its numbers."));
    }
    const turn = data.line[where.turn - 1];
    const after = m.line[where.turn];
    const entry = m.kept.get(after);
    const score = { Alice: 0, Bob: 0 };
    data.line.slice(0, where.turn).forEach((t) => { score[t.player] += t.stones; });
    const last = where.turn === data.line.length;
    const next = last ? "the game is over" : (turn.stones > 0 ? turn.player + " again (bonus turn)" : (turn.player === "Alice" ? "Bob" : "Alice"));
    return api.el("div", { class: "gf-strip" },
      bagStrip(api, data, after, turn.bag),
      api.el("div", { class: "gf-game" },
        api.el("span", { class: "gf-label" }, "cooker after turn " + where.turn),
        entry ? cooker(api, data, entry.cooker) : null,
        api.el("span", { class: "gf-score" },
          api.el("span", { class: "gf-alice" }, "Alice " + score.Alice),
          " \u00b7 ",
          api.el("span", { class: "gf-bob" }, "Bob " + score.Bob)),
        api.el("span", { class: "gf-next" }, last ? "the game is over" : "next: " + next)));
  }

  // ---- the detail panel ---------------------------------------------------------------

  function pourTable(api, data, entry) {
    const best = entry.pours.length ? Math.max(...entry.pours.map((pour) => pour.value)) : 0;
    const rows = entry.pours.map((pour) => {
      const taken = pour.bag === entry.chosen;
      const worth = pour.gain > 0
        ? pour.gain + " + " + (pour.after < 0 ? "(" + minus(pour.after) + ")" : pour.after) + " = " + minus(pour.value)
        : "\u2212(" + minus(pour.after) + ") = " + minus(pour.value);
      const tie = !taken && pour.value === best;
      return api.el("tr", { class: (taken ? "is-best " : tie ? "gf-tie " : "") + (pour.gain > 0 ? "gf-row-stone" : "") },
        api.el("td", {}, String(pour.bag)),
        api.el("td", { class: "gf-left" }, gems(api, data.bags[pour.bag - 1], 10)),
        api.el("td", {}, pour.gain > 0 ? pour.gain + " \u2605" : "0"),
        api.el("td", {}, minus(pour.after)),
        api.el("td", {}, worth));
    });
    const ties = entry.pours.filter((pour) => pour.value === best).length;
    return api.el("div", {},
      api.el("table", { class: "lesson gf-pours" },
        api.el("tr", {}, ["bag", "gems", "stones", "f(P+b)", "value"].map((h) => api.el("th", {}, h))),
        rows),
      api.el("p", { class: "gf-muted" }, "Framed: the pour taken, bag " + entry.chosen + (ties > 1
        ? "; shaded: " + plural(ties - 1, "pour") + " as good (the lowest-numbered best is taken)." : ".")));
  }

  function whoMoves(data, set) {
    const m = model(data);
    if (!m.onLine.has(set)) return null;
    const turn = m.onLine.get(set);
    if (turn === data.line.length) return "the line of play ends here";
    return "on the line of play after " + plural(turn, "pour") + ": " + data.line[turn].player + " to move";
  }

  function detailOfKept(api, data, entry) {
    const poured = sizeOf(entry.set);
    const moves = whoMoves(data, entry.set);
    const parts = [
      api.el("h3", {}, "P = " + named(entry.set)),
      api.el("p", {}, plural(poured, "bag") + " poured; stones(P) = " + entry.stones + " made so far; filled at step " +
        (data.bags.length - poured + 1) + " of the fill"),
      api.el("p", { class: "gf-row" }, "cooker:", cooker(api, data, entry.cooker), api.el("span", { class: "gf-muted" }, "S = " + data.need + " of a color make a stone")),
      api.el("p", { class: "gf-value" }, "f(P) = " + minus(entry.f) + ": the player to move finishes " +
        (entry.f > 0 ? entry.f + " ahead" : entry.f < 0 ? -entry.f + " behind" : "even")),
    ];
    if (moves) parts.push(api.el("p", { class: "gf-muted" }, moves));
    if (entry.pours.length === 0) {
      parts.push(api.el("p", {}, "Every bag is poured: nothing is left to gain, f = 0."));
    } else {
      parts.push(api.el("p", { class: "gf-muted" }, "f(P) = the most of its pours: gain + f(P + b) when the pour makes a stone (\u2605: the same player moves again), else \u2212f(P + b)."));
      parts.push(pourTable(api, data, entry));
    }
    return api.el("div", { class: "gf-detail" }, parts);
  }

  // A set the page does not keep (beyond 5 bags): what the pour into it says.
  function detailOfTarget(api, data, set) {
    const m = model(data);
    const from = m.line.find((line) => (line & set) === line && sizeOf(set) === sizeOf(line) + 1);
    const entry = m.kept.get(from);
    const bag = bagsOf(set ^ from)[0];
    const pour = entry.pours.find((p) => p.bag === bag);
    const counts = entry.cooker.map((count, color) => (count + data.bags[bag - 1][color]) % data.need);
    return api.el("div", { class: "gf-detail" },
      api.el("h3", {}, "P = " + named(set)),
      api.el("p", {}, "Bag " + bag + " poured from " + named(from) + " (on the line of play): " +
        (pour.gain > 0 ? plural(pour.gain, "stone") + " made, a bonus turn." : "no stone, the turn passes.")),
      api.el("p", { class: "gf-row" }, "cooker: ", cooker(api, data, counts)),
      api.el("p", { class: "gf-value" }, "f(P) = " + minus(pour.after) + " for the player to move"),
      api.el("p", {}, "worth " + minus(pour.value) + " to the player pouring from " + named(from) +
        (pour.bag === entry.chosen ? " \u2014 the pour taken" : pour.value === entry.f ? " \u2014 as good as the pour taken" : " (best: " + minus(entry.f) + ")")),
      api.el("p", { class: "gf-muted" }, "With " + data.bags.length + " bags the table has " + data.states.toLocaleString("en") +
        " sets; the page keeps the " + m.line.length + " along the line of play with their pours, and summarises each layer."));
  }

  function detailOfLayer(api, data, layer) {
    const summary = data.layers[layer];
    return api.el("div", { class: "gf-detail" },
      api.el("h3", {}, plural(layer, "bag") + " poured"),
      api.el("p", {}, summary.sets.toLocaleString("en") + " sets; f from " + minus(summary.low) + " to " + minus(summary.high)),
      api.el("p", {}, "the player to move is ahead in " + summary.ahead.toLocaleString("en") + ", even in " +
        summary.even.toLocaleString("en") + ", behind in " + summary.behind.toLocaleString("en")),
      histogram(api, summary, 280, 90, model(data).kept.get(model(data).line[layer]).f, true),
      api.el("p", { class: "gf-muted" }, "The bar under the histogram marks the set the line of play passes through." +
        (summary.width > 1 ? " Each bar counts " + summary.width + " values of f." : " One bar a value of f.")));
  }

  function histogram(api, summary, width, height, mark, labelled) {
    const most = Math.max(1, ...summary.bins);
    const barWidth = width / summary.bins.length;
    const few = labelled && summary.bins.length <= 16;
    const base = height - (labelled ? 24 : 12);
    const room = base - 2 - (few ? 12 : 0);
    const bars = summary.bins.map((count, i) => {
      const from = summary.low + i * summary.width, to = from + summary.width - 1;
      const tone = to < 0 ? "gf-behind" : from > 0 ? "gf-ahead" : "gf-even";
      const h = count ? Math.max(1.5, room * count / most) : 0;
      const y = base - h;
      return api.svg("g", {},
        api.svg("rect", { class: tone, x: i * barWidth + 0.5, y, width: Math.max(1, barWidth - 1), height: h },
          api.svg("title", {}, (summary.width > 1 ? "f " + from + " to " + to : "f = " + from) + ": " + count.toLocaleString("en") + " sets")),
        few && count ? api.svg("text", { class: "gf-small", x: (i + 0.5) * barWidth, y: y - 2, "text-anchor": "middle" }, count.toLocaleString("en")) : null,
        few && summary.width === 1 && i > 0 && i < summary.bins.length - 1
          ? api.svg("text", { class: "gf-small", x: (i + 0.5) * barWidth, y: height - 1, "text-anchor": "middle" }, minus(from)) : null);
    });
    const markAt = (Math.floor((mark - summary.low) / summary.width) + 0.5) * barWidth;
    return api.svg("svg", { class: "gf-histogram", viewBox: "0 0 " + width + " " + height, width, height, overflow: "visible" },
      bars,
      api.svg("path", { class: "gf-mark", d: "M" + markAt + " " + (base + 2) + " l-4 7 h8 z" }),
      labelled ? api.svg("text", { x: few && summary.width === 1 ? barWidth / 2 : 0, y: height - 1, class: "gf-small", "text-anchor": few && summary.width === 1 ? "middle" : "start" }, minus(summary.low)) : null,
      labelled && summary.bins.length > 1 ? api.svg("text", { x: few && summary.width === 1 ? width - barWidth / 2 : width, y: height - 1, class: "gf-small", "text-anchor": few && summary.width === 1 ? "middle" : "end" }, minus(summary.high)) : null);
  }

  function detailOf(api, data, key) {
    if (key.startsWith("L")) return detailOfLayer(api, data, parseInt(key.slice(1), 10));
    const set = parseInt(key, 10);
    const entry = model(data).kept.get(set);
    return entry ? detailOfKept(api, data, entry) : detailOfTarget(api, data, set);
  }

  // ---- clicking -------------------------------------------------------------------------

  function highlight(container, data, key) {
    container.querySelectorAll(".gf-pick, .gf-target, .gf-edge-pick").forEach((node) => node.classList.remove("gf-pick", "gf-target", "gf-edge-pick"));
    if (key === null) return;
    const node = container.querySelector('[data-entry="' + key + '"]');
    if (!node) return;
    node.classList.add("gf-pick");
    const entry = model(data).kept.get(parseInt(key, 10));
    if (!entry || key.startsWith("L")) return;
    container.querySelectorAll('.gf-edge[data-from="' + key + '"]').forEach((edge) => edge.classList.add("gf-edge-pick"));
    for (const pour of entry.pours) {
      const target = container.querySelector('[data-entry="' + (entry.set | (1 << (pour.bag - 1))) + '"]');
      if (target) target.classList.add("gf-target");
    }
  }

  function clickable(api, container, data, key, label) {
    const open = () => {
      picked.data = data;
      picked.key = key;
      highlight(container, data, key);
      api.detail(detailOf(api, data, key));
    };
    return {
      "data-entry": key, tabindex: "0", role: "button", "aria-label": label, onclick: open,
      onkeydown: (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); open(); }
      },
    };
  }

  // ---- the whole lattice (B ≤ 5) ------------------------------------------------------

  function marker(api, id, tone) {
    return api.svg("marker", { id, viewBox: "0 0 8 8", refX: 7, refY: 4, markerUnits: "userSpaceOnUse", markerWidth: 9, markerHeight: 9, orient: "auto" },
      api.svg("path", { d: "M0 0 L8 4 L0 8 z", class: tone }));
  }

  function defs(api) {
    return api.svg("defs", {},
      marker(api, "gf-arrow-stone", "gf-fill-stone"),
      marker(api, "gf-arrow-pass", "gf-fill-pass"));
  }

  // The class of a set's box at this step.
  function setStatus(data, where, set) {
    const m = model(data);
    const k = sizeOf(set);
    if (where.fill) {
      if (k === where.layer) return "gf-now";
      if (k === where.layer + 1) return "gf-read";
      return k > where.layer ? "gf-done" : "gf-todo";
    }
    if (m.line[where.turn] === set) return "gf-now";
    if (m.onLine.has(set) && m.onLine.get(set) < where.turn) return "gf-read";
    return "gf-done";
  }

  function edgeStatus(data, where, from, to) {
    const m = model(data);
    const alongLine = m.onLine.has(from) && m.line[m.onLine.get(from) + 1] === to;
    if (where.fill) return sizeOf(from) === where.layer ? "gf-hot" : "gf-dim";
    if (alongLine) return m.onLine.get(from) < where.turn ? "gf-line" : "gf-line gf-ahead-line";
    return "gf-faint";
  }

  function lattice(api, container, data, where) {
    const m = model(data);
    const rows = Array.from({ length: m.bagCount + 1 }, () => []);
    for (const entry of data.sets) rows[sizeOf(entry.set)].push(entry);
    rows.forEach((row) => row.sort((a, b) => compareSets(a.set, b.set)));
    const left = 70, inner = W - left - 4;
    const boxHeight = 40, rowHeight = 86, top = 6;
    const boxWidth = (set) => Math.min(112, Math.floor(inner / rows[sizeOf(set)].length) - 10);
    const at = new Map();
    rows.forEach((row, k) => row.forEach((entry, i) => {
      at.set(entry.set, { x: left + (inner / row.length) * (i + 0.5), y: top + k * rowHeight });
    }));
    const edges = [], lineEdges = [];
    for (const entry of data.sets) {
      const from = at.get(entry.set);
      for (const pour of entry.pours) {
        const target = entry.set | (1 << (pour.bag - 1));
        const to = at.get(target);
        const status = edgeStatus(data, where, entry.set, target);
        const tone = pour.gain > 0 ? "stone" : "pass";
        const edge = api.svg("line", {
          class: "gf-edge gf-" + tone + " " + status, "data-from": entry.set,
          x1: from.x, y1: from.y + boxHeight, x2: to.x, y2: to.y - 1,
          "marker-end": "url(#gf-arrow-" + tone + ")",
        });
        (status.includes("gf-line") ? lineEdges : edges).push(edge);
      }
    }
    const labels = rows.map((row, k) => api.svg("text", { class: "gf-small gf-layer-label", x: 0, y: top + k * rowHeight + 24 },
      plural(k, "bag")));
    const boxes = data.sets.map((entry) => {
      const { x, y } = at.get(entry.set);
      const status = setStatus(data, where, entry.set);
      const known = status !== "gf-todo";
      return api.svg("g", Object.assign({ class: "gf-set " + status }, clickable(api, container, data, String(entry.set), "the set " + named(entry.set))),
        api.svg("rect", { x: x - boxWidth(entry.set) / 2, y, width: boxWidth(entry.set), height: boxHeight, rx: 6 }),
        api.svg("text", { x, y: y + 15, class: "gf-set-name" }, entry.set === 0 ? "{} start" : named(entry.set)),
        api.svg("text", { x, y: y + 32, class: "gf-set-value" }, "f = " + (known ? minus(entry.f) : "?")));
    });
    const height = top + m.bagCount * rowHeight + boxHeight + 6;
    return api.svg("svg", { class: "gf-lattice", viewBox: "0 0 " + W + " " + height, width: W, height },
      defs(api), labels, edges, lineEdges, boxes);
  }

  // ---- one row per layer (B > 5) ------------------------------------------------------

  function layers(api, container, data, where) {
    const m = model(data);
    const left = 186, inner = W - left - 4;
    const rowHeight = 46, chipHeight = 30, top = 4;
    const at = new Map();
    const chips = [], edges = [], lineEdges = [], bands = [], labels = [];
    for (let k = 0; k <= m.bagCount; k++) {
      const y = top + k * rowHeight;
      const from = k > 0 ? m.kept.get(m.line[k - 1]) : null;
      const sets = from ? from.pours.map((pour) => ({ set: from.set | (1 << (pour.bag - 1)), pour })) : [{ set: 0, pour: null }];
      const spacing = Math.min(74, inner / sets.length);
      const chipWidth = Math.min(62, spacing - 4);
      const start = left + (inner - spacing * sets.length) / 2;
      const summary = data.layers[k];
      let status = "";
      if (where.fill) status = k === where.layer ? "gf-now" : k === where.layer + 1 ? "gf-read" : k < where.layer ? "gf-todo" : "gf-done";
      else status = k === where.turn ? "gf-now" : k < where.turn ? "gf-read" : "gf-done";
      const known = status !== "gf-todo";
      bands.push(api.svg("rect", { class: "gf-band " + status, x: 0, y: y - 3, width: W, height: rowHeight - 2, rx: 4 }));
      labels.push(api.svg("g", Object.assign({ class: "gf-layer" }, clickable(api, container, data, "L" + k, "the layer of " + plural(k, "bag"))),
        api.svg("rect", { class: "gf-hit", x: 2, y: y - 2, width: left - 12, height: rowHeight - 4 }),
        api.svg("text", { class: "gf-small", x: 6, y: y + 10 }, plural(k, "bag") + " \u00b7 " + plural(summary.sets, "set").replace(/^\d+/, summary.sets.toLocaleString("en"))),
        known ? histogram(api, summary, 150, 26, m.kept.get(m.line[k]).f, false) : null));
      // The histogram is an svg of its own: move it under the label.
      const chart = labels[labels.length - 1].querySelector(".gf-histogram");
      if (chart) { chart.setAttribute("x", 6); chart.setAttribute("y", y + 13); }
      sets.forEach(({ set, pour }, i) => {
        const x = start + spacing * (i + 0.5);
        at.set(set, { x, y });
        const onLine = m.line[k] === set;
        const f = pour ? pour.after : m.kept.get(0).f;
        const chipStatus = onLine ? "gf-on-line " + (where.fill ? "" : status) : "";
        chips.push(api.svg("g", Object.assign({ class: "gf-set gf-chip " + (known ? "" : "gf-todo ") + chipStatus }, clickable(api, container, data, String(set), "the set " + named(set))),
          api.svg("rect", { x: x - chipWidth / 2, y, width: chipWidth, height: chipHeight, rx: 5 }),
          api.svg("text", { x, y: y + 11, class: "gf-chip-bag" }, pour ? "+" + pour.bag : "{}"),
          api.svg("text", { x, y: y + 25, class: "gf-set-value" }, known ? minus(f) : "?")));
        if (pour) {
          const origin = at.get(from.set);
          const tone = pour.gain > 0 ? "stone" : "pass";
          let edgeClass = where.fill ? (k - 1 === where.layer ? "gf-hot" : "gf-dim") : "";
          if (!where.fill) edgeClass = !onLine ? "gf-faint" : k <= where.turn ? "gf-line" : "gf-line gf-ahead-line";
          const edge = api.svg("line", {
            class: "gf-edge gf-" + tone + " " + edgeClass, "data-from": from.set,
            x1: origin.x, y1: origin.y + chipHeight, x2: x, y2: y - 1,
            "marker-end": "url(#gf-arrow-" + tone + ")",
          });
          (onLine && !where.fill ? lineEdges : edges).push(edge);
        }
      });
    }
    const height = top + (m.bagCount + 1) * rowHeight;
    return api.svg("svg", { class: "gf-lattice gf-layers", viewBox: "0 0 " + W + " " + height, width: W, height },
      defs(api), bands, labels, edges, lineEdges, chips);
  }

  // ---- the steps ----------------------------------------------------------------------

  function said(data, where) {
    const m = model(data);
    const bagCount = m.bagCount;
    if (bagCount === 0) return "No bags: the game is over before it starts, f({}) = 0.";
    if (where.fill) {
      const layer = where.layer;
      if (layer === bagCount) return "Fill, from the last layer up: with all " + bagCount + " bags poured nothing is left to gain, f = 0.";
      const sets = choose(bagCount, layer);
      const head = "Fill the " + plural(sets, "set") + " of " + plural(layer, "bag") + " poured (yellow): each takes the best of its " +
        plural(bagCount - layer, "pour") + " into the sets of " + plural(layer + 1, "bag") + " (blue, filled the step before).";
      return layer === 0 ? head + " f({}) = " + minus(data.difference) + ": Alice, moving first, finishes " + minus(data.difference) + " ahead." : head;
    }
    const turn = data.line[where.turn - 1];
    const from = m.line[where.turn - 1];
    const score = { Alice: 0, Bob: 0 };
    data.line.slice(0, where.turn).forEach((t) => { score[t.player] += t.stones; });
    let text = "Turn " + where.turn + ": " + turn.player + " pours bag " + turn.bag + " from " + named(from) + ", the best pour there (f = " +
      minus(m.kept.get(from).f) + "): ";
    text += turn.stones > 0 ? plural(turn.stones, "stone") + " melt" + (turn.stones === 1 ? "s" : "") : "no stone";
    if (where.turn === data.line.length) {
      text += ". The game ends: Alice " + score.Alice + " \u2212 Bob " + score.Bob + " = " + minus(data.difference) + " = f({}).";
    } else {
      text += turn.stones > 0 ? ", a bonus turn: " + turn.player + " moves again." : ", the turn passes to " + (turn.player === "Alice" ? "Bob" : "Alice") + ".";
    }
    return text;
  }

  DPLesson.register({
    steps(data) {
      return data.bags.length + 1 + data.line.length;
    },
    draw(container, data, step, api) {
      const where = phase(data, step);
      if (picked.data !== data) { picked.data = data; picked.key = null; }
      const m = model(data);
      if (m.bagCount > 0) container.append(strip(api, data, where));
      const picture = data.whole ? lattice(api, container, data, where) : layers(api, container, data, where);
      const scroll = api.el("div", { class: "gf-scroll" + (data.whole ? "" : " gf-tall") }, picture);
      container.append(scroll);
      highlight(container, data, picked.key);
      // Beyond 5 bags the rows outgrow the screen: bring the row of this step into view.
      const now = scroll.querySelector(".gf-band.gf-now");
      if (now && scroll.clientHeight < scroll.scrollHeight) {
        const box = now.getBBox();
        scroll.scrollTop = Math.max(0, box.y + box.height / 2 - scroll.clientHeight / 2);
      }
      return said(data, where);
    },
  });
})();
