// yahtzee's lesson page (UVa 10149): arranges the kit's parts (dp-lesson's kit.js) from
// the data of src/page.rs. The 13 × 13 score matrix (rolls × categories) is the kit's 2-D
// table as a heat map, the rolls the kit's dice. Step k fills the k-th category along the
// best path: S is the set of rolls of the first k categories, f(S) = max over rolls r in S
// of f(S − r) + score(r, category k); the roll kept is ringed, f is written under its
// column, and its own drawing, the upper-section sum, grows against 63 until the bonus
// lands at the sixth. A cell (key "r<roll>c<category>") or an f ("s<k>") opens the
// candidates of that step.
(function () {
  "use strict";
  const K = DPLesson.kit, { el, svg } = DPLesson.parts;
  const SHORT = ["1s", "2s", "3s", "4s", "5s", "6s", "ch", "3k", "4k", "5k", "ss", "ls", "fh"];
  const NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes", "chance", "three of a kind",
    "four of a kind", "five of a kind", "short straight", "long straight", "full house"];
  const UPPER = 6, DIE = 20;

  const pathSet = (data, k) => data.assignment.slice(0, k).sort((a, b) => a - b);
  const heat = (score) => score === 0 ? null : "background:hsl(" + (38 - 12 * Math.min(1, score / 50)) + ",95%," + (94 - 38 * Math.min(1, score / 50)) + "%)";
  const upperSum = (data, k) => data.assignment.slice(0, Math.min(k, UPPER)).reduce((sum, roll, c) => sum + data.scores[roll - 1][c], 0);

  // The candidates of step k, the roll of a clicked cell marked.
  function candidates(data, k, focus) {
    const c = k - 1, rows = data.candidates[c], kept = data.assignment[c];
    const best = Math.max(...rows.map(([, before, score]) => before + score)), ties = rows.filter(([, b, s]) => b + s === best).length;
    return el("div", { class: "yz-detail" }, el("h3", {}, "Category " + k + " of 13: " + NAMES[c]),
      el("p", {}, "S = the rolls of the first " + k + " categories on the best path: {" + pathSet(data, k).join(", ") + "}"),
      el("p", { class: "yz-formula" }, "f(S) = max over r in S of f(S \u2212 r) + score(r, " + NAMES[c] + ")" + (k === UPPER ? ", then + " + data.bonus_points + " if that is " + data.threshold + " or more" : "")),
      K.choices({
        heads: ["r", "dice", "f(S\u2212r)", "score", "sum"],
        rows: rows.map(([roll, before, score]) => ({ best: roll === kept,
          cells: [roll === focus ? el("b", { class: "yz-focus" }, roll + " \u25b6") : String(roll), K.dice(data.rolls[roll - 1], { size: 16 }), String(before), String(score), String(before + score)] })),
        note: (ties > 1 ? K.plural(ties, "roll reaches", "rolls reach") + " " + best + "; the DP keeps the lowest-numbered, " + kept + ". " : "") +
          "f(S \u2212 r) is the best score of the first " + c + " categories with the other rolls of S: each row reads another entry of the table of f, which the DP filled for every set of rolls.",
        verdict: k !== UPPER ? "f(S) = " + data.f[k - 1] + " + " + (data.f[k] - data.f[k - 1]) + " = " + data.f[k] + (k === 13 ? ": the answer, f(all 13 rolls)." : ".")
          : data.f[k] > best ? "The bonus lands: " + best + " \u2265 " + data.threshold + ", so f(S) = " + best + " + " + (data.f[k] - best) + " = " + data.f[k] + "."
            : "No bonus: " + best + " < " + data.threshold + ", so f(S) = " + data.f[k] + ".",
      }));
  }
  function opener(data, api) {
    return (key) => {
      if (key[0] === "s") { api.detail(candidates(data, Number(key.slice(1)), null)); return; }
      const [roll, c] = key.slice(1).split("c").map(Number).map((v, i) => i ? v - 1 : v), placed = data.assignment.indexOf(roll);
      // While the quiz asks for f of this cell's step, the cell tells its score alone.
      if (DPLesson.practice.asking() && c === DPLesson.frame.current.step - 1) {
        api.detail(el("p", { class: "yz-cell-head" }, "Roll " + roll + " ", K.dice(data.rolls[roll - 1], { size: DIE }), " in " + NAMES[c] + " scores " + data.scores[roll - 1][c] + "."));
        return;
      }
      api.detail(el("div", {}, el("p", { class: "yz-cell-head" }, "Roll " + roll + " ", K.dice(data.rolls[roll - 1], { size: DIE }), " in " + NAMES[c] + " scores " + data.scores[roll - 1][c] + "."),
        el("p", {}, placed === c ? "The best assignment puts it here." : "The best assignment puts it in " + NAMES[placed] + " (category " + (placed + 1) + ")" +
          (pathSet(data, c + 1).includes(roll) ? "; for " + NAMES[c] + " it is one of the candidates." : "; it is not in the S of " + NAMES[c] + ", so this cell is no candidate there.")),
        candidates(data, c + 1, roll)));
    };
  }

  // The matrix: a row a roll (its dice first), a column a category, f under the columns.
  function matrix(data, api, k) {
    const current = k - 1, set = new Set(pathSet(data, k)), open = opener(data, api);
    return K.grid({
      corner: "roll", cols: ["dice"].concat(SHORT.map((name, c) => el("span", { title: NAMES[c], class: [c < UPPER ? "yz-upper" : null, c === current ? "yz-head-now" : null].filter(Boolean).join(" ") || null }, name)), ["placed in"]),
      rows: data.rolls.map((_, r) => String(r + 1)).concat(["f"]),
      cell(r, col) {
        const c = col - 1;
        if (r === 13) {
          if (c < 0 || c >= 13 || c >= k) return null;
          return { text: String(data.f[c + 1]), state: c === current ? "now" : null, title: "f(S) with the rolls of the first " + (c + 1) + " categories",
            attributes: K.entry(data, "s" + (c + 1), open, { classes: ["yz-f", c + 1 === UPPER && data.bonus > 0 ? "yz-bonus" : null] }) };
        }
        const roll = r + 1, placed = data.assignment.indexOf(roll), done = placed < k && placed !== current;
        if (c < 0) return { text: K.dice(data.rolls[r], { size: DIE }), attributes: { class: done ? "yz-done" : null } };
        if (c === 13) return { text: placed < k ? SHORT[placed] : "", attributes: { class: "yz-placed" } };
        const score = data.scores[r][c];
        return { text: el("span", {}, String(score)), style: heat(score), title: NAMES[c] + ": roll " + roll + " scores " + score,
          attributes: K.entry(data, "r" + roll + "c" + (c + 1), open, { label: "roll " + roll + " in " + NAMES[c], classes: ["yz-cell", c === UPPER - 1 ? "yz-upper-end" : null,
            score === 0 ? "yz-zero" : null, placed === c && c < k ? (c === current ? "yz-ring yz-ring-now" : "yz-ring") : null, c === current ? (set.has(roll) ? "yz-cand" : "yz-out") : null] }) };
      },
    });
  }

  // The upper-section sum against the threshold: its own drawing.
  function upperBar(data, k) {
    const sum = upperSum(data, k), width = 420, x = (value) => 4 + (value / Math.max(105, data.upper + 5)) * (width - 8), reached = sum >= data.threshold, done = k >= UPPER;
    return el("div", { class: "yz-upper-box" },
      svg("svg", { class: "yz-bar", width, height: 46, viewBox: "0 0 " + width + " 46", role: "img", "aria-label": "the upper sum against " + data.threshold },
        svg("rect", { x: 4, y: 8, width: width - 8, height: 16, rx: 3, class: "yz-bar-back" }), svg("rect", { x: 4, y: 8, width: x(sum) - 4, height: 16, rx: 3, class: reached ? "yz-bar-good" : "yz-bar-fill" }),
        svg("line", { x1: x(data.threshold), x2: x(data.threshold), y1: 3, y2: 29, class: "yz-bar-mark" }),
        svg("text", { x: x(data.threshold), y: 42, "text-anchor": "middle", class: "yz-bar-text" }, String(data.threshold)), svg("text", { x: 4, y: 42, class: "yz-bar-text" }, "0")),
      DPLesson.practice.asking() && k <= UPPER ? el("span", {}, "upper sum: yours to work out") : el("span", { class: done && reached ? "yz-good" : null }, done ? "upper sum " + sum + (reached ? " \u2265 " : " < ") + data.threshold + (reached ? ": bonus " + data.bonus_points : ": no bonus")
        : "upper sum so far " + sum + " (after " + Math.min(k, UPPER) + " of 6)"),
      k === 13 && !DPLesson.practice.asking() ? el("b", {}, "total " + data.total + " = " + data.assignment.reduce((a, roll, c) => a + data.scores[roll - 1][c], 0) + " + bonus " + data.bonus) : null);
  }

  function said(data, k) {
    if (k === 0) return "What each roll scores in each category. The DP gives the 13 rolls to the 13 categories, filled in this order: f(S) is the best score of the first |S| categories with the rolls of S.";
    const c = k - 1, roll = data.assignment[c], score = data.scores[roll - 1][c], sum = data.f[k - 1] + score;
    return "Category " + k + " of 13: " + NAMES[c] + " takes roll " + roll + " (" + score + "), the best of the " + k + " rolls of S: f(S) = f(S \u2212 " + roll + ") + " + score +
      (k !== UPPER ? " = " + data.f[k] + (k === 13 ? ": the best total." : ".") : data.bonus > 0 ? " = " + sum + " \u2265 " + data.threshold + ", plus the bonus: f = " + data.f[k] + "."
        : " = " + sum + " < " + data.threshold + ": no bonus, f = " + data.f[k] + ".");
  }

  DPLesson.register({
    steps() { return 14; },
    // The quiz: step k asks for f(S) of the first k categories, which reads each roll of
    // S scored in category k (and f(S - r), filled by the DP for every set).
    quiz(data, k) {
      if (k < 1 || k > 13) return null;
      const c = k - 1;
      return { key: "s" + k, what: "f(S), S the rolls of the " + (k === 1 ? "first category" : "first " + k + " categories"), answer: String(data.f[k]),
        reads: data.candidates[c].map(([roll]) => "r" + roll + "c" + k),
        hint: "f(S) = the largest, over the rolls r of S (ringed), of f(S \u2212 r), the best of the first " + c + " categories with the other rolls, plus what r scores in " + NAMES[c] +
          (k === UPPER ? "; then + " + data.bonus_points + " if that is " + data.threshold + " or more." : ".") };
    },
    draw(container, data, k, api) {
      container.append(K.legend([["now", "the category being filled"], ["cand", "its candidates: the rolls of S"], ["ring", "the roll each category keeps"]]),
        el("p", { class: "kit-muted" }, "Columns 1s to 6s are the upper section: bonus " + data.bonus_points + " at " + data.threshold + "; the others the lower section. Open a cell or an f for its step's candidates."),
        el("div", { class: "yz-scroll" }, matrix(data, api, k)), upperBar(data, k));
      // The panel follows the step (an entry opens another step's candidates until the next step).
      {
        api.detail(k > 0 ? candidates(data, k, null) : el("div", { class: "yz-detail" }, el("h3", {}, "The recurrence"),
          el("p", { class: "yz-formula" }, "f(\u2205) = 0; f(S) = max over r in S of f(S \u2212 r) + score(r, category |S|)"),
          el("p", {}, "When |S| = 6 the upper section is complete: + " + data.bonus_points + " if f(S) \u2265 " + data.threshold + "."),
          el("p", {}, data.strict_full_house ? "Full house (--strict-full-house): five equal dice do not count." : "Full house: five equal dice count too."),
          el("p", { class: "kit-muted" }, "Step through the 13 categories, or click a cell for the candidates of its step.")));
      }
      return said(data, k);
    },
  });
})();
