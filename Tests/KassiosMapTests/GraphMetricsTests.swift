import XCTest
@testable import KassiosMap

/// Metrics on small graphs drawn by hand.
final class GraphMetricsTests: XCTestCase {
    func testCyclesUnreachableDeadEndsDepthAndUnvisited() {
        // @e → A → B → C → A (a cycle), B → B (a loop on itself, inside that cycle), C → D (dead end);
        // X → Y → Y (a loop on itself, alone) with no entry point reaching them.
        let graph = drawGraph(["@e>A", "A>B", "B>B", "B>C", "C>A", "C>D", "X>Y", "Y>Y"], visited: ["A", "B"])
        let metrics = GraphMetrics(graph: graph)
        XCTAssertEqual(metrics.screens, 6)
        XCTAssertEqual(metrics.entryPoints, 1)
        XCTAssertEqual(metrics.transitions, 7)
        XCTAssertEqual(metrics.unreachable, ["X", "Y"])
        XCTAssertEqual(metrics.deadEnds, ["D"])
        XCTAssertEqual(metrics.cycles, [["A", "B", "C"], ["Y"]])
        XCTAssertEqual(metrics.maxDepth, 4)
        XCTAssertEqual(metrics.unvisited, ["C", "D", "X", "Y"])
        XCTAssertEqual(metrics.suspiciousEdges, 0)
    }

    func testWithoutEntryPointsEveryScreenIsUnreachable() {
        let metrics = GraphMetrics(graph: drawGraph(["A>B"], extraNodes: ["C"]))
        XCTAssertEqual(metrics.unreachable, ["A", "B", "C"])
        XCTAssertEqual(metrics.maxDepth, 0)
        XCTAssertEqual(metrics.deadEnds, ["B", "C"])
        XCTAssertEqual(metrics.cycles, [])
    }

    func testDistancesAndShortestPathsPreferFewerEdgesThenEdgeOrder() {
        let graph = drawGraph(["@e>A", "A>B", "B>D", "A>C", "C>D", "@f>D"])
        XCTAssertEqual(graph.distancesFromEntryPoints(), ["@e": 0, "@f": 0, "A": 1, "B": 2, "C": 2, "D": 1])
        XCTAssertEqual(graph.shortestPath(from: "A", to: "D")?.map(\.to), ["B", "D"])
        XCTAssertEqual(graph.shortestPath(from: "A", to: "A")?.count, 0)
        XCTAssertNil(graph.shortestPath(from: "D", to: "A"))
        XCTAssertNil(graph.shortestPath(from: "A", to: "Nowhere"))
        XCTAssertEqual(graph.shortestPath(from: "A", to: "D", using: { $0.to != "B" })?.map(\.to), ["C", "D"])
    }

    func testLongChainsAndBigCyclesNeedNoDeepRecursion() {
        let count = 50_000
        var arrows = ["@e>S0"]
        for index in 0..<(count - 1) { arrows.append("S\(index)>S\(index + 1)") }
        arrows.append("S\(count - 1)>S0")
        let graph = drawGraph(arrows)
        let metrics = GraphMetrics(graph: graph)
        XCTAssertEqual(metrics.cycles.count, 1)
        XCTAssertEqual(metrics.cycles.first?.count, count)
        XCTAssertEqual(metrics.maxDepth, count)
        XCTAssertEqual(graph.shortestPath(from: "S0", to: "S\(count - 1)")?.count, count - 1)
    }
}
