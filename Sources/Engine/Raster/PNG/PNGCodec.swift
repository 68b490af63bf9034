import CPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Encodes `Bitmap`s to PNG and decodes PNG into `Bitmap`s, in memory or through files.
///
/// Uses libpng's simplified `png_image_*` API, which catches libpng's errors itself (no
/// `setjmp`/`longjmp` crosses Swift frames) and reports them in `png_image.message`; those
/// messages are carried by `RasterError.pngDecodingFailed` / `.pngEncodingFailed`.
public enum PNGCodec {
    /// Encodes `bitmap` as PNG bytes. The PNG stores straight alpha, so the premultiplied pixels
    /// are un-premultiplied first; the same bitmap and options always give the same bytes.
    public static func encode(
        _ bitmap: Bitmap, options: PNGEncodingOptions = .default
    ) throws(RasterError) -> [UInt8] {
        try Bitmap.validate(width: bitmap.width, height: bitmap.height)
        let expected = bitmap.width * bitmap.height * 4
        guard bitmap.pixels.count == expected else {
            throw .pixelCountMismatch(expected: expected, actual: bitmap.pixels.count)
        }
        let plan = EncodingPlan(straightRGBA: bitmap.unpremultipliedRGBA(), format: options.format)
        let flags = options.compression == .fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
        return try write(plan, width: bitmap.width, height: bitmap.height, flags: flags)
    }

    /// Decodes PNG bytes of any colour type, bit depth or interlacing (palette, grey, grey + alpha,
    /// RGB, RGBA, 1 to 16 bits, Adam7, tRNS) into a premultiplied RGBA8 bitmap.
    ///
    /// Throws `.invalidCanvasSize` before allocating when a side exceeds `Bitmap.maxDimension`,
    /// and `.pngDecodingFailed` with libpng's message for malformed data. 16-bit images without
    /// gamma information are taken as sRGB-encoded, as browsers do.
    public static func decode(_ bytes: [UInt8]) throws(RasterError) -> Bitmap {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        // libpng reads from `bytes` until png_image_finish_read returns, so both calls stay inside.
        let result: Result<(width: Int, height: Int, rgba: [UInt8]), RasterError> = bytes.withUnsafeBytes { data in
            guard png_image_begin_read_from_memory(&image, data.baseAddress, data.count) != 0 else {
                return .failure(.pngDecodingFailed(message(of: image, fallback: "cannot read the PNG header")))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            do throws(RasterError) {
                try Bitmap.validate(width: width, height: height)
            } catch {
                return .failure(error)
            }
            let count = width * height * 4
            var succeeded = false
            let rgba: [UInt8]
            if image.format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0, isInterlaced(bytes) {
                // libpng 1.6.39 as patched by Debian merges Adam7 passes wrongly when it scales
                // 16-bit samples to 8 bits (pnggroup/libpng#853); its 16-bit output is correct.
                // Without the 16BIT_sRGB flag and without gamma chunks, that output is the raw
                // samples, premultiplied; with gamma chunks it is linear light.
                let gammaChunk = declaresGamma(bytes)
                image.format = PNGCodec.linearRGBAFormat
                let wide = [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
                    succeeded = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil) != 0
                    initialized = succeeded ? count : 0
                }
                rgba = succeeded ? straightRGBA8(premultiplied16: wide, linearLight: gammaChunk) : []
            } else {
                image.format = PNGCodec.rgbaFormat
                image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
                rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                    succeeded = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil) != 0
                    initialized = succeeded ? count : 0
                }
            }
            guard succeeded else {
                return .failure(.pngDecodingFailed(message(of: image, fallback: "cannot read the PNG pixels")))
            }
            return .success((width, height, rgba))
        }
        let decoded = try result.get()
        return try Bitmap(width: decoded.width, height: decoded.height, straightRGBA: decoded.rgba)
    }

    /// Encodes `bitmap` and writes it to `path` atomically: the bytes go to a temporary file in the
    /// same directory, which is then renamed into place, so `path` never holds a half-written file.
    /// On failure the temporary file is removed, any old file is left untouched, and
    /// `.fileError` carries the system's reason.
    public static func write(
        _ bitmap: Bitmap, to path: String, options: PNGEncodingOptions = .default
    ) throws(RasterError) {
        let bytes = try encode(bitmap, options: options)
        try writeAtomically(bytes, to: path)
    }

    /// Reads and decodes the PNG file at `path`; `.fileError` carries the system's reason when the
    /// file cannot be read, and decoding errors are as for `decode(_:)`.
    public static func read(contentsOf path: String) throws(RasterError) -> Bitmap {
        try decode(readWholeFile(path))
    }
}

// MARK: - Encoding

extension PNGCodec {
    // `png_image.format` values, built from the flags: Swift does not import the composite
    // PNG_FORMAT_* macros such as PNG_FORMAT_RGBA.
    /// 8-bit grey (`PNG_FORMAT_GRAY`).
    private static let greyFormat: UInt32 = 0
    /// 8-bit grey + alpha (`PNG_FORMAT_GA`).
    private static let greyAlphaFormat = UInt32(PNG_FORMAT_FLAG_ALPHA)
    /// 8-bit RGB (`PNG_FORMAT_RGB`).
    private static let rgbFormat = UInt32(PNG_FORMAT_FLAG_COLOR)
    /// 8-bit RGBA (`PNG_FORMAT_RGBA`).
    private static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)
    /// Colormap of RGB entries (`PNG_FORMAT_RGB_COLORMAP`).
    private static let rgbColormapFormat = rgbFormat | UInt32(PNG_FORMAT_FLAG_COLORMAP)
    /// Colormap of RGBA entries (`PNG_FORMAT_RGBA_COLORMAP`).
    private static let rgbaColormapFormat = rgbaFormat | UInt32(PNG_FORMAT_FLAG_COLORMAP)

    /// The pixel data handed to libpng: a `png_image` format, its samples and optional colormap.
    private struct EncodingPlan {
        /// A `PNG_FORMAT_*` value.
        var format: UInt32
        /// Rows of `bytesPerPixel * width` bytes, top to bottom.
        var samples: [UInt8]
        /// Bytes per pixel in `samples` (1 for a colormap index).
        var bytesPerPixel: Int
        /// Colormap entries of 3 (RGB) or 4 (RGBA) bytes; empty unless a colormap format.
        var colormap: [UInt8] = []
        /// Number of entries in `colormap`.
        var colormapEntries = 0

        /// Picks the format for straight RGBA8 pixels (see `PNGEncodingOptions.Format`).
        init(straightRGBA rgba: [UInt8], format: PNGEncodingOptions.Format) {
            guard format == .automatic else {
                self.init(format: PNGCodec.rgbaFormat, samples: rgba, bytesPerPixel: 4)
                return
            }
            // One pass: grey? opaque? at most 256 colours (in order of first appearance)? Greyness
            // and opacity are properties of a colour, so they are checked when the colour changes
            // from the previous pixel's, which in a rendering is rare: most pixels cost one 32-bit
            // load and one comparison (also in debug builds, where per-byte work is slow).
            var opaque = true
            var grey = true
            var firstSeen: [UInt32] = []
            var known: Set<UInt32> = []
            var tooManyColours = false
            rgba.withUnsafeBytes { raw in
                let count = raw.count / 4
                guard count > 0 else { return }
                let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                // The first pixel's word complemented: never equal to it, so the loop sees a change.
                var previous = ~words[0]
                var j = 0
                while j < count {
                    let word = words[j]
                    if word != previous {
                        previous = word
                        let i = j * 4
                        let r = bytes[i]
                        let g = bytes[i + 1]
                        let b = bytes[i + 2]
                        let a = bytes[i + 3]
                        if a != 255 { opaque = false }
                        if r != g || g != b { grey = false }
                        if !tooManyColours {
                            let key = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
                            if known.insert(key).inserted {
                                if firstSeen.count == 256 { tooManyColours = true } else { firstSeen.append(key) }
                            }
                        }
                    }
                    j += 1
                }
            }
            if grey {
                let channels = opaque ? 1 : 2
                var samples = [UInt8](repeating: 0, count: rgba.count / 4 * channels)
                samples.withUnsafeMutableBufferPointer { out in
                    rgba.withUnsafeBufferPointer { p in
                        // `while` rather than `stride`: a stride loop is many times slower in debug builds.
                        var i = 0
                        var j = 0
                        while i < p.count {
                            out[j] = p[i]
                            if !opaque { out[j + 1] = p[i + 3] }
                            j += channels
                            i += 4
                        }
                    }
                }
                self.init(
                    format: opaque ? PNGCodec.greyFormat : PNGCodec.greyAlphaFormat, samples: samples,
                    bytesPerPixel: channels)
            } else if !tooManyColours {
                self.init(palette: firstSeen, opaque: opaque, rgba: rgba)
            } else if opaque {
                var samples = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
                samples.withUnsafeMutableBufferPointer { out in
                    rgba.withUnsafeBufferPointer { p in
                        var i = 0
                        var j = 0
                        while i < p.count {
                            out[j] = p[i]
                            out[j + 1] = p[i + 1]
                            out[j + 2] = p[i + 2]
                            j += 3
                            i += 4
                        }
                    }
                }
                self.init(format: PNGCodec.rgbFormat, samples: samples, bytesPerPixel: 3)
            } else {
                self.init(format: PNGCodec.rgbaFormat, samples: rgba, bytesPerPixel: 4)
            }
        }

        /// A plan with explicit fields.
        private init(format: UInt32, samples: [UInt8], bytesPerPixel: Int) {
            self.format = format
            self.samples = samples
            self.bytesPerPixel = bytesPerPixel
        }

        /// A colormap plan. Translucent colours come first (so the tRNS chunk stays short), then
        /// opaque ones, each group in order of first appearance: deterministic for given pixels.
        private init(palette firstSeen: [UInt32], opaque: Bool, rgba: [UInt8]) {
            let ordered = firstSeen.filter { $0 & 0xFF != 0xFF } + firstSeen.filter { $0 & 0xFF == 0xFF }
            var index: [UInt32: UInt8] = [:]
            var colormap: [UInt8] = []
            colormap.reserveCapacity(ordered.count * 4)
            for (i, key) in ordered.enumerated() {
                index[key] = UInt8(i)
                colormap += [UInt8(key >> 24), UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF)]
                if !opaque { colormap.append(UInt8(key & 0xFF)) }
            }
            var samples = [UInt8](repeating: 0, count: rgba.count / 4)
            samples.withUnsafeMutableBufferPointer { out in
                rgba.withUnsafeBytes { raw in
                    guard !out.isEmpty else { return }
                    let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    let indices = out.baseAddress!
                    // As in the scan: a pixel like the previous one (one load, one comparison) takes
                    // its index; only a change of colour looks the colour up.
                    var previous = ~words[0]
                    var previousIndex: UInt8 = 0
                    var j = 0
                    while j < out.count {
                        let word = words[j]
                        if word != previous {
                            previous = word
                            let i = j * 4
                            let key =
                                UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
                                | UInt32(bytes[i + 3])
                            previousIndex = index[key] ?? 0
                        }
                        indices[j] = previousIndex
                        j += 1
                    }
                }
            }
            self.init(
                format: opaque ? PNGCodec.rgbColormapFormat : PNGCodec.rgbaColormapFormat, samples: samples,
                bytesPerPixel: 1)
            self.colormap = colormap
            self.colormapEntries = ordered.count
        }

        /// An upper bound on the PNG size (zlib's worst case plus every chunk libpng may write),
        /// so that one compression pass normally suffices.
        func maximumPNGSize(width: Int, height: Int) -> Int {
            let raw = (bytesPerPixel * width + 1) * height  // + 1 filter byte per row
            let deflated = raw + (raw + 7) / 8 + (raw + 63) / 64 + 11
            let idatOverhead = 12 * (deflated / 1024 + 1)
            let otherChunks = 8 + 25 + 13 + 16 + 44 + 12 + (12 + 3 * 256) + (12 + 256)
            return deflated + idatOverhead + otherChunks + 1024
        }
    }

    /// Runs `png_image_write_to_memory` on `plan`.
    private static func write(
        _ plan: EncodingPlan, width: Int, height: Int, flags: UInt32
    ) throws(RasterError) -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = plan.format
        image.flags = flags
        image.colormap_entries = UInt32(plan.colormapEntries)
        defer { png_image_free(&image) }

        var capacity = plan.maximumPNGSize(width: width, height: height)
        // A second pass only if libpng reports that the bound was too small.
        for _ in 0..<2 {
            var size = capacity
            var succeeded = false
            let png = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                succeeded = plan.samples.withUnsafeBytes { samples in
                    plan.colormap.withUnsafeBytes { colormap in
                        png_image_write_to_memory(
                            &image, buffer.baseAddress, &size, 0, samples.baseAddress,
                            Int32(plan.bytesPerPixel * width),
                            plan.colormapEntries > 0 ? colormap.baseAddress : nil) != 0
                    }
                }
                initialized = succeeded ? size : 0
            }
            if succeeded {
                // Do not hand out the (large) worst-case capacity.
                return png.capacity - png.count > 4096 ? Array(png[...]) : png
            }
            guard size > capacity else {
                throw .pngEncodingFailed(message(of: image, fallback: "libpng could not write the image"))
            }
            capacity = size
            image.warning_or_error = 0
        }
        throw .pngEncodingFailed("libpng needed more memory than it announced")
    }

    /// libpng's NUL-terminated `message`, or `fallback` when it is empty.
    private static func message(of image: png_image, fallback: String) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? fallback : text
    }
}

// MARK: - Decoding helpers

extension PNGCodec {
    /// 16-bit linear RGBA with premultiplied alpha (`PNG_FORMAT_LINEAR_RGB_ALPHA`).
    private static let linearRGBAFormat = rgbaFormat | UInt32(PNG_FORMAT_FLAG_LINEAR)

    /// Linear light (0...65535) to an 8-bit value with the 1/2.2 power libpng uses for sRGB output.
    private static let linearToSRGB: [UInt8] = (0...65535).map { value in
        UInt8((255 * pow(Double(value) / 65535, 1 / 2.2)).rounded())
    }

    /// Whether the IHDR (which libpng has already validated) announces Adam7 interlacing.
    private static func isInterlaced(_ png: [UInt8]) -> Bool {
        png.count > 28 && png[28] != 0
    }

    /// Whether a gAMA or sRGB chunk precedes the image data, so that libpng converts 16-bit
    /// samples to linear light instead of passing them through.
    private static func declaresGamma(_ png: [UInt8]) -> Bool {
        let gAMA: UInt32 = 0x6741_4D41
        let sRGB: UInt32 = 0x7352_4742
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // PNG chunk names are case-sensitive (the case of each letter is a flag); keep the spec's spelling.
        let IDAT: UInt32 = 0x4944_4154
        func word(_ at: Int) -> UInt32 {
            UInt32(png[at]) << 24 | UInt32(png[at + 1]) << 16 | UInt32(png[at + 2]) << 8 | UInt32(png[at + 3])
        }
        var offset = 8
        while offset + 8 <= png.count {
            switch word(offset + 4) {
            case gAMA, sRGB: return true
            case IDAT: return false
            default: offset += 12 + Int(word(offset))
            }
        }
        return false
    }

    /// Converts libpng's 16-bit premultiplied output to straight RGBA8: samples scaled with
    /// rounding, or, for `linearLight`, encoded back to sRGB.
    private static func straightRGBA8(premultiplied16 wide: [UInt16], linearLight: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: wide.count)
        let encode = linearLight ? linearToSRGB : []
        out.withUnsafeMutableBufferPointer { out in
            wide.withUnsafeBufferPointer { wide in
                var i = -4
                while i + 4 < wide.count {
                    i += 4
                    let alpha = Int(wide[i + 3])
                    guard alpha != 0 else { continue }
                    out[i + 3] = UInt8((alpha * 255 + 32767) / 65535)
                    for k in 0..<3 {
                        let premultiplied = Int(wide[i + k])
                        let straight =
                            alpha == 65535 ? premultiplied : min(65535, (premultiplied * 65535 + alpha / 2) / alpha)
                        out[i + k] = linearLight ? encode[straight] : UInt8((straight * 255 + 32767) / 65535)
                    }
                }
            }
        }
        return out
    }
}

// MARK: - Files

extension PNGCodec {
    /// Writes `bytes` to a new temporary file beside `path`, flushes it to disk and renames it onto
    /// `path`; removes the temporary file on any failure.
    private static func writeAtomically(_ bytes: [UInt8], to path: String) throws(RasterError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else {
            throw .fileError(path: path, reason: "the path names a directory, not a file")
        }
        let nonce = String(UInt64.random(in: .min ... .max), radix: 16)
        let temporary = "\(directory).\(name).\(getpid())-\(nonce).tmp"

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw fileFailure(path, "cannot create a temporary file beside it", errno)
        }
        var failure = writeAll(bytes, to: fd).map { fileFailure(path, "cannot write", $0) }
        if failure == nil, fsync(fd) != 0 {
            failure = fileFailure(path, "cannot flush to disk", errno)
        }
        if close(fd) != 0, failure == nil {
            failure = fileFailure(path, "cannot write", errno)
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = fileFailure(path, "cannot replace it", errno)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Reads the whole file at `path`.
    private static func readWholeFile(_ path: String) throws(RasterError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw fileFailure(path, "cannot open", errno)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size > 0 {
            bytes.reserveCapacity(Int(info.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = readSome(fd, into: &chunk)
            if count == 0 { return bytes }
            guard count > 0 else { throw fileFailure(path, "cannot read", Int32(-count)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// A `.fileError` whose reason names the failed step and the system's text for `code`.
    private static func fileFailure(_ path: String, _ step: String, _ code: Int32) -> RasterError {
        .fileError(path: path, reason: "\(step): \(String(cString: strerror(code)))")
    }
}

/// Writes all of `bytes` to `fd`, retrying on `EINTR`; returns the `errno` of a failure.
private func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
        var offset = 0
        while offset < raw.count {
            let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                return code
            }
            offset += written
        }
        return nil
    }
}

/// One `read(2)` into `buffer`, retrying on `EINTR`: the byte count (0 at end of file), or
/// minus the `errno` of a failure.
private func readSome(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
    while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count >= 0 { return count }
        let code = errno
        if code != EINTR { return -Int(code) }
    }
}
