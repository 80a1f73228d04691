package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os/signal"
	"slices"
	"strconv"
	"syscall"
	"time"

	"github.com/skip2/go-qrcode"
	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/internal/serve"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// ServeOptions are the options of `referee serve`.
type ServeOptions struct {
	IO          *iostreams.IOStreams
	Transcripts *cmdutil.Transcripts
	Speaker     *say.Speaker
	Getenv      func(string) string
	Specs       []referee.Spec
	LangFixed   bool // --lang or REFEREE_LANG: every page speaks it
	Arg         string
	LAN         bool
	NewToken    bool // --new-token: a new token, not the kept one
	Port        int
}

// NewCmdServe is `referee serve [GAME | FILE]`: the table on every phone.
func NewCmdServe(f *cmdutil.Factory, runF func(*ServeOptions) error) *cobra.Command {
	opts := &ServeOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Speaker: f.Speaker, Getenv: f.Getenv,
		LangFixed: f.LangFlag != "" || f.Getenv("REFEREE_LANG") != ""}
	cmd := &cobra.Command{
		Use:   "serve [GAME | FILE]",
		Short: f.Later("cli.short.serve"),
		Long:  f.Later("cli.long.serve"),
		Args:  cmdutil.Args(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				opts.Arg = args[0]
			}
			if opts.Port < 0 || opts.Port > 65535 {
				return cmdutil.Usage(cmdutil.BadPort{Value: strconv.Itoa(opts.Port)})
			}
			opts.Specs = f.Registry.Specs()
			if runF != nil {
				return runF(opts)
			}
			return serveRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.LAN, "lan", false, f.Later("cli.flag.lan"))
	cmd.Flags().BoolVar(&opts.NewToken, "new-token", false, f.Later("cli.flag.new-token"))
	cmd.Flags().IntVar(&opts.Port, "port", 8765, f.Later("cli.flag.port"))
	return cmd
}

// serveRun serves until interrupted.
func serveRun(opts *ServeOptions) error {
	reg := opts.Transcripts.Registry
	catalog, err := say.NewCatalog(opts.Specs) // both languages: each phone its own
	if err != nil {
		return err
	}
	so := serve.Options{Games: reg, Catalog: catalog, Getenv: opts.Getenv}
	if opts.LangFixed {
		so.Lang = opts.Speaker.Lang
	}
	var loaded *table.Table
	if opts.Arg != "" {
		if spec, ok := reg.Lookup(opts.Arg); ok {
			so.Game = spec.ID
		} else if loaded, err = serveLoad(opts); err != nil || loaded == nil {
			return err
		}
	}
	host := "127.0.0.1"
	if opts.LAN {
		// Kept in the state folder: a restart gives the same address.
		var kept bool
		if so.Token, kept, err = serve.LANToken(opts.Getenv, opts.NewToken); err != nil {
			return err
		}
		if !kept { // the phones would not find the server after a restart: say so
			fmt.Fprintln(opts.IO.ErrOut, opts.Speaker.Sentence(TokenNotKept))
		}
		host = ""
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(opts.Port)))
	if err != nil {
		return cmdutil.Usage(CannotListen{Why: err.Error()})
	}
	s := serve.New(so)
	defer s.Close()
	if loaded != nil {
		s.Play(loaded)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	var hosts []net.IP
	if opts.LAN {
		hosts = lanAddresses()
	}
	addr := pageAddress(port, slices.Concat(hosts, []net.IP{nil})[0], so.Token)
	fmt.Fprintln(opts.IO.Out, opts.Speaker.Sentence(serve.Listening{Address: addr, LAN: opts.LAN}))
	// The first may be on a network the phones are not on: the others too.
	for _, h := range hosts[min(1, len(hosts)):] {
		fmt.Fprintln(opts.IO.Out, opts.Speaker.Sentence(serve.ListeningAlso{Address: pageAddress(port, h, so.Token)}))
	}
	// Started again, it says which kept game its page offers first.
	if loaded == nil {
		if m := s.Offering(); m != nil {
			fmt.Fprintln(opts.IO.Out, opts.Speaker.Sentence(m))
		}
	}
	// A QR code only where a phone's camera can use it: the loopback
	// address opens on no phone.
	if opts.LAN && opts.IO.IsStdoutTTY() {
		if q, err := qrcode.New(addr, qrcode.Medium); err == nil {
			fmt.Fprint(opts.IO.Out, q.ToSmallString(false))
		}
	}
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 16 << 10}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err = <-done:
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		err = s.Shutdown(shut, srv)
		// Said once the moves under way are kept: where the game is.
		if kept := s.Kept(); kept != nil {
			fmt.Fprintln(opts.IO.Out, opts.Speaker.Sentence(kept))
		}
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// serveLoad reads the first game of a transcript to go on with.
func serveLoad(opts *ServeOptions) (*table.Table, error) {
	if err := play.NotAGame(opts.Transcripts.Registry, opts.Arg); err != nil {
		return nil, err
	}
	shown, in, err := opts.Transcripts.OpenFile(opts.Arg)
	if err != nil {
		fmt.Fprintln(opts.IO.ErrOut, opts.Transcripts.Unreadable(shown, err))
		return nil, cmdutil.Exit(ExitNotation)
	}
	defer in.Close()
	g := opts.Transcripts.Frame(shown, in).Next()
	if g == nil {
		return nil, cmdutil.Usage(NoGameIn{File: shown})
	}
	t, rep, _ := table.Load(opts.Transcripts.Registry, shown, g, func(string) ([]byte, error) { return nil, errors.ErrUnsupported })
	if t == nil {
		for _, l := range rep.Lines {
			if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
				fmt.Fprintf(opts.IO.ErrOut, "%s: %s\n", say.Place(shown, l.Pos), opts.Speaker.LineText(l))
			}
		}
		return nil, cmdutil.Exit(ExitNotation)
	}
	return t, nil
}

// pageAddress is the address to open: loopback, or host, this machine's
// address on the local network, with the token.
func pageAddress(port int, host net.IP, token string) string {
	h := "127.0.0.1"
	if host != nil {
		h = host.String()
	}
	u := url.URL{Scheme: "http", Host: net.JoinHostPort(h, strconv.Itoa(port)), Path: "/"}
	if token != "" {
		u.RawQuery = url.Values{"t": {token}}.Encode()
	}
	return u.String()
}

// CannotListen: the port is taken, or cannot be listened on.
type CannotListen struct{ Why string }

// TokenNotKept: --lan's token could not be kept in the state folder, so
// the address changes at the next start.
const TokenNotKept referee.Term = "cli.serve.token-not-kept"

func (CannotListen) Code() referee.Code { return "cli.serve.cannot-listen" }

// NoGameIn: the file named holds no game.
type NoGameIn struct{ File string }

func (NoGameIn) Code() referee.Code { return "cli.serve.no-game-in" }
