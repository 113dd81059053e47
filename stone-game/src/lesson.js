// stone-game's lesson page: arranges the kit's parts (dp-lesson's kit.js) from the data of
// src/page.rs. The piles stand over their f row (a 1-D table); f(i) is keyed by its
// position i and pile i by "v" and i: opening either lists f(i)'s candidates in the detail
// panel.
//
// Steps: the f row before the fill (f(n) = 0; for a long line, the entries beyond the
// first piles already filled), then one step per entry filled, right to left, with the
// entries it reads and its candidates, then the line of play over the piles, move by
// move, with both running scores. A long line shows its first piles only.
(function () {
  "use strict";
  const K = DPLesson.kit, { el } = DPLesson.parts;

  function plan(data) {
    const steps = [{ kind: "start" }];
    for (let i = data.piles - 1; i >= 0; i -= 1) steps.push({ kind: "fill", i });
    for (let m = 1; m <= data.line.length; m += 1) steps.push({ kind: "play", moves: m });
    return steps;
  }
  function fOf(data, i) { return i === data.n ? "0" : i < data.f.length ? data.f[i] : null; }
  function signed(text) { return text.startsWith("-") ? "\u2212" + K.short(text.slice(1)) : "+" + K.short(text); }

  // The candidates of f(i), written out (compact in the detail panel).
  function candidates(data, i, compact) {
    const row = data.rows[i];
    if (i === data.n) return K.choices({ lead: "f(" + i + ") = 0: no piles left, so no move and no lead. The fill starts here.", heads: [], rows: [] });
    if (!row) {
      return K.choices({ heads: [], rows: [], lead: "f(" + i + ") = " + fOf(data, i) + ": filled before the first " + data.piles +
        " piles, which this page steps through. Run explain on this case for the last rows of the table." });
    }
    return K.choices({
      lead: "f(" + i + ") = the largest, over t = 1 to " + row.moves + ", of gain \u2212 f(" + i + " + t):",
      heads: compact ? ["t", "gain", "minus", "lead"] : ["move", "gain", "then the other is ahead by", "lead"],
      rows: row.candidates.map((c) => ({
        best: c.t === row.take,
        cells: [compact ? String(c.t) : "take " + c.t,
          compact ? c.gain : (c.t === 1 ? "v[" + i + "]" : "v[" + i + "] + \u2026 + v[" + (i + c.t - 1) + "]") + " = " + c.gain,
          compact ? "f(" + (i + c.t) + ") = " + c.next : "\u2212 f(" + (i + c.t) + ") = " + c.next, el("b", {}, c.value)],
      })),
      note: row.moves > row.candidates.length ? "Takes up to " + row.moves + " are allowed here; the table lists t = 1 to " +
        Math.min(row.moves, 4) + " and the best take." : null,
      verdict: "f(" + i + ") = " + row.f + ": take " + K.plural(row.take, "pile", "piles") +
        (compact ? "" : " (among equal leads, the smallest take)"),
    });
  }

  function open(data, api) {
    return (key) => {
      const i = Number(String(key).replace(/^v/, "")), fill = i < data.piles ? data.piles - i : -1;
      api.detail(el("div", {}, candidates(data, i, true), fill < 0 ? null :
        el("p", {}, el("button", { type: "button", onclick: () => api.go(fill) }, "the step that fills f(" + i + ")"))));
    };
  }

  // The piles over the f row. view: { known(i), now, best, taken(i) -> "alice" | "bob" | null }
  function table(data, api, view) {
    const drawn = data.values.length, hasN = data.f.length > drawn;
    const columns = [];
    for (let i = 0; i < drawn; i += 1) columns.push({ i, label: String(i) });
    columns.push({ i: data.n, label: "n=" + data.n, gapBefore: !hasN && data.n > drawn ? (data.n - drawn) + " more" : null });
    const row = view.now !== null ? data.rows[view.now] : null;
    const arcs = row ? row.candidates.map((c) => ({ from: view.now, to: Math.min(view.now + c.t, drawn), label: "t=" + c.t, best: c.t === row.take })) : [];
    const reads = new Set(arcs.map((arc) => arc.to));
    const openIt = open(data, api);
    return K.row({
      labels: ["v[i]", "f(i)"], columns, arcs: view.play ? [] : arcs,
      cells(r, c) {
        const i = columns[c].i, beyond = i >= data.piles && i < data.n ? "beyond" : null;
        const label = (r === 0 ? "pile " : "f of ") + i;
        if (r === 0) {
          if (i >= drawn) return null;
          const state = view.taken && view.taken(i) || (i === view.now ? "taking" : beyond);
          return { text: K.short(data.values[i]), title: "v[" + i + "] = " + data.values[i], state,
            attributes: K.entry(data, "v" + i, openIt, { label }) };
        }
        const known = i === data.n || view.known(i);
        const state = !known ? "unknown" : i === view.now ? "now" : row && c === view.now + row.take ? "best" : reads.has(c) ? "read" : beyond;
        return { text: known ? K.short(fOf(data, i)) : "", title: "f(" + i + ") = " + (known ? fOf(data, i) : "not yet computed"),
          state, attributes: K.entry(data, i, openIt, { label, classes: ["kit-strong"] }) };
      },
    });
  }

  function header(data) {
    return el("p", {}, el("b", {}, data.n + " piles, K = " + data.k), ": f(i) = the most the player to move can finish ahead, " +
      "piles i to n\u22121 left; f(i) = the largest, over t = 1 to min(K, n\u2212i), of v[i] + \u2026 + v[i+t\u22121] \u2212 f(i+t)." +
      (data.n > data.piles ? " This page steps through the first " + data.piles + " of the " + data.n + " piles." : ""));
  }
  function verdict(data) {
    return "f(0) = " + data.difference + ": " + (data.winner === "Tie" ? "a tie" : data.winner + " wins") +
      ", Alice " + data.alice + " to Bob " + data.bob + ".";
  }
  const fillLegend = () => K.legend([["now", "being computed"], ["read", "read by it"], ["best", "the best move"], ["unknown", "not yet computed"]]);

  function drawFill(container, data, step, api) {
    if (step.kind === "start") {
      container.append(header(data), fillLegend(), table(data, api, { known: (i) => i >= data.piles, now: null }),
        el("p", { class: "kit-muted" }, "Click any pile or entry, or reach it with Tab, for its candidates."));
      if (data.n > data.piles) {
        return "The DP fills f from i = " + (data.n - 1) + " down to 0; f(" + data.n + ") = 0. The entries from f(" +
          data.piles + ") on are already filled here; step on to fill f(" + (data.piles - 1) + ") to f(0).";
      }
      return "f(" + data.n + ") = 0: no piles left. The DP fills f from i = " + (data.n - 1) + " down to 0, each entry reading the next " +
        (data.n === 1 ? "one" : "ones") + " only.";
    }
    const i = step.i, row = data.rows[i];
    container.append(header(data), fillLegend(), table(data, api, { known: (j) => j >= i, now: i }), candidates(data, i, false));
    return "Step " + (data.piles - i + 1) + ": computing f(" + i + "), reading f(" + (i + 1) + ")" +
      (row.moves > 1 ? " to f(" + (i + row.moves) + ")" : "") + ": the best is to take " + K.plural(row.take, "pile", "piles") +
      ", f(" + i + ") = " + row.f + "." + (i === 0 ? " " + verdict(data) : "");
  }

  function drawPlay(container, data, step, api) {
    const moves = step.moves, m = data.line[moves - 1], owner = {};
    data.line.slice(0, moves).forEach((move, k) => {
      for (let p = move.first; p < move.first + move.take; p += 1) owner[p] = k === moves - 1 ? "taking" : move.player.toLowerCase();
    });
    container.append(header(data),
      table(data, api, { known: () => true, now: m.first, play: true, taken: (i) => owner[i] || null }),
      K.legend([["alice", "taken by Alice"], ["bob", "taken by Bob"], ["taking", "the move being played"]]),
      el("h3", {}, "The optimal line of play, read back from the table"),
      K.play(data.line.slice(0, moves).map((move, k) => ({ who: move.player, now: k === moves - 1,
        text: move.player + " takes piles " + move.first + (move.take > 1 ? " to " + (move.first + move.take - 1) : "") +
          ": " + signed(move.gain) + "; Alice " + move.alice + " : Bob " + move.bob }))));
    const more = data.moves > data.line.length ? " The line goes on for " + K.plural(data.moves - data.line.length, "move", "moves") + " beyond these piles." : "";
    return "Move " + m.number + ": " + m.player + " at pile " + m.first + " takes " + K.plural(m.take, "pile", "piles") +
      " for " + m.gain + " (f(" + m.first + ") = " + data.f[m.first] + "); Alice " + m.alice + ", Bob " + m.bob + "." +
      (moves === data.line.length ? more + " " + verdict(data) : "");
  }

  DPLesson.register({
    steps(data) { return data.rows ? K.plan(data, plan).length : 1; },
    // The quiz: each fill step asks for f(i), which reads f(i + t) for each take t.
    quiz(data, index) {
      const step = data.rows && data.n > 0 ? K.plan(data, plan)[index] : null;
      if (!step || step.kind !== "fill") return null;
      const row = data.rows[step.i];
      return { key: String(step.i), what: "f(" + step.i + ")", answer: row.f,
        reads: row.candidates.map((c) => String(step.i + c.t)),
        hint: "f(" + step.i + ") = the largest, over t = 1 to " + row.moves + ", of v[" + step.i + "] + \u2026 + v[" + step.i + "+t\u22121] \u2212 f(" + step.i + "+t)." };
    },
    draw(container, data, index, api) {
      const wrap = el("div", { class: "sg" });
      container.append(wrap);
      if (data.n === 0 || !data.rows) {
        wrap.append(header(data));
        return "No piles: f(0) = f(n) = 0, a tie, 0 to 0.";
      }
      const step = K.plan(data, plan)[index];
      return step.kind === "play" ? drawPlay(wrap, data, step, api) : drawFill(wrap, data, step, api);
    },
  });
})();
