/// What a tab bar item shows: a title and an icon, taken from a tab item's label as iOS takes
/// them (from a `Label`, or the first `Image` and the first `Text` of the label's views; other
/// views are not drawn in a tab bar).
struct TabItemLabel {
    var title: AnyView?
    var icon: AnyView?

    /// The title and icon of `view`.
    init(_ view: any View) {
        if let parts = view as? any TabItemLabelParts {
            self = parts.tabItemLabel
        } else if view is Text {
            title = AnyView(view)
        } else if view is Image {
            icon = AnyView(view)
        }
    }

    init(title: AnyView?, icon: AnyView?) {
        self.title = title
        self.icon = icon
    }
}

/// A label view whose title and icon a tab bar item takes apart.
protocol TabItemLabelParts {
    /// The title and icon.
    var tabItemLabel: TabItemLabel { get }
}

extension Label: TabItemLabelParts {
    var tabItemLabel: TabItemLabel { TabItemLabel(title: AnyView(title), icon: AnyView(icon)) }
}

extension TupleView: TabItemLabelParts {
    /// The first title and the first icon of the tuple's views.
    var tabItemLabel: TabItemLabel {
        var label = TabItemLabel(title: nil, icon: nil)
        for child in Mirror(reflecting: value).children {
            guard let view = child.value as? any View else { continue }
            let part = TabItemLabel(view)
            label.title = label.title ?? part.title
            label.icon = label.icon ?? part.icon
        }
        return label
    }
}
