// The lesson page's frame, the same for every problem: it reads each case's JSON island,
// draws the case tabs and the step controls, follows deep links (#case=2&step=4, and
// &entry=KEY to open an entry as if clicked), and marks the page drawn with a data-ready
// attribute on the root element. The problem's own script registers how to draw one step:
//   DPLesson.register({ steps(data) -> number of steps,
//                       draw(container, data, step, api) -> text saying what this step does })
// api.detail(node or text) fills the side panel; api.go(step) moves to a step;
// api.el(tag, attributes, ...children) and api.svg(tag, attributes, ...children) build nodes;
// api.kit (kit.js, DPLesson.kit) holds the parts a page is arranged from.
// register may also give quiz(data, step) -> the entry a student computes at that step, for
// the practice modes (practice.js: #mode=quiz, #mode=play), which the frame tells of every
// step drawn and of every change of mode.
// Keys: ArrowLeft/ArrowRight step anywhere but in a text field; on the slider every key it
// knows (arrows, Home, End, Page Up/Down) moves exactly one step or to an end, its own
// default move cancelled. An entry keeps the focus across steps. ?projector (or the
// "large type" button) sets the large-type layout.
(function () {
  "use strict";
  const root = document.documentElement;
  const sections = Array.from(document.querySelectorAll("section.case"));
  const cases = sections.map((section) => JSON.parse(section.querySelector(".case-data").textContent));
  let drawer = null;
  let current = { index: 0, step: 0, mode: "explore" };
  // While a deep link is being followed, its address (entry included) stays as it is.
  let following = false;

  function el(tag, attributes, ...children) {
    return build(document.createElement(tag), attributes, children);
  }
  function svg(tag, attributes, ...children) {
    return build(document.createElementNS("http://www.w3.org/2000/svg", tag), attributes, children);
  }
  function build(node, attributes, children) {
    for (const [key, value] of Object.entries(attributes || {})) {
      if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
      else if (value !== null && value !== undefined && value !== false) node.setAttribute(key, value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  const detail = document.getElementById("detail");
  const drawing = document.getElementById("drawing");
  const stepText = document.getElementById("step-text");
  const slider = document.getElementById("step");
  const stepLabel = document.getElementById("step-label");
  const api = {
    el, svg,
    get kit() { return window.DPLesson.kit; },
    detail(content) {
      detail.replaceChildren(typeof content === "string" ? el("p", {}, content) : content);
    },
    go(step) { show(current.index, step); },
  };

  function stepsOf(index) {
    const data = cases[index];
    if (!drawer || data === null || data === undefined) return 1;
    return Math.max(1, drawer.steps(data) | 0);
  }

  function show(index, step) {
    index = Math.min(Math.max(0, index | 0), cases.length - 1);
    const steps = stepsOf(index);
    step = Math.min(Math.max(0, step | 0), steps - 1);
    const changedCase = index !== current.index || !drawing.hasChildNodes();
    current = { index, step, mode: current.mode };
    document.querySelectorAll("nav.cases button").forEach((button, i) => {
      button.setAttribute("aria-current", String(i === index));
    });
    slider.max = String(steps - 1);
    slider.value = String(step);
    stepLabel.textContent = "step " + (step + 1) + " of " + steps;
    if (changedCase) detail.replaceChildren();
    const focused = drawing.contains(document.activeElement) && document.activeElement.getAttribute("data-entry");
    drawing.replaceChildren();
    const data = cases[index];
    let said = "";
    if (drawer && data !== null && data !== undefined) {
      said = drawer.draw(drawing, data, step, api) || "";
    } else {
      drawing.append(el("pre", {}, sections[index].querySelector("pre").textContent));
    }
    stepText.textContent = said;
    // Every entry is a Tab stop that Enter or Space opens, whoever drew it.
    drawing.querySelectorAll("[data-entry]").forEach((node) => {
      if (!node.hasAttribute("tabindex")) node.setAttribute("tabindex", "0");
      if (!node.hasAttribute("role")) node.setAttribute("role", "button");
    });
    if (focused && !changedCase) {
      const again = Array.from(drawing.querySelectorAll("[data-entry]"))
        .find((node) => node.getAttribute("data-entry") === focused);
      if (again) again.focus();
    }
    root.dataset.currentCase = String(index + 1);
    root.dataset.currentStep = String(step + 1);
    const practice = window.DPLesson.practice;
    if (practice) practice.drawn(current, data, changedCase);
    const hash = "#case=" + (index + 1) + "&step=" + (step + 1) + (current.mode === "explore" ? "" : "&mode=" + current.mode);
    if (!following && location.hash !== hash) {
      history.replaceState(null, "", hash);
    }
  }

  function fromHash() {
    const params = new URLSearchParams(location.hash.replace(/^#/, ""));
    const index = (parseInt(params.get("case"), 10) || 1) - 1;
    const step = (parseInt(params.get("step"), 10) || 1) - 1;
    following = true;
    current.mode = ["quiz", "play"].includes(params.get("mode")) ? params.get("mode") : "explore";
    show(index, step);
    const entry = params.get("entry");
    if (entry) {
      const target = Array.from(drawing.querySelectorAll("[data-entry]"))
        .find((node) => node.getAttribute("data-entry") === entry);
      if (target) target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
    following = false;
  }

  window.DPLesson = {
    register(problem) { drawer = problem; },
    parts: { el, svg },
    // What practice.js reads and moves: the cases, the problem's script, where the page is.
    frame: {
      sections, cases, api,
      get drawer() { return drawer; },
      get current() { return current; },
      show,
      setMode(mode) { current.mode = mode; show(current.index, current.step); },
    },
  };

  // The step a key asks for, or null: keys aimed at a text field are left alone.
  function stepFor(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return null;
    const target = event.target;
    if (target === slider) {
      const last = stepsOf(current.index) - 1;
      const moves = { ArrowRight: 1, ArrowUp: 1, PageUp: 1, ArrowLeft: -1, ArrowDown: -1, PageDown: -1 };
      if (event.key in moves) return current.step + moves[event.key];
      if (event.key === "Home") return 0;
      if (event.key === "End") return last;
      return null;
    }
    if (target.closest && target.closest("input, textarea, select, [contenteditable]")) return null;
    if (event.key === "ArrowRight") return current.step + 1;
    if (event.key === "ArrowLeft") return current.step - 1;
    return null;
  }

  function setProjector(on) {
    root.classList.toggle("projector", on);
    const toggle = document.getElementById("projector");
    if (toggle) toggle.setAttribute("aria-pressed", String(on));
  }

  window.addEventListener("DOMContentLoaded", () => {
    const nav = document.querySelector("nav.cases");
    cases.forEach((_, i) => {
      nav.append(el("button", { type: "button", onclick: () => show(i, 0) }, "case " + (i + 1)));
    });
    document.getElementById("prev").addEventListener("click", () => show(current.index, current.step - 1));
    document.getElementById("next").addEventListener("click", () => show(current.index, current.step + 1));
    drawing.addEventListener("keydown", (event) => {
      const target = event.target;
      if ((event.key === "Enter" || event.key === " ") && target.hasAttribute("data-entry") && !event.defaultPrevented) {
        event.preventDefault();
        target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      }
    });
    slider.addEventListener("input", () => show(current.index, parseInt(slider.value, 10)));
    document.addEventListener("keydown", (event) => {
      const step = stepFor(event);
      if (step === null) return;
      event.preventDefault();
      show(current.index, step);
    });
    const toggle = el("button", { id: "projector", type: "button", "aria-pressed": "false",
      onclick: () => setProjector(!root.classList.contains("projector")) }, "large type");
    document.querySelector(".controls").append(toggle);
    setProjector(new URLSearchParams(location.search).has("projector"));
    window.addEventListener("hashchange", fromHash);
    if (cases.length > 0) fromHash();
    root.setAttribute("data-ready", "true");
  });
})();
