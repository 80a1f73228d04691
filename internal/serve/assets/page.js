// The table on a phone: the game as the server has it, the moves due to
// tap, a line to type. Every name and move is set as text; only the
// board, which the server drew and escaped, is set as markup.
//
// The entry of the page's modules: the state, the server's answers and
// events, drawing the page.

import { rememberGame, startPage } from './start.js';
import { clearSecretRows, gamePage, holdSaid, leaveButton, taps } from './game.js';
import { rememberTask } from './tap-cards.js';
import { allHeld, flushHeld, heldWanted } from './tap-held.js';
import { keepRoutesInView, routesDue } from './tap-paths.js';
import { fitBoard, keyBelow, markBoard, raced } from './board.js';

const token = new URLSearchParams(location.search).get('t');
const app = document.getElementById('app');
export const offline = document.getElementById('offline');
export let st = null;       // the state last had
export let problem = [];    // what the last request of this page was refused for
export let notice = [];     // what the last request said that is no problem (a kept game removed)
let offerDownload = false; // the refusal asks for the record to be downloaded first
export let pick = {};       // what this page has tapped so far, by game: a piece, a card count, a caller…
export let busy = false;
// The question the server asked of this page's move: another phone has
// just entered the same one ({text, line, rev}); null for none.
export let again = null;
// The question about the same move dropped because the game moved on
// first: said until this page's next change.
let againGone = false;
// This page among the phones at the table, made anew at each load: the
// server asks of a move entered twice only from two phones.
export const phoneId = Math.random().toString(36).slice(2) + Date.now().toString(36);
export let earlierOpen = false; // what the referee said earlier, unfolded
// This page left the game under way for the start page (New game, made
// Other modules set these through here: an imported binding is read-only.
export function setPick(v) { pick = v; }
export function setProblem(v) { problem = v; }
export function setLeaving(v) { leaving = v; }
export function setGameShown(v) { gameShown = v; }
export function setFollowed(v) { followed = v; }
export function setFollowedFrom(v) { followedFrom = v; }
export function setEarlierOpen(v) { earlierOpen = v; }
// sure): the other phones play on, and the server answers it with the
// start page until it starts or goes on with a game, or goes back.
let leaving = false;

export function url(path) { return token ? path + (path.includes('?') ? '&' : '?') + 't=' + encodeURIComponent(token) : path; }

export function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'on') e.addEventListener('click', v);
    else if (k === 'class') e.className = v;
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
}
export const w = (id) => (st && st.words[id]) || id;
// The words a game's lines are built of by taps, by set (the server's,
// from the game: every word a tap enters is the game's own); {} for none.
export const tapsOf = (id) => (st && st.taps && st.taps[id]) || {};
// The words to tap of the game played, else of the game chosen on the
// start page.
export const tapsHere = () => tapsOf(st && st.play ? st.play.id : (pick.start && pick.start.game));
// What the page needs of a game beyond the list of its moves, as the
// game declares it (referee.Page): the page switches on it, never on a
// game's id. The game played's, or the one named on the start page.
export const pageOf = (id) => { if (st && st.play && st.play.id === id) return st.play.page || {}; const g = st && st.games && st.games.find((x) => x.id === id); return (g && g.page) || {}; };
// A set of one word: what its tap enters.
export const one = (T, name) => (T[name] && T[name][0] ? T[name][0].move : '');

// The connection is lost: it is tried again, and the page says what to
// do when it never comes back. With a token (--lan) the referee started
// anew prints a new address to open; without, the same address comes
// back by itself (the token's warning alarmed a
// table that had none).
export function lost() {
  offline.hidden = false;
  // --lan keeps its token in the state folder:
  // the same address comes back with or without one; only a server that
  // refuses this page's token (--new-token) has a new address to open.
  offline.replaceChildren(el('p', {}, w('offline')), el('p', {}, w('restart-hint-local')));
  holdTaps();
  // A server that answers but refuses this address (started again
  // with --lan, whose token this page lacks) will never let it back:
  // the page says to open the new address (it
  // promised to come back by itself, refused every time).
  fetch(url('/api/state')).then((r) => {
    if (r.status === 403) offline.replaceChildren(el('p', {}, w('offline')), el('p', {}, w('restart-hint')));
  }).catch(() => {});
}

// While the connection is lost the moves are not to be tapped: they
// stand greyed until the state comes back and the page is drawn anew.
function holdTaps() {
  if (offline.hidden) return;
  for (const b of document.querySelectorAll('.taps button, #send, #undo, #line')) b.disabled = true;
}

export async function load() {
  try {
    const asked = leaving;
    const r = await fetch(url(asked ? '/api/state?start=1' : '/api/state'));
    if (!r.ok) { showRefusal(await r.text()); return; }
    const next = await r.json();
    // Asked for the start page before this page went into a game (its
    // own Start on its way), or the other way round: not what it shows.
    if (asked !== leaving) return;
    offline.hidden = true; // the server answers again
    if (heldWanted !== null) setTimeout(flushHeld, 0);
    // A state asked for before a change this page made (New game
    // tapped while it was on its way) is older than the one held: it
    // would draw the game left again.
    if (st && next.run === st.run && next.rev < st.rev) return;
    // A page opened anew on a game that is over lands on the start
    // page, the game list first and the finished game offered after
    // it (a finished game greeted every phone
    // that opened the address). A page that saw the game end stays.
    if (!st && !asked && next.play && next.play.over && !next.play.secret && !next.play.notKept) { leaving = true; load(); return; }
    st = next;
  } catch (e) { lost(); return; }
  render();
}

function showRefusal(text) { app.replaceChildren(el('p', { class: 'problem' }, text)); }

// The moment after a move drawn anew is marked (data-fresh) but holds
// back no tap: the server asks about the same move entered again within
// it, from this phone (a double tap) or another (the next player
// copying the card just played), and any other move goes. Holding this
// page's own taps back dropped a quick player's next move without a
// word (turbo's cards 0.3 s apart: half of them gone). After this
// page's own move the moment lasts as long as the server asks about the
// same move again from this phone (twiceWithin): a tap after it is a
// move of its own, entered at once.
const settle = 700; // ms
const ownSettle = 1500; // ms
let freshUntil = 0;
const plays = { '/api/enter': true, '/api/answer': true, '/api/undo': true };
let lastPlayAt = -1e9; // when this page last sent a move
function fresh(own) {
  // This page's own change other than a move (a die set, a kept game
  // gone on with) leaves no tap behind it to hold back.
  if (own && performance.now() - lastPlayAt > 2 * settle) return;
  if (st && st.play && st.play.page.taps === 'dice') return; // post: none needed
  // Hurri Count is a race of reactions: a call a moment after another
  // phone's card is the game itself, not a tap aimed at the card before
  // («Турбо!» 0.7 s after Папа's card refused).
  if (!own && st && st.play && st.play.page.race) return;
  const long = own && !(st && st.play && st.play.page.race) ? ownSettle : settle;
  freshUntil = Math.max(freshUntil, performance.now() + long);
  document.body.setAttribute('data-fresh', '');
  setTimeout(() => { if (performance.now() >= freshUntil) document.body.removeAttribute('data-fresh'); }, long + 20);
}
let posting = false; // the state drawn next is this page's own change

// A move tapped while this page's last change is on its way waits for
// its answer and then goes, with the game as it is after it, in the
// order tapped (dropped, a quick player's next card was lost without a
// word); the server asks about it if it is the same move again.
const waiting = [];
export async function post(path, body) {
  if (busy) {
    if (!plays[path]) return null;
    return new Promise((done) => { waiting.push({ path, body, done }); });
  }
  again = null;
  againGone = false;
  if (plays[path]) lastPlayAt = performance.now();
  busy = true;
  document.body.setAttribute('aria-busy', 'true');
  try {
    const r = await fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(Object.assign({ phone: phoneId }, st && path !== '/api/secret' ? { rev: st.rev } : {}, leaving ? { start: true } : {}, body || {})) });
    if (!r.ok) { problem = [{ kind: 'bad', text: await r.text() }]; render(); return null; }
    const out = await r.json();
    problem = out.problem || [];
    notice = out.notice || [];
    again = out.again ? { text: out.again.text, line: out.again.line, rev: out.state.rev } : null;
    offerDownload = !!out.download;
    posting = true;
    st = out.state;
    if (st.play) leaving = false; // a game started or gone on with: every page is in it
    offline.hidden = true;
  } catch (e) {
    // A move sent while the server is down is said not sent, not
    // dropped without a word (e9, then d4, tapped under the banner, and
    // gone).
    console.error(e);
    lost();
    if (plays[path]) { problem = [{ kind: 'bad', text: w('not-sent') }]; render(); }
    return false;
  }
  finally {
    busy = false; document.body.removeAttribute('aria-busy');
    if (heldWanted !== null) setTimeout(flushHeld, 0); // dice tapped while another change was on its way
    if (waiting.length) { const q = waiting.shift(); setTimeout(() => post(q.path, q.body).then(q.done), 0); }
  }
  render();
  return true;
}
// A finger come down on a button the page then drew anew (a move
// arrived, this page's own or another phone's) lifts on whatever now
// stands there, or on nothing: the browser's click goes astray (a route
// tapped just after the other phone's move did nothing, or another
// move). The tap goes to the button it began on, whose move it showed;
// the server says in words when that move is no longer to be made.
let pressed = null;
document.addEventListener('pointerdown', (e) => {
  const b = e.target.closest ? e.target.closest('#app button') : null;
  pressed = b ? { b, at: performance.now() } : null;
}, true);
document.addEventListener('click', (e) => {
  const p = pressed;
  pressed = null;
  if (!p || !e.isTrusted || p.b.isConnected || performance.now() - p.at > 2000) return;
  const on = e.target.closest ? e.target.closest('button') : null;
  if (on === p.b) return;
  e.preventDefault();
  e.stopPropagation();
  if (!p.b.disabled) p.b.click();
}, true);

export const enter = (line) => { pick = {}; if (st && st.play) rememberTask(line); return post('/api/enter', { line }); };

function listen() {
  const es = new EventSource(url('/api/events'));
  // The stream back after an outage says the server answers, not what
  // it holds: the page stays marked offline, its old game not to be
  // tapped as if current, until the state itself arrives (load).
  es.onmessage = (e) => { if (!st || String(st.rev) !== e.data || !offline.hidden) load(); };
  es.onerror = () => { lost(); };
}

// ---- rendering ----

// A page that cannot draw part of the game is a fault of the page, not
// of the connection: it says so in the console and still offers what
// gets the family out (Undo, the record, New game), for the game the
// server holds is whole.
export function render() {
  try { draw(); } catch (e) {
    console.error(e);
    const p = st && st.play;
    app.replaceChildren(el('div', { class: 'game fallback' }, p ? el('h1', {}, p.name) : el('h1', {}, w('title')), problems(),
      p ? el('div', { class: 'tools row' },
        el('button', { id: 'undo', on: () => post('/api/undo'), disabled: !(p.moves > 0) }, w('undo')),
        el('a', { href: url('/transcript'), download: true, id: 'download' }, el('button', { tabindex: -1 }, w('download'))),
        leaveButton(p)) : null));
  }
}

// The game this page showed, and the server's run that played it: a
// page whose server started anew (Ctrl-C, a restart) goes on with that
// game at once, kept as it was; a game left on this run (New game) is
// not gone back to.
const onKey = 'referee.on';
function wasOn() { try { return JSON.parse(sessionStorage.getItem(onKey) || localStorage.getItem(onKey) || 'null'); } catch (e) { return null; } }
function setOn(v) {
  for (const s of [sessionStorage, localStorage]) try { if (v) s.setItem(onKey, JSON.stringify(v)); else s.removeItem(onKey); } catch (e) { /* a browser that keeps nothing comes back to the start page */ }
}
function comeBack() {
  if (st.play) { if (st.play.kept) setOn({ run: st.run, kept: st.play.kept }); return false; }
  const on = wasOn();
  if (!on) return false;
  setOn(null);
  if (on.run === st.run || !st.kept.some((k) => k.name === on.kept)) return false;
  post('/api/resume', { name: on.kept }).then(() => { if (st && st.play) problem = []; render(); });
  return true;
}

// The game this page showed last ({run, game, over, moves}), and
// whether it was left for another that another phone began or went on
// with: the page follows, and says so once, until it changes something
// itself (a phone in the middle of a round was
// switched to a new game without a word). own: the change drawn is this
// page's own.
let gameShown = null;
export let followed = null; // what is said of the game followed: a word's name, null for nothing
export let followedFrom = null; // the kept file of the game this page showed before it followed
function noteGame(own) {
  const p = st.play;
  if (!p) return;
  if (own) followed = null;
  else if (gameShown && gameShown.run === st.run && gameShown.game !== p.game && !gameShown.over && gameShown.moves > 0) {
    followed = p.moves > 0 ? 'followed-other' : 'followed-new';
    followedFrom = gameShown.kept || null;
  }
  gameShown = { run: st.run, game: p.game, over: p.over, moves: p.moves, kept: p.kept };
}
// shownHere: the game under way is the one this page showed (and left):
// it goes back to it; a game begun on another phone since, it joins.
export const shownHere = (g) => !!gameShown && gameShown.run === st.run && gameShown.game === g.game;

let drawnRev = null; // the revision of the game last drawn
let drawnPage = null; // the page last drawn: 'game' or 'start'
function draw() {
  if (!st) return;
  if (st.play) for (const k of ['log', 'choices', 'forms', 'outcome', 'players']) st.play[k] = st.play[k] || [];
  // The secret entered (or the game on again): what was picked here
  // goes with it, to be picked anew if it is asked again (an undo).
  if (st.play && !st.play.secret && pick.secret) { delete pick.secret; clearSecretRows(); }
  st.kept = st.kept || [];
  if (comeBack()) return;
  noteGame(posting);
  document.documentElement.lang = st.lang;
  app.dataset.rev = String(st.rev);
  document.title = st.play ? st.play.name + ' — ' + w('title') : w('title');
  const active = document.activeElement;
  const focus = active && active.id;
  const tapped = active && active.closest && active.closest('.taps') ? tapKey(active) : null;
  // A line being typed keeps what was selected of it (a refused line
  // selected to be corrected, when another phone's move redraws it).
  const sel = active && active.tagName === 'INPUT' && active.type === 'text' ? [active.value, active.selectionStart, active.selectionEnd] : null;
  app.replaceChildren(st.play ? gamePage(st.play) : startPage());
  if (focus && document.getElementById(focus)) {
    const again = document.getElementById(focus);
    again.focus();
    if (sel && again.tagName === 'INPUT' && again.value === sel[0]) try { again.setSelectionRange(sel[1], sel[2]); } catch (e) { /* not a text field */ }
  }
  else if (tapped !== null) focusTaps(tapped);
  // The line to type in gone with the game over (turtles' secret
  // colours asked): the focus goes to the first colour, not the page
  // (a keyboard player Tabbed through it all).
  else if (focus === 'line' && st.play && st.play.secret) { const first = document.querySelector('[data-player][data-value]'); if (first) first.focus(); }
  if (st.play) { holdSaid(); fitBoard(st.play); keyBelow(st.play); markBoard(st.play); rememberGame(st.play.id); }
  holdTaps();
  // turbo: each new move (a card, a call, the task) brings the page
  // back to its top, the game's name, the players, the open piles and
  // the task in view: a phone scrolled down to tap the task showed
  // none of them.
  if (st.play && raced(st.play) && drawnRev !== null && st.rev !== drawnRev) window.scrollTo(0, 0);
  // Super Race: a new turn (the dice cleared) brings the page back to
  // its top, whose turn it is and the board in sight
  // (the page stayed scrolled down where the last route was).
  if (st.play && st.play.page.taps === 'dice' && !st.play.held && drawnRev !== null && st.rev !== drawnRev) window.scrollTo(0, 0);
  // A game opens at its top (Start or Go on tapped on a start page
  // scrolled down past its kept games kept that scroll: the game's
  // name and the player due were cut off), and so does the start page.
  if ((st.play ? 'game' : 'start') !== drawnPage) {
    window.scrollTo(0, 0);
    // With a keyboard and a mouse (a laptop), a game opens with the
    // line to type in focused: the first move is typed at once, not
    // after a run of Tabs. A phone keeps its keyboard down.
    const line = document.getElementById('line');
    if (st.play && line && !window.matchMedia('(pointer: coarse)').matches) line.focus({ preventScroll: true });
  }
  drawnPage = st.play ? 'game' : 'start';
  // A change drawn while this page's own is on its way (the event came
  // before the answer) is most likely that change.
  if (st.play && drawnRev !== null && st.rev !== drawnRev) fresh(posting || busy);
  posting = false;
  drawnRev = st.play ? st.rev : null;
  if (st.play && allHeld(st.play) && routesDue !== st.play.held) keepRoutesInView(st.play.held);
  else keepOpenedInView();
}

// The second tap's choices (a rainbow card's turtles, a piece's targets,
// the paths of a length) are brought into sight in the moves' frame.
function keepOpenedInView() {
  const opened = document.querySelector('.taps .group, .taps #paths, .taps .ask');
  if (opened) opened.scrollIntoView({ block: 'nearest' });
}

// A move tapped is gone once played: the focus stays on the moves area
// (the same tap when it is there still, else the first), not the page.
const tapAttrs = ['data-group', 'data-move', 'data-piece', 'data-target', 'data-steps', 'data-count', 'data-animal', 'data-caller', 'data-call', 'data-face', 'data-slot', 'data-form', 'data-task', 'data-recent'];
function tapKey(e) {
  for (const a of tapAttrs) if (e.hasAttribute(a)) return '[' + a + '="' + CSS.escape(e.getAttribute(a)) + '"]';
  return '';
}
function focusTaps(key) {
  const taps = document.querySelector('.taps');
  if (!taps) return;
  const again = key ? taps.querySelector(key) : null;
  const to = again && !again.disabled ? again : taps.querySelector('button:not([disabled])');
  if (to) to.focus({ preventScroll: true });
}

export function problems() {
  // The game changed since (another phone's move came first): the
  // question goes, and the phone that asked is told its move was not
  // entered, until its next tap — it vanished without a word, and the
  // player took the move for entered.
  if (again && st && st.rev !== again.rev) { again = null; againGone = true; }
  if (againGone && !(st && st.play)) againGone = false;
  if (againGone) return el('div', { class: 'problem', id: 'again-gone', role: 'alert' }, el('p', {}, w('again-gone')));
  if (again) {
    const line = again.line;
    return el('div', { class: 'problem', id: 'enter-again', role: 'alert' }, el('p', {}, again.text), el('div', { class: 'row' },
      el('button', { id: 'again-yes', on: () => { again = null; post('/api/enter', { line, again: true }); } }, w('again-yes')),
      el('button', { id: 'again-no', on: () => { again = null; render(); } }, w('again-no'))));
  }
  if (!problem.length) return null;
  const download = offerDownload && st.play ? el('a', { href: url('/transcript'), download: true, id: 'download-first' }, el('button', { class: 'primary', tabindex: -1 }, w('download'))) : null;
  return el('div', { class: 'problem', role: 'alert' }, problem.map((p) => el('p', {}, p.text)), download);
}

load();
listen();
