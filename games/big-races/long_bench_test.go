package bigraces_test

import (
	"testing"

	"github.com/boardgame-referee/referee/internal/gen"
)

// BenchmarkEngineLong is what the engine alone costs a move of a long game
// (gen.BenchEngineLong).
func BenchmarkEngineLong(b *testing.B) { gen.BenchEngineLong(b, "big-races") }
