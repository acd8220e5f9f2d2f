// swift-tools-version: 6.0
import PackageDescription

// Release: a concrete generic type's metadata comes from its accessor, not a
// look-up by mangled name. Each look-up checks the type's generic requirements
// by a scan of the binary's ~7,000 conformance records, once per (type,
// protocol) pair: 21 of an offline search's 87 scans (docs/performance.md).
let directMetadata: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]

let package = Package(
    name: "xkcd",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "xkcd", targets: ["xkcd"]),
        .library(name: "ComicData", targets: ["ComicData"]),
        .library(name: "ComicUI", targets: ["ComicUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    ],
    targets: [
        // System libraries for comic images: decoders in the Data layer, chafa in the terminal layer.
        .systemLibrary(
            name: "CChafa", path: "Source/CSystem/CChafa", pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Source/CSystem/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CTurboJPEG", path: "Source/CSystem/CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(
            name: "CGIF", path: "Source/CSystem/CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        // explain xkcd's HTML, read with libxml2's forgiving HTML parser.
        .systemLibrary(
            name: "CLibXML2", path: "Source/CSystem/CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .target(
            name: "CurlTransfer",
            path: "Source/CurlTransfer",
            // libcurl is opened on the first transfer (CurlLibrary.c), not linked:
            // loading it and its ~30 libraries costs every run ~7 ms otherwise.
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // Starts loading libcurl before `main` for `xkcd latest` (a constructor); the executable's only.
        .target(name: "NetworkFirst", dependencies: ["CurlTransfer"], path: "Source/NetworkFirst"),
        // The image and HTML libraries above, opened on first use (LazyLibrary.h), not
        // at every start: with ICU, pcre2 and lzma behind them, ten libraries a run never touched.
        .target(
            name: "LazyLibraries",
            dependencies: ["CChafa", "CPNG", "CTurboJPEG", "CGIF", "CLibXML2"],
            path: "Source/LazyLibraries",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // libpng's row-by-row reader, so big PNGs are reduced as they are read (its errors longjmp: kept in C).
        .target(name: "PNGReduce", dependencies: ["CPNG", "LazyLibraries"], path: "Source/PNGReduce"),
        .target(
            name: "ComicData",
            dependencies: [
                "CurlTransfer",
                "CPNG",
                "PNGReduce",
                "CTurboJPEG",
                "CGIF",
                "CLibXML2",
                "LazyLibraries",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The SQLite C API, for the search ranking function FTS5 calls.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Source/Data",
            swiftSettings: directMetadata
        ),
        .target(
            name: "ComicUI",
            dependencies: ["ComicData", "CChafa", "LazyLibraries"],
            path: "Source/UI",
            swiftSettings: directMetadata
        ),
        // Every setting, typed and resolved once: flag > environment > config file > default.
        .target(
            name: "ComicSettings",
            dependencies: ["ComicData", "ComicUI"],
            path: "Source/Settings",
            swiftSettings: directMetadata
        ),
        .executableTarget(
            name: "xkcd",
            dependencies: [
                "ComicData",
                "ComicUI",
                "ComicSettings",
                "NetworkFirst",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Source/App",
            swiftSettings: directMetadata,
            // The static Swift runtime's link exports every symbol of ours (-export-dynamic):
            // ~12,000 that each start maps and `dladdr` walks. Nothing looks them up.
            // lld packs the ~90,000 relative relocations (DT_RELR, glibc 2.36): a 17 KB
            // table the loader reads instead of gold's 2.2 MB `.rela.dyn`.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xlinker", "--no-export-dynamic", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker",
                        "pack-relative-relocs",
                    ],
                    .when(platforms: [.linux], configuration: .release)),
                // pkg-config names the lazily opened libraries on the link line, ahead of any
                // -Xlinker flag: clang's config file puts --as-needed before them (see the file).
                .unsafeFlags(
                    ["-Xclang-linker", "--config=\(Context.packageDirectory)/Packaging/link-as-needed.cfg"],
                    .when(platforms: [.linux])),
            ]
        ),
        // Limits how many tests Swift Testing runs at once (see its .c file).
        // Linked into the tests only: its setenv moves `environ`, from which a
        // statically linked Swift runtime finds argv, so xkcd-bench would lose its arguments.
        .target(name: "TestParallelism", path: "UnitTests/Parallelism"),
        .target(
            name: "ComicTestSupport",
            dependencies: [
                "ComicData",
                // Large test images, generated row by row.
                "CPNG",
                "CTurboJPEG",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            path: "UnitTests/Support",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ComicDataTests",
            dependencies: [
                "ComicData", "ComicTestSupport", "TestParallelism", "LazyLibraries",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "UnitTests/Data"
        ),
        .testTarget(
            name: "ComicUITests",
            dependencies: ["ComicUI", "ComicData", "ComicTestSupport", "TestParallelism"],
            path: "UnitTests/UI"
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["xkcd", "ComicData", "ComicUI", "ComicSettings", "ComicTestSupport", "TestParallelism"],
            path: "UnitTests/App"
        ),
        // The commands run in process, with an environment and a console of
        // their own (`CommandRunner`); AppTests starts the binary for what
        // needs a process: exit statuses, signals, the terminal.
        .testTarget(
            name: "CommandTests",
            dependencies: ["xkcd", "ComicData", "ComicUI", "ComicSettings", "ComicTestSupport", "TestParallelism"],
            path: "UnitTests/Commands"
        ),
        .testTarget(
            name: "ComicSettingsTests",
            dependencies: ["ComicSettings", "ComicData", "ComicUI", "TestParallelism"],
            path: "UnitTests/Settings"
        ),
        // libFuzzer target: .ci/fuzz builds it with -sanitize=fuzzer; a plain
        // build makes a replayer of inputs given as paths.
        .systemLibrary(name: "CFuzzerDriver", path: "Source/FuzzDriver"),
        .executableTarget(
            name: "xkcd-fuzz",
            dependencies: ["ComicData", "ComicUI", "CFuzzerDriver"],
            path: "Source/Fuzz"
        ),
        .executableTarget(
            name: "xkcd-bench",
            dependencies: ["ComicData", "ComicUI", "ComicTestSupport"],
            path: "Benchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
