// Package serve is the child side of curvecheck's JSON-lines protocol
// (doc/protocol.md): it announces an implementation and answers requests
// until its input ends. A Go library is served in three lines:
//
//	func main() { serve.Serve(myImpl, os.Stdin, os.Stdout) }
package serve

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/exec"
)

// Serve speaks the protocol for impl on r and w. It returns nil at the end
// of r, or the first I/O error.
func Serve(impl catalog.Impl, r io.Reader, w io.Writer) error {
	hello := exec.Hello{Protocol: exec.Protocol, Impl: impl.Name(), Policies: map[string]string{}}
	for _, op := range catalog.Ops() {
		if impl.Supports(op.Name) {
			hello.Ops = append(hello.Ops, op.Name)
			if p := catalog.PolicyOf(impl, op.Name); p != "" {
				hello.Policies[op.Name] = p
			}
			if cs := catalog.DeclaredUnsupported(impl, op.Name); len(cs) > 0 {
				if hello.UnsupportedInputs == nil {
					hello.UnsupportedInputs = map[string][]string{}
				}
				hello.UnsupportedInputs[op.Name] = cs
			}
		}
	}
	enc := json.NewEncoder(w)
	if err := enc.Encode(hello); err != nil {
		return err
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for sc.Scan() {
		var req exec.Request
		resp := exec.Response{}
		if err := json.Unmarshal(sc.Bytes(), &req); err != nil {
			msg := "malformed request: " + err.Error()
			resp.Error = &msg
		} else {
			resp = answer(impl, req)
		}
		if err := enc.Encode(resp); err != nil {
			return err
		}
	}
	return sc.Err()
}

func answer(impl catalog.Impl, req exec.Request) exec.Response {
	resp := exec.Response{ID: req.ID}
	if !impl.Supports(req.Op) {
		resp.Unsupported = true
		return resp
	}
	in := catalog.Values{}
	for k, v := range req.In {
		b, err := hex.DecodeString(v)
		if err != nil {
			msg := "input " + k + " is not hex"
			resp.Error = &msg
			return resp
		}
		in[k] = b
	}
	out, err := impl.Run(req.Op, in)
	switch {
	case errors.Is(err, catalog.ErrUnsupported):
		resp.Unsupported = true
	case err != nil:
		msg := err.Error()
		resp.Error = &msg
	default:
		resp.Out = map[string]string{}
		for k, v := range out {
			resp.Out[k] = hex.EncodeToString(v)
		}
	}
	return resp
}
