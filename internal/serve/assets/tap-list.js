// Taps of a game that declares no layout (referee.TapList): the plain
// list of its moves, and the list the other layouts end with.

import { el, enter, pick, render, w } from './page.js';
import { deadAsk, takeRoute } from './tap-paths.js';

// A move alone is one tap; moves that share a group (a rainbow card,
// then the turtle it moves) are the group's tap, then the move's.
// most, when given, shows that many moves of a long list (the referee
// lists the best first) and a button for the rest
// (Super Race's 27 routes in one list ran far below the screen).
export function moveList(choices, title, id, most) {
  if (!choices || !choices.length) return null;
  const groups = new Map();
  const row = [];
  const lone = choices.filter((c) => !c.group).length;
  let shown = 0;
  for (const c of choices) {
    if (!c.group) {
      if (most && !pick.allMoves && lone > most + 2 && shown++ >= most) continue;
      if (c.deadEnd && pick.deadAsk === c.move && pick.deadAt === 'list') { row.push(deadAsk(c)); continue; }
      row.push(el('button', { 'data-move': c.move, class: (c.deadEnd ? 'dead-end' : '') + (c.lit ? ' chosen' : ''), 'aria-label': plainFirst(c.label) ? (c.deadEnd ? '⚠ ' : '') + c.label : null, on: () => takeRoute(c, 'list') }, moveFace(c.label, c.deadEnd, id === 'routes')));
      continue;
    }
    if (!groups.has(c.group)) {
      groups.set(c.group, []);
      const g = c.group;
      row.push(el('button', { 'data-group': g, class: pick.group === g ? 'chosen' : '', 'aria-expanded': pick.group === g ? 'true' : 'false', on: () => { pick.group = pick.group === g ? null : g; render(); } }, g));
    }
    groups.get(c.group).push(c);
  }
  if (most && !pick.allMoves && lone > most + 2) row.push(el('button', { id: 'more-moves', on: () => { pick.allMoves = true; render(); } }, w('more-routes') + ' (' + (lone - most) + ')'));
  const out = [el('h2', {}, title), el('div', { class: 'row' }, row)];
  // A group's moves say what the second tap adds (the turtle), the
  // group chosen standing lit above them: said whole, «rainbow +1
  // yellow», one took a row each, and the rows of cards above were cut
  // off on a phone. A screen reader hears it whole.
  const plain = (x) => x.replace(/\s/g, ' '); // a no-break space in either
  const short = (c) => (plain(c.label).startsWith(plain(c.group) + ' ') ? c.label.slice(c.group.length + 1) : c.label);
  if (groups.has(pick.group)) out.push(el('div', { class: 'row group' }, groups.get(pick.group).map((c) => el('button', { 'data-move': c.move, 'aria-label': short(c) !== c.label ? c.label : null, on: () => enter(c.move) }, short(c)))));
  return el('section', { class: 'moves', id }, out);
}

// A move's words lead with their plain part, the notation after it and
// smaller («п3в — 1 вперёд и 3 внутрь…» read as
// engineer's words); the words themselves are the game's, unchanged,
// and a screen reader hears them whole, in order. plainFirst is the
// split, the notation and then its words, or null when the label has no
// plain part after the notation.
function plainFirst(label) {
  // The dash stands after a no-break space in Russian.
  const m = /\s—\s/.exec(label);
  if (!m || m.index === 0 || m.index + 3 >= label.length) return null;
  return [label.slice(0, m.index), label.slice(m.index + 3)];
}
// A route (routeFirst) is what the players compare: it leads, in the
// button's type, its notes after it and smaller (the route stood last,
// in tiny grey, after «до финишной линии не меньше 22 квадратов»).
function moveFace(label, dead, routeFirst) {
  const two = plainFirst(label);
  const mark = dead ? '⚠ ' : '';
  if (!two) return mark + label;
  if (routeFirst) return [el('span', { class: 'route' }, mark + two[0]), ' — ', el('span', { class: 'notes' }, two[1])];
  return [el('span', { class: 'plain' }, mark + two[1]), ' ', el('span', { class: 'notation' }, two[0])];
}
