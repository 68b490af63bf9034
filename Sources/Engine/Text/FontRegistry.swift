import Foundation
import ProofLocking

/// Every font Proof can use, and how family + weight requests resolve to faces.
///
/// The Linux counterpart of Core Text's process font registration, plus a map from a family and
/// weight to a PostScript name (`mapFamily(_:weight:toPostScriptName:)`), for design systems whose
/// families are not the fonts' own family names. Resolution of (family, weight): the map entry, if
/// its PostScript name is registered; else the family name without spaces as a PostScript name;
/// else a registered family of that name (nearest weight); else the family's declared substitute;
/// else the default family. Every fallback is reported once in `fallbackReports`.
///
/// Safe to use from many threads at once.
public final class FontRegistry: Sendable {
    private struct State {
        var faces: [String: FontFace] = [:]
        var families: [String: [FontFace]] = [:]
        var map: [FontRequest: String] = [:]
        var substitutes: [String: String] = [:]
        var defaultFamily: String?
        var monospacedFamily: String?
        var fallbackFamilies: [String] = []
        var reports: [FontFallbackReport] = []
        var reported: Set<FontRequest> = []
        var resolved: [FontRequest: FontFace] = [:]
        var fallbackCache: [UInt64: FontFace?] = [:]
        var generation = 0
        var loadFailures: [FontError] = []

        mutating func invalidate() {
            resolved.removeAll()
            fallbackCache.removeAll()
            generation += 1
        }
    }

    private let state = Locked(State())

    /// An empty registry.
    public init() {}

    /// The process-wide registry, holding the fonts bundled in `Fonts/` (see `BundledFonts`).
    public static let shared: FontRegistry = {
        let registry = FontRegistry()
        registry.registerBundledFonts()
        return registry
    }()

    // MARK: Registration

    /// Adds a loaded face; a face with the same PostScript name replaces the earlier one.
    public func register(_ face: FontFace) {
        state.withLock { s in
            if let old = s.faces[face.postScriptName] {
                s.families[old.familyName]?.removeAll { $0 === old }
            }
            s.faces[face.postScriptName] = face
            s.families[face.familyName, default: []].append(face)
            s.families[face.familyName]!.sort {
                ($0.weight.value, $0.postScriptName) < ($1.weight.value, $1.postScriptName)
            }
            s.invalidate()
        }
    }

    /// Loads and registers one font file; returns the face (its PostScript name is the map's value).
    @discardableResult
    public func registerFont(at path: String) throws(FontError) -> FontFace {
        let face = try FontFace(contentsOf: path)
        register(face)
        return face
    }

    /// Registers every `.ttf` and `.otf` file in `directory` (not recursive), in name order: the
    /// Linux counterpart of `CTFontManagerRegisterFontsForURL` over a bundle's fonts. Files that fail
    /// are listed in the report; the rest are registered.
    public func registerFonts(inDirectory directory: String) throws(FontError) -> FontRegistrationReport {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw .unreadableDirectory(path: directory, reason: error.localizedDescription)
        }
        var report = FontRegistrationReport()
        for name in names.sorted() where name.lowercased().hasSuffix(".ttf") || name.lowercased().hasSuffix(".otf") {
            do {
                let face = try registerFont(at: (directory as NSString).appendingPathComponent(name))
                report.registered.append(face.postScriptName)
            } catch {
                report.failures.append(error)
            }
        }
        return report
    }

    /// Loads and registers the font file at `path`, and maps `family` at `weight` (nil: the family's
    /// default face) to it, so that text asking for that family and weight uses this file whatever
    /// family name the file itself declares. Returns the face.
    @discardableResult
    public func registerFont(at path: String, family: String, weight: FontWeight?) throws(FontError) -> FontFace {
        let face = try registerFont(at: path)
        mapFamily(family, weight: weight, toPostScriptName: face.postScriptName)
        return face
    }

    /// Makes requests for `family` at `weight` resolve to the face whose PostScript name is
    /// `postScriptName`. A nil weight maps the family's default face, which regular requests also use
    /// when the regular weight has no entry of its own. The face need not be registered yet: until it
    /// is, requests fall back (see the type's documentation) and `fallbackReports` says why. A later
    /// call for the same family and weight replaces the entry.
    public func mapFamily(_ family: String, weight: FontWeight?, toPostScriptName postScriptName: String) {
        let key = FontRequest(family: family, weight: weight)
        state.withLock { s in
            s.map[key] = postScriptName
            s.reported.remove(key)
            s.invalidate()
        }
    }

    /// The PostScript name `family` at `weight` is mapped to (nil weight: the default face's entry),
    /// or nil when the map has no such entry.
    public func mappedPostScriptName(family: String, weight: FontWeight?) -> String? {
        state.withLock { $0.map[FontRequest(family: family, weight: weight)] }
    }

    /// Every entry of the PostScript name map (a copy).
    public var postScriptNameMap: [FontRequest: String] { state.withLock { $0.map } }

    /// Declares `substitute` as the family used when nothing is registered for `family`.
    public func setSubstitute(_ substitute: String, for family: String) {
        state.withLock { s in
            s.substitutes[family] = substitute
            s.invalidate()
        }
    }

    /// The declared substitute family of `family`, if any.
    public func substitute(for family: String) -> String? { state.withLock { $0.substitutes[family] } }

    /// The family used when no family is named (the system font) and as the last resort.
    public var defaultFamily: String? {
        get { state.withLock { $0.defaultFamily } }
        set {
            state.withLock { s in
                s.defaultFamily = newValue
                s.invalidate()
            }
        }
    }

    /// The family used for monospaced text.
    public var monospacedFamily: String? {
        get { state.withLock { $0.monospacedFamily } }
        set {
            state.withLock { s in
                s.monospacedFamily = newValue
                s.invalidate()
            }
        }
    }

    /// Families tried, in order, for characters the requested face lacks.
    public var fallbackFamilies: [String] {
        get { state.withLock { $0.fallbackFamilies } }
        set {
            state.withLock { s in
                s.fallbackFamilies = newValue
                s.invalidate()
            }
        }
    }

    /// Errors met while loading the bundled fonts (empty when all loaded).
    public var loadFailures: [FontError] { state.withLock { $0.loadFailures } }

    /// Bumped by every change; caches of text layouts key on it.
    public var generation: Int { state.withLock { $0.generation } }

    // MARK: Lookup

    /// The registered face with this PostScript name.
    public func face(postScriptName: String) -> FontFace? { state.withLock { $0.faces[postScriptName] } }

    /// The registered faces of a family, lightest first.
    public func faces(inFamily family: String) -> [FontFace] { state.withLock { $0.families[family] ?? [] } }

    /// Every registered PostScript name, sorted.
    public var postScriptNames: [String] { state.withLock { $0.faces.keys.sorted() } }

    /// Every registered family, sorted.
    public var familyNames: [String] { state.withLock { $0.families.keys.sorted() } }

    /// Fallbacks met so far, each distinct request once, in the order they happened.
    public var fallbackReports: [FontFallbackReport] { state.withLock { $0.reports } }

    /// Forgets the fallback reports (for example between two renders that each record theirs).
    public func clearFallbackReports() {
        state.withLock { s in
            s.reports.removeAll()
            s.reported.removeAll()
        }
    }

    /// The face for `family` at `weight` (nil family = the default family), following the
    /// resolution order in the type's documentation.
    public func resolve(family: String?, weight: FontWeight) throws(FontError) -> FontFace {
        let key = FontRequest(family: family ?? "", weight: weight)
        let result: FontFace? = state.withLock { s in
            if let hit = s.resolved[key] { return hit }
            guard let face = Self.resolveLocked(&s, family: family, weight: weight, key: key) else { return nil }
            s.resolved[key] = face
            return face
        }
        guard let result else {
            throw .noFontsAvailable(
                hint: "register fonts (registerFont(at:), registerFonts(inDirectory:)) "
                    + "or set PROOF_FONTS_DIR to Proof's Fonts folder"
            )
        }
        return result
    }

    private static func resolveLocked(
        _ s: inout State, family: String?, weight: FontWeight, key: FontRequest
    ) -> FontFace? {
        func report(_ face: FontFace, _ reason: FontFallbackReport.Reason) -> FontFace {
            if s.reported.insert(key).inserted {
                s.reports.append(
                    FontFallbackReport(
                        requestedFamily: key.family, requestedWeight: weight,
                        usedPostScriptName: face.postScriptName,
                        reason: reason))
            }
            return face
        }
        let defaultFace: FontFace? =
            s.defaultFamily.flatMap { nearest(s.families[$0] ?? [], weight) }
            ?? s.families.keys.sorted().first.flatMap { nearest(s.families[$0] ?? [], weight) }
        guard let family else { return defaultFace }
        var mappedMissing: String?
        if let ps = s.map[key] ?? (weight == .regular ? s.map[FontRequest(family: family, weight: nil)] : nil) {
            if let face = s.faces[ps] { return face }
            mappedMissing = ps
        }
        if let face = s.faces[key.familyPostScriptName] {
            return mappedMissing == nil
                ? report(face, .unmappedUsedFamilyName) : report(face, .mappedFontNotRegistered(mappedMissing!))
        }
        if let face = nearest(s.families[family] ?? [], weight) {
            return mappedMissing == nil ? face : report(face, .mappedFontNotRegistered(mappedMissing!))
        }
        if let sub = s.substitutes[family], let face = nearest(s.families[sub] ?? [], weight) {
            return report(face, .substitute(sub))
        }
        guard let face = defaultFace else { return nil }
        return report(face, .defaultFamily(s.defaultFamily ?? face.familyName))
    }

    /// The upright face closest in weight (ties go heavier above 400, lighter otherwise).
    public static func nearest(_ faces: [FontFace], _ weight: FontWeight) -> FontFace? {
        let upright = faces.filter {
            !$0.styleName.localizedCaseInsensitiveContains("italic")
                && !$0.styleName.localizedCaseInsensitiveContains("oblique")
        }
        let pool = upright.isEmpty ? faces : upright
        return pool.min { a, b in
            let da = abs(a.weight.value - weight.value)
            let db = abs(b.weight.value - weight.value)
            if da != db { return da < db }
            return weight.value > 400 ? a.weight.value > b.weight.value : a.weight.value < b.weight.value
        }
    }

    /// A face from the fallback families that has a glyph for `scalar` (nearest to `weight`), or nil.
    public func fallbackFace(for scalar: UInt32, weight: FontWeight) -> FontFace? {
        let cacheKey = UInt64(scalar) << 16 | UInt64(weight.value)
        return state.withLock { s in
            if let hit = s.fallbackCache[cacheKey] { return hit }
            var found: FontFace?
            for family in s.fallbackFamilies {
                let faces = s.families[family] ?? []
                guard faces.contains(where: { $0.hasGlyph(for: scalar) }) else { continue }
                found = Self.nearest(faces.filter { $0.hasGlyph(for: scalar) }, weight)
                break
            }
            s.fallbackCache[cacheKey] = .some(found)
            return found
        }
    }

    // MARK: Bundled fonts

    /// Registers the fonts listed in `fonts.tsv` of `directory` (default: `BundledFonts.directory`)
    /// and sets the default, monospaced, fallback and substitute families from their roles.
    /// Files that fail to load are recorded in `loadFailures`.
    public func registerBundledFonts(from directory: String = BundledFonts.directory) {
        let entries: [BundledFonts.Entry]
        do { entries = try BundledFonts.entries(in: directory) } catch {
            state.withLock { $0.loadFailures.append(error) }
            return
        }
        var failures: [FontError] = []
        var roleFamilies: [FontRole: [String]] = [:]
        for entry in entries {
            do {
                let face = try FontFace(contentsOf: (directory as NSString).appendingPathComponent(entry.path))
                register(face)
                if !(roleFamilies[entry.role] ?? []).contains(face.familyName) {
                    roleFamilies[entry.role, default: []].append(face.familyName)
                }
            } catch {
                failures.append(error)
            }
        }
        state.withLock { s in
            s.loadFailures += failures
            if let ui = roleFamilies[.ui]?.first {
                s.defaultFamily = ui
                for family in BundledFonts.uiStandIns { s.substitutes[family] = ui }
            }
            if let hand = roleFamilies[.handwritten]?.first {
                for family in BundledFonts.handwrittenStandIns { s.substitutes[family] = hand }
            }
            if let geometric = roleFamilies[.geometric]?.first {
                for family in BundledFonts.geometricStandIns { s.substitutes[family] = geometric }
            }
            if let rounded = roleFamilies[.rounded]?.first {
                for family in BundledFonts.roundedStandIns { s.substitutes[family] = rounded }
            }
            if let serif = roleFamilies[.serif]?.first {
                for family in BundledFonts.serifStandIns { s.substitutes[family] = serif }
            }
            if let mono = roleFamilies[.mono]?.first {
                s.monospacedFamily = mono
                for family in BundledFonts.monospacedStandIns { s.substitutes[family] = mono }
            }
            s.fallbackFamilies = [FontRole.fallbackArabic, .fallbackHebrew, .fallbackSymbols, .ui]
                .flatMap { roleFamilies[$0] ?? [] }
            s.invalidate()
        }
    }
}
