/// Collects display items while nodes draw.
struct DisplayListBuilder {
    var items: [DisplayItem] = []
    var fonts = Set<String>()
    mutating func append(_ item: DisplayItem) { items.append(item) }
}
