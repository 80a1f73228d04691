// The start page: a game to choose and its players, the games kept.

import { again, el, load, notice, one, pageOf, pick, post, problems, render, setGameShown, setLeaving, setPick, shownHere, st, tapsOf, w } from './page.js';
import { cardsEach, recentTasks, rememberTask, taskTaps } from './tap-cards.js';

const keptFew = 5; // kept games listed before More
export function startPage() {
  const played = st.games.some((g) => g.id === lastGame()) ? lastGame() : '';
  // The names field holds the last players begun with on this phone, to
  // start at once or type over (empty on every new
  // game, and Start answered «type the names first»).
  const f = pick.start || (pick.start = { game: played || st.offer || (st.games[0] && st.games[0].id), players: lastPlayers(), header: '', open: {}, task: '', turn: '', dispute: false });
  const select = el('select', { id: 'game' }, st.games.map((g) => el('option', { value: g.id, selected: g.id === f.game }, g.name)));
  select.addEventListener('change', () => { f.game = select.value; render(); });
  const players = el('input', { type: 'text', id: 'players', autocomplete: 'off', placeholder: w('players-hint'), value: f.players });
  players.addEventListener('input', () => { f.players = players.value; if (f.dispute) renderDispute(); });
  // Filled with the last names, a tap selects them: typed over at once.
  players.addEventListener('focus', () => { if (players.value && players.value === lastPlayers()) players.select(); });
  // The examples are said whole above the box, not as its placeholder
  // (cut after two lines, «карты: Аня=27, Боря=27»
  // never read).
  const header = el('textarea', { id: 'header', rows: 2, 'aria-describedby': 'header-hint' });
  header.value = f.header;
  header.addEventListener('input', () => { f.header = header.value; });
  const dispute = el('div', { id: 'dispute-box' });
  function renderDispute() {
    const G = pageOf(f.game);
    if (!G.dealt && !G.dispute) { dispute.replaceChildren(); return; }
    const T = tapsOf(f.game);
    const box = el('input', { type: 'checkbox', id: 'dispute', checked: f.dispute });
    // Ticked with no players typed, the players of the last game begun
    // here are given (each one's open card is asked for under them): the
    // family saw an empty «Open cards now» until they typed them; with
    // none kept, the page says to type them.
    box.addEventListener('change', () => {
      f.dispute = box.checked;
      if (f.dispute && !names(f.players).length && lastPlayers()) { f.players = lastPlayers(); players.value = f.players; render(); return; }
      renderDispute();
    });
    // How many cards each holds: one number for all, or one a player
    // in their order (three players' deck does
    // not split evenly, «19, 19, 18»); a text field with a keyboard of
    // digits and a separator. Without it the referee cannot count the
    // cards or name the winner, and the family had to type a «cards:»
    // line.
    const each = el('input', { type: 'text', id: 'cards-each', inputmode: 'decimal', autocomplete: 'off', placeholder: w('cards-each-hint'), value: f.cardsEach || '' });
    each.addEventListener('input', () => { f.cardsEach = each.value; for (const id of ['cards-each-ask', 'cards-each-wrong']) { const a = document.getElementById(id); if (a) a.remove(); } });
    // The label asks, a plain hint says how and why
    // (the whole of it in bold, and asked again under it).
    const kids = G.dealt ? [el('label', { for: 'cards-each' }, w('cards-each')), el('p', { class: 'hint', id: 'cards-each-about' }, w('cards-each-about')), each] : [];
    if (G.dealt) each.setAttribute('aria-describedby', 'cards-each-about');
    // Start tapped with no count: asked once, in words, under the field
    // (the game then said only after it began that
    // no winner could be named); Start again begins without it.
    if (f.askedEach) kids.push(el('div', { class: 'problem', id: 'cards-each-ask', role: 'alert' }, el('p', {}, w('cards-each-ask'))));
    if (f.wrongEach) kids.push(el('div', { class: 'problem', id: 'cards-each-wrong', role: 'alert' }, el('p', {}, (st.eachWrong || [])[Math.min(names(f.players).length, (st.eachWrong || []).length - 1)] || '')));
    if (G.dispute) kids.push(el('label', {}, box, ' ', w('dispute')));
    if (G.dispute && f.dispute) {
      kids.push(el('h2', {}, w('open')));
      if (!names(f.players).length) kids.push(el('p', { class: 'hint', id: 'open-hint' }, w('dispute-players')));
      for (const name of names(f.players)) {
        const s = el('select', { 'aria-label': name }, el('option', { value: '' }, w('none')), T.cards.map((c) => el('option', { value: c.move, selected: f.open[name] === c.move }, c.label)));
        s.addEventListener('change', () => { f.open[name] = s.value; });
        kids.push(el('label', {}, name, s));
      }
      const task = el('input', { type: 'text', id: 'task', value: f.task, placeholder: [one(T, 'animals'), T.ops && T.ops[1] ? T.ops[1].move : '', '4'].join(' ') });
      // Tapped, the task is written in the line; typed, it is the
      // player's own words, and the taps start anew.
      const toks = f.taskTaps || (f.taskTaps = []);
      const tb = el('div', {});
      const drawTaps = () => tb.replaceChildren(taskTaps(toks, (line) => { f.task = task.value = line; drawTaps(); }, null));
      task.addEventListener('input', () => { f.task = task.value; if (toks.length) { toks.length = 0; drawTaps(); } });
      drawTaps();
      const key = one(T, 'task') + ':';
      const again = el('div', { class: 'row recent' }, recentTasks().map((l) => el('button', { 'data-recent': l, on: () => {
        f.task = task.value = l.slice(key.length).trim(); toks.length = 0; drawTaps();
      } }, l.slice(key.length).trim())));
      kids.push(el('label', { for: 'task' }, w('task')), again, task, tb);
      const turn = el('select', { id: 'turn' }, el('option', { value: '' }, '—'), names(f.players).map((n) => el('option', { value: n, selected: f.turn === n }, n)));
      turn.addEventListener('change', () => { f.turn = turn.value; });
      kids.push(el('label', { for: 'turn' }, w('turn')), turn);
    }
    dispute.replaceChildren(...kids);
  }
  renderDispute();
  const start = el('button', { class: 'primary', id: 'start', on: () => startGame(f, renderDispute) }, w('start'));
  players.addEventListener('keydown', (e) => { if (e.key === 'Enter') start.click(); });
  // The players of the last game begun on this phone, one tap to type
  // again (kept in this browser only).
  const last = lastPlayers();
  const again = last && last !== f.players.trim() ? el('div', { class: 'row last-players' }, el('button', { id: 'last-players', 'aria-label': w('last-players') + ': ' + last, on: () => {
    f.players = last; render(); const e = document.getElementById('players'); if (e) e.focus();
  } }, last)) : null;
  const { top, others, finished, ended } = keptGames();
  const notes = notice.length ? el('div', { class: 'notice', role: 'status' }, notice.map((p) => el('p', {}, p.text))) : null;
  return el('div', { class: 'start' }, el('h1', {}, w('title')), problems(), notes, top,
    el('label', { for: 'game' }, w('choose')), select,
    el('label', { for: 'players' }, w('players')), players, again,
    dispute,
    el('label', { for: 'header' }, w('header')), el('p', { class: 'hint', id: 'header-hint' }, ((st.games || []).find((g) => g.id === f.game) || {}).more || ''), header,
    el('div', { class: 'row' }, start), ...ended, ...others, finished);
}

// Start tapped: the header typed, the cards dealt and what a dispute
// opens with go with the game and its players; cards each missing or
// wrong are asked for first (renderDispute shows where).
function startGame(f, renderDispute) {
    const hdr = [];
    for (const line of f.header.split('\n')) {
      const i = line.indexOf(':');
      if (i > 0) hdr.push({ Key: line.slice(0, i).trim(), Value: line.slice(i + 1).trim() });
    }
    const who = names(f.players);
    const each = cardsEach(f.cardsEach, who.length);
    const G = pageOf(f.game);
    f.wrongEach = !!G.dealt && each === null;
    if (f.wrongEach) {
      renderDispute();
      const e = document.getElementById('cards-each');
      if (e) { e.scrollIntoView({ block: 'center' }); e.focus({ preventScroll: true }); }
      return;
    }
    const counted = each.length > 0 || /^\s*(cards|карты)\s*:/im.test(f.header);
    if (G.dealt && !f.dispute && !counted && !f.askedEach && who.length) {
      f.askedEach = true;
      renderDispute();
      const e = document.getElementById('cards-each');
      if (e) { e.scrollIntoView({ block: 'center' }); e.focus({ preventScroll: true }); }
      return;
    }
    if (G.dealt && each.length && !/^\s*(cards|карты)\s*:/im.test(f.header)) {
      hdr.push({ Key: one(tapsOf(f.game), 'dealt'), Value: who.map((n, i) => n + '=' + each[i]).join(', ') });
    }
    if (G.dispute && f.dispute) {
      const T = tapsOf(f.game);
      const open = names(f.players).map((n) => n + '=' + (f.open[n] || '—')).join(', ');
      hdr.push({ Key: one(T, 'open'), Value: open });
      if (f.task.trim()) { hdr.push({ Key: one(T, 'task'), Value: f.task.trim() }); rememberTask(one(T, 'task') + ': ' + f.task.trim()); }
      if (f.turn) hdr.push({ Key: st.turnKey, Value: f.turn });
    }
    rememberPlayers(names(f.players).join(', '));
    post('/api/start', { game: f.game, players: names(f.players), header: hdr });
}

// The games kept, as the start page lists them: the one to go on with
// (top), the other unfinished ones, the finished ones, and the game just
// finished.
function keptGames() {
  // The unfinished game kept last first, one tap to go on with, above
  // the form; the other unfinished ones under the form, the newest
  // first, five in all and the rest behind More; the finished ones last,
  // folded (finished games sat among the others,
  // the form began below the first screen, and Go on with the last game
  // went away once the last game was a finished one). Each entry is the
  // same: the game in words, then its button and Remove on one row;
  // Remove takes a second tap to make sure (its record is moved aside,
  // and the page says where).
  const going = st.kept.filter((k) => !k.over), over = st.kept.filter((k) => k.over);
  const entry = (k, latest) => el('li', { class: (latest ? 'latest' : '') + (k.over ? ' over' : '') },
    el('span', { class: 'kept-text' }, k.over ? el('strong', { class: 'finished' }, w('finished')) : null, k.over ? ' ' : null, k.text),
    el('span', { class: 'kept-acts' },
      el('button', { class: latest ? 'primary' : '', 'data-resume': k.name, on: () => post('/api/resume', { name: k.name }) }, k.over ? w('see-finished') : (latest ? w('go-on-last') : w('resume'))),
      el('button', { class: pick.forget === k.name ? 'chosen forget' : 'forget', 'data-forget': k.name, on: () => {
        if (pick.forget === k.name) { pick.forget = null; post('/api/forget', { name: k.name }); } else { pick.forget = k.name; render(); }
      } }, pick.forget === k.name ? w('remove-sure') : w('remove'))));
  // The game this page left: under way on the other phones, offered
  // first; over, offered after the form.
  const under = st.playing && !st.playing.over ? st.playing : null;
  const rest = going.slice(under ? 0 : 1);
  const few = under ? keptFew : keptFew - 1;
  const restShown = pick.moreKept ? rest : rest.slice(0, few);
  const moreKept = rest.length > restShown.length ? el('button', { id: 'more-kept', on: () => { pick.moreKept = true; render(); } }, w('more-kept') + ' (' + (rest.length - restShown.length) + ')') : null;
  // A page that left the game under way goes back to it in one tap.
  const top = under
    ? el('div', { class: 'under-way' }, el('p', {}, el('strong', {}, under.name), ': ', under.players.join(', ')), el('p', {}, shownHere(under) ? w('under-way') : w('started-elsewhere')),
      // Joined by this page's own tap: nothing to say of another phone.
      el('button', { class: 'primary', id: 'back-to-game', on: () => { setLeaving(false); setPick({}); setGameShown(null); load(); } }, shownHere(under) ? w('back-to-game') : w('join-game')))
    : (going.length ? el('ul', { class: 'kept' }, entry(going[0], true)) : null);
  const others = restShown.length ? [el('h2', {}, w('kept')), el('ul', { class: 'kept' }, restShown.map((k) => entry(k, false))), moreKept] : [];
  const finished = over.length ? el('details', { class: 'finished-kept', open: pick.openFinished || false },
    el('summary', {}, w('finished-kept') + ' (' + over.length + ')'), el('ul', { class: 'kept' }, over.map((k) => entry(k, false)))) : null;
  if (finished) finished.addEventListener('toggle', () => { pick.openFinished = finished.open; });
  const ended = st.playing && st.playing.over ? [el('h2', {}, w('just-finished')), el('ul', { class: 'kept' }, el('li', { class: 'over' },
    el('span', { class: 'kept-text' }, el('strong', {}, st.playing.name), ' (' + st.playing.players.join(', ') + ') — ', el('strong', { class: 'finished' }, w('game-over'))),
    el('span', { class: 'kept-acts' }, el('button', { id: 'back-to-game', on: () => { setLeaving(false); setPick({}); load(); } }, w('see-finished')))))] : [];
  return { top, others, finished, ended };
}


// The game last played on this phone is offered first on the start
// page (it reset to the first game of the list).
const gameKept = 'referee.game';
function lastGame() { try { return localStorage.getItem(gameKept) || ''; } catch (e) { return ''; } }
export function rememberGame(id) { try { localStorage.setItem(gameKept, id); } catch (e) { /* offered as the server says */ } }

const playersKept = 'referee.players';
function lastPlayers() { try { const v = localStorage.getItem(playersKept); return typeof v === 'string' ? v : ''; } catch (e) { return ''; } }
function rememberPlayers(v) { if (v) try { localStorage.setItem(playersKept, v); } catch (e) { /* a browser that keeps nothing offers nothing again */ } }

function names(text) { return text.split(',').map((s) => s.trim()).filter((s) => s); }
