import OUDSSwiftUI
import Testing

/// `Tuning` presets and theme defaults (`ouds-tokens.md` §3).
@MainActor
@Suite("OUDS: tuning")
struct TuningTests {
    /// buttons, textInputs, alertMessages, progressIndicators, listItems.
    static func flags(_ t: Tuning) -> [Bool] {
        [
            t.hasRoundedButtons, t.hasRoundedTextInputs, t.hasRoundedAlertMessages, t.hasRoundedProgressIndicators,
            t.hasRoundedListItems,
        ]
    }

    @Test func presetsMatchTheTable() {
        #expect(Self.flags(.default) == [false, false, false, false, false])
        #expect(Self.flags(.OrangeFrance) == [false, false, false, false, false])
        #expect(Self.flags(.OrangeBusiness) == [false, true, true, false, false])
        #expect(Self.flags(.MaxIt) == [true, true, true, false, false])
        #expect(Self.flags(.Wireframe) == [false, false, true, true, false])
        #expect(Self.flags(.OrangeCompact) == [false, true, false, false, false])
        #expect(Self.flags(.Sosh) == [false, false, false, false, false])
        #expect(Self.flags(Tuning()) == Self.flags(.default))
    }

    @Test func tuningsCompareByTheirFlags() {
        #expect(Tuning(hasRoundedButtons: true) == Tuning(hasRoundedButtons: true))
        #expect(Tuning(hasRoundedButtons: true) != Tuning.default)
        #expect(Tuning.OrangeFrance == Tuning.default)
        #expect(Tuning.MaxIt.description == "Tuning(rounded: buttons, textInputs, alertMessages)")
        #expect(Tuning.default.description == "Tuning(rounded: none)")
    }

    @Test(arguments: ThemeCase.allCases)
    func themesHaveTheirDefaultTuning(theme: ThemeCase) {
        let expected: Tuning
        switch theme {
        case .orange: expected = .default
        case .orangeCompact: expected = .OrangeCompact
        case .sosh: expected = .Sosh
        case .wireframe: expected = .Wireframe
        }
        #expect(theme.make().tuning == expected)
    }

    @Test func orangeThemesAcceptATuning() {
        let rounded = OrangeTheme(tuning: .MaxIt)
        #expect(rounded.tuning == .MaxIt)
        #expect(rounded.button.borderRadius(rounded: rounded.tuning.hasRoundedButtons) == 8)
        #expect(OrangeTheme().button.borderRadius(rounded: OrangeTheme().tuning.hasRoundedButtons) == 0)
        let items = OrangeCompactTheme(tuning: Tuning(hasRoundedListItems: true))
        #expect(items.tuning.hasRoundedListItems && !items.tuning.hasRoundedTextInputs)
        let progress = OrangeTheme(tuning: Tuning(hasRoundedProgressIndicators: true))
        #expect(progress.progressIndicator.borderRadius(rounded: progress.tuning.hasRoundedProgressIndicators) == 2000)
    }
}
