package cli

import (
	"bufio"
	"bytes"
	"io"
	"runtime"
	"sync"
)

// ordered checks games on several workers and prints each game's output in
// file order, as `go build` prints its packages' output: each task writes
// into its own buffer, and one writer prints the buffers in the order the
// tasks were given. At most depth tasks are under way, so memory is bounded
// by a few games, never the file.
//
// Small games go to the workers in batches (so many games or so many bytes
// of their text, whichever comes first): a game of 15 moves is checked in
// a few µs, and handing each on alone — two channel sends, a wake-up of a
// worker and one of the writer — cost as much as the second core gave. The
// batches start small, so that a short file is shared by the workers too,
// and grow to batchGames games or batchBytes as the file goes on.
type ordered struct {
	out     *bufio.Writer
	tasks   chan *task // to the workers
	queue   chan *task // to the writer, in file order
	done    chan struct{}
	code    int // the worst exit status of the tasks written
	wg      sync.WaitGroup
	flush   bool                    // flush after every task (standard input: show each game as it comes)
	pending []func(w io.Writer) int // the batch being gathered, in file order
	held    int                     // the bytes of text the pending batch holds
	games   int                     // the games a batch holds now (growing to batchGames)
	// bufs are the batches' output buffers printed already, for the
	// batches to come: grown once, not from nothing for every batch.
	bufs chan *bytes.Buffer
}

// A batch is handed on at batchGames tasks or batchBytes of their text
// once grown (from firstBatch games and as many times batchBytes/batchGames
// bytes): enough to make the hand-over cheap beside the checking, few
// enough that memory stays a few batches.
const (
	firstBatch = 8
	batchGames = 128
	batchBytes = 256 << 10
)

// maxWorkers is the most workers a pool starts.
func maxWorkers() int { return 4 * runtime.NumCPU() }

type task struct {
	run     func(w io.Writer) int
	buf     *bytes.Buffer
	code    int
	ready   chan struct{} // the task has run
	reached chan struct{} // the writer waits for this task: an inline task may write
}

// newOrdered starts the pool. Workers beyond four a CPU only wait for
// one (checking is all CPU), so -j asks for at most that many: an absurd
// -j would otherwise make channels and goroutines by the million, or die
// making them.
func newOrdered(out *bufio.Writer, workers int, flush bool) *ordered {
	workers = min(workers, maxWorkers())
	o := &ordered{out: out, tasks: make(chan *task, workers), queue: make(chan *task, 4*workers), done: make(chan struct{}), flush: flush, bufs: make(chan *bytes.Buffer, 6*workers), games: firstBatch}
	for range workers {
		o.wg.Add(1)
		go func() {
			defer o.wg.Done()
			for t := range o.tasks {
				t.code = t.run(t.buf)
				close(t.ready)
			}
		}()
	}
	go o.write()
	return o
}

// write prints the tasks' output in order, flushing whenever it has to
// wait, so what is done is seen.
func (o *ordered) write() {
	defer close(o.done)
	for t := range o.queue {
		select {
		case <-t.ready:
		default:
			o.out.Flush() // before an inline task may write
		}
		close(t.reached)
		<-t.ready
		if t.buf != nil {
			o.out.Write(t.buf.Bytes())
			o.keep(t.buf)
		}
		o.code = max(o.code, t.code)
		if o.flush {
			o.out.Flush()
		}
	}
}

// submit gives a task to the workers, in a batch with the tasks around it;
// its output comes in its turn. size is the bytes of text the task holds
// until it runs.
func (o *ordered) submit(run func(w io.Writer) int, size int) {
	o.pending = append(o.pending, run)
	o.held += size
	if o.flush || len(o.pending) >= o.games || o.held >= o.games*(batchBytes/batchGames) {
		o.send()
		o.games = min(2*o.games, batchGames)
	}
}

// send hands the pending batch to the workers as one task: its games are
// checked in order, one after another, into one buffer.
func (o *ordered) send() {
	if len(o.pending) == 0 {
		return
	}
	runs := o.pending
	o.pending, o.held = nil, 0
	run := func(w io.Writer) int {
		code := 0
		for _, run := range runs {
			code = max(code, run(w))
		}
		return code
	}
	if len(runs) == 1 {
		run = runs[0]
	}
	t := &task{run: run, buf: o.buffer(), ready: make(chan struct{}), reached: make(chan struct{})}
	o.queue <- t
	o.tasks <- t
}

// buffer is an output buffer for a batch: one printed already, or new.
func (o *ordered) buffer() *bytes.Buffer {
	select {
	case b := <-o.bufs:
		b.Reset()
		return b
	default:
		return new(bytes.Buffer)
	}
}

// keep keeps a printed batch's buffer for a batch to come, unless it grew
// past a few batches' worth (a long game's narration) or enough are kept.
func (o *ordered) keep(b *bytes.Buffer) {
	if b.Cap() > 4*batchBytes {
		return
	}
	select {
	case o.bufs <- b:
	default:
	}
}

// inline runs a task here, once every task before it has been printed,
// writing straight to the output: for a game too long to hold.
func (o *ordered) inline(run func(w io.Writer) int) {
	o.send()
	t := &task{ready: make(chan struct{}), reached: make(chan struct{})}
	o.queue <- t
	<-t.reached
	t.code = run(o.out)
	close(t.ready)
}

// close waits for every task and returns the worst exit status.
func (o *ordered) close() int {
	o.send()
	close(o.tasks)
	close(o.queue)
	o.wg.Wait()
	<-o.done
	o.out.Flush()
	return o.code
}
