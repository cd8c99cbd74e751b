package field

//go:generate sh -c "cd _asm && go generate"
