// The live lesson's own part of the page (`NAME serve`), added after the frame: it puts the
// input box under the page's header, keeps the frame's arrow keys out of the box, solves on
// Ctrl+Enter, and opens the new page at the case and step being looked at. The page itself
// comes back from the server, drawn by the frame from the solver's own data.
(function () {
  "use strict";
  const form = document.getElementById("serve");
  const input = document.getElementById("serve-input");
  if (!form || !input) return;
  const header = document.querySelector("header");
  if (header) header.after(form);
  const action = form.getAttribute("action");
  // The frame steps through the table with the arrow keys; in the box they move the caret.
  input.addEventListener("keydown", (event) => {
    event.stopPropagation();
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener("submit", () => {
    form.setAttribute("action", action + location.hash);
    document.documentElement.setAttribute("data-solving", "true");
  });
})();
