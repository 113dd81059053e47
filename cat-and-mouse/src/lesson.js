// cat-and-mouse's lesson page: the graph on a circle with the hole (black), the mouse
// (green) and the cat (orange) where a step puts them; the steps are the queue of decided
// positions in order (small graphs) or the positions of the line of play. Clicking a node
// shows its neighbours and who may go there.
(function () {
  "use strict";
  const NS = "http://www.w3.org/2000/svg";
  const SIZE = 400;

  function svg(tag, attrs, text) {
    const node = document.createElementNS(NS, tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function html(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Node v of n on a circle, node 0 at the top.
  function place(n, v) {
    const angle = (2 * Math.PI * v) / n - Math.PI / 2;
    const r = SIZE / 2 - 24;
    return [SIZE / 2 + r * Math.cos(angle), SIZE / 2 + r * Math.sin(angle)];
  }

  function neighbours(data, v) {
    const list = [];
    for (const [a, b] of data.edges) {
      if (a === v) list.push(b);
      if (b === v) list.push(a);
    }
    return list.sort((a, b) => a - b);
  }

  function describe(data, v, s) {
    const box = html("div");
    const role = v === 0 ? "the hole" : v === 1 ? "the mouse's start" : v === 2 ? "the cat's start" : "a node";
    box.append(html("h3", "", "node " + v + ": " + role));
    if (data.edges) {
      const list = neighbours(data, v);
      box.append(html("p", "", "neighbours: " + (list.length ? list.join(", ") : "none")));
      const cat = list.filter((w) => w !== 0);
      if (v !== 0) box.append(html("p", "", "the cat may go from here to: " + (cat.length ? cat.join(", ") : "nowhere")));
    }
    const here = [];
    if (s.m === v) here.push("the mouse");
    if (s.c === v) here.push("the cat");
    box.append(html("p", "", "at this step: " + (here.length ? here.join(" and ") : "no one")));
    return box;
  }

  function drawGraph(container, data, s, api) {
    const n = data.n;
    const root = svg("svg", { viewBox: "0 0 " + SIZE + " " + SIZE, class: "cm-graph", role: "img" });
    for (const [a, b] of data.edges) {
      const [x1, y1] = place(n, a);
      const [x2, y2] = place(n, b);
      root.append(svg("line", { x1, y1, x2, y2 }));
    }
    const radius = n > 20 ? 8 : 14;
    for (let v = 0; v < n; v++) {
      const [cx, cy] = place(n, v);
      const cls = [v === 0 ? "hole" : "", s.m === v ? "mouse" : "", s.c === v ? "cat" : ""].join(" ").trim();
      const circle = svg("circle", { cx, cy, r: radius, class: cls, "data-entry": v });
      circle.append(svg("title", {}, "node " + v));
      circle.addEventListener("click", () => api.detail(describe(data, v, s)));
      root.append(circle, svg("text", { x: cx, y: cy }, n > 20 ? "" : String(v)));
    }
    container.append(root);
  }

  function drawPair(container, data, s, api) {
    for (const [who, v] of [["mouse", s.m], ["cat", s.c]]) {
      const box = html("span", "cm-pair", "the " + who + " at node " + v);
      box.setAttribute("data-entry", String(v));
      box.addEventListener("click", () => api.detail(describe(data, v, s)));
      container.append(box);
    }
  }

  DPLesson.register({
    steps(data) {
      return data.steps.length;
    },
    draw(container, data, step, api) {
      const s = data.steps[step];
      if (data.edges) drawGraph(container, data, s, api);
      else drawPair(container, data, s, api);
      const legend = html("p", "cm-legend");
      const c = data.counts;
      legend.append("answer " + data.answer + " (" + data.winner + "); positions won by the mouse " + c.mouse +
        ", by the cat " + c.cat + ", draws " + c.draw + ". Step through " +
        (data.mode === "queue" ? "the queue: each position as it is decided." : "the line of play."));
      const badge = html("span", "cm-won " + s.won, s.won === "draw" ? "draw" : "won by the " + s.won);
      legend.append(" This step: ", badge);
      container.append(legend);
      const moves = s.moves === null ? "" : ", " + s.moves + " move" + (s.moves === 1 ? "" : "s") + " to the end";
      return "mouse at " + s.m + ", cat at " + s.c + ", the " + s.turn + " to move: " +
        (s.won === "draw" ? "a draw" : "won by the " + s.won) + moves + " (" + s.why + ")";
    },
  });
})();
