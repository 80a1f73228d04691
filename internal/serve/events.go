package serve

import (
	"fmt"
	"net/http"
	"sync"
	"time"
)

// maxListeners bounds the event streams open at once: a table has a few
// phones, and each stream holds a connection.
const maxListeners = 32

// hub tells every browser on the game that it changed: the revision only;
// each browser then asks for the game in its own language.
type hub struct {
	mu     sync.Mutex
	subs   map[chan int]bool
	closed bool
}

func newHub() *hub { return &hub{subs: map[chan int]bool{}} }

func (h *hub) subscribe() (chan int, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed || len(h.subs) >= maxListeners {
		return nil, false
	}
	c := make(chan int, 1)
	h.subs[c] = true
	return c, true
}

func (h *hub) unsubscribe(c chan int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs[c] {
		delete(h.subs, c)
		close(c)
	}
}

// tell sends the new revision to every stream, dropping an older one not
// yet sent: only the newest matters.
func (h *hub) tell(rev int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.subs {
		select {
		case <-c:
		default:
		}
		c <- rev
	}
}

func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for c := range h.subs {
		delete(h.subs, c)
		close(c)
	}
}

// events is the stream of revisions (text/event-stream): the current one
// at once, then each change; a comment now and then keeps it open.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	c, ok := s.hub.subscribe()
	if !ok {
		s.refuse(w, r, http.StatusServiceUnavailable, TooMany)
		return
	}
	defer s.hub.unsubscribe(c)
	w.Header().Set("Content-Type", "text/event-stream")
	s.mu.Lock()
	rev := s.rev
	s.mu.Unlock()
	// A phone that went away without closing (asleep, out of the Wi-Fi)
	// stops reading: a write that cannot end within the deadline ends the
	// stream, and frees its place among the listeners, rather than holding
	// it until TCP gives up.
	rc := http.NewResponseController(w)
	send := func(text string) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(30 * time.Second))
		if _, err := fmt.Fprint(w, text); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send(fmt.Sprintf("retry: 1000\ndata: %d\n\n", rev)) {
		return
	}
	tick := time.NewTicker(20 * time.Second)
	defer tick.Stop()
	for {
		var text string
		select {
		case <-r.Context().Done():
			return
		case rev, ok := <-c:
			if !ok {
				return
			}
			text = fmt.Sprintf("data: %d\n\n", rev)
		case <-tick.C:
			text = ": still here\n\n"
		}
		if !send(text) {
			return
		}
	}
}
