// swift-format-ignore-file: NoBlockComments

// (The document writes its button actions as `{ /* action */ }`; they are kept verbatim.)
import ChallengeCoreMocks
import ChallengeDesignSystem
import Foundation
import SwiftUI
import UIKit

// Every Swift code block of the design system's skill document (`../shared/seeds/004_…`), verbatim,
// in the declarations and view bodies it needs to compile. The token listings are bare expressions,
// as the document writes them; `DocumentListing` takes them as statements (a view builder would
// reject the numbers). `DocumentSnippetTests` renders the views.

/// Collects the bare token expressions of the document's listings.
@resultBuilder enum DocumentListing {
    static func buildExpression<T>(_ expression: T) -> String { "\(expression)" }
    static func buildBlock(_ parts: String...) -> [String] { parts }
}

/// The app model the document's examples read (`character.imageURL`, `character.status.rawValue`, …).
struct Character {
    enum Status: String {
        case alive = "Alive"
        case dead = "Dead"
        case unknown = "unknown"
    }
    struct Location { let name: String }
    let id: Int
    let name: String
    let species: String
    let status: Status
    let location: Location
    let imageURL: URL?

    static let rick = Character(
        id: 1, name: "Rick Sanchez", species: "Human", status: .alive, location: Location(name: "Citadel of Ricks"),
        imageURL: URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg"))
}

// "Reading the theme in a View"
struct MyView: View {
    @Environment(\.dsTheme) private var theme

    var body: some View {
        Text("Hello")
            .font(theme.typography.headline)
            .foregroundStyle(theme.colors.textPrimary)
    }
}

/// "Applying a custom theme": a team theme with its own spacing.
struct ContentView: View {
    var body: some View { MyView() }
}

struct CompactSpacing: DSSpacingContract {
    let xxs: CGFloat = 1, xs: CGFloat = 2, sm: CGFloat = 4, md: CGFloat = 6, lg: CGFloat = 8, xl: CGFloat = 10
    let xxl: CGFloat = 12, xxxl: CGFloat = 16
}

@MainActor enum ThemingSnippets {
    static let customTheme = DSTheme(
        colors: DSTheme.default.colors, typography: DSTheme.default.typography, spacing: CompactSpacing(),
        dimensions: DSTheme.default.dimensions, borderWidth: DSTheme.default.borderWidth,
        cornerRadius: DSTheme.default.cornerRadius, opacity: DSTheme.default.opacity, shadow: DSTheme.default.shadow)

    static var applied: some View {
        ContentView()
            .dsTheme(customTheme)
    }

    /// The eight token listings, each line as the document writes it.
    @DocumentListing static func listings(_ theme: DSTheme) -> [String] {
        theme.colors.backgroundPrimary  // Primary background
        theme.colors.backgroundSecondary  // Secondary/grouped background
        theme.colors.surfacePrimary  // Card/elevated surfaces
        theme.colors.textPrimary  // Primary text
        theme.colors.textSecondary  // Secondary text
        theme.colors.textTertiary  // Tertiary text
        theme.colors.statusSuccess  // Success (green)
        theme.colors.statusError  // Error (red)
        theme.colors.statusWarning  // Warning (orange)
        theme.colors.statusNeutral  // Neutral (gray)
        theme.colors.accent  // Accent color
        theme.colors.accentSubtle  // Accent with opacity
        theme.spacing.xxs  // 2pt
        theme.spacing.xs  // 4pt
        theme.spacing.sm  // 8pt
        theme.spacing.md  // 12pt
        theme.spacing.lg  // 16pt
        theme.spacing.xl  // 20pt
        theme.spacing.xxl  // 24pt
        theme.spacing.xxxl  // 32pt
        theme.dimensions.xs  // 8pt
        theme.dimensions.sm  // 12pt
        theme.dimensions.md  // 16pt
        theme.dimensions.lg  // 24pt
        theme.dimensions.xl  // 32pt
        theme.dimensions.xxl  // 48pt
        theme.dimensions.xxxl  // 56pt
        theme.borderWidth.hairline  // 0.5pt
        theme.borderWidth.thin  // 1pt
        theme.borderWidth.medium  // 2pt
        theme.borderWidth.thick  // 4pt
        theme.cornerRadius.zero  // 0pt
        theme.cornerRadius.xs  // 4pt
        theme.cornerRadius.sm  // 8pt
        theme.cornerRadius.md  // 12pt
        theme.cornerRadius.lg  // 16pt
        theme.cornerRadius.xl  // 20pt
        theme.cornerRadius.full  // 9999pt
        theme.typography.largeTitle  // .rounded, .bold
        theme.typography.title  // .rounded, .bold
        theme.typography.title2  // .rounded, .semibold
        theme.typography.title3  // .rounded, .semibold
        theme.typography.headline  // .rounded, .semibold
        theme.typography.body  // .rounded
        theme.typography.subheadline  // .serif
        theme.typography.footnote  // .rounded
        theme.typography.caption  // .rounded
        theme.typography.caption2  // .monospaced
        theme.opacity.subtle  // 0.1
        theme.opacity.light  // 0.15
        theme.opacity.medium  // 0.4
        theme.opacity.heavy  // 0.6
        theme.opacity.almostOpaque  // 0.8
        theme.shadow.zero  // No shadow (clear, radius: 0, x: 0, y: 0)
        theme.shadow.small  // Subtle card shadow (black 5%, radius: 8, x: 0, y: 2)
        theme.shadow.medium  // Elevated elements (black 8%, radius: 12, x: 0, y: 4)
        theme.shadow.large  // Floating elements (black 12%, radius: 20, x: 0, y: 8)
    }
}

/// "Apply with the .shadow(_:) View extension" and "Typography".
struct TypographySnippets: View {
    @Environment(\.dsTheme) private var theme

    var body: some View {
        VStack {
            Color.clear.frame(width: 40, height: 40)
                .shadow(theme.shadow.small)

            // Basic usage
            Text("Hello World")
                .font(theme.typography.headline)
                .foregroundStyle(theme.colors.textPrimary)

            // With custom color
            Text("Error message")
                .font(theme.typography.body)
                .foregroundStyle(theme.colors.statusError)

            // With accessibility identifier
            Text("Title")
                .font(theme.typography.headline)
                .foregroundStyle(theme.colors.textPrimary)
                .accessibilityIdentifier("screen.title")
        }
    }
}

/// "DSButton", "DSStatusIndicator", "DSStatus" and "DSAsyncImage".
struct AtomSnippets: View {
    @Environment(\.dsTheme) private var theme
    let character = Character.rick

    var body: some View {
        VStack {
            // Primary (filled)
            DSButton("Submit") { /* action */  }

            // Secondary (outlined)
            DSButton("Cancel", variant: .secondary) { /* action */  }

            // Tertiary (subtle background)
            DSButton("Load More", icon: "arrow.down", variant: .tertiary) { /* action */  }

            // Loading state
            DSButton("Processing", isLoading: true) { /* action */  }

            // With accessibility identifier
            DSButton("Submit", accessibilityIdentifier: "form.submitButton") { /* action */  }

            DSStatusIndicator(status: .alive)  // Green circle
            DSStatusIndicator(status: .dead, size: 8)  // Red circle, smaller
            DSStatusIndicator(status: .unknown)  // Gray circle

            // With accessibility identifier
            DSStatusIndicator(status: .alive, accessibilityIdentifier: "character.status")

            DSAsyncImage(url: character.imageURL)
                .frame(width: 70, height: 70)
                .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
        }
    }

    /// "DSStatus is a non-View enum. Colors are resolved via color(in:)".
    func statusColor() -> Color {
        let status = DSStatus.from("alive")
        let color = status.color(in: theme.colors)
        return color
    }
}

/// "DSInfoRow" and "DSCardInfoRow".
struct MoleculeSnippets: View {
    let character = Character.rick

    var body: some View {
        VStack {
            DSInfoRow(icon: "person.fill", label: "Name", value: "Rick Sanchez")

            // With custom icon color (defaults to theme.colors.accent)
            DSInfoRow(icon: "heart.fill", label: "Status", value: "Alive", iconColor: .green)

            // With accessibility identifier (propagates to children with suffixes)
            DSInfoRow(
                icon: "person.fill",
                label: "Name",
                value: "Rick Sanchez",
                accessibilityIdentifier: "character.nameRow"
            )
            // Results in: .icon, .label, .value suffixes

            DSCardInfoRow(
                imageURL: character.imageURL,
                title: character.name,
                subtitle: character.species,
                caption: character.location.name,
                captionIcon: "mappin.circle.fill",
                status: DSStatus.from(character.status.rawValue),
                statusLabel: character.status.rawValue,
                accessibilityIdentifier: "characterList.row.\(character.id)"
            )
        }
    }
}

/// "DSCard", "DSLoadingView", "DSErrorView" and "DSEmptyState".
struct OrganismSnippets: View {
    @Environment(\.dsTheme) private var theme

    var body: some View {
        VStack {
            DSCard {
                VStack {
                    Text("Card Title")
                        .font(theme.typography.headline)
                        .foregroundStyle(theme.colors.textPrimary)
                    Text("Card content")
                        .font(theme.typography.body)
                        .foregroundStyle(theme.colors.textPrimary)
                }
            }

            // Customized
            DSCard(padding: theme.spacing.xl, shadow: theme.shadow.medium) {
                // content
            }

            DSLoadingView()
            DSLoadingView(message: "Loading characters...")

            // With accessibility identifier
            DSLoadingView(message: "Loading...", accessibilityIdentifier: "screen.loading")
            // Results in: .indicator, .message suffixes

            DSErrorView(title: "Something went wrong")

            DSErrorView(
                title: "Connection Error",
                message: "Please check your internet connection.",
                retryTitle: "Retry",
                retryAction: {
                    // retry action
                },
                accessibilityIdentifier: "screen.error"
            )
            // Results in: .icon, .title, .message, .button suffixes

            DSEmptyState(
                icon: "person.slash",
                title: "No Characters",
                message: "There are no characters to display.",
                accessibilityIdentifier: "characterList.emptyState"
            )
            // Results in: .icon, .title, .message, .button suffixes
        }
    }
}

/// "Migration Guide", before: hard-coded styles.
struct MigrationBefore: View {
    var body: some View {
        Text("Title")
            .font(.system(.headline, design: .rounded, weight: .semibold))
            .foregroundStyle(.primary)

            .padding(16)
            .background(Color(.systemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .shadow(color: .black.opacity(0.05), radius: 8, x: 0, y: 2)  // hardcoded
    }
}

/// "Migration Guide", after: the design system.
struct MigrationAfter: View {
    @Environment(\.dsTheme) private var theme

    var body: some View {
        VStack {
            Text("Title")
                .font(theme.typography.headline)
                .foregroundStyle(theme.colors.textPrimary)

            DSCard {
                // content
            }
        }
    }
}
