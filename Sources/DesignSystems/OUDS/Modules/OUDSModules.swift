// Higher-level, screen-ready OUDS modules built from the components. Re-exports the components.
@_exported import OUDSComponents
