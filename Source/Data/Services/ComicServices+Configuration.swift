import Foundation

extension ComicServices {
    /// What the graph is built from: the command line resolves it from its settings; a test writes it.
    public struct Configuration: Sendable {
        public var databasePath: String
        public var baseURL = XKCDHosts.defaultBaseURL
        public var explainURL = XKCDHosts.defaultExplainAPIURL
        public var whatIfURL = WhatIfClient.defaultBaseURL
        /// No network at all: cached comics, bookmarks and saved explanations only.
        public var isOffline = false
        /// How many comics a feed's page holds.
        public var pageSize = 20
        /// How long one network phase may take (the `timeout` setting).
        public var networkPhase = NetworkPhase.standard
        /// One for a one-shot command; the interactive reader asks for a pool.
        public var connections = DatabaseConnections.one
        /// Where notes about the database go (a read-only file, a long wait): the command line's stderr.
        public var note: @Sendable (String) -> Void = { _ in }
        /// The certificates every client trusts: the settings' (`SSL_CERT_FILE`, `SSL_CERT_DIR`), a test's CA.
        public var trust = CertificateAuthorities.standard

        public init(databasePath: String) {
            self.databasePath = databasePath
        }

        /// A network client's limits within this configuration's phase.
        func network(maximumBodySize: Int? = nil) -> CurlNetworkClient.Configuration {
            var network = CurlNetworkClient.Configuration()
            network.requestDeadline = networkPhase
            network.trust = trust
            if let maximumBodySize { network.maximumBodySize = maximumBodySize }
            return network
        }
    }
}
