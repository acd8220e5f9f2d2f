import ComicData

extension ComicImageLoader {
    /// Returns once `count` loads of comic `number`'s image wait at once.
    public func waitUntilWaiting(onComic number: Int, count: Int) async {
        for await waiting in waitingLoads() where waiting[number, default: 0] >= count { return }
    }
}
