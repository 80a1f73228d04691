// Taps of pieces (referee.TapPieces): a piece, then where it goes.

import { el, enter, pick, render, w } from './page.js';
import { moveList } from './tap-list.js';
import { boardHint } from './board.js';

// pieceGroups: for TapPieces (chinese-checkers), the moves grouped by
// the piece's place (a move's first step), each with where it ends;
// moves of fewer than two steps are the others, listed apart.
export function pieceGroups(p) {
  const from = new Map();
  const other = [];
  // The piece's hole and the hole it ends on are the server's, as the
  // board names them.
  for (const c of p.choices) {
    const steps = c.steps || [];
    if (steps.length < 2) { other.push(c); continue; }
    if (!from.has(steps[0])) from.set(steps[0], []);
    from.get(steps[0]).push({ to: steps[steps.length - 1], move: c.move, label: c.label });
  }
  return { from, other };
}

export function piecesThenTargets(p) {
  const { from, other } = pieceGroups(p);
  const chosen = pick.piece && from.has(pick.piece) ? pick.piece : null;
  const pieces = el('div', { class: 'row' }, [...from.keys()].map((h) => el('button', { 'data-piece': h, class: h === chosen ? 'chosen' : '', on: () => { pick.piece = h === chosen ? null : h; render(); } }, h)));
  const out = [boardHint(p), el('h2', {}, w('pieces')), pieces];
  if (chosen) out.push(el('h2', {}, w('targets')), el('div', { class: 'row group' }, from.get(chosen).map((t) => el('button', { 'data-target': t.to, on: () => enter(t.move) }, t.to))));
  if (other.length) out.push(moveList(other, w('moves')));
  return el('section', {}, out);
}

// Rings over the holes a tap may choose; a tap on the board picks the
// nearest of them.
export function tappedOn(p) { return p.page.taps === 'pieces'; }
