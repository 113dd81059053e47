// cat-and-mouse's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the
// data of src/page.rs. Its own drawing: the graph on a circle with the hole (black), the
// mouse (green) and the cat (orange) where a step puts them; the steps are the queue of
// decided positions in order (small graphs) or the positions of the line of play. A node
// (keyed by its number) opens its neighbours and who may go there.
(function () {
  "use strict";
  const K = DPLesson.kit, { el, svg } = DPLesson.parts;
  const SIZE = 400;
  // Node v of n on a circle, node 0 at the top.
  const place = (n, v) => { const a = (2 * Math.PI * v) / n - Math.PI / 2, r = SIZE / 2 - 24; return [SIZE / 2 + r * Math.cos(a), SIZE / 2 + r * Math.sin(a)]; };
  const neighbours = (data, v) => data.edges.flatMap(([a, b]) => (a === v ? [b] : b === v ? [a] : [])).sort((a, b) => a - b);

  function describe(data, v, s) {
    const list = data.edges ? neighbours(data, v) : null, cat = list ? list.filter((w) => w !== 0) : null;
    const here = [s.m === v ? "the mouse" : null, s.c === v ? "the cat" : null].filter(Boolean);
    return el("div", {}, el("h3", {}, "node " + v + ": " + (v === 0 ? "the hole" : v === 1 ? "the mouse's start" : v === 2 ? "the cat's start" : "a node")),
      list ? el("p", {}, "neighbours: " + (list.length ? list.join(", ") : "none")) : null,
      list && v !== 0 ? el("p", {}, "the cat may go from here to: " + (cat.length ? cat.join(", ") : "nowhere") + " (never into the hole)") : null,
      el("p", {}, "at this step: " + (here.length ? here.join(" and ") : "no one")));
  }

  function graph(data, s, open) {
    const n = data.n, radius = n > 20 ? 8 : 14;
    return svg("svg", { viewBox: "0 0 " + SIZE + " " + SIZE, class: "cm-graph", role: "img", "aria-label": "the graph, the mouse and the cat" },
      data.edges.map(([a, b]) => { const [x1, y1] = place(n, a), [x2, y2] = place(n, b); return svg("line", { x1, y1, x2, y2 }); }),
      Array.from({ length: n }, (_, v) => {
        const [cx, cy] = place(n, v);
        return svg("g", K.entry(data, v, open, { label: "node " + v, classes: ["cm-node", v === 0 ? "cm-hole" : null, s.m === v ? "cm-mouse" : null, s.c === v ? "cm-cat" : null] }),
          svg("title", {}, "node " + v), svg("circle", { cx, cy, r: radius }), n > 20 ? null : svg("text", { x: cx, y: cy }, String(v)));
      }));
  }

  // The hint's facts: where each move of the position at `step` leads, and what the queue
  // had decided of it before this step (the steps before are the positions decided so far).
  function moves(data, step) {
    const s = data.steps[step];
    if (s.m === 0 || s.m === s.c || !data.edges || data.mode !== "queue") return s.m === 0 ? "The mouse is in the hole." : s.m === s.c ? "The cat is on the mouse." : "";
    const mouse = s.turn === "mouse", from = mouse ? s.m : s.c;
    const decided = new Map(data.steps.slice(0, step).map((t) => [t.m + "," + t.c + "," + t.turn, t.won]));
    const next = neighbours(data, from).filter((v) => mouse || v !== 0).map((v) => {
      const [m, c] = mouse ? [v, s.c] : [s.m, v], won = decided.get(m + "," + c + "," + (mouse ? "cat" : "mouse"));
      return "to " + v + ": " + (won === undefined ? "not decided yet" : won === "draw" ? "a draw" : "won by the " + won);
    });
    return "The " + s.turn + "'s moves: " + next.join("; ") + ".";
  }

  DPLesson.register({
    steps: (data) => data.steps.length,
    // The quiz: each step asks who wins its position (or that it stays a draw).
    quiz(data, step) {
      const s = data.steps[step];
      return { key: "s" + step, what: "the outcome of mouse at " + s.m + ", cat at " + s.c + ", the " + s.turn + " to move", answer: s.won === "draw" ? "draw" : s.won,
        choices: ["mouse", "cat", "draw"], reads: [],
        hint: "The player to move wins if some move reaches a position they win; loses if every move reaches one the other wins; otherwise, it is a draw. " + moves(data, step) };
    },
    draw(container, data, step, api) {
      const s = data.steps[step], c = data.counts, asking = DPLesson.practice.asking();
      const open = (key) => key[0] === "s" ? api.detail(el("p", {}, s.why)) : api.detail(describe(data, Number(key), s));
      container.append(data.edges ? graph(data, s, open)
        : el("p", {}, [["mouse", s.m], ["cat", s.c]].map(([who, v]) => el("span", K.entry(data, v, open, { classes: ["cm-pair"] }), "the " + who + " at node " + v))),
      K.legend([["hole", "the hole"], ["mouse", "the mouse"], ["cat", "the cat"], ["both", "both on one node"]]),
      el("p", { class: "kit-muted" }, asking ? null : "answer " + data.answer + " (" + data.winner + "); positions won by the mouse " + c.mouse + ", by the cat " + c.cat + ", draws " + c.draw + ". ", "Step through " +
        (data.mode === "queue" ? "the queue: each position as it is decided." : "the line of play."), " This step: ",
      el("span", Object.assign(K.entry(data, "s" + step, open, { label: "the outcome of this step", classes: ["cm-won", asking ? null : "cm-won-" + s.won, "kit-now"] })), s.won === "draw" ? "draw" : "won by the " + s.won)));
      return "mouse at " + s.m + ", cat at " + s.c + ", the " + s.turn + " to move: " + (s.won === "draw" ? "a draw" : "won by the " + s.won) +
        (s.moves === null ? "" : ", " + K.plural(s.moves, "move", "moves") + " to the end") + " (" + s.why + ")";
    },
  });
})();
