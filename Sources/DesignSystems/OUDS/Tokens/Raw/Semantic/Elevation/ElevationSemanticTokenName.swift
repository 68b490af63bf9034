/// Names of the elevation tokens (`theme.elevations.<name>`); raw values are the OUDS names.
public enum ElevationSemanticTokenName: String, OUDSTokenName {
    /// No shadow.
    case elevationNone = "none"
    /// A slight elevation detaching an element from the surface.
    case raised
    /// The standard overlay elevation ("default").
    case overlayDefault = "default"
    /// A dragged element.
    case drag
    /// A sticky element.
    case sticky
    /// A higher overlay elevation ("emphasized").
    case overlayEmphasized = "emphasized"
}
