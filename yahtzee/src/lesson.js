// yahtzee's lesson page (`yahtzee explain --html`, UVa 10149): the 13 × 13 score matrix
// (rolls × categories) as a heat map. Step k fills the k-th category along the best path:
// S is the set of rolls of the first k categories, f(S) = max over rolls r in S of
// f(S − r) + score(r, category k); the roll kept is ringed, f is written under its column,
// the upper-section sum grows against 63 and the bonus lands at the sixth. A click on a
// cell or on an f opens the candidates of that step. The data is lib.rs's lesson_data;
// nothing here solves anything.
(function () {
  "use strict";

  const SHORT = ["1s", "2s", "3s", "4s", "5s", "6s", "ch", "3k", "4k", "5k", "ss", "ls", "fh"];
  const NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes", "chance", "three of a kind",
    "four of a kind", "five of a kind", "short straight", "long straight", "full house"];
  const UPPER = 6;
  const PIPS = {
    1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]], 4: [[1, 1], [3, 1], [1, 3], [3, 3]],
    5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]], 6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
  };

  // The rolls of the first k categories of the path, as a list of rolls (from 1).
  function pathSet(data, k) {
    return data.assignment.slice(0, k).slice().sort((a, b) => a - b);
  }
  const plural = (n, one) => n + " " + (n === 1 ? one : one + "s");
  function categoryOf(data, roll) {
    return data.assignment.indexOf(roll);
  }
  function upperSum(data, k) {
    let sum = 0;
    for (let c = 0; c < Math.min(k, UPPER); c++) sum += data.scores[data.assignment[c] - 1][c];
    return sum;
  }

  function dice(api, faces) {
    const size = 15, gap = 3;
    return api.svg("svg", { class: "yz-dice", width: faces.length * (size + gap), height: size, viewBox: "0 0 " + faces.length * (size + gap) + " " + size, role: "img", "aria-label": faces.join(" ") },
      faces.map((face, i) => api.svg("g", { transform: "translate(" + i * (size + gap) + " 0)" },
        api.svg("rect", { x: 0.5, y: 0.5, width: size - 1, height: size - 1, rx: 2.5, class: "yz-die" }),
        (PIPS[face] || []).map(([x, y]) => api.svg("circle", { cx: x * 3.75, cy: y * 3.75, r: 1.45, class: "yz-pip" })))));
  }

  function heat(score) {
    if (score === 0) return "";
    const t = Math.min(1, score / 50);
    return "background:hsl(" + (38 - 12 * t) + ",95%," + (94 - 38 * t) + "%)";
  }

  // ---- the detail panel: the candidates of one step -----------------------------------

  function candidates(api, data, k, focusRoll) {
    const c = k - 1;
    const rows = data.candidates[c];
    const best = Math.max(...rows.map(([, before, score]) => before + score));
    const kept = data.assignment[c];
    const set = pathSet(data, k);
    const bonus = data.f[k] - best;
    const lines = [
      api.el("h3", {}, "Category " + k + " of 13: " + NAMES[c]),
      api.el("p", {}, "S = the rolls of the first " + k + " categories on the best path: {" + set.join(", ") + "}"),
      api.el("p", { class: "yz-formula" }, "f(S) = max over r in S of f(S \u2212 r) + score(r, " + NAMES[c] + ")" +
        (k === UPPER ? ", then + " + data.bonus_points + " if that is " + data.threshold + " or more" : "")),
    ];
    const table = api.el("table", { class: "lesson yz-candidates" },
      api.el("tr", {}, ["r", "dice", "f(S\u2212r)", "score", "sum", ""].map((h) => api.el("th", {}, h))),
      rows.map(([roll, before, score]) => {
        const sum = before + score;
        const note = roll === kept ? "best" : sum === best ? "as good" : "";
        const classes = [roll === kept ? "is-best" : "", roll === focusRoll ? "is-now" : ""].join(" ");
        return api.el("tr", { class: classes },
          api.el("td", {}, String(roll)),
          api.el("td", { class: "yz-left" }, dice(api, data.rolls[roll - 1])),
          api.el("td", {}, String(before)),
          api.el("td", {}, String(score)),
          api.el("td", {}, String(sum)),
          api.el("td", { class: "yz-left yz-note" }, note));
      }));
    lines.push(table);
    const ties = rows.filter(([, before, score]) => before + score === best).length;
    if (ties > 1) lines.push(api.el("p", { class: "yz-muted" }, plural(ties, "roll") + " reach " + best + "; the DP keeps the lowest-numbered, " + kept + "."));
    if (k === UPPER) {
      lines.push(api.el("p", { class: "yz-verdict" }, bonus > 0
        ? "The bonus lands: " + best + " \u2265 " + data.threshold + ", so f(S) = " + best + " + " + bonus + " = " + data.f[k] + "."
        : "No bonus: " + best + " < " + data.threshold + ", so f(S) = " + data.f[k] + "."));
    } else {
      lines.push(api.el("p", { class: "yz-verdict" }, "f(S) = " + data.f[k - 1] + " + " + (data.f[k] - data.f[k - 1]) + " = " + data.f[k] +
        (k === 13 ? ": the answer, f(all 13 rolls)." : ".")));
    }
    lines.push(api.el("p", { class: "yz-muted" }, "f(S \u2212 r) is the best score of the first " + c + " categories with the other rolls of S: " +
      "each row reads another entry of the table of f, which the DP filled for every set of rolls."));
    return api.el("div", { class: "yz-detail" }, lines);
  }

  function cellDetail(api, data, roll, c) {
    const score = data.scores[roll - 1][c];
    const placed = categoryOf(data, roll);
    const head = [
      api.el("p", { class: "yz-cell-head" }, "Roll " + roll + " ", dice(api, data.rolls[roll - 1]), " in " + NAMES[c] + " scores " + score + "."),
    ];
    if (placed === c) {
      head.push(api.el("p", {}, "The best assignment puts it here."));
    } else {
      const inStep = pathSet(data, c + 1).includes(roll);
      head.push(api.el("p", {}, "The best assignment puts it in " + NAMES[placed] + " (category " + (placed + 1) + ")" +
        (inStep ? "; for " + NAMES[c] + " it is one of the candidates." : "; it is not in the S of " + NAMES[c] + ", so this cell is no candidate there.")));
    }
    return api.el("div", {}, head, candidates(api, data, c + 1, roll));
  }

  // ---- the picture ------------------------------------------------------------------------

  function matrix(api, data, k, open) {
    const current = k - 1;
    const set = new Set(pathSet(data, k));
    const header = api.el("tr", {},
      api.el("th", { class: "yz-left" }, "roll"), api.el("th", { class: "yz-left" }, "dice"),
      SHORT.map((name, c) => api.el("th", { class: (c === current ? "is-now " : "") + (c < UPPER ? "yz-upper" : ""), title: NAMES[c] }, name)),
      api.el("th", { class: "yz-left" }, "placed in"));
    const groups = api.el("tr", { class: "yz-groups" },
      api.el("th", { colspan: 2 }),
      api.el("th", { colspan: UPPER, class: "yz-upper-label" }, "upper section: bonus " + data.bonus_points + " at " + data.threshold),
      api.el("th", { colspan: 13 - UPPER, class: "yz-lower-label" }, "lower section"),
      api.el("th", {}));
    const rows = data.rolls.map((faces, r) => {
      const roll = r + 1;
      const placed = categoryOf(data, roll);
      const isPlaced = placed < k;
      return api.el("tr", { class: isPlaced && placed !== current ? "yz-done" : "" },
        api.el("th", { class: "yz-left" }, String(roll)),
        api.el("td", { class: "yz-left" }, dice(api, faces)),
        data.scores[r].map((score, c) => {
          const classes = ["yz-cell"];
          if (c < UPPER) classes.push("yz-upper");
          if (c === UPPER - 1) classes.push("yz-upper-end");
          if (score === 0) classes.push("yz-zero");
          if (placed === c && c < k) classes.push(c === current ? "yz-ring yz-ring-now" : "yz-ring");
          if (c === current) classes.push(set.has(roll) ? "yz-cand" : "yz-out");
          const key = "r" + roll + "c" + (c + 1);
          return api.el("td", {
            class: classes.join(" "), style: heat(score), "data-entry": key, tabindex: "0",
            title: NAMES[c] + ": roll " + roll + " scores " + score,
            onclick: () => open(key, () => cellDetail(api, data, roll, c)),
            onkeydown: (event) => { if (event.key === "Enter") open(key, () => cellDetail(api, data, roll, c)); },
          }, api.el("span", {}, String(score)));
        }),
        api.el("td", { class: "yz-left yz-placed" }, isPlaced ? SHORT[placed] : ""));
    });
    const fRow = api.el("tr", { class: "yz-f" },
      api.el("th", { class: "yz-left", colspan: 2 }, "f after column"),
      SHORT.map((_, c) => {
        const step = c + 1;
        if (step > k) return api.el("td", {}, "");
        const key = "s" + step;
        return api.el("td", {
          class: "yz-fcell" + (c === current ? " is-now" : "") + (step === UPPER && data.bonus > 0 ? " yz-bonus" : ""), "data-entry": key, tabindex: "0",
          title: "f(S) with the rolls of the first " + step + " categories: click for the candidates",
          onclick: () => open(key, () => candidates(api, data, step, null)),
          onkeydown: (event) => { if (event.key === "Enter") open(key, () => candidates(api, data, step, null)); },
        }, String(data.f[step]));
      }),
      api.el("td", {}));
    return api.el("table", { class: "lesson yz-matrix" }, groups, header, rows, fRow);
  }

  function upperBar(api, data, k) {
    const sum = upperSum(data, k);
    const width = 420, height = 46, left = 4;
    const most = Math.max(105, data.upper + 5);
    const x = (value) => left + (value / most) * (width - 2 * left);
    const done = k >= UPPER;
    const reached = sum >= data.threshold;
    const label = done
      ? "upper sum " + sum + (reached ? " \u2265 " : " < ") + data.threshold + (reached ? ": bonus " + data.bonus_points : ": no bonus")
      : "upper sum so far " + sum + " (after " + Math.min(k, UPPER) + " of 6)";
    return api.el("div", { class: "yz-upper-box" },
      api.svg("svg", { class: "yz-bar", width, height, viewBox: "0 0 " + width + " " + height },
        api.svg("rect", { x: left, y: 8, width: width - 2 * left, height: 16, rx: 3, class: "yz-bar-back" }),
        api.svg("rect", { x: left, y: 8, width: x(sum) - left, height: 16, rx: 3, class: reached ? "yz-bar-good" : "yz-bar-fill" }),
        api.svg("line", { x1: x(data.threshold), x2: x(data.threshold), y1: 3, y2: 29, class: "yz-bar-mark" }),
        api.svg("text", { x: x(data.threshold), y: 42, "text-anchor": "middle", class: "yz-bar-text" }, String(data.threshold)),
        api.svg("text", { x: left, y: 42, class: "yz-bar-text" }, "0")),
      api.el("span", { class: "yz-bar-label" + (done && reached ? " yz-good" : "") }, label),
      k === 13 ? api.el("span", { class: "yz-total" }, "total " + data.total + " = " +
        data.assignment.map((roll, c) => data.scores[roll - 1][c]).reduce((a, b) => a + b, 0) + " + bonus " + data.bonus) : null);
  }

  function said(data, k) {
    if (k === 0) {
      return "What each roll scores in each category. The DP gives the 13 rolls to the 13 categories, filled in this order: " +
        "f(S) is the best score of the first |S| categories with the rolls of S.";
    }
    const c = k - 1;
    const roll = data.assignment[c];
    const score = data.scores[roll - 1][c];
    let text = "Category " + k + " of 13: " + NAMES[c] + " takes roll " + roll + " (" + score + "), the best of the " + k +
      " rolls of S: f(S) = f(S \u2212 " + roll + ") + " + score;
    if (k === UPPER) {
      const sum = data.f[k - 1] + score;
      text += data.bonus > 0 ? " = " + sum + " \u2265 " + data.threshold + ", plus the bonus: f = " + data.f[k] + "."
        : " = " + sum + " < " + data.threshold + ": no bonus, f = " + data.f[k] + ".";
    } else {
      text += " = " + data.f[k] + (k === 13 ? ": the best total." : ".");
    }
    return text;
  }

  const picked = { data: null, step: -1, key: null };

  DPLesson.register({
    steps() {
      return 14;
    },
    draw(container, data, step, api) {
      const k = step;
      const open = (key, build) => {
        picked.data = data; picked.step = k; picked.key = key;
        container.querySelectorAll(".yz-picked").forEach((node) => node.classList.remove("yz-picked"));
        const node = container.querySelector('[data-entry="' + key + '"]');
        if (node) node.classList.add("yz-picked");
        api.detail(build());
      };
      container.append(api.el("div", { class: "yz-scroll" }, matrix(api, data, k, open)), upperBar(api, data, k));
      // The panel follows the step (a click opens another step's candidates until the next step).
      if (picked.data !== data || picked.step !== k) {
        picked.data = data; picked.step = k; picked.key = null;
        api.detail(k > 0 ? candidates(api, data, k, null) : api.el("div", { class: "yz-detail" },
          api.el("h3", {}, "The recurrence"),
          api.el("p", { class: "yz-formula" }, "f(\u2205) = 0; f(S) = max over r in S of f(S \u2212 r) + score(r, category |S|)"),
          api.el("p", {}, "When |S| = 6 the upper section is complete: + " + data.bonus_points + " if f(S) \u2265 " + data.threshold + "."),
          api.el("p", {}, data.strict_full_house ? "Full house (--strict-full-house): five equal dice do not count." : "Full house: five equal dice count too."),
          api.el("p", { class: "yz-muted" }, "Step through the 13 categories, or click a cell for the candidates of its step.")));
      } else if (picked.key) {
        const node = container.querySelector('[data-entry="' + picked.key + '"]');
        if (node) node.classList.add("yz-picked");
      }
      return said(data, k);
    },
  });
})();
