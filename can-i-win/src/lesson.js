// can-i-win's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the data of
// src/page.rs. A set of taken numbers is keyed by its mask, number x being bit x - 1;
// every drawn set carries that key, and opening it lists its choices in the detail panel.
//
// Steps of a played case with M <= 5 (the data has the whole table): the sets already
// over, then each other set in the order the DP fills it (F, the free set, from 1 up as a
// number), then the line of play move by move on the lattice. With M > 5 the steps are
// the moves of the line of play, with the free and winning numbers at each, and the whole
// table counted by layer. Its own drawings: the numbers as tokens, the total against T.
(function () {
  "use strict";
  const K = DPLesson.kit, { el, svg } = DPLesson.parts;

  const numbersOf = (mask) => { const out = []; for (let x = 1; mask > 0; x += 1, mask >>= 1) if (mask & 1) out.push(x); return out; };
  const setText = (mask) => "{" + numbersOf(mask).join(",") + "}";
  const listText = (numbers) => numbers.length ? numbers.join(", ") : "none";
  const outcome = (wins, moves) => (wins ? "win" : "lose") + " in " + moves;
  const all = (data) => (1 << data.m) - 1;
  const maskText = (mask, m) => mask.toString(2).padStart(m, "0") + " = " + mask;

  function plan(data) {
    if (data.game !== "played") return [{ kind: "settled" }];
    const steps = data.table ? [{ kind: "over" }].concat(data.order.map((key, index) => ({ kind: "fill", key, index }))) : [];
    for (let move = 0; move <= data.line.length; move += 1) steps.push({ kind: "play", move });
    return steps;
  }
  const setOf = (data, key) => data.table ? data.table[key] : ((data.line || []).find((s) => s.at.key === key) || {}).at;
  const lineAt = (data, key) => (data.line || []).findIndex((s) => s.at.key === key);

  // What the DP reads for one set: its choices, the best marked.
  function candidates(data, set) {
    const t = Number(data.t), free = all(data) - set.key;
    const lead = [el("b", {}, setText(set.key) + " taken"), ", total " + set.total + ", " + (set.over ? "over" : (t - set.total) + " to reach T = " + t),
      el("br"), el("span", { class: "kit-muted" }, "the DP's entry: F = " + setText(free) + " free, mask " + maskText(free, data.m))];
    if (set.over) return K.choices({ lead: el("span", {}, lead), heads: [], rows: [], verdict: "Over: the total already reaches T, so whoever took the last number has won." });
    const at = lineAt(data, set.key), lineNumber = at >= 0 ? data.line[at].number : null;
    return K.choices({
      lead: el("span", {}, lead), heads: ["move", "leads to", "for the taker"],
      rows: set.choices.map((c) => {
        const moves = c.reaches ? 1 : c.other_moves + 1;
        return { best: c.wins === set.wins && moves === set.moves, cells: ["take " + c.number + (c.number === lineNumber ? " (the line)" : ""),
          c.reaches ? "total " + (set.total + c.number) + " \u2265 " + t + ": reaches T" : setText(c.key) + ": opponent " + (c.other_wins ? "wins" : "loses") + " in " + c.other_moves,
          el("span", { class: c.wins ? "ciw-good" : "ciw-bad" }, outcome(c.wins, moves))] };
      }),
      verdict: set.wins ? "win(F) = true: " + listText(set.winning) + (set.winning.length === 1 ? " wins" : " win") + "; the fewest moves: " + outcome(true, set.moves) + "."
        : "win(F) = false: every number leaves the other player a set they win; the longest: " + outcome(false, set.moves) + ".",
    });
  }

  function open(data, api) {
    return (key) => {
      key = Number(key);
      if (data.game !== "played") {
        api.detail(el("p", {}, data.game === "already-reached" ? "{} taken, total 0: it already reaches T = 0; the first player has won before a move."
          : "N = " + data.n + " < T = " + data.t + ": no line of play ever reaches T; the answer is false."));
        return;
      }
      const set = setOf(data, key);
      if (!set) return;
      const fill = data.table ? (set.over ? 0 : 1 + data.order.indexOf(key)) : -1, move = lineAt(data, key);
      api.detail(el("div", {}, candidates(data, set), el("p", {},
        fill < 0 ? null : el("button", { type: "button", onclick: () => api.go(fill) }, fill === 0 ? "the step that marks it over" : "the step that fills it (" + (fill + 1) + ")"),
        move < 0 ? null : el("button", { type: "button", onclick: () => api.go((data.table ? 1 + data.order.length : 0) + move) }, "move " + (move + 1) + " of the line of play"))));
    };
  }

  // The lattice of every set (M <= 5). view: { known(key), now, reads, path: line moves drawn }
  function lattice(data, api, view) {
    const layers = Array.from({ length: data.m + 1 }, () => []), at = {};
    for (let key = 0; key <= all(data); key += 1) layers[numbersOf(key).length].push(key);
    const order = (a, b) => { const x = numbersOf(a), y = numbersOf(b); const i = x.findIndex((v, k) => v !== y[k]); return i < 0 ? 0 : x[i] - y[i]; };
    layers.forEach((layer, l) => { layer.sort(order); layer.forEach((key, i) => { at[key] = [l, i]; }); });
    const edges = [], reads = new Set(), onLine = new Set();
    data.table.forEach((row) => (row.choices || []).forEach((c) => edges.push({ from: at[row.key], to: at[c.key] })));
    if (view.now !== null && view.reads) {
      data.table[view.now].choices.forEach((c) => { reads.add(c.key); edges.push({ from: at[view.now], to: at[c.key], state: c.wins ? "best" : "read", label: "+" + c.number }); });
    }
    data.line.slice(0, view.path).forEach((s, k) => {
      const to = s.at.key | (1 << (s.number - 1));
      onLine.add(s.at.key); onLine.add(to);
      edges.push({ from: at[s.at.key], to: at[to], state: s.player, label: (k + 1) + ". +" + s.number });
    });
    const openIt = open(data, api);
    return K.lattice({
      layers, edges, box: { w: 92, h: 62, dx: 99, dy: 90 },
      node(key) {
        const row = data.table[key], known = view.known(key);
        const state = key === view.now ? "now" : !known ? "unknown" : row.over ? "over" : row.wins ? "won" : "lost";
        return { state, attributes: K.entry(data, key, openIt, { label: setText(key) + " taken",
          classes: [reads.has(key) ? "ciw-read" : null, onLine.has(key) ? "ciw-line" : null] }),
        valueLine: [2, 3], lines: [key === 0 ? "{} start" : setText(key), "total " + row.total, !known ? "?" : row.over ? "over" : outcome(row.wins, row.moves),
          known && !row.over && row.wins ? "take " + row.winning.join(",") : ""] };
      },
    });
  }

  // The numbers 1 to M as tokens: taken (by whom, on which move), winning here, next.
  function tokens(data, move) {
    const line = data.line || [], by = {}, here = move < line.length ? line[move] : null, winning = new Set(here ? here.at.winning : []);
    line.slice(0, move).forEach((s, i) => { by[s.number] = i; });
    const step = data.m <= 10 ? 52 : 42, width = Math.max(360, data.m * step + 20);
    return svg("svg", { viewBox: "0 0 " + width + " 78", width: "100%", class: "ciw-tokens", style: "max-width:" + width + "px", role: "img", "aria-label": "the numbers 1 to " + data.m },
      Array.from({ length: data.m }, (_, k) => {
        const x = k + 1, cx = 10 + step / 2 + k * step, taken = by[x] !== undefined, next = here && here.number === x;
        return svg("g", { class: ["ciw-token", taken ? "ciw-" + line[by[x]].player : winning.has(x) ? "ciw-winning" : null, next ? "ciw-next" : null].filter(Boolean).join(" ") },
          svg("circle", { cx, cy: 44, r: 18 }), svg("text", { x: cx, y: 49 }, String(x)),
          taken || next ? svg("text", { x: cx, y: 20, class: "ciw-tag" }, next ? "next" : (data.m <= 10 ? "move " : "") + (by[x] + 1)) : null);
      }));
  }

  // The running total against T, one bar a move.
  function totalBar(data, move) {
    const t = Number(data.t), line = data.line, scale = Math.max(t, line.length ? line[line.length - 1].total : 0, 1), bar = 680, x = (v) => 10 + (v / scale) * bar;
    let from = 0;
    const parts = line.slice(0, move).map((s) => {
      const a = x(from), w = x(s.total) - a;
      from = s.total;
      return [svg("rect", { x: a, y: 16, width: w, height: 22, class: "ciw-" + s.player }), w >= 16 ? svg("text", { x: a + w / 2, y: 31, class: "ciw-in" }, String(s.number)) : null];
    });
    return svg("svg", { viewBox: "0 0 760 62", width: "100%", class: "ciw-bar", style: "max-width:760px", role: "img", "aria-label": "the total against T" },
      svg("rect", { x: 10, y: 16, width: bar, height: 22, class: "ciw-back" }), parts.flat(),
      svg("line", { x1: x(t), y1: 8, x2: x(t), y2: 46, class: "ciw-target" }), svg("text", { x: x(t), y: 58, class: "ciw-t" }, "T = " + t),
      svg("text", { x: bar + 18, y: 31 }, "total " + (move ? line[Math.min(move, line.length) - 1].total : 0)));
  }

  // M > 5: the positions of the line as a table, and the whole table counted by layer.
  function lineTable(data, api, move) {
    const openIt = open(data, api);
    return K.grid({
      corner: "move", cols: ["player", "total", "to reach", "to move", "free (winning in green, the take ringed)", "takes"],
      rows: data.line.map((_, k) => String(k + 1)),
      cell(r, c) {
        const s = data.line[r], at = s.at, winning = new Set(at.winning);
        const text = [s.player, String(at.total), String(Number(data.t) - at.total), outcome(at.wins, at.moves),
          el("span", {}, numbersOf(all(data) - at.key).map((x) => el("span", { class: "ciw-free" + (winning.has(x) ? " ciw-winning" : "") + (x === s.number ? " ciw-taken" : "") }, String(x)))),
          String(s.number)][c];
        return { text, state: r === move ? "now" : null, attributes: c === 3 ? K.entry(data, at.key, openIt, { label: "move " + (r + 1) }) : { class: c === 0 ? "ciw-" + s.player : null } };
      },
    });
  }
  function layerChart(data) {
    const share = (l) => { const sum = l.won + l.lost + l.over, a = 100 * l.won / sum, b = a + 100 * l.lost / sum;
      return "background:linear-gradient(to right,#86efac 0 " + a + "%,#fdba74 " + a + "% " + b + "%,#d0d5dd " + b + "%);min-width:240px"; };
    return el("div", { class: "ciw-chart" }, el("h3", {}, "The whole table at a glance: 2^" + data.m + " = " + K.grouped(Math.pow(2, data.m)) + " sets, by how many numbers are taken"),
      K.legend([["won", "won for the player to move"], ["lost", "lost"], ["over", "over: T reached"]]),
      K.grid({ corner: "taken", cols: ["sets", "won", "lost", "over", "share"], rows: data.layers.map((_, k) => String(k)),
        cell: (r, c) => { const l = data.layers[r]; return c === 4 ? { text: "", style: share(l) } : { text: K.grouped([l.won + l.lost + l.over, l.won, l.lost, l.over][c]) }; } }));
  }

  const top = (data, picture, side) => el("div", { class: "ciw-top" + (data.m >= 5 ? " ciw-stacked" : "") }, el("div", { class: "ciw-pic" }, picture), side);

  function draw(container, data, step, api) {
    const line = data.line, live = data.table ? data.order.length : 0;
    if (step.kind === "settled") {
      container.append(tokens(data, 0), el("p", K.entry(data, 0, open(data, api), { classes: ["ciw-start"], label: "the start" }), el("b", {}, "{} start"), ", total 0, T = " + data.t),
        el("p", {}, data.game === "already-reached" ? "T = 0: the total 0 already reaches it before anyone moves, so the first player wins without a move (LeetCode's rule). No table is needed."
          : "1 + \u2026 + " + data.m + " = " + data.n + " < T = " + data.t + ": even with every number taken no one reaches T, so the first player cannot force it. No table is needed."));
      return "The answer is " + data.wins + ", settled without the DP.";
    }
    if (step.kind === "over") {
      container.append(top(data, [lattice(data, api, { known: (key) => data.table[key].over, now: null, path: 0 }), K.legend([["over", "over: T reached"], ["unknown", "not yet filled"]])],
        el("div", { class: "kit-choices" }, el("p", {}, el("b", {}, "Reading a box: "), "the numbers taken and their total; once filled, whether the player to move wins or loses, " +
          "in how many moves on the line of play, and the numbers that win. A box reads the boxes one number further down: the DP fills the table bottom up. Click a box, or reach it with Tab, for its choices."))));
      return "The table has 2^" + data.m + " = " + data.table.length + " sets of taken numbers, {} at the top. " + data.table.filter((row) => row.over).length +
        " are over: their total already reaches T = " + data.t + ". The DP fills the other " + live + " in the order of F, the free set, as a number: the sets with the most taken come first.";
    }
    if (step.kind === "fill") {
      const done = new Set(data.order.slice(0, step.index + 1)), set = data.table[step.key], free = all(data) - step.key;
      container.append(top(data, [lattice(data, api, { known: (key) => data.table[key].over || done.has(key), now: step.key, reads: true, path: 0 }),
        K.legend([["now", "being filled"], ["read", "read by it (blue ring)"], ["best", "a winning number"], ["won", "won"], ["lost", "lost"], ["over", "over"], ["unknown", "not yet filled"]])], candidates(data, set)));
      return "Fill " + (step.index + 1) + " of " + live + ": " + setText(step.key) + " taken, F = " + setText(free) + " free (mask " + maskText(free, data.m) +
        "). Each free number leads to a set one row down, already filled: " + outcome(set.wins, set.moves) + (set.wins ? " by " + listText(set.winning) : "") + ".";
    }
    const move = step.move, here = line[move];
    if (data.table) {
      container.append(top(data, [lattice(data, api, { known: () => true, now: here ? here.at.key : null, path: move }),
        K.legend([["now", "the position"], ["alice", "first player's moves"], ["bob", "second player's"], ["won", "won"], ["lost", "lost"], ["over", "over"]])], here ? candidates(data, here.at) : null));
    }
    container.append(el("h3", {}, "The line of play"), K.legend([["alice", "first player"], ["bob", "second player"], ["best", "free and winning here"]]), tokens(data, move), totalBar(data, move));
    if (!data.table) container.append(lineTable(data, api, move), layerChart(data));
    if (!here) {
      const last = line[line.length - 1];
      return "T reached: the " + last.player + " player's " + last.number + " brings the total to " + last.total + " \u2265 " + data.t + " after " +
        K.plural(line.length, "move", "moves") + ". The answer is " + data.wins + (data.wins ? ": the first player forces it." : ": every first move loses.");
    }
    const at = here.at;
    return "Move " + (move + 1) + " of " + line.length + ": the " + here.player + " player, total " + at.total + ", " + (Number(data.t) - at.total) + " to reach, " +
      at.choices.length + " numbers free; winning: " + listText(at.winning) + ". The line takes " + here.number + " (" + outcome(at.wins, at.moves) + ")." + (at.wins ? "" : " Lost: it stalls as long as it can.");
  }

  // The quiz: each fill step (M <= 5) asks whether the set being filled is won for the
  // player to move, reading the sets one number further down; beyond M = 5, each move of
  // the line of play asks it of the position there (the next position on the line is the
  // one of its reads the page draws). The moves count is the cell's, not asked.
  function quiz(data, index) {
    const step = K.plan(data, plan)[index];
    const set = !step ? null : step.kind === "fill" ? data.table[step.key] : step.kind === "play" && !data.table && data.line[step.move] ? data.line[step.move].at : null;
    if (!set) return null;
    const next = step.kind === "play" ? data.line[step.move + 1] : null;
    const reads = step.kind === "fill" ? set.choices.map((c) => String(c.key)) : next ? [String(next.at.key)] : [];
    return { key: String(set.key), what: "win(F) with " + (set.key === 0 ? "nothing" : setText(set.key)) + " taken (F = " + setText(all(data) - set.key) + ")", answer: set.wins ? "win" : "lose", choices: ["win", "lose"],
      shown: outcome(set.wins, set.moves), reads,
      hint: "win(F) is true when some free number reaches T = " + data.t + " or leaves the other player a set they lose, false when every free number leaves them a set they win." };
  }
  // In the quiz, while the entry asked is the student's to compute, what would tell it is
  // hidden too: the winning numbers marked, later positions.
  function whileAsked(hide) {
    if (DPLesson.practice.asking()) hide();
  }
  const hideAll = (container, selector) => container.querySelectorAll(selector).forEach((node) => node.classList.add("quiz-hidden"));

  DPLesson.register({
    quiz,
    // Along the line of play each position reads the next: the quiz starts at the end.
    quizBackward: (data) => !data.table,
    steps(data) { return K.plan(data, plan).length; },
    draw(container, data, index, api) {
      const wrap = el("div", { class: "ciw" });
      container.append(wrap);
      const said = draw(wrap, data, K.plan(data, plan)[index], api);
      const move = K.plan(data, plan)[index].move;
      if (quiz(data, index) && !data.table && DPLesson.frame.current.mode === "quiz") {
        // Beyond M = 5 the quiz runs from the line's end back (quizBackward): the positions
        // before this one are questions to come, so their outcomes and winning numbers, and
        // the whole table's counts, are hidden; those after it, which it reads, are shown.
        wrap.querySelectorAll("tr").forEach((row, r) => {
          if (r === 0 || r >= move + 1) return;
          row.querySelectorAll("td[data-entry]").forEach((cell) => { cell.textContent = "?"; });
          row.querySelectorAll(".ciw-winning").forEach((node) => node.classList.remove("ciw-winning"));
        });
        hideAll(wrap, ".ciw-chart");
      }
      if (quiz(data, index)) {
        // The winning moves of the entry asked, as edges, tokens and numbers free.
        whileAsked(() => {
          wrap.querySelectorAll(".kit-edge-best").forEach((edge) => edge.classList.replace("kit-edge-best", "kit-edge-read"));
          wrap.querySelectorAll(".ciw-winning").forEach((node) => node.classList.remove("ciw-winning"));
        });
      }
      return said;
    },
  });
})();
