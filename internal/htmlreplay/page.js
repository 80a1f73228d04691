// Pages through the positions: every one is on the page already, this
// only shows one at a time. Previous/next buttons, the arrow keys, Home and
// End, and the move list's links; the address keeps the position (#pos-N).
(function () {
  "use strict";
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.position"));
  if (sections.length === 0) { return; }
  var links = Array.prototype.slice.call(document.querySelectorAll("ol.moves a"));
  var counter = document.getElementById("counter");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var current = 0;
  function show(i, push) {
    current = Math.max(0, Math.min(sections.length - 1, i));
    sections.forEach(function (s, k) { s.classList.toggle("current", k === current); });
    links.forEach(function (a, k) {
      a.parentNode.classList.toggle("current", k === current);
      if (k === current) { a.setAttribute("aria-current", "step"); } else { a.removeAttribute("aria-current"); }
    });
    counter.textContent = (current + 1) + " / " + sections.length;
    prev.disabled = current === 0;
    next.disabled = current === sections.length - 1;
    if (push) {
      history.replaceState(null, "", "#" + sections[current].id);
    }
  }
  function fromHash() {
    var id = location.hash.slice(1);
    for (var k = 0; k < sections.length; k++) {
      if (sections[k].id === id) { return k; }
    }
    return 0;
  }
  document.body.classList.add("paged");
  document.getElementById("pager").hidden = false;
  prev.addEventListener("click", function () { show(current - 1, true); });
  next.addEventListener("click", function () { show(current + 1, true); });
  links.forEach(function (a, k) {
    a.addEventListener("click", function (e) { e.preventDefault(); show(k, true); });
  });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    switch (e.key) {
      case "ArrowLeft": show(current - 1, true); break;
      case "ArrowRight": show(current + 1, true); break;
      case "Home": show(0, true); break;
      case "End": show(sections.length - 1, true); break;
      default: return;
    }
    e.preventDefault();
  });
  window.addEventListener("hashchange", function () { show(fromHash(), false); });
  show(fromHash(), false);
  window.scrollTo(0, 0);
}());
