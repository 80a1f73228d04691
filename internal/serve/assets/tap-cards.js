// Taps of cards (referee.TapCards): a card's count, the calls, the task
// card built by taps.

import { again, el, enter, one, pick, render, st, tapsHere, tapsOf, w } from './page.js';
import { moveList } from './tap-list.js';

// turbo's task cards entered on this phone, the latest first: a family
// plays the same deck game after game, so a task card turned up again
// is one tap (kept in this browser only, a dozen at most).
const tasksKept = () => 'referee.tasks.' + (st.gameLang || st.lang);
export function recentTasks() {
  try { const v = JSON.parse(localStorage.getItem(tasksKept()) || '[]'); return Array.isArray(v) ? v.filter((l) => typeof l === 'string') : []; } catch (e) { return []; }
}
export function rememberTask(line) {
  const key = one(tapsHere(), 'task') + ':';
  if (key === ':') return;
  line = line.trim();
  if (!line.startsWith(key) || !line.slice(key.length).trim()) return;
  const kept = [line, ...recentTasks().filter((l) => l !== line)].slice(0, 12);
  try { localStorage.setItem(tasksKept(), JSON.stringify(kept)); } catch (e) { /* a browser that keeps nothing offers nothing again */ }
}

// cardsEach reads the card count field for n players: [] for none
// typed, one count a player (one number typed for all, or one each in
// their order, «19, 19, 18»: any run of spaces, commas, dots or
// semicolons between them), or null for what is neither. Only the form
// is read here: whether the counts fit the game is the engine's.
export function cardsEach(text, n) {
  const t = String(text || '').trim();
  if (!t) return [];
  if (!/^[0-9]+([\s,.;]+[0-9]+)*[\s,.;]*$/.test(t)) return null;
  const v = t.split(/[\s,.;]+/).filter((x) => x).map(Number);
  if (v.some((x) => x < 1 || x > 999)) return null;
  if (v.length === 1) return Array(Math.max(n, 1)).fill(v[0]);
  return v.length === n ? v : null;
}

// turbo: the card turned up (a count, then the animal, or a chameleon)
// by the player due; a call by whoever calls; the end or the next task.
// turbo's task card by taps: an animal (more added with +), a
// comparison, then a number or animals; «и» starts another clause. The
// line is the one a player types, in the game's own words (the server's taps).
// toks holds what was tapped; changed(line) is told each tap; send,
// when given, enters the line as a new task card.
let numbersHigh = false; // the task's keypad shows 10–20, not 0–9
export function taskTaps(toks, changed, send) {
  const T = tapsHere();
  const last = toks.length ? toks[toks.length - 1].kind : 'and';
  let compared = false; // the clause being tapped has its comparison
  for (const t of toks) { if (t.kind === 'op') compared = true; if (t.kind === 'and') compared = false; }
  const whole = compared && (last === 'animal' || last === 'number');
  const line = () => toks.map((t) => t.text).join(' ');
  // What the page shows of the line is in its own language (a Russian
  // page on an English game read `task:` and `and`); what a tap enters is the game's.
  const seen = () => toks.map((t) => t.label || t.text).join(' ');
  const label = (name) => (T[name] && T[name][0] ? T[name][0].label : '');
  const add = (kind, text, lab) => () => { toks.push({ kind, text, label: lab }); changed(line()); };
  const b = (key, label, ok, act) => el('button', { 'data-task': key, disabled: !ok, on: act }, label);
  const side = last === 'and' || last === 'plus' || last === 'op';
  // The numbers on one row, ten at a time (0–9, then 10–20 behind a
  // tap): the whole keypad of 21 would take half a phone's screen.
  const all = T.numbers || [];
  const high = numbersHigh && all.length > 10;
  const shown = high ? all.slice(10) : all.slice(0, 10);
  const numbers = shown.map((n) => b('number:' + n.move, n.label, last === 'op', () => { numbersHigh = false; add('number', n.move)(); }));
  if (all.length > 10) {
    const other = high ? all.slice(0, 10) : all.slice(10);
    // Only where a number can follow (after a comparison): elsewhere it
    // looked as if it were a key to tap.
    numbers.push(el('button', { class: 'more-numbers', 'data-task': 'numbers:' + (high ? 'low' : 'high'), 'aria-pressed': high ? 'true' : 'false', disabled: last !== 'op', on: () => { numbersHigh = !high; changed(line()); } },
      other[0].label + '–' + other[other.length - 1].label));
  }
  return el('section', { class: 'task-taps' }, el('p', { class: 'hint' }, w('task-taps')),
    el('div', { class: 'row' }, T.animals.map((a) => b('animal:' + a.move, a.label, side, add('animal', a.move, a.label))),
      b('plus', label('plus'), last === 'animal', add('plus', one(T, 'plus'), label('plus')))),
    el('div', { class: 'row' }, T.ops.map((o) => b('op:' + o.move, o.label, last === 'animal' && !compared, add('op', o.move)))),
    el('div', { class: 'row numbers' }, numbers),
    // The line built stands on a row of its own, wrapping: beside the
    // keys a two-clause task pushed Enter to a row under the line to type
    // in, out of sight.
    send ? el('output', { class: 'task-line', id: 'task-line' }, label('task') + ': ' + seen()) : null,
    el('div', { class: 'row task-keys' }, b('and', label('and'), whole, add('and', one(T, 'and'), label('and'))),
      b('back', w('task-back'), toks.length > 0, () => { toks.pop(); changed(line()); }),
      // Its own word, not a second «Enter» beside the line's
      // («press Enter» named two buttons).
      send ? b('send', w('task-done'), whole, () => send(one(T, 'task') + ': ' + line())) : null));
}

export function cardTaps(p) {
  const T = tapsOf(p.id);
  const out = [];
  const who = p.turn >= 0 ? p.players[p.turn] : null;
  const cards = T.cards || [];
  const quoted = (n) => (/^[\p{L}\p{N}_ -]+$/u.test(n) ? n : '"' + n.replace(/"/g, '') + '"');
  // A call is one tap, and a race: each player's row of calls comes
  // first, the touch of the task card in the same row, so that every
  // caller's buttons are on the first screen with the table. What a
  // call enters is the game's word for it, in the game's language.
  // While the next task card is due there is no card to call on or
  // touch: the calls wait for it, and the task's keys stand alone on
  // the first screen (the third and fourth players' calls were found
  // behind the line to type in at the start).
  const taskDue = p.forms.length > 0 && !!T.task;
  // Each call as the game lists them (turbo, forsazh, touch), said by
  // the page's word for its key; the touch says it is no call, its
  // title says what it is.
  const call = (n, c) => {
    const title = c.key === 'touch' ? w('call.touch') : null;
    return el('button', { 'data-caller': n, 'data-call': c.key, title, 'aria-label': title ? n + ': ' + title : null, on: () => enter(quoted(n) + ': ' + c.move) }, title ? w('touch-no-call') : w('call.' + c.key));
  };
  if (!taskDue) {
    out.push(el('div', { class: 'calls-all' }, p.players.map((n) => el('div', { class: 'row calls' }, el('span', { class: 'who' }, n),
      (T.calls || []).map((c) => call(n, c))))));
  }
  // A card is one tap: a row of counts for each animal, its name at the
  // row's head, then the chameleon (the card of no animal); each
  // button says its card in words for a screen reader.
  if (who) {
    // Whose card it is heads the row of animals (the row says «Card
    // turned up — Ann» to a screen reader), the chameleon at its end:
    // a row of its own for the heading took the height that left the
    // third player's open card under the keys.
    const head = el('span', { class: 'card-who', title: w('cards') + ' — ' + who }, who + ':');
    const plain = cards.filter((c) => !c.group).map((c) => el('button', { 'data-card': c.key, on: () => enter(quoted(who) + ': ' + c.move) }, w(c.key)));
    // The animal once, then the count: nine keys to a row of 27 were
    // 30 px wide, small for a race; each key is
    // now a finger's 44 px at least. The animal stays lit until the
    // card is entered.
    const animals = T.animals || [];
    const chosen = animals.some((a) => a.move === pick.animal) ? pick.animal : null;
    out.push(el('div', { class: 'row animals', role: 'group', 'aria-label': w('cards') + ' — ' + who }, head, animals.map((a) => el('button', { 'data-animal-pick': a.move, class: a.move === chosen ? 'chosen' : '', 'aria-pressed': a.move === chosen ? 'true' : 'false', on: () => { pick.animal = a.move === chosen ? null : a.move; render(); } }, a.label)), plain));
    const of = animals.find((a) => a.move === chosen) || animals[0];
    if (of) {
      out.push(el('div', { class: 'count-keys' }, cards.filter((c) => c.group === of.key).map((c) =>
        el('button', { 'data-count': c.shown, 'data-animal': chosen ? of.move : null, 'aria-label': chosen ? c.label : null, title: chosen ? c.label : null, disabled: !chosen, on: () => enter(quoted(who) + ': ' + c.move) }, c.shown))));
    }
  }
  // The cards and calls are tapped above; what is left is nobody's
  // (the task cards run out).
  const rest = p.choices.filter((c) => !p.players.some((n) => c.move.startsWith(quoted(n) + ':')));
  if (rest.length && !taskDue) out.push(moveList(rest, w('moves')));
  // A won round waits for its next task card (the form of the line due):
  // it is tapped as a player types it.
  // A round starts with it, so it comes first, in sight at the top of
  // the moves' frame; the cards and calls follow.
  if (taskDue) {
    // The end of the task cards beside the heading: under the keypad it
    // stood behind the line to type in after a round won.
    // The end ends the game for every phone: it asks a second tap, as
    // New game does (one tap on «конец» beside
    // the next task ended the game and named the winner).
    // Before the first task card nothing is to end: the end is not the
    // first big button of the game.
    // It stands apart, after the keypad and small: at the head of the
    // keys it was their biggest button, right where the thumb had
    // just tapped the call that won the round.
    const task = [el('div', { class: 'row card-head moves' }, el('h2', {}, w('next-task')))];
    const ends = el('div', { class: 'row task-end moves' },
      (p.moves > 0 ? rest : []).map((c) => {
        const sure = pick.end === c.move;
        return el('button', { 'data-move': c.move, class: sure ? 'chosen forget' : '', 'aria-label': sure ? w('end-sure') : w('end') + ' (' + c.label + ')', on: () => {
          if (!sure) { pick.end = c.move; render(); return; }
          enter(c.move);
        } }, sure ? w('end-sure') : w('end'));
      }));
    const used = new Set(p.log.map((e) => e.typed));
    const again = recentTasks().filter((l) => !used.has(l));
    if (again.length) task.push(el('div', { class: 'row recent' }, again.map((l) => el('button', { 'data-recent': l, on: () => enter(l) }, l.slice(l.indexOf(':') + 1).trim()))));
    task.push(taskTaps(pick.task || (pick.task = []), () => render(), (line) => enter(line)));
    task.push(ends);
    out.unshift(el('section', { class: 'next-task' }, task));
  }
  return el('section', {}, out);
}
