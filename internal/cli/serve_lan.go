package cli

import (
	"net"
	"slices"
)

// lanAddresses are the addresses the phones may reach this machine at,
// looked up from its interfaces (no packet is sent): of every interface
// that is up and no loopback, each address that is no loopback nor
// link-local, whatever its range (a network in a test range, 192.0.2.x,
// is a network all the same), IPv4 first. None when it has none.
func lanAddresses() []net.IP {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var all []lanInterface
	for _, i := range ifaces {
		addrs, err := i.Addrs()
		if err != nil {
			continue
		}
		all = append(all, lanInterface{flags: i.Flags, addrs: addrs})
	}
	return lanCandidates(all)
}

// lanInterface is what lanCandidates reads of an interface.
type lanInterface struct {
	flags net.Flags
	addrs []net.Addr
}

func lanCandidates(ifaces []lanInterface) []net.IP {
	var v4, v6 []net.IP
	for _, i := range ifaces {
		if i.flags&net.FlagUp == 0 || i.flags&net.FlagLoopback != 0 {
			continue
		}
		for _, a := range i.addrs {
			n, ok := a.(*net.IPNet)
			if !ok || n.IP.IsLoopback() || n.IP.IsLinkLocalUnicast() || n.IP.IsUnspecified() || n.IP.IsMulticast() {
				continue
			}
			if n.IP.To4() != nil {
				v4 = append(v4, n.IP.To4())
			} else {
				v6 = append(v6, n.IP)
			}
		}
	}
	return slices.Concat(v4, v6)
}
