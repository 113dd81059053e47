// gems-fight's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the data of
// src/page.rs. The lattice of poured sets, f on each: pours that make a stone (a bonus
// turn) green, pours that pass the turn grey, the line of play thick. The first steps fill
// the table layer by layer, from all bags poured up to none; the others play the line of
// play turn by turn, with the cooker after each pour. Opening a set (keyed by its mask)
// shows its cooker, stones(P) and every pour with its value. Up to 5 bags the whole
// lattice is drawn (the kit's); beyond, its own drawing: one row a layer, the sets the line
// of play reaches from the row above, and a histogram of f over the whole layer (key "L"k).
(function () {
  "use strict";
  const K = DPLesson.kit, { el, svg } = DPLesson.parts;
  const GEMS = ["#e11d48", "#2563eb", "#d97706", "#7c3aed", "#0d9488", "#db2777", "#65a30d", "#78350f"];

  const bagsOf = (set) => { const out = []; for (let b = 0; set >>> b; b++) if ((set >>> b) & 1) out.push(b + 1); return out; };
  const sizeOf = (set) => bagsOf(set).length;
  const named = (set) => "{" + bagsOf(set).join(",") + "}";
  const minus = (value) => (value < 0 ? "\u2212" + -value : String(value));
  const order = (a, b) => { const x = bagsOf(a), y = bagsOf(b), i = x.findIndex((v, k) => v !== y[k]); return i < 0 ? x.length - y.length : x[i] - y[i]; };

  function model(data) {
    return K.plan(data, () => {
      const line = [0];
      data.line.forEach((turn) => line.push(line[line.length - 1] | (1 << (turn.bag - 1))));
      return { kept: new Map(data.sets.map((entry) => [entry.set, entry])), line, onLine: new Map(line.map((set, turn) => [set, turn])) };
    });
  }
  // Step s <= B fills the layer of B - s bags; the steps after play turn s - B.
  const phase = (data, step) => step <= data.bags.length ? { fill: true, layer: data.bags.length - step } : { fill: false, turn: step - data.bags.length };
  const scores = (data, turns) => data.line.slice(0, turns).reduce((s, t) => { s[t.player] += t.stones; return s; }, { Alice: 0, Bob: 0 });

  // ---- the gems, the cooker, the bags ----
  function gems(counts, most) {
    return el("span", { class: "gf-gems" }, counts.map((count, color) => {
      const title = "color " + (color + 1) + ": " + K.plural(count, "gem", "gems"), dot = () => el("span", { class: "gf-gem", style: "background:" + GEMS[color], title });
      return !count ? null : count <= (most || 6) ? Array.from({ length: count }, dot) : [dot(), el("span", { class: "gf-times", title }, "\u00d7" + count)];
    }).flat());
  }
  const cooker = (data, counts) => el("span", { class: "gf-cooker" }, counts.map((count, color) =>
    el("span", { class: "gf-tube", style: "border-color:" + GEMS[color], title: "color " + (color + 1) + ": " + count + " in the cooker, " + data.need + " make a stone" },
      data.need <= 10 ? Array.from({ length: data.need - 1 }, (_, i) => el("span", { class: "gf-gem" + (i < count ? "" : " gf-empty"), style: i < count ? "background:" + GEMS[color] : null }))
        : el("b", { style: "color:" + GEMS[color] }, String(count)))));

  function strip(data, where) {
    const m = model(data), poured = where.fill ? 0 : m.line[where.turn], now = where.fill ? 0 : data.line[where.turn - 1].bag;
    const bags = el("div", { class: "gf-bags" }, el("span", { class: "gf-label" }, "bags"), data.bags.map((bag, index) =>
      el("span", { class: "gf-bag" + (now === index + 1 ? " gf-bag-now" : poured & (1 << index) ? " gf-bag-poured" : ""), title: "bag " + (index + 1) }, el("b", {}, String(index + 1)), gems(bag))));
    if (where.fill) {
      return el("div", { class: "gf-strip" }, bags, K.legend([["stone", "pour makes a stone: gain + f(P + b), the same player moves again"], ["pass", "no stone: \u2212f(P + b), the turn passes"], ["line", "the line of play"]]),
        data.whole ? null : el("p", { class: "kit-muted" }, "One row a layer: the sets the line of play can reach from its set in the row above (+b: bag b poured; its own set framed thick); " +
          "left, f over the whole layer: blue ahead, grey even, red behind, \u25b2 the line's set. Open a row's label for its numbers."));
    }
    const turn = data.line[where.turn - 1], entry = m.kept.get(poured), score = scores(data, where.turn), last = where.turn === data.line.length;
    return el("div", { class: "gf-strip" }, bags, el("div", { class: "gf-game" }, el("span", { class: "gf-label" }, "cooker after turn " + where.turn),
      entry ? cooker(data, entry.cooker) : null, el("span", { class: "gf-score" }, el("span", { class: "gf-alice" }, "Alice " + score.Alice), " \u00b7 ", el("span", { class: "gf-bob" }, "Bob " + score.Bob)),
      el("span", { class: "kit-muted" }, last ? "the game is over" : "next: " + (turn.stones > 0 ? turn.player + " again (bonus turn)" : turn.player === "Alice" ? "Bob" : "Alice"))));
  }

  // ---- the detail panel ----
  function pours(data, entry) {
    const ties = entry.pours.filter((pour) => pour.value === entry.f).length;
    return K.choices({
      heads: ["bag", "gems", "stones", "f(P+b)", "value"],
      rows: entry.pours.map((pour) => ({ best: pour.bag === entry.chosen, cells: [String(pour.bag), gems(data.bags[pour.bag - 1], 10),
        pour.gain > 0 ? el("b", { class: "gf-good" }, pour.gain + " \u2605") : "0", minus(pour.after),
        pour.gain > 0 ? pour.gain + " + " + (pour.after < 0 ? "(" + minus(pour.after) + ")" : pour.after) + " = " + minus(pour.value) : "\u2212(" + minus(pour.after) + ") = " + minus(pour.value)] })),
      note: "f(P) = the most of its pours: gain + f(P + b) when the pour makes a stone (\u2605: the same player moves again), else \u2212f(P + b)." +
        (ties > 1 ? " " + K.plural(ties - 1, "other pour is", "other pours are") + " as good; the lowest-numbered best is taken." : ""),
    });
  }
  function whoMoves(data, set) {
    const turn = model(data).onLine.get(set);
    if (turn === undefined) return null;
    return turn === data.line.length ? "the line of play ends here" : "on the line of play after " + K.plural(turn, "pour", "pours") + ": " + data.line[turn].player + " to move";
  }
  function detailOfKept(data, entry) {
    return el("div", { class: "gf-detail" }, el("h3", {}, "P = " + named(entry.set)),
      el("p", {}, K.plural(sizeOf(entry.set), "bag", "bags") + " poured; stones(P) = " + entry.stones + " made so far; filled at step " + (data.bags.length - sizeOf(entry.set) + 1) + " of the fill"),
      el("p", { class: "gf-row" }, "cooker:", cooker(data, entry.cooker), el("span", { class: "kit-muted" }, "S = " + data.need + " of a color make a stone")),
      el("p", { class: "kit-verdict" }, "f(P) = " + minus(entry.f) + ": the player to move finishes " + (entry.f > 0 ? entry.f + " ahead" : entry.f < 0 ? -entry.f + " behind" : "even")),
      whoMoves(data, entry.set) ? el("p", { class: "kit-muted" }, whoMoves(data, entry.set)) : null,
      entry.pours.length ? pours(data, entry) : el("p", {}, "Every bag is poured: nothing is left to gain, f = 0."));
  }
  // A set the page does not keep (beyond 5 bags): what the pour into it says.
  function detailOfTarget(data, set) {
    const m = model(data), from = m.line.find((line) => (line & set) === line && sizeOf(set) === sizeOf(line) + 1), entry = m.kept.get(from), bag = bagsOf(set ^ from)[0];
    const pour = entry.pours.find((p) => p.bag === bag);
    return el("div", { class: "gf-detail" }, el("h3", {}, "P = " + named(set)),
      el("p", {}, "Bag " + bag + " poured from " + named(from) + " (on the line of play): " + (pour.gain > 0 ? K.plural(pour.gain, "stone", "stones") + " made, a bonus turn." : "no stone, the turn passes.")),
      el("p", { class: "gf-row" }, "cooker: ", cooker(data, entry.cooker.map((count, color) => (count + data.bags[bag - 1][color]) % data.need))),
      el("p", { class: "kit-verdict" }, "f(P) = " + minus(pour.after) + " for the player to move"),
      el("p", {}, "worth " + minus(pour.value) + " to the player pouring from " + named(from) + (pour.bag === entry.chosen ? " \u2014 the pour taken" : pour.value === entry.f ? " \u2014 as good as the pour taken" : " (best: " + minus(entry.f) + ")")),
      el("p", { class: "kit-muted" }, "With " + data.bags.length + " bags the table has " + K.grouped(data.states) + " sets; the page keeps the " + m.line.length + " along the line of play with their pours, and summarises each layer."));
  }
  function detailOfLayer(data, layer) {
    const s = data.layers[layer];
    return el("div", { class: "gf-detail" }, el("h3", {}, K.plural(layer, "bag", "bags") + " poured"),
      el("p", {}, K.grouped(s.sets) + " sets; f from " + minus(s.low) + " to " + minus(s.high)),
      el("p", {}, "the player to move is ahead in " + K.grouped(s.ahead) + ", even in " + K.grouped(s.even) + ", behind in " + K.grouped(s.behind)),
      histogram(s, 280, 90, model(data).kept.get(model(data).line[layer]).f, true),
      el("p", { class: "kit-muted" }, "\u25b2 marks the set the line of play passes through." + (s.width > 1 ? " Each bar counts " + s.width + " values of f." : " One bar a value of f.")));
  }
  const opener = (data, api) => (key) => api.detail(key.startsWith("L") ? detailOfLayer(data, Number(key.slice(1)))
    : model(data).kept.has(Number(key)) ? detailOfKept(data, model(data).kept.get(Number(key))) : detailOfTarget(data, Number(key)));

  function histogram(s, width, height, mark, labelled) {
    const most = Math.max(1, ...s.bins), bw = width / s.bins.length, few = labelled && s.bins.length <= 16, base = height - (labelled ? 24 : 12), room = base - 2 - (few ? 12 : 0);
    const markAt = (Math.floor((mark - s.low) / s.width) + 0.5) * bw;
    return svg("svg", { class: "gf-histogram", viewBox: "0 0 " + width + " " + height, width, height, overflow: "visible" },
      s.bins.map((count, i) => {
        const from = s.low + i * s.width, to = from + s.width - 1, h = count ? Math.max(1.5, room * count / most) : 0;
        return svg("g", {}, svg("rect", { class: to < 0 ? "gf-behind" : from > 0 ? "gf-ahead" : "gf-even", x: i * bw + 0.5, y: base - h, width: Math.max(1, bw - 1), height: h },
          svg("title", {}, (s.width > 1 ? "f " + from + " to " + to : "f = " + from) + ": " + K.grouped(count) + " sets")),
        few && count ? svg("text", { class: "gf-small", x: (i + 0.5) * bw, y: base - h - 2 }, K.grouped(count)) : null,
        few && s.width === 1 ? svg("text", { class: "gf-small", x: (i + 0.5) * bw, y: height - 1 }, minus(from)) : null);
      }),
      svg("path", { class: "gf-mark", d: "M" + markAt + " " + (base + 2) + " l-4 7 h8 z" }),
      labelled && !(few && s.width === 1) ? [svg("text", { x: 0, y: height - 1, class: "gf-small gf-start" }, minus(s.low)), svg("text", { x: width, y: height - 1, class: "gf-small gf-end" }, minus(s.high))] : null);
  }

  // ---- the drawings: a set's state, an edge's ----
  function setState(data, where, set) {
    const m = model(data), k = sizeOf(set);
    if (where.fill) return k === where.layer ? "now" : k === where.layer + 1 ? "read" : k > where.layer ? null : "unknown";
    return m.line[where.turn] === set ? "now" : m.onLine.has(set) && m.onLine.get(set) < where.turn ? "read" : null;
  }
  function edgeState(data, where, from, to, stone) {
    const m = model(data), along = m.onLine.has(from) && m.line[m.onLine.get(from) + 1] === to, tone = stone ? "stone" : "pass";
    if (where.fill) return tone + (sizeOf(from) === where.layer ? " gf-hot" : " gf-dim");
    return tone + (!along ? " gf-faint" : m.onLine.get(from) < where.turn ? " gf-line" : " gf-line gf-ahead-line");
  }
  // The sets the set opened last pours into, framed green.
  function targets(data) {
    const key = K.selectedKey(data), entry = key && !key.startsWith("L") ? model(data).kept.get(Number(key)) : null;
    return new Set(entry ? entry.pours.map((pour) => entry.set | (1 << (pour.bag - 1))) : []);
  }

  function lattice(data, api, where) {
    const rows = Array.from({ length: data.bags.length + 1 }, () => []), at = new Map(), into = targets(data), open = opener(data, api);
    data.sets.forEach((entry) => rows[sizeOf(entry.set)].push(entry.set));
    rows.forEach((row, l) => { row.sort(order); row.forEach((set, i) => at.set(set, [l, i])); });
    const edges = data.sets.flatMap((entry) => entry.pours.map((pour) => {
      const to = entry.set | (1 << (pour.bag - 1));
      return { from: at.get(entry.set), to: at.get(to), state: edgeState(data, where, entry.set, to, pour.gain > 0) };
    })).sort((a, b) => a.state.includes("gf-line") - b.state.includes("gf-line") || a.state.includes("gf-hot") - b.state.includes("gf-hot"));
    return K.lattice({ layers: rows, edges, box: { w: 88, h: 40, dx: 94, dy: 84 }, node(set) {
      const state = setState(data, where, set);
      return { state, lines: [set === 0 ? "{} start" : named(set), "f = " + (state === "unknown" ? "?" : minus(model(data).kept.get(set).f))],
        attributes: K.entry(data, set, open, { label: "the set " + named(set), classes: [into.has(set) ? "gf-target" : null] }) };
    } });
  }

  // Beyond 5 bags: one row a layer, its histogram on the left.
  function layers(data, api, where) {
    const m = model(data), W = 860, left = 186, inner = W - left - 4, rowH = 46, chipH = 30, at = new Map(), into = targets(data), open = opener(data, api);
    const back = [], edges = [], front = [];
    for (let k = 0; k <= data.bags.length; k++) {
      const y = 4 + k * rowH, from = k > 0 ? m.kept.get(m.line[k - 1]) : null;
      const sets = from ? from.pours.map((pour) => ({ set: from.set | (1 << (pour.bag - 1)), pour })) : [{ set: 0, pour: null }];
      const spacing = Math.min(74, inner / sets.length), chipW = Math.min(62, spacing - 4), start = left + (inner - spacing * sets.length) / 2;
      const status = where.fill ? (k === where.layer ? "now" : k === where.layer + 1 ? "read" : k < where.layer ? "unknown" : "done") : k === where.turn ? "now" : k < where.turn ? "read" : "done";
      const known = status !== "unknown", chart = known ? histogram(data.layers[k], 150, 26, m.kept.get(m.line[k]).f, false) : null;
      if (chart) { chart.setAttribute("x", 6); chart.setAttribute("y", y + 13); if (status === "now") chart.classList.add("gf-chart-now"); }
      back.push(svg("rect", { class: "gf-band gf-band-" + status, x: 0, y: y - 3, width: W, height: rowH - 2, rx: 4 }),
        svg("g", K.entry(data, "L" + k, open, { classes: ["gf-layer"], label: "the layer of " + K.plural(k, "bag", "bags") }),
          svg("rect", { class: "gf-hit", x: 2, y: y - 2, width: left - 12, height: rowH - 4 }),
          svg("text", { class: "gf-small gf-start", x: 6, y: y + 10 }, K.plural(k, "bag", "bags") + " \u00b7 " + K.grouped(data.layers[k].sets) + " " + (data.layers[k].sets === 1 ? "set" : "sets")), chart));
      sets.forEach(({ set, pour }, i) => {
        const x = start + spacing * (i + 0.5), onLine = m.line[k] === set;
        at.set(set, { x, y });
        front.push(svg("g", K.entry(data, set, open, { label: "the set " + named(set),
          classes: ["gf-chip", known ? null : "kit-unknown", onLine ? "gf-on-line" : null, onLine && (!where.fill || status === "now") ? "kit-" + status : null, into.has(set) ? "gf-target" : null] }),
        svg("rect", { x: x - chipW / 2, y, width: chipW, height: chipH, rx: 5 }), svg("text", { x, y: y + 11, class: "gf-chip-bag" }, pour ? "+" + pour.bag : "{}"),
        svg("text", { x, y: y + 25, class: "gf-chip-f" }, known ? minus(pour ? pour.after : m.kept.get(0).f) : "?")));
        if (pour) {
          const o = at.get(from.set), state = where.fill ? (pour.gain > 0 ? "stone" : "pass") + (k - 1 === where.layer ? " gf-hot" : " gf-dim") : edgeState(data, where, from.set, set, pour.gain > 0);
          edges.push(svg("line", { class: "kit-edge kit-edge-" + state, x1: o.x, y1: o.y + chipH, x2: x, y2: y - 1 }));
        }
      });
    }
    edges.sort((a, b) => a.getAttribute("class").includes("gf-line") - b.getAttribute("class").includes("gf-line"));
    const height = 4 + (data.bags.length + 1) * rowH;
    return svg("svg", { class: "gf-layers", viewBox: "0 0 " + W + " " + height, width: W, height, role: "img", "aria-label": "the layers of the table" }, back, edges, front);
  }

  function said(data, where) {
    const m = model(data), B = data.bags.length;
    if (B === 0) return "No bags: the game is over before it starts, f({}) = 0.";
    if (where.fill) {
      if (where.layer === B) return "Fill, from the last layer up: with all " + B + " bags poured nothing is left to gain, f = 0.";
      let sets = 1;
      for (let i = 1; i <= where.layer; i++) sets = sets * (B - where.layer + i) / i;
      const head = "Fill the " + K.plural(Math.round(sets), "set", "sets") + " of " + K.plural(where.layer, "bag", "bags") + " poured (yellow): each takes the best of its " +
        K.plural(B - where.layer, "pour", "pours") + " into the sets of " + K.plural(where.layer + 1, "bag", "bags") + " (blue, filled the step before).";
      return where.layer === 0 ? head + " f({}) = " + minus(data.difference) + ": Alice, moving first, finishes " + minus(data.difference) + " ahead." : head;
    }
    const turn = data.line[where.turn - 1], from = m.line[where.turn - 1], score = scores(data, where.turn);
    return "Turn " + where.turn + ": " + turn.player + " pours bag " + turn.bag + " from " + named(from) + ", the best pour there (f = " + minus(m.kept.get(from).f) + "): " +
      (turn.stones > 0 ? K.plural(turn.stones, "stone melts", "stones melt") : "no stone") + (where.turn === data.line.length
      ? ". The game ends: Alice " + score.Alice + " \u2212 Bob " + score.Bob + " = " + minus(data.difference) + " = f({})."
      : turn.stones > 0 ? ", a bonus turn: " + turn.player + " moves again." : ", the turn passes to " + (turn.player === "Alice" ? "Bob" : "Alice") + ".");
  }

  // The quiz: each fill step asks f of the set of its layer on the line of play (the first,
  // every bag poured: f = 0), which reads the sets one pour further.
  function quiz(data, step) {
    const where = phase(data, step), m = model(data);
    if (!where.fill || data.bags.length === 0) return null;
    const set = m.line[where.layer], entry = m.kept.get(set);
    if (!entry) return null;
    return { key: String(set), what: "f(" + named(set) + ")", answer: String(entry.f), shown: "f = " + minus(entry.f),
      reads: entry.pours.map((pour) => String(set | (1 << (pour.bag - 1)))),
      hint: entry.pours.length ? "f(P) = the most, over the bags b not yet poured, of gain + f(P + b) when the pour makes a stone (the same player moves again), else \u2212f(P + b)."
        : "Every bag is poured: nothing is left to gain, so f = 0." };
  }

  DPLesson.register({
    quiz,
    steps(data) { return data.bags.length + 1 + data.line.length; },
    draw(container, data, step, api) {
      const where = phase(data, step);
      if (data.bags.length > 0) container.append(strip(data, where));
      const scroll = el("div", { class: "gf-scroll" + (data.whole ? "" : " gf-tall") }, data.whole ? lattice(data, api, where) : layers(data, api, where));
      container.append(scroll);
      // Beyond 5 bags the rows outgrow the screen: bring the row of this step into view.
      const now = scroll.querySelector(".gf-band-now");
      if (now && scroll.clientHeight < scroll.scrollHeight) scroll.scrollTop = Math.max(0, now.getBBox().y + 22 - scroll.clientHeight / 2);
      // In the quiz, while f of the line's set is the student's to compute, so is its mark
      // on the histogram of its layer.
      if (DPLesson.practice.asking()) container.querySelectorAll(".gf-chart-now .gf-mark").forEach((mark) => mark.classList.add("quiz-hidden"));
      return said(data, where);
    },
  });
})();
