import Testing
import UIKitTesting

@MainActor @Test("UIKitTestingCore finds UIKitTesting's test-framework reporter by its mangled name")
func frameworkReporterIsFoundByItsMangledName() {
    #expect(_mangledTypeName(_TestFrameworkReporter.self) == _TestFailureFrameworkReportingName)
    #expect(TestFailure._frameworkReporter.map(ObjectIdentifier.init) == ObjectIdentifier(_TestFrameworkReporter.self))
}

@MainActor @Test("Outside a handler, TestFailure.report records a Swift Testing issue through the adapter")
func reportRecordsAnIssueThroughTheAdapter() {
    withKnownIssue {
        TestFailure.report("expected failure from the adapter test")
    }
}
