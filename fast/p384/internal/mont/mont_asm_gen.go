package mont

//go:generate sh -c "cd ../../field/_asm && go run . -target mont -out ../../internal/mont/mont_amd64.s.tmp -stubs ../../internal/mont/mont_amd64.go.tmp -pkg mont && mv ../../internal/mont/mont_amd64.s.tmp ../../internal/mont/mont_amd64.s && mv ../../internal/mont/mont_amd64.go.tmp ../../internal/mont/mont_amd64.go"
