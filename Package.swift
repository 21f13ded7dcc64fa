// swift-tools-version:6.0
// sqlab: a SQL teaching sandbox and query runner over the SQLite C library.
// No dependencies beyond the toolchain and Debian's C libraries (see Makefile).
//
// One target per layer, stacked one way (docs/architecture.md draws the stack): a target lists
// only targets below it, so a dependency against the direction does not compile.
import PackageDescription

/// The layers, bottom first, with the targets each may import.
let layers: [(name: String, dependencies: [Target.Dependency])] = [
    ("SQLabSQLite", ["CSQLite"]),
    ("SQLabText", ["CLibc"]),
    ("SQLabSQL", ["SQLabSQLite", "SQLabText"]),
    ("SQLabLessons", ["SQLabSQLite", "SQLabText", "SQLabSQL", "CMarkGFM"]),
    ("SQLabCourse", ["SQLabSQLite", "SQLabText", "SQLabSQL", "SQLabLessons"]),
    ("SQLabEngine", ["SQLabSQLite", "SQLabText", "SQLabSQL", "SQLabLessons", "CLibc"]),
    ("SQLabPresent", ["SQLabSQLite", "SQLabText", "SQLabLessons", "SQLabCourse", "SQLabEngine"]),
    ("SQLabLab", ["SQLabSQLite", "SQLabText", "SQLabLessons", "SQLabEngine", "SQLabPresent"]),
    ("SQLabGrading", ["SQLabSQLite", "SQLabText", "SQLabLessons", "SQLabEngine", "SQLabPresent", "CMD"]),
    ("SQLabLogictest", ["SQLabSQLite", "SQLabText", "SQLabLessons", "SQLabEngine", "CMD"]),
    ("SQLabShell", ["SQLabSQLite", "SQLabText", "SQLabSQL", "SQLabLessons", "SQLabCourse", "SQLabEngine", "SQLabPresent"]),
    ("SQLabCommands", ["SQLabSQLite", "SQLabText", "SQLabLessons", "SQLabCourse", "SQLabEngine", "SQLabPresent",
                       "SQLabGrading", "SQLabLogictest", "SQLabShell", "SQLabLab", "CReadline"]),
]

let package = Package(
    name: "sqlab",
    products: [
        .executable(name: "sqlab", targets: ["sqlab"]),
        .library(name: "SQLab", targets: layers.map(\.name)),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        .systemLibrary(name: "CMarkGFM", path: "Sources/CMarkGFM"),
        .systemLibrary(name: "CMD", path: "Sources/CMD"),
        .systemLibrary(name: "CLibc", path: "Sources/CLibc"),
    ] + layers.map { .target(name: $0.name, dependencies: $0.dependencies, path: "Sources/\($0.name)") } + [
        .executableTarget(name: "sqlab", dependencies: ["SQLabCommands"], path: "Sources/sqlab"),
        .testTarget(
            name: "SQLabTests",
            dependencies: layers.map { .target(name: $0.name) },
            path: "Tests/SQLabTests"
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["sqlab"] + layers.map { .target(name: $0.name) },
            path: "Tests/CLITests",
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
