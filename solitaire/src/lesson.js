// solitaire's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the data of
// src/page.rs. The nine piles as the kit's cards (bottom to top, the top card last), a
// step per move of the winning sequence (or of the line that gets furthest when the deal
// cannot be cleared), the next pair marked, k (the legal pairs) and p shown; below, its own
// drawing: every reachable state as a dot in rows by cards left, coloured by p from red
// (0) to green (1), dead ends drawn as squares, the line's states joined and the current
// one ringed. A dot (keyed by the state's 9-digit code) or a pile ("pile-<n>", the state on
// the table) opens a state's children and their p.
(function () {
  "use strict";
  const K = DPLesson.kit, { el, svg } = DPLesson.parts;
  const STOPS = [[195, 34, 34], [195, 195, 34], [34, 195, 34]];
  const fixed = (millionths) => (millionths / 1e6).toFixed(6);
  const colour = (millionths) => K.scale(millionths / 1e6, STOPS);

  const movesOf = (data, i) => { const out = []; for (let e = data.first[i]; e < data.first[i + 1]; e += 1) out.push({ a: data.edges[3 * e], b: data.edges[3 * e + 1], child: data.edges[3 * e + 2] }); return out; };
  const counts = (data, i) => data.code[i].split("").map(Number);
  const cardsLeft = (data, i) => counts(data, i).reduce((s, c) => s + c, 0);
  const topCard = (data, i, pile) => data.piles[pile][counts(data, i)[pile] - 1];
  const card = (text, classes) => K.card(text[0] === "T" ? "10" : text[0], text[1], classes);
  const byCode = (data) => K.plan(data.code, () => new Map(data.code.map((code, i) => [code, i])));

  // In the quiz, whether p of the state on the table is still the student's to compute.
  const asked = () => DPLesson.practice.asking();

  // The detail of one state: its children and their p; a pile's pairs marked.
  function detail(data, api, state, pile) {
    const moves = movesOf(data, state), left = cardsLeft(data, state);
    api.detail(el("div", { class: "sol-detail" }, el("h3", {}, "state " + data.code[state]),
      el("p", {}, K.plural(left, "card", "cards") + " left; p = ", el("b", {}, pile !== null && asked() ? "?" : fixed(data.p[state]))),
      pile !== null && moves.length ? el("p", { class: "kit-muted" }, "Pile " + (pile + 1) + " opened: its pairs are marked \u25c6.") : null,
      left === 0 ? el("p", {}, "The table is cleared: p = 1.") : !moves.length ? el("p", {}, "A dead end: no two top cards share a rank, so p = 0.")
        : K.choices({ lead: "k = " + K.plural(moves.length, "legal pair", "legal pairs") + "; random play picks each with chance 1/" + moves.length + ", so p is the average of the children's p:",
          heads: ["piles", "pair", "reached", "p"],
          rows: moves.map((m) => ({ cells: [(pile === m.a || pile === m.b ? "\u25c6 " : "") + (m.a + 1) + ", " + (m.b + 1),
            el("span", {}, card(topCard(data, state, m.a)), " ", card(topCard(data, state, m.b))),
            el("button", { type: "button", class: "sol-code", onclick: () => detail(data, api, m.child, null) }, data.code[m.child]),
            el("b", { style: "color:" + colour(data.p[m.child]) }, fixed(data.p[m.child]))] })) })));
  }
  const opener = (data, api, state) => (key) => key.startsWith("pile-") ? detail(data, api, state, Number(key.slice(5)) - 1) : detail(data, api, byCode(data).get(key), null);

  function table(data, api, state, next) {
    const have = counts(data, state), open = opener(data, api, state);
    return el("div", { class: "sol-table" }, data.piles.map((cards, p) => el("div", K.entry(data, "pile-" + (p + 1), open, { classes: ["sol-pile"], label: "pile " + (p + 1) }),
      el("div", { class: "sol-pile-name" }, "pile " + (p + 1)),
      cards.map((c, h) => card(c, [h >= have[p] ? "sol-gone" : null, h === have[p] - 1 ? "sol-top" : null, h === have[p] - 1 && next && (next.a === p || next.b === p) ? "sol-next" : null].filter(Boolean).join(" "))))));
  }

  // Every reachable state: a row by cards left, sorted by p, wrapped so dots stay 7 px apart.
  function chart(data, api, state) {
    const rows = new Map(), where = new Map(), labels = [], left0 = 70, width = 900, inner = width - left0 - 14, gap = 7, perLine = Math.floor(inner / gap), r = 2.9;
    data.code.forEach((_, i) => { const left = cardsLeft(data, i); if (!rows.has(left)) rows.set(left, []); rows.get(left).push(i); });
    let y = 10;
    for (let cards = 36; cards >= 0; cards -= 2) {
      const row = (rows.get(cards) || []).slice().sort((x, z) => data.p[x] - data.p[z]), lines = Math.max(1, Math.ceil(row.length / perLine)), inLine = Math.ceil(row.length / lines);
      y += 6;
      labels.push(svg("text", { x: left0 - 10, y: y + ((lines - 1) * 7) / 2 + 4, class: "sol-row" }, cards + " left"));
      row.forEach((i, k) => {
        const line = Math.floor(k / inLine), count = Math.min(inLine, row.length - line * inLine);
        where.set(i, [left0 + (inner - count * gap) / 2 + (k % inLine) * gap + gap / 2, y + line * 7]);
      });
      y += (lines - 1) * 7 + 8;
    }
    const open = opener(data, api, state), dots = [];
    where.forEach(([x, cy], i) => {
      const dead = data.first[i] === data.first[i + 1] && cardsLeft(data, i) > 0;
      const attributes = Object.assign({ fill: colour(data.p[i]) }, K.entry(data, data.code[i], open, { classes: ["sol-dot", dead ? "sol-dead" : null], label: "state " + data.code[i] }));
      dots.push(svg(dead ? "rect" : "circle", Object.assign(dead ? { x: x - r, y: cy - r, width: 2 * r, height: 2 * r } : { cx: x, cy, r }, attributes),
        svg("title", {}, data.code[i] + "  p = " + fixed(data.p[i]) + (dead ? "  (dead end)" : ""))));
    });
    const [cx, cy] = where.get(state);
    return svg("svg", { viewBox: "0 0 " + width + " " + (y + 6), width, class: "sol-chart", role: "img", "aria-label": "every reachable state by cards left, coloured by p" },
      labels, svg("polyline", { points: data.line.map((i) => where.get(i).join(",")).join(" "), class: "sol-line" }), dots, svg("circle", { cx, cy, r: r + 4, class: "sol-current" }));
  }

  // The quiz: each step asks p of the state on the table: the average of its children's p
  // over its k legal pairs (1 once the table is cleared, 0 at a dead end).
  function quiz(data, step) {
    const state = data.line[step];
    if (state === undefined) return null;
    const moves = movesOf(data, state);
    return { key: data.code[state], what: "p(" + data.code[state] + ")", answer: fixed(data.p[state]), reads: moves.map((m) => data.code[m.child]),
      hint: cardsLeft(data, state) === 0 ? "The table is cleared: p = 1." : !moves.length ? "No two top cards share a rank: a dead end, p = 0."
        : "p = the average of the children's p over the k = " + moves.length + " legal pairs: (1/" + moves.length + ") \u03a3 p(child)." };
  }

  DPLesson.register({
    quiz,
    // Along the line each state's p reads the next state's: the quiz starts at the end.
    quizBackward: () => true,
    steps(data) { return data.line.length; },
    draw(container, data, step, api) {
      const state = data.line[step], moves = movesOf(data, state), left = cardsLeft(data, state);
      const next = step + 1 < data.line.length ? moves.find((m) => m.child === data.line[step + 1]) || null : null;
      container.append(el("div", { class: "sol" },
        el("p", { class: "sol-facts" }, "state ", el("b", {}, data.code[state]), " \u00b7 " + left + " cards left \u00b7 k = " + K.plural(moves.length, "legal pair", "legal pairs") + " \u00b7 p = ",
          el("b", Object.assign(K.entry(data, data.code[state], opener(data, api, state), { classes: ["kit-now"], label: "p of state " + data.code[state] }),
            { style: "color:" + colour(data.p[state]) }), fixed(data.p[state]))),
        table(data, api, state, next),
        el("div", { class: "sol-legend" }, K.scaleBar(STOPS, "p = 0", "1"), K.legend([["dead", "dead end (no pair)"], ["current", "the current state; the grey line joins the states of the sequence"]]),
          el("span", { class: "kit-muted" }, "Open a dot or a pile (click, or Tab and Enter) for its children.")),
        chart(data, api, state)));
      // A pile opened shows the pairs of the state on the table, whichever step it is.
      const key = K.selectedKey(data);
      if (key) opener(data, api, state)(key);
      // While p is hidden, neither its colour nor its dot tells it: the dot's colour and
      // title, nor its place in its row, sorted by p between dots whose p their titles give
      // (the dot, its ring and the line through it are left out).
      if (asked()) {
        container.querySelectorAll(".sol-facts [data-entry]").forEach((node) => node.removeAttribute("style"));
        container.querySelectorAll(".sol-dot").forEach((dot) => {
          if (dot.getAttribute("data-entry") === data.code[state]) dot.classList.add("quiz-hidden");
        });
        container.querySelectorAll(".sol-current, .sol-line").forEach((node) => node.classList.add("quiz-hidden"));
      }
      const count = data.line.length - 1, kind = data.winnable ? "the winning sequence" : "the line that gets furthest (this deal cannot be cleared)";
      if (next) {
        return "Move " + (step + 1) + " of " + count + " of " + kind + ": take " + topCard(data, state, next.a) + " (pile " + (next.a + 1) + ") and " + topCard(data, state, next.b) +
          " (pile " + (next.b + 1) + "), one of k = " + moves.length + " pairs; p here is " + fixed(data.p[state]) + ", p after is " + fixed(data.p[next.child]) + ".";
      }
      return left === 0 ? "The table is cleared after " + count + " moves: p = 1. The deal's answer is " + data.rounded + "."
        : "The end of " + kind + ": " + left + " cards left and no legal pair, a dead end (p = 0). The deal's answer is " + data.rounded + ".";
    },
  });
})();
