// Pages through the positions, one at a time: the previous/next buttons,
// the arrow keys, Home and End, and the move list's links; the address
// keeps the position (#pos-N), and the move list keeps the current move in
// view. Each position waits in a <noscript> as text until it is first
// shown, so a long game's page opens at once, and so no element of the
// page bears the address's id: the browser does not scroll the header and
// the buttons out of view to reach it.
(function () {
  "use strict";
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.position"));
  if (sections.length === 0) { return; }
  var links = Array.prototype.slice.call(document.querySelectorAll("ol.moves a"));
  var list = document.getElementById("moves");
  var counter = document.getElementById("counter");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var current = 0;
  // The shared parts of the pictures, by id, from their <noscript>; each is
  // built into the page's definitions when a position shown first uses it.
  var shared = {};
  var built = {};
  var store = document.getElementById("shared");
  if (store) {
    store.textContent.split("\n").forEach(function (part) {
      var m = /^<[a-z]+ id="([^"]+)"/.exec(part);
      if (m) { shared[m[1]] = part; }
    });
    store.parentNode.removeChild(store);
  }
  var defs = document.querySelector("svg.defs defs");
  // uses lists the ids a piece of markup uses.
  function uses(html) {
    var out = [];
    var re = /href="#([^"]+)"/g;
    var m;
    while ((m = re.exec(html)) !== null) { out.push(m[1]); }
    return out;
  }
  // need builds the shared parts markup uses, and the parts they use.
  function need(html) {
    var todo = uses(html);
    while (todo.length > 0) {
      var id = todo.pop();
      if (built[id] || !shared[id]) { continue; }
      built[id] = true;
      defs.insertAdjacentHTML("beforeend", shared[id]);
      todo = todo.concat(uses(shared[id]));
    }
  }
  // build puts a position on the page from its <noscript>. Its heading's
  // id, which a page without scripts jumps to, is left out: the browser
  // would scroll the page to it.
  function build(s) {
    var wait = s.querySelector("noscript");
    if (wait) {
      var html = wait.textContent;
      s.removeChild(wait);
      need(html);
      s.insertAdjacentHTML("beforeend", html);
      var h = s.querySelector("h2[id]");
      if (h) { h.removeAttribute("id"); }
    }
  }
  // follow scrolls the move list, and only the list, to keep an entry in
  // view.
  function follow(item) {
    var box = list.getBoundingClientRect();
    var r = item.getBoundingClientRect();
    if (r.top < box.top) {
      list.scrollTop -= box.top - r.top;
    } else if (r.bottom > box.bottom) {
      list.scrollTop += r.bottom - box.bottom;
    }
  }
  // fit keeps the list beside the board within the window: at the top of
  // the page the header stands above it, and a list as tall as the window
  // would run on below the window's edge, its last moves out of sight
  // however it scrolls. Under the board (a phone) the style's height holds.
  function fit() {
    if (window.getComputedStyle(list).position !== "sticky") {
      list.style.maxHeight = "";
      return;
    }
    var top = Math.max(list.getBoundingClientRect().top, 0);
    list.style.maxHeight = Math.max(window.innerHeight - top - 16, 160) + "px";
  }
  function show(i, push) {
    current = Math.max(0, Math.min(sections.length - 1, i));
    build(sections[current]);
    sections.forEach(function (s, k) { s.classList.toggle("current", k === current); });
    links.forEach(function (a, k) {
      a.parentNode.classList.toggle("current", k === current);
      if (k === current) { a.setAttribute("aria-current", "step"); } else { a.removeAttribute("aria-current"); }
    });
    if (links[current]) { follow(links[current].parentNode); }
    counter.textContent = (current + 1) + " / " + sections.length;
    prev.disabled = current === 0;
    next.disabled = current === sections.length - 1;
    if (push) {
      history.replaceState(null, "", "#" + sections[current].getAttribute("data-id"));
    }
  }
  function fromHash() {
    var id = location.hash.slice(1);
    for (var k = 0; k < sections.length; k++) {
      if (sections[k].getAttribute("data-id") === id) { return k; }
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
  window.addEventListener("hashchange", function () { show(fromHash(), false); window.scrollTo(0, 0); });
  // Printing prints every position: build them all first.
  window.addEventListener("beforeprint", function () { sections.forEach(build); });
  // The page opens at its top, header and buttons in view, whatever
  // position the address names (the browser would scroll to it).
  if ("scrollRestoration" in history) { history.scrollRestoration = "manual"; }
  window.addEventListener("resize", fit);
  window.addEventListener("scroll", fit, { passive: true });
  fit();
  show(fromHash(), false);
  window.scrollTo(0, 0);
  window.addEventListener("load", function () { window.scrollTo(0, 0); });
}());
