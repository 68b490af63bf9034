/// A part of an app's interface.
public protocol Scene {}
