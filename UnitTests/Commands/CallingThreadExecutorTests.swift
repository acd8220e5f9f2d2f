import Dispatch
import Foundation
import Testing

@testable import xkcd

/// `search` and `new` run on `main`'s thread (`CallingThreadExecutor`): every
/// part of the operation, awaits and child tasks and actors included, must
/// run there, and its value come back.
struct CallingThreadExecutorTests {
    private actor Tally {
        var threads: [UInt] = []
        func note(_ thread: UInt) { threads.append(thread) }
    }

    private static var thread: UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitPattern: pthread_self()))) }

    @Test func everyPartRunsOnTheCallingThread() async throws {
        // Off the test's own task: a plain thread, as `main`'s is.
        let (caller, result) = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let caller = Self.thread
                let result = CallingThreadExecutor.run { () async -> (value: Int, threads: [UInt]) in
                    let tally = Tally()
                    await tally.note(Self.thread)
                    async let child: UInt = Self.thread
                    await tally.note(await child)
                    let grouped = await withTaskGroup(of: UInt.self) { group in
                        for _ in 0..<3 { group.addTask { Self.thread } }
                        return await group.reduce(into: [UInt]()) { $0.append($1) }
                    }
                    for thread in grouped { await tally.note(thread) }
                    // Resumed from another thread, as GRDB's queue and libcurl's threads do.
                    let resumed: Int = await withCheckedContinuation { resume in
                        DispatchQueue.global().async { resume.resume(returning: 42) }
                    }
                    await tally.note(Self.thread)
                    return (resumed, await tally.threads)
                }
                continuation.resume(returning: (caller, result))
            }
        }
        let ran = try #require(result)
        #expect(ran.value == 42)
        #expect(ran.threads.count == 6)
        #expect(ran.threads.allSatisfy { $0 == caller }, "threads \(ran.threads), caller \(caller)")
    }
}
