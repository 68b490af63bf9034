/// The nominal type descriptors the Swift runtime knows in this process, read from the
/// `swift5_type_metadata` section of every loaded image.
///
/// Layouts (Swift ABI, 64-bit ELF): the runtime's `MetadataSections` holds a version, a base
/// address and two unused words, then 16-byte ranges (start, length), the third of which is
/// `swift5_type_metadata`; each record there is a 32-bit relative pointer to a context descriptor
/// whose two low bits say whether it is direct (0) or through a pointer (1). A context descriptor
/// starts with 32-bit flags (kind in the low 5 bits: 0 module, 16 class, 17 struct, 18 enum; 0x80
/// generic) and a relative pointer to its parent (low bit: indirect); a module's and a type's
/// name follow as a relative pointer to a C string, and a type's metadata accessor after that.
struct TypeDescriptors {
    /// One non-generic nominal type.
    struct Descriptor {
        /// The descriptor's address.
        let address: UnsafeRawPointer

        /// The name of the module the type is declared in (through its parents).
        var moduleName: String? {
            var context: UnsafeRawPointer? = address
            while let current = context {
                if current.load(as: UInt32.self) & 0x1F == 0 { return String(cString: Self.name(of: current)) }
                context = Self.parent(of: current)
            }
            return nil
        }

        /// The type's metadata, through its accessor (complete metadata).
        func metadata() -> Any.Type? {
            let accessorAddress = TypeDescriptors.relative(address + 12)
            // A metadata accessor takes the request in the first integer register and returns the
            // metadata in the first return register, which the C convention reads the same way.
            typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
            let accessor = unsafeBitCast(accessorAddress, to: Accessor.self)
            guard let metadata = accessor(0) else { return nil }
            return unsafeBitCast(metadata, to: Any.Type.self)
        }

        private static func name(of descriptor: UnsafeRawPointer) -> UnsafePointer<CChar> {
            TypeDescriptors.relative(descriptor + 8).assumingMemoryBound(to: CChar.self)
        }

        private static func parent(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = (descriptor + 4).load(as: Int32.self)
            guard offset != 0 else { return nil }
            let target = descriptor + 4 + Int(offset & ~1)
            return offset & 1 == 1 ? target.load(as: UnsafeRawPointer?.self) : target
        }
    }

    /// The address a 32-bit relative pointer at `field` points to.
    static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// Every non-generic class, struct and enum of the loaded images (none where the images are
    /// not ELF: there the sections are found another way, which Proof does not implement).
    static func all() -> [Descriptor] {
        var found: [Descriptor] = []
        #if os(Linux) || os(FreeBSD) || os(Android)
            withUnsafeMutablePointer(to: &found) { pointer in
                enumerateAllMetadataSections(
                    { sections, context in
                        let list = context!.assumingMemoryBound(to: [Descriptor].self)
                        let start = sections.load(fromByteOffset: 64, as: UInt.self)
                        let length = sections.load(fromByteOffset: 72, as: Int.self)
                        guard start != 0, let base = UnsafeRawPointer(bitPattern: start) else { return true }
                        for offset in stride(from: 0, to: length, by: 4) {
                            let record = base + offset
                            let value = record.load(as: Int32.self)
                            let target = record + Int(value & ~3)
                            let descriptor: UnsafeRawPointer?
                            switch value & 3 {
                            case 0: descriptor = target
                            case 1: descriptor = target.load(as: UnsafeRawPointer?.self)
                            default: descriptor = nil
                            }
                            guard let descriptor else { continue }
                            let flags = descriptor.load(as: UInt32.self)
                            let kind = flags & 0x1F
                            guard (16...18).contains(kind), flags & 0x80 == 0 else { continue }
                            list.pointee.append(Descriptor(address: descriptor))
                        }
                        return true
                    }, pointer)
            }
        #endif
        return found
    }
}

#if os(Linux) || os(FreeBSD) || os(Android)
    /// The Swift runtime's enumeration of the metadata sections of every loaded image (exported by
    /// libswiftCore on ELF platforms; Swift Testing discovers tests with it). Two pointer arguments
    /// and no result pass the same way in the Swift and C conventions.
    @_silgen_name("swift_enumerateAllMetadataSections")
    private func enumerateAllMetadataSections(
        _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
        _ context: UnsafeMutableRawPointer?
    )
#endif
