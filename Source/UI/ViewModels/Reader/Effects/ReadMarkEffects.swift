import ComicData

/// Read marks: set when a comic is opened or by hand, and `M`'s marks in one go.
struct ReadMarkEffects: Sendable {
    let services: any ReaderServices
    let sink: ReaderEventSink

    func set(_ isRead: Bool, _ number: Int, in group: inout DiscardingTaskGroup) {
        let (services, sink) = (self.services, self.sink)
        group.addTask {
            do { try await services.setRead(isRead, numbers: [number]) } catch {
                sink.yield(.notice("Could not mark comic \(number) \(isRead ? "read" : "unread"): \(error)"))
            }
        }
    }

    /// `M`'s question asks about the comics it would mark: they are counted first.
    func count(atOrBelow number: Int, in group: inout DiscardingTaskGroup) {
        let (services, sink) = (self.services, self.sink)
        group.addTask {
            do {
                sink.yield(.unreadCount(atOrBelow: number, try await services.unreadCount(atOrBelow: number)))
            } catch {
                sink.yield(.notice("Could not count the unread comics: \(error)"))
            }
        }
    }

    func markAll(atOrBelow number: Int, in group: inout DiscardingTaskGroup) {
        let (services, sink) = (self.services, self.sink)
        group.addTask {
            do {
                let marked = try await services.markAllRead(atOrBelow: number)
                sink.yield(
                    .notice(
                        marked == 0 ? "Nothing to mark: all were read" : "Marked \(ReaderModel.comics(marked)) read"))
            } catch {
                sink.yield(.notice("Could not mark the comics read: \(error)"))
            }
        }
    }
}
