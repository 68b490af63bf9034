import Foundation
import ProofUI

/// The images the OUDS documents and the OUDS catalog name, for tests and previews: template icons `ic`,
/// `ic_1`, `ic_2`, `ic_share`, `ic_heart`, `ic_settings`, `ic_delete`, `ic_bell`, `ic_mail`, `ic_cross`,
/// `ic_brand`, and the two-colour illustration `il_brand` (drawn `.original`), as SVG path icons on a
/// 24-unit grid (simple shapes in the spirit of the OUDS icon set; the real assets are Orange's); and
/// the tab bar icons `ic_tab_*` on a 26-unit grid (OUDS tab images are 26 × 26).
public enum OUDSTestAssets {
    /// The template icons by name, as SVG path data on a 24-unit grid (one subpath a line).
    static let icons: [(name: String, svgPathData: String)] = [
        ("ic", "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z M12 6a6 6 0 1 1 0 12a6 6 0 1 1 0-12z"),
        ("ic_1", "M4 4h16v16H4z M8 8v8h8V8z"),
        ("ic_2", "M12 3l9 16H3z"),
        (
            "ic_share",
            "M18 2a3 3 0 1 1 0 6a3 3 0 1 1 0-6z "
                + "M6 9a3 3 0 1 1 0 6a3 3 0 1 1 0-6z "
                + "M18 16a3 3 0 1 1 0 6a3 3 0 1 1 0-6z "
                + "M8.6 10.7l6.8-4 1 1.7-6.8 4z "
                + "M8.6 13.3l1-1.7 6.8 4-1 1.7z"
        ),
        (
            "ic_heart",
            "M12 21l-1.5-1.3C5.4 15.1 2 12 2 8.2C2 5.1 4.4 2.7 7.5 2.7c1.7 0 3.4.8 4.5 2.1"
                + "c1.1-1.3 2.8-2.1 4.5-2.1c3.1 0 5.5 2.4 5.5 5.5c0 3.8-3.4 6.9-8.5 11.5z"
        ),
        (
            "ic_settings",
            "M10 2h4l.6 3 2.4 1.4 2.9-1 2 3.4-2.3 2v2.4l2.3 2-2 3.4-2.9-1-2.4 1.4-.6 3h-4"
                + "l-.6-3-2.4-1.4-2.9 1-2-3.4 2.3-2v-2.4l-2.3-2 2-3.4 2.9 1L9.4 5z "
                + "M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z"
        ),
        ("ic_delete", "M6 7h12l-1 14H7z M4 4h16v2H4z M9 2h6v2H9z"),
        ("ic_bell", "M12 2a6 6 0 0 1 6 6v5l2 3v1H4v-1l2-3V8a6 6 0 0 1 6-6z M10 19h4a2 2 0 0 1-4 0z"),
        ("ic_mail", "M2 5h20v14H2z M4 7v.5l8 5 8-5V7l-8 5z"),
        ("ic_cross", "M5.4 4l6.6 6.6L18.6 4 20 5.4 13.4 12l6.6 6.6-1.4 1.4-6.6-6.6L5.4 20 4 18.6 10.6 12 4 5.4z"),
        ("ic_brand", "M3 3h18v18H3z M6 15h12v3H6z"),
    ]

    /// Tab bar icons on a 26-unit grid (OUDS tab images are 26 × 26): `ic_tab_home`, `ic_tab_search`,
    /// `ic_tab_heart`, `ic_tab_mail`, `ic_tab_profile`.
    static let tabIcons: [(name: String, svgPathData: String)] = [
        ("ic_tab_home", "M13 3l10 9h-3v11h-5v-7h-4v7H6V12H3z"),
        (
            "ic_tab_search",
            "M11 3a8 8 0 1 0 0 16a8 8 0 1 0 0-16z M11 6a5 5 0 1 1 0 10a5 5 0 1 1 0-10z M16.6 18.7l2.1-2.1 5 5-2.1 2.1z"
        ),
        (
            "ic_tab_heart",
            "M13 22l-1.5-1.3C6.4 16.1 3 13 3 9.2C3 6.1 5.4 3.7 8.5 3.7c1.7 0 3.4.8 4.5 2.1"
                + "c1.1-1.3 2.8-2.1 4.5-2.1c3.1 0 5.5 2.4 5.5 5.5c0 3.8-3.4 6.9-8.5 11.5z"
        ),
        ("ic_tab_mail", "M3 6h20v14H3z M5 8v.5l8 5 8-5V8l-8 5z"),
        ("ic_tab_profile", "M13 3a5 5 0 1 0 0 10a5 5 0 1 0 0-10z M3 23c0-5.5 4.5-8 10-8s10 2.5 10 8z"),
    ]

    /// Registers the icons and the illustration in `ImageAssets.shared` (again on every call: registering is
    /// idempotent), so that `Image("ic")` and `Image("il_brand")` resolve.
    public static func register() {
        let viewBox = CGSize(width: 24, height: 24)
        for (name, data) in icons {
            register(name) { try ImageAssets.shared.registerIcon(name, svgPathData: data, viewBox: viewBox) }
        }
        for (name, data) in tabIcons {
            register(name) {
                try ImageAssets.shared.registerIcon(name, svgPathData: data, viewBox: CGSize(width: 26, height: 26))
            }
        }
        // An "original" illustration: a square in Orange's brand orange (an asset colour, not a token).
        register("il_brand") {
            try ImageAssets.shared.registerIcon(
                "il_brand", svgPathData: "M2 2h20v20H2z M6 14h12v4H6z", viewBox: viewBox, isTemplate: false,
                color: Color(hex: 0xFF7900))
        }
    }

    /// Runs `registration`; the path data above is fixed, so a failure is a mistake in this file.
    private static func register(_ name: String, _ registration: () throws -> Void) {
        do { try registration() } catch {
            preconditionFailure("OUDSTestAssets: the SVG path data of `\(name)` does not parse: \(error)")
        }
    }
}
