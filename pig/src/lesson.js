// pig's lesson page: the optimal policy as a heat map of hold thresholds over the pairs of
// scores (my score i across, their score j up), as Neller and Presser draw it. The steps
// follow the solver: the layers of equal score sum i + j are solved from the top corner
// down to (0, 0), each pair of a layer with its mirror by Newton rounds; the last step is
// the whole policy and the answer. Click a cell (its data-entry is "i-j") for the chance
// to win at the start of that turn, the threshold, and roll against hold around it.
(function () {
  "use strict";

  const MAX_BANDS = 24;
  let selected = null; // { data, key }

  const fixed = (millionths) => (millionths / 1e6).toFixed(6);
  const grouped = (x) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

  // The steps: the start, the bands of layers from the largest sum down, the whole policy.
  function plan(data) {
    if (data.__plan) return data.__plan;
    const layers = data.layers;
    const bands = Math.min(MAX_BANDS, layers.length);
    const steps = [{ kind: "start" }];
    for (let b = 0; b < bands; b += 1) {
      const from = Math.floor((b * layers.length) / bands), to = Math.floor(((b + 1) * layers.length) / bands);
      steps.push({ kind: "band", layers: layers.slice(from, to), low: layers[to - 1][0], high: layers[from][0] });
    }
    steps.push({ kind: "whole" });
    Object.defineProperty(data, "__plan", { value: steps, enumerable: false });
    return steps;
  }

  function layerOf(data, sum) {
    return data.layers[data.layers.length - 1 - sum];
  }

  // Colours: thresholds from small (light) to large (dark); never holding stands apart.
  const STOPS = [[255, 247, 188], [254, 196, 79], [236, 112, 20], [204, 76, 2], [140, 45, 4], [73, 0, 106]];
  function colour(t, [low, high]) {
    const x = high <= low ? 0 : Math.min(1, Math.max(0, (t - low) / (high - low)));
    const at = x * (STOPS.length - 1), k = Math.min(STOPS.length - 2, Math.floor(at)), f = at - k;
    const c = STOPS[k].map((v, i) => Math.round(v + (STOPS[k + 1][i] - v) * f));
    return "rgb(" + c.join(",") + ")";
  }
  const NEVER = "#1f6f8b";
  const UNSOLVED = "#eef0f3";

  // The range the colours span: the thresholds from the 3rd to the 97th percentile, so
  // that the few very large ones (the opponent about to win) do not wash out the rest.
  function scale(data) {
    if (data.__scale) return data.__scale;
    const held = data.hold.filter((t) => t > 0).sort((a, b) => a - b);
    let range = [2, 2];
    if (held.length) {
      const at = (q) => held[Math.min(held.length - 1, Math.floor(q * held.length))];
      range = [at(0.03), at(0.97)];
      if (range[1] - range[0] < 2) range = [held[0], held[held.length - 1]];
      range.push(held[0], held[held.length - 1]);
    }
    Object.defineProperty(data, "__scale", { value: range, enumerable: false });
    return range;
  }

  // ---- the heat map ----

  function heatMap(data, api, solvedFrom, front, mark) {
    const { svg } = api;
    const n = data.n, step = data.step, goal = data.goal;
    const cell = Math.max(3, Math.min(36, Math.floor(500 / n)));
    const left = 46, top = 10, size = cell * n;
    const width = left + size + 12, height = top + size + 42;
    const range = scale(data);
    const picture = svg("svg", {
      viewBox: "0 0 " + width + " " + height, width, height, class: "pig-map", role: "img",
      "aria-label": "hold thresholds over my score and their score",
    });
    const cells = svg("g", { class: "cells" });
    const labels = cell >= 18;
    for (let r = 0; r < n; r += 1) {
      for (let c = 0; c < n; c += 1) {
        const index = r * n + c, i = r * step, j = c * step;
        const solved = i + j >= solvedFrom;
        const t = data.hold[index];
        const fill = !solved ? UNSOLVED : t === 0 ? NEVER : colour(t, range);
        const x = left + r * cell, y = top + (n - 1 - c) * cell;
        const key = i + "-" + j;
        cells.append(svg("rect", {
          x, y, width: cell, height: cell, fill, "data-entry": key,
          class: "cell" + (selected && selected.data === data && selected.key === key ? " cell-selected" : ""),
        }));
        if (labels && solved) {
          cells.append(svg("text", {
            x: x + cell / 2, y: y + cell / 2 + 4,
            class: "cell-label" + (t === 0 || t > range[0] + (range[1] - range[0]) * 0.55 ? " cell-label-dark" : ""),
          }, t === 0 ? "\u2013" : String(t)));
        }
      }
    }
    picture.append(cells);
    // The front: the diagonal of the last layer solved.
    if (front !== null && front > 0) {
      const s = front / step; // in cells
      const pts = [];
      for (let r = 0; r <= n; r += 1) {
        const c = s - r;
        if (c < 0 || c > n) continue;
        pts.push([left + r * cell, top + (n - c) * cell]);
      }
      if (pts.length >= 2) {
        const [a, b] = [pts[0], pts[pts.length - 1]];
        picture.append(svg("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "front" }));
      }
    }
    for (const [r, c] of mark) {
      picture.append(svg("rect", { x: left + r * cell - 1, y: top + (n - 1 - c) * cell - 1, width: cell + 2, height: cell + 2, class: "mark" }));
    }
    if (selected && selected.data === data) {
      const [i, j] = selected.key.split("-").map(Number);
      const r = i / step, c = j / step;
      picture.append(svg("rect", { x: left + r * cell - 1.5, y: top + (n - 1 - c) * cell - 1.5, width: cell + 3, height: cell + 3, class: "selected-ring" }));
    }
    // Axes: ticks every tenth or so of the goal.
    const axes = svg("g", { class: "axes" });
    const tick = niceTick(goal);
    for (let v = 0; v < goal; v += tick) {
      const p = (v / step) * cell + cell / 2;
      axes.append(svg("text", { x: left + p, y: top + size + 14, class: "tick-x" }, String(v)));
      axes.append(svg("text", { x: left - 6, y: top + size - p + 4, class: "tick-y" }, String(v)));
    }
    axes.append(svg("text", { x: left + size / 2, y: top + size + 32, class: "axis-name" }, "my score i \u2192"));
    axes.append(svg("text", { x: 12, y: top + size / 2, class: "axis-name", transform: "rotate(-90 12 " + (top + size / 2) + ")" }, "their score j \u2192"));
    picture.append(axes);
    picture.addEventListener("click", (event) => {
      const target = event.target.closest ? event.target.closest("[data-entry]") : null;
      if (!target) return;
      selected = { data, key: target.getAttribute("data-entry") };
      showDetail(data, api, solvedFrom);
      picture.querySelectorAll(".selected-ring").forEach((node) => node.remove());
      const [i, j] = selected.key.split("-").map(Number);
      const r = i / step, c = j / step;
      picture.append(svg("rect", { x: left + r * cell - 1.5, y: top + (n - 1 - c) * cell - 1.5, width: cell + 3, height: cell + 3, class: "selected-ring" }));
    });
    return picture;
  }

  function niceTick(goal) {
    for (const t of [1, 2, 5, 10, 20, 25, 50, 100]) if (goal / t <= 11) return t;
    return 100;
  }

  function colourBar(data, api) {
    const { el } = api;
    const [low, high, least, most] = scale(data);
    const parts = [];
    const ticks = high <= low ? [String(low)]
      : [(least < low ? "\u2264 " : "") + low, String(Math.round((low + high) / 2)), (most > high ? "\u2265 " : "") + high];
    const gradient = STOPS.map((c, k) => "rgb(" + c.join(",") + ") " + Math.round((100 * k) / (STOPS.length - 1)) + "%").join(", ");
    parts.push(el("div", { class: "bar" },
      el("span", { class: "bar-title" }, "hold at turn total"),
      el("span", { class: "gradient", style: "background: linear-gradient(to right, " + gradient + ")" }),
      el("span", { class: "bar-ticks" }, ticks.map((t) => el("span", {}, t)))));
    parts.push(el("p", { class: "legend" },
      el("span", {}, el("i", { class: "swatch", style: "background:" + NEVER }), "never hold: roll to the goal or a 1"),
      el("span", {}, el("i", { class: "swatch", style: "background:" + UNSOLVED }), "not solved yet"),
      el("span", {}, el("i", { class: "swatch swatch-front" }), "the layer just solved")));
    return el("div", { class: "pig-legend" }, parts);
  }

  // ---- the detail of one cell ----

  function cellAt(data, key) {
    const [i, j] = key.split("-").map(Number);
    const r = i / data.step, c = j / data.step;
    if (!Number.isInteger(r) || !Number.isInteger(c) || r >= data.n || c >= data.n) return null;
    return { i, j, index: r * data.n + c };
  }

  function showDetail(data, api, solvedFrom) {
    const { el } = api;
    const cell = selected && selected.data === data ? cellAt(data, selected.key) : null;
    if (!cell) return;
    const { i, j, index } = cell;
    const t = data.hold[index], again = data.again[index];
    const near = data.near.slice(index * 4, index * 4 + 4);
    // The turn totals of near (page.rs's `around`): kb the threshold, or the largest total a
    // turn can stand on below the goal; ka the largest below kb. Totals are never 1, and
    // only even with a 2-sided die.
    const reachable = (k) => k >= 2 && (data.sides > 2 || k % 2 === 0);
    const below = (limit) => { for (let k = limit - 1; k > 0; k -= 1) if (reachable(k)) return k; return 0; };
    const kb = t || below(data.goal - i), ka = below(kb);
    const tie = data.ties.some(([a, b]) => a === i && b === j);
    const layer = layerOf(data, i + j);
    const rows = [[ka, near[0], near[1]], [kb, near[2], near[3]]]
      .filter(([k], at, all) => at === 0 ? k !== all[1][0] : true)
      .map(([k, roll, hold]) => {
        const better = hold < 0 ? "roll (must)" : hold >= roll ? "hold" : "roll";
        return el("tr", {},
          el("td", {}, String(k)),
          el("td", { class: better.startsWith("roll") ? "best" : null }, fixed(roll)),
          el("td", { class: better === "hold" ? "best" : null }, hold < 0 ? "\u2013" : fixed(hold)),
          el("td", { class: "why" }, better));
      });
    const policy = t === 0
      ? "Never hold: roll until the turn reaches the goal (" + (data.goal - i) + " more points) or a 1 ends it."
      : "Hold once the turn total reaches " + t + " (i + k = " + (i + t) + ")" +
        (again ? ", but roll again from " + again + " on, as the goal comes near." : ".");
    const parts = [
      el("h3", {}, "(i, j) = (" + i + ", " + j + ")"),
      el("p", {}, "My score " + i + ", theirs " + j + ", a turn about to start."),
      el("p", { class: "win" }, "P(" + i + ", " + j + ", 0) = ", el("b", {}, fixed(data.win[index])),
        el("span", { class: "muted" }, "  my chance to win from here")),
      el("p", {}, el("b", {}, "Policy: "), policy),
      el("table", { class: "lesson rollhold" },
        el("tr", {}, el("th", {}, "k"), el("th", {}, "roll"), el("th", {}, "hold"), el("th", {}, "better")),
        rows),
      el("p", { class: "muted" }, "roll = (1/" + data.sides + ")(1 \u2212 P(" + j + ", " + i + ", 0)) + (1/" + data.sides +
        ") \u03a3 P(" + i + ", " + j + ", k + f); hold = 1 \u2212 P(" + j + ", " + i + " + k, 0)."),
    ];
    if (tie) parts.push(el("p", { class: "muted" }, "At some turn total here roll and hold are within the error bound: the decision is the lower bounds'."));
    if (layer) {
      parts.push(el("p", {}, "Solved in the layer s = i + j = " + (i + j) + ": " + layer[1] + " pair" + (layer[1] === 1 ? "" : "s") +
        ", at most " + layer[2] + " Newton round" + (layer[2] === 1 ? "" : "s") + " a pair, " + layer[3] + " passes" +
        (layer[4] ? ", " + layer[4] + " fell back to plain iteration" : "") + "." +
        (i + j < solvedFrom ? " (Not solved yet at this step: the values shown are the final ones.)" : "")));
    }
    api.detail(el("div", { class: "pig-detail" }, parts));
  }

  // ---- the steps ----

  function stepText(data, step, index, steps) {
    const g = data.goal;
    if (step.kind === "start") {
      return "GOAL = " + g + ", a " + data.sides + "-sided die. Each cell is a pair of scores (i, j) at the start of a turn; " +
        "its colour will be the smallest turn total at which to hold. Scores never fall, so the solver takes the layers " +
        "of equal sum s = i + j from the top corner (s = " + (2 * g - 2) + ") down to (0, 0).";
    }
    if (step.kind === "whole") {
      return "The whole policy. At the opening, hold at " + (data.opening_hold === null ? "nothing (roll on)" : data.opening_hold) +
        "; with both playing so, the first player wins with chance P(0, 0, 0) = " + data.answer.rounded + ".";
    }
    const ls = step.layers;
    const pairs = ls.reduce((a, l) => a + l[1], 0), passes = ls.reduce((a, l) => a + l[3], 0);
    const most = ls.reduce((a, l) => Math.max(a, l[2]), 0), fell = ls.reduce((a, l) => a + l[4], 0);
    const which = ls.length === 1 ? "Layer s = " + step.high : "Layers s = " + step.high + " down to " + step.low;
    return "Band " + index + " of " + (steps - 2) + ". " + which + ": " + grouped(pairs) + " pair" + (pairs === 1 ? "" : "s") +
      " (i, j), each solved with its mirror (j, i) by Newton rounds (at most " + most + " a pair, " + grouped(passes) +
      " passes down the turn totals" + (fell ? ", " + fell + " fell back to plain iteration" : "") + "). Larger sums are final.";
  }

  function sidePanel(data, api, step) {
    const { el } = api;
    if (step.kind === "start") {
      return el("div", { class: "pig-side" },
        colourBar(data, api),
        el("h3", {}, "Reading the map"),
        el("p", {}, "A cell is my score i (across) against theirs j (up). Its number is the policy: roll while the turn total is " +
          "below it, hold from it on."),
        el("p", {}, "A 1 passes the turn with both scores unchanged, so P(i, j, 0) needs P(j, i, 0) and back: no order of " +
          "evaluation exists. Layers of equal sum i + j replace it, each pair solved with its mirror."),
        data.sides === 2 ? el("p", { class: "muted" }, "A 2-sided die scores only 2s: odd scores are never reached" +
          (data.step > 1 ? " and are left out." : ", but are drawn.")) : null,
        data.step > 1 ? el("p", { class: "muted" }, "Every " + data.step + "th score is drawn: " + data.n + " \u00d7 " + data.n +
          " cells of the " + grouped(data.goal * data.goal) + " pairs.") : null,
        el("p", { class: "muted" }, "Click any cell for roll against hold there."));
    }
    if (step.kind === "whole") {
      const rows = data.opening.map(([low, high, change], k) => el("tr", { title: "largest change " + change.toExponential(1) },
        el("td", {}, String(k + 1)), el("td", {}, low.toFixed(10)), el("td", {}, high.toFixed(10))));
      return el("div", { class: "pig-side" },
        colourBar(data, api),
        el("h3", {}, "The answer"),
        el("p", { class: "answer" }, "P(0, 0, 0) = ", el("b", {}, data.answer.rounded)),
        el("p", { class: "muted" }, "proved within [" + data.answer.low.toFixed(12) + ", " + data.answer.high.toFixed(12) + "]"),
        el("h3", {}, "The last pair, (0, 0) with itself"),
        el("table", { class: "lesson rounds" },
          el("tr", {}, el("th", {}, "round"), el("th", {}, "lower system"), el("th", {}, "upper system")), rows),
        data.ties.length ? el("p", { class: "muted" }, data.ties.length + " drawn cell" + (data.ties.length === 1 ? " has" : "s have") +
          " nearly tied moves at some turn total.") : null);
    }
    const rows = step.layers.slice(0, 12).map((l) => el("tr", {},
      el("td", {}, String(l[0])), el("td", {}, String(l[1])), el("td", {}, String(l[2])), el("td", {}, grouped(l[3]))));
    return el("div", { class: "pig-side" },
      colourBar(data, api),
      el("h3", {}, "This step's layers"),
      el("table", { class: "lesson layers" },
        el("tr", {}, el("th", {}, "s"), el("th", {}, "pairs"), el("th", {}, "rounds"), el("th", {}, "passes")), rows),
      step.layers.length > 12 ? el("p", { class: "muted" }, "\u2026 and " + (step.layers.length - 12) + " more layers") : null,
      el("p", { class: "muted" }, "rounds: the most Newton rounds a pair of the layer took; a pass: both bounds of every P(i, j, k) of one pair."));
  }

  DPLesson.register({
    steps(data) { return plan(data).length; },
    draw(container, data, index, api) {
      const { el } = api;
      if (selected && selected.data !== data) selected = null;
      const steps = plan(data);
      const step = steps[index];
      const solvedFrom = step.kind === "start" ? Infinity : step.kind === "whole" ? 0 : step.low;
      const front = step.kind === "band" ? step.low : null;
      const mark = step.kind === "whole" ? [[0, 0]] : [];
      const map = heatMap(data, api, solvedFrom, front, mark);
      container.append(el("div", { class: "pig" },
        el("div", { class: "pig-top" },
          el("div", { class: "pig-map-wrap" }, map),
          sidePanel(data, api, step))));
      if (selected) showDetail(data, api, solvedFrom);
      return stepText(data, step, index, steps.length);
    },
  });
})();
