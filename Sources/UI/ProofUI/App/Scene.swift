/// A part of an app's interface.
@MainActor @preconcurrency public protocol Scene {}
