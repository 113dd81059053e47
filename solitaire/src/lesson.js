// solitaire's lesson page: the nine piles as cards (bottom to top, the top card last), a
// step per move of the winning sequence (or of the line that gets furthest when the deal
// cannot be cleared), the next pair marked, k (the legal pairs) and p shown; below, every
// reachable state as a dot in rows by cards left, coloured by p from red (0) to green (1),
// dead ends drawn as squares, the line's states joined and the current one ringed. Click a
// dot (data-entry: the state's 9-digit code) or a pile for a state's children and their p.
(function () {
  "use strict";

  let selected = null; // { data, index }

  const fixed = (millionths) => (millionths / 1e6).toFixed(6);
  const RED_SUITS = "DH";
  const SUIT_SIGN = { S: "\u2660", C: "\u2663", D: "\u2666", H: "\u2665" };

  function colour(millionths) {
    const hue = Math.round(120 * (millionths / 1e6));
    return "hsl(" + hue + ", 70%, 45%)";
  }

  function movesOf(data, index) {
    const out = [];
    for (let e = data.first[index]; e < data.first[index + 1]; e += 1) {
      out.push({ a: data.edges[3 * e], b: data.edges[3 * e + 1], child: data.edges[3 * e + 2] });
    }
    return out;
  }

  const counts = (data, index) => data.code[index].split("").map(Number);
  const cardsLeft = (data, index) => counts(data, index).reduce((s, c) => s + c, 0);
  const topCard = (data, index, pile) => data.piles[pile][counts(data, index)[pile] - 1];

  function cardNode(api, card, classes) {
    const suit = card[1];
    return api.el("span", { class: "card " + (RED_SUITS.includes(suit) ? "red " : "") + classes },
      card[0] === "T" ? "10" : card[0], SUIT_SIGN[suit] || suit);
  }

  function index(data) {
    if (data.__index) return data.__index;
    const byCode = new Map(data.code.map((code, i) => [code, i]));
    Object.defineProperty(data, "__index", { value: byCode, enumerable: false });
    return byCode;
  }

  // ---- the detail of one state ----

  function showDetail(data, api, state, pile) {
    const { el } = api;
    const moves = movesOf(data, state);
    const left = cardsLeft(data, state);
    const rows = moves.map((m) => el("tr", { class: pile !== null && (m.a === pile || m.b === pile) ? "hit" : null },
      el("td", {}, cardNode(api, topCard(data, state, m.a), ""), " ", el("span", { class: "muted" }, "pile " + (m.a + 1))),
      el("td", {}, cardNode(api, topCard(data, state, m.b), ""), " ", el("span", { class: "muted" }, "pile " + (m.b + 1))),
      el("td", {}, el("a", { href: "#", class: "code", onclick: (event) => { event.preventDefault(); select(data, api, m.child, null); } },
        data.code[m.child])),
      el("td", { class: "num", style: "color:" + colour(data.p[m.child]) }, fixed(data.p[m.child]))));
    const parts = [
      el("h3", {}, "state " + data.code[state]),
      el("p", {}, left + " card" + (left === 1 ? "" : "s") + " left; p = ", el("b", {}, fixed(data.p[state]))),
    ];
    if (pile !== null && moves.length > 0) parts.push(el("p", { class: "muted" }, "Pile " + (pile + 1) + " clicked: its pairs are marked."));
    if (left === 0) {
      parts.push(el("p", {}, "The table is cleared: p = 1."));
    } else if (moves.length === 0) {
      parts.push(el("p", {}, "A dead end: no two top cards share a rank, so p = 0."));
    } else {
      parts.push(el("p", {}, "k = " + moves.length + " legal pair" + (moves.length === 1 ? "" : "s") +
        "; random play picks each with chance 1/" + moves.length + ", so p is the average of the children's p:"));
      parts.push(el("table", { class: "lesson children" },
        el("tr", {}, el("th", {}, "card"), el("th", {}, "card"), el("th", {}, "state reached"), el("th", {}, "p")),
        rows));
    }
    api.detail(el("div", { class: "sol-detail" }, parts));
  }

  function select(data, api, state, pile) {
    selected = { data, state, pile };
    showDetail(data, api, state, pile);
    document.querySelectorAll("svg.sol-chart .picked").forEach((node) => node.classList.remove("picked"));
    const dot = document.querySelector('svg.sol-chart [data-entry="' + data.code[state] + '"]');
    if (dot) dot.classList.add("picked");
  }

  // ---- the piles ----

  function table(data, api, state, next) {
    const { el } = api;
    const have = counts(data, state);
    const piles = data.piles.map((cards, p) => {
      const shown = cards.map((card, h) => {
        const gone = h >= have[p];
        const isTop = h === have[p] - 1;
        const marked = isTop && next && (next.a === p || next.b === p);
        return cardNode(api, card, (gone ? "gone" : "") + (isTop ? " top" : "") + (marked ? " next" : ""));
      });
      return el("div", { class: "pile", "data-entry": "pile-" + (p + 1), title: "pile " + (p + 1) + ": click for this state's pairs",
        onclick: () => select(data, api, state, p) },
      el("div", { class: "pile-name" }, "pile " + (p + 1)), shown);
    });
    return el("div", { class: "sol-table" }, piles);
  }

  // ---- the chart of every reachable state ----

  function chart(data, api, state) {
    const { svg } = api;
    const rows = new Map();
    data.code.forEach((_, i) => {
      const left = cardsLeft(data, i);
      if (!rows.has(left)) rows.set(left, []);
      rows.get(left).push(i);
    });
    // Each row of cards left holds its states sorted by p, wrapped onto as many lines as
    // keep the dots at least 7 px apart.
    const left0 = 70, top0 = 10, width = 900, inner = width - left0 - 14;
    const gap = 7, perLine = Math.floor(inner / gap), lineH = 7, r = 2.9;
    const where = new Map();
    const labels = [];
    let y = top0;
    for (let cards = 36; cards >= 0; cards -= 2) {
      const row = (rows.get(cards) || []).slice().sort((x, z) => data.p[x] - data.p[z]);
      const lines = Math.max(1, Math.ceil(row.length / perLine));
      const inLine = Math.ceil(row.length / lines);
      y += 6;
      labels.push([cards, y + ((lines - 1) * lineH) / 2]);
      row.forEach((i, k) => {
        const line = Math.floor(k / inLine), at = k % inLine;
        const count = Math.min(inLine, row.length - line * inLine);
        where.set(i, [left0 + (inner - count * gap) / 2 + at * gap + gap / 2, y + line * lineH]);
      });
      y += (lines - 1) * lineH + 8;
    }
    const height = y + 6;
    const picture = svg("svg", { viewBox: "0 0 " + width + " " + height, width, height, class: "sol-chart", role: "img",
      "aria-label": "every reachable state by cards left, coloured by p" });
    for (const [cards, ly] of labels) {
      picture.append(svg("text", { x: left0 - 10, y: ly + 4, class: "row-name" }, cards + " left"));
    }
    const linePts = data.line.map((i) => where.get(i).join(",")).join(" ");
    picture.append(svg("polyline", { points: linePts, class: "line-path" }));
    const dots = svg("g", { class: "dots" });
    where.forEach(([x, y], i) => {
      const dead = data.first[i] === data.first[i + 1] && cardsLeft(data, i) > 0;
      const attributes = { "data-entry": data.code[i], fill: colour(data.p[i]),
        class: (dead ? "dot dead" : "dot") + (selected && selected.data === data && selected.state === i ? " picked" : "") };
      const shape = dead
        ? svg("rect", Object.assign({ x: x - r, y: y - r, width: 2 * r, height: 2 * r }, attributes))
        : svg("circle", Object.assign({ cx: x, cy: y, r }, attributes));
      shape.append(svg("title", {}, data.code[i] + "  p = " + fixed(data.p[i]) + (dead ? "  (dead end)" : "")));
      dots.append(shape);
    });
    picture.append(dots);
    const [cx, cy] = where.get(state);
    picture.append(svg("circle", { cx, cy, r: r + 4, class: "current" }));
    picture.addEventListener("click", (event) => {
      const target = event.target.closest ? event.target.closest("[data-entry]") : null;
      if (!target) return;
      const i = index(data).get(target.getAttribute("data-entry"));
      if (i !== undefined) select(data, api, i, null);
    });
    return picture;
  }

  function legend(api) {
    const { el } = api;
    return el("p", { class: "sol-legend" },
      el("span", { class: "gradient" }), " p from 0 (red) to 1 (green); ",
      el("span", { class: "swatch-dead" }), " dead end (no pair); ",
      el("span", { class: "swatch-current" }), " the current state; the grey line joins the states of the sequence. ",
      "Click a dot or a pile for its children.");
  }

  // ---- the steps ----

  DPLesson.register({
    steps(data) { return data.line.length; },
    draw(container, data, step, api) {
      const { el } = api;
      if (selected && selected.data !== data) selected = null;
      const state = data.line[step];
      // A pile clicked shows the pairs of the state on the table, whichever step it is.
      if (selected && selected.pile !== null) selected.state = state;
      const moves = movesOf(data, state);
      const nextState = data.line[step + 1];
      const next = nextState === undefined ? null : moves.find((m) => m.child === nextState) || null;
      const left = cardsLeft(data, state);
      const facts = el("p", { class: "sol-facts" },
        "state ", el("b", {}, data.code[state]), " \u00b7 " + left + " cards left \u00b7 k = " + moves.length +
        " legal pair" + (moves.length === 1 ? "" : "s") + " \u00b7 p = ", el("b", { style: "color:" + colour(data.p[state]) }, fixed(data.p[state])));
      container.append(el("div", { class: "sol" }, facts, table(data, api, state, next), legend(api), chart(data, api, state)));
      if (selected) showDetail(data, api, selected.state, selected.pile);
      const moveCount = data.line.length - 1;
      const kind = data.winnable ? "the winning sequence" : "the line that gets furthest (this deal cannot be cleared)";
      if (next) {
        const a = topCard(data, state, next.a), b = topCard(data, state, next.b);
        return "Move " + (step + 1) + " of " + moveCount + " of " + kind + ": take " + a + " (pile " + (next.a + 1) + ") and " +
          b + " (pile " + (next.b + 1) + "), one of k = " + moves.length + " pairs; p here is " + fixed(data.p[state]) +
          ", p after is " + fixed(data.p[next.child]) + ".";
      }
      if (left === 0) return "The table is cleared after " + moveCount + " moves: p = 1. The deal's answer is " + data.rounded + ".";
      return "The end of " + kind + ": " + left + " cards left and no legal pair, a dead end (p = 0). The deal's answer is " +
        data.rounded + ".";
    },
  });
})();
