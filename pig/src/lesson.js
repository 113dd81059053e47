// pig's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the data of
// src/page.rs. Its own drawing: the optimal policy as a heat map of hold thresholds over
// the pairs of scores (my score i across, their score j up), as Neller and Presser draw
// it. The steps follow the solver: the layers of equal score sum i + j are solved from the
// top corner down to (0, 0), each pair of a layer with its mirror by Newton rounds; the
// last step is the whole policy and the answer. A cell is keyed "i-j"; opening it gives
// the chance to win at the start of that turn, the threshold, and roll against hold.
(function () {
  "use strict";
  const K = DPLesson.kit, { el, svg } = DPLesson.parts;
  const MAX_BANDS = 24, NEVER = "#1f6f8b", UNSOLVED = "#eef0f3";
  const STOPS = [[255, 247, 188], [254, 196, 79], [236, 112, 20], [204, 76, 2], [140, 45, 4], [73, 0, 106]];
  const fixed = (millionths) => (millionths / 1e6).toFixed(6);
  const sum = (layers, k) => layers.reduce((a, l) => a + l[k], 0);

  // The steps: the start, the bands of layers from the largest sum down, the whole policy.
  function plan(data) {
    const layers = data.layers, bands = Math.min(MAX_BANDS, layers.length), steps = [{ kind: "start", from: Infinity }];
    for (let b = 0; b < bands; b += 1) {
      const from = Math.floor((b * layers.length) / bands), to = Math.floor(((b + 1) * layers.length) / bands);
      steps.push({ kind: "band", layers: layers.slice(from, to), low: layers[to - 1][0], high: layers[from][0], from: layers[to - 1][0] });
    }
    return steps.concat({ kind: "whole", from: 0 });
  }
  // The range the colours span: the thresholds from the 3rd to the 97th percentile, so
  // that the few very large ones (the opponent about to win) do not wash out the rest.
  function range(data) {
    return K.plan(data.hold, () => {
      const held = data.hold.filter((t) => t > 0).sort((a, b) => a - b);
      if (!held.length) return [2, 2, 2, 2];
      const at = (q) => held[Math.min(held.length - 1, Math.floor(q * held.length))];
      const r = at(0.97) - at(0.03) < 2 ? [held[0], held[held.length - 1]] : [at(0.03), at(0.97)];
      return r.concat([held[0], held[held.length - 1]]);
    });
  }
  const colour = (data, t) => { const [low, high] = range(data); return K.scale(high <= low ? 0 : (t - low) / (high - low), STOPS); };

  // ---- the heat map: its own drawing ----
  function heatMap(data, api, step) {
    const n = data.n, cell = Math.max(3, Math.min(36, Math.floor(500 / n))), left = 46, top = 10, size = cell * n, [low, high] = range(data);
    const picture = svg("svg", { viewBox: "0 0 " + (left + size + 12) + " " + (top + size + 42), width: left + size + 12, class: "pig-map", role: "img", "aria-label": "hold thresholds over my score and their score" });
    const open = opener(data, api, step), y = (c) => top + (n - 1 - c) * cell, pair = asked(data, step);
    for (let r = 0; r < n; r += 1) {
      for (let c = 0; c < n; c += 1) {
        const i = r * data.step, j = c * data.step, t = data.hold[r * n + c], solved = i + j >= step.from;
        const mark = pair && pair.index === r * n + c ? { stroke: "#a16207", "stroke-width": 2 } : {};
        picture.append(svg("rect", Object.assign({ x: left + r * cell, y: y(c), width: cell, height: cell, fill: !solved ? UNSOLVED : t === 0 ? NEVER : colour(data, t) }, mark,
          K.entry(data, i + "-" + j, open, { classes: ["pig-cell"], label: "(" + i + ", " + j + ")" }))));
        if (cell >= 18 && solved) picture.append(svg("text", { x: left + r * cell + cell / 2, y: y(c) + cell / 2 + 4, class: "pig-label" + (t === 0 || t > low + (high - low) * 0.55 ? " pig-dark" : "") }, t === 0 ? "\u2013" : String(t)));
      }
    }
    const s = step.kind === "band" ? step.low / data.step : 0; // the front: the diagonal of the last layer solved, in cells
    if (s > 0) {
      const r0 = Math.max(0, s - n), r1 = Math.min(n, s);
      picture.append(svg("line", { x1: left + r0 * cell, y1: top + (n - s + r0) * cell, x2: left + r1 * cell, y2: top + (n - s + r1) * cell, class: "pig-front" }));
    }
    if (step.kind === "whole") picture.append(svg("rect", { x: left - 1, y: y(0) - 1, width: cell + 2, height: cell + 2, class: "pig-mark" }));
    const tick = [1, 2, 5, 10, 20, 25, 50, 100].find((t) => data.goal / t <= 11) || 100;
    for (let v = 0; v < data.goal; v += tick) {
      const p = (v / data.step) * cell + cell / 2;
      picture.append(svg("text", { x: left + p, y: top + size + 14, class: "pig-tick" }, String(v)), svg("text", { x: left - 6, y: top + size - p + 4, class: "pig-tick pig-tick-y" }, String(v)));
    }
    picture.append(svg("text", { x: left + size / 2, y: top + size + 32, class: "pig-axis" }, "my score i \u2192"),
      svg("text", { x: 12, y: top + size / 2, class: "pig-axis", transform: "rotate(-90 12 " + (top + size / 2) + ")" }, "their score j \u2192"));
    return picture;
  }

  function colourBar(data) {
    const [low, high, least, most] = range(data);
    return el("div", { class: "pig-legend" }, el("div", {}, "hold at turn total"),
      K.scaleBar(STOPS, (least < low ? "\u2264 " : "") + low, (high > low ? (most > high ? "\u2265 " : "") + high : "")),
      K.legend([["never", "never hold: roll to the goal or a 1"], ["unsolved", "not solved yet"], ["front", "the layer just solved"]]));
  }

  // ---- the detail of one cell ----
  function opener(data, api, step) {
    return (key) => {
      const [i, j] = key.split("-").map(Number), r = i / data.step, c = j / data.step;
      if (!Number.isInteger(r) || !Number.isInteger(c) || r >= data.n || c >= data.n) return;
      const index = r * data.n + c, t = data.hold[index], again = data.again[index], near = data.near.slice(index * 4, index * 4 + 4);
      // The turn totals of near (page.rs's `around`): kb the threshold, or the largest total a
      // turn can stand on below the goal; ka the largest below kb. Never 1, only even with 2 sides.
      const below = (limit) => { for (let k = limit - 1; k > 0; k -= 1) if (k >= 2 && (data.sides > 2 || k % 2 === 0)) return k; return 0; };
      const kb = t || below(data.goal - i), ka = below(kb), layer = data.layers[data.layers.length - 1 - (i + j)];
      const rows = [[ka, near[0], near[1]], [kb, near[2], near[3]]].filter(([k], at) => at === 1 || k !== kb).map(([k, roll, hold]) => {
        const better = hold < 0 ? "roll (must)" : hold >= roll ? "hold" : "roll";
        const good = (text, yes) => yes ? el("b", { class: "pig-good" }, text) : text;
        return { cells: [String(k), good(fixed(roll), better !== "hold"), hold < 0 ? "\u2013" : good(fixed(hold), better === "hold"), better] };
      });
      api.detail(el("div", { class: "pig-detail" }, el("h3", {}, "(i, j) = (" + i + ", " + j + ")"), el("p", {}, "My score " + i + ", theirs " + j + ", a turn about to start."),
        el("p", { class: "pig-win" }, "P(" + i + ", " + j + ", 0) = ", el("b", {}, fixed(data.win[index])), el("span", { class: "kit-muted" }, "  my chance to win from here")),
        K.choices({ lead: el("span", {}, el("b", {}, "Policy: "), t === 0 ? "Never hold: roll until the turn reaches the goal (" + (data.goal - i) + " more points) or a 1 ends it."
          : "Hold once the turn total reaches " + t + " (i + k = " + (i + t) + ")" + (again ? ", but roll again from " + again + " on, as the goal comes near." : ".")),
        heads: ["k", "roll", "hold", "better"], rows,
        note: "roll = (1/" + data.sides + ")(1 \u2212 P(" + j + ", " + i + ", 0)) + (1/" + data.sides + ") \u03a3 P(" + i + ", " + j + ", k + f); hold = 1 \u2212 P(" + j + ", " + i + " + k, 0)." +
          (data.ties.some(([a, b]) => a === i && b === j) ? " At some turn total here roll and hold are within the error bound: the decision is the lower bounds'." : "") }),
        layer ? el("p", {}, "Solved in the layer s = i + j = " + (i + j) + ": " + K.plural(layer[1], "pair", "pairs") + ", at most " + K.plural(layer[2], "Newton round", "Newton rounds") +
          " a pair, " + layer[3] + " passes" + (layer[4] ? ", " + layer[4] + " fell back to plain iteration" : "") + "." + (i + j < step.from ? " (Not solved yet at this step: the values shown are the final ones.)" : "")) : null));
    };
  }

  // ---- the quiz ----
  // Each band asks P(i, j, 0) of one pair it solves: the drawn pair of its lowest sum
  // nearest the diagonal (i >= j); the last band's is (0, 0), the answer.
  function asked(data, step) {
    if (step.kind !== "band") return null;
    let best = null;
    for (let r = 0; r < data.n; r += 1) {
      for (let c = 0; c <= r; c += 1) {
        const i = r * data.step, j = c * data.step, s = i + j;
        if (s < step.low || s > step.high) continue;
        if (!best || s < best.s || (s === best.s && i - j < best.i - best.j)) best = { i, j, s, index: r * data.n + c };
      }
    }
    return best;
  }
  function quiz(data, index) {
    const pair = asked(data, K.plan(data, plan)[index]);
    if (!pair) return null;
    const { i, j } = pair, t = data.hold[pair.index], reads = [];
    if (i !== j) reads.push(j + "-" + i);
    if (t > 0 && i + t < data.goal && (i + t) % data.step === 0) reads.push(j + "-" + (i + t));
    return { key: i + "-" + j, what: "P(" + i + ", " + j + ", 0)", answer: fixed(data.win[pair.index]), reads,
      hint: "At each turn total k the better of roll = (1/" + data.sides + ")(1 \u2212 P(" + j + ", " + i + ", 0)) + (1/" + data.sides + ") \u03a3 P(" + i + ", " + j + ", k + f) and hold = 1 \u2212 P(" + j + ", " + i +
        " + k, 0), a roll to " + data.goal + " or more a win; the turn starts at k = 0" +
        (reads.length ? " (ringed: " + [i !== j ? "the mirror" : null, reads.length > (i !== j ? 1 : 0) ? "the pair a hold at the threshold reaches" : null].filter(Boolean).join(" and ") + ")." : ".") };
  }
  // The pair asked, as the side panel shows it in every mode.
  function pairTable(data, api, step, pair) {
    const { i, j } = pair, t = data.hold[pair.index];
    return [el("h3", {}, "One pair of this step"), K.grid({ corner: "(i, j)", cols: ["P(i, j, 0)", "hold at"], rows: ["(" + i + ", " + j + ")"], cell: (r, c) => c === 0
      ? { text: fixed(data.win[pair.index]), state: "now", attributes: K.entry(data, i + "-" + j, opener(data, api, step), { label: "P(" + i + ", " + j + ", 0)" }) }
      : { text: t === 0 ? "never" : String(t) } })];
  }

  // ---- the steps ----
  function side(data, step) {
    if (step.kind === "start") {
      return [el("h3", {}, "Reading the map"), el("p", {}, "A cell is my score i (across) against theirs j (up). Its number is the policy: roll while the turn total is below it, hold from it on."),
        el("p", {}, "A 1 passes the turn with both scores unchanged, so P(i, j, 0) needs P(j, i, 0) and back: no order of evaluation exists. Layers of equal sum i + j replace it, each pair solved with its mirror."),
        data.sides === 2 ? el("p", { class: "kit-muted" }, "A 2-sided die scores only 2s: odd scores are never reached" + (data.step > 1 ? " and are left out." : ", but are drawn.")) : null,
        data.step > 1 ? el("p", { class: "kit-muted" }, "Every " + data.step + "th score is drawn: " + data.n + " \u00d7 " + data.n + " cells of the " + K.grouped(data.goal * data.goal) + " pairs.") : null,
        el("p", { class: "kit-muted" }, "Click any cell, or reach it with Tab, for roll against hold there.")];
    }
    if (step.kind === "whole") {
      return [el("h3", {}, "The answer"), el("p", { class: "pig-answer" }, "P(0, 0, 0) = ", el("b", {}, data.answer.rounded)),
        el("p", { class: "kit-muted" }, "proved within [" + data.answer.low.toFixed(12) + ", " + data.answer.high.toFixed(12) + "]"), el("h3", {}, "The last pair, (0, 0) with itself"),
        K.grid({ corner: "round", cols: ["lower system", "upper system"], rows: data.opening.map((_, k) => String(k + 1)), cell: (r, c) => ({ text: data.opening[r][c].toFixed(10), title: "largest change " + data.opening[r][2].toExponential(1) }) }),
        data.ties.length ? el("p", { class: "kit-muted" }, K.plural(data.ties.length, "drawn cell has", "drawn cells have") + " nearly tied moves at some turn total.") : null];
    }
    const shown = step.layers.slice(0, 12);
    return [el("h3", {}, "This step's layers"), K.grid({ corner: "s", cols: ["pairs", "rounds", "passes"], rows: shown.map((l) => String(l[0])), cell: (r, c) => ({ text: K.grouped(shown[r][c + 1]) }) }),
      step.layers.length > 12 ? el("p", { class: "kit-muted" }, "\u2026 and " + (step.layers.length - 12) + " more layers") : null,
      el("p", { class: "kit-muted" }, "rounds: the most Newton rounds a pair of the layer took; a pass: both bounds of every P(i, j, k) of one pair.")];
  }

  function said(data, step, index, bands) {
    if (step.kind === "start") {
      return "GOAL = " + data.goal + ", a " + data.sides + "-sided die. Each cell is a pair of scores (i, j) at the start of a turn; its colour will be the smallest turn total at which to hold. " +
        "Scores never fall, so the solver takes the layers of equal sum s = i + j from the top corner (s = " + (2 * data.goal - 2) + ") down to (0, 0).";
    }
    if (step.kind === "whole") {
      return "The whole policy. At the opening, hold at " + (data.opening_hold === null ? "nothing (roll on)" : data.opening_hold) +
        "; with both playing so, the first player wins with chance P(0, 0, 0) = " + data.answer.rounded + ".";
    }
    const ls = step.layers, fell = sum(ls, 4);
    return "Band " + index + " of " + bands + ". " + (ls.length === 1 ? "Layer s = " + step.high : "Layers s = " + step.high + " down to " + step.low) + ": " + K.grouped(sum(ls, 1)) +
      (sum(ls, 1) === 1 ? " pair" : " pairs") + " (i, j), each solved with its mirror (j, i) by Newton rounds (at most " + Math.max(...ls.map((l) => l[2])) + " a pair, " + K.grouped(sum(ls, 3)) +
      " passes down the turn totals" + (fell ? ", " + fell + " fell back to plain iteration" : "") + "). Larger sums are final.";
  }

  DPLesson.register({
    quiz,
    steps(data) { return K.plan(data, plan).length; },
    draw(container, data, index, api) {
      const steps = K.plan(data, plan), step = steps[index];
      container.append(el("div", { class: "pig-top" }, el("div", { class: "pig-map-wrap" }, heatMap(data, api, step)), el("div", { class: "pig-side" }, colourBar(data), side(data, step), asked(data, step) ? pairTable(data, api, step, asked(data, step)) : null)));
      const key = K.selectedKey(data);
      if (key) opener(data, api, step)(key);
      return said(data, step, index, steps.length - 2);
    },
  });
})();
