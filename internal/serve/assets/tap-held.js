// Taps of dice held (referee.TapDice): the dice as they come, then the
// moves they allow.

import { busy, el, pick, post, render, tapsOf, w } from './page.js';
import { moveList } from './tap-list.js';
import { deadAsk, previewed, takeRoute } from './tap-paths.js';
import { boardHint, ringOn, tapNearest } from './board.js';

// withHeld joins a line typed to the words already tapped in (Super
// Race's five faces): a route typed alone under the faces entered by
// keys was refused for its missing faces. The words tapped are what
// every move offered begins with, up to its separator; a line that
// holds the separator is taken as typed, whole.
export function withHeld(p, line) {
  if (!allHeld(p) || !p.choices || !p.choices.length) return line;
  let head = p.choices[0].move;
  for (const c of p.choices) { let i = 0; while (i < head.length && i < c.move.length && head[i] === c.move[i]) i++; head = head.slice(0, i); }
  const words = head.slice(0, Math.max(0, head.lastIndexOf(' '))).split(/\s+/);
  const k = words.findIndex((x) => x && !/[\p{L}\p{N}]/u.test(x));
  if (k !== p.held.split(' ').length) return line;
  const sep = words[k];
  if (line.includes(sep)) return line;
  return words.slice(0, k + 1).join(' ') + ' ' + line.trim();
}

// super-race: each route's end ringed (a dead end's grey); a tap on it
// draws the route (the server's drawing, hidden till then), a second
// tap on it, or Take this route, makes it.
export function markEnds(p) {
  const svg = document.querySelector('#board svg');
  if (!svg || !allHeld(p)) return;
  const byEnd = new Map();
  p.choices.forEach((c, i) => {
    const e = c.steps && c.steps[0];
    if (!e) return;
    if (!byEnd.has(e)) byEnd.set(e, []);
    byEnd.get(e).push(i);
  });
  const shown = previewed(p);
  for (const g of svg.querySelectorAll('[data-offer]')) g.setAttribute('visibility', Number(g.getAttribute('data-offer')) === shown ? 'visible' : 'hidden');
  const targets = [];
  for (const a of svg.querySelectorAll('[data-end]')) {
    const name = a.getAttribute('data-end');
    const is = byEnd.get(name);
    if (!is) continue;
    const lit = shown !== null && is.includes(shown);
    const dead = is.every((i) => p.choices[i].deadEnd);
    const mark = ringOn(a, lit ? '#b58900' : (dead ? '#777777' : '#1f4e9c'));
    mark.setAttribute('data-tap-end', name);
    targets.push({ mark, act: () => {
      if (lit) { takeRoute(p.choices[shown], 'board'); return; }
      pick.deadAsk = null;
      pick.offer = is[0];
      render();
    } });
  }
  tapNearest(svg, targets, 0.75, 22);
}
// allHeld: every word of the held flag is in (Page.HeldWords: super-race's
// five dice), as the server has them.
export const allHeld = (p) => !!p.held && p.held.split(' ').length === p.page.heldWords;
// sendHeld shows the held words (the dice) tapped at once and sends them to the server,
// the latest only: taps quicker than the server's answer are sent
// together once it answers.
export let heldWanted = null;
function sendHeld(d) {
  pick.clearHeld = false;
  pick.group = null;
  pick.allMoves = false;
  pick.offer = null;
  pick.held = d;
  heldWanted = d.join(' ');
  render();
  flushHeld();
}
export async function flushHeld() {
  if (busy || heldWanted === null) return;
  const d = heldWanted;
  heldWanted = null;
  const sent = await post('/api/held', { held: d });
  if (sent === false) {
    // Not sent (the server is out of reach): kept, and sent when it
    // answers again (load).
    if (heldWanted === null) heldWanted = d;
    return;
  }
  if (heldWanted !== null) { flushHeld(); return; }
  // Sent: from now on the server's dice are this page's too (another
  // phone may change them).
  pick.held = undefined;
  render();
}

// TapDice (super-race): the held words tapped one by one (the five
// faces rolled), then the moves they allow (the routes). The
// faces, their signs and colours are the server's; each says its
// colour and shape in words as well (serve.die.*): a player who cannot
// tell red from yellow reads them.
export function heldThenMoves(p) {
  const faces = tapsOf(p.id).faces || [];
  const byMove = new Map(faces.map((f) => [f.move, f]));
  // The dice are the server's, shared by every phone as they are
  // tapped; a tap shows at once, and the server hears of it after.
  const rolled = pick.held || (p.held ? p.held.split(' ') : []);
  const full = allHeld(p);
  const set = (d) => { sendHeld(d); };
  const colour = (f) => (byMove.has(f) ? byMove.get(f).group : '');
  const face = (f) => [el('span', { class: 'sym', 'aria-hidden': 'true' }, byMove.has(f) ? byMove.get(f).shown : f), el('span', { class: 'word' }, w('die.' + f))];
  // Clearing every die stands by their heading, away from the routes,
  // says what it clears, and asks a second tap (as Remove does): a tap
  // by mistake lost the roll.
  const sure = pick.clearHeld && rolled.length > 0;
  const clear = rolled.length ? el('button', { id: 'clear-dice', class: sure ? 'chosen forget' : 'forget', on: () => {
    if (!sure) { pick.clearHeld = true; render(); return; }
    pick.clearHeld = false;
    sendHeld([]);
  } }, sure ? w('clear-dice-sure') : w('clear-dice')) : null;
  const out = [el('div', { class: 'row dice-head' }, el('h2', {}, w('dice')), clear)];
  out.push(el('div', { class: 'row slots' }, [0, 1, 2, 3, 4].map((i) => el('button', { class: 'die ' + (rolled[i] ? colour(rolled[i]) : ''), 'data-slot': i, 'aria-label': rolled[i] ? w('die.' + rolled[i]) : '—', on: () => {
    pick.clearHeld = false;
    if (rolled[i]) set(rolled.filter((_, j) => j !== i));
  } }, rolled[i] ? face(rolled[i]) : '·'))));
  // Clear asked for (its first tap), the faces stand ready for the
  // next roll, and the first face tapped clears the dice and starts it:
  // with the five in no face was there, and that first tap fell on a
  // die above, which it took back.
  if (!full || sure) out.push(el('div', { class: 'row faces' }, faces.map((f) => el('button', { class: 'die ' + f.group, 'data-face': f.move, disabled: !sure && rolled.length >= p.page.heldWords, on: () => { const anew = sure; pick.clearHeld = false; set(anew ? [f.move] : [...rolled, f.move]); } }, face(f.move)))));
  if (rolled.length) out.push(el('p', { class: 'hint', id: 'die-hint' }, w('die-back')));
  if (full) {
    // The route tapped on the board, drawn there: made by Take this
    // route (or a second tap on its end); the others ending on the same
    // square drawn at a tap.
    const shown = previewed(p);
    if (shown !== null) {
      const c = p.choices[shown];
      const same = p.choices.map((x, i) => i).filter((i) => i !== shown && p.choices[i].steps && c.steps && p.choices[i].steps[0] === c.steps[0]);
      const asking = c.deadEnd && pick.deadAsk === c.move && pick.deadAt === 'board';
      if (asking) out.push(el('section', { class: 'take', id: 'take' }, deadAsk(c)));
      else out.push(el('section', { class: 'take', id: 'take' }, el('p', { class: c.deadEnd ? 'dead-end' : '' }, c.deadEnd ? '⚠ ' + c.label : c.label),
        el('div', { class: 'row' }, el('button', { class: 'primary', id: 'take-route', on: () => takeRoute(c, 'board') }, w('take-route')),
          same.map((i) => el('button', { 'data-offer': i, on: () => { pick.offer = i; render(); } }, p.choices[i].deadEnd ? '⚠ ' + p.choices[i].label : p.choices[i].label)))));
    }
    // A route that leaves no way to the finish line (the server's word,
    // from the engine) is greyed, ⚠, and listed last.
    const listed = p.choices.map((c, i) => Object.assign({}, c, { lit: i === shown }));
    listed.sort((a, b) => (a.deadEnd ? 1 : 0) - (b.deadEnd ? 1 : 0));
    // The board's part said in the routes' heading, after its word: a
    // line of its own pushed the last route under the line to type in.
    const hint = shown === null ? boardHint(p) : null;
    out.push(moveList(listed, hint ? [w('routes'), ' ', hint] : w('routes'), 'routes', 6));
  }
  else if (!p.unlisted && p.choices.length) out.push(moveList(p.choices, w('moves')));
  return el('section', {}, out);
}
