// Every figure of docs/performance.md. Run from the package folder, in release (its stub
// server is part of it: a debug build adds 15-20 ms to peer's cold run; see docs/performance.md):
//   flags="-c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors"
//   swift build $flags --product xkcd && swift build $flags --product xkcd-bench && .build/release/xkcd-bench [network] [start] [sqlite] [render] [peer] [prewarm] [sync] [search] [import] [images] [scroll] [warm] [idle] [https] [sync-https] [firstrun] [explain] [whatif] [viewer]
// With no names, every section runs.
import ComicTestSupport
import Foundation

let chosen = Set(CommandLine.arguments.dropFirst())
func wants(_ section: String) -> Bool { chosen.isEmpty || chosen.contains(section) }

let runs = 9
let archive = Fixtures.hasFullDump ? try Fixtures.fullDump() : ComicArchive.synthetic(through: 3104)
print(
    "xkcd-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(SwiftVersion.text), \(archive.bodies.count) comics served from \(Fixtures.hasFullDump ? "the full dump" : "generated fixtures")"
)
print("Each figure: median of \(runs) runs after a warm-up, with min and max.")
if wants("network") {
    print("\n== 1-4. Remote path")
    try await NetworkBenchmark.run(archive: archive, runs: runs)
}
if wants("start") {
    print("\n== 5. Cached start")
    try await CachedStartBenchmark.run(archive: archive, runs: runs)
}
if wants("sqlite") {
    print("\n== 6. SQLite")
    try await SQLiteBenchmark.run(archive: archive)
}
if wants("render") {
    print("\n== 7. Render")
    await RenderBenchmark.run(archive: archive, runs: 101)
    await FieldLimitBenchmark.run(runs: 21)
}
if wants("peer") {
    print("\n== Whole process against the PyPI peer")
    try await PeerBenchmark.run(archive: archive, runs: runs)
}
if wants("prewarm") {
    print("\n== Prewarm (repository)")
    try await PrewarmBenchmark.run(archive: archive, runs: runs)
}
if wants("sync") {
    print("\n== 8. Sync")
    try await SyncBenchmark.run(archive: archive)
}
if wants("search") {
    print("\n== 9. Search")
    try await SearchBenchmark.run(archive: archive, runs: runs)
}
if wants("import") {
    print("\n== 10. Import")
    try await ImportBenchmark.run(runs: runs)
}
if wants("images") {
    print("\n== 11. Images")
    try await ImageBenchmark.run(runs: runs)
}
if wants("scroll") {
    print("\n== 14. Image scrolling: bytes per step")
    try ImageScrollBenchmark.run()
}
if wants("warm") {
    print("\n== 12. Warm start")
    try await WarmStartBenchmark.run(archive: archive, runs: runs)
}
if wants("idle") {
    print("\n== 12b. Idle reader")
    try await IdleBenchmark.run(archive: archive)
}
if wants("https") {
    print("\n== 13. HTTPS (nginx, TLS 1.3, HTTP/2)")
    try await HTTPSBenchmark.run(archive: archive, runs: runs)
}
if wants("sync-https") {
    print("\n== 15. Whole archive over HTTPS + HTTP/2, side by side with curl --parallel")
    try await SyncHTTPSBenchmark.run(archive: archive, runs: 3)
}
if wants("firstrun") {
    print("\n== 16. First run: creating the database")
    try DatabaseCreationBenchmark.run(runs: 21)
    try await DatabaseCreationBenchmark.process(runs: 21)
}
if wants("explain") {
    print("\n== 17. Explain (explain xkcd)")
    try await ExplainRenderBenchmark.run(runs: runs)
    try await ExplainBenchmark.run(runs: runs)
}
if wants("whatif") {
    print("\n== 18. What If?: sync over HTTPS + HTTP/2 beside curl --parallel; an article offline")
    try await WhatIfBenchmark.run(runs: 5)
}
if wants("viewer") {
    print("\n== 19. Image viewer: a step, key to frame bytes")
    try ViewerBenchmark.run(steps: 71)
}
