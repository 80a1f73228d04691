package suite

import "github.com/boardgame-referee/referee/referee"

// What `referee test` says: each a message of its own type, its template
// in referee/say/locales/test.*.toml. Text the suite has rendered already
// (a command line, a path) is a verbatim fact, not cut short.

// OkWithOthers: `# expect: ok` beside other expectations of the game.
type OkWithOthers struct{ Line int }

func (OkWithOthers) Code() referee.Code { return "test.ok-with-others" }

// ExpectedGame: codes expected of the whole game that the referee does not
// say.
type ExpectedGame struct{ Codes []string }

func (ExpectedGame) Code() referee.Code { return "test.expected-game" }

// ExpectedNothing: codes expected on a line the referee finds nothing
// wrong with.
type ExpectedNothing struct{ Codes []string }

func (ExpectedNothing) Code() referee.Code { return "test.expected-nothing" }

// ExpectedElse: codes expected on a line where the referee says something
// else, on another line.
type ExpectedElse struct{ Codes []string }

func (ExpectedElse) Code() referee.Code { return "test.expected-else" }

// ExpectedGot: codes expected on a line where the referee says something
// else (Got).
type ExpectedGot struct {
	Codes []string
	Got   verbatim
}

func (ExpectedGot) Code() referee.Code { return "test.expected-got" }

// Unexpected: what the referee says that nothing expects.
type Unexpected struct {
	Got     verbatim
	Refusal bool // the line refuses a move or a claim: «неожиданный отказ»
}

func (Unexpected) Code() referee.Code { return "test.unexpected" }

// UnexpectedHint: what the referee says that nothing expects, and how to
// expect it at the end of a line.
type UnexpectedHint struct {
	Got     verbatim
	Refusal bool
	Line    int
	Rule    string // the code to expect
	Keyword referee.Term
}

func (UnexpectedHint) Code() referee.Code { return "test.unexpected-hint" }

// UnexpectedHintFile: what the referee says of the file outside its games
// that nothing expects, and how to expect it.
type UnexpectedHintFile struct {
	Got     verbatim
	Refusal bool
	Rule    string
	Keyword referee.Term
}

func (UnexpectedHintFile) Code() referee.Code { return "test.unexpected-hint-file" }

// MoreUnexpected: more not expected than are listed.
type MoreUnexpected struct{ N int }

func (MoreUnexpected) Code() referee.Code { return "test.more-unexpected" }
func (m MoreUnexpected) Count() int       { return m.N }

// GoldenNotFile: a golden file that is no regular file (What it is).
type GoldenNotFile struct{ What referee.Term }

func (GoldenNotFile) Code() referee.Code { return "test.golden-not-file" }

// GoldenMissing: a transcript with no golden file; Command writes it.
type GoldenMissing struct{ Golden, Command verbatim }

func (GoldenMissing) Code() referee.Code { return "test.golden-missing" }

// GoldenOldPaths: a golden file that names its transcript as an older
// referee did (Old), not from its own folder (Name); Command rewrites it.
type GoldenOldPaths struct{ Old, Name, Command verbatim }

func (GoldenOldPaths) Code() referee.Code { return "test.golden-old-paths" }

// GoldenDiffers: what Command prints differs from the golden file from
// Line on; Fix rewrites it.
type GoldenDiffers struct {
	Command verbatim
	Line    int
	Fix     verbatim
}

// GoldenShifted: what Command prints differs from the golden file only in
// the line numbers of Lines lines, all moved By lines; Fix rewrites it.
type GoldenShifted struct {
	Command verbatim
	Lines   int
	By      int
	Fix     verbatim
}

func (GoldenShifted) Code() referee.Code { return "test.golden-shifted" }
func (m GoldenShifted) Count() int       { return m.Lines }

// GoldenMoved: what Command prints differs from the golden file from Line
// on by the lines the diff shows (a game added above, or taken out), and
// Lines more lines differ only in their line numbers, moved From to By
// lines (From is By when all moved as far); Fix rewrites it.
type GoldenMoved struct {
	Command  verbatim
	Line     int
	Lines    int
	From, By int
	Fix      verbatim
}

func (GoldenMoved) Code() referee.Code { return "test.golden-moved" }
func (m GoldenMoved) Count() int       { return m.Lines }

// GoldenRenamed: a golden file that names its transcript by another name
// (Old, the name it had) than its own (Name); Command rewrites it.
type GoldenRenamed struct {
	Old, Name, Command verbatim
	Differs            bool // the golden file differs in more than the name: the command rewrites that too
}

func (GoldenRenamed) Code() referee.Code { return "test.golden-renamed" }

// GoldenUnlabelled: a golden file named with no language (NAME.golden),
// compared in the run's Language, which the --lang flag (Flag), the
// variable Var set to Value, or neither (the default) chose.
type GoldenUnlabelled struct {
	Language referee.Term
	Flag     bool
	Var      string
	Value    string
}

// GoldenOtherLanguage: a golden file named with no language, compared in
// the run's Language (chosen as for GoldenUnlabelled), that Holds the
// output in another language; Command names it with that language.
type GoldenOtherLanguage struct {
	Language referee.Term
	Flag     bool
	Var      string
	Value    string
	Holds    referee.Term
	Command  verbatim
}

func (GoldenOtherLanguage) Code() referee.Code { return "test.golden-other-language" }

// GoldenToldWith: a golden file that differs where an example (its test's
// name) fails, told with that example's failure.
type GoldenToldWith struct{ Example verbatim }

func (GoldenToldWith) Code() referee.Code { return "test.golden-told-with" }

func (GoldenUnlabelled) Code() referee.Code { return "test.golden-unlabelled" }

func (GoldenDiffers) Code() referee.Code { return "test.golden-differs" }

// GoldenOutside: a golden file outside the folder walked.
type GoldenOutside struct{ Folder verbatim }

func (GoldenOutside) Code() referee.Code { return "test.golden-outside" }

// GoldenUnwritable: a golden file that cannot be written, and why.
type GoldenUnwritable struct{ Detail string }

func (GoldenUnwritable) Code() referee.Code { return "test.golden-unwritable" }

// JUnitUnwritable: the JUnit report cannot be written, and why.
type JUnitUnwritable struct {
	File   verbatim
	Detail string
}

func (JUnitUnwritable) Code() referee.Code { return "test.junit-unwritable" }

// GoldenWritten: a golden file written with what Command prints.
type GoldenWritten struct{ Command verbatim }

func (GoldenWritten) Code() referee.Code { return "test.golden-written" }

// GoldenWrittenUnlabelled: a golden file named with no language, written
// with what Command prints in the run's Language (chosen as for
// GoldenUnlabelled): which language, and why, is said, never left silent.
type GoldenWrittenUnlabelled struct {
	Command  verbatim
	Language referee.Term
	Flag     bool
	Var      string
	Value    string
}

func (GoldenWrittenUnlabelled) Code() referee.Code { return "test.golden-written-unlabelled" }

// GoldenKeepsLanguage: --update leaves a golden file named with no
// language that Holds another language's output than the run's Language
// (chosen as for GoldenUnlabelled); Command names it with its language.
// The facts are GoldenOtherLanguage's: the same file, found by --update.
type GoldenKeepsLanguage GoldenOtherLanguage

func (GoldenKeepsLanguage) Code() referee.Code { return "test.golden-keeps-language" }

// GoldenMigrated: a golden file written, its paths now from its own folder.
type GoldenMigrated struct{ Command, Old verbatim }

func (GoldenMigrated) Code() referee.Code { return "test.golden-migrated" }

// GoldenWhat names a golden file's test: what Command prints.
type GoldenWhat struct{ Command verbatim }

func (GoldenWhat) Code() referee.Code { return "test.golden-what" }

// Pass: a test that passed, under -v.
type Pass struct{ What verbatim }

func (Pass) Code() referee.Code { return "test.pass" }

// Skip: a test skipped, under -v.
type Skip struct{ What verbatim }

func (Skip) Code() referee.Code { return "test.skip" }

// DiffCut: a golden file's diff cut short, Bytes past the first
// difference.
type DiffCut struct{ Bytes int }

func (DiffCut) Code() referee.Code { return "test.diff-cut" }

// FileTime: how long a file's N tests took, under -v.
type FileTime struct{ N, MS int }

func (FileTime) Code() referee.Code { return "test.file-time" }
func (m FileTime) Count() int       { return m.N }

// NoMatch: a --run that selects no test.
type NoMatch struct{ Run string }

func (NoMatch) Code() referee.Code { return "test.no-match" }

// Summary is the run's last line.
type Summary struct{ Passed, Failed int }

func (Summary) Code() referee.Code { return "test.summary" }

// SummarySkipped is the run's last line when tests were skipped.
type SummarySkipped struct{ Passed, Failed, Skipped int }

func (SummarySkipped) Code() referee.Code { return "test.summary-skipped" }

// SummaryWritten ends the last line: golden files written.
type SummaryWritten struct{ N int }

func (SummaryWritten) Code() referee.Code { return "test.summary-written" }
func (m SummaryWritten) Count() int       { return m.N }

// SummaryMigrated ends the last line: golden files written, some with their
// paths rewritten.
type SummaryMigrated struct{ N, Migrated int }

func (SummaryMigrated) Code() referee.Code { return "test.summary-migrated" }
func (m SummaryMigrated) Count() int       { return m.N }

// OutputUnwritable: the run's output cannot be written.
type OutputUnwritable struct{ Detail string }

func (OutputUnwritable) Code() referee.Code { return "test.output-unwritable" }

// NoTranscripts: a folder with no file the glob matches.
type NoTranscripts struct{ Glob string }

func (NoTranscripts) Code() referee.Code { return "test.no-transcripts" }

// FolderLoop: a link back to a folder the walk is inside.
type FolderLoop struct{ Target verbatim }

func (FolderLoop) Code() referee.Code { return "test.folder-loop" }

// Cleaned: temporary files a killed run left, removed.
type Cleaned struct{ N int }

func (Cleaned) Code() referee.Code { return "test.cleaned" }
func (m Cleaned) Count() int       { return m.N }

// GoldenOrphan: a golden file with no transcript; Command deletes it.
type GoldenOrphan struct {
	Transcript string
	Command    verbatim
}

func (GoldenOrphan) Code() referee.Code { return "test.golden-orphan" }

// GoldenMisnamed: a golden file named without its transcript's extension;
// Command renames it.
type GoldenMisnamed struct {
	Transcript, Golden string
	Command            verbatim
}

func (GoldenMisnamed) Code() referee.Code { return "test.golden-misnamed" }

// GoldenOrphanMoved: a golden file with no transcript, in a folder where one
// transcript has no golden file of that name: most likely the transcript
// was renamed. Command moves the golden file to it, refusing to replace one.
type GoldenOrphanMoved struct {
	Transcript, Renamed string
	Command             verbatim
}

func (GoldenOrphanMoved) Code() referee.Code { return "test.golden-orphan-moved" }

// NameTwice: a game given a second name; the first is on Line.
type NameTwice struct{ Line int }

func (NameTwice) Code() referee.Code { return "test.name-twice" }

// NameTaken: a name another game of the file, on Line, has already.
type NameTaken struct {
	Name verbatim
	Line int
}

func (NameTaken) Code() referee.Code { return "test.name-taken" }

// NotFile: a file the walk found that is no regular file (What it is).
type NotFile struct{ What referee.Term }

func (NotFile) Code() referee.Code { return "test.not-file" }

// LinkOutside: a link the walk found that leads out of the folder named.
type LinkOutside struct{ Target, Folder verbatim }

func (LinkOutside) Code() referee.Code { return "test.link-outside" }

// The suite's words with no facts.
const (
	Alone         referee.Term = "test.alone"
	SkipPlace     referee.Term = "test.skip-place"
	Unchecked     referee.Term = "test.unchecked"
	Keyword       referee.Term = "test.keyword"
	FileOutside   referee.Term = "test.file"
	GoldenChanged referee.Term = "test.golden-changed"
	JUnitIsInput  referee.Term = "test.junit-is-input"
	NamePlace     referee.Term = "test.name-place"
	GoldenNamed   referee.Term = "test.golden-named"
)

// NamesHashed: games told apart in their tests' names by a hash, said
// once a run, as an edit to such a game renames it: the first of them by
// name (First), and how many there are in all.
type NamesHashed struct {
	First []verbatim
	All   int
}

func (NamesHashed) Code() referee.Code { return "test.names-hashed" }
func (m NamesHashed) Count() int       { return m.All }

// Examples are a message of every type the suite says.
var Examples = []referee.Message{
	OkWithOthers{Line: 3},
	ExpectedGame{Codes: []string{"[turtles.race-over]"}},
	ExpectedNothing{Codes: []string{"[turtles.race-over]"}},
	ExpectedElse{Codes: []string{"[turtles.race-over]"}},
	ExpectedGot{Codes: []string{"[turtles.race-over]"}, Got: "move 3 (Нина: red +1): … [turtles.back-from-start]"},
	Unexpected{Got: "move 3 (Нина: red +1): … [turtles.back-from-start]"},
	UnexpectedHint{Got: "move 3 (Нина: red +1): … [turtles.back-from-start]", Line: 7, Rule: "turtles.back-from-start", Keyword: Keyword},
	UnexpectedHintFile{Got: "… [notation.before-game]", Rule: "notation.before-game", Keyword: Keyword},
	MoreUnexpected{N: 3},
	GoldenNotFile{What: "test.kind.link"},
	GoldenMissing{Golden: "booklet/race.ru.golden", Command: "referee test --update --golden ru booklet/race.txt"},
	GoldenOldPaths{Old: "corpus/turtles/race.txt", Name: "race.txt", Command: "referee test --update --golden en corpus/turtles/race.txt"},
	GoldenRenamed{Old: "черепахи.txt", Name: "turtles.txt", Command: "referee test --update --golden ru booklet/turtles.txt"},
	GoldenRenamed{Old: "черепахи.txt", Name: "turtles.txt", Command: "referee test --update --golden ru booklet/turtles.txt", Differs: true},
	GoldenDiffers{Command: "check --explain --keep-going --lang en race.txt", Line: 4, Fix: "referee test --update --golden en booklet/race.txt"},
	GoldenShifted{Command: "check --explain --keep-going --lang en race.txt", Lines: 12, By: 5, Fix: "referee test --update --golden en booklet/race.txt"},
	GoldenMoved{Command: "check --explain --keep-going --lang en race.txt", Line: 1, Lines: 12, From: 5, By: 5, Fix: "referee test --update --golden en booklet/race.txt"},
	GoldenMoved{Command: "check --explain --keep-going --lang en race.txt", Line: 1, Lines: 12, From: 1, By: 6, Fix: "referee test --update --golden en booklet/race.txt"},
	GoldenUnlabelled{Language: "test.lang.ru", Var: "LANG", Value: "ru_RU.UTF-8"},
	GoldenUnlabelled{Language: "test.lang.ru", Flag: true},
	GoldenUnlabelled{Language: "test.lang.en"},
	GoldenOtherLanguage{Language: "test.lang.ru", Var: "LANG", Value: "ru_RU.UTF-8", Holds: "test.lang.en", Command: "mv -n booklet/race.golden booklet/race.en.golden"},
	GoldenOtherLanguage{Language: "test.lang.ru", Flag: true, Holds: "test.lang.en", Command: "mv -n booklet/race.golden booklet/race.en.golden"},
	GoldenOtherLanguage{Language: "test.lang.en", Holds: "test.lang.ru", Command: "mv -n booklet/race.golden booklet/race.ru.golden"},
	GoldenToldWith{Example: "race.txt#Пример 3"},
	GoldenWrittenUnlabelled{Command: "referee check --explain --keep-going --lang en race.txt", Language: "test.lang.en", Var: "LANG", Value: "C.UTF-8"},
	GoldenWrittenUnlabelled{Command: "referee check --explain --keep-going --lang ru race.txt", Language: "test.lang.ru", Flag: true},
	GoldenWrittenUnlabelled{Command: "referee check --explain --keep-going --lang en race.txt", Language: "test.lang.en"},
	GoldenKeepsLanguage{Language: "test.lang.en", Var: "LANG", Value: "C.UTF-8", Holds: "test.lang.ru", Command: "mv -n booklet/race.golden booklet/race.ru.golden"},
	GoldenKeepsLanguage{Language: "test.lang.ru", Flag: true, Holds: "test.lang.en", Command: "mv -n booklet/race.golden booklet/race.en.golden"},
	GoldenOutside{Folder: "corpus"},
	GoldenUnwritable{Detail: "permission denied"},
	JUnitUnwritable{File: "report.xml", Detail: "permission denied"},
	GoldenWritten{Command: "referee check --explain --keep-going --lang en race.txt"},
	GoldenMigrated{Command: "referee check --explain --keep-going --lang en race.txt", Old: "corpus/turtles/race.txt"},
	GoldenWhat{Command: "referee check --explain --keep-going --lang en race.txt"},
	Pass{What: "race.txt#1"},
	Skip{What: "race.txt#2"},
	DiffCut{Bytes: 4096},
	FileTime{N: 4, MS: 12},
	NoMatch{Run: "turtles"},
	Summary{Passed: 12, Failed: 1},
	SummarySkipped{Passed: 12, Failed: 1, Skipped: 2},
	SummaryWritten{N: 2},
	SummaryMigrated{N: 2, Migrated: 1},
	OutputUnwritable{Detail: "broken pipe"},
	NoTranscripts{Glob: "*.txt"},
	FolderLoop{Target: "corpus"},
	Cleaned{N: 2},
	GoldenOrphan{Transcript: "race.*", Command: "rm race.en.golden"},
	GoldenMisnamed{Transcript: "race.txt", Golden: "race.txt.en.golden", Command: "mv -n race.en.golden race.txt.en.golden"},
	GoldenOrphanMoved{Transcript: "race.*", Renamed: "гонка.txt", Command: "mv -n race.en.golden гонка.en.golden"},
	UnknownGameHeader{ID: "ludo", Players: []string{"Нина", "Паша"}},
	NameTwice{Line: 4},
	NameTaken{Name: "Пример 3", Line: 12},
	NotFile{What: "test.kind.pipe"},
	LinkOutside{Target: "/etc/passwd", Folder: "booklet"},
	Alone, SkipPlace, Unchecked, Keyword, FileOutside, GoldenChanged, JUnitIsInput, NamePlace, GoldenNamed,
	NamesHashed{First: []verbatim{"booklet.txt#Нина, Паша: синяя +1 (8f23da)"}, All: 1},
	NamesHashed{First: []verbatim{"a.txt#Нина, Паша: синяя +1 (8f23da)", "a.txt#Нина, Паша: синяя +1 (19be07)"}, All: 5},
	referee.Term("test.kind.link"), referee.Term("test.kind.folder"), referee.Term("test.kind.pipe"),
	referee.Term("test.kind.socket"), referee.Term("test.kind.device"), referee.Term("test.kind.other"),
	referee.Term("test.lang.en"), referee.Term("test.lang.ru"),
}

// UnknownGameHeader names a game whose `game:` line names no game, and its
// players: the test's title.
type UnknownGameHeader struct {
	ID      string
	Players []string
}

func (UnknownGameHeader) Code() referee.Code { return "test.unknown-game-header" }
