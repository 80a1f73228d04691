package turbo

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
	"sync"
)

// The condition grammar: a task card in the formal form (`frogs > 4 and
// frogs < birds`) or in the card's own words, Russian or English («Лягушек
// больше четырёх, но меньше, чем птиц.», "More than four frogs, but fewer
// than birds."). The lexer has already sorted the words into animals,
// numbers and other words, so the rules below speak of kinds of words; the
// other words are matched folded (lower case, ё as е).
//
// A condition is clauses joined by conjunctions. A clause is one comparison
// written in one of four word orders; a clause after a conjunction may leave
// out its subject, which is then the subject of the clause before it
// («…, но меньше, чем птиц»).

// conditionSyntax is a whole task card.
type conditionSyntax struct {
	Pos   lexer.Position
	First *clauseSyntax `parser:"@@"`
	Rest  []*linkSyntax `parser:"@@*"`
	Stop  []string      `parser:"@( '.' | '!' )*"`
}

// linkSyntax is a conjunction and the clause after it.
type linkSyntax struct {
	Pos    lexer.Position
	Conj   *conjSyntax     `parser:"@@"`
	Clause *clauseSyntax   `parser:"(   @@"`
	Elided *ellipticSyntax `parser:"  | @@ )"`
}

// conjSyntax joins two clauses: «и», «но», «и при этом», "and also", a
// comma, `and`/`и` of the formal form. One of them must be there: a comma
// with or without a word, a word with or without «при этом»/"also", or
// «при этом»/"also" alone.
type conjSyntax struct {
	Words []string `parser:"( @',' @( 'и' | 'но' | 'а' | 'and' | 'but' | 'while' | 'whereas' | 'yet' | '&' '&'? )? @( 'при' 'этом' | 'притом' | 'причем' | 'также' | 'еще' | 'also' | 'at' 'the' 'same' 'time' )* | @( 'и' | 'но' | 'а' | 'and' | 'but' | 'while' | 'whereas' | 'yet' | '&' '&'? ) @( 'при' 'этом' | 'притом' | 'причем' | 'также' | 'еще' | 'also' | 'at' 'the' 'same' 'time' )* | @( 'при' 'этом' | 'притом' | 'причем' | 'также' | 'еще' | 'also' | 'at' 'the' 'same' 'time' )+ )"`
}

// clauseSyntax is one comparison with its subject.
type clauseSyntax struct {
	Pos     lexer.Position
	Leading *leadingSyntax `parser:"  @@"`
	Between *betweenSyntax `parser:"| @@"`
	AsMany  *asManySyntax  `parser:"| @@"`
	Subject *subjectSyntax `parser:"| @@"`
}

// leadingSyntax: the comparison first, then the number and the animal:
// "More than five hedgehogs", "At least three birds", «Больше пяти ежей».
type leadingSyntax struct {
	Pos     lexer.Position
	Cmp     *comparatorSyntax `parser:"@@"`
	Value   *valueSyntax      `parser:"@@"`
	Animals []*animalSyntax   `parser:"@@ ( '+' @@ )*"`
}

// betweenSyntax: the subject between the comparison and «чем»/"than":
// "Fewer frogs than birds", «Больше птиц, чем ежей».
type betweenSyntax struct {
	Pos      lexer.Position
	Dir      *dirSyntax      `parser:"@@"`
	Animals  []*animalSyntax `parser:"@@ ( ( ',' | 'и' | 'and' | '+' ) @@ )*"`
	Together bool            `parser:"@( 'вместе' | 'together' | 'combined' )?"`
	Than     string          `parser:"','? @( 'чем' | 'нежели' | 'than' )"`
	Right    *operandSyntax  `parser:"@@"`
}

// asManySyntax: "As many frogs as birds", "At least as many frogs as
// birds".
type asManySyntax struct {
	Pos     lexer.Position
	Bound   []string        `parser:"@( 'at' ( 'least' | 'most' ) | 'exactly' )?"`
	Animals []*animalSyntax `parser:"'as' 'many' @@ ( ( ',' | 'and' | '+' ) @@ )*"`
	Right   *operandSyntax  `parser:"'as' @@"`
}

// subjectSyntax: the subject first: «Ежей больше пяти», «Сумма птиц и
// лягушек больше либо равна девяти», "The sum of birds and frogs is at least
// nine", `birds + frogs >= 9`.
type subjectSyntax struct {
	Pos   lexer.Position
	Left  *sideSyntax       `parser:"@@"`
	Cmp   *comparatorSyntax `parser:"@@"`
	Right *operandSyntax    `parser:"@@"`
}

// ellipticSyntax: a clause without its subject, after a conjunction: «но
// меньше, чем птиц», "but fewer than birds", `and < birds`.
type ellipticSyntax struct {
	Pos   lexer.Position
	Cmp   *comparatorSyntax `parser:"@@"`
	Right *operandSyntax    `parser:"@@"`
}

// sideSyntax is a subject: animals and numbers added up, with or without
// «сумма»/"the sum of", joined by «и», "and", commas or `+`.
type sideSyntax struct {
	Pos      lexer.Position
	Sum      []string      `parser:"@( 'сумма' | 'суммарно' | 'the'? ( 'sum' | 'total' ) 'of' )?"`
	Terms    []*termSyntax `parser:"@@ ( ( ',' | 'и' | 'and' | '+' ) @@ )*"`
	Together bool          `parser:"@( 'вместе' | 'together' | 'combined' | 'всего' | 'in' 'total' )?"`
	Copula   bool          `parser:"@( 'is' | 'are' | 'составляет' )?"`
}

// operandSyntax is what the subject is compared with: a number, an animal,
// a sum with `+`, or «сумма …»/"the sum of …".
type operandSyntax struct {
	Pos   lexer.Position
	SumOf *sumOfSyntax  `parser:"  @@"`
	Terms []*termSyntax `parser:"| @@ ( '+' @@ )*"`
}

type sumOfSyntax struct {
	Pos   lexer.Position
	Word  []string      `parser:"@( 'сумма' | 'суммы' | 'сумме' | 'сумму' | 'суммой' | 'the'? ( 'sum' | 'total' ) 'of' )"`
	Terms []*termSyntax `parser:"@@ ( ( ',' | 'и' | 'and' | '+' ) @@ )*"`
}

// comparatorSyntax is the comparison: `>=`, «больше», «не меньше», «больше
// либо равна», "greater than or equal to", «ровно», "at least"…
type comparatorSyntax struct {
	Pos     lexer.Position
	Op      string     `parser:"  @Op"`
	Dir     *dirSyntax `parser:"| ( @@"`
	Than    bool       `parser:"    ( ','? @( 'чем' | 'нежели' | 'than' ) )?"`
	OrEqual bool       `parser:"    @( ( 'либо' | 'или' | 'or' ) ( 'равно' | 'равна' | 'равен' | 'равны' | 'equal' 'to'? ) )? )"`
	Words   []string   `parser:"| @( 'ровно' | 'равно' | 'равна' | 'равен' | 'равны' | 'exactly' | 'equal' 'to' | 'equals' | 'at' ( 'least' | 'most' ) | 'хотя' 'бы' | 'как' ( 'минимум' | 'максимум' ) | 'по' 'меньшей' 'мере' | 'столько' 'же' ','? 'сколько' )"`
}

// dirSyntax is «больше»/«меньше», "more"/"fewer", maybe with «не»/"no".
type dirSyntax struct {
	Pos  lexer.Position
	Not  string `parser:"@( 'не' | 'no' | 'not' | 'строго' | 'strictly' )?"`
	Base string `parser:"@( 'больше' | 'более' | 'меньше' | 'менее' | 'more' | 'greater' | 'larger' | 'bigger' | 'fewer' | 'less' | 'smaller' )"`
}

type termSyntax struct {
	Pos    lexer.Position
	Animal *animalSyntax `parser:"  @@"`
	Value  *valueSyntax  `parser:"| @@"`
}

type animalSyntax struct {
	Pos  lexer.Position
	Word string `parser:"@Animal"`
}

// valueSyntax is a number: digits, or number words («девяти», «двадцати
// одного», "twenty-one").
type valueSyntax struct {
	Pos   lexer.Position
	Int   string   `parser:"  @Int"`
	Words []string `parser:"| @Number+"`
}

// The parsers, built once. Lookahead lets a branch that fails a few words in
// give way to the next one (a clause is tried in its four word orders).
var (
	grammarOptions  = []participle.Option{participle.Lexer(wordLexer{}), participle.UseLookahead(8)}
	conditionParser = sync.OnceValue(func() *participle.Parser[conditionSyntax] {
		return participle.MustBuild[conditionSyntax](grammarOptions...)
	})
)
