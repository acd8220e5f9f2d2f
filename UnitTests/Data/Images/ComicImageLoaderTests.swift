import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Comic images: fetched through the NetworkClient, saved, refused when unsafe")
struct ComicImageLoaderTests {
    static let imageURL = URL(string: "https://imgs.example.com/comics/fixture.png")!

    func comic(_ number: Int, img: String = ComicImageLoaderTests.imageURL.absoluteString) -> Comic {
        var raw = SyntheticComic.api(number: number)
        raw.img = img
        return Comic(raw: raw)
    }

    func client(serving body: Data, status: Int = 200) -> ScriptedNetworkClient {
        ScriptedNetworkClient { _ in .response(NetworkResponse(statusCode: status, body: body)) }
    }

    @Test("a fetched image is decoded and saved; the next load reads it without a request")
    func fetchedThenCached() async throws {
        let client = client(serving: try ImageFixtures.png)
        let database = try AppDatabase.inMemory()
        let loader = ComicImageLoader(client: client, database: database)

        let first = try await loader.image(for: comic(5))
        let second = try await loader.image(for: comic(5))

        #expect(!first.isFromCache)
        #expect(second.isFromCache)
        #expect(second.image == first.image)
        #expect((first.image.width, first.image.height) == (740, 400))
        #expect(await client.requestedURLs == [Self.imageURL])
        #expect(try await ImageStore(database: database).savedImageSizes() == [5: try ImageFixtures.png.count])
    }

    @Test(
        "only http and https with a file name are followed; nothing is requested otherwise",
        arguments: [
            ("file:///etc/passwd", ImageUnavailable.unsupportedURL(scheme: "file")),
            ("javascript:alert(1)", .unsupportedURL(scheme: "javascript")),
            ("", .noImage),
            ("https://imgs.xkcd.com/comics/", .noImage),
            ("http://127.0.0.1:8080/images/comics/", .noImage),
            ("https://imgs.xkcd.com", .noImage),
            ("comics/relative.png", .unsupportedURL(scheme: "")),
        ])
    func unfollowable(img: String, expected: ImageUnavailable) async throws {
        let client = client(serving: try ImageFixtures.png)
        let loader = ComicImageLoader(client: client, database: nil)

        await #expect(throws: expected) { try await loader.image(for: comic(1608, img: img)) }
        #expect(await client.requestedURLs.isEmpty)
    }

    @Test("a truncated body is unavailable and never saved")
    func truncatedNotSaved() async throws {
        let database = try AppDatabase.inMemory()
        let loader = ComicImageLoader(
            client: client(serving: ImageFixtures.truncated(try ImageFixtures.png)), database: database)

        await #expect(throws: ImageUnavailable.self) { try await loader.image(for: comic(5)) }
        #expect(try await ImageStore(database: database).savedImageSizes().isEmpty)
    }

    @Test("an HTTP error is reported with its status")
    func httpStatus() async throws {
        let loader = ComicImageLoader(client: client(serving: Data(), status: 404), database: nil)

        await #expect(throws: ImageUnavailable.httpStatus(404)) { try await loader.image(for: comic(5)) }
    }

    @Test("transport failures become notes that name no URL")
    func transportFailures() async throws {
        let secretURL = URL(string: "https://user:secret@imgs.example.com/comics/fixture.png")!
        let cases: [(NetworkError, ImageUnavailable)] = [
            (.responseTooLarge(secretURL, limit: 10 * 1024 * 1024), .tooManyBytes(limit: 10 * 1024 * 1024)),
            (.timedOut(secretURL), .network(reason: "the image server did not answer in time")),
            (.unreachable(secretURL, reason: "refused"), .network(reason: "cannot reach the image server")),
        ]
        for (failure, expected) in cases {
            let loader = ComicImageLoader(client: ScriptedNetworkClient { _ in .failure(failure) }, database: nil)
            await #expect(throws: expected) { try await loader.image(for: comic(5, img: secretURL.absoluteString)) }
            #expect(!expected.description.contains("secret"))
        }
    }

    @Test("a body over the byte limit is refused even when the client let it through")
    func bodyOverLimit() async throws {
        let limits = ImageLimits(maximumBytes: 1000)
        let loader = ComicImageLoader(
            client: client(serving: try ImageFixtures.png), database: nil, configuration: .init(limits: limits))

        await #expect(throws: ImageUnavailable.tooManyBytes(limit: 1000)) { try await loader.image(for: comic(5)) }
    }

    @Test("offline: a saved image is shown, an unsaved one is a note, and nothing is requested")
    func offline() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await ComicImageLoader(client: client(serving: try ImageFixtures.gif), database: database)
            .image(for: comic(5))
        // No client to ask: the offline loader has no network by its type.
        let offline = ComicImageLoader(savedImagesIn: database)

        #expect(try await offline.image(for: comic(5)).image.format == .gif)
        await #expect(throws: ImageUnavailable.notCached) { try await offline.image(for: comic(6)) }
    }

    @Test("two loads of the same image at once share one request", .timeLimit(.minutes(1)))
    func concurrentLoadsShareOneFetch() async throws {
        let client = GatedClient(body: try ImageFixtures.png)
        let loader = ComicImageLoader(client: client, database: try AppDatabase.inMemory())

        async let first = loader.image(for: comic(5))
        await client.waitForRequest()
        async let second = loader.image(for: comic(5))
        // The fetch is held until the second load is waiting on it too.
        await loader.waitUntilWaiting(onComic: 5, count: 2)
        await client.open()
        let images = try await [first, second]

        #expect(images.allSatisfy { !$0.isFromCache })
        #expect(await client.requestCount == 1)
    }

    @Test("prefetching reports each comic that failed, and saves the rest")
    func prefetchReportsFailures() async throws {
        let database = try AppDatabase.inMemory()
        let loader = ComicImageLoader(client: client(serving: try ImageFixtures.jpeg), database: database)

        let failures = await loader.prefetch([
            comic(1, img: "https://imgs.example.com/comics/one.jpg"), comic(1608, img: "https://imgs.xkcd.com/comics/"),
            comic(3, img: "https://imgs.example.com/comics/three.jpg"),
        ])

        #expect(failures == [1608: .noImage])
        #expect(Set(try await ImageStore(database: database).savedImageSizes().keys) == [1, 3])
    }
}

/// Answers every request with `body`, but only once opened.
private actor GatedClient: NetworkClient {
    let body: Data
    private(set) var requestCount = 0
    private var isOpen = false
    private var waitingForOpen: [CheckedContinuation<Void, Never>] = []
    private var waitingForRequest: [CheckedContinuation<Void, Never>] = []

    init(body: Data) {
        self.body = body
    }

    func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        requestCount += 1
        waitingForRequest.forEach { $0.resume() }
        waitingForRequest = []
        if !isOpen { await withCheckedContinuation { waitingForOpen.append($0) } }
        return NetworkResponse(statusCode: 200, body: body)
    }

    func waitForRequest() async {
        if requestCount > 0 { return }
        await withCheckedContinuation { waitingForRequest.append($0) }
    }

    func open() {
        isOpen = true
        waitingForOpen.forEach { $0.resume() }
        waitingForOpen = []
    }
}
