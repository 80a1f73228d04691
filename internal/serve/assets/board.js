// The board the server drew: fitted to the screen, its words kept in
// sight, and tapped where a game's moves are tapped on it.

import { el, enter, offline, pick, render, setProblem, st, w } from './page.js';
import { about, holdSaid, said } from './game.js';
import { pieceGroups, tappedOn } from './tap-pieces.js';
import { markEnds } from './tap-held.js';
import { markCells } from './tap-paths.js';

// What the board does at a tap, said above the moves as the game's tap
// layout has it (serve.board-hint.*): the board could be tapped in the
// car races and in Chinese checkers, but nothing said so, and a family
// played 48 moves by the lists first.
export function boardHint(p) {
  const key = 'board-hint.' + p.page.taps;
  if (!p.picture) return null;
  return w(key) === key ? null : el(p.page.taps === 'dice' ? 'span' : 'p', { class: 'hint board-hint', id: 'board-hint' }, w(key));
}

// The board at a scale its least text reads at, 11 CSS px, as the
// replay page draws it (htmlreplay's fitBoard): a board too large for
// that on the screen (big-races' track on a phone) scrolls in its frame,
// the frame scrolled to what the player due to move needs: what the
// picture marks as due (their car, their piles) and as its focus (the
// last move, a refused move's ghost) — both when they fit together, else
// the due whole and as much of the focus as fits beside it. Scaling such
// a board down to fit would make its text unreadable.
// A board tapped on (chinese-checkers' star) is shown whole instead: a
// hole cut off by its frame could not be tapped.
const leastPx = 11;
const phoneWide = () => window.matchMedia('(max-width: 899px)').matches;
export function fitBoard(p) {
  const frame = document.getElementById('board');
  const svg = frame && frame.querySelector('svg');
  for (const words of document.querySelectorAll('.board-words, .board-caption')) words.remove();
  if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !(p.leastText > 0)) return;
  if (svg.dataset.viewBox) svg.setAttribute('viewBox', svg.dataset.viewBox);
  const vb = svg.viewBox.baseVal;
  if (!(vb.width > 0)) return;
  unfit(frame, svg);
  // A phone draws every board at the screen's width, in every
  // game and state, the page scrolling as a whole; the picture's
  // words above and below the board (its heading, a refusal, its
  // legend and key) are cut off it and said as the page's own text
  // under it (wordsBelow), so that the board does not shrink as they
  // grow (the turtles' track at half the width
  // once the race was over, chinese-checkers' holes 12 px after a
  // refusal, turbo's piles in a box of their own, two of four in sight).
  // The routes offered (Super Race, the dice in) keep their screen of
  // routes under a band of the board, as chosen (page.css .routed).
  if (phoneWide() && !frame.closest('.screen.routed')) { fitPhone(frame, svg, p); return; }
  if (frame.classList.contains('fits')) {
    // turbo: the table whole in its frame when its text reads so; a
    // table too tall for that (four players on a phone: its text 6 px)
    // is drawn at the size it reads at and scrolls in its frame,
    // opened on the piles due and the card turned last.
    fitWhole(svg, vb);
    const fit = svg.getScreenCTM();
    if (!fit || fit.a * p.leastText >= leastPx - 0.01) return;
    // Its heading still left out (fitWhole); the frame gives way to the
    // calls and cards (page.css, .screen.raced), down to a quarter of
    // the screen, the task card pinned over the piles (pinTask).
  }
  if (frame.classList.contains('whole')) return;
  // The scale drawn at: the box's height may hold the drawing smaller
  // than its width would (max-height), so its matrix, not its width.
  const ctm = svg.getScreenCTM();
  if (!ctm || ctm.a * p.leastText >= leastPx - 0.01) return;
  // Too short a frame, not too narrow a screen (turtles' track in two
  // rows): the picture is cut to its board (coreOf), its title and
  // legend left to the wide screen, and the frame takes that band's
  // height at the screen's width when it reads and leaves the moves
  // most of the screen — the whole board in sight, not a part of it to
  // scroll to.
  if (cutToBand(frame, svg, ctm, vb, p)) return;
  scrollToDue(frame, svg, vb, p);
}

// What an earlier fitting set on the frame and the board, undone.
function unfit(frame, svg) {
  frame.classList.remove('scrolls', 'tall');
  if (frame.closest('.screen')) frame.closest('.screen').classList.remove('tall');
  for (const pin of frame.querySelectorAll('.task-pin')) pin.remove();
  svg.style.width = '';
  svg.style.height = '';
  frame.style.flex = '';
}

// A phone's board at the screen's width, its words said under it.
function fitPhone(frame, svg, p) {
  frame.classList.add('tall');
  const screen = frame.closest('.screen');
  if (screen) screen.classList.add('tall');
  // The keys of a race stand pinned over the line to type in
  // (page.css .screen.raced.tall): the line's height, as drawn.
  const line = screen && screen.querySelector('.line');
  if (line) document.documentElement.style.setProperty('--line-h', line.offsetHeight + 'px');
  svg.style.width = '100%';
  svg.style.height = 'auto';
  wordsBelow(frame, svg, p);
  if (screen && screen.classList.contains('raced')) clearOfKeys(frame, svg, screen);
}

// The picture cut to its band of board where that reads at the screen's
// width (see fitBoard): true when it is.
function cutToBand(frame, svg, ctm, vb, p) {
  const across = frame.clientWidth / vb.width;
  if (across * p.leastText >= leastPx - 0.01) {
    const whole = [vb.x, vb.y, vb.width, vb.height];
    // Only a band of track (turtles', Page.Band) is cut so: turbo's
    // piles and super-race's track shrink with the moves, the moves
    // being more of a turn.
    const core = p.page.band ? coreOf(svg, ctm, whole) : null;
    const tall = core && Math.ceil(core[1] * across);
    if (core && core[2] * across <= window.innerHeight * 0.4) {
      svg.dataset.viewBox = whole.join(' ');
      svg.setAttribute('viewBox', [whole[0], core[0], whole[2], core[1]].join(' '));
      // It gives way first, down to its least (page.css), to moves
      // that would not fit beside it (a rainbow card's turtles opened
      // under every card: the top rows were cut off), the moves' frame shrinking only past that: its
      // weight to shrink is a hundred times the frame's.
      frame.style.flex = '0 100 ' + tall + 'px';
      return true;
    }
  }
  return false;
}

// The board drawn at the size its text reads at, scrolling in its frame,
// opened on what is due.
function scrollToDue(frame, svg, vb, p) {
  frame.classList.add('scrolls');
  svg.style.width = Math.ceil(vb.width * leastPx / p.leastText) + 'px';
  const pinned = frame.classList.contains('fits') ? pinTask(frame, svg) : (p.page.columns ? pinColumns(frame, svg) : 0);
  const focus = boxOf(svg.querySelectorAll('.focus'));
  const due = boxOf(svg.querySelectorAll('.to-move'));
  if (!focus && !due) return;
  // Opened from its top left, scrolled only as far as what is due
  // needs: the column numbers and the title stay in sight while they
  // can (Super Race's routes said «to row 10,
  // column 3» of a frame opened with its column numbers scrolled away).
  frame.scrollLeft = 0;
  frame.scrollTop = 0;
  const box = frame.getBoundingClientRect();
  const x = fromOrigin(inView(due && due.left, due && due.right, focus && focus.left, focus && focus.right, box.left + frame.clientLeft, frame.clientWidth), due && due.left, due && due.right, focus && focus.left, focus && focus.right, box.left + frame.clientLeft, frame.clientWidth);
  const y = fromOrigin(inView(due && due.top, due && due.bottom, focus && focus.top, focus && focus.bottom, box.top + frame.clientTop + pinned, frame.clientHeight - pinned), due && due.top, due && due.bottom, focus && focus.top, focus && focus.bottom, box.top + frame.clientTop + pinned, frame.clientHeight - pinned);
  frame.scrollLeft += x;
  frame.scrollTop += y;
}
// clearOfKeys draws a race's table (turbo) a little smaller, so that
// it ends above the keys pinned at the screen's foot: drawn at the screen's width the third player's open
// card lay half under them, the very card a call depends on.
function clearOfKeys(frame, svg, screen) {
  const keys = screen.querySelector('.taps');
  const line = screen.querySelector('.line');
  if (!keys) return;
  const foot = window.innerHeight - (line ? line.offsetHeight : 0) - keys.offsetHeight;
  const r = svg.getBoundingClientRect();
  const top = r.top + window.scrollY;
  if (!(r.height > 0) || top + r.height <= foot) return;
  let least = Infinity;
  for (const t of svg.querySelectorAll('text')) {
    const h = t.textContent.trim() ? t.getBoundingClientRect().height : 0;
    if (h > 0 && h < least) least = h;
  }
  // Never narrower than the screen less a thumb's margin, nor its
  // least text under the size it reads at: the table shrunk to what the
  // keys left was a stamp.
  const scale = Math.max((foot - top) / r.height, least < Infinity ? (leastPx + 0.5) / least : 1, (window.innerWidth - 30) / r.width);
  if (scale >= 1) return;
  // Its height too: wordsBelow set it in pixels for the band it cut.
  svg.style.width = (scale * 100).toFixed(2) + '%';
  svg.style.height = (r.height * scale) + 'px';
  svg.style.margin = '0 auto';
}
// wordsBelow cuts the picture to its board, the band of what is drawn
// that is not a sentence, and sets the sentences above and below that
// band (the heading, a refusal, the legend, the key) under the board's
// frame as the page's text, one paragraph to a sentence, each with a
// copy of the swatch drawn at its left (a player's piece, a turtle's
// shell, a line's colour). A sentence beside the board stays in it.
let legendOpen = false; // the turtles' key, folded, opened
function wordsBelow(frame, svg, p) {
  const dueText = p.due;
  const ctm = svg.getScreenCTM();
  const vb = svg.viewBox.baseVal;
  if (!ctm || !(ctm.d > 0)) return;
  const shapes = 'rect, circle, ellipse, line, polyline, polygon, path, text, use, image';
  const whole = svg.getBoundingClientRect();
  const drawn = [...svg.querySelectorAll(shapes)].filter((e) => !e.closest('title, desc, defs, clipPath, mask, pattern, marker, symbol'))
    .map((e) => ({ e, r: e.getBoundingClientRect() })).filter((d) => (d.r.width > 0 || d.r.height > 0) && !(d.r.width >= whole.width - 2 && d.r.height >= whole.height * 0.5));
  const sentence = (e) => { const t = e.textContent.replace(/\s+/g, ' ').trim(); return t.length >= 10 && t.includes(' '); };
  // A sentence's last line may be short («of 10»): a line right under
  // a line of a sentence, in its group and at its left edge, is of it.
  const texts = drawn.filter((d) => d.e.tagName === 'text');
  const lines = texts.filter((d) => sentence(d.e));
  for (let grew = true; grew;) {
    grew = false;
    for (const d of texts) if (!lines.includes(d) && lines.some((l) => l.e.parentElement === d.e.parentElement && Math.abs(l.r.left - d.r.left) < 2 && d.r.top >= l.r.bottom - 2 && d.r.top <= l.r.bottom + (l.r.bottom - l.r.top) * 0.6)) { lines.push(d); grew = true; }
  }
  const beside = (d) => lines.some((l) => d.r.bottom > l.r.top + 1 && d.r.top < l.r.bottom - 1 && d.r.right <= l.r.left + 2 && d.r.right >= l.r.left - 40);
  // A key's sample is part of its line, never of the board, wherever
  // the key's columns put it.
  const board = drawn.filter((d) => !lines.includes(d) && !beside(d) && !d.e.closest('.key-sample') && !(d.e.tagName === 'text' && d.e.closest('g[font-weight="bold"]')));
  const b = boxOf(board.map((d) => d.e));
  if (!b) return;
  // The heading is left out, as fitWhole leaves it: the page names the
  // game above the board.
  const out = lines.filter((l) => l.r.top >= b.bottom - 1 || l.r.bottom <= b.top + 1);
  if (!out.length) return;
  // A refusal drawn over the board is the verdict said under it.
  const said = out.filter((l) => !l.e.closest('g[font-weight="bold"], .refusal'));
  // A sentence wrapped over lines is one paragraph again: a line joins
  // the one before it at the same left edge that did not end one.
  // A legend's line with a swatch starts a paragraph of its own.
  const paras = [];
  let last = null;
  for (const l of said.sort((x, y) => x.r.top - y.r.top || x.r.left - y.r.left)) {
    const words = l.e.textContent.replace(/\s+/g, ' ').trim();
    const x = Math.round(l.r.left);
    const h = l.r.bottom - l.r.top;
    const swatch = drawn.filter((d) => !lines.includes(d) && d.r.top >= l.r.top - h / 2 && d.r.top < l.r.bottom - 1 && d.r.right <= l.r.left + 2 && d.r.right >= l.r.left - 40);
    if (last && !swatch.length && last.x === x && last.group === l.e.parentElement && !/[.!?]$/.test(last.text)) { last.text += ' ' + words; continue; }
    last = { x, text: words, swatch, group: l.e.parentElement, caption: !!l.e.closest('.last-move') };
    paras.push(last);
  }
  const unit = (y) => (y - ctm.f) / ctm.d;
  // A margin round the board, short of the words cut off it.
  const above = Math.max(-Infinity, ...out.filter((l) => l.r.bottom <= b.top + 1).map((l) => l.r.bottom));
  const below = Math.min(Infinity, ...out.filter((l) => l.r.top >= b.bottom - 1).map((l) => l.r.top - (l.r.bottom - l.r.top) / 2));
  const top = Math.max(vb.y, unit(Math.max(b.top - ctm.d, above))), bottom = Math.min(vb.y + vb.height, unit(Math.min(b.bottom + ctm.d, below)));
  const full = [vb.x, vb.y, vb.width, vb.height];
  // The last move's caption keeps its class, and its place under the
  // board; the legend and the key go under the moves, so that the moves
  // follow the board (the cards came after five
  // lines of legend and a 9-line paragraph, every turn a scroll). A line
  // the page says already (whose turn it is, under the board and in the
  // status line) is said once.
  const plain = (x) => x.replace(/\s+/g, ' ').trim();
  const due = plain(dueText || '');
  // The caption said once too: a legend line that repeats it goes.
  // («Последний ход: Мама — j1-i1» under the board, «Последний ход:
  // Мама, j1-i1.» in the legend: the legend's line begins as it does).
  const heads = paras.filter((q) => q.caption).map((q) => plain(q.text)).map((t) => (t.includes(':') ? t.slice(0, t.indexOf(':') + 1) : t));
  // What is due said in the status line's words (turbo's first task
  // card, «Игра начинается с карты с заданием…») is said there alone
  // (under the board and again at the foot).
  const about = plain(p.about || '');
  // A game over: what the outcome box says already is not said again
  // under the board («Гонка окончена: …» and
  // «Победитель — …» in the key, under the outcome saying both).
  const outcomes = p.over ? (p.outcome || []).map((o) => plain(o).toLowerCase()) : [];
  const told = (t) => {
    const l = t.toLowerCase().replace(/[.!]$/, '');
    const head = l.includes(':') ? l.slice(0, l.indexOf(':')) : '';
    return outcomes.some((o) => (head && o.startsWith(head)) || o.includes(l));
  };
  const kept = paras.filter((q) => { const t = plain(q.text); return q.caption || !(heads.some((h) => t.startsWith(h)) || (due && (t === due || due.startsWith(t))) || (about && about.includes(t)) || told(t)); });
  // The last move said once: the picture's caption («Последний ход:
  // Мама — красная −1») goes while the referee's line on it («Ход 13
  // (Мама: красная −1): …») stands under the board; after an undo or
  // a line refused the caption stays.
  const lastSaid = p.log.length ? p.log[p.log.length - 1] : null;
  const judged = p.moves > 0 && lastSaid && lastSaid.typed && Array.isArray(lastSaid.said) && lastSaid.said.length && lastSaid.said[0] && lastSaid.said[0].kind !== 'bad';
  const caption = judged ? [] : kept.filter((q) => q.caption), legend = kept.filter((q) => !q.caption);
  const para = (q) => el('p', q.caption ? { class: 'last-move' } : {}, swatchOf(svg, ctm, q.swatch), q.text);
  // The turtles' key (each colour, its owner unknown till the finish;
  // the frame, the outline and the arrow of the last move) is said
  // whole on the first turns and once the owners are given; between, it
  // is folded under «Обозначения», one line, for it says the same every
  // turn (seven lines of it under every move).
  // Other games' words under the board tell the position (Super Race:
  // how far each player is), and stay whole.
  let words = el('div', { class: 'board-words' }, legend.map(para));
  // Over, the owners not yet given, it says nothing the page does not
  // (each colour's owner is still unknown), and stays folded.
  if (p.page.repeats && legend.length && ((!p.over && p.moves > 1) || (p.over && p.secret))) {
    const fold = el('details', { class: 'legend-fold', open: legendOpen }, el('summary', {}, w('legend-fold')), legend.map(para));
    fold.addEventListener('toggle', () => { legendOpen = fold.open; });
    words = el('div', { class: 'board-words folded' }, fold);
  }
  svg.dataset.viewBox = full.join(' ');
  if (bottom > top) {
    // Its box as tall as the band at the width: the box kept the
    // whole picture's proportions (its width and height in mm).
    svg.setAttribute('viewBox', [vb.x, top, vb.width, bottom - top].join(' '));
    svg.style.height = (svg.getBoundingClientRect().width * (bottom - top) / vb.width) + 'px';
  }
  if (caption.length) frame.after(el('div', { class: 'board-caption' }, caption.map(para)));
  const side = frame.parentElement && frame.parentElement.querySelector('.side');
  if (side) side.append(words); else frame.after(words);
}
// swatchOf is a copy of the picture cut to the shapes drawn left of a
// legend's line, set in the line as a picture of its own; none for none.
function swatchOf(svg, ctm, shapes) {
  const s = boxOf(shapes.map((d) => d.e));
  if (!s || !(ctm.a > 0) || !(ctm.d > 0)) return null;
  let x = (s.left - ctm.e) / ctm.a, w = (s.right - s.left) / ctm.a;
  const y = (s.top - ctm.f) / ctm.d, h = (s.bottom - s.top) / ctm.d;
  // A line's colour drawn across the picture (Super Race's routes)
  // is shown by its end, three times as long as it is high.
  if (w > 3 * h) { x += w - 3 * h; w = 3 * h; }
  const copy = svg.cloneNode(true);
  // A swatch is a shape, not a second copy of the picture's words.
  for (const e of copy.querySelectorAll('title, desc')) e.remove();
  for (const e of copy.querySelectorAll('[id]')) e.removeAttribute('id');
  for (const e of copy.querySelectorAll('.focus, .to-move')) e.removeAttribute('class');
  for (const a of ['aria-labelledby', 'role', 'data-view-box', 'style']) copy.removeAttribute(a);
  copy.setAttribute('aria-hidden', 'true');
  copy.setAttribute('class', 'swatch');
  copy.setAttribute('viewBox', [x - 0.3, y - 0.3, w + 0.6, h + 0.6].join(' '));
  copy.style.width = (1.3 * (w + 0.6) / (h + 0.6)) + 'em';
  copy.style.height = '1.3em';
  return copy;
}
// keyBelow: Super Race's key and where each player stands, drawn under
// the track, ran past the foot of the board's frame on a phone, the
// first line cut mid-sentence and the rest unseen. When any of it lies outside the frame as opened, it is set
// again whole under the frame, each sentence wrapped, behind a fold
// that says what it holds; the picture itself is unchanged.
export function keyBelow(p) {
  // Opened, it stays open as the page is drawn again (a move from
  // another phone) until it is closed.
  const open = !!document.querySelector('.board-key[open]');
  for (const key of document.querySelectorAll('.board-key')) key.remove();
  const frame = document.getElementById('board');
  const svg = frame && frame.querySelector('svg');
  // A phone's board says its key under it already (wordsBelow).
  if (!svg || !p.page.columns || frame.classList.contains('tall')) return;
  const box = frame.getBoundingClientRect();
  const texts = [...svg.querySelectorAll('text')];
  // The track ends with its last row number.
  let track = -Infinity;
  for (const t of texts) if (/^\d+$/.test(t.textContent.trim())) track = Math.max(track, t.getBoundingClientRect().bottom);
  const below = texts.filter((t) => t.textContent.trim() && t.getBoundingClientRect().top >= track - 1);
  if (!below.length) return;
  const left = box.left + frame.clientLeft, top = box.top + frame.clientTop;
  const cut = below.some((t) => { const r = t.getBoundingClientRect(); return r.bottom > top + frame.clientHeight + 1 || r.right > left + frame.clientWidth + 1 || r.top < top - 1; });
  if (!cut) return;
  // A sentence wrapped over lines is one paragraph again: a line joins
  // the one before it at the same left edge that did not end one.
  const paras = [];
  let last = null;
  for (const t of below) {
    const words = t.textContent.trim();
    const x = Math.round(t.getBoundingClientRect().left);
    if (last && last.x === x && !/[.!?:]$/.test(last.text)) last.text += ' ' + words;
    else { last = { x, text: words }; paras.push(last); }
  }
  const fold = el('details', { class: 'board-key' }, el('summary', {}, w('picture-key')));
  fold.open = open;
  for (const q of paras) fold.appendChild(el('p', {}, q.text));
  frame.after(fold);
}
// pinTask pins turbo's task card (the picture's first box, as wide as
// the table, under its heading) over the piles of a table that scrolls
// in its frame: the frame opened on the piles due with the task scrolled
// away above them, and the players racing to compare the table with it
// could not see it. The card is cut from the
// picture and drawn again, the same size, in a strip that stays at the
// frame's top (page.css .task-pin); the picture itself stays the board's
// first svg. Returns the strip's height, 0 when there is no card.
function pinTask(frame, svg) {
  const card = svg.querySelector('g.box');
  const ctm = svg.getScreenCTM();
  const vb = svg.viewBox.baseVal;
  if (!card || !ctm || !(ctm.d > 0)) return 0;
  const r = card.getBoundingClientRect(), s = svg.getBoundingClientRect();
  if (!(r.width > s.width * 0.6) || r.top - s.top > s.height / 4) return 0;
  const top = Math.max(vb.y, (r.top - ctm.f) / ctm.d - 1);
  const bottom = Math.min(vb.y + vb.height, (r.bottom - ctm.f) / ctm.d + 1.5);
  return pinBand(frame, svg, top, bottom, 'task-pin');
}
// pinBand cuts the band from top to bottom (the picture's own units)
// off the top of svg and pins a copy of it over the frame: the picture
// keeps the rest. Returns the strip's height, 0 when there is none.
function pinBand(frame, svg, top, bottom, cls) {
  const ctm = svg.getScreenCTM();
  const vb = svg.viewBox.baseVal;
  if (!ctm || !(bottom > top)) return 0;
  const copy = svg.cloneNode(true);
  // A swatch is a shape, not a second copy of the picture's words.
  for (const e of copy.querySelectorAll('title, desc')) e.remove();
  for (const e of copy.querySelectorAll('[id]')) e.removeAttribute('id');
  for (const e of copy.querySelectorAll('.focus, .to-move')) e.removeAttribute('class');
  for (const a of ['aria-labelledby', 'role', 'data-view-box']) copy.removeAttribute(a);
  copy.setAttribute('aria-hidden', 'true');
  copy.setAttribute('viewBox', [vb.x, top, vb.width, bottom - top].join(' '));
  copy.style.width = svg.style.width;
  copy.style.height = Math.ceil((bottom - top) * ctm.d) + 'px';
  if (!svg.dataset.viewBox) svg.dataset.viewBox = [vb.x, vb.y, vb.width, vb.height].join(' ');
  const rest = vb.y + vb.height - bottom;
  svg.setAttribute('viewBox', [vb.x, bottom, vb.width, rest].join(' '));
  // Its box as tall as what is left of it: the box kept the whole
  // picture's proportions, the band cut away showing above the rest.
  svg.style.height = Math.ceil(rest * ctm.d) + 'px';
  const pin = el('div', { class: cls }, copy);
  frame.append(pin); // after the picture, drawn first (page.css: order)
  return pin.getBoundingClientRect().height;
}
// pinColumns pins Super Race's column numbers (the first row of
// numbers drawn, under the title) over the track as it scrolls in its
// frame, as pinTask pins turbo's card: the routes say «to row 10,
// column 3», and the frame opened on the cars with the column numbers
// scrolled away above them. The picture is cut
// below the numbers; the title goes with the band while the band is a
// small part of the frame, else the page's heading names the game.
// Returns the strip's height, 0 when there are no numbers.
function pinColumns(frame, svg) {
  const ctm = svg.getScreenCTM();
  const vb = svg.viewBox.baseVal;
  if (!ctm || !(ctm.d > 0)) return 0;
  const rows = new Map();
  for (const t of svg.querySelectorAll('text')) {
    if (!/^\d+$/.test(t.textContent.trim())) continue;
    const r = t.getBoundingClientRect();
    const y = Math.round(r.top);
    if (!rows.has(y)) rows.set(y, []);
    rows.get(y).push(r);
  }
  const ys = [...rows.keys()].filter((y) => rows.get(y).length >= 3).sort((a, b) => a - b);
  if (!ys.length) return 0;
  const first = rows.get(ys[0]);
  const top0 = Math.min(...first.map((r) => r.top)), bottom0 = Math.max(...first.map((r) => r.bottom));
  let top = (top0 - ctm.f) / ctm.d - 0.6;
  const bottom = Math.min(vb.y + vb.height, (bottom0 - ctm.f) / ctm.d + 0.6);
  if ((bottom - vb.y) * ctm.d <= frame.clientHeight * 0.3) top = vb.y;
  return pinBand(frame, svg, Math.max(vb.y, top), bottom, 'task-pin columns-pin');
}
// fitWhole shows the picture whole in its frame at its full width, less
// its heading (the page names the game above it): the band from its
// first drawing under the heading to its last.
function fitWhole(svg, vb) {
  const ctm = svg.getScreenCTM();
  if (!ctm || !(ctm.d > 0)) return;
  const parts = [...svg.children].filter((e) => e.tagName === 'g');
  const head = parts[0] && parts[0].getAttribute('font-weight') === 'bold' && [...parts[0].children].every((e) => e.tagName === 'text');
  const b = boxOf(head ? parts.slice(1) : parts);
  if (!b) return;
  const top = Math.max(vb.y, (b.top - ctm.f) / ctm.d - 1);
  const bottom = Math.min(vb.y + vb.height, (b.bottom - ctm.f) / ctm.d + 1);
  if (!(bottom > top)) return;
  svg.dataset.viewBox = [vb.x, vb.y, vb.width, vb.height].join(' ');
  svg.setAttribute('viewBox', [vb.x, top, vb.width, bottom - top].join(' '));
}
// coreOf is the band of the picture, [top, height] in its units (mm),
// that holds the places it names (the boxes with a title: turtles'
// squares, every turtle in them), with the lane of the last move's
// arrow above them and the labels under them; null for none.
// With them the key under the track (each turtle's shell, titled, and
// whose it is, beside it): the band runs on to the key's foot
// (cut under the labels, the key showed one colour of
// five); its third item is the band's height without the key, which
// the frame's least is held to.
function coreOf(svg, ctm, whole) {
  const b = boxOf([...svg.querySelectorAll('rect > title')].map((t) => t.parentElement));
  if (!b || !(ctm.d > 0)) return null;
  const top = Math.max(whole[1], (b.top - ctm.f) / ctm.d - 5);
  const labels = (b.bottom - ctm.f) / ctm.d + 9; // two lines of labels
  const bottom = Math.min(whole[1] + whole[3], Math.max(labels, keyFoot(svg, ctm, b.bottom)));
  return bottom > top ? [top, bottom - top, Math.min(bottom, labels) - top] : null;
}
// keyFoot is the foot of the key drawn under the track (its bottom on
// the screen given), in the picture's units: the shells with a title
// under the track, and what stands beside them in their group (the
// turtle's line, a note on a turtle of nobody's); none without a key.
function keyFoot(svg, ctm, trackBottom) {
  const shells = [...svg.querySelectorAll('g > title')].map((t) => t.parentElement).filter((g) => g.tagName === 'g' && g.getBoundingClientRect().top >= trackBottom);
  if (!shells.length) return 0;
  const group = shells[0].parentElement;
  const key = [...group.children].filter((e) => e.getBoundingClientRect().top >= trackBottom);
  const k = boxOf(key);
  return k ? (k.bottom - ctm.f) / ctm.d + 1 : 0;
}
// boxOf is the screen box holding the elements drawn, null for none.
function boxOf(els) {
  let b = null;
  for (const e of els) {
    const r = e.getBoundingClientRect();
    if (!(r.width > 0 || r.height > 0)) continue;
    b = b ? { left: Math.min(b.left, r.left), top: Math.min(b.top, r.top), right: Math.max(b.right, r.right), bottom: Math.max(b.bottom, r.bottom) } : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }
  return b;
}
// inView is how far to scroll along one axis, a frame of size n from
// start, to show the due span [d0, d1] and the focus [f0, f1] (either
// may be missing): both centred when they fit together, else the due
// at the edge away from the focus, so that as much of it shows.
function inView(d0, d1, f0, f1, start, n) {
  const margin = 8;
  if (d0 === null || d0 === undefined) { d0 = f0; d1 = f1; f0 = null; }
  if (f0 === null || f0 === undefined) { f0 = d0; f1 = d1; }
  const lo = Math.min(d0, f0);
  const hi = Math.max(d1, f1);
  if (hi - lo + 2 * margin <= n) return (lo + hi) / 2 - (start + n / 2);
  if (d1 - d0 + 2 * margin > n) return (d0 + d1) / 2 - (start + n / 2);
  if (f0 + f1 >= d0 + d1) return d0 - margin - start;
  return d1 + margin - (start + n);
}
// fromOrigin is the least of the scroll inView centres on (from a frame
// at its origin) that keeps in sight what inView keeps: the same box,
// at the frame's far edge instead of its middle; none when it is in
// sight already.
function fromOrigin(centred, d0, d1, f0, f1, start, n) {
  const margin = 8;
  if (centred <= 0) return 0;
  const ends = [d0, d1, f0, f1].filter((v) => v !== null && v !== undefined);
  if (!ends.length) return centred;
  const lo = Math.min(...ends), hi = Math.max(...ends);
  if (hi - lo + 2 * margin > n) return centred;
  return Math.max(0, Math.min(centred, hi + margin - (start + n)));
}
// A letter or digit typed while a button has the focus (a move pressed
// with Enter keeps it) goes into the line to type in, so that the Enter
// closing the typed move sends that move and does not press the button
// again (a second, unwanted move recorded).
document.addEventListener('keydown', (e) => {
  const on = document.activeElement;
  if (e.key.length !== 1 || e.key === ' ' || e.ctrlKey || e.metaKey || e.altKey) return;
  if (!on || on.tagName !== 'BUTTON') return;
  const line = document.getElementById('line');
  if (!line || line.disabled) return;
  // The key's character follows the focus into the line.
  line.focus({ preventScroll: true });
});

let resized = null;
window.addEventListener('resize', () => {
  clearTimeout(resized);
  resized = setTimeout(() => { if (st && st.play) { holdSaid(); fitBoard(st.play); keyBelow(st.play); } }, 100);
});

// A race to call (turbo): the table is shown whole in its frame, scaled
// to what the calls and cards leave, never cut and never scrolled —
// every pile and the task card in sight with every caller's buttons.
export function raced(p) { return !!p.page.race; }
export function markBoard(p) {
  if (p.over) return;
  if (p.page.taps === 'paths') { markCells(p); return; }
  if (p.page.taps === 'dice') { markEnds(p); return; }
  if (!tappedOn(p)) return;
  const svg = document.querySelector('#board svg');
  if (!svg) return;
  const { from } = pieceGroups(p);
  const chosen = pick.piece && from.has(pick.piece) ? pick.piece : null;
  const wanted = new Map();
  const targets = new Set();
  if (chosen) for (const t of from.get(chosen)) { wanted.set(t.to, () => enter(t.move)); targets.add(t.to); }
  for (const h of from.keys()) if (!wanted.has(h)) wanted.set(h, () => { pick.piece = h === chosen ? null : h; render(); });
  const holes = [];
  for (const c of svg.querySelectorAll('circle')) {
    const t = c.querySelector('title');
    if (t && wanted.has(t.textContent)) {
      const name = t.textContent;
      const mark = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
      mark.setAttribute('cx', c.getAttribute('cx')); mark.setAttribute('cy', c.getAttribute('cy'));
      mark.setAttribute('r', String(parseFloat(c.getAttribute('r')) * 1.25));
      mark.setAttribute('fill', 'none');
      mark.setAttribute('stroke', name === chosen ? '#b58900' : (targets.has(name) ? '#1b6e2a' : '#1f4e9c'));
      mark.setAttribute('stroke-width', '0.8');
      mark.setAttribute('class', 'tap-mark');
      mark.setAttribute('data-hole', name);
      // Beside its hole, in the hole's own frame: a picture drawn with a
      // caption above moves the star down in a group
      // (rings on the svg itself floated over the caption).
      c.parentNode.append(mark);
      holes.push({ name, mark, act: wanted.get(name) });
    }
  }
  // Within 1.2 ring widths, and never less than 24 px: a target at
  // least 48 px across for a finger whatever size the star is drawn
  // (holes drawn 21 px on a phone).
  tapNearest(svg, holes, 1.2, 24);
}

// The places a move may be tapped on, as the server's picture marks
// them in a tap view (big-races' cells, super-race's route ends: a frame
// with no ink, named as the move's last step names it): each ringed, a
// tap on the board picking the nearest, within half a finger's 44 CSS px
// whatever size the board is drawn (the board
// could not be tapped, the paths chosen 600–1000 px under it).
const svgNS = 'http://www.w3.org/2000/svg';
export function ringOn(anchor, colour, fill) {
  const x = parseFloat(anchor.getAttribute('x')), y = parseFloat(anchor.getAttribute('y'));
  const wd = parseFloat(anchor.getAttribute('width')), ht = parseFloat(anchor.getAttribute('height'));
  const ring = document.createElementNS(svgNS, 'rect');
  const k = Math.min(wd, ht) * 0.08;
  ring.setAttribute('x', String(x + k)); ring.setAttribute('y', String(y + k));
  ring.setAttribute('width', String(wd - 2 * k)); ring.setAttribute('height', String(ht - 2 * k));
  ring.setAttribute('rx', String(Math.min(wd, ht) * 0.2));
  ring.setAttribute('fill', fill || colour); ring.setAttribute('fill-opacity', '0.25');
  ring.setAttribute('stroke', colour); ring.setAttribute('stroke-width', String(Math.max(0.5, Math.min(wd, ht) * 0.1)));
  ring.setAttribute('class', 'tap-mark');
  anchor.after(ring);
  return ring;
}
// tapNearest: a tap on svg acts for the nearest of targets ({mark,
// act}) when it lands within reach mark widths of its middle, never less
// than least px. The connection lost, a tap is said not sent at once, as
// the greyed buttons are (holdTaps).
export function tapNearest(svg, targets, reach, least) {
  svg.addEventListener('click', (e) => {
    if (!offline.hidden) { setProblem([{ kind: 'bad', text: w('not-sent') }]); render(); return; }
    let best = null, bestD = Infinity;
    for (const t of targets) {
      const r = t.mark.getBoundingClientRect();
      const d = Math.hypot(e.clientX - (r.left + r.width / 2), e.clientY - (r.top + r.height / 2));
      if (d < bestD) { bestD = d; best = t; }
    }
    if (best && bestD < Math.max(best.mark.getBoundingClientRect().width * reach, least)) best.act();
  });
}
