// can-i-win's lesson page: draws one step of one case from the data of src/page.rs, in
// dp-core's frame (shell.js). A set of taken numbers is keyed by its mask, number x being
// bit x - 1; every drawn set carries that key as data-entry, and a click on it writes
// what the DP reads there in the detail panel.
//
// Steps of a played case with M <= 5 (the data has the whole table): the sets already
// over, then each other set in the order the DP fills it (F, the free set, from 1 up as a
// number), then the line of play move by move along the filled table. With M > 5 the
// table has too many sets to draw: the steps are the moves of the line of play, with the
// free numbers and the winning ones at each, and the whole table counted by layer.
(function () {
  "use strict";

  const COLOR = {
    first: "#2563eb", second: "#dc2626", win: "#16a34a", read: "#2563eb",
  };
  const plans = new WeakMap();
  let selected = null; // { data, key }: the entry clicked last, ringed on every step

  function numbersOf(mask) {
    const numbers = [];
    for (let x = 1; mask > 0; x += 1, mask = Math.floor(mask / 2)) {
      if (mask % 2 === 1) numbers.push(x);
    }
    return numbers;
  }
  function setText(mask) { return "{" + numbersOf(mask).join(",") + "}"; }
  function listText(numbers) { return numbers.length ? numbers.join(", ") : "none"; }
  function outcomeText(wins, moves) { return (wins ? "win" : "lose") + " in " + moves; }
  function theirText(wins, moves) { return (wins ? "wins" : "loses") + " in " + moves; }
  function maskText(mask, m) { return mask.toString(2).padStart(m, "0") + " = " + mask; }
  function moveWord(count) { return count === 1 ? "move" : "moves"; }
  function fullMask(m) { return Math.pow(2, m) - 1; }
  function target(data) { return Number(data.t); }
  function grouped(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }

  // The steps of a case, worked out once.
  function plan(data) {
    let steps = plans.get(data);
    if (steps) return steps;
    steps = [];
    if (data.game !== "played") {
      steps.push({ kind: "settled" });
    } else {
      if (data.table) {
        steps.push({ kind: "over" });
        data.order.forEach((key, index) => steps.push({ kind: "fill", key, index }));
      }
      for (let move = 0; move <= data.line.length; move += 1) steps.push({ kind: "play", move });
    }
    plans.set(data, steps);
    return steps;
  }

  // The step that fills a set (the first step for the sets over), or -1.
  function fillStep(data, key) {
    if (!data.table) return -1;
    const row = data.table[key];
    return row.over ? 0 : 1 + data.order.indexOf(key);
  }
  function playStep(data, move) { return (data.table ? 1 + data.order.length : 0) + move; }

  // The set with this key: from the whole table, else from the line of play.
  function setOf(data, key) {
    if (data.table) return data.table[key] || null;
    const step = (data.line || []).find((s) => s.at.key === key);
    return step ? step.at : null;
  }
  function lineMoveAt(data, key) {
    return (data.line || []).findIndex((s) => s.at.key === key);
  }
  function takerMoves(choice) { return choice.reaches ? 1 : choice.other_moves + 1; }

  // ---- what the DP reads for one set: the candidates, written out ----

  function candidates(data, set, api) {
    const { el } = api;
    const t = target(data);
    const free = numbersOf(fullMask(data.m) - set.key);
    const head = el("p", { class: "set-head" },
      el("b", {}, setText(set.key) + " taken"), ", total " + set.total + ", ",
      set.over ? "over" : (t - set.total) + " to reach T = " + t);
    const state = el("p", { class: "muted" },
      "the DP's entry: F = " + setText(fullMask(data.m) - set.key) + " free, mask " +
      maskText(fullMask(data.m) - set.key, data.m));
    if (set.over) {
      return el("div", {}, head, state,
        el("p", {}, "Over: the total " + set.total + " already reaches T = " + t +
          ", so whoever took the last number has won. The DP computes nothing here."));
    }
    const lineIndex = lineMoveAt(data, set.key);
    const lineNumber = lineIndex >= 0 ? data.line[lineIndex].number : null;
    const rows = set.choices.map((choice) => {
      const moves = takerMoves(choice);
      const best = choice.wins === set.wins && moves === set.moves;
      const then = choice.reaches
        ? "total " + (set.total + choice.number) + " \u2265 " + t + ": reaches T"
        : setText(choice.key) + ": opponent " + theirText(choice.other_wins, choice.other_moves);
      return el("tr", { class: best ? "is-best" : null },
        el("td", {}, "take " + choice.number),
        el("td", { class: "then" }, then),
        el("td", { class: choice.wins ? "good" : "bad" }, outcomeText(choice.wins, moves)),
        lineNumber === null ? null : el("td", { class: "mark" }, choice.number === lineNumber ? "\u25c0 line" : ""));
    });
    const table = el("table", { class: "lesson choices" },
      el("tr", {}, el("th", {}, "move"), el("th", {}, "leads to"), el("th", {}, "for the taker"),
        lineNumber === null ? null : el("th", {}, "")),
      rows);
    const verdict = set.wins
      ? "win(F) = true: " + listText(set.winning) + (set.winning.length === 1 ? " wins" : " win") +
        "; the fewest moves: " + outcomeText(true, set.moves) + "."
      : "win(F) = false: every number leaves the other player a set they win; the longest: " +
        outcomeText(false, set.moves) + ".";
    return el("div", {}, head, state, table, el("p", { class: "verdict" }, verdict));
  }

  function showDetail(data, key, api) {
    selected = { data, key };
    document.querySelectorAll("#drawing .is-selected").forEach((node) => node.classList.remove("is-selected"));
    document.querySelectorAll('#drawing [data-entry="' + key + '"]').forEach((node) => node.classList.add("is-selected"));
    if (data.game !== "played") {
      api.detail(settledDetail(data, api));
      return;
    }
    const set = setOf(data, key);
    if (!set) return;
    const { el } = api;
    const links = [];
    const fill = fillStep(data, key);
    if (fill >= 0) {
      links.push(el("button", { type: "button", onclick: () => api.go(fill) },
        fill === 0 ? "the step that marks it over" : "the step that fills it (" + (fill + 1) + ")"));
    }
    const move = lineMoveAt(data, key);
    if (move >= 0) {
      links.push(el("button", { type: "button", onclick: () => api.go(playStep(data, move)) },
        "move " + (move + 1) + " of the line of play"));
    }
    api.detail(el("div", {}, candidates(data, set, api), links.length ? el("p", { class: "links" }, links) : null));
  }

  function entryAttributes(data, key, api) {
    const isSelected = selected && selected.data === data && selected.key === key;
    return {
      "data-entry": String(key),
      class: isSelected ? "is-selected" : null,
      onclick: () => showDetail(data, key, api),
    };
  }

  // ---- the lattice of every set (M <= 5) ----

  function layersOf(m) {
    const layers = Array.from({ length: m + 1 }, () => []);
    for (let key = 0; key <= fullMask(m); key += 1) layers[numbersOf(key).length].push(key);
    const dictionary = (a, b) => {
      const x = numbersOf(a), y = numbersOf(b);
      for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
      return 0;
    };
    layers.forEach((layer) => layer.sort(dictionary));
    return layers;
  }

  // view: { known(key), now, reads (bool), path: line moves drawn, at: the key of the position }
  function lattice(data, api, view) {
    const { svg } = api;
    const m = data.m;
    const layers = layersOf(m);
    const widest = Math.max(...layers.map((layer) => layer.length));
    const w = m <= 3 ? 100 : 90;
    const h = 60, gap = 10, pitch = h + 30, top = 14;
    const width = Math.max(300, widest * (w + gap) + gap);
    const height = top + layers.length * pitch - 30 + 14;
    const place = {};
    layers.forEach((layer, k) => {
      layer.forEach((key, i) => {
        place[key] = { x: width / 2 + (i - (layer.length - 1) / 2) * (w + gap), y: top + k * pitch };
      });
    });
    const picture = svg("svg", {
      viewBox: "0 0 " + width + " " + height, width: "100%", class: "lattice",
      style: "max-width:" + width + "px", role: "img",
      "aria-label": "every set of taken numbers, by how many are taken",
    });
    const defs = svg("defs", {});
    for (const [name, color] of [["read", COLOR.read], ["win", COLOR.win], ["first", COLOR.first], ["second", COLOR.second]]) {
      defs.append(svg("marker", {
        id: "ciw-arrow-" + name, viewBox: "0 0 10 10", refX: "9", refY: "5",
        markerUnits: "userSpaceOnUse", markerWidth: "11", markerHeight: "11", orient: "auto-start-reverse",
      }, svg("path", { d: "M0,0 L10,5 L0,10 z", fill: color })));
    }
    picture.append(defs);
    const edges = svg("g", { class: "edges" });
    for (let key = 0; key <= fullMask(m); key += 1) {
      if (data.table[key].over) continue;
      for (const x of numbersOf(fullMask(m) - key)) {
        const child = key + Math.pow(2, x - 1);
        edges.append(svg("line", {
          x1: place[key].x, y1: place[key].y + h, x2: place[child].x, y2: place[child].y,
        }));
      }
    }
    picture.append(edges);
    const arrows = svg("g", {});
    const arrow = (from, to, kind, label, width) => {
      const a = place[from], b = place[to];
      arrows.append(svg("line", {
        x1: a.x, y1: a.y + h, x2: b.x, y2: b.y - 2, stroke: COLOR[kind], "stroke-width": width,
        "marker-end": "url(#ciw-arrow-" + kind + ")",
      }));
      // The label beside the arrow, on the side away from the layer's middle.
      const dx = b.x - a.x, dy = b.y - a.y - h, length = Math.hypot(dx, dy) || 1;
      const side = dx >= 0 ? 1 : -1;
      const mx = a.x + dx * 0.4 + side * (dy / length) * 12, my = a.y + h + dy * 0.4 - side * (dx / length) * 12;
      arrows.append(svg("text", { x: mx, y: my + 4, class: "edge-label", fill: COLOR[kind] }, label));
    };
    if (view.now !== null && view.reads) {
      const set = data.table[view.now];
      for (const choice of set.choices) {
        arrow(view.now, choice.key, choice.wins ? "win" : "read", "+" + choice.number, choice.wins ? 2.6 : 1.6);
      }
    }
    for (let move = 0; move < view.path; move += 1) {
      const step = data.line[move];
      arrow(step.at.key, step.at.key + Math.pow(2, step.number - 1), step.player, (move + 1) + ". +" + step.number, 4);
    }
    const reads = new Set(view.now !== null && view.reads ? data.table[view.now].choices.map((c) => c.key) : []);
    const onPath = new Set();
    for (let move = 0; move <= view.path && move < data.line.length + 1; move += 1) {
      if (move < data.line.length) onPath.add(data.line[move].at.key);
      else if (data.line.length) {
        const last = data.line[data.line.length - 1];
        onPath.add(last.at.key + Math.pow(2, last.number - 1));
      }
    }
    const boxes = svg("g", {});
    for (let key = 0; key <= fullMask(m); key += 1) {
      const row = data.table[key];
      const { x, y } = place[key];
      const known = view.known(key);
      let state = !known ? "unknown" : row.over ? "over" : row.wins ? "won" : "lost";
      const classes = ["set", "set-" + state];
      if (key === view.now) classes.push("set-now");
      if (reads.has(key)) classes.push("set-read");
      if (view.path > 0 && onPath.has(key)) classes.push("set-line");
      const attributes = entryAttributes(data, key, api);
      attributes.class = [classes.join(" "), attributes.class].filter(Boolean).join(" ");
      const status = !known ? "?" : row.over ? "over" : outcomeText(row.wins, row.moves);
      const by = known && !row.over && row.wins ? "take " + row.winning.join(",") : "";
      boxes.append(svg("g", attributes,
        svg("title", {}, setText(key) + " taken, total " + row.total + ": " + status),
        svg("rect", { class: "halo", x: x - w / 2 - 4, y: y - 4, width: w + 8, height: h + 8, rx: 9 }),
        svg("rect", { class: "box", x: x - w / 2, y, width: w, height: h, rx: 6 }),
        svg("text", { x, y: y + 16, class: "set-name" }, key === 0 ? "{} start" : setText(key)),
        svg("text", { x, y: y + 30, class: "set-total" }, "total " + row.total),
        svg("text", { x, y: y + 44, class: "set-status" }, status),
        by ? svg("text", { x, y: y + 56, class: "set-by" }, by) : null));
    }
    picture.append(boxes, arrows);
    return picture;
  }

  function legend(api, items) {
    const { el } = api;
    return el("p", { class: "legend" }, items.map(([kind, text]) =>
      el("span", {}, el("i", { class: "swatch swatch-" + kind }), text)));
  }

  // The lattice and its legend, with the candidates beside them (below them for M = 5).
  function top(data, api, picture, side) {
    const { el } = api;
    return el("div", { class: "ciw-top" + (data.m >= 5 ? " ciw-stacked" : "") },
      el("div", { class: "ciw-pic" }, picture),
      side ? el("div", { class: "candidates" }, side) : null);
  }

  // ---- the line of play: the numbers as tokens, the running total against T ----

  function tokens(data, api, move) {
    const { svg } = api;
    const m = data.m;
    const spacing = m <= 10 ? 52 : 42, r = m <= 10 ? 18 : 16;
    const width = Math.max(360, m * spacing + 20);
    const line = data.line || [];
    const takenBy = {};
    for (let i = 0; i < move && i < line.length; i += 1) takenBy[line[i].number] = i;
    const here = move < line.length ? line[move] : null;
    const winning = new Set(here ? here.at.winning : []);
    const picture = svg("svg", {
      viewBox: "0 0 " + width + " 78", width: "100%", class: "tokens", style: "max-width:" + width + "px",
      role: "img", "aria-label": "the numbers 1 to " + m,
    });
    for (let x = 1; x <= m; x += 1) {
      const cx = 10 + spacing / 2 + (x - 1) * spacing, cy = 44;
      const by = takenBy[x];
      const classes = ["token"];
      if (by !== undefined) classes.push("token-" + line[by].player);
      else if (winning.has(x)) classes.push("token-winning");
      if (here && here.number === x) classes.push("token-next");
      picture.append(svg("g", { class: classes.join(" ") },
        svg("circle", { cx, cy, r }),
        svg("text", { x: cx, y: cy + 5 }, String(x)),
        by !== undefined
          ? svg("text", { x: cx, y: cy - r - 6, class: "token-move" }, (m <= 10 ? "move " : "") + (by + 1)) : null,
        by === undefined && here && here.number === x
          ? svg("text", { x: cx, y: cy - r - 6, class: "token-move token-move-next" }, "next") : null));
    }
    return picture;
  }

  function totalBar(data, api, move) {
    const { svg } = api;
    const t = target(data);
    const last = data.line.length ? data.line[data.line.length - 1].total : 0;
    const scale = Math.max(t, last, 1);
    const width = 760, left = 10, bar = width - 2 * left - 60;
    const picture = svg("svg", { viewBox: "0 0 " + width + " 62", width: "100%", class: "total-bar", style: "max-width:" + width + "px" });
    picture.append(svg("rect", { x: left, y: 16, width: bar, height: 22, class: "bar-back" }));
    let from = 0;
    for (let i = 0; i < move && i < data.line.length; i += 1) {
      const step = data.line[i];
      const x = left + (from / scale) * bar, w = (step.number / scale) * bar;
      picture.append(svg("rect", { x, y: 16, width: w, height: 22, class: "bar-" + step.player }));
      if (w >= 16) picture.append(svg("text", { x: x + w / 2, y: 31, class: "bar-number" }, String(step.number)));
      from = step.total;
    }
    const tx = left + (t / scale) * bar;
    picture.append(svg("line", { x1: tx, y1: 8, x2: tx, y2: 46, class: "bar-target" }));
    picture.append(svg("text", { x: tx, y: 58, class: "bar-label" }, "T = " + t));
    const total = move === 0 ? 0 : data.line[Math.min(move, data.line.length) - 1].total;
    picture.append(svg("text", { x: left + bar + 8, y: 31, class: "bar-total" }, "total " + total));
    return picture;
  }

  function lineTable(data, api, move) {
    const { el } = api;
    const t = target(data);
    const rows = data.line.map((step, index) => {
      const at = step.at;
      const winning = new Set(at.winning);
      const free = numbersOf(fullMask(data.m) - at.key).map((x) =>
        el("span", { class: "free" + (winning.has(x) ? " free-winning" : "") + (x === step.number ? " free-taken" : "") }, String(x)));
      const attributes = entryAttributes(data, at.key, api);
      attributes.class = [index === move ? "is-now" : null, attributes.class].filter(Boolean).join(" ") || null;
      return el("tr", attributes,
        el("td", {}, String(index + 1)),
        el("td", { class: "player-" + step.player }, step.player),
        el("td", {}, String(at.total)),
        el("td", {}, String(t - at.total)),
        el("td", { class: at.wins ? "good" : "bad" }, outcomeText(at.wins, at.moves)),
        el("td", { class: "free-list" }, free),
        el("td", {}, String(step.number)));
    });
    return el("table", { class: "lesson line-table" },
      el("tr", {}, ["move", "player", "total", "to reach", "to move", "free (winning in green, taken ringed)", "takes"]
        .map((name, i) => el("th", { class: i === 5 ? "free-list" : null }, name))),
      rows);
  }

  function layerChart(data, api) {
    const { svg, el } = api;
    const rowH = 16, width = 780, left = 120, bar = 400;
    const picture = svg("svg", {
      viewBox: "0 0 " + width + " " + (data.layers.length * rowH + 6), width: "100%", class: "layers",
      style: "max-width:" + width + "px", role: "img", "aria-label": "the whole table counted by layer",
    });
    data.layers.forEach((layer, k) => {
      const all = layer.won + layer.lost + layer.over;
      const y = 3 + k * rowH;
      picture.append(svg("text", { x: left - 8, y: y + 11, class: "layer-label" }, k + " taken: " + grouped(all)));
      let x = left;
      for (const kind of ["won", "lost", "over"]) {
        const w = all ? (layer[kind] / all) * bar : 0;
        if (w > 0) {
          picture.append(svg("rect", { x, y, width: w, height: rowH - 3, class: "layer-" + kind },
            svg("title", {}, grouped(layer[kind]) + " " + kind)));
        }
        x += w;
      }
      picture.append(svg("text", { x: left + bar + 8, y: y + 11, class: "layer-counts" },
        grouped(layer.won) + " won \u00b7 " + grouped(layer.lost) + " lost \u00b7 " + grouped(layer.over) + " over"));
    });
    return el("div", {},
      el("h3", {}, "The whole table at a glance: 2^" + data.m + " = " + grouped(Math.pow(2, data.m)) +
        " sets, by how many numbers are taken"),
      legend(api, [["won", "won for the player to move"], ["lost", "lost"], ["over", "over: T reached"]]),
      picture);
  }

  // ---- the steps ----

  function drawSettled(container, data, api) {
    const { el } = api;
    const attributes = entryAttributes(data, 0, api);
    attributes.class = ["settled-start", attributes.class].filter(Boolean).join(" ");
    const start = el("div", attributes, el("b", {}, "{} start"), ", total 0, T = " + data.t);
    const words = data.game === "already-reached"
      ? "T = 0: the total 0 already reaches it before anyone moves, so the first player wins " +
        "without a move (LeetCode's rule). No table is needed."
      : "1 + \u2026 + " + data.m + " = " + data.n + " < T = " + data.t +
        ": even with every number taken no one reaches T, so the first player cannot force it. No table is needed.";
    container.append(tokens(data, api, 0), start, el("p", {}, words));
    return "The answer is " + data.wins + ", settled without the DP.";
  }

  function settledDetail(data, api) {
    const { el } = api;
    return el("div", {}, el("p", {}, el("b", {}, "{} taken"), ", total 0, T = " + data.t),
      el("p", {}, data.game === "already-reached"
        ? "The total 0 already reaches T = 0: the first player has won before a move."
        : "N = " + data.n + " < T: no line of play ever reaches T; the answer is false."));
  }

  function drawFill(container, data, step, api) {
    const { el } = api;
    const live = data.order.length;
    if (step.kind === "over") {
      const over = data.table.filter((row) => row.over).length;
      const known = (key) => data.table[key].over;
      container.append(top(data, api,
      [lattice(data, api, { known, now: null, reads: false, path: 0 }),
        legend(api, [["over", "over: T reached"], ["unknown", "not yet filled"]])],
      el("div", {}, el("p", {}, el("b", {}, "Reading a box")),
        el("p", {}, "The numbers taken so far and their total; once filled, whether the player to move " +
          "wins or loses, in how many moves on the line of play, and the numbers that win."),
        el("p", {}, "A box reads the boxes one number further down: the DP fills the table bottom up. " +
          "Click any box for its choices."))));
      return "The table has 2^" + data.m + " = " + data.table.length + " sets of taken numbers, {} at the top. " +
        over + " are over: their total already reaches T = " + data.t + ". The DP fills the other " + live +
        " in the order of F, the free set, as a number: the sets with the most taken come first.";
    }
    const done = new Set(data.order.slice(0, step.index + 1));
    const known = (key) => data.table[key].over || done.has(key);
    const set = data.table[step.key];
    container.append(top(data, api,
      [lattice(data, api, { known, now: step.key, reads: true, path: 0 }),
        legend(api, [["now", "being filled"], ["read", "read by it"], ["won", "won"], ["lost", "lost"],
          ["over", "over"], ["unknown", "not yet filled"]])],
      candidates(data, set, api)));
    const free = fullMask(data.m) - step.key;
    return "Fill " + (step.index + 1) + " of " + live + ": " + setText(step.key) + " taken, F = " + setText(free) +
      " free (mask " + maskText(free, data.m) + "). Each free number leads to a set one row down, already filled: " +
      outcomeText(set.wins, set.moves) + (set.wins ? " by " + listText(set.winning) : "") + ".";
  }

  function drawPlay(container, data, step, api) {
    const { el } = api;
    const move = step.move;
    const line = data.line;
    const t = target(data);
    const parts = [];
    if (data.table) {
      parts.push(top(data, api,
        [lattice(data, api, {
          known: () => true, now: move < line.length ? line[move].at.key : null, reads: false, path: move,
        }), legend(api, [["now", "the position"], ["won", "won"], ["lost", "lost"], ["over", "over"]])],
        move < line.length ? candidates(data, line[move].at, api) : null));
    }
    parts.push(el("h3", {}, "The line of play"),
      legend(api, [["first", "first player"], ["second", "second player"], ["winning", "free and winning here"]]),
      tokens(data, api, move), totalBar(data, api, move));
    if (!data.table) {
      parts.push(lineTable(data, api, move), layerChart(data, api));
    }
    container.append(...parts);
    if (move === line.length) {
      const last = line[line.length - 1];
      return "T reached: the " + last.player + " player's " + last.number + " brings the total to " + last.total +
        " \u2265 " + t + " after " + line.length + " " + moveWord(line.length) + ". The answer is " + data.wins +
        (data.wins ? ": the first player forces it." : ": every first move loses.");
    }
    const here = line[move];
    const at = here.at;
    return "Move " + (move + 1) + " of " + line.length + ": the " + here.player + " player, total " + at.total + ", " +
      (t - at.total) + " to reach, " + at.choices.length + " numbers free; winning: " + listText(at.winning) +
      ". The line takes " + here.number + " (" + outcomeText(at.wins, at.moves) + ")." +
      (at.wins ? "" : " Lost: it stalls as long as it can.");
  }

  DPLesson.register({
    steps(data) { return plan(data).length; },
    draw(container, data, index, api) {
      if (selected && selected.data !== data) selected = null;
      const step = plan(data)[index];
      const wrap = api.el("div", { class: "ciw" });
      container.append(wrap);
      let said;
      if (step.kind === "settled") said = drawSettled(wrap, data, api);
      else if (step.kind === "play") said = drawPlay(wrap, data, step, api);
      else said = drawFill(wrap, data, step, api);
      return said;
    },
  });
})();
