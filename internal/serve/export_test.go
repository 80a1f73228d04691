package serve

// KeptAt is the file the game played was kept in when the server closed,
// whole as of its last move; "" when none was (no game, no move, or it
// could not be kept). Only the tests ask: the server says it in KeptAt's
// message when it closes.
func (s *Server) KeptAt() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.keptAt
}
