package notation

import (
	"slices"
	"strings"
	"unicode"
)

// Dialect is how one game's lines read: its header keys grouped by meaning,
// with every spelling, the keys that may also close a game, and the names
// moves may be written under besides the players'. It is derived once from
// the game's spec (referee.DialectOf) and handed to the Reader, which
// classifies each line of the game with it once; nothing later derives any
// of it again.
type Dialect struct {
	// Game is the game's id.
	Game string
	// Keys are the header keys, the shared ones (game, players, result,
	// turn) first: each with its spellings, folded, the first the
	// canonical English one.
	Keys []Key
	// Claim says what a name before a colon is when it is no player's and
	// no header key: a piece of a player's (big-races' `белые1:`, owner ≥
	// 0) or an event word (owner -1). nil: nothing but players.
	Claim func(players []string, name string) (owner int, ok bool)
	// Reads reports whether text reads as one move of the game, by its
	// grammar alone: a line by nobody before the moves is metadata unless
	// its text reads as moves (then it is a player the header forgot).
	Reads func(text string) bool
	// Events are header keys whose lines after the moves are events the
	// game reads as moves (turbo's `task:`), not a header given too late.
	Events []string

	byWord map[string]int // every spelling, folded → index into Keys
}

// Key is one header key: what it means, and every way to write it.
type Key struct {
	Spellings []string // folded; [0] is the canonical English spelling
	// Trailer: the key may also come after the moves, as the game's last
	// lines (`result:`, turtles' `colors:`), as in PGN.
	Trailer bool
}

// ID is the key's canonical spelling: `colors` for `цвета`.
func (k Key) ID() string { return k.Spellings[0] }

// The shared keys, in the order Dialect.Keys starts with.
const (
	KeyGame = iota
	KeyPlayers
	KeyResult
	KeyTurn
)

// NewDialect makes a game's dialect: the shared keys, then the game's own
// (each a group of spellings), trailers naming the game's keys that may
// close a game (any spelling of the group).
func NewDialect(game string, own [][]string, trailers []string) *Dialect {
	d := &Dialect{Game: game}
	for _, group := range [][]string{GameKeys, PlayersKeys, ResultKeys, TurnKeys} {
		d.Keys = append(d.Keys, Key{Spellings: group})
	}
	d.Keys[KeyResult].Trailer = true
	for _, group := range own {
		folded := make([]string, len(group))
		for i, s := range group {
			folded[i] = Fold(s)
		}
		trailer := slices.ContainsFunc(folded, func(s string) bool { return slices.ContainsFunc(trailers, Is(s)) })
		d.Keys = append(d.Keys, Key{Spellings: folded, Trailer: trailer})
	}
	d.byWord = map[string]int{}
	for i, k := range d.Keys {
		for _, s := range k.Spellings {
			if _, dup := d.byWord[s]; !dup {
				d.byWord[s] = i
			}
		}
	}
	return d
}

// Key finds a header key by any spelling (case, ё and quotes forgiven):
// its index into Keys, or -1.
func (d *Dialect) Key(word string) int {
	if i, ok := d.byWord[word]; ok {
		return i // written folded, as most keys are
	}
	if len(word) > maxKey {
		return -1 // no key is that long: nothing to fold
	}
	var buf [2 * maxKey]byte
	if i, ok := d.byWord[string(AppendFold(buf[:0], Unquoted(word)))]; ok {
		return i
	}
	return -1
}

// maxKey bounds the length of a header key in bytes, well past the
// longest any game has.
const maxKey = 64

// KeyIs reports whether word is a spelling of the key at index i.
func (d *Dialect) KeyIs(word string, i int) bool { return d.Key(word) == i }

// Spellings lists every header key in every spelling, shared ones first:
// for suggestions and completion.
func (d *Dialect) Spellings() []string {
	var out []string
	for _, k := range d.Keys {
		out = append(out, k.Spellings...)
	}
	return out
}

// Event reports whether a header key's lines after the moves are events.
func (d *Dialect) Event(key int) bool {
	return key >= 0 && slices.ContainsFunc(d.Keys[key].Spellings, func(s string) bool { return slices.Contains(d.Events, s) })
}

// Whom says what a name before a colon names.
type Whom uint8

const (
	Nobody Whom = iota // no name, or a name nobody has
	Player             // one of the players
	Piece              // a piece of a player's (big-races' cars)
	Event              // an event word (turbo's `task:`): nobody's move
)

// Who is whom a name before a colon names: a player or a piece's owner
// (Index, into the players), or an event (Index -1).
type Who struct {
	Whom  Whom
	Index int
}

// Cast is the names of one game's players as its lines may write them,
// with the dialect's other names: the one lookup for a name before a
// colon, made when the game's players: line is read.
type Cast struct {
	dialect *Dialect
	players []string
	folded  []string
	// keys are the header keys the players' names spell as written (-1
	// for almost every name): a move line's name is looked up as a key
	// first, and a name is found here without folding it again.
	keys []int
	// words are the single words of spaced names that fit one player
	// alone (`Зина` for «бабушка Зина»); -1 for a word two players share.
	words map[string]int
	seen  map[string]Who // names looked up before, at most a game's worth
	// prefix: a name before a colon may also be any beginning of a name
	// (or of a word of it) that fits one player alone, as people type at
	// the table («Зин:»); prefixed is that lookup of this cast, made once.
	prefix   bool
	prefixed *Cast
	skel     []string // see skeletons
	// alike are the names found as the players' they look like (Skeleton),
	// written with other characters (`Нинa` with a Latin a for «Нина»):
	// the framing says so (NameLooksAlike), once: said counts those said.
	alike []string
	said  int
}

// NewCast makes the lookup of a game's names.
func NewCast(d *Dialect, players []string) *Cast {
	fresh := &freshCast{}
	fresh.init(d, players, &fresh.own)
	return &fresh.Cast
}

// freshCast is a cast with the lists of a game's few players in it: one
// allocation.
type freshCast struct {
	Cast
	own castLists
}

// castLists holds the names, folded names, keys and word lengths of up to
// six players.
type castLists struct {
	players, folded [6]string
	keys            [6]int
}

// playersLine reads a players: line's value into the players' names and
// their cast. A value that cannot be read is read as far as it goes, its
// error in its place.
func playersLine(d *Dialect, value string, pos Pos) ([]Word, *Cast, *Error) {
	names, err := Names(value, pos)
	return names, newCastOf(d, names), err
}

// newCastOf is NewCast of the names of a players: line, kept in the cast.
func newCastOf(d *Dialect, words []Word) *Cast {
	fresh := &freshCast{}
	names := fresh.own.players[:0]
	if len(words) > len(fresh.own.players) {
		names = make([]string, 0, len(words))
	}
	for _, w := range words {
		names = append(names, w.Text)
	}
	fresh.init(d, names, &fresh.own)
	return &fresh.Cast
}

// init makes the cast's lookups of players; own holds the lists of a
// game's few players.
func (c *Cast) init(d *Dialect, players []string, own *castLists) {
	n := len(players)
	c.dialect, c.players = d, players
	if n <= len(own.folded) {
		c.folded, c.keys = own.folded[:n], own.keys[:n] // a game's few players: no slices of their own
	} else {
		c.folded, c.keys = make([]string, n), make([]int, n)
	}
	// The folded names are cut from one string: a capital in a name made
	// a string for each.
	var scratch [256]byte
	folded := scratch[:0]
	var ends [len(castLists{}.folded)]int
	for i, p := range players {
		folded = AppendFold(folded, p)
		if i < len(ends) {
			ends[i] = len(folded)
		}
	}
	all, from := string(folded), 0
	for i, p := range players {
		if i < len(ends) {
			c.folded[i], from = all[from:ends[i]], ends[i]
		} else {
			c.folded[i] = Fold(p)
		}
		c.keys[i] = -1
		if d != nil {
			c.keys[i] = d.foldedKey(p, c.folded[i])
		}
	}
	for i, p := range c.folded {
		if !hasSpace(p) {
			continue // one word, as most names are: nothing to split
		}
		fields := strings.FieldsFunc(p, unicode.IsSpace)
		if len(fields) < 2 {
			continue
		}
		if c.words == nil {
			c.words = map[string]int{}
		}
		for _, w := range fields {
			if j, dup := c.words[w]; dup && j != i {
				c.words[w] = -1
			} else {
				c.words[w] = i
			}
		}
	}
	for w := range c.words {
		// A word that is a whole name of its own belongs to that player.
		if i := slices.Index(c.folded, w); i >= 0 {
			c.words[w] = i
		}
	}
}

// foldedKey is Key(word), word's folded form given: a word with no quotes
// is looked up once, folded.
func (d *Dialect) foldedKey(word, folded string) int {
	if Unquoted(word) != word {
		return d.Key(word)
	}
	if i, ok := d.byWord[folded]; ok {
		return i
	}
	return -1
}

// hasSpace reports whether a name holds a space (isSpace: unicode.IsSpace
// with no table looked at below U+1680).
func hasSpace(s string) bool { return strings.ContainsFunc(s, isSpace) }

// Folded are the players' names folded, in seat order.
func (c *Cast) Folded() []string { return c.folded }

// IsKey reports whether player i's name, as players: wrote it, is a header
// key of the game.
func (c *Cast) IsKey(i int) bool { return c.keys[i] >= 0 }

// Key is Dialect.Key of a name before a colon, without folding it when it
// is a player's name as players: wrote it (the common line).
func (c *Cast) Key(word string) int {
	for i, p := range c.players {
		if p == word {
			return c.keys[i]
		}
	}
	if c.dialect == nil {
		return -1 // a cast made for names alone has no keys
	}
	return c.dialect.Key(word)
}

// Alike reports whether a name was found as the player's it looks like,
// written with other characters (Who).
func (c *Cast) Alike(name string) bool {
	return len(c.alike) > 0 && slices.Contains(c.alike, name)
}

// firstAlike reports whether a name found as the player's it looks like
// is to be said so now: the first time it is met.
func (c *Cast) firstAlike(name string) bool {
	i := slices.Index(c.alike, name)
	if i < c.said {
		return false
	}
	// Found in the order met: the one met now is the next not said.
	c.alike[c.said], c.alike[i] = c.alike[i], c.alike[c.said]
	c.said++
	return true
}

// Players are the players' names as the header wrote them.
func (c *Cast) Players() []string { return c.players }

// Player finds a player by name: the whole name (case, ё and quotes
// forgiven) or one word of it that fits that player alone, else a name
// that looks the same written with other characters (Skeleton: `Aня`
// with a Latin A for «Аня»); -1 when the name is nobody's.
func (c *Cast) Player(name string) int {
	if i := c.whole(name); i >= 0 {
		return i
	}
	return c.lookalike(name)
}

// whole is Player by the name as written, folded.
func (c *Cast) whole(name string) int {
	for i, p := range c.players {
		if p == name {
			return i // as written in players:, the common case: nothing to fold
		}
	}
	k := Fold(name)
	if i := slices.Index(c.folded, k); i >= 0 {
		return i
	}
	if u := Fold(Unquoted(name)); u != k {
		if i := slices.Index(c.folded, u); i >= 0 {
			return i
		}
		k = u
	}
	k = strings.Join(strings.FieldsFunc(k, unicode.IsSpace), " ")
	if i := slices.Index(c.folded, k); i >= 0 {
		return i // «бабушка  Зина» with two spaces
	}
	if i, ok := c.words[k]; ok && i >= 0 {
		return i
	}
	return -1
}

// Prefix finds the player whose name (or a word of it) begins with what is
// typed, when that fits one player alone: for the table, where people type
// «Зин» for «бабушка Зина». -1 when none or several fit.
func (c *Cast) Prefix(typed string) int {
	i, _, _ := c.Find(typed)
	return i
}

// Reading is how a name typed for a player was read (Cast.Find).
type Reading uint8

const (
	// ReadWhole: the whole name, or one word of it that fits one player
	// alone, as a transcript names players.
	ReadWhole Reading = iota
	// ReadLookalike: a name that looks the same, written with other
	// characters (a Latin letter for a Cyrillic one, an invisible one).
	ReadLookalike
	// ReadBeginning: a beginning of the name, or of a word of it, that
	// fits one player alone («Тим» for Тимофей).
	ReadBeginning
)

// Find finds the player a name typed where a player is meant names, the
// way people type names at the table: as Player does, else by a beginning
// of a name (or of a word of it) that fits one player alone. It says how
// the name was read; a beginning that fits several players finds none
// and lists them (fits).
func (c *Cast) Find(typed string) (who int, how Reading, fits []int) {
	if i := c.whole(typed); i >= 0 {
		return i, ReadWhole, nil
	}
	if i := c.lookalike(typed); i >= 0 {
		return i, ReadLookalike, nil
	}
	k := Skeleton(Unquoted(typed))
	if k == "" {
		return -1, ReadWhole, nil
	}
	for i, p := range c.skeletons() {
		match := strings.HasPrefix(p, k)
		for _, w := range strings.FieldsFunc(p, unicode.IsSpace) {
			match = match || strings.HasPrefix(w, k)
		}
		if match {
			fits = append(fits, i)
		}
	}
	if len(fits) == 1 {
		return fits[0], ReadBeginning, nil
	}
	return -1, ReadWhole, fits
}

// lookalike finds the one player whose name looks the same as name
// (Skeleton); -1 for none, or for several (which the header refuses).
func (c *Cast) lookalike(name string) int {
	k := Skeleton(Unquoted(name))
	if k == "" {
		return -1
	}
	found := -1
	for i, p := range c.skeletons() {
		if p == k {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}

// skeletons are the players' names as they look (Skeleton), made when a
// name is first looked up so.
func (c *Cast) skeletons() []string {
	if c.skel == nil {
		c.skel = make([]string, len(c.players))
		for i, p := range c.players {
			c.skel[i] = Skeleton(p) // as players: wrote it, quotes and all
		}
	}
	return c.skel
}

// LookAlike finds an earlier player whose name looks the same as player
// i's (Skeleton) but is not the same folded: two people the lines could
// not tell apart. -1 when there is none.
func (c *Cast) LookAlike(i int) int {
	sk := c.skeletons()
	for j := range i {
		if sk[j] == sk[i] && sk[i] != "" && c.folded[j] != c.folded[i] {
			return j
		}
	}
	return -1
}

// Prefixed is the same cast for lines typed at the table: a name before a
// colon may also be a beginning of a player's name, or of a word of it, that
// fits that player alone (Prefix), when it is no whole name, piece or event.
// A file's lines never read so: a transcript names its players whole.
func (c *Cast) Prefixed() *Cast {
	if c.prefix {
		return c
	}
	if c.prefixed == nil {
		p := *c
		p.prefix, p.seen, p.prefixed = true, nil, nil
		c.prefixed = &p
	}
	return c.prefixed
}

// Who says whom a name before a colon names: a player, then a piece or an
// event the game claims (then, for a cast Prefixed, a player by a beginning
// of their name). Header keys are the caller's to look at first: a
// word that is a key is always the key.
func (c *Cast) Who(name string) Who {
	for i, p := range c.players {
		if p == name {
			return Who{Whom: Player, Index: i} // as players: wrote it: nothing kept
		}
	}
	if w, ok := c.seen[name]; ok {
		return w
	}
	w := Who{Whom: Nobody, Index: -1}
	if i := c.whole(name); i >= 0 {
		w = Who{Whom: Player, Index: i}
	} else if i := c.lookalike(name); i >= 0 {
		w = Who{Whom: Player, Index: i}
		if !slices.Contains(c.alike, name) {
			c.alike = append(c.alike, strings.Clone(name))
		}
	} else if c.dialect != nil && c.dialect.Claim != nil {
		if owner, ok := c.dialect.Claim(c.players, Unquoted(name)); ok {
			w = Who{Whom: Piece, Index: owner}
			if owner < 0 {
				w.Whom = Event
			}
		}
	}
	if w.Whom == Nobody && c.prefix {
		if i := c.Prefix(name); i >= 0 {
			w = Who{Whom: Player, Index: i}
		}
	}
	if len(c.seen) < 64 { // a game's names are few; a blob of them is not kept
		if c.seen == nil {
			c.seen = map[string]Who{}
		}
		c.seen[strings.Clone(name)] = w
	}
	return w
}
