import ProofUI

extension View {
    /// This view on an `OUDSColoredSurface` of `surfaceColor`: painted with the mode's colour, its
    /// content in the mode's colour scheme (monochrome where the mode says so).
    public func coloredSurface(_ surfaceColor: MultipleColorModeSemanticToken) -> some View {
        OUDSColoredSurface(color: surfaceColor) { self }
    }

    /// The OUDS iOS 1.x spelling of `coloredSurface(_:)`.
    @available(*, deprecated, renamed: "coloredSurface(_:)", message: "Use coloredSurface(_:) instead")
    public func oudsColoredSurface(_ surfaceColor: MultipleColorModeSemanticToken) -> some View {
        coloredSurface(surfaceColor)
    }
}
