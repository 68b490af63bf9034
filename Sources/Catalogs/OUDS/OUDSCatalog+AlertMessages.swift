import Foundation
import OUDSSwiftUI

extension OUDSCatalog {
    /// Alert message entries: one column per status with every option (label only, description,
    /// bullet list, bottom link, top-trailing link, close button, rich text); neutral and accent
    /// with custom images; every option at once; the rounded tuning; the close button and link in
    /// their interaction states.
    static var alertMessages: [OUDSCatalogEntry] {
        let statuses: [(String, OUDSAlertStatus)] = [
            ("neutral", .neutral()), ("accent", .accent()), ("positive", .positive), ("info", .info),
            ("warning", .warning), ("negative", .negative),
        ]
        var list = statuses.map { name, status in
            OUDSCatalogEntry("alert-message", name) { AlertMessageOptionsColumn(status: status) }
        }
        list += [
            OUDSCatalogEntry("alert-message", "images") {
                AlertMessageColumn {
                    OUDSAlertMessage(
                        label: "Neutral, tinted", status: .neutral(image: OUDSImage(asset: Image("ic_heart"))))
                    OUDSAlertMessage(
                        label: "Neutral, original",
                        status: .neutral(image: OUDSImage(asset: Image("il_brand"), renderingMode: .original)))
                    OUDSAlertMessage(
                        label: "Accent, tinted", status: .accent(image: OUDSImage(asset: Image("ic_heart"))))
                    OUDSAlertMessage(
                        label: "Accent, original",
                        status: .accent(image: OUDSImage(asset: Image("il_brand"), renderingMode: .original)))
                }
            },
            OUDSCatalogEntry("alert-message", "everything") {
                AlertMessageColumn {
                    OUDSAlertMessage(
                        label: "Your order is on its way", status: .info,
                        description: "It leaves the warehouse today and arrives within three working days.",
                        bulletList: ["Tracking number sent by text", "Signature required on delivery"],
                        link: .init(text: "Track the parcel") {}, onClose: {})
                    OUDSAlertMessage(
                        label: "Payment declined", status: .negative, description: "Check the card details.",
                        link: .init(text: "Retry", position: .topTrailing) {}, onClose: {})
                }
            },
            OUDSCatalogEntry("alert-message", "rounded") {
                AlertMessageRoundedTuning {
                    AlertMessageColumn {
                        ForEach(statuses.indices, id: \.self) { index in
                            OUDSAlertMessage(
                                label: statuses[index].0.capitalized, status: statuses[index].1,
                                description: "Rounded alert messages")
                        }
                    }
                }
            },
            OUDSCatalogEntry("alert-message", "action-states") {
                AlertMessageColumn {
                    ForEach([InteractionState.hover, .pressed, .focused], id: \.self) { state in
                        OUDSAlertMessage(
                            label: state.rawValue.capitalized, status: .positive,
                            link: .init(text: "Undo", position: .topTrailing) {}, onClose: {}
                        )
                        // The close button's focus ring lies inside the alert: no room needed.
                        .interactionState(state)
                    }
                }
            },
        ]
        return list
    }
}

/// Alert messages one under the other, 8 pt apart, in a 328 pt column (a phone's width less margins).
struct AlertMessageColumn<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) { content }.frame(width: 328)
    }
}

/// Every option of an alert message in `status`, one alert each.
struct AlertMessageOptionsColumn: View {
    let status: OUDSAlertStatus

    var body: some View {
        AlertMessageColumn {
            OUDSAlertMessage(label: "Label", status: status)
            OUDSAlertMessage(label: "With description", status: status, description: "Description of the message.")
            OUDSAlertMessage(label: "With bullet list", status: status, bulletList: ["First item", "Second item"])
            OUDSAlertMessage(label: "With bottom link", status: status, link: .init(text: "Learn more") {})
            OUDSAlertMessage(
                label: "With trailing link", status: status, link: .init(text: "Link", position: .topTrailing) {})
            OUDSAlertMessage(label: "With close button", status: status, onClose: {})
            OUDSAlertMessage(
                label: "With rich text", status: status, description: Self.richDescription,
                bulletList: [AttributedString("Plain item"), Self.richItem])
        }
    }

    /// A description with a link in its middle.
    static var richDescription: AttributedString {
        var link = AttributedString("terms of use")
        link.link = URL(string: "https://example.com/terms")
        return AttributedString("Read the ") + link + AttributedString(" before going on.")
    }

    /// A bullet item ending with a link.
    static var richItem: AttributedString {
        var link = AttributedString("details")
        link.link = URL(string: "https://example.com/details")
        return AttributedString("Item with ") + link
    }
}

/// `content` in the current theme with the `hasRoundedAlertMessages` tuning on (the others kept).
struct AlertMessageRoundedTuning<Content: View>: View {
    @ViewBuilder let content: Content
    @Environment(\.theme) private var theme

    var body: some View {
        OUDSThemeableView(theme: rounded) { content }
    }

    private var rounded: OUDSTheme {
        var tuning = theme.tuning
        tuning.hasRoundedAlertMessages = true
        return OUDSTheme(
            name: theme.name, semanticTokens: theme.semanticTokens, componentTokens: theme.componentTokens,
            tuning: tuning, fontPostScriptNames: theme.fontPostScriptNames)
    }
}
