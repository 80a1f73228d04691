// The table on a phone: the game as the server has it, the moves due to
// tap, a line to type. Every name and move is set as text; only the
// board, which the server drew and escaped, is set as markup.
'use strict';
(function () {
  const token = new URLSearchParams(location.search).get('t');
  const app = document.getElementById('app');
  const offline = document.getElementById('offline');
  let st = null;       // the state last had
  let problem = [];    // what the last request of this page was refused for
  let notice = [];     // what the last request said that is no problem (a kept game removed)
  let offerDownload = false; // the refusal asks for the record to be downloaded first
  let pick = {};       // what this page has tapped so far, by game: a piece, a card count, a caller…
  let busy = false;
  // The question the server asked of this page's move: another phone has
  // just entered the same one ({text, line, rev}); null for none.
  let again = null;
  // This page among the phones at the table, made anew at each load: the
  // server asks of a move entered twice only from two phones.
  const phoneId = Math.random().toString(36).slice(2) + Date.now().toString(36);
  let earlierOpen = false; // what the referee said earlier, unfolded
  // This page left the game under way for the start page (New game, made
  // sure): the other phones play on, and the server answers it with the
  // start page until it starts or goes on with a game, or goes back.
  let leaving = false;

  function url(path) { return token ? path + (path.includes('?') ? '&' : '?') + 't=' + encodeURIComponent(token) : path; }

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'on') e.addEventListener('click', v);
      else if (k === 'class') e.className = v;
      else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
    }
    for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
    return e;
  }
  const w = (id) => (st && st.words[id]) || id;
  // The words a game's lines are built of by taps, by set (the server's,
  // from the game: every word a tap enters is the game's own); {} for none.
  const tapsOf = (id) => (st && st.taps && st.taps[id]) || {};
  // The words to tap of the game played, else of the game chosen on the
  // start page.
  const tapsHere = () => tapsOf(st && st.play ? st.play.id : (pick.start && pick.start.game));
  // What the page needs of a game beyond the list of its moves, as the
  // game declares it (referee.Page): the page switches on it, never on a
  // game's id. The game played's, or the one named on the start page.
  const pageOf = (id) => { if (st && st.play && st.play.id === id) return st.play.page || {}; const g = st && st.games && st.games.find((x) => x.id === id); return (g && g.page) || {}; };
  // A set of one word: what its tap enters.
  const one = (T, name) => (T[name] && T[name][0] ? T[name][0].move : '');

  // The connection is lost: it is tried again, and the page says what to
  // do when it never comes back. With a token (--lan) the referee started
  // anew prints a new address to open; without, the same address comes
  // back by itself (the token's warning alarmed a
  // table that had none).
  function lost() {
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

  async function load() {
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
  async function post(path, body) {
    if (busy) {
      if (!plays[path]) return null;
      return new Promise((done) => { waiting.push({ path, body, done }); });
    }
    again = null;
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

  const enter = (line) => { pick = {}; if (st && st.play) rememberTask(line); return post('/api/enter', { line }); };

  // turbo's task cards entered on this phone, the latest first: a family
  // plays the same deck game after game, so a task card turned up again
  // is one tap (kept in this browser only, a dozen at most).
  const tasksKept = () => 'referee.tasks.' + (st.gameLang || st.lang);
  function recentTasks() {
    try { const v = JSON.parse(localStorage.getItem(tasksKept()) || '[]'); return Array.isArray(v) ? v.filter((l) => typeof l === 'string') : []; } catch (e) { return []; }
  }
  function rememberTask(line) {
    const key = one(tapsHere(), 'task') + ':';
    if (key === ':') return;
    line = line.trim();
    if (!line.startsWith(key) || !line.slice(key.length).trim()) return;
    const kept = [line, ...recentTasks().filter((l) => l !== line)].slice(0, 12);
    try { localStorage.setItem(tasksKept(), JSON.stringify(kept)); } catch (e) { /* a browser that keeps nothing offers nothing again */ }
  }

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
  function render() {
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
  let followed = null; // what is said of the game followed: a word's name, null for nothing
  let followedFrom = null; // the kept file of the game this page showed before it followed
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
  const shownHere = (g) => !!gameShown && gameShown.run === st.run && gameShown.game === g.game;

  let drawnRev = null; // the revision of the game last drawn
  let drawnPage = null; // the page last drawn: 'game' or 'start'
  function draw() {
    if (!st) return;
    if (st.play) for (const k of ['log', 'choices', 'forms', 'outcome', 'players']) st.play[k] = st.play[k] || [];
    // The secret entered (or the game on again): what was picked here
    // goes with it, to be picked anew if it is asked again (an undo).
    if (st.play && !st.play.secret && pick.secret) { delete pick.secret; secretOpen = {}; secretSure = {}; }
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

  // Once the dice are set, the routes they allow are brought into view
  // in the moves area, once for each roll.
  let routesDue = '';
  function keepRoutesInView(dice) {
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

  function problems() {
    if (again && st && st.rev !== again.rev) again = null; // the game changed since: the move is tapped anew
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

  // cardsEach reads the card count field for n players: [] for none
  // typed, one count a player (one number typed for all, or one each in
  // their order, «19, 19, 18»: any run of spaces, commas, dots or
  // semicolons between them), or null for what is neither. Only the form
  // is read here: whether the counts fit the game is the engine's.
  function cardsEach(text, n) {
    const t = String(text || '').trim();
    if (!t) return [];
    if (!/^[0-9]+([\s,.;]+[0-9]+)*[\s,.;]*$/.test(t)) return null;
    const v = t.split(/[\s,.;]+/).filter((x) => x).map(Number);
    if (v.some((x) => x < 1 || x > 999)) return null;
    if (v.length === 1) return Array(Math.max(n, 1)).fill(v[0]);
    return v.length === n ? v : null;
  }

  const keptFew = 5; // kept games listed before More
  function startPage() {
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
    const start = el('button', { class: 'primary', id: 'start', on: () => {
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
    } }, w('start'));
    players.addEventListener('keydown', (e) => { if (e.key === 'Enter') start.click(); });
    // The players of the last game begun on this phone, one tap to type
    // again (kept in this browser only).
    const last = lastPlayers();
    const again = last && last !== f.players.trim() ? el('div', { class: 'row last-players' }, el('button', { id: 'last-players', 'aria-label': w('last-players') + ': ' + last, on: () => {
      f.players = last; render(); const e = document.getElementById('players'); if (e) e.focus();
    } }, last)) : null;
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
        el('button', { class: 'primary', id: 'back-to-game', on: () => { leaving = false; pick = {}; gameShown = null; load(); } }, shownHere(under) ? w('back-to-game') : w('join-game')))
      : (going.length ? el('ul', { class: 'kept' }, entry(going[0], true)) : null);
    const others = restShown.length ? [el('h2', {}, w('kept')), el('ul', { class: 'kept' }, restShown.map((k) => entry(k, false))), moreKept] : [];
    const finished = over.length ? el('details', { class: 'finished-kept', open: pick.openFinished || false },
      el('summary', {}, w('finished-kept') + ' (' + over.length + ')'), el('ul', { class: 'kept' }, over.map((k) => entry(k, false)))) : null;
    if (finished) finished.addEventListener('toggle', () => { pick.openFinished = finished.open; });
    const ended = st.playing && st.playing.over ? [el('h2', {}, w('just-finished')), el('ul', { class: 'kept' }, el('li', { class: 'over' },
      el('span', { class: 'kept-text' }, el('strong', {}, st.playing.name), ' (' + st.playing.players.join(', ') + ') — ', el('strong', { class: 'finished' }, w('game-over'))),
      el('span', { class: 'kept-acts' }, el('button', { id: 'back-to-game', on: () => { leaving = false; pick = {}; load(); } }, w('see-finished')))))] : [];
    const notes = notice.length ? el('div', { class: 'notice', role: 'status' }, notice.map((p) => el('p', {}, p.text))) : null;
    return el('div', { class: 'start' }, el('h1', {}, w('title')), problems(), notes, top,
      el('label', { for: 'game' }, w('choose')), select,
      el('label', { for: 'players' }, w('players')), players, again,
      dispute,
      el('label', { for: 'header' }, w('header')), el('p', { class: 'hint', id: 'header-hint' }, ((st.games || []).find((g) => g.id === f.game) || {}).more || ''), header,
      el('div', { class: 'row' }, start), ...ended, ...others, finished);
  }


  // The game last played on this phone is offered first on the start
  // page (it reset to the first game of the list).
  const gameKept = 'referee.game';
  function lastGame() { try { return localStorage.getItem(gameKept) || ''; } catch (e) { return ''; } }
  function rememberGame(id) { try { localStorage.setItem(gameKept, id); } catch (e) { /* offered as the server says */ } }

  const playersKept = 'referee.players';
  function lastPlayers() { try { const v = localStorage.getItem(playersKept); return typeof v === 'string' ? v : ''; } catch (e) { return ''; } }
  function rememberPlayers(v) { if (v) try { localStorage.setItem(playersKept, v); } catch (e) { /* a browser that keeps nothing offers nothing again */ } }

  function names(text) { return text.split(',').map((s) => s.trim()).filter((s) => s); }

  // The board, then at once what is due, what the referee said last and
  // the moves to tap: on a phone they share the first screen, the board
  // scaled to leave them room and the moves held at the screen's foot, so
  // a turn needs no scrolling.
  function gamePage(p) {
    const pinned = raced(p) && !p.over;
    const board = el('div', { class: tappedOn(p) ? 'board whole' : (raced(p) ? 'board fits' : 'board'), id: 'board', role: 'img', 'aria-label': w('position') });
    board.innerHTML = p.picture; // drawn and escaped by the server (referee/picture)
    const players = el('div', { class: 'players' }, p.players.map((n, i) => el('span', { class: i === p.turn ? 'turn' : '' }, n)));
    const side = el('div', { class: 'side' },
      // The game this page was in, one tap away in the notice: a player
      // mid-move on it went to the start page and looked for it in the
      // list of games kept.
      followed ? el('div', { class: 'notice followed', id: 'followed', role: 'status' }, el('p', {}, w(followed)),
        followedFrom ? el('button', { id: 'back-to-previous', on: () => { const name = followedFrom; followed = null; followedFrom = null; post('/api/resume', { name }); } }, w('back-to-previous')) : null) : null,
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
  function about(p) {
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
        problem = out.problem;
        render();
      }).catch((e) => { console.error(e); lost(); }));
    // The focus stays in the row chosen in (on its Change; Change gives
    // it to the row's first colour), so that Tab goes on from there
    // (it went back to the first player's colours).
    const focusOn = (id) => { const e = document.getElementById(id); if (e) e.focus({ preventScroll: true }); };
    const choose = (i, v) => { given[i] = v; delete secretOpen[i]; problem = []; tell(i, v); render(); focusOn('secret-change-' + i); };
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

  // withHeld joins a line typed to the words already tapped in (Super
  // Race's five faces): a route typed alone under the faces entered by
  // keys was refused for its missing faces. The words tapped are what
  // every move offered begins with, up to its separator; a line that
  // holds the separator is taken as typed, whole.
  function withHeld(p, line) {
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
      problem = [{ kind: 'bad', text: w('enter-empty') }];
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
  function said(p) {
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
  function holdSaid() {
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
    box.addEventListener('toggle', () => { earlierOpen = box.open; });
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
  function leaveButton(p) {
    // A game over has nothing to lose: one tap (a finished game
    // took two taps to leave, every time a phone opened the address).
    const over = p.over && !p.secret;
    const sure = pick.leave === true || over;
    const asking = sure && !over;
    return el('button', { id: 'leave', class: asking ? 'chosen forget' : '', on: () => {
      if (!sure) { pick.leave = true; render(); return; }
      pick = {};
      if (p.notKept) { post('/api/leave'); return; }
      leaving = true;
      load();
    } }, asking ? w('new-game-sure') : w('new-game'));
  }

  // ---- the moves due, in the game's own terms ----

  // How the game's moves are tapped, as it declares it (referee.TapLayout);
  // a game that declares none gets the plain list of its moves.
  function taps(p) {
    switch (p.page.taps) {
      case 'pieces': return piecesThenTargets(p);
      case 'cards': return cardTaps(p);
      case 'dice': return heldThenMoves(p);
      case 'paths': return pathsByLength(p);
      default: return moveList(p.choices, w('moves'));
    }
  }

  // A move alone is one tap; moves that share a group (a rainbow card,
  // then the turtle it moves) are the group's tap, then the move's.
  // most, when given, shows that many moves of a long list (the referee
  // lists the best first) and a button for the rest
  // (Super Race's 27 routes in one list ran far below the screen).
  function moveList(choices, title, id, most) {
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

  // What the board does at a tap, said above the moves as the game's tap
  // layout has it (serve.board-hint.*): the board could be tapped in the
  // car races and in Chinese checkers, but nothing said so, and a family
  // played 48 moves by the lists first.
  function boardHint(p) {
    const key = 'board-hint.' + p.page.taps;
    if (!p.picture) return null;
    return w(key) === key ? null : el(p.page.taps === 'dice' ? 'span' : 'p', { class: 'hint board-hint', id: 'board-hint' }, w(key));
  }

  // A move that leaves its player no way on to the goal (the engine's
  // dead end) asks before it is made, tapped in the list or on the board:
  // the grey and the ⚠ alone did not stop a child, and two players of four
  // sat stuck for the rest of a race. where says
  // where the question stands: in the list, in place of the move's button,
  // or in the route drawn from the board; only its Go makes the move.
  function takeRoute(c, where) {
    if (!c.deadEnd) { enter(c.move); return; }
    pick.deadAsk = c.move;
    pick.deadAt = where;
    render();
    // Its answers in sight, above the line to type in.
    const ask = document.getElementById('dead-go');
    if (ask) ask.scrollIntoView({ block: 'center' });
  }
  function deadAsk(c) {
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
  function pathsByLength(p) {
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

  // pieceGroups: for TapPieces (chinese-checkers), the moves grouped by
  // the piece's place (a move's first step), each with where it ends;
  // moves of fewer than two steps are the others, listed apart.
  function pieceGroups(p) {
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

  function piecesThenTargets(p) {
    const { from, other } = pieceGroups(p);
    const chosen = pick.piece && from.has(pick.piece) ? pick.piece : null;
    const pieces = el('div', { class: 'row' }, [...from.keys()].map((h) => el('button', { 'data-piece': h, class: h === chosen ? 'chosen' : '', on: () => { pick.piece = h === chosen ? null : h; render(); } }, h)));
    const out = [boardHint(p), el('h2', {}, w('pieces')), pieces];
    if (chosen) out.push(el('h2', {}, w('targets')), el('div', { class: 'row group' }, from.get(chosen).map((t) => el('button', { 'data-target': t.to, on: () => enter(t.move) }, t.to))));
    if (other.length) out.push(moveList(other, w('moves')));
    return el('section', {}, out);
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
  function fitBoard(p) {
    const frame = document.getElementById('board');
    const svg = frame && frame.querySelector('svg');
    for (const words of document.querySelectorAll('.board-words, .board-caption')) words.remove();
    if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !(p.leastText > 0)) return;
    if (svg.dataset.viewBox) svg.setAttribute('viewBox', svg.dataset.viewBox);
    const vb = svg.viewBox.baseVal;
    if (!(vb.width > 0)) return;
    frame.classList.remove('scrolls', 'tall');
    if (frame.closest('.screen')) frame.closest('.screen').classList.remove('tall');
    for (const pin of frame.querySelectorAll('.task-pin')) pin.remove();
    svg.style.width = '';
    svg.style.height = '';
    frame.style.flex = '';
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
    if (phoneWide() && !frame.closest('.screen.routed')) {
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
      return;
    }
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
        return;
      }
    }
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
  function keyBelow(p) {
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

  // Rings over the holes a tap may choose; a tap on the board picks the
  // nearest of them.
  function tappedOn(p) { return p.page.taps === 'pieces'; }
  // A race to call (turbo): the table is shown whole in its frame, scaled
  // to what the calls and cards leave, never cut and never scrolled —
  // every pile and the task card in sight with every caller's buttons.
  function raced(p) { return !!p.page.race; }
  function markBoard(p) {
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
  function ringOn(anchor, colour, fill) {
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
  function tapNearest(svg, targets, reach, least) {
    svg.addEventListener('click', (e) => {
      if (!offline.hidden) { problem = [{ kind: 'bad', text: w('not-sent') }]; render(); return; }
      let best = null, bestD = Infinity;
      for (const t of targets) {
        const r = t.mark.getBoundingClientRect();
        const d = Math.hypot(e.clientX - (r.left + r.width / 2), e.clientY - (r.top + r.height / 2));
        if (d < bestD) { bestD = d; best = t; }
      }
      if (best && bestD < Math.max(best.mark.getBoundingClientRect().width * reach, least)) best.act();
    });
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
  function markCells(p) {
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
  // super-race: each route's end ringed (a dead end's grey); a tap on it
  // draws the route (the server's drawing, hidden till then), a second
  // tap on it, or Take this route, makes it.
  function markEnds(p) {
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
  // previewed is the route shown on the board, by its place in the list;
  // null for none.
  function previewed(p) {
    const i = pick.offer;
    return Number.isInteger(i) && p.choices[i] && allHeld(p) ? i : null;
  }

  // turbo: the card turned up (a count, then the animal, or a chameleon)
  // by the player due; a call by whoever calls; the end or the next task.
  // turbo's task card by taps: an animal (more added with +), a
  // comparison, then a number or animals; «и» starts another clause. The
  // line is the one a player types, in the game's own words (the server's taps).
  // toks holds what was tapped; changed(line) is told each tap; send,
  // when given, enters the line as a new task card.
  let numbersHigh = false; // the task's keypad shows 10–20, not 0–9
  function taskTaps(toks, changed, send) {
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

  function cardTaps(p) {
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

  // allHeld: every word of the held flag is in (Page.HeldWords: super-race's
  // five dice), as the server has them.
  const allHeld = (p) => !!p.held && p.held.split(' ').length === p.page.heldWords;
  // sendHeld shows the held words (the dice) tapped at once and sends them to the server,
  // the latest only: taps quicker than the server's answer are sent
  // together once it answers.
  let heldWanted = null;
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
  async function flushHeld() {
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
  function heldThenMoves(p) {
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

  load();
  listen();
})();
