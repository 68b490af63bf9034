// The Orange Compact theme (successor of Orange Business Tools), built on the Orange brand.
@_exported import OUDSThemesOrange
