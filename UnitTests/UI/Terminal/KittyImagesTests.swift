import ComicData
import ComicTestSupport
import Testing

@testable import ComicUI

/// kitty's images by id: transmitted once, then placed by id as they scroll.
/// Serialized: the images the terminal holds are one list for the process,
/// so a test drawing at the same time could free the image another waits to see freed.
@Suite("kitty images sent once", .serialized)
struct KittyImagesTests {
    /// A payload of the fixture PNG as comic `number`, rows `visible` of its 20 showing.
    static func payload(_ number: Int, visible: Range<Int>) throws -> ComicImagePayload {
        let image = ReaderImage(comicNumber: number, image: try ImageDecoder.decode(try ImageFixtures.png))
        let fit = ImageFit(imageWidth: 740, imageHeight: 400, cell: .assumed, maximumColumns: 74, maximumRows: 40)
        return ComicImagePayload(image: image, graphics: .kitty, cell: .assumed, fit: fit, visibleRows: visible)
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @Test("the first draw transmits the image under its id and places it; scrolling only places it again")
    func transmittedOnce() throws {
        let rect = CellRect(row: 1, column: 0, width: 74, height: 20)
        let first = Self.text(try Self.payload(90_001, visible: 0..<20).drawBytes(in: rect, afresh: false))
        let id = KittyImages.id(for: try Self.payload(90_001, visible: 0..<1).wholeImageKey)
        #expect(first.hasPrefix("\u{1B}_Ga=t,f=32,s=740,v=400,i=\(id),q=2,m=1\u{1B}\\"))
        #expect(!first.contains("a=T"))
        #expect(first.hasSuffix("\u{1B}_Ga=p,i=\(id),p=1,x=0,y=0,w=740,h=400,c=74,r=20,C=1,q=2\u{1B}\\"))

        let scrolled = Self.text(
            try Self.payload(90_001, visible: 5..<20).drawBytes(in: CellRect(row: 1, column: 0, width: 74, height: 15)))
        #expect(scrolled == "\u{1B}_Ga=p,i=\(id),p=1,x=0,y=100,w=740,h=300,c=74,r=15,C=1,q=2\u{1B}\\")
        #expect(scrolled.utf8.count < 100)

        // After the screen was cleared (a resize, a resume) the image is sent again.
        let again = Self.text(try Self.payload(90_001, visible: 5..<20).drawBytes(in: rect, afresh: true))
        #expect(again.hasPrefix("\u{1B}_Ga=t,"))
    }

    @Test("only the last few images stay in the terminal: an older one is freed")
    func evicts() throws {
        let rect = CellRect(row: 1, column: 0, width: 74, height: 20)
        let oldest = KittyImages.id(for: try Self.payload(91_000, visible: 0..<1).wholeImageKey)
        var freed = false
        for number in 91_000...(91_000 + KittyImages.kept) {
            let bytes = Self.text(try Self.payload(number, visible: 0..<20).drawBytes(in: rect, afresh: false))
            freed = freed || bytes.contains("\u{1B}_Ga=d,d=I,i=\(oldest),q=2\u{1B}\\")
        }
        #expect(freed)
    }
}
