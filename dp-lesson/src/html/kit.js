// The lesson kit: the parts a problem's page is arranged from, the same on every page. It
// knows no problem: a problem's script (src/lesson.js) builds its steps and says which
// parts to draw with which numbers, and draws only what is truly its own.
//
//   const K = DPLesson.kit;
//   K.plan(data, build)          the steps of a case, built once: build(data) -> [step]
//   K.entry(data, key, open, o)  the attributes of a clickable entry: data-entry, Tab stop,
//                                Enter/Space, the ring of the entry selected last (kept
//                                across steps, dropped on another case); open(key) fills
//                                the detail panel. o: { classes: [..], label: "..." }
//   K.legend([[kind, text]])     swatches of the shared states (now, read, best, unknown,
//                                won, lost, over, alice, bob) or of a problem's own kind
//   K.choices({ lead, heads, rows: [{ cells, best }], verdict, note })
//                                a list of choices with their values, the best marked
//   K.row({ labels, columns, arcs })  a 1-D table (one or more rows of cells over the same
//                                columns) with arcs from the entry being computed to the
//                                entries it reads; a cell: { key, text, title, state }
//   K.grid({ corner, cols, rows, cell(r, c) })  a 2-D table; a cell: { key, text, state,
//                                style, title }
//   K.lattice({ layers, node, edges })  a subset lattice, one layer a row (a node's
//                                valueLine: its value, which the quiz hides alone)
//   K.play(moves)                a line of play: [{ who, text, now }]
//   K.scale(t, stops), K.scaleBar(stops, low, high)  colour scales
//   K.dice(faces), K.card(rank, suit), K.pile(count, max)  small drawings
//   K.short(text), K.plural(count, one, many), K.grouped(number)  numbers as words
(function () {
  "use strict";
  const { el, svg } = DPLesson.parts;
  const plans = new WeakMap();
  let selected = null; // { data, key }: the entry opened last

  function plan(data, build) {
    if (!plans.has(data)) plans.set(data, build(data));
    return plans.get(data);
  }

  function ring(key) {
    document.querySelectorAll("#drawing .is-selected").forEach((node) => node.classList.remove("is-selected"));
    document.querySelectorAll("#drawing [data-entry]").forEach((node) => {
      if (node.getAttribute("data-entry") === key) node.classList.add("is-selected");
    });
  }

  function entry(data, key, open, options) {
    key = String(key);
    const o = options || {};
    const classes = (o.classes || []).filter(Boolean);
    if (selected && selected.data === data && selected.key === key) classes.push("is-selected");
    const choose = () => { selected = { data, key }; ring(key); open(key); };
    return {
      "data-entry": key, tabindex: "0", role: "button", "aria-label": o.label || null,
      class: classes.join(" ") || null, onclick: choose,
      onkeydown: (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); choose(); }
      },
    };
  }
  // The key opened last in this case, or null (for a page that redraws its panel).
  function selectedKey(data) { return selected && selected.data === data ? selected.key : null; }

  function legend(items) {
    return el("p", { class: "kit-legend" }, items.map(([kind, text]) =>
      el("span", {}, el("i", { class: "kit-swatch kit-" + kind }), text)));
  }

  function choices({ lead, heads, rows, verdict, note }) {
    return el("div", { class: "kit-choices" },
      lead ? el("p", {}, lead) : null,
      el("table", { class: "lesson" },
        el("tr", {}, heads.map((head) => el("th", {}, head)), el("th", { class: "kit-mark" }, "")),
        rows.map((row) => el("tr", { class: row.best ? "is-best" : null },
          row.cells.map((cell) => el("td", {}, cell)),
          el("td", { class: "kit-mark" }, row.best ? "\u25c0 best" : "")))),
      note ? el("p", { class: "kit-muted" }, note) : null,
      verdict ? el("p", { class: "kit-verdict" }, verdict) : null);
  }

  // columns: [{ index label, gapBefore }], labels: row names; cells(row, column) -> cell;
  // arcs: [{ from, to, label, best }] under the last row, by column position.
  function row({ labels, columns, cells, arcs, cell: size }) {
    const W = size || 42, LEFT = 46, H = 34, GAP = 52, TOP = 20;
    const xs = [];
    let x = LEFT;
    columns.forEach((column) => { if (column.gapBefore) x += GAP; xs.push(x); x += W; });
    arcs = arcs || [];
    const last = TOP + (labels.length - 1) * (H + 8) + H;
    const height = last + (arcs.length ? 14 + 13 * arcs.length : 0) + 8;
    const picture = svg("svg", { viewBox: "0 0 " + (x + 12) + " " + height, width: x + 12,
      class: "kit-row", role: "img", "aria-label": labels.join(" over ") });
    labels.forEach((label, r) => picture.append(svg("text", { x: 4, y: TOP + r * (H + 8) + 22, class: "kit-label" }, label)));
    columns.forEach((column, c) => {
      picture.append(svg("text", { x: xs[c] + (W - 4) / 2, y: 12, class: "kit-index" }, column.label));
      if (column.gapBefore) picture.append(svg("text", { x: xs[c] - GAP / 2, y: 12, class: "kit-index" }, column.gapBefore));
      labels.forEach((_, r) => {
        const it = cells(r, c);
        if (!it) return;
        const y = TOP + r * (H + 8);
        picture.append(svg("g", Object.assign({}, it.attributes, {
          class: ["kit-cell", it.state ? "kit-" + it.state : null, it.attributes && it.attributes.class].filter(Boolean).join(" "),
        }), svg("title", {}, it.title || ""), svg("rect", { x: xs[c], y, width: W - 4, height: H, rx: 4 }),
        svg("text", { x: xs[c] + (W - 4) / 2, y: y + 22 }, it.text)));
      });
    });
    arcs.forEach((arc, k) => {
      const x1 = xs[arc.from] + (W - 4) / 2, x2 = xs[arc.to] + (W - 4) / 2, depth = 14 + 13 * k;
      picture.append(svg("path", { d: "M" + x1 + "," + last + " C" + x1 + "," + (last + depth) + " " + x2 + "," +
        (last + depth) + " " + x2 + "," + (last + 2), class: arc.best ? "kit-arc kit-arc-best" : "kit-arc" }),
      svg("text", { x: x2 + 3, y: last + depth * 0.75 + 4, class: arc.best ? "kit-arc-label kit-arc-best" : "kit-arc-label" }, arc.label));
    });
    return picture;
  }

  function grid({ corner, cols, rows, cell }) {
    return el("table", { class: "lesson kit-grid" },
      el("tr", {}, el("th", {}, corner || ""), cols.map((col) => el("th", {}, col))),
      rows.map((name, r) => el("tr", {}, el("th", {}, name), cols.map((_, c) => {
        const it = cell(r, c);
        if (!it) return el("td", {});
        return el("td", Object.assign({ title: it.title || null, style: it.style || null }, it.attributes, {
          class: [it.state ? "kit-" + it.state : null, it.attributes && it.attributes.class].filter(Boolean).join(" ") || null,
        }), it.text);
      }))));
  }

  // layers: [[node]] top to bottom; node(item) -> { key, lines: [text], state, attributes,
  // valueLine: the line (or lines) that tell the entry's value, which the quiz hides };
  // edges: [{ from: [layer, index], to: [layer, index], state, label }].
  function lattice({ layers, node, edges, box }) {
    const B = box || { w: 88, h: 58, dx: 97, dy: 88 };
    const widest = Math.max(...layers.map((layer) => layer.length));
    const width = widest * B.dx + 10, height = layers.length * B.dy;
    const at = (l, i) => [5 + (widest - layers[l].length) * B.dx / 2 + i * B.dx + B.w / 2, 8 + l * B.dy];
    const picture = svg("svg", { viewBox: "0 0 " + width + " " + height, width, class: "kit-lattice", role: "img", "aria-label": "the subsets, layer by layer" });
    (edges || []).forEach((edge) => {
      const [x1, y1] = at(...edge.from), [x2, y2] = at(...edge.to);
      picture.append(svg("line", { x1, y1: y1 + B.h, x2, y2, class: "kit-edge" + (edge.state ? " kit-edge-" + edge.state : "") }));
      if (edge.label) picture.append(svg("text", { x: (x1 + x2) / 2 + 4, y: y1 + B.h + (y2 - y1 - B.h) / 2, class: "kit-edge-label" }, edge.label));
    });
    layers.forEach((layer, l) => layer.forEach((item, i) => {
      const it = node(item), [x, y] = at(l, i);
      picture.append(svg("g", Object.assign({}, it.attributes, {
        class: ["kit-node", it.state ? "kit-" + it.state : null, it.attributes && it.attributes.class].filter(Boolean).join(" "),
      }), svg("rect", { x: x - B.w / 2, y, width: B.w, height: B.h, rx: 5 }),
      it.lines.map((text, k) => svg("text", { x, y: y + 15 + k * 14, class: k === 0 ? "kit-node-head" : [].concat(it.valueLine).includes(k) ? "kit-value" : null }, text))));
    }));
    return picture;
  }

  function play(moves) {
    return el("ol", { class: "kit-play" }, moves.map((move) =>
      el("li", { class: ["kit-who-" + String(move.who).toLowerCase(), move.now ? "kit-play-now" : null].filter(Boolean).join(" ") }, move.text)));
  }

  // t in [0, 1] on stops [[r, g, b], ...], evenly spaced.
  function scale(t, stops) {
    t = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
    const at = t * (stops.length - 1), k = Math.min(stops.length - 2, Math.floor(at)), f = at - k;
    const mix = stops[k].map((value, i) => Math.round(value + (stops[k + 1][i] - value) * f));
    return "rgb(" + mix.join(",") + ")";
  }
  function scaleBar(stops, low, high) {
    const gradient = stops.map((stop) => "rgb(" + stop.join(",") + ")").join(",");
    return el("span", { class: "kit-scale" }, el("span", {}, low),
      el("i", { style: "background:linear-gradient(to right," + gradient + ")" }), el("span", {}, high));
  }

  const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  function dice(faces, options) {
    const size = (options && options.size) || 30;
    return el("span", { class: "kit-dice", role: "img", "aria-label": "dice " + faces.join(" ") }, faces.map((face) =>
      svg("svg", { viewBox: "0 0 30 30", width: size, height: size, class: "kit-die" },
        svg("rect", { x: 1, y: 1, width: 28, height: 28, rx: 5 }),
        (PIPS[face] || []).map((p) => svg("circle", { cx: 7.5 + (p % 3) * 7.5, cy: 7.5 + Math.floor(p / 3) * 7.5, r: 2.9 })))));
  }
  function card(rank, suit, classes) {
    const red = suit === "H" || suit === "D";
    const symbol = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" }[suit] || suit;
    return el("span", { class: ["kit-card", red ? "kit-red" : null, classes].filter(Boolean).join(" ") }, rank + symbol);
  }
  function pile(count, max) {
    const shown = Math.min(count, max || 12);
    return el("span", { class: "kit-pile", title: count + " in the pile" },
      Array.from({ length: shown }, () => el("i", {})), count > shown ? "+" + (count - shown) : "");
  }

  function short(text) {
    text = String(text);
    if (text.replace("-", "").length <= 5) return text;
    return Number(text).toExponential(0).replace("e+", "e");
  }
  function plural(count, one, many) { return count + " " + (count === 1 ? one : many); }
  function grouped(number) { return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }

  DPLesson.kit = {
    plan, entry, selectedKey, legend, choices, row, grid, lattice, play, scale, scaleBar,
    dice, card, pile, short, plural, grouped,
  };
})();
