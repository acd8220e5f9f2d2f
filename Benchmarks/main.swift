// Run with: swift run -c release xkcd-bench
try await PrewarmBenchmark.run()
