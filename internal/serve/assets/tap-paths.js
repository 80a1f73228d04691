// Taps of paths (referee.TapPaths): routes by length, tapped on the
// board or in the list.

import { el, enter, pick, render, w } from './page.js';
import { taps } from './game.js';
import { moveList } from './tap-list.js';
import { allHeld } from './tap-held.js';
import { boardHint, ringOn, tapNearest } from './board.js';

// Once the dice are set, the routes they allow are brought into view
// in the moves area, once for each roll.
export let routesDue = '';
export function keepRoutesInView(dice) {
  routesDue = dice;
  const routes = document.getElementById('routes');
  const taps = document.querySelector('.taps');
  if (!routes || !taps) return;
  // From the page's top: the dice were tapped on a page scrolled down
  // past the board (drawn at the width), and the band of the
  // board with its column numbers lay under the header.
  window.scrollTo(0, 0);
  taps.scrollTop += routes.getBoundingClientRect().top - taps.getBoundingClientRect().top;
  const r = routes.getBoundingClientRect();
  if (r.top < 0 || r.top > window.innerHeight - 60) window.scrollBy(0, r.top - Math.max(0, window.innerHeight - r.height - 8));
  // Every route above the line to type in, where the page can scroll
  // that far, the routes' heading and the board's column numbers kept
  // in sight (the third route lay half under the
  // bar; the column numbers scrolled away).
  // The header (whose turn it is) stays pinned at the screen's top on a
  // phone (page.css, .screen.routed .head): what scrolls goes under it,
  // so the routes and the board are measured from its foot
  // (the header left the screen).
  const bar = document.querySelector('.line');
  const limit = bar ? bar.getBoundingClientRect().top : window.innerHeight;
  const head = document.querySelector('.screen.routed > .head');
  const headFoot = head && getComputedStyle(head).position === 'sticky' ? head.getBoundingClientRect().height : 0;
  const after = routes.getBoundingClientRect();
  const board = document.getElementById('board');
  const boardTop = board ? Math.max(board.getBoundingClientRect().top - headFoot, 0) : after.top - headFoot - 8;
  if (after.bottom > limit - 8) window.scrollBy(0, Math.max(0, Math.min(after.bottom - limit + 8, after.top - headFoot - 8, boardTop)));
}

// A move that leaves its player no way on to the goal (the engine's
// dead end) asks before it is made, tapped in the list or on the board:
// the grey and the ⚠ alone did not stop a child, and two players of four
// sat stuck for the rest of a race. where says
// where the question stands: in the list, in place of the move's button,
// or in the route drawn from the board; only its Go makes the move.
export function takeRoute(c, where) {
  if (!c.deadEnd) { enter(c.move); return; }
  pick.deadAsk = c.move;
  pick.deadAt = where;
  render();
  // Its answers in sight, above the line to type in.
  const ask = document.getElementById('dead-go');
  if (ask) ask.scrollIntoView({ block: 'center' });
}
export function deadAsk(c) {
  return el('div', { class: 'dead-ask', id: 'dead-ask', role: 'alertdialog' },
    el('p', {}, w('dead-end-ask')),
    el('p', { class: 'dead-end' }, '⚠ ' + c.label),
    el('div', { class: 'row' },
      el('button', { class: 'forget', id: 'dead-go', on: () => enter(c.move) }, w('dead-end-go')),
      el('button', { class: 'primary', id: 'dead-other', on: () => { pick.deadAsk = null; pick.offer = null; render(); } }, w('dead-end-other'))));
}

// big-races: the paths of the car due, up to thirty, grouped by how many
// cells they count as (a tap, the number the engine gives: an outward
// step counts as three), then the paths of that many cells (a tap).
export function pathsByLength(p) {
  // A cell tapped on the board that more than one path reaches: just
  // those paths, right under the board.
  const cells = cellsOf(p);
  const atCell = cells.has(pick.cell) ? moveList(cells.get(pick.cell), w('paths'), 'paths') : null;
  if (atCell) return el('section', {}, boardHint(p), atCell);
  if (p.choices.length <= 8) return el('section', {}, boardHint(p), moveList(p.choices, w('moves')));
  const by = new Map();
  const other = [];
  for (const c of p.choices) {
    const n = c.steps && c.steps.length ? c.steps[0] : null;
    if (n === null) { other.push(c); continue; }
    if (!by.has(n)) by.set(n, []);
    by.get(n).push(c);
  }
  const lengths = [...by.keys()].sort((a, b) => Number(a) - Number(b));
  const chosen = by.has(pick.steps) ? pick.steps : null;
  const out = [boardHint(p), el('div', { class: 'steps-head' }, el('h2', {}, w('how-far')), el('div', { class: 'row steps' }, lengths.map((n) =>
    el('button', { 'data-steps': n, class: n === chosen ? 'chosen' : '', on: () => { pick.steps = n === chosen ? null : n; pick.cell = null; render(); } }, String(n)))))];
  if (chosen) out.push(moveList(by.get(chosen), w('paths'), 'paths'));
  if (other.length) out.push(moveList(other, w('moves')));
  return el('section', {}, out);
}

// big-races: the moves of the car due by the cell each ends on (its
// last step, the server's); with a length tapped, those of that length.
function cellsOf(p) {
  const by = new Map();
  for (const c of p.choices) {
    const s = c.steps || [];
    if (s.length < 2 || (pick.steps && s[0] !== pick.steps)) continue;
    const k = s[s.length - 1];
    if (!by.has(k)) by.set(k, []);
    by.get(k).push(c);
  }
  return by;
}
// A cell reached by one path makes it at a tap; by more, the tap offers
// just those paths (pathsByLength), the cell lit.
export function markCells(p) {
  const svg = document.querySelector('#board svg');
  if (!svg) return;
  const by = cellsOf(p);
  const chosen = by.has(pick.cell) ? pick.cell : null;
  const targets = [];
  for (const a of svg.querySelectorAll('[data-cell]')) {
    const name = a.getAttribute('data-cell');
    if (!by.has(name)) continue;
    const mark = ringOn(a, name === chosen ? '#b58900' : '#1b6e2a');
    mark.setAttribute('data-tap-cell', name);
    targets.push({ mark, act: () => {
      const cs = by.get(name);
      if (cs.length === 1) { enter(cs[0].move); return; }
      pick.cell = name === chosen ? null : name;
      render();
    } });
  }
  tapNearest(svg, targets, 0.75, 22);
}
// previewed is the route shown on the board, by its place in the list;
// null for none.
export function previewed(p) {
  const i = pick.offer;
  return Number.isInteger(i) && p.choices[i] && allHeld(p) ? i : null;
}
