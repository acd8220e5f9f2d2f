// Nothing to call: linking this target limits how many tests run at once
// (see TestParallelism.c).
