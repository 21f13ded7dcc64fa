// swift-tools-version:6.0
// sqlab: a SQL teaching sandbox and query runner over the SQLite C library.
// No dependencies beyond the toolchain and Debian's C libraries (see Makefile).
import PackageDescription

let package = Package(
    name: "sqlab",
    products: [
        .executable(name: "sqlab", targets: ["sqlab"]),
        .library(name: "SQLab", targets: ["SQLab"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        .systemLibrary(name: "CMarkGFM", path: "Sources/CMarkGFM"),
        .systemLibrary(name: "CMD", path: "Sources/CMD"),
        .systemLibrary(name: "CLibc", path: "Sources/CLibc"),
        .target(
            name: "SQLab",
            dependencies: ["CSQLite", "CMarkGFM", "CMD", "CLibc"],
            path: "Sources/SQLab"
        ),
        .executableTarget(
            name: "sqlab",
            dependencies: ["SQLab", "CReadline"],
            path: "Sources/sqlab"
        ),
        .testTarget(
            name: "SQLabTests",
            dependencies: ["SQLab"],
            path: "Tests/SQLabTests"
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["sqlab", "SQLab"],
            path: "Tests/CLITests",
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
