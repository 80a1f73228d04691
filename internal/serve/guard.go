package serve

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/play"
)

// maxBody bounds what a browser may send: a typed line, a list of
// players and a few header lines.
const maxBody = 16 << 10

// NewToken is a random token for --lan: 128 bits, safe in an address.
func NewToken() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// guard lets a request through only with the token (when there is one),
// within the rate, with a body of bounded size; and it sets what a page of
// the server may load: itself, nothing else.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer") // the token is in the address
		h.Set("Cache-Control", "no-store")
		if s.opts.Token != "" {
			got := r.URL.Query().Get("t")
			if subtle.ConstantTimeCompare([]byte(got), []byte(s.opts.Token)) != 1 {
				s.refuse(w, r, http.StatusForbidden, Forbidden)
				return
			}
		} else if !loopbackHost(r.Host) {
			// On loopback a page of another site may still make the
			// browser ask this server by a name that points here (DNS
			// rebinding): only the loopback names are answered.
			s.refuse(w, r, http.StatusForbidden, Forbidden)
			return
		}
		if !sameOrigin(r) {
			// A page of another site open in the same browser: the
			// browser would send its requests here with a loopback Host
			// (and no token is asked on loopback), and a text/plain POST
			// needs no preflight.
			s.refuse(w, r, http.StatusForbidden, Forbidden)
			return
		}
		if !s.lim.allow() {
			h.Set("Retry-After", "1")
			s.refuse(w, r, http.StatusTooManyRequests, TooMany)
			return
		}
		if r.ContentLength > maxBody {
			s.refuse(w, r, http.StatusRequestEntityTooLarge, TooLarge{Most: maxBody >> 10})
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		next.ServeHTTP(w, r)
	})
}

// sameOrigin reports whether a request may change the game: a GET of a
// page or an asset always may be made; a POST, and the transcript's
// download (which ends a finished game's keeping), only from the server's
// own pages — as the browser tells (Sec-Fetch-Site, Origin) — and a POST
// only with a JSON body, which another site cannot send without a
// preflight this server does not answer.
func sameOrigin(r *http.Request) bool {
	changes := r.Method != http.MethodGet && r.Method != http.MethodHead || r.URL.Path == "/transcript"
	if !changes {
		return true
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
		return false
	}
	if origin := r.Header.Get("Origin"); origin != "" && origin != "http://"+r.Host {
		return false
	}
	if r.Method == http.MethodPost {
		ct := r.Header.Get("Content-Type")
		if i := strings.IndexByte(ct, ';'); i >= 0 {
			ct = ct[:i]
		}
		return strings.EqualFold(strings.TrimSpace(ct), "application/json")
	}
	return true
}

// loopbackHost reports whether a Host header names this machine's
// loopback: 127.0.0.1, [::1] or localhost, any port.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// limiter is a token bucket for the whole server: a family's phones make
// a few requests a move; a runaway script is slowed, not served.
type limiter struct {
	mu     sync.Mutex
	rate   float64 // tokens a second
	burst  float64
	tokens float64
	at     time.Time
}

func newLimiter(rate, burst float64) *limiter {
	return &limiter{rate: rate, burst: burst, tokens: burst, at: time.Now()}
}

func (l *limiter) allow() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	l.tokens = min(l.burst, l.tokens+now.Sub(l.at).Seconds()*l.rate)
	l.at = now
	if l.tokens < 1 {
		return false
	}
	l.tokens--
	return true
}

// tokenFile is where --lan keeps its token in the state folder, beside
// unfinished/: a server started again gives the same address, and the
// phones at the table reconnect by themselves (else every phone retypes
// 22 random characters after every restart).
const tokenFile = "serve-token"

// LANToken is the token for --lan: the one kept in the state folder, or a
// new one kept there (renew: a new one whatever is kept — the address was
// shared too widely). Where the state folder is unusable it is a new
// token, kept nowhere (kept false): the address then changes at a restart.
func LANToken(getenv func(string) string, renew bool) (token string, kept bool, err error) {
	dir, derr := play.StateDir(getenv)
	if derr == nil && !renew {
		if b, err := os.ReadFile(filepath.Join(dir, tokenFile)); err == nil {
			if t := strings.TrimSpace(string(b)); validToken(t) {
				return t, true, nil
			}
		}
	}
	if token, err = NewToken(); err != nil {
		return "", false, err
	}
	if derr != nil {
		return token, false, nil
	}
	// Written whole or not at all, readable by this user alone, never
	// through a link put in its place.
	if atomicfile.Write(filepath.Join(dir, tokenFile), []byte(token+"\n"), atomicfile.Policy{Mode: 0o600}) != nil {
		return token, false, nil
	}
	return token, true, nil
}

// validToken: a token NewToken could have made (128 bits, base64url).
func validToken(t string) bool {
	b, err := base64.RawURLEncoding.DecodeString(t)
	return err == nil && len(b) == 16
}
