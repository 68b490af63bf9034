import Observation
import ProofUI
import Testing

/// The strings of the text runs of a display list, in drawing order.
@MainActor func texts(_ list: DisplayList) -> [String] {
    list.items.compactMap { item in
        if case .text(_, _, _, let string) = item { return string }
        return nil
    }
}

/// The strings `view` draws.
@MainActor func drawnTexts<V: View>(_ view: V) throws -> [String] { texts(try ViewRenderer.displayList(view)) }

final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var isOn = false
    func rename(_ name: String) {
        objectWillChange.send()
        self.name = name
    }
}

@Observable final class Counter {
    var count = 3
    var label = "taps"
}

struct ObservedView: View {
    @ObservedObject var profile: Profile
    var body: some View { Text(profile.name) }
}

struct StateObjectView: View {
    @StateObject private var profile = Profile()
    var body: some View {
        VStack {
            Text(profile.name)
            NameEditor(name: $profile.name)
        }
    }
}

struct NameEditor: View {
    @Binding var name: String
    var body: some View { Text("editor: \(name)") }
}

struct EnvironmentObjectView: View {
    @EnvironmentObject var profile: Profile
    var body: some View { Text("hello \(profile.name)") }
}

struct BindableView: View {
    @Bindable var counter: Counter
    var body: some View { NameEditor(name: $counter.label) }
}

struct ObservableEnvironmentView: View {
    @Environment(Counter.self) private var counter
    var body: some View { Text("\(counter.count) \(counter.label)") }
}

struct OptionalObservableEnvironmentView: View {
    @Environment(Counter.self) private var counter: Counter?
    var body: some View { Text(counter.map { "\($0.count)" } ?? "none") }
}

struct ObservableStateView: View {
    @State private var counter = Counter()
    var body: some View {
        @Bindable var counter = counter
        return NameEditor(name: $counter.label)
    }
}

/// An `@Observable` in `@State`, bound through the state's own binding.
struct ObservableStateBindingView: View {
    @State private var counter = Counter()
    var body: some View {
        VStack {
            BindingWriter(text: $counter.label, newValue: "written")
            Text(counter.label)
        }
    }
}

/// Writes through a binding when its body runs (a still frame has no user to type).
struct BindingWriter: View {
    @Binding var text: String
    let newValue: String
    var body: some View {
        text = newValue
        return Text(text)
    }
}

/// Reads an environment object through a modifier.
struct ProfileBadge: ViewModifier {
    @EnvironmentObject var profile: Profile
    func body(content: Content) -> some View {
        HStack {
            content
            Text(profile.name)
        }
    }
}

/// A dynamic property made of others, as SwiftUI lets views compose them.
struct Session: DynamicProperty {
    @EnvironmentObject var profile: Profile
}

struct SessionView: View {
    let session = Session()
    var body: some View { Text(session.profile.name) }
}

/// Appear actions set state before the frame is drawn.
struct AppearingView: View {
    @State private var status = "loading"
    @StateObject private var profile = Profile()
    var body: some View {
        VStack {
            Text(status)
            Text(profile.name)
        }
        .onAppear {
            status = "loaded"
            profile.rename("Grace")
        }
    }
}

/// Counts how often its appear action runs.
final class AppearCounter: @unchecked Sendable {
    var runs = 0
}

struct CountingAppearView: View {
    let counter: AppearCounter
    var body: some View { Text("\(counter.runs)").onAppear { counter.runs += 1 } }
}

/// An appear action around a view with its own: the body runs twice, each action once.
struct NestedAppearView: View {
    let counter: AppearCounter
    @State private var title = "before"
    var body: some View {
        VStack {
            Text(title)
            CountingAppearView(counter: counter)
        }
        .onAppear { title = "after" }
    }
}

/// `ObservableObject`/`@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`,
/// `@Observable`/`@Bindable` and `@Environment(Model.self)` render a model's values, and their
/// bindings write through to it.
@MainActor
@Suite("UI: observation")
struct ObservationTests {
    @Test func observedObjectRendersTheModel() throws {
        let profile = Profile()
        profile.name = "Grace"
        #expect(try drawnTexts(ObservedView(profile: profile)) == ["Grace"])
    }

    @Test func stateObjectRendersAndPassesBindings() throws {
        #expect(try drawnTexts(StateObjectView()) == ["Ada", "editor: Ada"])
    }

    @Test func environmentObjectReadsTheAncestorsObject() throws {
        let profile = Profile()
        profile.name = "Linus"
        #expect(try drawnTexts(EnvironmentObjectView().environmentObject(profile)) == ["hello Linus"])
    }

    @Test func observedObjectBindingsWriteThrough() throws {
        let profile = Profile()
        let binding = ObservedObject(wrappedValue: profile).projectedValue.name
        binding.wrappedValue = "Hopper"
        #expect(profile.name == "Hopper")
        _ = try drawnTexts(
            BindingWriter(text: ObservedObject(wrappedValue: profile).projectedValue.name, newValue: "B"))
        #expect(profile.name == "B")
    }

    @Test func environmentObjectBindingsWriteThrough() throws {
        let profile = Profile()
        struct Writer: View {
            @EnvironmentObject var profile: Profile
            var body: some View { BindingWriter(text: $profile.name, newValue: "from env") }
        }
        #expect(try drawnTexts(Writer().environmentObject(profile)) == ["from env"])
        #expect(profile.name == "from env")
    }

    @Test func bindableBindingsReadAndWriteTheObservable() throws {
        let counter = Counter()
        #expect(try drawnTexts(BindableView(counter: counter)) == ["editor: taps"])
        Bindable(counter).label.wrappedValue = "clicks"
        #expect(counter.label == "clicks")
        #expect(try drawnTexts(BindableView(counter: counter)) == ["editor: clicks"])
    }

    @Test func observableInStateWithLocalBindable() throws {
        #expect(try drawnTexts(ObservableStateView()) == ["editor: taps"])
    }

    @Test func observableStateBindingsWriteThrough() throws {
        // The sibling text was made before the writer's body ran: a still frame does not propagate
        // the change (SwiftUI would draw again).
        #expect(try drawnTexts(ObservableStateBindingView()) == ["written", "taps"])
    }

    @Test func observableEnvironmentReadsTheAncestorsObject() throws {
        let counter = Counter()
        counter.count = 7
        #expect(try drawnTexts(ObservableEnvironmentView().environment(counter)) == ["7 taps"])
        #expect(try drawnTexts(OptionalObservableEnvironmentView().environment(counter)) == ["7"])
        #expect(try drawnTexts(OptionalObservableEnvironmentView()) == ["none"])
    }

    @Test func composedDynamicPropertiesReadEnvironmentObjects() throws {
        #expect(try drawnTexts(SessionView().environmentObject(Profile())) == ["Ada"])
    }

    @Test func viewModifiersReadEnvironmentObjects() throws {
        let profile = Profile()
        #expect(try drawnTexts(Text("by").modifier(ProfileBadge()).environmentObject(profile)) == ["by", "Ada"])
    }

    /// A view whose environment lacks an object it reads.
    struct MissingObjectCase: CustomTestStringConvertible, Sendable {
        let name: String
        let render: @MainActor @Sendable () throws -> Void
        let type: String
        let provider: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        MissingObjectCase(
            name: "@EnvironmentObject", render: { _ = try drawnTexts(EnvironmentObjectView()) },
            type: "ProofUITests.Profile", provider: ".environmentObject(_:)"),
        MissingObjectCase(
            name: "@EnvironmentObject of a modifier",
            render: { _ = try drawnTexts(Text("x").modifier(ProfileBadge())) },
            type: "ProofUITests.Profile", provider: ".environmentObject(_:)"),
        MissingObjectCase(
            name: "@Environment(Counter.self)", render: { _ = try drawnTexts(ObservableEnvironmentView()) },
            type: "ProofUITests.Counter", provider: ".environment(_:)"),
        MissingObjectCase(
            name: "inside a composed DynamicProperty", render: { _ = try drawnTexts(SessionView()) },
            type: "ProofUITests.Profile", provider: ".environmentObject(_:)"),
        MissingObjectCase(
            name: "another type provided",
            render: { _ = try drawnTexts(EnvironmentObjectView().environment(Counter())) },
            type: "ProofUITests.Profile", provider: ".environmentObject(_:)"),
    ])
    func missingEnvironmentObjectIsATypedError(c: MissingObjectCase) {
        #expect(throws: RenderError.missingEnvironmentObject(c.type, provider: c.provider)) { try c.render() }
        let message = RenderError.missingEnvironmentObject(c.type, provider: c.provider).description
        #expect(message.contains(c.type) && message.contains(c.provider))
    }

    @Test func onAppearStateShowsInTheFrame() throws {
        #expect(try drawnTexts(AppearingView()) == ["loaded", "Grace"])
    }

    @Test func onAppearRunsOnce() throws {
        let counter = AppearCounter()
        let texts = try drawnTexts(NestedAppearView(counter: counter))
        #expect(counter.runs == 1)
        #expect(texts == ["after", "1"])
    }
}
