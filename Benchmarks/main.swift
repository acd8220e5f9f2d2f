// Each benchmark prints its own figures. Run in release mode:
// swift run -c release xkcd-bench
try await SQLiteBenchmark.run()
