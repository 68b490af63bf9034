/// SF Symbol names → Material Design Icons (the bundled, Apache-2.0 icon font). `Image(systemName:)`
/// draws the mapped icon; a name missing here is a render error that names it.
///
/// The table covers every symbol the design-system documents use and the common ones of iOS UIs.
/// Suffixes `.fill`, `.circle`, `.circle.fill`, `.square` fall back to the base name's icon when
/// they have no entry of their own.
public enum SymbolTable {
    /// SF Symbol name → Material Design Icons name.
    public static let mapping: [String: String] = [
        "plus": "plus", "minus": "minus", "xmark": "close", "checkmark": "check",
        "chevron.left": "chevron-left", "chevron.right": "chevron-right", "chevron.up": "chevron-up",
        "chevron.down": "chevron-down",
        "chevron.backward": "chevron-left", "chevron.forward": "chevron-right",
        "arrow.left": "arrow-left", "arrow.right": "arrow-right", "arrow.up": "arrow-up", "arrow.down": "arrow-down",
        "arrow.backward": "arrow-left", "arrow.forward": "arrow-right", "arrow.clockwise": "refresh",
        "arrow.up.right.square": "open-in-new", "square.and.arrow.up": "share-variant",
        "square.and.arrow.down": "download",
        "person": "account-outline", "person.fill": "account", "person.circle": "account-circle",
        "person.circle.fill": "account-circle",
        "person.slash": "account-off", "person.2": "account-multiple", "person.2.fill": "account-multiple",
        "heart": "heart-outline", "heart.fill": "heart", "star": "star-outline", "star.fill": "star",
        "house": "home", "house.fill": "home", "magnifyingglass": "magnify", "bell": "bell-outline",
        "bell.fill": "bell",
        "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
        "trash": "delete", "trash.fill": "delete", "pencil": "pencil", "square.and.pencil": "pencil-box-outline",
        "envelope": "email-outline", "envelope.fill": "email", "phone": "phone", "phone.fill": "phone",
        "message": "message-outline", "message.fill": "message", "bubble.left": "message-outline",
        "calendar": "calendar", "clock": "clock", "clock.fill": "clock", "alarm": "alarm",
        "flame": "fire", "flame.fill": "fire", "figure.handball": "run", "figure.walk": "walk", "figure.run": "run",
        "mappin": "map-marker", "mappin.circle": "map-marker-circle", "mappin.circle.fill": "map-marker-circle",
        "map": "map",
        "location": "navigation", "location.fill": "navigation",
        "info": "information-variant", "info.circle": "information-outline", "info.circle.fill": "information",
        "exclamationmark.triangle": "alert", "exclamationmark.triangle.fill": "alert",
        "exclamationmark.circle": "alert-circle-outline", "exclamationmark.circle.fill": "alert-circle",
        "questionmark.circle": "help-circle-outline", "questionmark.circle.fill": "help-circle",
        "checkmark.circle": "check-circle-outline", "checkmark.circle.fill": "check-circle",
        "xmark.circle": "close-circle-outline", "xmark.circle.fill": "close-circle",
        "plus.circle": "plus-circle-outline", "plus.circle.fill": "plus-circle", "minus.circle": "minus-circle-outline",
        "minus.circle.fill": "minus-circle", "ellipsis": "dots-horizontal", "ellipsis.circle": "dots-horizontal",
        "line.3.horizontal": "menu", "list.bullet": "format-list-bulleted", "slider.horizontal.3": "tune",
        "eye": "eye", "eye.fill": "eye", "eye.slash": "eye-off", "eye.slash.fill": "eye-off",
        "lock": "lock", "lock.fill": "lock", "lock.open": "lock-open", "lock.open.fill": "lock-open",
        "photo": "image", "photo.fill": "image", "camera": "camera", "camera.fill": "camera",
        "cart": "cart", "cart.fill": "cart", "creditcard": "credit-card", "gift": "gift", "tag": "tag",
        "tag.fill": "tag",
        "bookmark": "bookmark-outline", "bookmark.fill": "bookmark", "flag": "flag-outline", "flag.fill": "flag",
        "paperclip": "paperclip", "link": "link", "globe": "web", "wifi": "wifi", "battery.100": "battery",
        "play": "play", "play.fill": "play", "pause": "pause", "pause.fill": "pause", "stop": "stop",
        "stop.fill": "stop",
        "speaker.wave.2": "volume-high", "speaker.wave.2.fill": "volume-high", "mic": "microphone",
        "mic.fill": "microphone",
        "folder": "folder", "folder.fill": "folder", "doc": "file-outline", "doc.fill": "file", "printer": "printer",
        "power": "power", "rectangle.portrait.and.arrow.right": "logout", "hand.thumbsup": "thumb-up-outline",
        "hand.thumbsup.fill": "thumb-up", "hand.thumbsdown": "thumb-down-outline", "hand.thumbsdown.fill": "thumb-down",
        "trophy": "trophy", "trophy.fill": "trophy", "sun.max": "white-balance-sunny", "moon": "weather-night",
        "cloud": "cloud-outline", "cloud.fill": "cloud", "bolt": "flash", "bolt.fill": "flash",
        "square": "checkbox-blank-outline", "checkmark.square": "checkbox-marked-outline",
        "checkmark.square.fill": "checkbox-marked",
        "circle": "checkbox-blank-circle-outline", "circle.fill": "checkbox-blank-circle",
        "square.grid.2x2": "view-grid", "arrow.up.arrow.down": "sort", "line.3.horizontal.decrease": "filter-variant",
        "line.3.horizontal.decrease.circle": "filter", "cart.badge.plus": "cart-plus", "bag": "shopping",
        "bag.fill": "shopping",
        "wrench": "wrench", "qrcode": "qrcode", "barcode": "barcode", "network": "lan",
    ]

    /// The Material Design Icons name for an SF Symbol name, trying the base name of `.fill`,
    /// `.circle` and `.square` variants.
    public static func iconName(forSymbol name: String) -> String? {
        if let n = mapping[name] { return n }
        for suffix in [".fill", ".circle.fill", ".circle", ".square.fill", ".square"] where name.hasSuffix(suffix) {
            if let n = mapping[String(name.dropLast(suffix.count))] { return n }
        }
        return nil
    }
}
