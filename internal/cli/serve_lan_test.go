package cli

import (
	"net"
	"testing"
)

// TestLANCandidates: the address printed for --lan is the first of an
// interface that is up, whatever its range (192.0.2.x, a test range, was
// passed over for loopback); loopback, link-local and interfaces that are
// down are not offered; every other candidate is kept to be printed.
func TestLANCandidates(t *testing.T) {
	ipnet := func(s string) net.Addr { return &net.IPNet{IP: net.ParseIP(s), Mask: net.CIDRMask(24, 32)} }
	got := lanCandidates([]lanInterface{
		{flags: net.FlagUp | net.FlagLoopback, addrs: []net.Addr{ipnet("127.0.0.1"), ipnet("::1")}},
		{flags: 0, addrs: []net.Addr{ipnet("192.168.1.9")}}, // down
		{flags: net.FlagUp, addrs: []net.Addr{ipnet("fe80::1"), ipnet("2001:db8::2"), ipnet("192.0.2.2")}},
		{flags: net.FlagUp, addrs: []net.Addr{ipnet("10.0.0.5"), ipnet("169.254.3.3")}},
	})
	want := []string{"192.0.2.2", "10.0.0.5", "2001:db8::2"}
	if len(got) != len(want) {
		t.Fatalf("candidates %v, want %v", got, want)
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("candidate %d: %v, want %s", i, got[i], want[i])
		}
	}
	if a := pageAddress(8765, got[2], "x"); a != "http://[2001:db8::2]:8765/?t=x" {
		t.Errorf("an IPv6 address: %s", a)
	}
}
