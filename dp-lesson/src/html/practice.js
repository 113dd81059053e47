// The practice modes of the lesson page, the same on every page (after shell.js and kit.js):
//
// - quiz: at each step that computes an entry (the problem's quiz(data, step) names it:
//   { key, what, answer, accept, choices, reads, hint, shown }), the entry is hidden with
//   everything that would tell it (the candidates, the best marks, the detail of the
//   entries still to compute, each case's text explain; the step's sentence says what is
//   asked instead); within the entry, the elements of class kit-value when it marks them,
//   else its text. The student types its value (or picks among `choices`), is told right
//   or wrong, may ask for the hint (the entries it reads, ringed) or be shown the answer,
//   and keeps a score: right the first time without a hint, of the entries asked. A typed
//   number is right when it rounds to the answer: to the answer's own decimals, or to the
//   typed ones when there are fewer (but at least two); a chance may be typed as a
//   percentage. The questions follow the steps, or run from the last step back when the
//   problem's quizBackward(data) says so (a line of play, each entry reading the next).
// - play: the case's game (the JSON island `case-game`, dp-cli's GameGraph: the same
//   Decisions that `NAME play` plays) against the optimal player, chance drawn at random;
//   after each choice every option with its value and what the choice cost; at the end
//   the decisions, the total and mean cost, the biggest mistakes first. A game larger than
//   the page holds is played as far as it goes, then the page says how to play on.
//
// The mode is in the deep link (#...&mode=quiz), so `serve` keeps it across a new solve.
// A page that writes an entry's value somewhere of its own (a total, a header) asks
// DPLesson.practice.asking() while drawing: true while the step's entry is the student's
// to compute, and then leaves it out.
(function () {
  "use strict";
  const { el } = DPLesson.parts;
  const frame = DPLesson.frame;
  const K = DPLesson.kit;
  const root = document.documentElement;
  const name = () => (document.querySelector("header h1") || {}).textContent || "this solver";
  const games = frame.sections.map((section) => {
    const island = section.querySelector(".case-game");
    return island ? JSON.parse(island.textContent) : null;
  });
  const scores = new Map(); // case index -> the quiz's score and answers
  const plays = new Map(); // case index -> the game being played
  let bar = null, panel = null, feedback = { step: -1, text: "", verdict: "" };

  // ---- shared ---------------------------------------------------------------------------

  function quizOf(data, step) {
    const drawer = frame.drawer;
    if (!drawer || !drawer.quiz || data === null || data === undefined) return null;
    return drawer.quiz(data, step) || null;
  }
  // The quiz item of every step of a case (null where no entry is computed).
  const itemCache = new Map();
  function items(index) {
    if (!itemCache.has(index)) {
      const data = frame.cases[index];
      const steps = data === null || data === undefined || !frame.drawer ? 0 : Math.max(1, frame.drawer.steps(data) | 0);
      itemCache.set(index, Array.from({ length: steps }, (_, step) => quizOf(data, step)));
    }
    return itemCache.get(index);
  }

  function ensure() {
    if (bar) return;
    bar = el("div", { class: "modes", role: "group", "aria-label": "mode" },
      ["explore", "quiz", "play"].map((mode) => el("button", { type: "button", "data-mode": mode,
        onclick: () => frame.setMode(mode) }, mode)));
    panel = el("div", { id: "practice", "aria-live": "polite" });
    document.querySelector(".controls").before(bar);
    document.querySelector(".controls").after(panel);
    // In the quiz, the entries not yet computed by the student do not open, by a click or
    // by the keys that open an entry (caught before the entry's own handlers).
    const refuse = (event) => {
      if (frame.current.mode !== "quiz") return;
      if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
      const node = event.target.closest && event.target.closest("[data-entry]");
      if (!node) return;
      const hidden = hiddenKeys(frame.current.index, frame.current.step);
      if (hidden.has(node.getAttribute("data-entry"))) {
        event.stopPropagation();
        event.preventDefault();
        say("That entry is not computed yet: it is yours to compute.", "refused");
      }
    };
    document.getElementById("drawing").addEventListener("click", refuse, true);
    document.getElementById("drawing").addEventListener("keydown", refuse, true);
  }

  function say(text, verdict) {
    feedback = { step: frame.current.step, text, verdict };
    const line = document.getElementById("practice-feedback");
    if (line) { line.textContent = text; line.setAttribute("data-verdict", verdict); }
  }
  function feedbackLine() {
    const mine = feedback.step === frame.current.step;
    return el("p", { id: "practice-feedback", class: "practice-feedback", "data-verdict": mine ? feedback.verdict : "" },
      mine ? feedback.text : "");
  }

  function drawn(current, data, changedCase) {
    ensure();
    if (changedCase) feedback = { step: -1, text: "", verdict: "" };
    const canQuiz = items(current.index).some(Boolean);
    const canPlay = !!games[current.index];
    bar.querySelectorAll("button").forEach((button) => {
      const mode = button.getAttribute("data-mode");
      button.setAttribute("aria-pressed", String(mode === current.mode));
      button.disabled = (mode === "quiz" && !canQuiz) || (mode === "play" && !canPlay);
      button.title = button.disabled ? (mode === "quiz" ? "this case computes no entry" : "this case has no game to play") : "";
    });
    // A mode this case cannot have shows it explored.
    const mode = (current.mode === "quiz" && !canQuiz) || (current.mode === "play" && !canPlay) ? "explore" : current.mode;
    root.dataset.mode = mode;
    panel.replaceChildren();
    if (mode === "quiz") quiz(current, data);
    else if (mode === "play") play(current.index);
  }

  // ---- quiz -----------------------------------------------------------------------------

  function scoreOf(index) {
    if (!scores.has(index)) scores.set(index, { asked: 0, right: 0, answered: new Map(), tries: new Map(), hinted: new Set() });
    return scores.get(index);
  }
  // Whether the quiz of a case runs from its last step back (quizBackward(data) of the
  // problem: a line of play, whose entries each read the next position's).
  function backward(index) {
    const drawer = frame.drawer, data = frame.cases[index];
    return !!(drawer && drawer.quizBackward && data !== null && data !== undefined && drawer.quizBackward(data));
  }
  // Whether step s comes at or after `step` in the quiz's order.
  const notBefore = (index, s, step) => (backward(index) ? s <= step : s >= step);
  // The keys of the entries the student has yet to compute, from this step on in the
  // quiz's order, but for those the entry asked now reads (they open, and the hint rings
  // them).
  function hiddenKeys(index, step) {
    const score = scoreOf(index), keys = new Set(), now = items(index)[step];
    items(index).forEach((item, s) => {
      if (item && notBefore(index, s, step) && !score.answered.has(s)) keys.add(String(item.key));
    });
    if (now) (now.reads || []).forEach((key) => { if (String(key) !== String(now.key)) keys.delete(String(key)); });
    return keys;
  }
  function norm(text) {
    return String(text).trim().toLowerCase().replace(/\u2212/g, "-").replace(/[\s,]/g, "");
  }
  function decimals(text) {
    const match = /\.(\d+)/.exec(text);
    return match ? match[1].length : 0;
  }
  // Whether `typed` is the answer: the same words, or a number that rounds to it.
  function same(typed, item) {
    const wanted = [item.answer].concat(item.accept || []).map(norm);
    const mine = norm(typed);
    if (mine === "") return false;
    if (wanted.includes(mine)) return true;
    // A chance typed as a percentage counts as its fraction: 58.9% for 0.589314.
    const scale = (text) => (text.endsWith("%") ? 2 : 0);
    const a = Number(wanted[0].replace(/%$/, "")) / Math.pow(10, scale(wanted[0]));
    const t = Number(mine.replace(/%$/, "")) / Math.pow(10, scale(mine));
    if (!Number.isFinite(a) || !Number.isFinite(t) || /[^0-9.eE+%-]/.test(mine)) return false;
    const places = Math.min(decimals(wanted[0]) + scale(wanted[0]), Math.max(decimals(mine) + scale(mine), 2));
    return Math.abs(a - t) <= 0.5 * Math.pow(10, -places) * (1 + 1e-9);
  }

  function mask(item) {
    const drawing = document.getElementById("drawing");
    const nodes = Array.from(drawing.querySelectorAll("[data-entry]")).filter((node) => node.getAttribute("data-entry") === String(item.key));
    const now = nodes.filter((node) => node.classList.contains("kit-now"));
    (now.length ? now : nodes).forEach((node) => {
      node.setAttribute("data-quiz", "asked");
      node.classList.add("quiz-asked");
      const texts = Array.from(node.querySelectorAll("text"));
      const values = Array.from(node.querySelectorAll(".kit-value"));
      // A node that marks its value (class kit-value) hides that alone; one of several
      // lines (a lattice node) keeps its first, which names it.
      if (values.length) values.forEach((value) => { value.textContent = "?"; });
      else if (texts.length > 1) texts.slice(1).forEach((text) => { text.textContent = "?"; });
      else if (texts.length === 1) texts[0].textContent = "?";
      else node.textContent = "?";
      node.querySelectorAll("title").forEach((title) => { title.textContent = item.what + " = ?"; });
      if (node.hasAttribute("title")) node.setAttribute("title", item.what + " = ?");
    });
    // What would tell the answer: the step's sentence, the candidates, the best marks.
    document.getElementById("step-text").textContent = "This step computes " + item.what + ": yours to work out.";
    drawing.querySelectorAll(".kit-choices, .kit-verdict").forEach((node) => node.classList.add("quiz-hidden"));
    drawing.querySelectorAll(".kit-best, .is-best, .kit-arc-best").forEach((node) => node.classList.remove("kit-best", "is-best", "kit-arc-best"));
    document.getElementById("detail").replaceChildren(el("p", { class: "kit-muted" }, "Work out " + item.what + " yourself: click any entry already computed for what it holds, or ask for the hint."));
  }

  function hint(item, step, index) {
    scoreOf(index).hinted.add(step);
    const keys = new Set((item.reads || []).map(String));
    document.querySelectorAll("#drawing [data-entry]").forEach((node) => {
      if (keys.has(node.getAttribute("data-entry"))) node.classList.add("quiz-hint");
    });
    say((item.hint ? item.hint + " " : "") + (keys.size ? "It reads the " + K.plural(keys.size, "entry", "entries") + " ringed." : ""), "hint");
  }

  function answer(item, step, index, typed) {
    const score = scoreOf(index);
    const tries = (score.tries.get(step) || 0) + 1;
    score.tries.set(step, tries);
    if (!same(typed, item)) {
      say("Not " + String(typed).trim() + ". Try again, ask for a hint, or show the answer.", "wrong");
      return;
    }
    score.asked += 1;
    if (tries === 1 && !score.hinted.has(step)) score.right += 1;
    score.answered.set(step, "right");
    say("Right: " + item.what + " = " + item.answer + ".", "right");
    document.getElementById("detail").replaceChildren();
    frame.show(index, step);
  }

  function reveal(item, step, index) {
    const score = scoreOf(index);
    score.asked += 1;
    score.answered.set(step, "shown");
    say(item.what + " = " + item.answer + ".", "shown");
    document.getElementById("detail").replaceChildren();
    frame.show(index, step);
  }

  function nextQuestion(index, step) {
    const list = items(index), score = scoreOf(index), n = list.length;
    // The steps in the quiz's order, starting after this one and wrapping round.
    const order = Array.from({ length: n }, (_, k) => (backward(index) ? (step - 1 - k + 2 * n) % n : (step + 1 + k) % n));
    for (const s of order) {
      if (list[s] && !score.answered.has(s)) { frame.show(index, s); return; }
    }
    say("Every entry of this case is computed: " + scoreText(score) + ".", "done");
  }

  function scoreText(score) {
    return score.right + " right the first time of " + K.plural(score.asked, "entry", "entries") + " asked";
  }

  function quiz(current, data) {
    const { index, step } = current, item = quizOf(data, step), score = scoreOf(index);
    const next = el("button", { type: "button", class: "practice-next", onclick: () => nextQuestion(index, step) }, "next question \u25b6");
    const scoreLine = el("p", { class: "practice-score", "data-right": String(score.right), "data-asked": String(score.asked) }, "Score: " + scoreText(score) + ".");
    if (!item) {
      panel.append(el("p", {}, "No entry is computed at this step."), next, feedbackLine(), scoreLine);
      return;
    }
    if (score.answered.has(step)) {
      panel.append(el("p", {}, (score.answered.get(step) === "right" ? "\u2713 " : "") + item.what + " = " + item.answer + "."), next, feedbackLine(), scoreLine);
      return;
    }
    mask(item);
    const ask = el("p", { class: "practice-ask" }, "Your turn: what is ", el("b", {}, item.what), "?");
    let entry;
    if (item.choices && item.choices.length) {
      entry = el("p", { class: "practice-choices" }, item.choices.map((choice) =>
        el("button", { type: "button", "data-choice": choice, onclick: () => answer(item, step, index, choice) }, choice)));
    } else {
      const box = el("input", { id: "practice-answer", type: "text", inputmode: "decimal", autocomplete: "off", "aria-label": "your value of " + item.what,
        onkeydown: (event) => { if (event.key === "Enter") { event.preventDefault(); answer(item, step, index, box.value); } } });
      entry = el("p", { class: "practice-entry" }, box,
        el("button", { type: "button", id: "practice-check", onclick: () => answer(item, step, index, box.value) }, "check"));
    }
    panel.append(ask, entry, el("p", {},
      el("button", { type: "button", id: "practice-hint", onclick: () => hint(item, step, index) }, "hint"),
      el("button", { type: "button", id: "practice-show", onclick: () => reveal(item, step, index) }, "show the answer"), next),
    feedbackLine(), scoreLine);
    if (scoreOf(index).hinted.has(step)) hint(item, step, index);
  }

  // ---- play -----------------------------------------------------------------------------

  function amount(game, value) {
    if (game.percent) return (100 * value).toFixed(3) + "%";
    if (Number.isInteger(value)) return String(value);
    return value.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
  }

  function newGame(index, side) {
    const game = games[index];
    const state = { side, at: 0, log: [], decisions: [], last: null, end: null };
    plays.set(index, state);
    advance(game, state);
    return state;
  }

  // Moves on through chance and the optimal player's turns to the student's next choice.
  function advance(game, state) {
    for (;;) {
      const node = game.nodes[state.at];
      if (node.turn === "over") { state.end = { result: node.result }; return; }
      if (node.turn === "chance") {
        const total = node.chances.reduce((sum, c) => sum + c.weight, 0);
        let draw = Math.random() * total, k = 0;
        while (k < node.chances.length - 1 && draw >= node.chances[k].weight) { draw -= node.chances[k].weight; k += 1; }
        const outcome = node.chances[k];
        state.log.push({ who: "chance", text: "Chance: " + outcome.what });
        if (outcome.next === undefined || outcome.next === null) { state.end = { beyond: true }; return; }
        state.at = outcome.next;
        continue;
      }
      // The optimal player's move, or a move with no alternative (no decision: as in
      // `NAME play`, it is made for the student).
      const forced = node.options.length === 1;
      if (game.players.length === 2 && node.mover !== state.side || forced) {
        const best = node.options[node.best];
        const who = game.players[game.players.length === 2 ? node.mover : 0];
        const mine = game.players.length === 1 || node.mover === state.side;
        state.log.push({ who, text: (mine ? "You" : who) + ": " + best.name + (forced ? " (the only move)" : "") });
        if (best.next === undefined || best.next === null) { state.end = { beyond: true }; return; }
        state.at = best.next;
        continue;
      }
      return;
    }
  }

  function choose(game, state, k) {
    const node = game.nodes[state.at], option = node.options[k], best = node.options[node.best];
    const decision = { number: state.decisions.length + 1, position: node.show, node, chosen: k, cost: option.cost };
    state.decisions.push(decision);
    state.last = decision;
    const who = game.players[game.players.length === 2 ? state.side : 0];
    state.log.push({ who, text: "You: " + option.name + (option.cost > 0 ? " (cost " + option.cost_text + "; best: " + best.name + ")" : " (best)") });
    if (option.next === undefined || option.next === null) { state.end = { beyond: true }; return; }
    state.at = option.next;
    advance(game, state);
  }

  function priced(game, decision) {
    const node = decision.node, option = node.options[decision.chosen];
    return el("div", { class: "practice-priced" }, K.choices({
      lead: "At " + decision.position + ":",
      heads: ["option", "value", "cost"],
      rows: node.options.map((o, k) => ({ best: k === node.best, cells: [k === decision.chosen ? el("b", {}, o.name + " \u2190 yours") : o.name, o.worth, o.cost_text] })),
      verdict: option.cost > 0 ? "Your choice cost " + option.cost_text + ", in " + game.unit + "." : "Your choice was the best.",
    }));
  }

  function summary(game, state) {
    const total = state.decisions.reduce((sum, d) => sum + d.cost, 0);
    const mean = state.decisions.length ? total / state.decisions.length : 0;
    const mistakes = state.decisions.filter((d) => d.cost > 0).sort((a, b) => b.cost - a.cost || a.number - b.number).slice(0, 5);
    panel.dataset.totalCost = String(total);
    return el("div", { class: "practice-summary" },
      el("p", {}, el("b", {}, K.plural(state.decisions.length, "decision", "decisions") + ", total cost " + amount(game, total) + ", mean cost " + amount(game, mean) + " a decision"), ", in " + game.unit + "."),
      mistakes.length ? el("div", {}, el("p", {}, "The biggest mistakes first:"), el("ol", {}, mistakes.map((d) => {
        const node = d.node;
        return el("li", {}, "decision " + d.number + ", at " + d.position + ": " + node.options[d.chosen].name + " instead of " + node.options[node.best].name + ", cost " + node.options[d.chosen].cost_text);
      }))) : el("p", {}, state.decisions.length ? "Every choice was the best." : "No choice was yours to make: every move was forced or the other player's."));
  }

  function play(index) {
    const game = games[index];
    let state = plays.get(index);
    if (!state) state = newGame(index, 0);
    const two = game.players.length === 2;
    const head = el("p", { class: "practice-ask" }, two
      ? "You play " + game.players[state.side] + " against the optimal player; the DP prices each choice, in " + game.unit + ". "
      : "You make every choice; the DP prices each, in " + game.unit + ". ",
    two ? el("button", { type: "button", id: "practice-side", onclick: () => { newGame(index, 1 - state.side); frame.show(index, frame.current.step); } },
      "play " + game.players[1 - state.side] + " instead") : null,
    el("button", { type: "button", id: "practice-new", onclick: () => { newGame(index, state.side); frame.show(index, frame.current.step); } }, "new game"));
    panel.append(head);
    panel.dataset.decisions = String(state.decisions.length);
    panel.dataset.at = state.end ? "" : String(state.at);
    panel.dataset.over = state.end ? (state.end.beyond ? "beyond" : "over") : "";
    if (state.last) panel.append(priced(game, state.last));
    if (state.end) {
      panel.append(el("p", { class: "practice-result" }, state.end.beyond
        ? "The game goes on beyond what this page holds: play it whole in a terminal, " + name() + " play FILE --case " + (index + 1) + (two && state.side === 1 ? " --second" : "") + "."
        : state.end.result));
      panel.append(summary(game, state));
    } else {
      const node = game.nodes[state.at];
      panel.append(el("pre", { class: "practice-board" }, node.board || node.show),
        el("p", {}, "Your move" + (two ? " (" + game.players[state.side] + ")" : "") + ":"),
        el("p", { class: "practice-options" }, node.options.map((option, k) =>
          el("button", { type: "button", "data-option": String(k), onclick: () => { choose(game, state, k); frame.show(index, frame.current.step); } }, option.name))));
    }
    if (state.log.length) panel.append(el("h3", {}, "The game so far"), K.play(state.log.map((move, k) => ({ who: move.who, text: move.text, now: k === state.log.length - 1 }))));
  }

  // Whether the entry of the step being drawn is the student's to compute.
  function asking() {
    const current = frame.current;
    if (current.mode !== "quiz") return false;
    return !!items(current.index)[current.step] && !scoreOf(current.index).answered.has(current.step);
  }

  DPLesson.practice = { drawn, asking };
})();
