// Package engine runs differential checks: it draws each operation's cases
// (catalog.Cases), runs them on the reference and the implementations across
// workers and shards (Run, Config, Shard, Merge), has package judge decide
// each answer, and keeps the findings with their replay lines, baselines and
// the run's verdict (Report, Verdict). Checker is the same judgement one case
// at a time, for conformance and fuzzing.
package engine
