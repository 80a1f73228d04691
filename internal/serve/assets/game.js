// The game's page: what the referee said, the secret, the line to type,
// and the taps, by the way the game declares its moves are tapped.

import { again, earlierOpen, el, enter, followed, followedFrom, load, lost, phoneId, pick, post, problem, problems, render, setEarlierOpen, setFollowed, setFollowedFrom, setLeaving, setPick, setProblem, st, url, w } from './page.js';
import { moveList } from './tap-list.js';
import { cardTaps } from './tap-cards.js';
import { piecesThenTargets, tappedOn } from './tap-pieces.js';
import { allHeld, heldThenMoves, withHeld } from './tap-held.js';
import { pathsByLength } from './tap-paths.js';
import { raced } from './board.js';

// The board, then at once what is due, what the referee said last and
// the moves to tap: on a phone they share the first screen, the board
// scaled to leave them room and the moves held at the screen's foot, so
// a turn needs no scrolling.
export function gamePage(p) {
  const pinned = raced(p) && !p.over;
  const board = el('div', { class: tappedOn(p) ? 'board whole' : (raced(p) ? 'board fits' : 'board'), id: 'board', role: 'img', 'aria-label': w('position') });
  board.innerHTML = p.picture; // drawn and escaped by the server (referee/picture)
  const players = el('div', { class: 'players' }, p.players.map((n, i) => el('span', { class: i === p.turn ? 'turn' : '' }, n)));
  const side = el('div', { class: 'side' },
    // The game this page was in, one tap away in the notice: a player
    // mid-move on it went to the start page and looked for it in the
    // list of games kept.
    followed ? el('div', { class: 'notice followed', id: 'followed', role: 'status' }, el('p', {}, w(followed)),
      followedFrom ? el('button', { id: 'back-to-previous', on: () => { const name = followedFrom; setFollowed(null); setFollowedFrom(null); post('/api/resume', { name }); } }, w('back-to-previous')) : null) : null,
    p.over && p.secret ? null : problems(), // the secret's own box says them, by the colours
    p.over ? el('div', { class: 'outcome', role: 'status' }, p.outcome.map((o) => el('p', {}, o))) : el('p', { class: 'due', role: 'status' }, p.due, about(p)),
    // A game over and settled: what is left to do with it (download
    // the record, a new game) under the outcome, not past the fold
    // (at y≈856 of a phone's 844).
    settled(p) ? tools(p) : null,
    pinned ? null : said(p),
    // A race of calls pins its keys at the screen's foot over the
    // table: the verdict stands at the head of those keys, where the
    // caller's eye is (under the table it lay behind them, only the
    // pile's penalty badge in sight).
    p.ask || !p.over || p.secret ? el('div', { class: 'taps' }, pinned ? said(p) : null, p.ask ? askBox(p) : null, p.over ? null : taps(p), p.secret ? secretBox(p) : null) : null,
    // A race over that asks who played which colour is answered by the
    // taps above: the line to type in stood over them
    // (the colours half hidden behind it).
    p.over && p.secret ? null : typed(p));
  const more = el('div', { class: 'more' }, earlier(p), settled(p) ? null : tools(p));
  // A race over asking who played which colour shows every row and
  // Enter, the board giving way, with no scroll box of its own
  // (the last rows and Enter hidden in a box 240 px high).
  // Super Race's routes, once the five dice are in, run on down the
  // page with the line to type in after the last of them: in a frame of
  // their own the fifth route lay cut off at the line, with nothing to
  // say there was more.
  const screen = 'screen' + (p.over && p.secret ? ' asks' : '') + (raced(p) ? ' raced' : '') + (!p.over && allHeld(p) ? ' routed' : '');
  return el('div', { class: 'game' }, el('div', { class: screen }, el('header', { class: 'head' }, el('h1', {}, p.name), players), board, side), more);
}

// settled: the game is over and asks for nothing more (no colours).
function settled(p) { return p.over && !p.secret && !p.ask; }

// What the game says first (the car due and its limit, the dice, the
// task card due, the cards' rules), after who moves: whole the first
// time, and while it changes from turn to turn; said the same on a
// later move (turtles' rules of the cards, every turn), folded to its
// first sentence, the rest behind More.
// A verdict said under it since (a move refused: it stands with the
// verdict) folds it too: the long rules of the cards and the refusal
// together pushed the cards behind the line to type in.
// Folded, Turtle Race's rules leave nothing in the line but More
// («Ходы одноцветными картами записывают так: …»
// on every turn made the move screen a page to read); More opens it for
// that turn only.
let aboutShown = { text: '', moves: -1, said: -1 };
let aboutOpen = -1; // the moves played when More was tapped (a game whose About repeats: turtles), 'all' (another game), -1: folded
export function about(p) {
  const text = p.about || '';
  if (text !== aboutShown.text) { aboutShown = { text, moves: p.moves, said: p.log.length }; aboutOpen = -1; }
  if (!text) return null;
  const sep = p.due ? ' ' : '';
  const unchanged = p.moves === aboutShown.moves && p.log.length === aboutShown.said;
  // A game whose About says the same every turn (Turtle Race's, only
  // how moves are written): none of it is kept.
  // Another game's first sentence is what is due (turbo's task card).
  const first = p.page.repeats ? [''] : text.match(/^.+?[.!?…](?=\s)/);
  if (aboutOpen === p.moves || aboutOpen === 'all' || unchanged || !first) return el('span', { class: 'about' }, sep + text);
  return el('span', { class: 'about' }, sep + (first[0] ? first[0] + ' ' : ''),
    el('button', { id: 'about-more', class: 'more-about', 'aria-expanded': 'false', on: () => { aboutOpen = p.page.repeats ? p.moves : 'all'; render(); } }, w('more')));
}

// What the game over keeps hidden (turtles' colours): each player's
// value tapped, then the one header line they make entered, as typed.
// Each pick is also told the server, which holds it unseen by the other
// phones (each player picked on their own phone,
// and neither phone had all four): once every player's is in, on
// whichever phone, Enter enters them on any phone. A pick is hidden on
// its own phone too, at once: the row says only that it is made, no
// colour pressed or greyed in any row, for the next player may hold the
// same phone (Папа saw Мама's colour); Change
// shows the colours again, plain. A row picked on another phone shows
// no colours: it is that player's own, changed on that phone, or here
// once the page has asked that it is this player's
// (any phone overwrote it unseen, and the winner changed). No
// pick is refused for a colour another player holds (that told whose it
// was): the server finds it at Enter, and every phone then says so and
// asks for every colour again (Round).
let secretOpen = {}; // the rows opened again by Change, by player
let secretSure = {}; // the rows picked on another phone whose Change asks first, by player: 'ask' or 'mine'
export function clearSecretRows() { secretOpen = {}; secretSure = {}; }
function secretBox(p) {
  const sec = p.secret;
  const elsewhere = sec.given || [];
  if (pick.secretRound !== sec.round) { pick.secret = {}; pick.secretSeq = {}; pick.secretRound = sec.round; secretOpen = {}; secretSure = {}; }
  const given = pick.secret || (pick.secret = {});
  // A pick of this page's changed since on another phone (asked there
  // that it is that player's) is let go: its row says so.
  const mine = pick.secretSeq || (pick.secretSeq = {});
  for (const i of Object.keys(given)) if (given[i] && mine[i] !== 'sent' && mine[i] !== undefined && sec.seq && sec.seq[i] !== mine[i]) { given[i] = undefined; delete mine[i]; }
  const tell = (i, v) => (mine[i] = 'sent', fetch(url('/api/secret'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ player: i, value: v || '', phone: phoneId, again: secretSure[i] === 'mine' }) })
    .then((r) => { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
    .then((out) => {
      const s = out.state && out.state.play && out.state.play.secret;
      if (mine[i] === 'sent') mine[i] = s && s.seq ? s.seq[i] : undefined;
      if (!out.problem || !out.problem.length) return;
      if (given[i] === v) given[i] = undefined;
      setProblem(out.problem);
      render();
    }).catch((e) => { console.error(e); lost(); }));
  // The focus stays in the row chosen in (on its Change; Change gives
  // it to the row's first colour), so that Tab goes on from there
  // (it went back to the first player's colours).
  const focusOn = (id) => { const e = document.getElementById(id); if (e) e.focus({ preventScroll: true }); };
  const choose = (i, v) => { given[i] = v; delete secretOpen[i]; setProblem([]); tell(i, v); render(); focusOn('secret-change-' + i); };
  const rows = p.players.map((name, i) => {
    if (given[i] && !secretOpen[i]) {
      const who = el('span', { class: 'who' }, name, el('span', { class: 'given-here' }, ' ' + w('secret-chosen')));
      // A phone two players share (picks given here for another row
      // too) asks whose the pick is before it opens, as another phone
      // does: there the second player overwrote the first's unasked.
      const shared = p.players.some((_, j) => j !== i && given[j]);
      if (shared && secretSure[i] === 'ask') {
        return el('div', { class: 'row secret' }, who, el('p', { class: 'hint', id: 'secret-whose-' + i }, w('secret-whose-here')),
          el('button', { id: 'secret-mine-' + i, 'data-player': i, on: () => { secretSure[i] = 'mine'; secretOpen[i] = true; render(); focusOn('secret-' + i + '-0'); } }, w('secret-mine')),
          el('button', { id: 'secret-not-mine-' + i, 'data-player': i, on: () => { delete secretSure[i]; render(); focusOn('secret-change-' + i); } }, w('secret-not-mine')));
      }
      return el('div', { class: 'row secret' }, who,
        el('button', { id: 'secret-change-' + i, 'data-player': i, on: () => {
          if (shared) { secretSure[i] = 'ask'; render(); focusOn('secret-mine-' + i); return; }
          secretOpen[i] = true; render(); focusOn('secret-' + i + '-0');
        } }, w('secret-change')));
    }
    if (!given[i] && elsewhere[i] && !secretOpen[i]) {
      const who = el('span', { class: 'who' }, name, el('span', { class: 'given-elsewhere' }, ' ✓ ' + w('secret-given')));
      if (secretSure[i] === 'ask') {
        return el('div', { class: 'row secret' }, who, el('p', { class: 'hint', id: 'secret-whose-' + i }, w('secret-whose')),
          el('button', { id: 'secret-mine-' + i, 'data-player': i, on: () => { secretSure[i] = 'mine'; secretOpen[i] = true; render(); focusOn('secret-' + i + '-0'); } }, w('secret-mine')),
          el('button', { id: 'secret-not-mine-' + i, 'data-player': i, on: () => { delete secretSure[i]; render(); focusOn('secret-change-' + i); } }, w('secret-not-mine')));
      }
      return el('div', { class: 'row secret' }, who,
        el('button', { id: 'secret-change-' + i, 'data-player': i, on: () => { secretSure[i] = 'ask'; render(); focusOn('secret-mine-' + i); } }, w('secret-change')));
    }
    return el('div', { class: 'row secret' }, el('span', { class: 'who' }, name),
    // Each button named, so that a choice made with the keyboard keeps
    // the focus where it was (it went back to the first colour, and the
    // next Enter changed the first player's choice).
    sec.values.map((v, k) => el('button', {
      id: 'secret-' + i + '-' + k, 'aria-pressed': 'false', 'data-player': i, 'data-value': v,
      on: () => choose(i, v),
    }, v)));
  });
  const done = p.players.every((_, i) => given[i] || elsewhere[i]);
  const send = el('button', { class: 'primary', id: 'secret-send', disabled: !done, on: () => post('/api/secret', { send: true, picks: given }) }, w('send'));
  const clash = sec.clash ? el('div', { class: 'problem', id: 'secret-clash', role: 'alert' }, el('p', {}, sec.clash)) : null;
  return el('section', { class: 'ask' }, el('p', {}, sec.ask), el('p', { class: 'hint', id: 'secret-own' }, w('secret-own')), clash, problems(), rows, el('div', { class: 'row' }, send));
}

function askBox(p) {
  return el('div', { class: 'ask' }, el('p', {}, p.ask.text),
    el('div', { class: 'row' }, p.ask.answers.map((a, i) => el('button', { on: () => post('/api/answer', { answer: i }) }, a)),
      el('button', { on: () => post('/api/answer', { answer: -1 }) }, w('no-answer'))));
}

// notTaken says whether a line entered was not played, after post said
// ok: the request was refused or not sent, or the referee refused the
// move it holds (the game's last entry, that line, said as refused).
function notTaken(ok, line) {
  if (ok !== true || problem.length) return true;
  const log = st && st.play && st.play.log;
  const e = log && log[log.length - 1];
  return !!(e && e.typed === line && Array.isArray(e.said) && e.said[0] && e.said[0].kind === 'bad');
}

function toCorrect() {
  const line = document.getElementById('line');
  if (!line || line.disabled) return;
  line.focus({ preventScroll: true });
  line.select();
  line.scrollIntoView({ block: 'nearest' });
}

function typed(p) {
  const input = el('input', { type: 'text', id: 'line', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', placeholder: w('enter-hint'), 'aria-label': w('enter') });
  if (pick.line) input.value = pick.line;
  input.addEventListener('input', () => { pick.line = input.value; });
  // An empty line entered says what to do, not nothing
  // (the bar's Enter, tapped for the task card's, was silent).
  const send = () => {
    const v = input.value;
    // A line typed is meant, not a tap landing on a board drawn anew:
    // no moment is waited out (the change it was typed on still is).
    // A line the referee refused, or one not sent, stays in the box to
    // be corrected, not typed again.
    // It is brought into view, focused and selected, to be corrected at
    // once (the field lay under the fold, the
    // focus on Enter).
    if (v.trim()) { pick.line = ''; enter(withHeld(p, v)).then((ok) => { if (notTaken(ok, v) && !pick.line) { pick.line = v; render(); toCorrect(); } }); return; }
    setProblem([{ kind: 'bad', text: w('enter-empty') }]);
    render();
  };
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') send(); });
  // Undo sits by the line: on a phone both stay on the first screen.
  // It says what it takes back, the last move, not the line typed, and
  // asks a second tap, as New game does (phone B's
  // «Отменить» took back the move Аня had just made on phone A at once).
  const undoSure = pick.undo === p.moves;
  const undo = el('button', { id: 'undo', class: undoSure ? 'chosen forget' : '', disabled: p.moves === 0, on: () => {
    if (!undoSure) { pick.undo = p.moves; render(); return; }
    pick.undo = null;
    post('/api/undo');
  } }, undoSure ? w('undo-sure') : w('undo-last'));
  // A game over takes no more lines: Undo alone stays (the last move
  // mistyped), not a line to type in for a finished race.
  if (p.over) return el('div', { class: 'line' }, el('div', { class: 'row' }, undo));
  return el('div', { class: 'line' }, el('label', { for: 'line' }, w('enter')), el('div', { class: 'row' }, input, el('button', { id: 'send', on: send }, w('send')), undo));
}

// What the referee said: the last entry in sight by the board, the
// earlier ones folded away below the moves.
// An entry with nothing said (or said in a shape this page does not
// know) shows what was typed, never fails the page.
function sayEntry(e) {
  const said = e && Array.isArray(e.said) ? e.said.filter((s) => s && typeof s.text === 'string') : [];
  if (!said.length) return el('div', {}, e && e.typed ? el('p', { class: 'note' }, el('span', { class: 'typed' }, e.typed)) : null);
  // A refusal says the move it refused itself: the line as typed is not
  // echoed before it («красная  -1 — Ход 3 …»).
  const echo = e.typed && said[0].kind !== 'bad' && !said[0].text.includes(e.typed);
  return el('div', {}, said.map((s, i) => el('p', { class: s.kind }, i === 0 && echo ? [el('span', { class: 'typed' }, e.typed), ' — '] : null, s.text)));
}

// On a phone the last verdict (with the notes said with it) is held to
// a few lines that scroll (page.css), so that it never pushes the moves
// out of sight (the last row of cards behind the
// line to type in, Big Races' paths below the fold); a fade and «more»
// say there is more, and «more» unfolds it whole (holdSaid). On a
// laptop it is never held.
let saidOpen = null; // the verdict unfolded, by its key
const saidKey = (p) => st.run + ':' + p.log.length + ':' + JSON.stringify(p.log[p.log.length - 1]);
export function said(p) {
  if (!p.log.length) return null;
  const open = saidOpen === saidKey(p);
  const box = el('section', { class: 'said last', id: 'said-last', 'aria-live': 'polite' }, sayEntry(p.log[p.log.length - 1]));
  const more = el('button', { id: 'said-more', class: 'said-more', hidden: true, 'aria-controls': 'said-last', 'aria-expanded': open ? 'true' : 'false', on: () => {
    saidOpen = open ? null : saidKey(p);
    render();
  } }, open ? w('said-less') : w('said-more'));
  // A move refused is said whole until the next move, never held under
  // a fade (the refusal faded out before its
  // «cannot be played»): it is what the player must read.
  const last = p.log[p.log.length - 1];
  const refused = last && Array.isArray(last.said) && last.said.length && last.said[0] && last.said[0].kind === 'bad';
  return el('div', { class: 'said-wrap' + (open ? ' open' : '') + (refused ? ' refused' : '') }, box, more);
}
// holdSaid shows «more» and the fade when the last verdict is longer
// than its box: the fade while lines are left below, «more» (then
// «less») while it is held or unfolded.
export function holdSaid() {
  const box = document.getElementById('said-last');
  const more = document.getElementById('said-more');
  if (!box || !more) return;
  const wrap = box.parentElement;
  wrap.classList.remove('held', 'fades');
  if (wrap.classList.contains('refused')) { more.hidden = true; return; }
  const open = wrap.classList.contains('open');
  const held = open || box.scrollHeight > box.clientHeight + 1;
  more.hidden = !held;
  if (!held) return;
  wrap.classList.add('held');
  const fade = () => wrap.classList.toggle('fades', !open && box.scrollHeight - box.scrollTop - box.clientHeight > 2);
  fade();
  box.addEventListener('scroll', fade, { passive: true });
}

function earlier(p) {
  const items = p.log.slice(-8, -1).reverse();
  if (!items.length) return null;
  // Folded, its heading says how many verdicts it holds, as «Finished
  // games (1)» does: bare, it looked like a stray title under the game.
  const box = el('details', { class: 'said earlier', open: earlierOpen }, el('summary', {}, w('said') + ' (' + items.length + ')'), items.map(sayEntry));
  box.addEventListener('toggle', () => { setEarlierOpen(box.open); });
  return box;
}

function tools(p) {
  return el('div', { class: 'tools row' },
    el('a', { href: url('/transcript'), download: true, id: 'download' }, el('button', { tabindex: -1 }, w('download'))),
    leaveButton(p));
}

// New game leaves the game under way for this page alone, and only at
// a second tap: one tap on a child's phone took every phone out of the
// game. The other phones play on; the game is
// replaced for them only when this page starts or goes on with another.
// A game that cannot be kept is left on the server, which refuses it
// until the record is downloaded.
export function leaveButton(p) {
  // A game over has nothing to lose: one tap (a finished game
  // took two taps to leave, every time a phone opened the address).
  const over = p.over && !p.secret;
  const sure = pick.leave === true || over;
  const asking = sure && !over;
  return el('button', { id: 'leave', class: asking ? 'chosen forget' : '', on: () => {
    if (!sure) { pick.leave = true; render(); return; }
    setPick({});
    if (p.notKept) { post('/api/leave'); return; }
    setLeaving(true);
    load();
  } }, asking ? w('new-game-sure') : w('new-game'));
}

// ---- the moves due, in the game's own terms ----

// How the game's moves are tapped, as it declares it (referee.TapLayout);
// a game that declares none gets the plain list of its moves.
export function taps(p) {
  switch (p.page.taps) {
    case 'pieces': return piecesThenTargets(p);
    case 'cards': return cardTaps(p);
    case 'dice': return heldThenMoves(p);
    case 'paths': return pathsByLength(p);
    default: return moveList(p.choices, w('moves'));
  }
}
