package picture_test

import (
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
)

// The refused ink is a colour no player's is: far from every player's
// ink (ΔE), the last move's and the ghost's fill, and its label reads on
// the ghost at 4.5:1; the last move's ink is dark on its white casing.
func TestRefusedInkApartFromThePlayers(t *testing.T) {
	for _, ink := range picture.Players {
		if d := picturetest.InkDistance(ink.Fill, picture.Refused); d < picture.Apart {
			t.Errorf("player ink %s is %.0f from the refused ink, want %.0f or more", ink.Fill, d, picture.Apart)
		}
	}
	if d := picturetest.InkDistance(picture.LastInk, picture.Refused); d < picture.Apart {
		t.Errorf("the last move's ink is %.0f from the refused ink", d)
	}
	if c := picture.Contrast(picture.Refused, picture.GhostFill); c < 4.5 {
		t.Errorf("a ghost's label reads at %.2f:1 on its fill", c)
	}
	if c := picture.Contrast(picture.LastInk, picture.LastCasing); c < 15 {
		t.Errorf("the last move's ink reads at %.2f:1 on its casing", c)
	}
}
