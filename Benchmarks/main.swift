// Each benchmark prints its own figures. Run in release mode:
// swift run -c release xkcd-bench
try await PrewarmBenchmark.run()
try await SQLiteBenchmark.run()
