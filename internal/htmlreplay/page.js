// Pages through the positions, one at a time: the previous/next buttons,
// the arrow keys, Home and End, and the move list's links; the address
// keeps the position (#pos-N), and the move list keeps the current move in
// view. Each position waits in a <noscript> as text until it is first
// shown, so a long game's page opens at once, and so no element of the
// page bears the address's id: the browser does not scroll the header and
// the buttons out of view to reach it.
//
// The board is shown as large as the window lets it be, but never so
// small that the picture's least text is under 11 CSS pixels: a board
// larger than that scrolls in its frame, the moved piece scrolled into
// view. Paging keeps the board where it stands on the screen.
(function () {
  "use strict";
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.position"));
  if (sections.length === 0) { return; }
  var links = Array.prototype.slice.call(document.querySelectorAll("ol.moves a"));
  var list = document.getElementById("moves");
  var counter = document.getElementById("counter");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var pager = document.getElementById("pager");
  var current = 0;
  // The pager counts moves as the headings number them, «Ход 9 из 18»
  // under «Ход 9 (…)» (counting positions, «Позиция 10 из 19» stood over
  // «Ход 9»): the number of each position's move, and the last move's.
  var numbers = sections.map(function (s) { return parseInt(s.getAttribute("data-n"), 10) || 0; });
  var lastMove = Math.max.apply(null, numbers);
  // The least text of the pictures, in their units (millimetres), and the
  // least it may show at.
  var leastText = parseFloat(document.body.getAttribute("data-least-text")) || 2.4;
  var leastPx = 11;
  // Beside its words on a wide screen the picture is read from further
  // away than a phone: it fills its column, its least text 14 pixels or
  // more (drawn at its print size, the legend was 11 pixels in a column
  // of 600 at 1280×800).
  var deskPx = 14;
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
  // view under the list's heading, which stays at its top; the list stops
  // at an entry's top, so that the first entry shown is whole (after End
  // the top one was cut in half at the list's edge).
  var listHead = list.querySelector("h2");
  function follow(item) {
    var box = list.getBoundingClientRect();
    var top = listHead ? listHead.getBoundingClientRect().bottom : box.top;
    var r = item.getBoundingClientRect();
    if (r.top < top) {
      list.scrollTop -= top - r.top;
    } else if (r.bottom > box.bottom) {
      list.scrollTop += r.bottom - box.bottom;
      // The entry cut at the top goes out of view whole.
      top = listHead ? listHead.getBoundingClientRect().bottom : box.top;
      var items = list.querySelectorAll("ol.moves li");
      for (var k = 0; k < items.length; k++) {
        var e = items[k].getBoundingClientRect();
        if (e.bottom > top + 1) {
          if (e.top < top - 1) { list.scrollTop += e.bottom - top; }
          break;
        }
      }
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
  // atFoot tells whether the buttons are fixed at the screen's foot (a
  // phone) rather than held at its top.
  function atFoot() {
    return !pager.hidden && window.getComputedStyle(pager).position === "fixed";
  }
  // navHeight is how much of the window's top the sticky buttons take.
  function navHeight() {
    return atFoot() ? 0 : pager.getBoundingClientRect().height + 8;
  }
  // footHeight is how much of the window's foot the buttons take.
  function footHeight() {
    return atFoot() ? Math.ceil(pager.getBoundingClientRect().height) : 0;
  }
  // pad gives the page a foot as tall as the buttons' bar, so that its
  // last lines (the outcome, the move list) scroll out from under it.
  function pad() {
    var h = footHeight();
    document.body.style.paddingBottom = h ? (h + 8) + "px" : "";
  }
  // largest is the size of the game's largest picture, in its units,
  // read from the pictures shown and those still waiting as text: every
  // position is drawn at the one scale that fits it, so that paging
  // neither grows nor shrinks the board (a picture is taller where its
  // notes are longer).
  var largest = (function () {
    var most = { narrow: { width: 0, height: 0 }, wide: { width: 0, height: 0 } };
    function add(w, h, wide) {
      var m = wide ? most.wide : most.narrow;
      m.width = Math.max(m.width, w || 0);
      m.height = Math.max(m.height, h || 0);
    }
    sections.forEach(function (s) {
      var wait = s.querySelector("noscript");
      if (wait) {
        var re = /<svg viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"[^>]*>/g;
        var m;
        while ((m = re.exec(wait.textContent)) !== null) {
          add(parseFloat(m[1]), parseFloat(m[2]), m[0].indexOf('class="wide"') >= 0);
        }
        return;
      }
      Array.prototype.forEach.call(s.querySelectorAll("figure svg"), function (svg) {
        if (svg.viewBox && svg.viewBox.baseVal) {
          add(svg.viewBox.baseVal.width, svg.viewBox.baseVal.height, svg.classList.contains("wide"));
        }
      });
    });
    return most;
  }());
  // shown is the picture of a board the page's style shows: of a picture
  // with a wide layout, the phone's or the wide screen's.
  function shown(fig) {
    var all = fig ? fig.querySelectorAll("svg") : [];
    for (var k = 0; k < all.length; k++) {
      if (window.getComputedStyle(all[k]).display !== "none") { return all[k]; }
    }
    return all[0] || null;
  }
  // scrollBar is how wide a scroll bar is: none where bars float over the
  // page, as on a phone.
  function scrollBar() {
    var probe = document.createElement("div");
    probe.style.cssText = "position:absolute;visibility:hidden;overflow:scroll;width:100px;height:100px";
    document.body.appendChild(probe);
    var bar = probe.offsetWidth - probe.clientWidth;
    document.body.removeChild(probe);
    return bar;
  }
  // reserve is how much room a phone leaves under the board's frame for
  // the move's heading and verdict: the most the game's longest refused
  // verdict takes (or its longest verdict, in a game with none refused:
  // a six-player star's verdicts were under the fold on every move),
  // measured once (from its waiting text when it was not built yet), so
  // that every position gets the same frame — a frame that shrank for a
  // refused move made the board jump while paging — and a refused move's
  // verdict is on the first screen.
  var reserved = {};
  // refusedPage tells whether the page has a refused move.
  function refusedPage() {
    return sections.some(function (t) {
      var kind = t.getAttribute("data-kind");
      return kind === "illegal" || kind === "error";
    });
  }
  function reserve(s, width) {
    if (reserved[width] !== undefined) { return reserved[width]; }
    var longest = null;
    var most = 0;
    var refused = sections.some(function (t) {
      var kind = t.getAttribute("data-kind");
      return kind === "illegal" || kind === "error";
    });
    sections.forEach(function (t) {
      var kind = t.getAttribute("data-kind");
      if (refused && kind !== "illegal" && kind !== "error") { return; }
      var wait = t.querySelector("noscript");
      var html = wait ? wait.textContent : t.innerHTML;
      var at = html.indexOf('<div class="words">');
      var end = html.indexOf('<div class="outcome-box"');
      if (at < 0) { return; }
      var words = html.slice(at, end > at ? end : html.length).replace(/<p class="remark[\s\S]*$/, "");
      if (kind === "penalty") {
        // Why a penalty was paid was a note under the verdict, and is
        // measured as one: the verdict's first line, which names the
        // caller and why, is what the room is kept for (a whole reason
        // kept room for made a table of four scroll in its frame).
        words = words.replace(/<span class="explanation">[\s\S]*?<\/span>/, "").replace(/<small class="source">[\s\S]*?<\/small>/, "");
      }
      if (words.length > most) { most = words.length; longest = words; }
    });
    var h = 0;
    if (longest !== null) {
      var probe = document.createElement("section");
      probe.className = "position current";
      probe.style.cssText = "position:absolute;visibility:hidden;left:0;top:0;display:block;width:" + width + "px";
      probe.innerHTML = longest.replace(/ id="[^"]*"/g, "").replace(/<\/div>\s*$/, "") + "</div>";
      s.parentNode.appendChild(probe);
      var w = probe.querySelector(".words");
      h = w ? w.getBoundingClientRect().height : 0;
      probe.parentNode.removeChild(probe);
    }
    reserved[width] = h;
    return h;
  }
  // fitBoard sizes the shown position's board: at the scale at which the
  // game's largest picture is as wide as its column, or narrower so that
  // it fits the window's height below where it starts (below the buttons,
  // when the page is scrolled); never so small that its least text is
  // under 11 pixels, nor wider than its frame (nothing scrolls sideways).
  // The board's box is the game's largest picture at that scale, each
  // picture drawn from its top left corner: paging neither moves nor
  // resizes it. What does not fit the window's height scrolls up and
  // down in the board's frame, which is never taller than the window.
  function fitBoard(s) {
    var fig = s.querySelector("figure");
    var svg = shown(fig);
    if (!svg || !svg.viewBox || !svg.viewBox.baseVal) { return; }
    var vb = svg.viewBox.baseVal;
    if (!(vb.width > 0 && vb.height > 0)) { return; }
    var kind = svg.classList.contains("wide") ? largest.wide : largest.narrow;
    var most = {
      width: Math.max(kind.width, vb.width),
      height: Math.max(kind.height, vb.height)
    };
    // The frame's own width: on a phone it runs into the page's margins
    // (the picture has its own), so that a column of 374 pixels holds the
    // phone's layout at its least text even beside a page's scroll bar.
    fig.style.maxWidth = "";
    var column = fig.getBoundingClientRect().width;
    var wide = window.getComputedStyle(s).display === "grid";
    if (wide) {
      // Beside the board, its words: 38% of the room, between 15 and
      // 24rem, as page.css lays them out.
      // 24rem, as page.css lays them out, less what the board needs for
      // its least text (set on the section, for page.css to use).
      var rem = parseFloat(window.getComputedStyle(document.documentElement).fontSize) || 16;
      var room0 = fig.parentNode.getBoundingClientRect().width;
      var words = Math.min(Math.max(0.38 * room0, 15 * rem), 24 * rem);
      words = Math.max(15 * rem, Math.min(words, room0 - 1.5 * rem - Math.ceil(vb.width * deskPx / leastText) - scrollBar()));
      // A picture with its own words beside its board (super-race's map
      // and legend, data-words) is as wide as the window's height lets it
      // be, the move's words beside it in what is left, down to 13rem,
      // the move list's width (its map at 420 px): set under it, they fell
      // below an 800-pixel window, beside an empty column. Every game
      // keeps the one layout, the verdict in sight.
      if (svg.getAttribute("data-words") === "under") {
        var top0 = fig.getBoundingClientRect().top + window.scrollY;
        var room1 = Math.max(window.innerHeight - Math.max(top0, navHeight()) - 12, 200);
        words = Math.max(13 * rem, Math.min(words, room0 - 1.5 * rem - Math.floor(room1 * vb.width / most.height) - scrollBar()));
      }
      s.style.setProperty("--words", Math.floor(words) + "px");
      column = room0 - words - 1.5 * rem;
    }
    var top = fig.getBoundingClientRect().top + window.scrollY;
    // Within the window from where the board starts, on a phone too: a
    // frame running past the screen's foot made its legend need both an
    // inner and a page scroll.
    var room = window.innerHeight - Math.max(top, navHeight()) - footHeight() - 12;
    // A phone leaves room under the board for the move's heading and
    // the first lines of its verdict, the same on every move (the most
    // any move's words take, up to six lines of text): a board that
    // filled the screen put a refused move's verdict at y=850 on an
    // 844-pixel phone, and cut the legal ones at the fold.
    var under = 0;
    if (!wide && window.innerWidth < 1000) {
      var lineRem = parseFloat(window.getComputedStyle(document.documentElement).fontSize) || 16;
      under = Math.min(reserve(s, s.getBoundingClientRect().width), 6 * lineRem);
      room -= under;
    }
    room = Math.max(room, 200);
    var scale = Math.min(column / most.width, room / most.height);
    // Whole pixels: down to stay inside the column, up to the least.
    var least = Math.ceil(vb.width * leastPx / leastText);
    var width = Math.max(Math.floor(vb.width * scale), least);
    if (wide) {
      // Beside its words the picture is as large as its column and the
      // window's height both allow: the whole board and the verdict
      // beside it in the window come before a larger least text (a
      // turbo table of four at 14 pixels ran 54 pixels below an
      // 800-pixel window). Never smaller than its least text allows.
      width = Math.max(Math.floor(Math.min(column, room * vb.width / most.height)), least);
    }
    var frame = room;
    var tall = most.height * width / vb.width > room + 1;
    if (!wide && window.innerWidth < 1000 && !tall && refusedPage()) {
      // A phone, on a page with a refused move: a board that fits the
      // room kept for the first lines of the words, but not with the
      // heading and the refused move's verdict, is cut as a tall one is,
      // its words set again under the verdict (keyBelow): big-races'
      // ring drawn as the stretch with the cars no longer filled the
      // screen, and its legend pushed the verdict below the fold.
      tall = most.height * width / vb.width > room + under - Math.max(reserve(s, s.getBoundingClientRect().width), under) + 1;
    }
    if (tall && !wide) {
      // A board taller than the window on a phone scrolls in its frame,
      // which leaves room under it for a refused move's verdict, but
      // never less than the board's unchanging part (a 40-cell ring's
      // four bands, without its legend): every car in sight comes first.
      frame = Math.max(room - Math.max(reserve(s, s.getBoundingClientRect().width) - under, 0) - 4, (room + under) / 2);
      var back = svg.querySelector(":scope > use");
      if (back && back.getBBox) {
        var bb = back.getBBox();
        frame = Math.min(room + under, Math.max(frame, Math.ceil((bb.y + bb.height - vb.y) * width / vb.width) + 8));
      }
    }
    // Never wider than the frame less its scroll bar, where a scroll bar
    // takes room (not on a phone's screen, whose bars float over).
    width = Math.min(width, Math.floor(column - (tall ? scrollBar() : 0)));
    var height = Math.ceil(most.height * width / vb.width);
    if (!wide && window.innerWidth < 1000) {
      // A phone: the picture as tall as its own drawing at the game's
      // one scale, its top where every position's top is, so that the
      // move's heading comes right under it — a short position under the
      // box of the game's tallest left a blank band of up to 100 px and
      // pushed the verdict to the screen's foot. The
      // board does not move: only the words under it do.
      height = Math.ceil(vb.height * width / vb.width);
    }
    svg.setAttribute("preserveAspectRatio", "xMinYMin meet");
    svg.style.width = width + "px";
    svg.style.height = height + "px";
    // Never above the board's unchanging part (bb), which comes first.
    var keep = Math.min(frame, height) / 2;
    var back = svg.querySelector(":scope > use");
    if (back && back.getBBox) {
      var bb = back.getBBox();
      keep = Math.max(keep, (bb.y + bb.height - vb.y) * width / vb.width);
    }
    // Found at the first position shown and kept for every other, so
    // that paging does not change the frame (TestReplayBoardKeepsItsBox);
    // a game's words lie alike from move to move.
    if (wide) { frame = height; }
    var at = (wide ? "w" : "n") + Math.floor(Math.min(frame, height)) + ":" + width;
    if (!(at in cuts)) { cuts[at] = Math.floor(between(svg, Math.min(frame, height), width / vb.width, vb.y, keep)); }
    var cut = cuts[at];
    var phoneCut = !wide && window.innerWidth < 1000 && cut < height - 1;
    var key = null;
    if (phoneCut && cut >= keep - 1) {
      // The board is whole and the frame cuts its words: it ends between
      // two of them, above the first it would not show whole, and shows
      // no more (no inner scroll, no shade over a sliced line); the words
      // from there on are set under the verdict, each said once.
      // All of them from the first under the board: cut where the frame
      // would fall, a legend went on under the verdict from its middle,
      // one player's key above the verdict and the next one's below it.
      key = wordsFrom(svg, Math.ceil(keep));
      // Never lower than the frame found for the room kept under it:
      // the verdict stays on the first screen.
      // A key whose first lines lie over that (turtles' colour key,
      // drawn with the board) goes whole under the verdict from its top.
      if (key) { cut = Math.min(cut, key.whole ? Math.floor(key.top) : Math.max(Math.floor(key.top), Math.ceil(keep))); }
    }
    fig.classList.toggle("cut", key !== null);
    fig.style.height = cut + "px";
    fig.style.maxHeight = Math.floor(key ? cut : frame) + "px";
    fig.style.maxWidth = Math.floor(Math.max(column, 0)) + "px";
    keyBelow(s, key, svg, cut, width / vb.width);
    if (key === null) { focus(fig, svg); }
  }
  // wordsFrom finds the picture's words (the end of its legend, the key
  // to the refused move's marks) from the first that a frame cut
  // pixels tall would not show whole: their paragraphs, one a sentence
  // or a legend entry, and top, the pixel at which the frame ends to
  // leave the first of them out whole. null: nothing is cut. scale is
  // pixels a picture unit, y0 the viewBox's top.
  function wordsFrom(svg, cut) {
    var lines = [];
    // The words as drawn, each measured where the browser drew it: a
    // shared part's own box, read in the hidden sheet, is not where its
    // use puts it.
    var origin = svg.getBoundingClientRect();
    // A text placed by a transform is a label on a piece or a chip, not
    // a line of the words; a label of a few letters (a car's «W1», a
    // lane's number) is the board's too.
    function words(root) {
      var texts = Array.prototype.slice.call(root.querySelectorAll("text"));
      if (root.tagName === "text") { texts.push(root); }
      return texts.filter(function (t) {
        for (var e = t; e && e !== root; e = e.parentNode) {
          if (e.getAttribute && e.getAttribute("transform")) { return false; }
        }
        return t.textContent.trim().length > 3;
      }).map(function (t) { return t.textContent.trim(); }).join(" ");
    }
    // A label set centred under a cell («старт», «9 финиш») is the
    // board's, not a line of its key.
    function centred(t) {
      var a = t.closest("[text-anchor]");
      return a !== null && a.getAttribute("text-anchor") !== "start";
    }
    function add(el, text) {
      if (!text) { return; }
      var r = el.getBoundingClientRect();
      lines.push({ top: r.top - origin.top, bottom: r.bottom - origin.top, x: Math.round(r.left - origin.left), text: text, label: el.tagName === "text" && centred(el) });
    }
    Array.prototype.forEach.call(svg.querySelectorAll("text"), function (t) {
      if (!t.closest("[transform]") || t.closest("[transform]") === svg) { add(t, words(t)); }
    });
    Array.prototype.forEach.call(svg.querySelectorAll("use"), function (u) {
      if (u.closest("[transform]")) { return; }
      var part = document.getElementById((u.getAttribute("href") || "").slice(1));
      if (!part) { return; }
      var text = words(part);
      // A part with words of its own (a board drawn with its legend, the
      // same at every move) is read a text at a time, each placed from
      // where the browser drew the use by its box in the sheet: read as
      // one line, its legend stayed in the frame and the next lines of
      // the key went under the verdict, the key split by the heading.
      if (text && part.getBBox) {
        var uvb = svg.viewBox.baseVal;
        var us = svg.getBoundingClientRect().width / uvb.width;
        var ux = u.x && u.x.baseVal ? u.x.baseVal.value : 0;
        var uy = u.y && u.y.baseVal ? u.y.baseVal.value : 0;
        var split = [];
        Array.prototype.forEach.call(part.querySelectorAll("text"), function (t) {
          var placed = t.closest("[transform]");
          if (placed && part.contains(placed)) { return; }
          var w = words(t);
          var b = sheetBox(t, part, u);
          if (!w || !b) { return; }
          split.push({
            top: (b.y + uy - uvb.y) * us,
            bottom: (b.y + b.height + uy - uvb.y) * us,
            x: Math.round((b.x + ux - uvb.x) * us),
            text: w,
            label: centred(t)
          });
        });
        if (us > 0 && split.length > 1) {
          Array.prototype.push.apply(lines, split);
          return;
        }
      }
      if (text) { add(u, text); return; }
      // A part made of other parts (a legend of six entries, each its
      // own part) has no words of its own: each entry is a line, placed
      // from where the browser drew the use by its box in the sheet. Read
      // as one use with no words, a star's legend was never cut, and the
      // frame ran past the verdict's room.
      var r = u.getBoundingClientRect(), pb = part.getBBox();
      var vb = svg.viewBox.baseVal;
      var scale = svg.getBoundingClientRect().width / vb.width;
      function nested(p, dx, dy, depth) {
        Array.prototype.forEach.call(p.querySelectorAll("use"), function (v) {
          var placed = v.closest("[transform]");
          if (placed && p.contains(placed)) { return; }
          var q = document.getElementById((v.getAttribute("href") || "").slice(1));
          if (!q) { return; }
          var vx = dx + (v.x && v.x.baseVal ? v.x.baseVal.value : 0);
          var vy = dy + (v.y && v.y.baseVal ? v.y.baseVal.value : 0);
          var t = words(q);
          if (!t) {
            if (depth < 3) { nested(q, vx, vy, depth + 1); }
            return;
          }
          var b = q.getBBox();
          lines.push({
            top: r.top - origin.top + (b.y + vy - pb.y) * scale,
            bottom: r.top - origin.top + (b.y + b.height + vy - pb.y) * scale,
            x: Math.round(r.left - origin.left + (b.x + vx - pb.x) * scale),
            text: t
          });
        });
      }
      if (pb.height > 0 && scale > 0) { nested(part, 0, 0, 0); }
    });
    lines.sort(function (a, b) { return Math.abs(a.top - b.top) > 1 ? a.top - b.top : a.x - b.x; });
    // A sentence wrapped over lines is one paragraph again: a line goes
    // on a text beside it on the same line, and a line joins the one just
    // above it at the same left edge, a line's lead below (paragraphs and
    // legend entries stand further apart).
    var lead = Infinity;
    for (var k = 1; k < lines.length; k++) {
      var d = lines[k].top - lines[k - 1].top;
      if (d > 1 && lines[k].x >= lines[k - 1].x) { lead = Math.min(lead, d); }
    }
    var paras = [];
    var last = null;
    lines.forEach(function (l) {
      // (a legend entry's first line starts at its swatch, the lines it
      // wraps to at its words, further right).
      if (last && (Math.abs(l.top - last.top) <= 1 || l.x >= last.x && l.top - last.top <= lead * 1.1)) {
        last.text += " " + l.text;
      } else {
        last = { x: l.x, text: l.text, first: l.top, label: l.label, gap: paras.length > 0 ? l.top - paras[paras.length - 1].bottom : l.top };
        paras.push(last);
      }
      last.top = l.top;
      last.bottom = Math.max(last.bottom || 0, l.bottom);
    });
    // The first paragraph the frame would not show whole, and the ones
    // after it.
    for (var i = 0; i < paras.length; i++) {
      if (paras[i].bottom > cut + 1) {
        // With the key's lines over it that the frame would show, up to
        // the board's last label or the board itself (a gap of more
        // than a few lines): the whole key in one place, never its first
        // entries over the move's heading and the rest under the verdict.
        var j = i;
        var most = 3 * (isFinite(lead) ? Math.max(lead, 8) : 16);
        while (j > 0 && !paras[j - 1].label && paras[j].gap <= most) { j--; }
        // Halfway into the room above it: a swatch beside a legend line
        // stands a little taller than its letters.
        // A key gathered from over the frame's foot starts just under
        // what comes before it: its first swatch stands taller than its
        // words.
        var room = Math.max(Math.min(paras[j].gap, 12), 0);
        return { top: paras[j].first - (j < i ? room + 1.5 : room / 2), paras: paras.slice(j), whole: j < i };
      }
    }
    return null;
  }
  // sheetBox is a shared part's text's box in the part's units as the
  // picture that uses it draws it: read in the hidden sheet, a text of no
  // font size of its own is set in the page's, not the picture's, and
  // its box is scaled back to the picture's about the text's own x and
  // baseline. null: it has no box.
  function sheetBox(t, part, u) {
    var b = t.getBBox();
    if (!(b.height > 0)) { return null; }
    var sized = t.closest("[font-size]");
    if (!sized || !part.contains(sized)) { sized = u.closest("[font-size]"); }
    var drawn = sized ? parseFloat(sized.getAttribute("font-size")) : NaN;
    var read = parseFloat(window.getComputedStyle(t).fontSize);
    if (!(drawn > 0) || !(read > 0)) { return b; }
    var k = drawn / read;
    var x = t.x && t.x.baseVal && t.x.baseVal.numberOfItems > 0 ? t.x.baseVal.getItem(0).value : b.x;
    var y = t.y && t.y.baseVal && t.y.baseVal.numberOfItems > 0 ? t.y.baseVal.getItem(0).value : b.y;
    return { x: x + (b.x - x) * k, y: y + (b.y - y) * k, width: b.width * k, height: b.height * k };
  }
  // keyBelow sets the picture's words that its frame leaves out on a
  // phone (wordsFrom) under the verdict, whole, one paragraph a sentence:
  // under a shade at the foot of a frame that scrolls, they were out of
  // sight, and a taller frame would push the verdict off the first
  // screen. null: nothing is left out.
  //
  // The words are drawn, not retyped: the picture's own lower part from
  // the frame's foot (cut, in pixels; scale, pixels a picture unit), its
  // swatches, line samples and layout with them — set as plain text, a
  // key that says «magenta dashes» or «in a black frame» pointed at
  // nothing, and its entries ran together into one paragraph. Its text
  // is said once more, to a screen reader only, a paragraph an entry.
  function keyBelow(s, words, svg, cut, scale) {
    var old = s.querySelector(".key-below");
    if (old) { old.parentNode.removeChild(old); }
    if (words === null) { return; }
    var key = document.createElement("div");
    key.className = "key-below";
    var vb = svg.viewBox.baseVal;
    var y0 = vb.y + cut / scale;
    if (svg && scale > 0 && y0 < vb.y + vb.height) {
      var copy = svg.cloneNode(true);
      // One id a page, one focus a position: the copy is a picture of
      // the words only.
      copy.removeAttribute("id");
      Array.prototype.forEach.call(copy.querySelectorAll("[id]"), function (e) { e.removeAttribute("id"); });
      Array.prototype.forEach.call(copy.querySelectorAll(".focus"), function (e) { e.classList.remove("focus"); });
      copy.removeAttribute("class");
      copy.setAttribute("class", "key-picture");
      copy.setAttribute("aria-hidden", "true");
      copy.setAttribute("viewBox", vb.x + " " + y0 + " " + vb.width + " " + (vb.y + vb.height - y0));
      copy.setAttribute("preserveAspectRatio", "xMinYMin meet");
      copy.style.width = Math.round(vb.width * scale) + "px";
      copy.style.height = Math.ceil((vb.y + vb.height - y0) * scale) + "px";
      copy.style.maxHeight = "";
      key.appendChild(copy);
    }
    words.paras.forEach(function (q) {
      var p = document.createElement("p");
      p.className = "said";
      p.textContent = q.text;
      key.appendChild(p);
    });
    var box = s.querySelector(".words");
    var verdict = box && box.querySelector(".verdict");
    if (verdict) { verdict.after(key); } else if (box) { box.appendChild(key); }
  }
  var cuts = {}; // the frame's height by layout, frame and width (fitBoard)
  // between is a frame's height h, lowered to fall between two lines of
  // the picture's words rather than through one (else the legend's
  // last line in sight was cut through its letters); never to keep or
  // less. scale is pixels a picture unit, y0 the viewBox's top.
  function between(svg, h, scale, y0, keep) {
    var cut = h;
    function line(b, dy) {
      var top = (b.y + dy - y0) * scale, bottom = (b.y + b.height + dy - y0) * scale;
      if (top < cut && bottom > cut && top > keep) { cut = Math.floor(top) - 2; }
    }
    Array.prototype.forEach.call(svg.querySelectorAll("text"), function (t) { line(t.getBBox(), 0); });
    // The words of a shared part are drawn once in the page's sheet
    // and used here, moved by the use's y.
    Array.prototype.forEach.call(svg.querySelectorAll("use"), function (u) {
      var part = document.getElementById((u.getAttribute("href") || "").slice(1));
      if (!part) { return; }
      var dy = u.y && u.y.baseVal ? u.y.baseVal.value : 0;
      Array.prototype.forEach.call(part.querySelectorAll("text"), function (t) { line(t.getBBox(), dy); });
    });
    return cut;
  }
  // focus scrolls a board's frame to what its picture marks as its focus
  // (the piece the last move moved, a refused move's ghost), when the
  // board is larger than its frame: no further than brings it into
  // sight, from the top, so the board's top (turbo's task card, the
  // title) stays in view where it can and the board moves only when the
  // focus would be out of sight (centring it
  // scrolled the task away at the very card it asks about, and the
  // board jumped from move to move).
  function focus(fig, svg) {
    var f = svg.querySelector(".focus");
    if (!f || (fig.scrollHeight <= fig.clientHeight + 1 && fig.scrollWidth <= fig.clientWidth + 1)) { return; }
    var box = fig.getBoundingClientRect();
    var r = f.getBoundingClientRect();
    var top = r.top - box.top + fig.scrollTop; // the focus's top within the board
    var want = 0;
    if (top + r.height + 8 > fig.clientHeight) {
      want = Math.min(top - 8, top + r.height + 8 - fig.clientHeight);
    }
    fig.scrollTop = Math.max(0, want);
  }
  // steady sets the counter's least width to its widest text, the start
  // or the last move's, measured once: Next does not move from position
  // to position (page.css).
  function steady() {
    var texts = [counter.getAttribute("data-start"),
      counter.getAttribute("data-says").replace("{at}", lastMove).replace("{of}", lastMove)];
    var was = counter.textContent;
    var most = 0;
    counter.style.removeProperty("--counter");
    texts.forEach(function (t) {
      counter.textContent = t;
      most = Math.max(most, counter.getBoundingClientRect().width);
    });
    counter.textContent = was;
    if (most > 0) { counter.style.setProperty("--counter", Math.ceil(most) + "px"); }
  }
  function show(i, push) {
    var was = sections[current];
    var before = was && was.classList.contains("current") ? was.querySelector("figure") : null;
    var fixed = before ? before.getBoundingClientRect().top : null;
    current = Math.max(0, Math.min(sections.length - 1, i));
    build(sections[current]);
    sections.forEach(function (s, k) { s.classList.toggle("current", k === current); });
    links.forEach(function (a, k) {
      a.parentNode.classList.toggle("current", k === current);
      if (k === current) { a.setAttribute("aria-current", "step"); } else { a.removeAttribute("aria-current"); }
    });
    if (links[current]) { follow(links[current].parentNode); }
    counter.textContent = numbers[current] > 0 ?
      counter.getAttribute("data-says").replace("{at}", numbers[current]).replace("{of}", lastMove) :
      counter.getAttribute("data-start");
    prev.disabled = current === 0;
    next.disabled = current === sections.length - 1;
    fitBoard(sections[current]);
    // The board stays where it stood on the screen (the browser's scroll
    // anchoring would move it with the words that changed under it); a
    // board scrolled up under the buttons comes back to just under them.
    var fig = sections[current].querySelector("figure");
    if (fig && fixed !== null) {
      window.scrollBy(0, fig.getBoundingClientRect().top - Math.max(fixed, navHeight()));
    }
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
  pager.hidden = false;
  prev.addEventListener("click", function () { show(current - 1, true); });
  next.addEventListener("click", function () { show(current + 1, true); });
  links.forEach(function (a, k) {
    a.addEventListener("click", function (e) { e.preventDefault(); show(k, true); });
  });
  // The counter opens a field for a move's number; Enter goes to that
  // move (the first position of that number: a refused move's comes
  // before the next), Escape or leaving the field closes it.
  var jump = document.getElementById("jump");
  var jumpTo = document.getElementById("jump-to");
  function closeJump(focus) {
    if (jump.hidden) { return; }
    jump.hidden = true;
    counter.hidden = false;
    counter.setAttribute("aria-expanded", "false");
    if (focus) { counter.focus(); }
  }
  if (jump && jumpTo) {
    jumpTo.max = String(lastMove);
    counter.addEventListener("click", function () {
      jumpTo.value = String(numbers[current]);
      counter.hidden = true;
      counter.setAttribute("aria-expanded", "true");
      jump.hidden = false;
      jumpTo.focus();
      jumpTo.select();
    });
    jump.addEventListener("submit", function (e) {
      e.preventDefault();
      var n = parseInt(jumpTo.value, 10);
      if (isNaN(n)) { closeJump(true); return; }
      n = Math.max(0, Math.min(lastMove, n));
      var at = numbers.length - 1;
      for (var k = 0; k < numbers.length; k++) {
        if (numbers[k] >= n) { at = k; break; }
      }
      closeJump(true);
      show(at, true);
    });
    jumpTo.addEventListener("keydown", function (e) {
      if (e.key === "Escape") { e.preventDefault(); closeJump(true); }
    });
    jumpTo.addEventListener("blur", function () { setTimeout(function () { closeJump(false); }, 0); });
  }
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    // Keys typed into the move's number edit it.
    if (e.target && e.target.tagName === "INPUT") { return; }
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
  // Printing prints the position shown; the whole game when asked, every
  // position built first.
  var printing = document.getElementById("print");
  if (printing && window.print) {
    printing.hidden = false;
    document.getElementById("print-one").addEventListener("click", function () { window.print(); });
    document.getElementById("print-all").addEventListener("click", function () {
      document.body.classList.add("print-all");
      sections.forEach(build);
      // Every printed position names the game and file over its heading,
      // so that a page that falls out of the stack still says whose it
      // is; made here, once, not written into each of 2,000 positions.
      var title = document.title;
      sections.forEach(function (s) {
        var words = s.querySelector(".words");
        if (!title || !words || words.querySelector(".running-head")) { return; }
        var head = document.createElement("p");
        head.className = "running-head";
        head.setAttribute("aria-hidden", "true");
        head.textContent = title;
        words.insertBefore(head, words.firstChild);
      });
      window.print();
    });
  }
  window.addEventListener("afterprint", function () { document.body.classList.remove("print-all"); });
  // The page opens at its top, header and buttons in view, whatever
  // position the address names (the browser would scroll to it).
  if ("scrollRestoration" in history) { history.scrollRestoration = "manual"; }
  var resized = null;
  window.addEventListener("resize", function () {
    fit();
    pad();
    if (resized === null) {
      resized = window.setTimeout(function () { resized = null; steady(); fitBoard(sections[current]); }, 100);
    }
  });
  window.addEventListener("scroll", fit, { passive: true });
  fit();
  pad();
  steady();
  show(fromHash(), false);
  window.scrollTo(0, 0);
  window.addEventListener("load", function () { window.scrollTo(0, 0); fitBoard(sections[current]); });
}());
