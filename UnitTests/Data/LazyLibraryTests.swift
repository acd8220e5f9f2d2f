import Foundation
import LazyLibraries
import Testing

/// `xkcd_lazy_open`, which opens the image and HTML libraries on first use:
/// one that cannot be had says why in one line, whichever part failed.
@Suite("A library opened on first use")
struct LazyLibraryTests {
    /// What `xkcd_lazy_open` makes of `sonames`, looking up `symbols` (as each shim's API does).
    static func open(_ sonames: [String], _ symbols: [String]) -> (loaded: Bool, error: String, found: Int) {
        let names = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: sonames.count + 1)
        let functions = UnsafeMutablePointer<UnsafePointer<CChar>>.allocate(capacity: max(1, symbols.count))
        let slots = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: max(1, symbols.count))
        let copies = (sonames + symbols).compactMap { strdup($0) }
        defer {
            copies.forEach { free($0) }
            [UnsafeMutableRawPointer(names), UnsafeMutableRawPointer(functions), UnsafeMutableRawPointer(slots)]
                .forEach { $0.deallocate() }
        }
        for index in sonames.indices { names[index] = UnsafePointer(copies[index]) }
        names[sonames.count] = nil
        for index in symbols.indices {
            functions[index] = UnsafePointer(copies[sonames.count + index])
            slots[index] = nil
        }
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<xkcd_lazy_library>.size, alignment: MemoryLayout<xkcd_lazy_library>.alignment)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<xkcd_lazy_library>.size)
        let library = raw.bindMemory(to: xkcd_lazy_library.self, capacity: 1)
        library.pointee.sonames = UnsafePointer(names)
        library.pointee.symbols = UnsafePointer(functions)
        library.pointee.count = symbols.count
        library.pointee.slots = slots
        let loaded = xkcd_lazy_open(library) == 1
        let error = withUnsafeBytes(of: library.pointee.error) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        let found = (0..<symbols.count).filter { slots[$0] != nil }.count
        return (loaded, error, found)
    }

    @Test("a library that loads, with every function, is loaded and says nothing")
    func loads() {
        let result = Self.open(["libz.so.1"], ["crc32", "inflate"])
        #expect(result.loaded)
        #expect(result.error.isEmpty)
        #expect(result.found == 2)
    }

    @Test("the next soname is tried when the first does not load, as libcurl's two are")
    func fallsBack() {
        let result = Self.open(["libxkcd-absent.so.9", "libz.so.1"], ["crc32"])
        #expect(result.loaded)
        #expect(result.found == 1)
    }

    @Test("a library that is not there is named, with the loader's reason")
    func missingLibrary() {
        let result = Self.open(["libxkcd-absent.so.9"], ["crc32"])
        #expect(!result.loaded)
        #expect(result.error.hasPrefix("cannot load libxkcd-absent.so.9: "), "\(result.error)")
        #expect(!result.error.contains("\n"))
    }

    @Test("a library without a function it must have names the function")
    func missingFunction() {
        let result = Self.open(["libz.so.1"], ["crc32", "xkcd_absent_function"])
        #expect(!result.loaded)
        #expect(result.error == "libz.so.1 lacks xkcd_absent_function")
    }
}
