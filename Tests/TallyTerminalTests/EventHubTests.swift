import Foundation
import Synchronization
import Testing

@testable import TallyTerminal

@Suite struct EventHubTests {
    /// The next `count` events of a stream that already holds them.
    private func take(_ count: Int, from stream: AsyncStream<TerminalEvent>) async -> [TerminalEvent] {
        var iterator = stream.makeAsyncIterator()
        var events: [TerminalEvent] = []
        for _ in 0..<count {
            guard let event = await iterator.next() else { break }
            events.append(event)
        }
        return events
    }

    @Test func eventsWithNobodyListeningStartTheNextSubscription() async {
        let hub = EventHub()
        hub.yield(.key("+"))
        hub.yield(.resize(columns: 30, rows: 2))
        let stream = hub.subscribe()
        hub.yield(.key("q"))
        #expect(await take(3, from: stream) == [.key("+"), .resize(columns: 30, rows: 2), .key("q")])
    }

    @Test func everySubscriberSeesEveryEventFromItsStart() async {
        let hub = EventHub()
        let first = hub.subscribe()
        hub.yield(.key("a"))
        let second = hub.subscribe()
        hub.yield(.interrupt)
        #expect(await take(2, from: first) == [.key("a"), .interrupt])
        #expect(await take(1, from: second) == [.interrupt])
    }

    @Test func aKeyBetweenTwoListenersGoesToTheSecond() async {
        let hub = EventHub()
        do {
            let first = hub.subscribe()
            hub.yield(.key("a"))
            #expect(await take(1, from: first) == [.key("a")])
        }
        // The first stream is gone (its consumer dropped it): the key waits.
        hub.yield(.key("q"))
        #expect(await take(1, from: hub.subscribe()) == [.key("q")])
    }

    @Test func onlyTheNewestUnseenEventsAreKept() async {
        let hub = EventHub()
        let total = EventHub.waitingCapacity + 10
        for index in 0..<total { hub.yield(.resize(columns: index, rows: 1)) }
        let events = await take(EventHub.waitingCapacity, from: hub.subscribe())
        #expect(events == (10..<total).map { .resize(columns: $0, rows: 1) })
    }

    /// Consumers cancelled while events pour in (a playback ending as the
    /// terminal sends keys and signals): the hub never holds its lock while
    /// it feeds a stream, whose end takes that lock. Before, this deadlocked
    /// and `tally` ignored q, SIGTERM and SIGHUP.
    @Test(.timeLimit(.minutes(1))) func consumersCancelledAmidEventsNeverDeadlock() async {
        let hub = EventHub()
        let running = Atomic<Bool>(true)
        let producer = Thread {
            while running.load(ordering: .relaxed) { hub.yield(.key("x")) }
        }
        producer.start()
        for _ in 0..<1500 {
            let stream = hub.subscribe()
            // A stream keeps handing out what it holds after a cancel: the
            // consumer stops itself, as the playback's readers do.
            let consumer = Task {
                for await _ in stream where Task.isCancelled { break }
            }
            await Task.yield()
            consumer.cancel()
            await consumer.value
        }
        running.store(false, ordering: .relaxed)
        // The hub still delivers, in order, to a new listener.
        let last = hub.subscribe()
        hub.yield(.key("q"))
        var iterator = last.makeAsyncIterator()
        var seen: TerminalEvent?
        while seen != .key("q") { seen = await iterator.next() }
        #expect(seen == .key("q"))
    }
}
