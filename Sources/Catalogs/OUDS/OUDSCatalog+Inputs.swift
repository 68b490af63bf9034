import Foundation
import OUDSSwiftUI

extension OUDSCatalog {
    /// The text-input family: text input (default and outlined style in every state and status,
    /// placeholder with prefix and suffix, leading image, trailing action, helper text and link,
    /// the mandatory asterisk, right to left), text area (label sizes, growth, scroll bar, the
    /// compact height, the character counter, statuses), password (hidden, shown, padlock) and pin
    /// code (lengths, filled, focused, hovered, error, outlined). Each is 320 pt wide (pin codes 400).
    static var inputs: [OUDSCatalogEntry] { textInputs + textAreas + passwords + pinCodes }

    private static func field<V: View>(_ view: V, width: CGFloat = 320) -> some View {
        view.frame(width: width, alignment: .leading)
    }

    private static var textInputs: [OUDSCatalogEntry] {
        let states: [(String, InteractionState)] = [("enabled", .idle), ("hover", .hover), ("focused", .focused)]
        var list: [OUDSCatalogEntry] = []
        for outlined in [false, true] {
            let style = outlined ? "outlined-" : ""
            for (slug, state) in states {
                list.append(
                    OUDSCatalogEntry("text-input", "\(style)\(slug)-empty") {
                        field(OUDSTextInput(label: "Label", text: .constant(""), isOutlined: outlined))
                            .interactionState(state)
                    })
                list.append(
                    OUDSCatalogEntry("text-input", "\(style)\(slug)-filled") {
                        field(OUDSTextInput(label: "Label", text: .constant("Value"), isOutlined: outlined))
                            .interactionState(state)
                    })
                list.append(
                    OUDSCatalogEntry("text-input", "\(style)error-\(slug)") {
                        field(
                            OUDSTextInput(
                                label: "Email", text: .constant("jane.doe@"), isOutlined: outlined,
                                status: .error(message: "Enter a complete address"))
                        )
                        .interactionState(state)
                    })
            }
            let statuses: [(String, OUDSTextInput.Status)] = [
                ("read-only", .readOnly), ("disabled", .disabled), ("loading", .loading()),
                ("loading-progress", .loading(progress: 0.6)),
            ]
            for (slug, status) in statuses {
                list.append(
                    OUDSCatalogEntry("text-input", "\(style)\(slug)") {
                        field(
                            OUDSTextInput(
                                label: "Label", text: .constant("Value"), isOutlined: outlined, status: status))
                    })
            }
        }
        list += [
            OUDSCatalogEntry("text-input", "placeholder-affixes") {
                field(
                    OUDSTextInput(
                        label: "Email", text: .constant(""), placeholder: "firstName.lastName", suffix: "@orange.com"))
            },
            OUDSCatalogEntry("text-input", "prefix-suffix-filled") {
                field(
                    OUDSTextInput(
                        label: "Distance", text: .constant("42"), placeholder: "0", prefix: "≈", suffix: "km"))
            },
            OUDSCatalogEntry("text-input", "leading-trailing") {
                field(
                    OUDSTextInput(
                        label: "Search", text: .constant("Orange"), leadingImage: OUDSImage(asset: Image("ic_mail")),
                        trailingAction: .init(image: OUDSImage(asset: Image("ic_cross")), actionHint: "Clear") {}))
            },
            OUDSCatalogEntry("text-input", "error-trailing-action") {
                field(
                    OUDSTextInput(
                        label: "Email", text: .constant("jane@"),
                        trailingAction: .init(image: OUDSImage(asset: Image("ic_cross")), actionHint: "Clear") {},
                        status: .error(message: "Enter a complete address")))
            },
            OUDSCatalogEntry("text-input", "helper-text-link") {
                field(
                    OUDSTextInput(
                        label: "Email", text: .constant(""), placeholder: "firstName.lastName",
                        suffix: "@orange.com", helperText: "The address is completed with @orange.com",
                        helperLink: .init(text: "Helper link") {}))
            },
            OUDSCatalogEntry("text-input", "mandatory") {
                VStack(alignment: .leading, spacing: 12) {
                    field(OUDSTextInput(label: "Email *", text: .constant("")))
                    field(OUDSTextInput(label: "Phone (optional)", text: .constant("")))
                    field(OUDSTextInput(label: "Name *", text: .constant(""), status: .disabled))
                }
            },
            OUDSCatalogEntry("text-input", "right-to-left") {
                field(
                    OUDSTextInput(
                        label: "البريد", text: .constant("سلام"),
                        leadingImage: OUDSImage(asset: Image("ic_share"), flipped: true),
                        helperText: "مساعدة")
                )
                .environment(\.layoutDirection, .rightToLeft)
            },
            OUDSCatalogEntry("text-input", "no-label") {
                field(OUDSTextInput(label: "", text: .constant(""), placeholder: "Search"))
            },
        ]
        return list
    }

    private static var textAreas: [OUDSCatalogEntry] {
        let long =
            "The parcel was left with the neighbour at number 12, who will keep it until Friday. "
            + "Please bring an identity document when you collect it. Opening hours are 9 to 18 every "
            + "weekday, and 9 to 12 on Saturday; the shop is closed on Sunday and public holidays."
        var list: [OUDSCatalogEntry] = [
            OUDSCatalogEntry("text-area", "empty") { field(OUDSTextArea(label: "Message", text: .constant(""))) },
            OUDSCatalogEntry("text-area", "placeholder") {
                field(OUDSTextArea(label: "Message", text: .constant(""), placeholder: "Describe…"))
            },
            OUDSCatalogEntry("text-area", "filled") {
                field(OUDSTextArea(label: "Message", text: .constant("Leave it at the door, please.")))
            },
            OUDSCatalogEntry("text-area", "grown") {
                field(OUDSTextArea(label: "Message", text: .constant(String(long.prefix(190)))))
            },
            OUDSCatalogEntry("text-area", "scrolling") {
                field(OUDSTextArea(label: "Message", text: .constant(long + " " + long)))
            },
            OUDSCatalogEntry("text-area", "constrained-max-height") {
                field(OUDSTextArea(label: "Message", text: .constant(long), constrainedMaxHeight: true))
            },
            OUDSCatalogEntry("text-area", "counter") {
                field(OUDSTextArea(label: "Message", text: .constant("Hello"), helperText: .charactersMaxCount(20)))
            },
            OUDSCatalogEntry("text-area", "counter-exceeded") {
                field(
                    OUDSTextArea(
                        label: "Message", text: .constant("Hello, this is too long"),
                        helperText: .charactersMaxCount(20)))
            },
            OUDSCatalogEntry("text-area", "error") {
                field(
                    OUDSTextArea(
                        label: "Message", text: .constant("Hi"), helperText: .plain("At least 10 characters"),
                        status: .error(message: "The message is too short")))
            },
            OUDSCatalogEntry("text-area", "loading") {
                field(OUDSTextArea(label: "Message", text: .constant("Checking…"), status: .loading))
            },
            OUDSCatalogEntry("text-area", "read-only") {
                field(OUDSTextArea(label: "Message", text: .constant("Delivered"), status: .readOnly))
            },
            OUDSCatalogEntry("text-area", "disabled") {
                field(OUDSTextArea(label: "Message", text: .constant("Delivered"), status: .disabled))
            },
            OUDSCatalogEntry("text-area", "outlined-helper-link") {
                field(
                    OUDSTextArea(
                        label: "Message", text: .constant(""), helperText: .plain("Max 500 characters"),
                        helperLink: .init(text: "Learn more") {}, isOutlined: true))
            },
        ]
        list.append(
            OUDSCatalogEntry("text-area", "focused") {
                field(OUDSTextArea(label: "Message", text: .constant("Leave it at the door"))).interactionState(
                    .focused)
            })
        list.append(
            OUDSCatalogEntry("text-area", "hover-empty") {
                field(OUDSTextArea(label: "Message", text: .constant(""))).interactionState(.hover)
            })
        return list
    }

    private static var passwords: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("password-input", "hidden") {
                field(OUDSPasswordInput(label: "Password", password: .constant("s3cret!")))
            },
            OUDSCatalogEntry("password-input", "visible") {
                field(
                    OUDSPasswordInput(
                        label: "Password", password: .constant("s3cret!"), isHiddenPassword: .constant(false)))
            },
            OUDSCatalogEntry("password-input", "lock-placeholder-prefix") {
                field(
                    OUDSPasswordInput(
                        label: "Password", password: .constant(""), placeholder: "Min. 8 characters", prefix: "PIN",
                        lockIcon: true, helperText: "Use letters and digits"))
            },
            OUDSCatalogEntry("password-input", "focused") {
                field(OUDSPasswordInput(label: "Password", password: .constant("s3cret"), lockIcon: true))
                    .interactionState(.focused)
            },
            OUDSCatalogEntry("password-input", "error") {
                field(
                    OUDSPasswordInput(
                        label: "Password", password: .constant("abc"), lockIcon: true,
                        status: .error(message: "At least 8 characters")))
            },
            OUDSCatalogEntry("password-input", "disabled") {
                field(
                    OUDSPasswordInput(
                        label: "Password", password: .constant("s3cret"), lockIcon: true, status: .disabled))
            },
        ]
    }

    private static var pinCodes: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("pin-code-input", "four-empty") {
                field(OUDSPinCodeInput(.constant(""), length: .four), width: 400)
            },
            OUDSCatalogEntry("pin-code-input", "six-filled") {
                field(OUDSPinCodeInput(.constant("123456"), helperText: "Enter your PIN"), width: 400)
            },
            OUDSCatalogEntry("pin-code-input", "six-focused") {
                field(OUDSPinCodeInput(.constant("12")), width: 400).interactionState(.focused)
            },
            OUDSCatalogEntry("pin-code-input", "six-hover") {
                field(OUDSPinCodeInput(.constant("12")), width: 400).interactionState(.hover)
            },
            OUDSCatalogEntry("pin-code-input", "six-error") {
                field(
                    OUDSPinCodeInput(.constant("1234"), status: .error(message: "Wrong code, 2 tries left")), width: 400
                )
            },
            OUDSCatalogEntry("pin-code-input", "four-outlined") {
                field(OUDSPinCodeInput(.constant("12"), length: .four, isOutlined: true, autofocus: true), width: 400)
            },
            OUDSCatalogEntry("pin-code-input", "eight") {
                field(OUDSPinCodeInput(.constant("1234"), length: .eight), width: 540)
            },
        ]
    }
}
