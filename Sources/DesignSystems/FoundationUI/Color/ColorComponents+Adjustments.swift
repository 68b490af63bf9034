/// The component modifiers of a colour: multiply (the default) or override hue, saturation,
/// brightness and opacity by a constant or by a value computed from the colour.
extension ColorComponents {
    /// Whether a value multiplies the component or replaces it.
    public enum AdjustMethod: Hashable, Sendable {
        /// Component × value (the default).
        case multiply
        /// Component = value.
        case override
    }

    /// A value computed from the colour it applies to.
    public typealias ConditionalValue = @Sendable (ColorComponents) -> CGFloat

    /// The colour component a change applies to.
    enum Component: Hashable, Sendable {
        case hue, saturation, brightness, opacity
    }

    /// The colour with `component` changed by `value` (not clamped).
    func adjusting(_ component: Component, by value: CGFloat, method: AdjustMethod) -> ColorComponents {
        var c = self
        func apply(_ x: CGFloat) -> CGFloat { method == .multiply ? x * value : value }
        switch component {
        case .hue: c.hue = apply(c.hue)
        case .saturation: c.saturation = apply(c.saturation)
        case .brightness: c.brightness = apply(c.brightness)
        case .opacity: c.opacity = apply(c.opacity)
        }
        return c
    }

    /// The colour with its hue multiplied by, or set to, `value`.
    public func hue(_ value: CGFloat, method: AdjustMethod = .multiply) -> ColorComponents {
        adjusting(.hue, by: value, method: method)
    }
    /// The colour with its hue changed by a value computed from it.
    public func hue(dynamic value: @escaping ConditionalValue, method: AdjustMethod = .multiply) -> ColorComponents {
        adjusting(.hue, by: value(self), method: method)
    }
    /// The colour with its saturation multiplied by, or set to, `value`.
    public func saturation(_ value: CGFloat, method: AdjustMethod = .multiply) -> ColorComponents {
        adjusting(.saturation, by: value, method: method)
    }
    /// The colour with its saturation changed by a value computed from it.
    public func saturation(dynamic value: @escaping ConditionalValue, method: AdjustMethod = .multiply)
        -> ColorComponents
    { adjusting(.saturation, by: value(self), method: method) }
    /// The colour with its brightness multiplied by, or set to, `value`.
    public func brightness(_ value: CGFloat, method: AdjustMethod = .multiply) -> ColorComponents {
        adjusting(.brightness, by: value, method: method)
    }
    /// The colour with its brightness changed by a value computed from it.
    public func brightness(dynamic value: @escaping ConditionalValue, method: AdjustMethod = .multiply)
        -> ColorComponents
    { adjusting(.brightness, by: value(self), method: method) }
    /// The colour with its opacity multiplied by, or set to, `value`.
    public func opacity(_ value: CGFloat, method: AdjustMethod = .multiply) -> ColorComponents {
        adjusting(.opacity, by: value, method: method)
    }
    /// The colour with its opacity changed by a value computed from it.
    public func opacity(dynamic value: @escaping ConditionalValue, method: AdjustMethod = .multiply)
        -> ColorComponents
    { adjusting(.opacity, by: value(self), method: method) }
}
