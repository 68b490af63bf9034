/// Properties of a layout container, as SwiftUI's `LayoutProperties`: a `Layout` sets them with
/// its static `layoutProperties`.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis the container stacks its subviews along, if any: a `Spacer` and a `Divider`
    /// inside it orient by it, as in an `HStack` or a `VStack`. Nil by default.
    public var stackOrientation: Axis?

    /// Default properties (no stack orientation).
    public init() {}
}
