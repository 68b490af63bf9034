extension Text {
    /// Text of a localized string resource, translated when it is laid out for the render's
    /// locale (or the resource's own, when it was given one).
    public init(_ resource: LocalizedStringResource) {
        let bundle = resource.bundle.bundle
        self.init(resource.lookupKey, tableName: resource.table, bundle: bundle)
        localization?.locale = resource.explicitLocale
    }
}
