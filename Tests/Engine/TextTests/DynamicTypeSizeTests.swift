import ProofText
import Testing

@Suite struct DynamicTypeSizeTests {
    @Test func bodySizesMatchIOS() {
        #expect(DynamicTypeSize.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicTypeSize.large.scale == 1)
        #expect(DynamicTypeSize.accessibility5.scaled(17) == 53)
        #expect(DynamicTypeSize.xSmall < .accessibility1)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
