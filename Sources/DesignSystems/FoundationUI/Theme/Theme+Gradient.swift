extension Theme {
    /// A gradient token (a `DynamicGradient`), whose colour modifiers apply to every stop.
    ///
    /// ```swift
    /// extension Theme.Gradient {
    ///     static let highlight = Theme.Gradient(
    ///         colors: [.white, .white.opacity(0.5), .black.opacity(0.1)],
    ///         type: .linear(startPoint: .top, endPoint: .bottom)
    ///     ).opacity(0.2)
    /// }
    /// ```
    public struct Gradient: FoundationVariableWithValue, ShapeStyle {
        /// The gradient.
        public var value: DynamicGradient
        /// Computes the token to use in an environment, or nil to keep this one.
        public var environmentAdjustment: EnvironmentAdjustment?

        /// A token for `value`.
        public init(value: DynamicGradient) {
            self.value = value
            environmentAdjustment = nil
        }
        /// An empty gradient, top to bottom.
        public init() {
            self.init(value: DynamicGradient(stops: [], type: .linear(startPoint: .top, endPoint: .bottom)))
        }
        /// A gradient of `colors` at even locations.
        public init(colors: [Theme.Color], type: DynamicGradient.GradientType) {
            self.init(DynamicGradient(colors: colors, type: type))
        }
        /// A gradient of `stops`.
        public init(stops: [DynamicGradient.Stop], type: DynamicGradient.GradientType) {
            self.init(DynamicGradient(stops: stops, type: type))
        }

        func mapped(_ transform: @escaping @Sendable (Theme.Color) -> Theme.Color) -> Theme.Gradient {
            var result = Theme.Gradient(value.mapColors(transform))
            if let adjustment = environmentAdjustment {
                result.environmentAdjustment = { token, environment in
                    adjustment(token, environment).map { Theme.Gradient($0.value.mapColors(transform)) }
                }
            }
            return result
        }

        /// Every stop's hue multiplied by, or set to, `value`.
        public func hue(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Gradient {
            mapped { $0.hue(value, method: method) }
        }
        /// Every stop's saturation multiplied by, or set to, `value`.
        public func saturation(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Gradient {
            mapped { $0.saturation(value, method: method) }
        }
        /// Every stop's brightness multiplied by, or set to, `value`.
        public func brightness(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Gradient {
            mapped { $0.brightness(value, method: method) }
        }
        /// Every stop's opacity multiplied by, or set to, `value`.
        public func opacity(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Gradient {
            mapped { $0.opacity(value, method: method) }
        }
        /// Every stop pinned to `scheme`.
        public func colorScheme(_ scheme: FoundationColorScheme) -> Theme.Gradient { mapped { $0.colorScheme(scheme) } }
        /// Every stop with blend mode `mode`.
        public func blendMode(_ mode: BlendMode) -> Theme.Gradient { mapped { $0.blendMode(mode) } }
        /// Every stop with the scheme-dependent blend mode `mode`.
        public func blendMode(_ mode: DynamicColor.ExtendedBlendMode) -> Theme.Gradient {
            mapped { $0.blendMode(mode) }
        }

        /// Draws the gradient resolved in the environment.
        public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
            adjusted(in: environment).value._resolvePaint(in: environment, bounds: bounds)
        }
    }
}
